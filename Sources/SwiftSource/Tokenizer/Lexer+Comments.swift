extension Lexer {
    /// `// …`, `/// …` (also `////`, as Swift's own lexer classifies it) up to the line end.
    mutating func lexLineComment(from start: Int) {
        pos = start + 2
        let isDoc = byte(pos) == UInt8(ascii: "/")
        skipToLineEnd()
        emitComment(isDoc ? .docLineComment : .lineComment, from: start, line: line, column: start - lineStart + 1)
    }

    /// A shebang line is trivia, like a comment.
    mutating func lexShebang(from start: Int) {
        pos = start + 2
        skipToLineEnd()
        emitComment(.lineComment, from: start, line: line, column: start - lineStart + 1)
    }

    @inline(__always)
    mutating func skipToLineEnd() {
        var index = pos
        while index < end {
            let current = base[index]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            index += 1
        }
        pos = index
    }

    /// `/* … */` nested to any depth; `/** … */` is a doc comment, `/**/` is not.
    /// An unterminated comment runs to the end of the file, as it does for the compiler.
    mutating func lexBlockComment(from start: Int) {
        let startLine = line
        let startColumn = start - lineStart + 1
        let isDoc = byte(start + 2) == UInt8(ascii: "*") && byte(start + 3) != UInt8(ascii: "/")
        pos = start + 2
        var depth = 1
        while pos < end {
            let current = base[pos]
            if current == UInt8(ascii: "*"), byte(pos + 1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if current == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                pos = consumeNewline(at: pos)
            } else {
                pos += 1
            }
        }
        emitComment(isDoc ? .docBlockComment : .blockComment, from: start, line: startLine, column: startColumn)
    }
}
