/// The declarations of one file, found once so rules can ask "which function is this in?",
/// "does this type conform to `UIWindowSceneDelegate`?", "what is this property's initializer?".
/// All positions are indices into `SourceFile.code`. Declarations keep their names as text
/// (every rule reads them); inheritance clauses and parameter labels stay token positions
/// until a rule asks, with the file, for their text: most files never do.
public struct Outline: Sendable {
    public internal(set) var types: [TypeDeclaration] = []
    public internal(set) var functions: [FunctionDeclaration] = []
    public internal(set) var variables: [VariableDeclaration] = []
    /// Every function's parameters, one function after another (see `parameters(of:)`): one
    /// array for the file, not one per function.
    public internal(set) var parameters: [Parameter] = []
    /// Indices into `variables` of those with an accessor block: few, and all that
    /// `computedProperty(containing:)` has to look at.
    var variablesWithAccessors: [Int] = []

    public init() {}

    /// The parameters of `function`, in order.
    public func parameters(of function: FunctionDeclaration) -> ArraySlice<Parameter> {
        parameters[function.parameterRange]
    }

    /// The innermost type or extension whose body contains `index`.
    public func type(containing index: Int) -> TypeDeclaration? {
        innermost(types, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// The innermost function, initializer, subscript or accessor whose body contains `index`.
    public func function(containing index: Int) -> FunctionDeclaration? {
        innermost(functions, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// The innermost property whose accessor block contains `index`: a computed property's body.
    public func computedProperty(containing index: Int) -> VariableDeclaration? {
        var best: VariableDeclaration?
        for variable in variablesWithAccessors.lazy.map({ variables[$0] }) {
            guard let body = variable.accessors, body.contains(index) else { continue }
            if best == nil || body.lowerBound > best!.accessors!.lowerBound { best = variable }
        }
        return best
    }

    /// Declarations are recorded in source order, nested ones after their parent. The innermost
    /// one around `index` is the last one starting before it or one of its ancestors.
    private func innermost<D>(_ declarations: [D], containing index: Int, start: KeyPath<D, Int>,
                              body: KeyPath<D, ClosedRange<Int>?>, parent: KeyPath<D, Int?>) -> D? {
        var low = 0
        var high = declarations.count
        while low < high {
            let mid = (low + high) / 2
            if declarations[mid][keyPath: start] < index { low = mid + 1 } else { high = mid }
        }
        var candidate: Int? = low - 1
        while let current = candidate, current >= 0 {
            let declaration = declarations[current]
            if let range = declaration[keyPath: body], range.lowerBound < index, index <= range.upperBound {
                return declaration
            }
            candidate = declaration[keyPath: parent]
        }
        return nil
    }
}

public struct TypeDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    }

    public var kind: Kind
    /// The `class` / `extension` … keyword.
    public var keywordIndex: Int
    /// The first token of the name: `UIWindowScene` in `extension UIWindowScene`.
    public var nameIndex: Int
    /// The full name as written, dots kept: `UIApplication`, `Foo.Bar`.
    public var name: String
    /// The tokens after `:`, up to the body or `where`: `UIResponder, UIWindowSceneDelegate`.
    public var inheritanceClause: Range<Int>?
    /// The `{` … `}` of the body.
    public var body: ClosedRange<Int>?
    /// Index into `Outline.types` of the enclosing type.
    public var parent: Int?
    /// The first attribute or modifier before the keyword.
    public var declarationStart: Int

    /// Superclass and conformances as written, generic arguments dropped: `["UIResponder", "UIWindowSceneDelegate"]`.
    public func inheritance(in file: SourceFile) -> [String] {
        guard let clause = inheritanceClause else { return [] }
        return InheritanceClause.names(from: clause.lowerBound, in: file)
    }

    public func inherits(_ name: String, in file: SourceFile) -> Bool {
        guard let clause = inheritanceClause else { return false }
        return InheritanceClause.contains(name, from: clause.lowerBound, in: file)
    }
}

public struct Parameter: Sendable, Equatable {
    /// The argument label's token; nil when the parameter has none (`_ scene`, or a subscript's
    /// parameter written without one).
    public var labelIndex: Int?
    /// The token of the name used inside the body.
    public var nameIndex: Int
    /// The type annotation's tokens.
    public var type: Range<Int>

    /// The argument label, `_` when there is none.
    public func label(in file: SourceFile) -> String { labelIndex.map(file.text) ?? "_" }

    public func name(in file: SourceFile) -> String { file.text(nameIndex) }
}

public struct FunctionDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case function, initializer, deinitializer, `subscript`
    }

    public var kind: Kind
    public var keywordIndex: Int
    public var nameIndex: Int
    /// `scene`, `init`, `subscript`, `==`.
    public var name: String
    /// Indices into `Outline.parameters` (read them with `Outline.parameters(of:)`).
    public var parameterRange: Range<Int>
    /// The `(` … `)` of the parameter list.
    public var parameterList: ClosedRange<Int>?
    /// The tokens after `->`, up to the body.
    public var returnType: Range<Int>?
    /// The `{` … `}` of the body; nil for a requirement in a protocol.
    public var body: ClosedRange<Int>?
    public var isStatic: Bool
    /// Index into `Outline.types` of the enclosing type.
    public var typeIndex: Int?

    /// With argument labels: `scene(_:willConnectTo:options:)`.
    public func fullName(in file: SourceFile) -> String {
        guard kind != .deinitializer else { return name }
        return name + "(" + file.outline.parameters(of: self).map { $0.label(in: file) + ":" }.joined() + ")"
    }

    /// Index into `Outline.functions` of the enclosing function (for nested functions).
    public var parent: Int?
    public var declarationStart: Int
}

public struct VariableDeclaration: Sendable, Equatable {
    /// The `let` / `var` keyword.
    public var keywordIndex: Int
    public var isLet: Bool
    /// The name token (the first one of a tuple pattern).
    public var nameIndex: Int
    public var name: String
    public var isStatic: Bool
    /// The type annotation's tokens, after `:`.
    public var typeAnnotation: Range<Int>?
    /// The initializer's tokens, after `=`.
    public var initializer: Range<Int>?
    /// The `{` … `}` after the declaration: a getter body, accessors or observers.
    public var accessors: ClosedRange<Int>?
    /// A computed property (its block is not only `willSet` / `didSet`).
    public var isComputed: Bool
    /// `if let`, `guard let`, `while let`: a binding in a condition.
    public var isConditionBinding: Bool
    /// Index into `Outline.types` when the variable is a member of a type.
    public var typeIndex: Int?
    /// Index into `Outline.functions` when it is local to a function.
    public var functionIndex: Int?
    public var declarationStart: Int
}
