/// Builds a file's `BindingTable`: the declarations from the outline, plus the names the outline
/// does not record (loop patterns, closure parameters, enum cases), then one walk over the
/// identifiers that resolves each to the declaration it names.
struct BindingsBuilder {
    let file: SourceFile
    private var table = BindingTable()

    init(file: SourceFile) {
        self.file = file
    }

    mutating func build() -> BindingTable {
        let outline = file.outline
        var declarations: [Binding] = []
        collectVariables(outline, into: &declarations)
        collectParameters(outline, into: &declarations)
        collectPatternNames(into: &declarations)
        collectEnumCases(outline, into: &declarations)
        declarations.sort { $0.nameIndex < $1.nameIndex }
        // One declaration per name token: a name can be found twice (a closure parameter the
        // outline also saw as a pattern).
        var unique: [Binding] = []
        for declaration in declarations where unique.last?.nameIndex != declaration.nameIndex { unique.append(declaration) }
        table.declarations = unique
        table.assignments = Array(repeating: [], count: unique.count)
        for (position, declaration) in unique.enumerated() {
            table.byName[Self.hash(declaration.nameIndex, in: file), default: []].append(Int32(position))
            table.declarationAtName[Int32(declaration.nameIndex)] = Int32(position)
        }
        var firstOfName: [String: Int] = [:]
        table.canonicalType = outline.types.indices.map { type in
            let name = outline.types[type].name
            if let first = firstOfName[name] { return first }
            firstOfName[name] = type
            return type
        }
        recordAssignments()
        return table
    }

    // MARK: Declarations

    private func collectVariables(_ outline: Outline, into declarations: inout [Binding]) {
        let wholeFile = 0...max(file.code.count - 1, 0)
        for variable in outline.variables {
            var binding = Binding(kind: .local, nameIndex: variable.nameIndex, scope: wholeFile,
                                  initializer: variable.initializer, isStatic: variable.isStatic)
            binding.isLazy = isLazy(variable)
            binding.typeAnnotation = variable.typeAnnotation
            if let type = variable.typeIndex {
                binding.kind = variable.isComputed ? .computedProperty : .storedProperty
                binding.typeIndex = type
                binding.scope = outline.types[type].body ?? wholeFile
                if variable.isComputed { binding.accessors = variable.accessors }
            } else if variable.isConditionBinding {
                binding.kind = .conditionBinding
                binding.scope = conditionScope(of: variable) ?? wholeFile
            } else {
                if variable.isComputed {
                    binding.kind = .computedProperty
                    binding.accessors = variable.accessors
                }
                if let block = file.enclosingBrackets(of: variable.keywordIndex, only: "{") {
                    binding.scope = variable.nameIndex...block.upperBound
                }
            }
            declarations.append(binding)
        }
    }

    private func isLazy(_ variable: VariableDeclaration) -> Bool {
        (variable.declarationStart..<variable.keywordIndex).contains { file.isKeyword($0, .lazy) }
    }

    /// An `if let` / `while let` name is seen in the body; a `guard let` one in the rest of the
    /// block around the `guard`.
    private func conditionScope(of variable: VariableDeclaration) -> ClosedRange<Int>? {
        let statement = file.statementStart(containing: variable.keywordIndex)
        if file.isKeyword(statement, .guard) {
            let block = file.enclosingBrackets(of: variable.keywordIndex, only: "{")
            return variable.nameIndex...(block?.upperBound ?? max(file.code.count - 1, 0))
        }
        var probe = variable.initializer?.upperBound ?? (variable.nameIndex + 1)
        var steps = 0
        while file.isPunctuation(probe, ","), steps < 64 {
            probe = file.expressionEnd(from: probe + 1, stopAtBrace: true)
            steps += 1
        }
        guard file.isPunctuation(probe, "{"), let close = file.brackets.partner(of: probe) else { return nil }
        return variable.nameIndex...close
    }

    private func collectParameters(_ outline: Outline, into declarations: inout [Binding]) {
        for (position, function) in outline.functions.enumerated() {
            guard let body = function.body else { continue }
            for parameter in outline.parameters(of: function) where file.isIdentifier(parameter.nameIndex) {
                declarations.append(Binding(kind: .parameter, nameIndex: parameter.nameIndex, scope: body,
                                            functionIndex: position, typeAnnotation: parameter.type.isEmpty ? nil : parameter.type))
            }
        }
    }

