extension Lexer {
    /// The opening delimiter: `"`, `"""`, or a raw `#"` / `##"""` with `pounds` leading `#`.
    mutating func lexStringOpening(from start: Int, pounds: Int) {
        let quote = start + pounds
        let isMultiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        pos = quote + (isMultiline ? 3 : 1)
        emit(.stringDelimiter, from: start)
        setPrevious(allowsRegex: false)
        frames.append(StringFrame(pounds: pounds, isMultiline: isMultiline))
        lexStringBody()
    }

    /// The text of the innermost open string, up to its closing delimiter, an interpolation, or
    /// (single-line strings) the line end, which leaves it unterminated.
    mutating func lexStringBody() {
        let frame = frames[frames.count - 1]
        let segmentStart = pos
        let segmentLine = line
        let segmentColumn = pos - lineStart + 1
        while pos < end {
            let current = base[pos]
            if current == UInt8(ascii: "\"") {
                if let closingEnd = closingDelimiterEnd(at: pos, frame) {
                    emitSegment(from: segmentStart, line: segmentLine, column: segmentColumn)
                    let closingStart = pos
                    pos = closingEnd
                    emit(.stringDelimiter, from: closingStart)
                    setPrevious(allowsRegex: false)
                    frames.removeLast()
                    return
                }
                pos += 1
            } else if current == UInt8(ascii: "\\") {
                var index = pos + 1
                var pounds = 0
                while pounds < frame.pounds, byte(index) == UInt8(ascii: "#") {
                    index += 1
                    pounds += 1
                }
                if pounds < frame.pounds {
                    pos += 1  // a plain backslash in a raw string
                    continue
                }
                if index < end, base[index] == UInt8(ascii: "(") {
                    emitSegment(from: segmentStart, line: segmentLine, column: segmentColumn)
                    openInterpolation(backslashAt: pos, parenAt: index)
                    return
                }
                pos = index
                if pos < end {
                    if isNewline(base[pos]) {
                        if frame.isMultiline { pos = consumeNewline(at: pos) }  // line continuation
                    } else {
                        pos += 1
                    }
                }
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                if !frame.isMultiline { break }
                pos = consumeNewline(at: pos)
            } else {
                pos += 1
            }
        }
        // The line or the file ended first: an unterminated string.
        emitSegment(from: segmentStart, line: segmentLine, column: segmentColumn)
        setPrevious(allowsRegex: false)
        frames.removeLast()
    }

    private func closingDelimiterEnd(at quote: Int, _ frame: StringFrame) -> Int? {
        var index = quote + 1
        if frame.isMultiline {
            guard byte(index) == UInt8(ascii: "\""), byte(index + 1) == UInt8(ascii: "\"") else { return nil }
            index += 2
        }
        for _ in 0..<frame.pounds {
            guard index < end, base[index] == UInt8(ascii: "#") else { return nil }
            index += 1
        }
        return index
    }

    private mutating func emitSegment(from start: Int, line startLine: Int, column: Int) {
        if pos > start { emit(.string, from: start, line: startLine, column: column) }
    }

    /// `\(` or `\#(`: the backslash (with its pounds) and the parenthesis are punctuation; the
    /// code up to the matching `)` is lexed as ordinary tokens.
    private mutating func openInterpolation(backslashAt backslash: Int, parenAt paren: Int) {
        pos = paren
        emit(.punctuation, from: backslash)
        pos = paren + 1
        noteBracket()
        emit(.punctuation, from: paren)
        setPrevious(allowsRegex: true)
        frames[frames.count - 1].inInterpolation = true
        frames[frames.count - 1].parenDepth = 0
    }
}
