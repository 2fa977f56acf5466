extension Lexer {
    @inline(__always)
    mutating func lexIdentifier(from start: Int, headLength: Int = 1) {
        // A local index keeps the scan in a register.
        var index = start + headLength
        var isASCII = headLength == 1
        let base = self.base
        let end = self.end
        let table = identifierBodyTable
        // Four ASCII name bytes per bound check while four are left; the byte that stops it
        // (or the last few) goes to the loop below, which also reads non-ASCII names.
        while index &+ 4 <= end {
            if table[Int(base[index])] == 0 { break }
            if table[Int(base[index &+ 1])] == 0 { index &+= 1; break }
            if table[Int(base[index &+ 2])] == 0 { index &+= 2; break }
            if table[Int(base[index &+ 3])] == 0 { index &+= 3; break }
            index &+= 4
        }
        while index < end {
            let current = base[index]
            if table[Int(current)] != 0 {
                index += 1
            } else if current >= 0x80, let (scalar, length) = decodeScalar(base, at: index, end: end),
                      CharacterClass.isIdentifierBody(scalar) {
                index += length
                isASCII = false
            } else {
                break
            }
        }
        pos = index
        let keyword = isASCII ? keywords.lookup(base + start, pos &- start, readable: end &- start) : nil
        if keyword != nil { words.append(tokens.count) }
        if let keyword, keyword.isReserved {
            emit(.keyword, from: start, keyword: keyword)
            setPrevious(allowsRegex: !keyword.endsExpression,
                        isFuncOrOperator: keyword == .func || keyword == .operator)
        } else {
            // Contextual keywords start as identifiers; `ContextualKeywords` promotes them.
            emit(.identifier, from: start, keyword: keyword)
            setPrevious(allowsRegex: false)
        }
    }

    /// `` `class` `` and Swift 6 raw identifiers (`` `tab bar` ``) on one line. A backtick with no
    /// partner on its line is a stray byte.
    mutating func lexBacktickIdentifier(from start: Int) {
        var index = start + 1
        while index < end {
            let current = base[index]
            if current == UInt8(ascii: "`") || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            index += 1
        }
        if index < end, base[index] == UInt8(ascii: "`"), index > start + 1 {
            pos = index + 1
            emit(.identifier, from: start)
            setPrevious(allowsRegex: false)
        } else {
            pos = start + 1
            emit(.unknown, from: start)
            setPrevious(allowsRegex: true)
        }
    }

    /// `$0`, `$name` (property-wrapper projections) and a lone `$`.
    mutating func lexDollarIdentifier(from start: Int) {
        pos = start + 1
        while pos < end, CharacterClass.isASCIIIdentifierBody(base[pos]) { pos += 1 }
        emit(.identifier, from: start)
        setPrevious(allowsRegex: false)
    }

    /// `@` is punctuation; the name right after it is an attribute.
    mutating func lexAttribute(from start: Int) {
        pos = start + 1
        emit(.punctuation, from: start)
        setPrevious(allowsRegex: false)
        let next = byte(pos)
        if pos < end, CharacterClass.isASCIIIdentifierHead(next) || next == UInt8(ascii: "`") || next >= 0x80 {
            let nameStart = pos
            let countBefore = tokens.count
            if next == UInt8(ascii: "`") { lexBacktickIdentifier(from: nameStart) } else { lexToken() }
            if tokens.count == countBefore + 1, tokens[countBefore].kind == .identifier || tokens[countBefore].kind == .keyword {
                tokens[countBefore].kind = .attribute
                tokens[countBefore].keyword = nil
                if words.last != countBefore { words.append(countBefore) }
                expectsVersionList = Lexer.versionedAttributes.contains {
                    $0.count == pos - nameStart && memcmpEqual(base + nameStart, $0, $0.count)
                }
            }
        }
    }

    /// Attributes whose arguments hold platform versions.
    static let versionedAttributes: [[UInt8]] = ["available", "backDeployed", "_originallyDefinedIn"].map { Array($0.utf8) }

    /// A byte of 0x80 or above outside literals and comments: a Unicode identifier, a Unicode
    /// operator, or something Swift does not accept there (invalid UTF-8, a non-ASCII space).
    mutating func lexNonASCII(from start: Int) {
        guard let (scalar, length) = decodeScalar(base, at: start, end: end) else {
            pos = start + 1
            while pos < end, base[pos] & 0xC0 == 0x80 { pos += 1 }  // stray continuation bytes
            emit(.unknown, from: start)
            setPrevious(allowsRegex: true)
            return
        }
        switch CharacterClass.role(of: scalar) {
        case .identifierHead:
            lexIdentifier(from: start, headLength: length)
        case .operatorHead:
            lexOperator(from: start)
        case .identifierBody, .operatorBody, .other:
            pos = start + length
            emit(.unknown, from: start)
            setPrevious(allowsRegex: true)
        }
    }
}

extension Keyword {
    /// Keywords that are whole expressions: a `/` after them is division, not a regex.
    var endsExpression: Bool {
        switch self {
        case .true, .false, .Any, .nil, .self, .Self, .super: true
        default: false
        }
    }
}
