/// Line starts of a file, for turning a byte offset into a line and column (LF, CRLF and CR).
package struct LineTable: Sendable {
    package let lineStarts: [Int]
    package let byteCount: Int

    package init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// 1-based line and column (in UTF-8 bytes) of a byte offset.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}

/// The promises every token stream keeps, checked by the tests and the fuzzer.
package enum TokenInvariants {
    /// Problems with `tokens` as the tokenization of `source`; empty when all promises hold:
    /// tokens in order and inside the file, only whitespace between them, so that tokens and
    /// whitespace give back the file; no empty token; line and column right for every token.
    package static func violations(in tokens: [Token], of source: [UInt8]) -> [String] {
        var problems: [String] = []
        let lines = LineTable(source)
        var position = 0
        if source.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        for (number, token) in tokens.enumerated() {
            if token.length == 0 { problems.append("token \(number) is empty") }
            if token.offset < position { problems.append("token \(number) at \(token.offset) overlaps the one before (ends \(position))") }
            if token.end > source.count { problems.append("token \(number) ends at \(token.end), past the file's \(source.count) bytes") }
            if token.offset > position, token.offset <= source.count {
                for gap in position..<token.offset where !isWhitespace(source[gap]) {
                    problems.append("byte \(gap) (0x\(String(source[gap], radix: 16))) is in no token")
                    break
                }
            }
            let (line, column) = lines.location(of: token.offset)
            if line != token.line || column != token.column {
                problems.append("token \(number) at \(token.offset) says \(token.line):\(token.column), is \(line):\(column)")
            }
            position = max(position, token.end)
            if problems.count > 20 { break }
        }
        if position < source.count {
            for gap in position..<source.count where !isWhitespace(source[gap]) {
                problems.append("byte \(gap) (0x\(String(source[gap], radix: 16))) after the last token is in no token")
                break
            }
        }
        return problems
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}
