extension Lexer {
    /// A `/…/` regex literal where Swift would lex one: never glued to what is before it (that
    /// is division), never after `func` or `operator`, never starting with a space or `*`, never
    /// with an unbalanced `)` or ending in a space unless the position demands a regex (after a
    /// binary operator); never across lines. Returns false when the `/` is an operator.
    mutating func lexBareRegex(from start: Int) -> Bool {
        guard !previous.isFuncOrOperatorKeyword, !isLeftBound(start) else { return false }
        var operatorEnd = start + 1
        while operatorEnd < end, CharacterClass.isASCIIOperator(base[operatorEnd]) { operatorEnd += 1 }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Spaced on both sides like a binary operator: only where an operand is expected.
            guard previous.allowsRegex || !previous.exists else { return false }
            mustBeRegex = previous.isBinaryOperator
        }
        guard let regexEnd = scanRegex(from: start, pounds: 0, mustBeRegex: mustBeRegex) else { return false }
        pos = regexEnd
        emit(.regex, from: start)
        setPrevious(allowsRegex: false)
        return true
    }

    /// `#/…/#`, `##/…/##`; multi-line when the opening delimiter ends its line.
    mutating func lexExtendedRegex(from start: Int, pounds: Int) {
        let startLine = line
        let startColumn = start - lineStart + 1
        let regexEnd = scanRegex(from: start, pounds: pounds, mustBeRegex: true) ?? (start + pounds + 1)
        var index = start
        while index < regexEnd {
            if isNewline(base[index]) { index = consumeNewline(at: index) } else { index += 1 }
        }
        pos = regexEnd
        emit(.regex, from: start, line: startLine, column: startColumn)
        setPrevious(allowsRegex: false)
    }

    /// Finds the end of a regex literal whose opening slash is at `start + pounds`, following the
    /// rules of Swift's regex lexer; `nil` when it is not one.
    private func scanRegex(from start: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        var index = start + pounds + 1
        if pounds == 0, index < end {
            let next = base[index]
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if (next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
        }
        var firstNewline: Int?
        if pounds > 0 {
            var scan = index
            while scan < end, base[scan] == UInt8(ascii: " ") || base[scan] == UInt8(ascii: "\t") { scan += 1 }
            if scan < end, isNewline(base[scan]) {
                firstNewline = scan
                index = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while index < end {
            let current = base[index]
            if current == UInt8(ascii: "/") {
                var closing = index + 1
                var closingPounds = 0
                if pounds > 0 {
                    while closing < end, base[closing] == UInt8(ascii: "#") {
                        closing += 1
                        closingPounds += 1
                    }
                }
                if closingPounds >= pounds {
                    if pounds == 0 {
                        let after = byte(closing)
                        if closing < end, after == UInt8(ascii: "*") || after == UInt8(ascii: "/") { break }
                        if lastSpace == index - 1, !mustBeRegex { return nil }
                    }
                    return closing
                }
            }
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if firstNewline == nil { return mustBeRegex ? index : nil }
            case UInt8(ascii: "\\"):
                index += 1
                if index < end, isNewline(base[index]), firstNewline == nil { return mustBeRegex ? index : nil }
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = index
            default:
                break
            }
            index += 1
        }
        // Unterminated.
        guard mustBeRegex else { return nil }
        if let firstNewline, index >= end { return firstNewline }
        return min(index, end)
    }
}
