#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring tests on raw bytes, at `memchr` speed: for deciding that a file cannot matter
/// before tokenizing it.
enum ByteSearch {
    /// Whether `needle` occurs anywhere in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0 else { return true }
        guard let base = haystack.baseAddress, haystack.count >= length else { return false }
        let first = Int32(needle.utf8Start[0])
        let lastStart = base + (haystack.count - length)
        var probe = base
        while probe <= lastStart {
            guard let found = memchr(probe, first, lastStart - probe + 1) else { return false }
            let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmpEqual(candidate, needle.utf8Start, length) { return true }
            probe = candidate + 1
        }
        return false
    }

    /// Whether any of `needles` occurs in `haystack`.
    static func containsAny(_ haystack: UnsafeBufferPointer<UInt8>, _ needles: [StaticString]) -> Bool {
        needles.contains { contains(haystack, $0) }
    }
}
