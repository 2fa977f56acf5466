/// Builds a file's `Outline` in one pass over its code tokens.
struct OutlineBuilder {
    let file: SourceFile
    var outline = Outline()
    /// Open type bodies and function bodies, innermost last, as (declaration index, closing brace).
    var openTypes: [(index: Int, close: Int)] = []
    var openFunctions: [(index: Int, close: Int)] = []
    /// The `{` of every open brace pair, innermost last: a variable is a member only when the
    /// innermost one is its type's body (not a closure in a property's initializer).
    private var openBraces: [Int] = []

    init(file: SourceFile) { self.file = file }

    /// Only keywords and braces matter, and the lexer listed both (`words`, `bracketTokens`):
    /// the walk merges the two lists instead of visiting every token.
    mutating func build() -> Outline {
        let code = file.code
        let words = file.words
        let brackets = file.bracketTokens
        reserveCapacity(tokenCount: code.count)
        var nextWord = 0
        var nextBracket = 0
        while nextWord < words.count || nextBracket < brackets.count {
            let word = nextWord < words.count ? Int(words[nextWord]) : Int.max
            let bracket = nextBracket < brackets.count ? Int(brackets[nextBracket]) : Int.max
            if bracket < word {
                nextBracket += 1
                if file.isPunctuation(bracket, "{") {
                    openBraces.append(bracket)
                } else if file.isPunctuation(bracket, "}"), let open = file.brackets.partner(of: bracket) {
                    while let last = openBraces.last, last >= open { openBraces.removeLast() }
                }
                continue
            }
            nextWord += 1
            let token = code[word]
            guard token.kind == .keyword, let keyword = token.keyword, !file.isPunctuation(word - 1, ".") else { continue }
            switch keyword {
            case .class, .struct, .enum, .protocol, .extension, .actor:
                closeScopes(before: word)
                recordType(keyword, at: word)
            case .func, .`init`, .deinit, .subscript:
                closeScopes(before: word)
                recordFunction(keyword, at: word)
            case .let, .var:
                closeScopes(before: word)
                recordVariables(at: word)
            default:
                break
            }
        }
        outline.variablesWithAccessors = outline.variables.indices.filter { outline.variables[$0].accessors != nil }
            .sorted { outline.variables[$0].accessors!.lowerBound < outline.variables[$1].accessors!.lowerBound }
        // Each block's outer block, by a sweep with the blocks still open.
        var open: [Int] = []
        outline.accessorParents = outline.variablesWithAccessors.indices.map { position in
            let block = outline.variables[outline.variablesWithAccessors[position]].accessors!
            while let last = open.last, outline.variables[outline.variablesWithAccessors[last]].accessors!.upperBound < block.lowerBound {
                open.removeLast()
            }
            defer { open.append(position) }
            return Int32(open.last ?? -1)
        }
        return outline
    }

    /// Drops the types and functions whose bodies end before `index`. Only declarations read
    /// these stacks, so they are brought up to date there rather than at every token (popping
    /// depends only on the top of a stack and the index, which only grows: the same result).
    private mutating func closeScopes(before index: Int) {
        while let last = openTypes.last, last.close < index { openTypes.removeLast() }
        while let last = openFunctions.last, last.close < index { openFunctions.removeLast() }
    }

    /// Room for a typical file's declarations up front, so the arrays do not grow step by step
    /// (each step copies every declaration so far). Roughly one variable per 32 tokens, one
    /// function per 96, one type per 160, one parameter per 48 in app code; more is still appended as usual.
    private mutating func reserveCapacity(tokenCount: Int) {
        outline.variables.reserveCapacity(tokenCount / 32 + 4)
        outline.functions.reserveCapacity(tokenCount / 96 + 2)
        outline.types.reserveCapacity(tokenCount / 160 + 2)
        outline.parameters.reserveCapacity(tokenCount / 48 + 2)
        openTypes.reserveCapacity(8)
        openFunctions.reserveCapacity(8)
        openBraces.reserveCapacity(32)
    }

    // MARK: Types

