import SwiftSource

/// An old-style (OpenStep) property list read from bytes, the format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, bare and quoted strings, `/* … */` and `//` comments.
///
/// Values are nodes in flat arrays and strings stay byte ranges until asked for: a 2 MB project
/// file holds a few hundred thousand values, and the model reads a small part of them. Foundation
/// reads such a file about ten times slower.
package struct OldStylePlist: Sendable {
    package enum Kind: UInt8, Sendable { case string, array, dictionary }

    /// One value. For a container, `children` indexes `links`: a dictionary's are key, value,
    /// key, value …
    struct Node: Sendable {
        var kind: Kind
        var start: Int32
        var end: Int32
        var line: Int32
        /// A quoted string with a backslash: its text needs unescaping.
        var isEscaped = false
        var children: Range<Int32> = 0..<0
    }

    let bytes: [UInt8]
    var nodes: [Node] = []
    var links: [Int32] = []
    /// The outermost value.
    package var root: Int { 0 }

    /// Parses `bytes`; the error names the line and what is wrong.
    package init(bytes: [UInt8]) throws(ProjectFileError) {
        self.bytes = bytes
        var parser = Parser(bytes: bytes)
        try bytes.withUnsafeBufferPointer { (buffer) throws(ProjectFileError) in
            parser.buffer = buffer
            try parser.parseDocument()
        }
        nodes = parser.nodes
        links = parser.links
    }

    package func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The 1-based line where the value starts.
    package func line(_ node: Int) -> Int { Int(nodes[node].line) }

    /// The text of a string value; nil for a container.
    package func string(_ node: Int) -> String? {
        let value = nodes[node]
        guard value.kind == .string else { return nil }
        let range = Int(value.start)..<Int(value.end)
        return value.isEscaped ? Self.unescaped(bytes[range]) : String(decoding: bytes[range], as: UTF8.self)
    }

    /// The values of an array (empty for anything else).
    package func array(_ node: Int) -> [Int] {
        guard nodes[node].kind == .array else { return [] }
        return nodes[node].children.map { Int(links[Int($0)]) }
    }

    /// The entries of a dictionary in file order (empty for anything else).
    package func entries(_ node: Int) -> [(key: String, value: Int)] {
        guard nodes[node].kind == .dictionary else { return [] }
        let children = nodes[node].children
        return stride(from: children.lowerBound, to: children.upperBound, by: 2).map { link in
            (string(Int(links[Int(link)])) ?? "", Int(links[Int(link) + 1]))
        }
    }

    /// The value under `key` in a dictionary, compared on bytes (no string is made).
    package func value(_ node: Int, _ key: StaticString) -> Int? {
        guard nodes[node].kind == .dictionary else { return nil }
        let children = nodes[node].children
        var link = Int(children.lowerBound)
        while link < Int(children.upperBound) {
            let keyNode = nodes[Int(links[link])]
            if !keyNode.isEscaped, Int(keyNode.end - keyNode.start) == key.utf8CodeUnitCount,
               bytes.withUnsafeBufferPointer({ memcmpEqual($0.baseAddress! + Int(keyNode.start), key.utf8Start, key.utf8CodeUnitCount) }) {
                return Int(links[link + 1])
            }
            link += 2
        }
        return nil
    }

    /// The string under `key`, if it is one.
    package func string(_ node: Int, _ key: StaticString) -> String? {
        value(node, key).flatMap { string($0) }
    }

    /// The object identifier a string value spells (`1A2B…` in `fileRef = 1A2B…;`), read from
    /// its bytes: no `String` is made for the tens of thousands of references a project holds.
    package func identifier(_ node: Int) -> ObjectID? {
        let value = nodes[node]
        guard value.kind == .string else { return nil }
        return bytes.withUnsafeBufferPointer { ObjectID(UnsafeBufferPointer(rebasing: $0[Int(value.start)..<Int(value.end)])) }
    }

    package func identifier(_ node: Int, _ key: StaticString) -> ObjectID? {
        value(node, key).flatMap { identifier($0) }
    }

    /// The identifiers of the array under `key`.
    package func identifiers(_ node: Int, _ key: StaticString) -> [ObjectID] {
        guard let array = value(node, key) else { return [] }
        return self.array(array).compactMap { identifier($0) }
    }

    /// The strings of the array under `key`.
    package func strings(_ node: Int, _ key: StaticString) -> [String] {
        guard let array = value(node, key) else { return [] }
        return self.array(array).compactMap { string($0) }
    }

    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < bytes.endIndex else { out.append(byte); continue }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            default: out.append(escape)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A `project.pbxproj` object identifier as a value: up to 16 bytes are kept as they are, the
/// usual 24 hexadecimal digits as their 96 bits; anything longer is folded, which a real project
/// never needs.
package struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    let high: UInt64
    let low: UInt64
    let text: String?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        if bytes.count <= 16 {
            for (index, byte) in bytes.enumerated() {
                if index < 8 { high |= UInt64(byte) << (8 * UInt64(index)) } else { low |= UInt64(byte) << (8 * UInt64(index - 8)) }
            }
            low |= UInt64(bytes.count) << 56
            (self.high, self.low, text) = (high, low, nil)
            return
        }
        var isHex = bytes.count == 24
        var index = 0
        while isHex, index < bytes.count {
            let byte = bytes[index]
            let digit: UInt64
            if byte &- UInt8(ascii: "0") < 10 {
                digit = UInt64(byte &- UInt8(ascii: "0"))
            } else if byte &- UInt8(ascii: "A") < 6 {
                digit = UInt64(byte &- UInt8(ascii: "A") + 10)
            } else {
                isHex = false
                break
            }
            if index < 16 { high = high << 4 | digit } else { low = low << 4 | digit }
            index += 1
        }
        if isHex {
            (self.high, self.low, text) = (high, low | 1 << 63, nil)
        } else {
            // Rare: keep the text, so that equal identifiers, and only they, are equal.
            (self.high, self.low, text) = (0, 0, String(decoding: bytes, as: UTF8.self))
        }
    }

    package var description: String {
        if let text { return text }
        if low & (1 << 63) != 0 {
            func padded(_ value: UInt64, _ width: Int) -> String {
                let digits = String(value, radix: 16, uppercase: true)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            return padded(high, 16) + padded(low & 0xFFFF_FFFF, 8)
        }
        var bytes: [UInt8] = []
        for index in 0..<16 {
            let byte = index < 8 ? UInt8(truncatingIfNeeded: high >> (8 * UInt64(index))) : UInt8(truncatingIfNeeded: low >> (8 * UInt64(index - 8)))
            if byte != 0, index < 15 { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A project description (`project.pbxproj`, `Package.swift`, an `.xcconfig`) that could not
/// be read, and why, in words.
package struct ProjectFileError: Error, Sendable, Equatable {
    package var message: String

    package init(_ message: String) { self.message = message }
}

/// The recursive-descent reader behind `OldStylePlist`; the nesting depth is bounded so that
/// a hostile file cannot exhaust the stack.
private struct Parser {
    let bytes: [UInt8]
    var buffer = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var index = 0
    var line: Int32 = 1
    var nodes: [OldStylePlist.Node] = []
    var links: [Int32] = []
    /// Children of the open containers, innermost last, laid out in `links` when each closes.
    var pending: [Int32] = []
    static let maximumDepth = 200

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws(ProjectFileError) {
        skipTrivia()
        _ = try parseValue(depth: 0)
        skipTrivia()
        if index < buffer.count { throw error("unexpected text after the end of the property list") }
    }

    func error(_ message: String) -> ProjectFileError {
        ProjectFileError("line \(line): \(message)")
    }

    mutating func skipTrivia() {
        while index < buffer.count {
            let byte = buffer[index]
            if byte == 0x0A { line += 1; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < buffer.count {
                if buffer[index + 1] == UInt8(ascii: "/") {
                    while index < buffer.count, buffer[index] != 0x0A { index += 1 }
                    continue
                }
                if buffer[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index < buffer.count, !(buffer[index] == UInt8(ascii: "*") && index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "/")) {
                        if buffer[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    index = min(index + 2, buffer.count)
                    continue
                }
            }
            return
        }
    }

    mutating func parseValue(depth: Int) throws(ProjectFileError) -> Int32 {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard index < buffer.count else { throw error("the file ends where a value should be") }
        switch buffer[index] {
        case UInt8(ascii: "{"): return try parseContainer(.dictionary, depth: depth)
        case UInt8(ascii: "("): return try parseContainer(.array, depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuoted()
        default: return try parseBare()
        }
    }

    mutating func parseContainer(_ kind: OldStylePlist.Kind, depth: Int) throws(ProjectFileError) -> Int32 {
        let node = Int32(nodes.count)
        nodes.append(OldStylePlist.Node(kind: kind, start: Int32(index), end: Int32(index), line: line))
        let closer = kind == .dictionary ? UInt8(ascii: "}") : UInt8(ascii: ")")
        let opened = line
        index += 1
        let mark = pending.count
        while true {
            skipTrivia()
            guard index < buffer.count else {
                throw error("the file ends inside the \(kind == .dictionary ? "{" : "(") opened on line \(opened)")
            }
            if buffer[index] == closer { index += 1; break }
            if kind == .dictionary {
                pending.append(try parseValue(depth: depth + 1))
                guard nodes[Int(pending[pending.count - 1])].kind == .string else { throw error("a dictionary key must be a string") }
                skipTrivia()
                guard index < buffer.count, buffer[index] == UInt8(ascii: "=") else { throw error("expected '=' after a key") }
                index += 1
                skipTrivia()
                pending.append(try parseValue(depth: depth + 1))
                skipTrivia()
                guard index < buffer.count, buffer[index] == UInt8(ascii: ";") else { throw error("expected ';' after a value") }
                index += 1
            } else {
                pending.append(try parseValue(depth: depth + 1))
                skipTrivia()
                if index < buffer.count, buffer[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index < buffer.count, buffer[index] != closer {
                    throw error("expected ',' or ')' in a list")
                }
            }
        }
        let start = Int32(links.count)
        links.append(contentsOf: pending[mark...])
        pending.removeSubrange(mark...)
        nodes[Int(node)].children = start..<Int32(links.count)
        nodes[Int(node)].end = Int32(index)
        return node
    }

    mutating func parseQuoted() throws(ProjectFileError) -> Int32 {
        let quote = buffer[index]
        let startLine = line
        index += 1
        let start = index
        var escaped = false
        while index < buffer.count, buffer[index] != quote {
            if buffer[index] == UInt8(ascii: "\\") { escaped = true; index += 1 }
            if index < buffer.count, buffer[index] == 0x0A { line += 1 }
            index += 1
        }
        guard index < buffer.count else { throw ProjectFileError("line \(startLine): a quoted string is never closed") }
        let node = Int32(nodes.count)
        nodes.append(OldStylePlist.Node(kind: .string, start: Int32(start), end: Int32(index), line: startLine, isEscaped: escaped))
        index += 1
        return node
    }

    mutating func parseBare() throws(ProjectFileError) -> Int32 {
        let start = index
        while index < buffer.count, Self.isBare(buffer[index]) { index += 1 }
        guard index > start else {
            throw error("unexpected '\(String(decoding: [buffer[index]], as: UTF8.self))'")
        }
        let node = Int32(nodes.count)
        nodes.append(OldStylePlist.Node(kind: .string, start: Int32(start), end: Int32(index), line: line))
        return node
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "~"), UInt8(ascii: "@"):
            true
        default:
            byte >= 0x80
        }
    }
}
