/// A JSON value with the line each value starts on, so configuration errors can point at it.
/// Objects keep their keys in file order.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, in words, for error messages.
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON syntax error with its line and column.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser over UTF-8 bytes that also skips `//` and `/* */` comments (so a config
/// can explain itself). Nesting deeper than `maximumDepth` is an error, not a stack overflow.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    package static let maximumDepth = 256

    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipTrivia()
        guard parser.index < bytes.count else { throw parser.error("the file is empty; expected a JSON value") }
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipTrivia() throws(JSONSyntaxError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error("unterminated /* comment") }
                index += 2
            default:
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nested more than \(JSONParser.maximumDepth) levels deep") }
        guard let byte = current else { throw error("unexpected end of the file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Unicode.Scalar(byte))'; expected a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              bytes[index..<index + count].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count)) else {
            throw error("unexpected word; expected \(word)")
        }
        index += count
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        try skipTrivia()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            try skipTrivia()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try string()
            try skipTrivia()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            try skipTrivia()
            members.append((key, try value(depth: depth + 1)))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        try skipTrivia()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            try skipTrivia()
            elements.append(try value(depth: depth + 1))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard let escaped = current else { throw error("unterminated string") }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                       bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    throw error("invalid escape '\\\(Unicode.Scalar(escaped))' in a string")
                }
                chunkStart = index
            case 0..<0x20:
                throw error(byte == UInt8(ascii: "\n") ? "unterminated string (a line break inside quotes)" : "control character in a string")
            default:
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, CharacterClass.isDigit(first) else { throw error("expected a digit") }
        while let byte = current, CharacterClass.isDigit(byte) { index += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, CharacterClass.isDigit(byte) else { throw error("expected a digit after '.'") }
            while let byte = current, CharacterClass.isDigit(byte) { index += 1 }
        }
        if let byte = current, byte | 0x20 == UInt8(ascii: "e") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, CharacterClass.isDigit(digit) else { throw error("expected a digit in the exponent") }
            while let byte = current, CharacterClass.isDigit(byte) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return value
    }
}