    private mutating func recordType(_ keyword: Keyword, at index: Int) {
        let nameIndex = index + 1
        guard file.isIdentifier(nameIndex) else { return }  // `class func`, `protocol P: class`
        let kind: TypeDeclaration.Kind
        switch keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        var name = file.text(nameIndex)
        var probe = nameIndex + 1
        while file.isPunctuation(probe, "."), file.isIdentifier(probe + 1) {
            name += "." + file.text(probe + 1)
            probe += 2
        }
        probe = file.skipGenericArguments(from: probe)
        var inheritanceClause: Range<Int>?
        if file.isPunctuation(probe, ":") {
            let end = InheritanceClause.end(from: probe + 1, in: file)
            inheritanceClause = (probe + 1)..<end
            probe = end
        }
        let body = bodyBraces(from: probe)
        outline.types.append(TypeDeclaration(
            kind: kind, keywordIndex: index, nameIndex: nameIndex, name: name, inheritanceClause: inheritanceClause,
            body: body, parent: openTypes.last?.index, declarationStart: declarationStart(before: index)))
        if let body { openTypes.append((outline.types.count - 1, body.upperBound)) }
    }

    // MARK: Variables

    /// Records the bindings of one `let` / `var`. The walk goes on right after the keyword:
    /// closures in an initializer declare variables too.
    private mutating func recordVariables(at index: Int) {
        let previous = index - 1
        if file.isKeyword(previous, .case) || file.isKeyword(previous, .for) || file.isKeyword(previous, .catch)
            || file.isPunctuation(previous, "(") {
            return  // a pattern, not a declaration (`{ item in let x = … }` declares one)
        }
        let isCondition = isConditionBinding(index)
        let isLet = file.isKeyword(index, .let)
        let start = declarationStart(before: index)
        let isStatic = isStatic(from: start, to: index)
        var probe = index + 1
        while probe < file.code.count {
            guard let next = recordVariable(at: probe, keyword: index, isLet: isLet, isStatic: isStatic,
                                            isCondition: isCondition, declarationStart: start) else { break }
            probe = next
            // `let a = 1, b = 2`; in a condition the next item is a new clause.
            guard !isCondition, file.isPunctuation(probe, ","), file.isIdentifier(probe + 1) else { break }
            probe += 1
        }
    }

    /// Records one binding; returns the index after it.
    private mutating func recordVariable(at nameIndex: Int, keyword: Int, isLet: Bool, isStatic: Bool, isCondition: Bool,
                                         declarationStart: Int) -> Int? {
        var probe: Int
        if file.isIdentifier(nameIndex) {
            probe = nameIndex + 1
        } else if file.isPunctuation(nameIndex, "("), let close = file.brackets.partner(of: nameIndex) {
            probe = close + 1  // a tuple pattern
        } else {
            return nil
        }
        var typeAnnotation: Range<Int>?
        if file.isPunctuation(probe, ":") {
            let typeStart = probe + 1
            probe = typeEnd(from: typeStart)
            typeAnnotation = typeStart..<probe
        }
        var initializer: Range<Int>?
        if file.isOperator(probe, "=") {
            let valueStart = probe + 1
            probe = file.expressionEnd(from: valueStart, stopAtBrace: isCondition)
            initializer = valueStart..<probe
        }
        var accessors: ClosedRange<Int>?
        var isComputed = false
        if !isCondition, file.isPunctuation(probe, "{"), let close = file.brackets.partner(of: probe) {
            accessors = probe...close
            let first = probe + 1
            let observes = file.isKeyword(first, .willSet) || file.isKeyword(first, .didSet)
            isComputed = !observes
            probe = close + 1
        }
        let name = file.isPunctuation(nameIndex, "(") ? file.text(nameIndex + 1) : file.text(nameIndex)
        let isMember = openFunctions.isEmpty && openTypes.last.map { type in
            outline.types[type.index].body?.lowerBound == openBraces.last
        } ?? false
        outline.variables.append(VariableDeclaration(
            keywordIndex: keyword, isLet: isLet, nameIndex: file.isPunctuation(nameIndex, "(") ? nameIndex + 1 : nameIndex,
            name: name, isStatic: isStatic, typeAnnotation: typeAnnotation, initializer: initializer,
            accessors: accessors, isComputed: isComputed, isConditionBinding: isCondition,
            typeIndex: isMember ? openTypes.last?.index : nil,
            functionIndex: openFunctions.last?.index, declarationStart: declarationStart))
        return probe
    }

