/// Byte- and scalar-level classification of Swift's lexical grammar.
public enum CharacterClass {
    @inline(__always) static func isASCIIIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

    @inline(__always) package static func isASCIIIdentifierBody(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }

    /// 1 for `[A-Za-z0-9_]`, 0 for every other byte: the identifier scan's one load per byte.
    /// Written once and never changed, so sharing it across threads is safe.
    nonisolated(unsafe) static let identifierBodyTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = isASCIIIdentifierBody(UInt8(byte)) ? 1 : 0 }
        return UnsafePointer(table)
    }()

    @inline(__always) package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// `A`…`Z` as `a`…`z`; every other byte as it is.
    @inlinable @inline(__always) public static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always) static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    /// Space, tab, vertical tab, form feed, CR, LF.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte &- 0x09) < 5
    }

    /// What a non-ASCII scalar can be in Swift source outside literals and comments.
    enum ScalarRole {
        case identifierHead, identifierBody, operatorHead, operatorBody, other
    }

    static func role(of scalar: UInt32) -> ScalarRole {
        if contains(operatorHeadRanges, scalar) { return .operatorHead }
        if contains(combiningRanges, scalar) { return .identifierBody }  // also operator bodies
        if contains(identifierHeadRanges, scalar) { return .identifierHead }
        return .other
    }

    static func isOperatorBody(_ scalar: UInt32) -> Bool {
        contains(operatorHeadRanges, scalar) || contains(combiningRanges, scalar)
    }

    static func isIdentifierBody(_ scalar: UInt32) -> Bool {
        contains(identifierHeadRanges, scalar) || contains(combiningRanges, scalar)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            if scalar < ranges[mid].lowerBound {
                high = mid - 1
            } else if scalar > ranges[mid].upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    // From "Lexical Structure" in The Swift Programming Language.
    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
        0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFDFF,
        0xFE10...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
}

/// Decodes one UTF-8 scalar; `nil` for a malformed or truncated sequence.
@inline(__always)
package func decodeScalar(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> (scalar: UInt32, length: Int)? {
    let lead = base[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= end else { return nil }
    for offset in 1..<length {
        let byte = base[index + offset]
        guard byte & 0xC0 == 0x80 else { return nil }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and scalars past U+10FFFF are not UTF-8.
    switch length {
    case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
    case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
    default: break
    }
    return (scalar, length)
}
