/// An append-only byte buffer for building output without intermediate `String`s.
package struct ByteBuffer: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always) package mutating func append(_ byte: UInt8) { bytes.append(byte) }

    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    package mutating func append<S: Sequence>(contentsOf sequence: S) where S.Element == UInt8 {
        bytes.append(contentsOf: sequence)
    }

    package mutating func append(_ number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
            if number == Int.min {
                append("9223372036854775808")
                return
            }
        }
        var value = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(raw[index]) }
        }
    }

    /// A JSON string literal (with quotes) for `text`. Invalid UTF-8 becomes U+FFFD so the output
    /// is always valid JSON; control characters, quotes and backslashes are escaped.
    package mutating func appendJSONString<C: Collection>(_ text: C) where C.Element == UInt8 {
        bytes.append(UInt8(ascii: "\""))
        appendJSONEscaped(text)
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            appendJSONEscaped(validUTF8: utf8)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// `appendJSONEscaped` for bytes known to be valid UTF-8 (a `String`'s): nothing to repair,
    /// so runs that need no escape are copied whole.
    private mutating func appendJSONEscaped(validUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            // Eight bytes at a time while none of them needs an escape (messages rarely do).
            while index + 8 <= utf8.count, !ByteBuffer.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            let stop = min(index + 8, utf8.count)
            while index < stop, !ByteBuffer.needsEscape(base[index]) { index += 1 }
            guard index < stop else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            appendEscapedASCII(base[index])
            index += 1
            runStart = index
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: utf8.count - runStart)) }
    }

    @inline(__always) private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }

    /// Whether one of the eight bytes may be a control character, `"`, `\\` or DEL: never false
    /// when one is (it may be true when none is; the bytes are then checked one by one).
    @inline(__always) private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highs != 0
        return belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) || hasZeroByte(word ^ (ones &* 0x7F))
    }

    mutating func appendJSONEscaped<C: Collection>(_ text: C) where C.Element == UInt8 {
        var iterator = UTF8Validator(text)
        while let piece = iterator.next() {
            switch piece {
            case .invalid:
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case let .scalar(first, rest):
                if rest.isEmpty {
                    appendEscapedASCII(first)
                } else {
                    bytes.append(first)
                    bytes.append(contentsOf: rest)
                }
            }
        }
    }

    private mutating func appendEscapedASCII(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        case 0..<0x20, 0x7F:
            append("\\u00")
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0xF))
        default:
            bytes.append(byte)
        }
    }
}

@inline(__always) func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
}

/// Walks bytes as UTF-8, yielding each scalar's bytes or a marker for each invalid byte.
struct UTF8Validator<C: Collection>: IteratorProtocol where C.Element == UInt8 {
    enum Piece {
        case scalar(first: UInt8, rest: ArraySlice<UInt8>)
        case invalid
    }

    private let text: C
    private var index: C.Index
    private var scratch: [UInt8] = []

    init(_ text: C) {
        self.text = text
        index = text.startIndex
    }

    mutating func next() -> Piece? {
        guard index != text.endIndex else { return nil }
        let lead = text[index]
        text.formIndex(after: &index)
        if lead < 0x80 { return .scalar(first: lead, rest: []) }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .invalid
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(lead)
        var probe = index
        for _ in 1..<length {
            guard probe != text.endIndex, text[probe] & 0xC0 == 0x80 else { return .invalid }
            scratch.append(text[probe])
            text.formIndex(after: &probe)
        }
        let valid = scratch.withUnsafeBufferPointer { decodeScalar($0.baseAddress!, at: 0, end: length) != nil }
        guard valid else { return .invalid }
        index = probe
        return .scalar(first: lead, rest: scratch[1...])
    }
}
