/// The declarations of one file, found once so rules can ask "which function is this in?",
/// "does this type conform to `UIWindowSceneDelegate`?", "what is this property's initializer?".
/// All positions are indices into `SourceFile.code`. Declarations keep their names as text
/// (every rule reads them); inheritance clauses and parameter labels stay token positions
/// until a rule asks, with the file, for their text: most files never do.
package struct Outline: Sendable {
    package internal(set) var types: [TypeDeclaration] = []
    package internal(set) var functions: [FunctionDeclaration] = []
    package internal(set) var variables: [VariableDeclaration] = []
    /// Every function's parameters, one function after another (see `parameters(of:)`): one
    /// array for the file, not one per function.
    package internal(set) var parameters: [Parameter] = []
    /// Indices into `variables` of those with an accessor block, in the order the blocks open:
    /// all that `computedProperty(containing:)` has to look at.
    var variablesWithAccessors: [Int] = []
    /// For each of `variablesWithAccessors`, the position in it of the block around its block,
    /// or -1: blocks nest or stand apart, so the innermost block around a token is the last one
    /// opened before it or one of that one's outer blocks.
    var accessorParents: [Int32] = []

    package init() {}

    /// The parameters of `function`, in order.
    package func parameters(of function: FunctionDeclaration) -> ArraySlice<Parameter> {
        parameters[function.parameterRange]
    }

    /// The innermost type or extension whose body contains `index`.
    package func type(containing index: Int) -> TypeDeclaration? {
        innermost(types, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// Index into `types` of the innermost type or extension whose body contains `index`.
    package func typeIndex(containing index: Int) -> Int? {
        innermostIndex(types, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// Index into `functions` of the innermost function whose body contains `index`.
    package func functionIndex(containing index: Int) -> Int? {
        innermostIndex(functions, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// The innermost function, initializer, subscript or accessor whose body contains `index`.
    package func function(containing index: Int) -> FunctionDeclaration? {
        innermost(functions, containing: index, start: \.keywordIndex, body: \.body, parent: \.parent)
    }

    /// The innermost property whose accessor block contains `index`: a computed property's body.
    package func computedProperty(containing index: Int) -> VariableDeclaration? {
        // The last block opened at or before `index` (binary search), then outwards: a file with
        // tens of thousands of computed properties asks this for every deprecated call in it.
        var low = 0
        var high = variablesWithAccessors.count
        while low < high {
            let middle = (low + high) / 2
            if variables[variablesWithAccessors[middle]].accessors!.lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        var candidate = low - 1
        while candidate >= 0 {
            let variable = variables[variablesWithAccessors[candidate]]
            if variable.accessors!.contains(index) { return variable }
            candidate = Int(accessorParents[candidate])
        }
        return nil
    }

    /// Declarations are recorded in source order, nested ones after their parent. The innermost
    /// one around `index` is the last one starting before it or one of its ancestors.
    private func innermost<D>(_ declarations: [D], containing index: Int, start: KeyPath<D, Int>,
                              body: KeyPath<D, ClosedRange<Int>?>, parent: KeyPath<D, Int?>) -> D? {
        innermostIndex(declarations, containing: index, start: start, body: body, parent: parent).map { declarations[$0] }
    }

    private func innermostIndex<D>(_ declarations: [D], containing index: Int, start: KeyPath<D, Int>,
                                   body: KeyPath<D, ClosedRange<Int>?>, parent: KeyPath<D, Int?>) -> Int? {
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
                return current
            }
            candidate = declaration[keyPath: parent]
        }
        return nil
    }
}

package struct TypeDeclaration: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    }

    package var kind: Kind
    /// The `class` / `extension` … keyword.
    package var keywordIndex: Int
    /// The first token of the name: `UIWindowScene` in `extension UIWindowScene`.
    package var nameIndex: Int
    /// The full name as written, dots kept: `UIApplication`, `Foo.Bar`.
    package var name: String
    /// The tokens after `:`, up to the body or `where`: `UIResponder, UIWindowSceneDelegate`.
    var inheritanceClause: Range<Int>?
    /// The `{` … `}` of the body.
    package var body: ClosedRange<Int>?
    /// Index into `Outline.types` of the enclosing type.
    package var parent: Int?
    /// The first attribute or modifier before the keyword.
    package var declarationStart: Int

    /// Superclass and conformances as written, generic arguments dropped: `["UIResponder", "UIWindowSceneDelegate"]`.
    package func inheritance(in file: SourceFile) -> [String] {
        guard let clause = inheritanceClause else { return [] }
        return InheritanceClause.names(from: clause.lowerBound, in: file)
    }

    package func inherits(_ name: String, in file: SourceFile) -> Bool {
        guard let clause = inheritanceClause else { return false }
        return InheritanceClause.contains(name, from: clause.lowerBound, in: file)
    }
}

package struct Parameter: Sendable, Equatable {
    /// The argument label's token; nil when the parameter has none (`_ scene`, or a subscript's
    /// parameter written without one).
    package var labelIndex: Int?
    /// The token of the name used inside the body.
    package var nameIndex: Int
    /// The type annotation's tokens.
    package var type: Range<Int>

    /// The argument label, `_` when there is none.
    package func label(in file: SourceFile) -> String { labelIndex.map(file.text) ?? "_" }

    package func name(in file: SourceFile) -> String { file.text(nameIndex) }

    /// `completion: (() -> Void)? = nil`: a call may leave it out.
    package func hasDefault(in file: SourceFile) -> Bool { file.isOperator(type.upperBound, "=") }
}

package struct FunctionDeclaration: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case function, initializer, deinitializer, `subscript`
    }

    package var kind: Kind
    package var keywordIndex: Int
    package var nameIndex: Int
    /// `scene`, `init`, `subscript`, `==`.
    package var name: String
    /// Indices into `Outline.parameters` (read them with `Outline.parameters(of:)`).
    package var parameterRange: Range<Int>
    /// The `(` … `)` of the parameter list.
    var parameterList: ClosedRange<Int>?
    /// The tokens after `->`, up to the body.
    package var returnType: Range<Int>?
    /// The `{` … `}` of the body; nil for a requirement in a protocol.
    package var body: ClosedRange<Int>?
    package var isStatic: Bool
    /// Index into `Outline.types` of the enclosing type.
    package var typeIndex: Int?

    /// With argument labels: `scene(_:willConnectTo:options:)`.
    package func fullName(in file: SourceFile) -> String {
        guard kind != .deinitializer else { return name }
        return name + "(" + file.outline.parameters(of: self).map { $0.label(in: file) + ":" }.joined() + ")"
    }

    /// Index into `Outline.functions` of the enclosing function (for nested functions).
    package var parent: Int?
    package var declarationStart: Int
}

package struct VariableDeclaration: Sendable, Equatable {
    /// The `let` / `var` keyword.
    package var keywordIndex: Int
    package var isLet: Bool
    /// The name token (the first one of a tuple pattern).
    package var nameIndex: Int
    package var name: String
    package var isStatic: Bool
    /// The type annotation's tokens, after `:`.
    package var typeAnnotation: Range<Int>?
    /// The initializer's tokens, after `=`.
    package var initializer: Range<Int>?
    /// The `{` … `}` after the declaration: a getter body, accessors or observers.
    package var accessors: ClosedRange<Int>?
    /// A computed property (its block is not only `willSet` / `didSet`).
    package var isComputed: Bool
    /// `if let`, `guard let`, `while let`: a binding in a condition.
    package var isConditionBinding: Bool
    /// Index into `Outline.types` when the variable is a member of a type.
    package var typeIndex: Int?
    /// Index into `Outline.functions` when it is local to a function.
    package var functionIndex: Int?
    package var declarationStart: Int
}
