// Foundation: the String fallback's `contains` is the one rules have always used.
import Foundation

/// A name in lower case (optionally without `_`) for the substring tests rules make on
/// identifiers (`kTabBarHeight` contains "tabbar"). Names are nearly always ASCII: those are
/// folded and searched as bytes, which is exactly what `String` comparison gives for ASCII.
/// Any other name keeps the `String` path (Unicode lower-casing, canonical equivalence).
/// Public and inlinable because rules in other modules test names in hot loops.
public struct FoldedName {
    @usableFromInline var ascii: [UInt8] = []
    @usableFromInline var text: String?

    /// Folds `name` to lower case, without its `_`s when `droppingUnderscores`.
    @inlinable
    public init(_ name: String, droppingUnderscores: Bool = false) {
        var name = name
        let folded: [UInt8]? = name.withUTF8 { utf8 in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            for byte in utf8 {
                if byte >= 0x80 { return nil }
                if droppingUnderscores, byte == UInt8(ascii: "_") { continue }
                bytes.append(CharacterClass.asciiLowercased(byte))
            }
            return bytes
        }
        if let folded {
            ascii = folded
        } else {
            let lower = name.lowercased()
            text = droppingUnderscores ? String(lower.filter { $0 != "_" }) : lower
        }
    }

    /// Whether the folded name contains `part` (given in lower case).
    @inlinable
    public func contains(_ part: StaticString) -> Bool {
        if let text { return text.contains(part.description) }
        let count = part.utf8CodeUnitCount
        guard count <= ascii.count else { return false }
        if count == 0 { return true }
        let needle = part.utf8Start
        return ascii.withUnsafeBufferPointer { haystack in
            let base = haystack.baseAddress!
            for start in 0...(haystack.count - count) where base[start] == needle[0] {
                if memcmpEqual(base + start, needle, count) { return true }
            }
            return false
        }
    }

    /// Whether the folded name ends with `part` (given in lower case).
    @inlinable
    public func hasSuffix(_ part: StaticString) -> Bool {
        if let text { return text.hasSuffix(part.description) }
        let count = part.utf8CodeUnitCount
        guard count <= ascii.count else { return false }
        if count == 0 { return true }
        return ascii.withUnsafeBufferPointer { memcmpEqual($0.baseAddress! + ($0.count - count), part.utf8Start, count) }
    }

    /// Whether the folded name starts with `part` (given in lower case).
    @inlinable
    public func hasPrefix(_ part: StaticString) -> Bool {
        if let text { return text.hasPrefix(part.description) }
        let count = part.utf8CodeUnitCount
        guard count <= ascii.count else { return false }
        if count == 0 { return true }
        return ascii.withUnsafeBufferPointer { memcmpEqual($0.baseAddress!, part.utf8Start, count) }
    }

    /// Whether the folded name is `other` (given in lower case).
    @inlinable
    public func equals(_ other: StaticString) -> Bool {
        if let text { return text == other.description }
        return ascii.count == other.utf8CodeUnitCount && hasSuffix(other)
    }
}
