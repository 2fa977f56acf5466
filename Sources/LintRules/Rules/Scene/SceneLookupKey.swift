import SwiftSource

/// Spellings of one lookup that `ExpressionNormalizer` keeps apart (it spells code, not
/// meaning) but that pick the same scene, folded in a lookup's key only: the key groups copies,
/// while a report's fingerprint keeps the normalized text as written.
enum SceneLookupKey {
    /// `.map{$0 as? UIWindowScene}.compactMap{$0}` is `.compactMap{$0 as? UIWindowScene}`: the
    /// casts made, then the failed ones dropped.
    static func foldingMapThenCompactMap(_ key: String) -> String {
        guard mayHoldDroppedNils(key) else { return key }
        var bytes = Array(key.utf8)
        let tail = Array(".compactMap{$0}".utf8)
        let head = Array(".map{".utf8)
        var searchEnd = bytes.count
        while let found = lastRange(of: tail, in: bytes, before: searchEnd) {
            searchEnd = found
            // The closure just before: `.map{ … }`, its braces balanced.
            guard found > 0, bytes[found - 1] == UInt8(ascii: "}") else { continue }
            var depth = 0
            var open = found - 1
            while open >= 0 {
                if bytes[open] == UInt8(ascii: "}") { depth += 1 }
                if bytes[open] == UInt8(ascii: "{") { depth -= 1; if depth == 0 { break } }
                open -= 1
            }
            let mapStart = open - (head.count - 1)
            guard open > 0, mapStart >= 0, Array(bytes[mapStart...open]) == head else { continue }
            // `.map{X}.compactMap{$0}` → `.compactMap{X}`.
            bytes.replaceSubrange(found..<(found + tail.count), with: [])
            bytes.replaceSubrange(mapStart..<(open + 1), with: Array(".compactMap{".utf8))
            searchEnd = mapStart
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `.delegate is SceneDelegate`, `.delegate as? SceneDelegate`: the key tests the delegate's type.
    static func testsDelegateType(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { ByteSearch.containsAny($0, delegateTypeTests) }
    }

    private static let delegateTypeTests = [ByteSearch.Needle(".delegate is "), ByteSearch.Needle(".delegate as")]

    /// Whether the key has a `compactMap{$0}` (most keys do not: told on their bytes).
    private static func mayHoldDroppedNils(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { ByteSearch.containsAny($0, droppedNils) }
    }

    private static let droppedNils = [ByteSearch.Needle(".compactMap{$0}")]

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        var start = end - needle.count
        while start >= 0 {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}
