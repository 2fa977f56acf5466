import SwiftSource

/// Reads a YAML flow collection (`[App, "Shared Code"]`, `{path: App, excludes: [Tests]}`),
/// gathered from one or more lines. Every node gets the line and column of the collection's
/// first line: a spec names files and settings, not positions inside a bracket.
struct FlowReader {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private let file: String
    private let base: String
    private let line: Int
    private let column: Int

    private static let maximumDepth = 200

    init(bytes: [UInt8], file: String, base: String, line: Int, column: Int) {
        self.bytes = bytes
        self.file = file
        self.base = base
        self.line = line
        self.column = column
    }

    /// Whether the brackets opened in `bytes` are all closed (outside quotes).
    static func isClosed(_ bytes: [UInt8]) -> Bool {
        var open = 0
        var quote: UInt8?
        for byte in bytes {
            if let current = quote {
                if byte == current { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"): open += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): open -= 1
            default: break
            }
        }
        return open <= 0
    }

    mutating func read() throws(ProjectFileError) -> YAMLNode {
        try value()
    }

    private func node(_ value: YAMLNode.Value) -> YAMLNode {
        YAMLNode(value, file: file, line: line, column: column, base: base)
    }

    private mutating func value() throws(ProjectFileError) -> YAMLNode {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else { throw ProjectFileError("line \(line): nested too deeply") }
        skipBlanks()
        guard index < bytes.count else { return node(.null) }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            var items: [YAMLNode] = []
            while true {
                skipBlanks()
                guard index < bytes.count else { throw ProjectFileError("line \(line): a `[` is never closed") }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                items.append(try value())
                skipBlanks()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                else if index < bytes.count, bytes[index] != UInt8(ascii: "]") { throw unexpected() }
            }
            return node(.sequence(items))
        case UInt8(ascii: "{"):
            index += 1
            var entries: [YAMLNode.Entry] = []
            while true {
                skipBlanks()
                guard index < bytes.count else { throw ProjectFileError("line \(line): a `{` is never closed") }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                let key = scalar(endingAtColon: true)
                skipBlanks()
                var entryValue = node(.null)
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                    index += 1
                    entryValue = try value()
                }
                entries.append(YAMLNode.Entry(key: YAMLReader.scalarText(key[...]), line: line, column: column, value: entryValue))
                skipBlanks()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                else if index < bytes.count, bytes[index] != UInt8(ascii: "}") { throw unexpected() }
            }
            return node(.mapping(entries))
        default:
            return node(YAMLReader.scalar(scalar(endingAtColon: false)[...]))
        }
    }

    /// A quoted scalar whole, or a plain one up to `,`, `]`, `}` (and, for a key, `: `).
    private mutating func scalar(endingAtColon: Bool) -> [UInt8] {
        let start = index
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { index += 2; continue }
                if bytes[index] == quote {
                    // `'it''s'`: a doubled single quote is one quote, not the end.
                    if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote { index += 2; continue }
                    index += 1
                    break
                }
                index += 1
            }
            return Array(bytes[start..<min(index, bytes.count)])
        }
        while index < bytes.count {
            let byte = bytes[index]
            // `[${target_name}/Sources]`: XcodeGen's variables, which YAML would refuse, are read whole.
            if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
               let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) {
                index = close + 1
                continue
            }
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if endingAtColon, byte == UInt8(ascii: ":"),
               index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: ",") { break }
            index += 1
        }
        return Array(bytes[start..<index])
    }

    private mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") {
            index += 1
        }
    }

    private func unexpected() -> ProjectFileError {
        ProjectFileError("line \(line): unexpected `\(String(decoding: [bytes[index]], as: UTF8.self))` in a flow collection")
    }
}
