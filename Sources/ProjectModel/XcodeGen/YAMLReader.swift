import SwiftSource

/// Reads the YAML that XcodeGen specs are written in, on bytes: block mappings and sequences
/// (a sequence may sit at its key's indent), flow `[…]` and `{…}` (also over several lines),
/// plain and quoted scalars, block scalars (`|`, `>`), comments, anchors, aliases and `<<`
/// merges. Tags, complex keys and multi-document streams are beyond what a spec needs: the
/// first document is read. Nesting is bounded, so no input exhausts the stack.
package struct YAMLReader {
    private struct Line {
        var number: Int
        var indent: Int
        /// The content after the indent, comments and trailing blanks removed.
        var text: ArraySlice<UInt8>
    }

    private var lines: [Line] = []
    private var position = 0
    private var depth = 0
    private var anchors: [String: YAMLNode] = [:]
    private let file: String
    private let base: String

    private static let maximumDepth = 200

    /// Reads `bytes` (the file at `file`); relative paths in it start at `base`.
    package static func read(_ bytes: [UInt8], file: String, base: String) throws(ProjectFileError) -> YAMLNode {
        var reader = YAMLReader(file: file, base: base)
        reader.lines = Self.lines(of: bytes)
        return try reader.document()
    }

    private init(file: String, base: String) {
        self.file = file
        self.base = base
    }

    private mutating func document() throws(ProjectFileError) -> YAMLNode {
        while position < lines.count, Self.isDirective(lines[position].text) { position += 1 }
        guard position < lines.count else { return node(.null, line: 1, column: 1) }
        let result = try block(indent: lines[position].indent)
        if position < lines.count, !Self.isDocumentEnd(lines[position].text) {
            throw ProjectFileError("line \(lines[position].number): unexpected text at this indentation")
        }
        return result
    }

    private func node(_ value: YAMLNode.Value, line: Int, column: Int) -> YAMLNode {
        YAMLNode(value, file: file, line: line, column: column, base: base)
    }

    // MARK: Blocks

    /// The node that starts on the current line, at `indent`.
    private mutating func block(indent: Int) throws(ProjectFileError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw ProjectFileError("line \(lines[position].number): nested too deeply") }
        let line = lines[position]
        if Self.isSequenceItem(line.text) { return try sequence(indent: indent) }
        if Self.keyColon(line.text) != nil { return try mapping(indent: indent) }
        position += 1
        return try inlineValue(line.text, line: line, parentIndent: indent - 1)
    }

    private mutating func mapping(indent: Int) throws(ProjectFileError) -> YAMLNode {
        let first = lines[position]
        var entries: [YAMLNode.Entry] = []
        while position < lines.count, lines[position].indent == indent, !Self.isSequenceItem(lines[position].text),
              let colon = Self.keyColon(lines[position].text) {
            let line = lines[position]
            position += 1
            let key = Self.scalarText(line.text[line.text.startIndex..<colon])
            let rest = line.text[(colon + 1)...]
            let value = try self.value(after: rest, line: line, parentIndent: indent)
            if key == "<<" {
                // A merge: the anchored mappings' keys, unless written here.
                for merged in value.items {
                    for entry in merged.entries where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
                }
                continue
            }
            entries.append(YAMLNode.Entry(key: key, line: line.number, column: line.indent + 1, value: value))
        }
        return node(.mapping(entries), line: first.number, column: first.indent + 1)
    }

    private mutating func sequence(indent: Int) throws(ProjectFileError) -> YAMLNode {
        let first = lines[position]
        var items: [YAMLNode] = []
        while position < lines.count, lines[position].indent == indent, Self.isSequenceItem(lines[position].text) {
            let line = lines[position]
            var rest = line.text.dropFirst()
            let spaces = rest.prefix { $0 == UInt8(ascii: " ") }.count
            rest = rest.dropFirst(spaces)
            if rest.isEmpty {
                position += 1
                if position < lines.count, lines[position].indent > indent {
                    items.append(try block(indent: lines[position].indent))
                } else {
                    items.append(node(.null, line: line.number, column: indent + 1))
                }
            } else if Self.keyColon(rest) != nil || Self.isSequenceItem(rest) {
                // `- path: App` starts a mapping whose keys line up with `path`.
                let column = indent + 1 + spaces
                lines[position].indent = column
                lines[position].text = rest
                items.append(try block(indent: column))
            } else {
                position += 1
                items.append(try inlineValue(rest, line: line, parentIndent: indent))
            }
        }
        return node(.sequence(items), line: first.number, column: first.indent + 1)
    }

    /// A key's value: what follows its colon, or the block below it.
    private mutating func value(after rest: ArraySlice<UInt8>, line: Line, parentIndent: Int) throws(ProjectFileError) -> YAMLNode {
        let text = Self.trimmed(rest)
        guard text.isEmpty else { return try inlineValue(text, line: line, parentIndent: parentIndent) }
        if position < lines.count {
            let next = lines[position]
            if next.indent > parentIndent || (next.indent == parentIndent && Self.isSequenceItem(next.text)) {
                return try block(indent: next.indent)
            }
        }
        return node(.null, line: line.number, column: line.indent + 1)
    }

    /// A value written on its line: an anchor, an alias, a block scalar, a flow collection
    /// (which may go on over the next lines) or a scalar.
    private mutating func inlineValue(_ raw: ArraySlice<UInt8>, line: Line, parentIndent: Int) throws(ProjectFileError) -> YAMLNode {
        var text = Self.trimmed(raw)
        var anchor: String?
        if text.first == UInt8(ascii: "&") {
            let name = text.dropFirst().prefix { $0 != UInt8(ascii: " ") }
            anchor = String(decoding: name, as: UTF8.self)
            text = Self.trimmed(text.dropFirst(name.count + 1))
            if text.isEmpty {
                let result = try value(after: text, line: line, parentIndent: parentIndent)
                anchors[anchor!] = result
                return result
            }
        }
        if text.first == UInt8(ascii: "!") {
            // A tag (`!!str 1.0`): its value is what follows.
            text = Self.trimmed(text.drop { $0 != UInt8(ascii: " ") })
        }
        let column = line.indent + 1
        var result: YAMLNode
        if text.first == UInt8(ascii: "*") {
            result = anchors[String(decoding: text.dropFirst(), as: UTF8.self)] ?? node(.null, line: line.number, column: column)
        } else if text.first == UInt8(ascii: "|") || text.first == UInt8(ascii: ">") {
            var parts: [String] = []
            while position < lines.count, lines[position].indent > parentIndent {
                parts.append(String(decoding: lines[position].text, as: UTF8.self))
                position += 1
            }
            result = node(.scalar(parts.joined(separator: "\n")), line: line.number, column: column)
        } else if text.first == UInt8(ascii: "[") || text.first == UInt8(ascii: "{") {
            var gathered = Array(text)
            // Inside brackets indentation does not count: the closing `}` may sit at the key's indent.
            while !FlowReader.isClosed(gathered), position < lines.count {
                gathered.append(UInt8(ascii: " "))
                gathered += lines[position].text
                position += 1
            }
            var flow = FlowReader(bytes: gathered, file: file, base: base, line: line.number, column: column)
            result = try flow.read()
        } else {
            result = node(Self.scalar(text), line: line.number, column: column)
        }
        if let anchor { anchors[anchor] = result }
        return result
    }

    // MARK: Lines and scalars

    private static func lines(of bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        var number = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var indent = 0
            while start + indent < end, bytes[start + indent] == UInt8(ascii: " ") { indent += 1 }
            let content = trimmed(withoutComment(bytes[(start + indent)..<end]))
            if !content.isEmpty { result.append(Line(number: number, indent: indent, text: content)) }
            start = end + 1
            number += 1
        }
        return result
    }

    /// The text before a `#` that starts a comment (at the start, or after a blank, outside quotes).
    private static func withoutComment(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var quote: UInt8?
        var previous = UInt8(ascii: " ")
        for index in text.indices {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "[")
                    || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",") || previous == UInt8(ascii: "-") {
                    quote = byte
                }
            } else if byte == UInt8(ascii: "#"), previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") {
                return text[text.startIndex..<index]
            }
            previous = byte
        }
        return text
    }

    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = text
        while let first = result.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\r") {
            result = result.dropFirst()
        }
        while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            result = result.dropLast()
        }
        return result
    }

    private static func isSequenceItem(_ text: ArraySlice<UInt8>) -> Bool {
        text.first == UInt8(ascii: "-") && (text.count == 1 || text[text.startIndex + 1] == UInt8(ascii: " "))
    }

    private static func isDirective(_ text: ArraySlice<UInt8>) -> Bool {
        text.starts(with: "---".utf8) || text.first == UInt8(ascii: "%")
    }

    private static func isDocumentEnd(_ text: ArraySlice<UInt8>) -> Bool {
        text.starts(with: "---".utf8) || text.starts(with: "...".utf8)
    }

    /// Where a mapping key ends: the first `:` followed by a blank or the line's end, outside
    /// quotes and flow brackets.
    static func keyColon(_ text: ArraySlice<UInt8>) -> Int? {
        guard let first = text.first, first != UInt8(ascii: "["), first != UInt8(ascii: "{"),
              first != UInt8(ascii: "&"), first != UInt8(ascii: "*"), first != UInt8(ascii: "|"), first != UInt8(ascii: ">")
        else { return nil }
        var quote: UInt8?
        var index = text.startIndex
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            quote = first
            index += 1
        }
        while index < text.endIndex {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ":") {
                let next = index + 1
                if next == text.endIndex || text[next] == UInt8(ascii: " ") || text[next] == UInt8(ascii: "\t") { return index }
            }
            index += 1
        }
        return nil
    }

    /// A plain or quoted scalar; `~`, `null` and nothing are null.
    static func scalar(_ text: ArraySlice<UInt8>) -> YAMLNode.Value {
        let trimmed = trimmed(text)
        if trimmed.isEmpty || trimmed.elementsEqual("~".utf8) || trimmed.elementsEqual("null".utf8) { return .null }
        return .scalar(scalarText(trimmed))
    }

    /// A scalar's text, unquoted: `"a\"b"` is `a"b`, `'it''s'` is `it's`.
    static func scalarText(_ raw: ArraySlice<UInt8>) -> String {
        let text = trimmed(raw)
        guard text.count >= 2, let first = text.first, first == text.last,
              first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return String(decoding: text, as: UTF8.self) }
        let inner = text.dropFirst().dropLast()
        var bytes: [UInt8] = []
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            if first == UInt8(ascii: "'"), byte == UInt8(ascii: "'"), index + 1 < inner.endIndex, inner[index + 1] == UInt8(ascii: "'") {
                bytes.append(byte)
                index += 2
                continue
            }
            if first == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), index + 1 < inner.endIndex {
                let escaped = inner[index + 1]
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                default: bytes.append(escaped)
                }
                index += 2
                continue
            }
            bytes.append(byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