    /// `for` patterns and closure parameters, found from the keywords the lexer listed.
    private func collectPatternNames(into declarations: inout [Binding]) {
        for word in file.words {
            let index = Int(word)
            if file.isKeyword(index, .for) {
                collectLoopVariables(at: index, into: &declarations)
            } else if file.isKeyword(index, .in) {
                collectClosureParameters(at: index, into: &declarations)
            }
        }
    }

    /// `for x in`, `for (i, x) in`, `for case let x as T in … where …`.
    private func collectLoopVariables(at keyword: Int, into declarations: inout [Binding]) {
        var probe = keyword + 1
        var names: [Int] = []
        var steps = 0
        while probe < file.code.count, !file.isKeyword(probe, .in), steps < 40 {
            if file.isPunctuation(probe, "{") || file.isPunctuation(probe, "}") { return }
            if file.isIdentifier(probe), !file.isPunctuation(probe - 1, "."), !file.isKeyword(probe - 1, .as),
               !file.isKeyword(probe - 1, .is), !file.isPunctuation(probe - 1, ":"), !file.isPunctuation(probe + 1, "(") {
                names.append(probe)
            }
            probe += 1
            steps += 1
        }
        guard file.isKeyword(probe, .in), !names.isEmpty else { return }
        let sequenceStart = probe + 1
        let sequenceEnd = file.expressionEnd(from: sequenceStart, stopAtBrace: true)
        var bodyStart = sequenceEnd
        if file.isKeyword(bodyStart, .where) { bodyStart = file.expressionEnd(from: bodyStart + 1, stopAtBrace: true) }
        guard file.isPunctuation(bodyStart, "{"), let close = file.brackets.partner(of: bodyStart) else { return }
        for name in names {
            declarations.append(Binding(kind: .loopVariable, nameIndex: name, scope: name...close,
                                        initializer: sequenceStart..<sequenceEnd))
        }
    }

    /// `{ a, b in`, `{ (a, b) in`, `{ [weak self] (a: Int) -> Bool in`.
    private func collectClosureParameters(at keyword: Int, into declarations: inout [Binding]) {
        guard let block = file.enclosingBrackets(of: keyword, only: "{") else { return }
        let brace = block.lowerBound
        var probe = brace + 1
        if file.isPunctuation(probe, "["), let close = file.brackets.partner(of: probe) { probe = close + 1 }
        var names: [Int] = []
        if file.isPunctuation(probe, "("), let close = file.brackets.partner(of: probe) {
            var element = probe + 1
            while element < close {
                // `(index: Int, item)`: the first identifier of each element is its name.
                if file.isIdentifier(element) { names.append(element) }
                while element < close, !file.isPunctuation(element, ",") {
                    if let partner = file.brackets.partner(of: element), partner > element { element = partner }
                    element += 1
                }
                element += 1
            }
            probe = close + 1
            while probe < keyword, file.code[probe].kind == .keyword || file.isOperator(probe, "->") || file.isIdentifier(probe)
                || file.isPunctuation(probe, "?") || file.isPunctuation(probe, ".") {
                probe += 1
            }
            guard probe == keyword else { return }
        } else {
            while probe < keyword {
                if file.isIdentifier(probe) {
                    names.append(probe)
                } else if !file.isKeyword(probe, .wildcard) {
                    return
                }
                probe += 1
                if probe == keyword { break }
                guard file.isPunctuation(probe, ",") else { return }
                probe += 1
            }
            guard probe == keyword else { return }
        }
        for name in names {
            declarations.append(Binding(kind: .closureParameter, nameIndex: name, scope: name...block.upperBound))
        }
    }

    private func collectEnumCases(_ outline: Outline, into declarations: inout [Binding]) {
        for (position, type) in outline.types.enumerated() where type.kind == .enum {
            guard let body = type.body else { continue }
            var probe = body.lowerBound + 1
            while probe < body.upperBound {
                if let partner = file.brackets.partner(of: probe), partner > probe {
                    probe = partner + 1
                    continue
                }
                if file.isKeyword(probe, .case) {
                    var name = probe + 1
                    while file.isIdentifier(name) {
                        declarations.append(Binding(kind: .enumCase, nameIndex: name, scope: body, typeIndex: position))
                        var next = name + 1
                        if file.isPunctuation(next, "("), let close = file.brackets.partner(of: next) { next = close + 1 }
                        if file.isOperator(next, "=") { next = file.expressionEnd(from: next + 1) }
                        guard file.isPunctuation(next, ",") else { break }
                        name = next + 1
                    }
                }
                probe += 1
            }
        }
    }

    // MARK: Assignments

