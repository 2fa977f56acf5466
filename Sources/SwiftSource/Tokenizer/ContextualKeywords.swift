/// Decides, after lexing (on code tokens, comments left out), which words are keywords where they stand, the way Swift's parser does
/// for the common cases: a reserved word after `.` or as an argument label is an identifier
/// (`.default`, `wait(for:)`), and a contextual word is a keyword only in its position
/// (`override func`, `[weak self]`, `get {`, `some View`, `try await`).
enum ContextualKeywords {
    /// `words`: in order, the indices of the tokens that spell a keyword or are attributes (the
    /// lexer lists them as it goes; every other token is left as it is).
    static func classify(_ tokens: inout [Token], words: [Int32], source: UnsafePointer<UInt8>) {
        tokens.withUnsafeMutableBufferPointer { buffer in
            var walker = KeywordWalker(tokens: buffer, source: source)
            walker.run(words)
        }
    }
}

private struct KeywordWalker {
    let tokens: UnsafeMutableBufferPointer<Token>
    let source: UnsafePointer<UInt8>

    mutating func run(_ words: [Int32]) {
        for word in words {
            let index = Int(word)
            let token = tokens[index]
            if token.kind == .attribute {
                if spells(index, "available") { promoteAvailabilityArguments(after: index) }
                continue
            }
            guard let keyword = token.keyword else { continue }
            if token.kind == .keyword {
                if keyword == .precedencegroup { promotePrecedenceGroupWords(after: index) }
                if keyword.isReserved, isUsedAsName(index, keyword) { tokens[index].kind = .identifier }
            } else if token.kind == .identifier, isContextualKeyword(index, keyword) {
                tokens[index].kind = .keyword
            }
        }
    }

    // MARK: Neighbours

    @inline(__always) func next(_ index: Int?) -> Int? {
        guard let index, index + 1 < tokens.count else { return nil }
        return index + 1
    }

    @inline(__always) func previous(_ index: Int?) -> Int? {
        guard let index, index > 0 else { return nil }
        return index - 1
    }

    func isPunctuation(_ index: Int?, _ character: Unicode.Scalar) -> Bool {
        guard let index else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 && source[token.offset] == UInt8(character.value)
    }

    func isOperator(_ index: Int?, _ text: StaticString) -> Bool {
        guard let index, tokens[index].kind == .operator else { return false }
        return spells(index, text)
    }

    func keywordAt(_ index: Int?) -> Keyword? {
        guard let index, tokens[index].kind == .keyword else { return nil }
        return tokens[index].keyword
    }

    /// The keyword spelled, however it is used so far.
    func word(_ index: Int?) -> Keyword? {
        guard let index, tokens[index].kind == .identifier || tokens[index].kind == .keyword else { return nil }
        return tokens[index].keyword
    }

    func spells(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        guard token.length == text.utf8CodeUnitCount else { return false }
        return memcmpEqual(source + token.offset, text.utf8Start, token.length)
    }

    func isName(_ index: Int?) -> Bool {
        guard let index else { return false }
        return tokens[index].kind == .identifier || keywordAt(index) == .`self` || keywordAt(index) == .`Self`
    }

    func startsWithUppercase(_ index: Int) -> Bool {
        let first = source[tokens[index].offset]
        return first &- UInt8(ascii: "A") < 26 || first >= 0x80 || first == UInt8(ascii: "`")
    }

    // MARK: Reserved words used as names

    /// `x.default`, `wait(for: …)`, `func scene(_:continue userActivity:)`, `#selector(f(_:in:))`.
    func isUsedAsName(_ index: Int, _ keyword: Keyword) -> Bool {
        let before = previous(index)
        let after = next(index)
        if isPunctuation(before, ".") {
            return !(keyword == .`init` || keyword == .`self` || keyword == .`Self`)
        }
        let opensArgument = isPunctuation(before, "(") || isPunctuation(before, ",")
        if isPunctuation(after, ":") {
            // In a compound name such as `line(for:)` Swift keeps the keyword.
            return opensArgument && !isCompoundNameLabel(colon: after!)
        }
        // An external parameter name: `(continue userActivity: …)`, `(in _: …)`.
        guard opensArgument, keyword.canBeParameterName,
              isName(after) || keywordAt(after) == .wildcard else { return false }
        return isPunctuation(next(after), ":")
    }

