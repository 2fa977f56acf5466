/// Which of a plan's files have their violations reported: every project file (a plain run over
/// the project, where a set of every path would only cost time) or the files named.
public struct ReportedFiles: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// nil: every project file.
    private var named: Set<String>?

    public static var everyProjectFile: ReportedFiles { ReportedFiles(named: nil) }

    /// The files with these absolute paths.
    public init(_ paths: some Sequence<String>) {
        named = Set(paths)
    }

    public init(arrayLiteral paths: String...) {
        self.init(paths)
    }

    private init(named: Set<String>?) {
        self.named = named
    }

    /// Whether the plan's file at `path` (absolute) is reported.
    public func contains(_ path: String) -> Bool {
        named?.contains(path) ?? true
    }

    /// Reports one more file, which the plan must hold too.
    public mutating func insert(_ path: String) {
        named?.insert(path)
    }
}
