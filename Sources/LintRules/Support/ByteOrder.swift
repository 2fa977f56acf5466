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
enum ByteOrder {
    /// The indices of `strings` in `String` order when every string is ASCII (where that order
    /// is byte order); nil when one is not.
    static func sortedIndicesIfASCII(_ strings: [String]) -> [Int]? {
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
    static func sortedIndices(of spans: [(start: Int, count: Int)], in bytes: [UInt8]) -> [Int] {
        var order = Array(spans.indices)
        bytes.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                guard let base = bytes.baseAddress else { return }
                order.sort { first, second in
                    let a = spans[first]
                    let b = spans[second]
                    let compared = memcmp(base + a.start, base + b.start, min(a.count, b.count))
                    if compared != 0 { return compared < 0 }
                    return a.count < b.count || (a.count == b.count && first < second)
                }
            }
        }
        return order
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}
