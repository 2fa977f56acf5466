/// What one file tells about the whole project, gathered while the file is read (its tokens
/// are gone afterwards); small on purpose.
public struct FileFacts: Sendable {
    /// Members the project declares in `extension UIApplication` (`keyWindow`, `windows` …).
    public var applicationMembers: Set<String> = []

    public init() {}

    public static func extract(from file: SourceFile) -> FileFacts {
        var facts = FileFacts()
        for type in file.outline.types where type.kind == .extension && type.name == "UIApplication" {
            guard let body = type.body else { continue }
            for variable in file.outline.variables where body.contains(variable.keywordIndex) && variable.functionIndex == nil {
                facts.applicationMembers.insert(variable.name)
            }
            for function in file.outline.functions where body.contains(function.keywordIndex) && function.parent == nil {
                facts.applicationMembers.insert(function.name)
            }
        }
        return facts
    }

    public static func extract(from plist: PlistFile) -> FileFacts {
        FileFacts()
    }
}

/// Everything the project's files told, merged: what cross-file rules read in `Rule.finish`.
public struct ProjectFacts: Sendable {
    public var applicationMembers: Set<String> = []
    /// Names of the `.storyboard` files in the project, without the extension.
    public var storyboardNames: Set<String> = []

    public init() {}

    public mutating func merge(_ facts: FileFacts) {
        applicationMembers.formUnion(facts.applicationMembers)
    }
}