    /// A type annotation ends at `=`, `{`, `,` (outside generics and brackets) or the line end.
    private func typeEnd(from start: Int) -> Int {
        var probe = start
        var angles = 0
        while probe < file.code.count {
            if probe > start, file.code[probe].line > file.code[probe - 1].line, angles <= 0 { return probe }
            if file.isPunctuation(probe, "(") || file.isPunctuation(probe, "["), let close = file.brackets.partner(of: probe) {
                probe = close + 1
                continue
            }
            angles += file.angleDelta(probe)
            if angles <= 0 {
                if file.isOperator(probe, "=") || file.isPunctuation(probe, "{") || file.isPunctuation(probe, ",")
                    || file.isPunctuation(probe, ")") || file.isPunctuation(probe, "}") || file.isPunctuation(probe, ";")
                    || file.isKeyword(probe, .else) || file.isKeyword(probe, .where) { return probe }
            }
            probe += 1
        }
        return probe
    }

    /// `if let`, `guard let`, `while let`, and later clauses of their condition lists
    /// (`if let a = x, let b = y`): right after the keyword, or after a `,` of that list.
    private func isConditionBinding(_ index: Int) -> Bool {
        let previous = index - 1
        if file.isKeyword(previous, .if) || file.isKeyword(previous, .guard) || file.isKeyword(previous, .while) {
            return true
        }
        guard file.isPunctuation(previous, ",") else { return false }
        var probe = previous - 1
        var steps = 0
        while probe >= 0, steps < 200 {
            steps += 1
            let token = file.code[probe]
            if token.kind == .keyword, let keyword = token.keyword {
                switch keyword {
                case .if, .guard, .while: return true
                case .let, .var, .case, .try, .await, .is, .as, .self, .Self, .super, .nil, .true, .false, .Any, .`init`:
                    break
                default:
                    return false
                }
            } else if token.kind == .punctuation {
                if let open = file.brackets.partner(of: probe), open < probe {
                    probe = open - 1
                    continue
                }
                if file.isPunctuation(probe, "{") || file.isPunctuation(probe, "}") || file.isPunctuation(probe, ";")
                    || file.isPunctuation(probe, "(") || file.isPunctuation(probe, "[") {
                    return false
                }
            }
            probe -= 1
        }
        return false
    }

    // MARK: Shared

    /// The `{` … `}` that opens at or after `index`, before anything that ends a declaration header.
    private func bodyBraces(from index: Int) -> ClosedRange<Int>? {
        var probe = index
        while probe < file.code.count {
            if file.isPunctuation(probe, "{") { return file.brackets.partner(of: probe).map { probe...$0 } }
            if file.isPunctuation(probe, "}") || file.isPunctuation(probe, ";") { return nil }
            if let partner = file.brackets.partner(of: probe), partner > probe {
                probe = partner + 1
                continue
            }
            probe += 1
        }
        return nil
    }

    /// Walks back over modifiers and attributes (with their arguments) before a declaration keyword.
    func declarationStart(before index: Int) -> Int {
        var start = index
        var probe = index - 1
        while probe >= 0 {
            let token = file.code[probe]
            if token.kind == .keyword, let keyword = token.keyword, keyword.isModifier || keyword.isAccessModifier {
                start = probe
                probe -= 1
            } else if file.isPunctuation(probe, ")"), let open = file.brackets.partner(of: probe),
                      open > 0, file.code[open - 1].kind == .attribute || file.code[open - 1].kind == .keyword {
                probe = open - 1  // `@available(…)`, `private(set)`
            } else if token.kind == .attribute, file.isPunctuation(probe - 1, "@") {
                start = probe - 1
                probe -= 2
            } else {
                break
            }
        }
        return start
    }

    /// Whether `static` or `class` is among the modifiers in `start..<keyword`.
    func isStatic(from start: Int, to keyword: Int) -> Bool {
        var probe = start
        while probe < keyword {
            if file.isKeyword(probe, .static) || file.isKeyword(probe, .class) { return true }
            probe += 1
        }
        return false
    }
}
