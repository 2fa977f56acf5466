extension SourceFile {
    /// Whether the operator at `index` is infix: spaced on both sides or on neither, as Swift
    /// decides it. `=` and `->` count.
    package func isBinaryOperator(_ index: Int) -> Bool {
        guard index >= 0, index < code.count, code[index].kind == .operator else { return false }
        let token = code[index]
        let leftBound = token.offset > 0 && !Self.separatesLeft(bytes[token.offset - 1])
        let rightBound = token.end < bytes.count && !Self.separatesRight(bytes[token.end])
        return leftBound == rightBound
    }

    private static func separatesLeft(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("),
             UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    private static func separatesRight(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"),
             UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    /// Where the expression starting at `start` ends (exclusive), reading Swift's line rules: a
    /// line break ends it unless the next line starts with `.` or an infix operator or the line
    /// ends with one; `,` `;` `else` and unmatched closers end it; brackets are skipped whole.
    /// A `{` after a call or name on the same line is a trailing closure unless `stopAtBrace`
    /// (conditions of `if`, `guard`, `while`, where `{` opens the body).
    package func expressionEnd(from start: Int, stopAtBrace: Bool = false, limit: Int? = nil) -> Int {
        let end = min(limit ?? code.count, code.count)
        var index = start
        var last = start - 1
        while index < end {
            let token = code[index]
            if index > start, token.line > code[last].line, !continuesExpression(at: index, after: last) {
                return index
            }
            switch token.kind {
            case .punctuation:
                let byte = bytes[token.offset]
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    guard let close = brackets.partner(of: index) else { return end }
                    last = close
                    index = close + 1
                    continue
                case UInt8(ascii: "{"):
                    let isClosureLiteral = index == start || (code[last].kind == .operator && !isPostfix(last))
                    if !isClosureLiteral, stopAtBrace || !opensTrailingClosure(at: index, after: last) { return index }
                    guard let close = brackets.partner(of: index) else { return end }
                    last = close
                    index = close + 1
                    continue
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"):
                    return index
                default:
                    break
                }
            case .keyword:
                if index > start, let keyword = token.keyword, keyword.endsExpressionList { return index }
            case .pound:
                // `#if`, `#else`, `#endif` … end the expression; a macro (`#selector(…)`) is part of it.
                if index > start, token.length > 1, isConditionalDirective(index) { return index }
            default:
                break
            }
            last = index
            index += 1
        }
        return index
    }

    /// A line starting at `index` continues the expression whose last token is `last`.
    package func continuesExpression(at index: Int, after last: Int) -> Bool {
        if isPunctuation(index, ".") || isPunctuation(index, ":") { return true }
        if code[index].kind == .operator, isBinaryOperator(index) { return true }
        if code[last].kind == .operator, isBinaryOperator(last) || isOperator(last, "=") { return true }
        if isPunctuation(last, ".") || isPunctuation(last, ",") || isPunctuation(last, "(") || isPunctuation(last, "[") {
            return true
        }
        if let keyword = code[index].keyword, code[index].kind == .keyword, keyword == .as || keyword == .is {
            return true
        }
        if let keyword = code[last].keyword, code[last].kind == .keyword,
           keyword == .as || keyword == .is || keyword == .try || keyword == .await || keyword == .return {
            return true
        }
        return false
    }

    /// `x!`, `x?`: an operator glued to what precedes it and not to what follows.
    package func isPostfix(_ index: Int) -> Bool {
        guard code[index].kind == .operator else { return false }
        let token = code[index]
        let leftBound = token.offset > 0 && !Self.separatesLeft(bytes[token.offset - 1])
        let rightBound = token.end < bytes.count && !Self.separatesRight(bytes[token.end])
        return leftBound && !rightBound || (leftBound && (bytes[token.offset] == UInt8(ascii: "?") || bytes[token.offset] == UInt8(ascii: "!")) && token.length == 1)
    }

    /// A `{` right after a name, call, or subscript on the same line is a trailing closure.
    private func opensTrailingClosure(at index: Int, after last: Int) -> Bool {
        guard last >= 0, code[last].line == code[index].line else { return false }
        let previous = code[last]
        switch previous.kind {
        case .identifier: return true
        case .punctuation: return isPunctuation(last, ")") || isPunctuation(last, "]") || isPunctuation(last, "}")
        case .operator: return isOperator(last, "?") || isOperator(last, "!")
        case .keyword: return previous.keyword == .`self` || previous.keyword == .`init`
        default: return false
        }
    }

    /// `f(a: { … })`, `[{ … }]`, `let handler = { … }`: a closure written as a value, whose `}`
    /// ends no statement.
    private func opensClosureArgument(at open: Int) -> Bool {
        let before = open - 1
        guard before >= 0 else { return false }
        return isPunctuation(before, "(") || isPunctuation(before, ",") || isPunctuation(before, ":") || isPunctuation(before, "[")
            || isOperator(before, "=")
    }

    /// The first token of the statement that contains `index`: after the nearest `;`, `{`, `}`
    /// or line break that is not a continuation, skipping whole bracket pairs and walking out of
    /// enclosing parentheses and brackets (not braces). A closing bracket belongs to the
    /// statement of its opener.
    package func statementStart(containing index: Int) -> Int {
        var probe = index
        if code.indices.contains(index), code[index].kind == .punctuation, let open = brackets.partner(of: index), open < index {
            probe = open
        }
        while probe > 0 {
            let previous = probe - 1
            let token = code[previous]
            if token.kind == .punctuation {
                let byte = bytes[token.offset]
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") { return probe }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    if let open = brackets.partner(of: previous),
                       byte != UInt8(ascii: "}") || opensTrailingClosure(at: open, after: open - 1) || opensClosureArgument(at: open) {
                        if code[previous].line < code[probe].line, !continuesExpression(at: probe, after: previous) {
                            return probe
                        }
                        probe = open
                        continue
                    }
                    return probe
                }
                // An enclosing `(` or `[` is part of the statement: keep walking out of it.
            }
            if token.line < code[probe].line, !continuesExpression(at: probe, after: previous) { return probe }
            probe = previous
        }
        return 0
    }
}

extension Keyword {
    /// Keywords that end an expression list: `else` after a guard condition, statement starters.
    var endsExpressionList: Bool {
        switch self {
        case .else, .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .return,
             .if, .guard, .for, .while, .switch, .case, .default, .import, .typealias, .defer, .do,
             .repeat, .break, .continue, .throw, .where, .in, .catch:
            true
        default:
            false
        }
    }
}

extension SourceFile {
    /// `#if`, `#elseif`, `#else`, `#endif`: a `pound` token that starts or ends a conditional
    /// block, not a macro's name (`#selector`) nor `#available`. Told by its bytes.
    @inlinable
    public func isConditionalDirective(_ index: Int) -> Bool {
        let token = code[index]
        guard token.kind == .pound, token.length >= 3 else { return false }
        let second = bytes[token.offset + 1]
        let third = bytes[token.offset + 2]
        switch token.length {
        case 3: return second == UInt8(ascii: "i") && third == UInt8(ascii: "f")  // #if
        case 5: return spells(index, "#else")
        case 6: return spells(index, "#endif")
        case 7: return spells(index, "#elseif")
        default: return false
        }
    }
}