    /// After `label:` comes `)` or another `label:`: a compound name like `f(_:in:)`.
    func isCompoundNameLabel(colon: Int) -> Bool {
        guard let after = next(colon) else { return false }
        if isPunctuation(after, ")") { return true }
        guard tokens[after].kind == .identifier || tokens[after].kind == .keyword else { return false }
        return isPunctuation(next(after), ":") && isPunctuation(previous(previous(colon)), "(")
            || isPunctuation(next(after), ":") && isPunctuation(next(next(after)), ")")
    }

    // MARK: Contextual words used as keywords

    func isContextualKeyword(_ index: Int, _ keyword: Keyword) -> Bool {
        let before = previous(index)
        if isPunctuation(before, ".") { return isMetatypeSuffix(index, keyword) }
        let after = next(index)
        switch keyword {
        case .final, .override, .lazy, .mutating, .nonmutating, .convenience, .required, .dynamic,
             .optional, .indirect, .open, .nonisolated, .package, .prefix, .postfix, .infix, .distributed:
            return startsModifiers(index, before: before) && modifiesDeclaration(index)
        case .weak, .unowned:
            return (startsModifiers(index, before: before) && modifiesDeclaration(index)) || startsCapture(index)
        case .get, .set, .willSet, .didSet, ._read, ._modify:
            return startsAccessor(index, keyword)
        case .some, .any:
            guard introducesType(before: before, after: after), let after else { return false }
            return isPunctuation(after, "(") || keywordAt(after) == .Any || keywordAt(after) == .Self
                || (tokens[after].kind == .identifier && startsWithUppercase(after))
        case .sending, .isolated, .borrowing, .consuming:
            return (isPunctuation(before, ":") || isOperator(before, "->")) && isName(after)
        case .async:
            if keywordAt(after) == .let || keywordAt(after) == .var { return true }
            return (isPunctuation(before, ")") || word(before) == .get || word(before) == .`init`)
                && !(isPunctuation(after, "(") || isPunctuation(after, ".") || isPunctuation(after, ":")
                    || isPunctuation(after, ",") || isOperator(after, "="))
        case .await:
            guard let after, word(before) != .let, word(before) != .var else { return false }
            return isName(after) || tokens[after].kind == .keyword || isPunctuation(after, "(")
                || isPunctuation(after, "[") || isPunctuation(after, ".") || isPunctuation(after, "{")
                || isOperator(after, "!") || isOperator(after, "&") || tokens[after].kind == .integer
                || tokens[after].kind == .stringDelimiter || tokens[after].kind == .pound
        case .actor, .macro:
            guard let after, tokens[after].kind == .identifier, startsModifiers(index, before: before) else { return false }
            return true
        case .yield:
            guard let after, sameLine(index, after), isName(after) || isOperator(after, "&") else { return false }
            return before.map { isPunctuation($0, "{") || isPunctuation($0, ";") || !sameLine($0, index) } ?? true
        case .each:
            return isName(after) && (isOperator(before, "<") || isPunctuation(before, ",")
                || keywordAt(before) == .repeat || isPunctuation(before, ":"))
        case .consume, .copy, .discard:
            guard let after, isName(after), sameLine(index, after) else { return false }
            return !isPunctuation(next(after), ":") && word(before) != .let && word(before) != .var
                && word(before) != .func && word(before) != .case
        default:
            return false
        }
    }

    func sameLine(_ first: Int, _ second: Int) -> Bool { tokens[first].line == tokens[second].line }

