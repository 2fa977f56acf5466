import ProjectModel
import SwiftSource

/// Names that hold the application in a file: `let app = UIApplication.shared` aliases and
/// parameters of type `UIApplication`, each valid in its scope; `base` in a wrapper's
/// `extension … where Base == UIApplication`; and the bodies of `extension UIApplication`,
/// where `self` is the application.
struct ApplicationReceivers {
    private var names: [(name: String, scope: Range<Int>)] = []
    private var extensionBodies: [ClosedRange<Int>] = []
    private let file: SourceFile

    init(file: SourceFile) {
        self.file = file
        // Every way to name the application spells `UIApplication`; most files never do.
        guard file.mentions("UIApplication") else { return }
        let outline = file.outline
        for variable in outline.variables {
            guard let initializer = variable.initializer, initializer.count <= ApplicationReceivers.longestSpelling,
                  spellsApplication(in: initializer),
                  ["UIApplication.shared", "UIApplication.sharedApplication()"].contains(file.normalizedText(initializer)) else { continue }
            let scope: Range<Int>
            if let function = variable.functionIndex, let body = outline.functions[function].body {
                scope = variable.nameIndex..<body.upperBound
            } else if let type = variable.typeIndex, let body = outline.types[type].body {
                scope = body.lowerBound..<body.upperBound
            } else {
                scope = variable.nameIndex..<file.code.count
            }
            names.append((variable.name, scope))
        }
        for function in outline.functions {
            guard let body = function.body else { continue }
            for parameter in outline.parameters(of: function) where spellsApplication(in: parameter.type) && isApplicationType(parameter.type) {
                names.append((parameter.name(in: file), body.lowerBound..<body.upperBound))
            }
        }
        extensionBodies = outline.types.compactMap { type in
            type.kind == .extension && type.name == "UIApplication" ? type.body : nil
        }
        // `extension Wrapper where Base == UIApplication { … base.windows … }`: a namespacing
        // wrapper (`app.tl.keyWindow`) whose `base` is the application.
        for type in outline.types where type.kind == .extension && type.name != "UIApplication" {
            guard let body = type.body, body.lowerBound - type.nameIndex <= 12 else { continue }
            let header = type.nameIndex..<body.lowerBound
            let constrained = header.contains { index in
                file.spells(index, "Base") && (file.isOperator(index + 1, "==") || file.isPunctuation(index + 1, ":"))
                    && file.spells(index + 2, "UIApplication")
            }
            if constrained { names.append(("base", body.lowerBound..<body.upperBound)) }
        }
    }

    /// `UIApplication.shared` is three tokens, a few more with parentheses or `self.`: normalizing
    /// every longer initializer (a 100,000-element array literal) just to compare it took seconds.
    private static let longestSpelling = 16

    /// Whether `UIApplication` is among the tokens: a cheap test before normalizing them.
    private func spellsApplication(in range: Range<Int>) -> Bool {
        range.contains { file.spells($0, "UIApplication") }
    }

    private func isApplicationType(_ range: Range<Int>) -> Bool {
        guard range.count <= ApplicationReceivers.longestSpelling else { return false }
        var text = file.normalizedText(range)
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text == "UIApplication"
    }

    /// Names of the properties and parameterless functions of `file` typed `UIApplication`
    /// (optional or not) that give the shared application: `.shared`, `UIApplication.shared`,
    /// or `value(forKey: "sharedApplication")` (the way app extensions reach it).
    static func sharedApplicationAccessors(in file: SourceFile) -> Set<String> {
        let outline = file.outline
        // A declaration typed `UIApplication` first: most files that name it declare none.
        guard outline.variables.contains(where: { $0.typeAnnotation.map { $0.contains { file.spells($0, "UIApplication") } } ?? false })
                || outline.functions.contains(where: { $0.returnType.map { $0.contains { file.spells($0, "UIApplication") } } ?? false }) else {
            return []
        }
        let bindings = file.bindings
        var names: Set<String> = []
        func isApplicationType(_ range: Range<Int>?) -> Bool {
            guard let range, range.count <= 4, range.contains(where: { file.spells($0, "UIApplication") }) else { return false }
            var text = file.normalizedText(range)
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return text == "UIApplication"
        }
        func givesShared(_ values: [Range<Int>]) -> Bool {
            !values.isEmpty && values.allSatisfy { value in
                guard value.count <= longestSpelling + 8 else { return false }
                let text = file.normalizedText(value)
                return text == ".shared" || text == "UIApplication.shared" || text.contains("sharedApplication")
            }
        }
        // `let selector = NSSelectorFromString("sharedApplication"); return UIApplication.perform(selector)…`:
        // the way app extensions reach it, spelled in a string anywhere in the body.
        func namesSharedApplication(_ body: ClosedRange<Int>?) -> Bool {
            body.map { $0.contains { file.code[$0].kind == .string && file.spells($0, "sharedApplication") } } ?? false
        }
        for (position, binding) in bindings.declarations.enumerated() where binding.kind == .storedProperty || binding.kind == .computedProperty {
            guard let variable = outline.variables.first(where: { $0.nameIndex == binding.nameIndex }),
                  isApplicationType(variable.typeAnnotation),
                  givesShared(bindings.values(of: position)) || namesSharedApplication(variable.accessors) else { continue }
            names.insert(variable.name)
        }
        for function in outline.functions where function.kind == .function && function.parameterRange.isEmpty {
            guard let body = function.body, isApplicationType(function.returnType),
                  givesShared(bindings.returnedExpressions(in: body)) || namesSharedApplication(body) else { continue }
            names.insert(function.name)
        }
        return names
    }

