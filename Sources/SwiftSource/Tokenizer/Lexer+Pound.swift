extension Lexer {
    /// Everything that starts with `#`: a shebang, a raw string, an extended regex, a compiler
    /// directive (`#if` … `#endif`, `#available`), or a macro expansion's name (`#selector`,
    /// `#Preview`, `#file`). Swift's own lexer splits the last into `#` and an identifier; the
    /// token stream of SPEC §6 keeps `#selector` one `pound` token, as it keeps `#available`.
    mutating func lexPound(from start: Int) {
        if start == contentStart, byte(start + 1) == UInt8(ascii: "!") {
            lexShebang(from: start)
            return
        }
        var index = start
        while index < end, base[index] == UInt8(ascii: "#") { index += 1 }
        let pounds = index - start
        let next = byte(index)
        if index < end, next == UInt8(ascii: "\"") {
            lexStringOpening(from: start, pounds: pounds)
            return
        }
        if index < end, next == UInt8(ascii: "/") {
            lexExtendedRegex(from: start, pounds: pounds)
            return
        }
        pos = start + 1
        if pounds == 1, let directive = directiveEnd(after: pos) {
            pos = directive.end
            if directive.isConditional { noteBracket() }
            emit(.pound, from: start)
            expectsVersionList = directive.isAvailability
            setPrevious(allowsRegex: directive.isConditional)
            return
        }
        if pounds == 1, index < end, CharacterClass.isASCIIIdentifierHead(next) {
            while pos < end, CharacterClass.isASCIIIdentifierBody(base[pos]) { pos += 1 }
        }
        emit(.pound, from: start)
        setPrevious(allowsRegex: false)
    }

    /// The end of a directive word right after `#`, if the word is one.
    private func directiveEnd(after wordStart: Int) -> (end: Int, isConditional: Bool, isAvailability: Bool)? {
        var wordEnd = wordStart
        while wordEnd < end, CharacterClass.isASCIIIdentifierBody(base[wordEnd]) { wordEnd += 1 }
        let length = wordEnd - wordStart
        guard length >= 2, length <= 14 else { return nil }
        let word = UnsafeBufferPointer(start: base + wordStart, count: length)
        for directive in Lexer.directives where directive.spelling.count == length {
            if directive.spelling.elementsEqual(word) {
                return (wordEnd, directive.isConditional, directive.isAvailability)
            }
        }
        return nil
    }

    private static let directives: [(spelling: [UInt8], isConditional: Bool, isAvailability: Bool)] = [
        (Array("if".utf8), true, false), (Array("else".utf8), true, false), (Array("elseif".utf8), true, false),
        (Array("endif".utf8), true, false), (Array("available".utf8), false, true),
        (Array("unavailable".utf8), false, true), (Array("sourceLocation".utf8), false, false),
        (Array("_hasSymbol".utf8), false, false),
    ]
}
