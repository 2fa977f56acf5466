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
    /// The indices of `strings` in byte order (stable: equal strings keep their order).
    static func sortedIndices(_ strings: [String]) -> [Int] {
        Laid(strings).sortedIndices()
    }

    /// The indices of `strings` in `String` order when every string is ASCII (where that order
    /// is byte order); nil when one is not.
    static func sortedIndicesIfASCII(_ strings: [String]) -> [Int]? {
        let laid = Laid(strings)
        return laid.isASCII ? laid.sortedIndices() : nil
    }

    static func isASCII(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable(isASCII) ?? !string.utf8.contains { $0 >= 0x80 }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// The strings' bytes one after another, and where each string's lie.
    private struct Laid {
        var buffer: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []

        init(_ strings: [String]) {
            buffer.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
            spans.reserveCapacity(strings.count)
            for string in strings {
                spans.append((buffer.count, string.utf8.count))
                buffer.append(contentsOf: string.utf8)
            }
        }

        var isASCII: Bool { buffer.withUnsafeBufferPointer(ByteOrder.isASCII) }

        func sortedIndices() -> [Int] {
            var order = Array(spans.indices)
            buffer.withUnsafeBufferPointer { bytes in
                spans.withUnsafeBufferPointer { spans in
                    guard let base = bytes.baseAddress else { return }
                    func precedes(_ first: Int, _ second: Int) -> Bool {
                        let a = spans[first]
                        let b = spans[second]
                        let compared = memcmp(base + a.start, base + b.start, min(a.count, b.count))
                        if compared != 0 { return compared < 0 }
                        return a.count < b.count || (a.count == b.count && first < second)
                    }
                    order.sort(by: precedes)
                }
            }
            return order
        }
    }
}