    func isApplication(_ index: Int) -> Bool {
        names.contains { $0.scope.contains(index) && file.spells(index, $0.name) }
    }

    func isInsideApplicationExtension(_ index: Int) -> Bool {
        extensionBodies.contains { $0.contains(index) }
    }

    /// Where the expression that reads the application's member at `index` (`windows`,
    /// `keyWindow`) starts, when its receiver is the application: `UIApplication.shared`, an
    /// alias, `self` or nothing inside `extension UIApplication`.
    func applicationStart(ofMember index: Int) -> Int? {
        guard file.isPunctuation(index - 1, ".") else {
            // A bare `windows` inside `extension UIApplication` is `self.windows`, unless a local
            // of that name shadows it (`let keyWindow = …; return keyWindow?.rootViewController`).
            guard isInsideApplicationExtension(index), isBareUse(index), !isInTypeMember(index) else { return nil }
            return file.bindings.declaration(at: index) == nil ? index : nil
        }
        let receiver = index - 2
        guard receiver >= 0 else { return nil }
        if file.spells(receiver, "shared"), file.isPunctuation(receiver - 1, "."), file.spells(receiver - 2, "UIApplication"),
           !file.isPunctuation(receiver - 3, ".") {
            return receiver - 2
        }
        // `UIApplication.sharedApplication().keyWindow`: the Swift 2 spelling old course apps keep.
        if file.isPunctuation(receiver, ")"), file.isPunctuation(receiver - 1, "("), file.spells(receiver - 2, "sharedApplication"),
           file.isPunctuation(receiver - 3, "."), file.spells(receiver - 4, "UIApplication"), !file.isPunctuation(receiver - 5, ".") {
            return receiver - 4
        }
        // `self.shared.statusBarFrame` in a `class var` of `extension UIApplication`: `self` is the type.
        if file.spells(receiver, "shared"), file.isPunctuation(receiver - 1, "."), file.isKeyword(receiver - 2, .self),
           !file.isPunctuation(receiver - 3, "."), isInsideApplicationExtension(index), isInTypeMember(index) {
            return receiver - 2
        }
        // `self.windows`, `app.windows`: the receiver itself is not a member of something else.
        guard !file.isPunctuation(receiver - 1, ".") else { return nil }
        if file.isKeyword(receiver, .self) { return isInsideApplicationExtension(index) && !isInTypeMember(index) ? receiver : nil }
        // `shared.windows` in a `static` or `class` member of `extension UIApplication`: the type's
        // own `shared`, unless a local of that name shadows it.
        if file.spells(receiver, "shared"), isInsideApplicationExtension(index), isInTypeMember(index) {
            return file.bindings.declaration(at: receiver) == nil ? receiver : nil
        }
        return isApplication(receiver) ? receiver : nil
    }

    /// Inside a `static` or `class` member `self` is the type: `self.keyWindow` in
    /// `static var keyWindowScene` is the project's own static `keyWindow`, not the shared
    /// application's deprecated one.
    private func isInTypeMember(_ index: Int) -> Bool {
        func isTypeLevel(_ modifiers: Range<Int>) -> Bool {
            modifiers.contains { file.isKeyword($0, .static) || file.isKeyword($0, .class) }
        }
        let outline = file.outline
        if let function = outline.function(containing: index), isTypeLevel(function.declarationStart..<function.keywordIndex) { return true }
        return outline.variables.contains { variable in
            (variable.accessors?.contains(index) == true || variable.initializer?.contains(index) == true)
                && isTypeLevel(variable.declarationStart..<variable.keywordIndex)
        }
    }

    /// Not a declaration (`var windows`), an argument label (`windows:`) or a parameter name.
    private func isBareUse(_ index: Int) -> Bool {
        let before = index - 1
        if file.isKeyword(before, .var) || file.isKeyword(before, .let) || file.isKeyword(before, .func)
            || file.isKeyword(before, .case) || file.isPunctuation(before, "\\") { return false }
        if file.isPunctuation(index + 1, ":"), file.isPunctuation(before, "(") || file.isPunctuation(before, ",") {
            return false
        }
        return true
    }
}