    /// `T.Type` and `P.Protocol` in a type, not `Int.Type.self`.
    func isMetatypeSuffix(_ index: Int, _ keyword: Keyword) -> Bool {
        guard keyword == .Type || keyword == .Protocol, !isPunctuation(next(index), ".") else { return false }
        guard let base = previous(previous(index)) else { return false }
        switch tokens[base].kind {
        case .identifier: return startsWithUppercase(base)
        case .keyword: return tokens[base].keyword == .Self || tokens[base].keyword == .Any
        case .operator: return isOperator(base, ">") || isOperator(base, "?") || isOperator(base, "!")
        default: return false
        }
    }

    /// A modifier is a keyword when, after any further modifiers, a declaration follows.
    func modifiesDeclaration(_ index: Int) -> Bool {
        var probe = next(index)
        var steps = 0
        while let current = probe, steps < 8 {
            steps += 1
            if isPunctuation(current, "("), let inner = next(current), isPunctuation(next(inner), ")"),
               spells(inner, "set") || spells(inner, "unsafe") || spells(inner, "safe") {
                probe = next(next(inner))
                continue
            }
            let token = tokens[current]
            if token.kind == .punctuation, isPunctuation(current, "@") {
                return false
            }
            guard let spelled = token.keyword else { return false }
            if token.kind == .keyword, spelled.startsDeclaration { return true }
            if token.kind == .keyword, spelled.isAccessModifier { probe = next(current); continue }
            switch spelled {
            case .final, .override, .lazy, .mutating, .nonmutating, .convenience, .required, .dynamic,
                 .optional, .indirect, .open, .nonisolated, .package, .prefix, .postfix, .infix,
                 .distributed, .weak, .unowned:
                probe = next(current)
            case .actor, .macro, .get, .set:
                return isName(next(current)) || isPunctuation(next(current), "{")
            default:
                return false
            }
        }
        return false
    }

    /// `[weak self]`, `[unowned self, weak delegate]`: inside a capture list right after `{`.
    func startsCapture(_ index: Int) -> Bool {
        guard isName(next(index)) || isPunctuation(next(index), "(") else { return false }
        var probe = previous(index)
        var steps = 0
        while let current = probe, steps < 40 {
            steps += 1
            if isPunctuation(current, "[") {
                // `{ [weak self] in`, also `{ @MainActor [weak self] in`.
                let opener = previous(current)
                return isPunctuation(opener, "{") || opener.map { tokens[$0].kind == .attribute } ?? false
            }
            if isPunctuation(current, "{") || isPunctuation(current, "}") || isPunctuation(current, "(")
                || isPunctuation(current, ";") { return false }
            probe = previous(current)
        }
        return false
    }

    /// `get {`, `set(newValue) {`, `{ get set }`, `mutating get`, `get async throws`.
    func startsAccessor(_ index: Int, _ keyword: Keyword) -> Bool {
        let before = previous(index)
        guard isPunctuation(before, "{") || isPunctuation(before, "}") || isPunctuation(before, ";")
            || word(before) == .mutating || word(before) == .nonmutating
            || keywordAt(before) == .get || keywordAt(before) == .set
            || (before.map { tokens[$0].kind == .attribute } ?? false) else { return false }
        guard let after = next(index) else { return false }
        if isPunctuation(after, "{") || isPunctuation(after, "}") || isPunctuation(after, ";") { return true }
        switch word(after) {
        case .async, .throws, .get, .set, .mutating, .nonmutating: return true
        default: break
        }
        if keyword != .get, isPunctuation(after, "("), isIdentifier(next(after)) {
            return isPunctuation(next(next(after)), ")") && isPunctuation(next(next(next(after))), "{")
        }
        return false
    }

    func isIdentifier(_ index: Int?) -> Bool {
        guard let index else { return false }
        return tokens[index].kind == .identifier
    }

