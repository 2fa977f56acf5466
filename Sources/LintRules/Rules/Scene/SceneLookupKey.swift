/// Spellings of one lookup that `ExpressionNormalizer` keeps apart (it spells code, not
/// meaning) but that pick the same scene, folded in a lookup's key only: the key groups copies,
/// while a report's fingerprint keeps the normalized text as written.
enum SceneLookupKey {
    /// `.map{$0 as? UIWindowScene}.compactMap{$0}` is `.compactMap{$0 as? UIWindowScene}`: the
    /// casts made, then the failed ones dropped.
    static func foldingMapThenCompactMap(_ key: String) -> String {
        // Every lookup's key comes here: most spell no `compactMap{$0}`, told on their bytes.
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
        let needle = Array(".delegate a".utf8)
        return key.withUTF8 { bytes in
            guard bytes.count > needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == UInt8(ascii: ".") {
                // `.delegate is` or `.delegate as`: the last needle byte is `i` or `a`.
                if (0..<(needle.count - 1)).allSatisfy({ bytes[start + $0] == needle[$0] }),
                   bytes[start + needle.count - 1] == UInt8(ascii: "i") || bytes[start + needle.count - 1] == UInt8(ascii: "a") {
                    let after = start + needle.count
                    if after < bytes.count, bytes[after] == UInt8(ascii: "s") { return true }
                }
            }
            return false
        }
    }

    /// Whether the key has `{$0}` right after a `compactMap` — `}` closing `{$0` ends it.
    private static func mayHoldDroppedNils(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            guard bytes.count >= 15 else { return false }
            var index = 14
            while index < bytes.count {
                // `.compactMap{$0}` ends in `{$0}`: look for its last byte first.
                if bytes[index] == UInt8(ascii: "}"), bytes[index - 1] == UInt8(ascii: "0"), bytes[index - 2] == UInt8(ascii: "$"),
                   bytes[index - 3] == UInt8(ascii: "{"), bytes[index - 4] == UInt8(ascii: "p") {
                    return true
                }
                index += 1
            }
            return false
        }
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8], before end: Int) -> Int? {
        var start = end - needle.count
        while start >= 0 {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}
