extension Lexer {
    /// Integer and floating-point literals: decimal, `0x` (with hex floats such as `0x1p-3`),
    /// `0o`, `0b`, `_` separators and exponents. A sign is never part of the number: `-1` is an
    /// operator and an integer. Trailing identifier characters (`1abc`) stay in the token, as in
    /// Swift's own lexer, so an invalid literal is one token.
    mutating func lexNumber(from start: Int) {
        pos = start
        var isFloat = false
        if versionListDepth >= 0 || followsPeriod(start) {
            // A version component (`13` in `iOS 13.0`) or a tuple index (`0` in `pair.0`).
            skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            numbers.append(tokens.count)
            emit(.integer, from: start)
            setPrevious(allowsRegex: false)
            return
        }
        let radixMarker = byte(start + 1) | 0x20
        if base[start] == UInt8(ascii: "0"), radixMarker == UInt8(ascii: "x") {
            pos = start + 2
            skip(while: { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
            if byte(pos) == UInt8(ascii: "."), CharacterClass.isHexDigit(byte(pos + 1)) {
                pos += 1
                skip(while: { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") })
                isFloat = true
            }
            if byte(pos) | 0x20 == UInt8(ascii: "p") { isFloat = skipExponent() || isFloat }
        } else if base[start] == UInt8(ascii: "0"), radixMarker == UInt8(ascii: "o") || radixMarker == UInt8(ascii: "b") {
            pos = start + 2
            skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
        } else {
            skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
            if byte(pos) == UInt8(ascii: "."), CharacterClass.isDigit(byte(pos + 1)) {
                pos += 1
                skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
                isFloat = true
            }
            if byte(pos) | 0x20 == UInt8(ascii: "e") { isFloat = skipExponent() || isFloat }
        }
        skip(while: CharacterClass.isASCIIIdentifierBody)
        numbers.append(tokens.count)
        emit(isFloat ? .float : .integer, from: start)
        setPrevious(allowsRegex: false)
    }

    private func followsPeriod(_ start: Int) -> Bool {
        guard let last = tokens.last, last.end == start, last.kind == .punctuation else { return false }
        return base[last.offset] == UInt8(ascii: ".")
    }

    /// Skips `e`/`p`, an optional sign and digits when they form an exponent.
    private mutating func skipExponent() -> Bool {
        var index = pos + 1
        let sign = byte(index)
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
        guard CharacterClass.isDigit(byte(index)) else { return false }
        pos = index
        skip(while: { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") })
        return true
    }

    @inline(__always)
    mutating func skip(while predicate: (UInt8) -> Bool) {
        var index = pos
        while index < end, predicate(base[index]) { index += 1 }
        pos = index
    }
}
