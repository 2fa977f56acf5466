import ProjectModel
import SwiftSource

/// Building `--fix` edits from tokens: byte ranges, replacements that keep the comments they
/// cover, and code re-spelled on one line.
extension SourceFile {
    /// The bytes of code tokens `tokens`, from the first one's start to the last one's end.
    func byteRange(ofTokens tokens: Range<Int>) -> Range<Int> {
        code[tokens.lowerBound].offset..<code[tokens.upperBound - 1].end
    }

    /// Every bracket among `tokens` has its partner among them too.
    func holdsWholeBrackets(_ tokens: Range<Int>) -> Bool {
        for index in tokens where code[index].kind == .punctuation {
            switch bytes[code[index].offset] {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                guard let partner = brackets.partner(of: index), tokens.contains(partner) else { return false }
            default:
                continue
            }
        }
        return true
    }

    /// Edits that replace code tokens `tokens` with `replacement`. Comments among the tokens are
    /// not lost: they move, each on its own line, above the statement. Nil when the tokens are
    /// not a whole piece of code (a bracket without its partner) or the comments have no safe
    /// place to go. The first edit is the replacement.
    func replacing(_ tokens: Range<Int>, with replacement: String) -> [Fix.Edit]? {
        guard !tokens.isEmpty, tokens.upperBound <= code.count, holdsWholeBrackets(tokens) else { return nil }
        let range = byteRange(ofTokens: tokens)
        let inside = comments.filter { range.contains($0.offset) }
        var edits = [Fix.Edit(range: range, replacement: replacement)]
        guard !inside.isEmpty else { return edits }
        let statement = statementStart(containing: tokens.lowerBound)
        let lineStart = self.lineStart(of: code[statement].offset)
        // Nothing may straddle the start of the line: not a string, not a comment.
        if statement > 0, code[statement - 1].end > lineStart { return nil }
        if comments.contains(where: { $0.offset < lineStart && $0.end > lineStart }) { return nil }
        let indentation = text(bytes: lineStart..<(lineStart + leadingBlanks(from: lineStart)))
        let newline = lineBreak
        let hoisted = inside.map { indentation + text(of: $0) + newline }.joined()
        edits.append(Fix.Edit(range: lineStart..<lineStart, replacement: hoisted))
        return edits
    }

    /// Code tokens `tokens` without the ones in `omitting`, on one line: a single space where
    /// the source had blanks, nothing where a line began with `.`. Nil when another line break
    /// would have to go (it may end a statement inside a closure).
    func singleLineCode(_ tokens: Range<Int>, omitting: [Range<Int>] = []) -> String? {
        var result = ""
        var previous: Int?
        for index in tokens where !omitting.contains(where: { $0.contains(index) }) {
            if let previous {
                // The blanks after the previous token kept and before this one (they differ
                // when tokens were left out between them).
                let gaps = [bytes[code[previous].end..<code[previous + 1].offset], bytes[code[index - 1].end..<code[index].offset]]
                if gaps.contains(where: { $0.contains(UInt8(ascii: "\n")) || $0.contains(UInt8(ascii: "\r")) }) {
                    guard isPunctuation(index, ".") else { return nil }
                } else if gaps.contains(where: { !$0.isEmpty }) {
                    result += " "
                }
            }
            result += text(index)
            previous = index
        }
        return result
    }

    /// An edit that removes the lines holding code tokens `tokens` — when they hold nothing
    /// else, not even a comment; nil otherwise.
    func deletingLines(of tokens: ClosedRange<Int>) -> Fix.Edit? {
        let start = lineStart(of: code[tokens.lowerBound].offset)
        guard code[tokens.lowerBound].offset == start + leadingBlanks(from: start) else { return nil }
        var end = code[tokens.upperBound].end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        guard end == bytes.count || bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r"),
              !comments.contains(where: { (start..<end).contains($0.offset) }) else { return nil }
        return Fix.Edit(range: start..<end, replacement: "")
    }

    /// The code after token `last` reads on from its value: `.member`, a postfix `!`, or a call
    /// or subscript on the same line.
    func isReadOn(after last: Int) -> Bool {
        let next = last + 1
        guard next < code.count else { return false }
        if isPunctuation(next, ".") { return true }
        if code[next].kind == .operator, bytes[code[next].offset] == UInt8(ascii: "!"), code[next].length == 1, isPostfix(next) {
            return true
        }
        return (isPunctuation(next, "(") || isPunctuation(next, "[")) && onSameLine(last, next)
    }

    /// The offset where the line holding `offset` begins.
    func lineStart(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// The spaces and tabs at the start of the line holding code token `index`.
    func indentation(ofLineHolding index: Int) -> String {
        let start = lineStart(of: code[index].offset)
        return text(bytes: start..<(start + leadingBlanks(from: start)))
    }

    /// The file's own line break: `\r\n` when its first line ends so, else `\n`.
    var lineBreak: String {
        guard let first = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return "\n" }
        if bytes[first] == UInt8(ascii: "\r") { return first + 1 < bytes.count && bytes[first + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r" }
        return "\n"
    }

    private func leadingBlanks(from start: Int) -> Int {
        var count = 0
        while start + count < bytes.count, bytes[start + count] == UInt8(ascii: " ") || bytes[start + count] == UInt8(ascii: "\t") {
            count += 1
        }
        return count
    }
}