    /// `x = value` or `self.x = value` as a statement of its own: one look at each `=`.
    private mutating func recordAssignments() {
        guard !table.declarations.isEmpty else { return }
        let resolver = BindingResolver(file: file, table: table)
        let code = file.code
        for index in code.indices where code[index].kind == .operator && code[index].length == 1 && file.isOperator(index, "=") {
            let name = index - 1
            guard file.isIdentifier(name), table.declarationAtName[Int32(name)] == nil,
                  let candidates = table.byName[Self.hash(name, in: file)],
                  let declaration = resolver.resolve(name, among: candidates) else { continue }
            var start = name
            if file.isPunctuation(name - 1, "."), file.isKeyword(name - 2, .self) { start = name - 2 }
            guard file.statementStart(containing: start) == start else { continue }
            let valueStart = index + 1
            let valueEnd = file.expressionEnd(from: valueStart)
            guard valueEnd > valueStart else { continue }
            table.assignments[declaration].append(valueStart..<valueEnd)
        }
    }

    /// FNV-1a of the token's bytes: names are looked up by it.
    package static func hash(_ index: Int, in file: SourceFile) -> UInt64 {
        let token = file.code[index]
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        file.bytes.withUnsafeBufferPointer { bytes in
            for offset in token.range {
                value ^= UInt64(bytes[offset])
                value = value &* 0x0000_0100_0000_01b3
            }
        }
        return value
    }
}

/// Which declaration an identifier names: the scope rules of `Bindings.declaration(at:)`.
struct BindingResolver {
    let file: SourceFile
    let table: BindingTable

    func resolve(_ index: Int, among candidates: [Int32]) -> Int? {
        let declarations = table.declarations
        let outline = file.outline
        if file.isPunctuation(index - 1, ".") {
            // `self.x` is the member; `Self.x` and `Shell.x` a static one; `other.x` is some other value's.
            guard !file.isPunctuation(index - 3, ".") else { return nil }
            if file.isKeyword(index - 2, .self) || file.isKeyword(index - 2, .Self) {
                return member(named: index, among: candidates, outline)
            }
            guard file.isIdentifier(index - 2), let owner = typeNamed(index - 2, outline) else { return nil }
            return candidates.first { candidate in
                let declaration = declarations[Int(candidate)]
                return declaration.isMember && declaration.typeIndex.map { table.canonicalType[$0] } == owner
                    && file.sameText(declaration.nameIndex, index)
            }.map(Int.init)
        }
        // An argument label: `f(titles: …)`.
        if file.isPunctuation(index + 1, ":"), file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") {
            return nil
        }
        var best: Int?
        for candidate in candidates {
            let position = Int(candidate)
            let declaration = declarations[position]
            guard !declaration.isMember, declaration.scope.contains(index), declaration.nameIndex < index
                    || declaration.kind == .parameter, file.sameText(declaration.nameIndex, index) else { continue }
            // `guard let scene = scene`: a name is not in scope in its own initializer, which reads
            // the one it shadows.
            if declaration.initializer?.contains(index) == true { continue }
            if let current = best {
                let other = declarations[current]
                if other.scope.lowerBound > declaration.scope.lowerBound { continue }
                if other.scope.lowerBound == declaration.scope.lowerBound, other.nameIndex > declaration.nameIndex { continue }
            }
            best = position
        }
        return best ?? member(named: index, among: candidates, outline)
    }

    /// The member of the type around `index` (or of a type around that one) named like it.
    private func member(named index: Int, among candidates: [Int32], _ outline: Outline) -> Int? {
        var type = outline.typeIndex(containing: index)
        while let current = type {
            let canonical = table.canonicalType[current]
            // The type's own member first, then one of an extension (or a type) of the same name.
            var sameName: Int?
            for candidate in candidates {
                let declaration = table.declarations[Int(candidate)]
                guard declaration.isMember, let owner = declaration.typeIndex, table.canonicalType[owner] == canonical,
                      file.sameText(declaration.nameIndex, index) else { continue }
                if owner == current { return Int(candidate) }
                sameName = sameName ?? Int(candidate)
            }
            if let sameName { return sameName }
            type = outline.types[current].parent
        }
        return nil
    }

    /// The canonical index of the type of this file named like the token at `index`.
    private func typeNamed(_ index: Int, _ outline: Outline) -> Int? {
        outline.types.indices.first { outline.types[$0].kind != .extension && file.sameText(outline.types[$0].nameIndex, index)
            && file.isIdentifier(outline.types[$0].nameIndex) }.map { table.canonicalType[$0] }
    }
}
