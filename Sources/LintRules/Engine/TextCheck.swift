import ProjectModel
import SwiftSource

/// Whether bytes can be read as Swift source text.
package enum TextCheck {
    /// Nil when the bytes are UTF-8 text; otherwise what is wrong, with where.
    package static func problem(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            let end = buffer.count
            while index < end {
                // Thirty-two, then eight ASCII bytes without a NUL at a time.
                if index + 32 <= end {
                    let raw = UnsafeRawPointer(base + index)
                    let words = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                                 raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
                                 raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
                    let highBits = (words.0 | words.1 | words.2 | words.3) & 0x8080_8080_8080_8080
                    let zeros = hasZeroByte(words.0) | hasZeroByte(words.1) | hasZeroByte(words.2) | hasZeroByte(words.3)
                    if highBits | zeros == 0 {
                        index += 32
                        continue
                    }
                }
                if index + 8 <= end {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let hasHighBit = word & 0x8080_8080_8080_8080 != 0
                    let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                    if !hasHighBit, !hasZero {
                        index += 8
                        continue
                    }
                }
                let byte = base[index]
                if byte == 0 {
                    return "contains NUL bytes at \(location(of: index, in: buffer)): a binary file, not Swift source"
                }
                if byte < 0x80 {
                    index += 1
                } else if let (_, length) = decodeScalar(base, at: index, end: end) {
                    index += length
                } else {
                    return "is not valid UTF-8 (first bad byte at \(location(of: index, in: buffer)))"
                }
            }
            return nil
        }
    }

    /// Non-zero when a byte of `word` is zero (exact as a whole, not per byte).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    private static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return "line \(line), column \(offset - lineStart + 1)"
    }
}

/// A stable 128-bit hash, hex: the same on every platform and run (SPEC §7 fingerprints).
enum StableHash {
    static func hex(_ parts: [String]) -> String {
        var state = State()
        for part in parts {
            let mixed: Void? = part.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes { state.mix(byte) }
            }
            if mixed == nil {
                for byte in part.utf8 { state.mix(byte) }
            }
            // Parts end with a zero byte, so ["ab", "c"] and ["a", "bc"] differ.
            state.mix(0)
        }
        return String(unsafeUninitializedCapacity: 32) { text in
            write(state.first, to: text, at: 0)
            write(state.second, to: text, at: 16)
            return 32
        }
    }

    private struct State {
        var first: UInt64 = 0xcbf29ce484222325
        var second: UInt64 = 0x84222325cbf29ce4

        mutating func mix(_ byte: UInt8) {
            first = (first ^ UInt64(byte)) &* 0x100000001b3
            second = (second ^ UInt64(byte)) &* 0x100000001b3 ^ (second >> 29)
        }
    }

    /// Sixteen lower-case hex digits, zero-padded.
    private static func write(_ value: UInt64, to text: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let digits: StaticString = "0123456789abcdef"
        for position in 0..<16 {
            let nibble = Int(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xF
            text[start + position] = digits.utf8Start[nibble]
        }
    }
}
