#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring tests on raw bytes, at `memchr` speed: for deciding that a file cannot matter
/// before tokenizing it.
package enum ByteSearch {
    /// A word to look for, with the offset of its least common byte (see `anchorOffset`):
    /// `memchr` looks for that byte, so it stops rarely in ordinary code.
    package struct Needle: Sendable {
        let text: StaticString
        let anchor: Int

        package init(_ text: StaticString) {
            self.text = text
            anchor = ByteSearch.anchorOffset(text)
        }

        func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
            let length = text.utf8CodeUnitCount
            guard length > 0 else { return true }
            guard let base = haystack.baseAddress, haystack.count >= length else { return false }
            let anchorByte = Int32(text.utf8Start[anchor])
            // The anchor of a match lies in [anchor, count - length + anchor].
            let end = base + (haystack.count - length + anchor + 1)
            var probe = base + anchor
            while probe < end {
                guard let found = memchr(probe, anchorByte, end - probe) else { return false }
                let hit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if memcmpEqual(hit - anchor, text.utf8Start, length) { return true }
                probe = hit + 1
            }
            return false
        }
    }

    /// Whether `needle` occurs anywhere in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        Needle(needle).occurs(in: haystack)
    }

    /// Whether any of `needles` occurs in `haystack`.
    package static func containsAny(_ haystack: UnsafeBufferPointer<UInt8>, _ needles: [Needle]) -> Bool {
        needles.contains { $0.occurs(in: haystack) }
    }

    /// The offset of the byte to look for first: an upper-case letter, the rarer the better in
    /// Swift source, else the last byte.
    static func anchorOffset(_ needle: StaticString) -> Int {
        // Upper-case letters from common to rare in Swift code (a rough ranking; any is correct).
        let ranking: StaticString = "SUICTVDNAEPRLFBMGHOWKJYQXZ"
        var best = needle.utf8CodeUnitCount - 1
        var bestRank = -1
        for offset in 0..<needle.utf8CodeUnitCount {
            let byte = needle.utf8Start[offset]
            for rank in 0..<ranking.utf8CodeUnitCount where ranking.utf8Start[rank] == byte && rank > bestRank {
                best = offset
                bestRank = rank
            }
        }
        return best
    }
}
