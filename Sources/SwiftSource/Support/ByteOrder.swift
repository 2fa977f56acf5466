#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sorting strings by their UTF-8 bytes without comparing `String`s: the bytes are laid out in
/// one buffer and indices are sorted with `memcmp`. For ASCII strings this is
/// also `String`'s own order (a character is a byte there).
package enum ByteOrder {
    /// The indices of `strings` in `String` order when every string is ASCII (where that order
    /// is byte order); nil when one is not.
    package static func sortedIndicesIfASCII(_ strings: [String]) -> [Int]? {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(strings.count)
        for string in strings {
            spans.append((buffer.count, string.utf8.count))
            buffer.append(contentsOf: string.utf8)
        }
        guard buffer.withUnsafeBufferPointer(isASCII) else { return nil }
        return sortedIndices(of: spans, in: buffer)
    }

    /// The indices of `spans` (byte ranges of `bytes`) in the byte order of their contents;
    /// stable: equal contents keep their order.
    package static func sortedIndices(of spans: [(start: Int, count: Int)], in bytes: [UInt8]) -> [Int] {
        var order = Array(spans.indices)
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            // Most names differ in their first sixteen bytes: compared as two big-endian words,
            // they settle the order without a call. Padding is zero, which sorts a prefix first.
            let keys = spans.map { span in
                (word(base + span.start, from: 0, count: span.count), word(base + span.start, from: 8, count: span.count))
            }
            spans.withUnsafeBufferPointer { spans in
                keys.withUnsafeBufferPointer { keys in
                    order.sort { first, second in
                        let (a0, a1) = keys[first]
                        let (b0, b1) = keys[second]
                        if a0 != b0 { return a0 < b0 }
                        if a1 != b1 { return a1 < b1 }
                        let a = spans[first]
                        let b = spans[second]
                        let compared = memcmp(base + a.start, base + b.start, min(a.count, b.count))
                        if compared != 0 { return compared < 0 }
                        return a.count < b.count || (a.count == b.count && first < second)
                    }
                }
            }
        }
        return order
    }

    /// Bytes `offset..<offset + 8` of a `count`-byte string as a big-endian word, zero past its end.
    private static func word(_ start: UnsafePointer<UInt8>, from offset: Int, count: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in offset..<(offset + 8) {
            word = word << 8 | UInt64(index < count ? start[index] : 0)
        }
        return word
    }

    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}