    /// Where `some P` / `any P` can stand: after `:`, `->`, `(`, `,`, `<`, `[`, `as`, `is`, `=`.
    func introducesType(before: Int?, after: Int?) -> Bool {
        guard let after, tokens[after].kind == .identifier || tokens[after].kind == .keyword
            || isPunctuation(after, "(") else { return false }
        if isPunctuation(before, ":") || isPunctuation(before, "(") || isPunctuation(before, ",")
            || isPunctuation(before, "[") || isOperator(before, "->") || isOperator(before, "<")
            || isOperator(before, "=") || isOperator(before, "&") {
            return true
        }
        let beforeKeyword = keywordAt(before)
        return beforeKeyword == .as || beforeKeyword == .is || beforeKeyword == .inout
    }

    /// A modifier stands first in its line or after what can precede a declaration (not after
    /// `case`, as in `case open`).
    func startsModifiers(_ index: Int, before: Int?) -> Bool {
        guard let before else { return true }
        return tokens[before].line < tokens[index].line || startsDeclaration(before) || isPunctuation(before, ")")
    }

    /// Where a declaration can begin: the file start, after `{`, `}`, `;`, an attribute, or a
    /// modifier, or at the start of a line.
    func startsDeclaration(_ before: Int?) -> Bool {
        guard let before else { return true }
        if isPunctuation(before, "{") || isPunctuation(before, "}") || isPunctuation(before, ";") { return true }
        if tokens[before].kind == .attribute { return true }
        if let spelled = keywordAt(before) { return spelled.isAccessModifier || spelled.isModifier }
        return false
    }

    // MARK: Regions

    /// `@available(*, deprecated, message: "…")`: the argument names are keywords.
    func promoteAvailabilityArguments(after attribute: Int) {
        guard let open = next(attribute), isPunctuation(open, "(") else { return }
        var depth = 0
        var probe: Int? = open
        while let current = probe {
            if isPunctuation(current, "(") { depth += 1 }
            if isPunctuation(current, ")") {
                depth -= 1
                if depth == 0 { return }
            }
            if tokens[current].kind == .identifier, let spelled = tokens[current].keyword,
               spelled.isAvailabilityArgument, isPunctuation(previous(current), ",") || isPunctuation(previous(current), "(") {
                tokens[current].kind = .keyword
            }
            probe = next(current)
        }
    }

    /// `precedencegroup P { associativity: left higherThan: Q }`.
    func promotePrecedenceGroupWords(after keywordIndex: Int) {
        guard let name = next(keywordIndex), let open = next(name), isPunctuation(open, "{") else { return }
        var probe = next(open)
        while let current = probe, !isPunctuation(current, "}") {
            if tokens[current].kind == .identifier, let spelled = tokens[current].keyword {
                switch spelled {
                case .associativity, .higherThan, .lowerThan, .assignment:
                    if isPunctuation(next(current), ":") { tokens[current].kind = .keyword }
                case .left, .right, .none:
                    if isPunctuation(previous(current), ":") { tokens[current].kind = .keyword }
                default:
                    break
                }
            }
            probe = next(current)
        }
    }
}

extension Keyword {
    var startsDeclaration: Bool {
        switch self {
        case .var, .let, .func, .class, .struct, .enum, .protocol, .extension, .`init`, .subscript,
             .typealias, .operator, .deinit, .associatedtype, .case, .import, .static, .precedencegroup:
            true
        default:
            false
        }
    }

    var isAccessModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package: true
        default: false
        }
    }

    var isModifier: Bool {
        switch self {
        case .final, .override, .lazy, .mutating, .nonmutating, .convenience, .required, .dynamic,
             .optional, .indirect, .open, .nonisolated, .package, .prefix, .postfix, .infix,
             .distributed, .weak, .unowned, .static, .class:
            true
        default:
            false
        }
    }

    /// Reserved words a function may use as an external parameter name (`continue userActivity:`).
    var canBeParameterName: Bool {
        switch self {
        case .is, .as, .let, .var, .try, .throw, .return, .Any, .Self, .self, .nil, .true, .false,
             .inout, .wildcard, .super:
            false
        default:
            true
        }
    }

    var isAvailabilityArgument: Bool {
        switch self {
        case .introduced, .deprecated, .obsoleted, .message, .renamed, .unavailable, .noasync: true
        default: false
        }
    }
}
