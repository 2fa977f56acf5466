import SwiftSource

/// Reads the XML property lists Xcode writes — `<dict>`, `<array>`, `<key>`, `<string>`,
/// `<integer>`, `<true/>`, `<false/>`, comments, the usual prolog — straight from the bytes.
///
/// Foundation's parser (`PropertyListSerialization`) takes about half a million instructions
/// for a one-kilobyte Info.plist, most of it in bridging and casts. This reader takes the common
/// shape only: anything else (`<real>`, `<date>`, `<data>`, CDATA, attributes, other entities,
/// a carriage return inside text, a repeated key, a byte-order mark, malformed markup) makes it
/// return nil, and `PlistFile` asks Foundation, which then gives the value or the error it
/// always gave. Where it answers, it answers as Foundation would (tests compare the two).
struct XMLPlistReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 64

    static func read(_ bytes: [UInt8]) -> PlistFile.Value? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = XMLPlistReader(bytes: buffer)
            return reader.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    // MARK: Document

    private mutating func document() -> PlistFile.Value? {
        skipMisc()
        if starts(with: "<?xml") {
            let start = position
            guard skip(past: "?>") else { return nil }
            // Another declared encoding would have Foundation read the bytes differently.
            let declaration = String(decoding: bytes[start..<position], as: UTF8.self)
            if declaration.contains("encoding"), !declaration.contains("UTF-8"), !declaration.contains("utf-8") { return nil }
            skipMisc()
        }
        if starts(with: "<!DOCTYPE") {
            // An internal subset could define entities: not the common shape.
            guard let close = find(">"), !bytes[position..<close].contains(UInt8(ascii: "[")) else { return nil }
            position = close + 1
            skipMisc()
        }
        guard starts(with: "<plist"), position + 6 < bytes.count,
              bytes[position + 6] == UInt8(ascii: ">") || bytes[position + 6] == 0x20,
              let close = find(">"), bytes[close - 1] != UInt8(ascii: "/") else { return nil }
        position = close + 1
        skipMisc()
        guard let root = value() else { return nil }
        skipMisc()
        guard consume("</plist>") else { return nil }
        skipMisc()
        return position == bytes.count ? root : nil
    }

    // MARK: Values

    private mutating func value() -> PlistFile.Value? {
        guard depth < XMLPlistReader.maximumDepth else { return nil }
        if consume("<string>") { return text(until: "</string>").map(PlistFile.Value.string) }
        if consume("<string/>") { return .string("") }
        if consume("<true/>") { return .bool(true) }
        if consume("<false/>") { return .bool(false) }
        if consume("<integer>") { return integer() }
        if consume("<dict>") { return dictionary() }
        if consume("<dict/>") { return .dictionary([:]) }
        if consume("<array>") { return array() }
        if consume("<array/>") { return .array([]) }
        return nil
    }

    private mutating func dictionary() -> PlistFile.Value? {
        depth += 1
        defer { depth -= 1 }
        var entries: [String: PlistFile.Value] = [:]
        while true {
            skipMisc()
            if consume("</dict>") { return .dictionary(entries) }
            guard consume("<key>"), let key = text(until: "</key>") else { return nil }
            skipMisc()
            guard let value = value(), entries.updateValue(value, forKey: key) == nil else { return nil }
        }
    }

    private mutating func array() -> PlistFile.Value? {
        depth += 1
        defer { depth -= 1 }
        var values: [PlistFile.Value] = []
        while true {
            skipMisc()
            if consume("</array>") { return .array(values) }
            guard let value = value() else { return nil }
            values.append(value)
        }
    }

    /// `-?[0-9]{1,18}`, nothing around it: what fits an `Int64` whatever its digits.
    private mutating func integer() -> PlistFile.Value? {
        var magnitude: Int64 = 0
        var digits = 0
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10, digits < 18 {
            magnitude = magnitude * 10 + Int64(bytes[position] &- UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        guard digits > 0, consume("</integer>") else { return nil }
        let value = negative ? -magnitude : magnitude
        // As the Foundation path has it: a number 0 or 1 casts to a Bool first.
        if value == 0 || value == 1 { return .bool(value == 1) }
        return .number(Double(value))
    }

    /// Character data up to `close`, with the five named entities and numeric references decoded.
    private mutating func text(until close: StaticString) -> String? {
        var decoded: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"):
                guard consume(close) else { return nil }
                return String(validating: decoded)
            case UInt8(ascii: "&"):
                guard let scalar = entity() else { return nil }
                decoded.append(contentsOf: String(Character(scalar)).utf8)
            case UInt8(ascii: "\r"):
                return nil
            default:
                decoded.append(byte)
                position += 1
            }
        }
        return nil
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#NN;` `&#xHH;`, at `position`.
    private mutating func entity() -> Unicode.Scalar? {
        guard let semicolon = find(";"), semicolon - position <= 10 else { return nil }
        let name = bytes[(position + 1)..<semicolon]
        position = semicolon + 1
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let reference where reference.hasPrefix("#x"):
            return XMLPlistReader.character(reference.dropFirst(2), radix: 16)
        case let reference where reference.hasPrefix("#"):
            return XMLPlistReader.character(reference.dropFirst(), radix: 10)
        default:
            return nil
        }
    }

    /// A character reference's scalar: digits only, and no control character but tab and line
    /// feed (what XML allows, less the carriage return Foundation may treat its own way).
    private static func character(_ digits: Substring, radix: Int) -> Unicode.Scalar? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit && (radix == 16 || $0.isNumber) }),
              let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else { return nil }
        return value >= 0x20 || value == 0x09 || value == 0x0A ? scalar : nil
    }

    // MARK: Bytes

    /// Whitespace and comments between elements.
    private mutating func skipMisc() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D:
                position += 1
            case UInt8(ascii: "<") where starts(with: "<!--"):
                guard skip(past: "-->") else { return }
            default:
                return
            }
        }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        return bytes.count - position >= count && memcmpEqual(bytes.baseAddress! + position, text.utf8Start, count)
    }

    private mutating func consume(_ text: StaticString) -> Bool {
        guard starts(with: text) else { return false }
        position += text.utf8CodeUnitCount
        return true
    }

    /// Moves past the next `text`; false (and no move) when there is none.
    private mutating func skip(past text: StaticString) -> Bool {
        var probe = position
        while probe < bytes.count {
            if bytes[probe] == text.utf8Start[0], bytes.count - probe >= text.utf8CodeUnitCount,
               memcmpEqual(bytes.baseAddress! + probe, text.utf8Start, text.utf8CodeUnitCount) {
                position = probe + text.utf8CodeUnitCount
                return true
            }
            probe += 1
        }
        return false
    }

    private func find(_ byte: Unicode.Scalar) -> Int? {
        var probe = position
        while probe < bytes.count {
            if bytes[probe] == UInt8(byte.value) { return probe }
            probe += 1
        }
        return nil
    }
}

private extension String {
    /// The bytes as a string when they are valid UTF-8 (a `String` repairs invalid bytes, so the
    /// round trip tells).
    init?(validating bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
