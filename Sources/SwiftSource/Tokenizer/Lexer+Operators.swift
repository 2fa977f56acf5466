extension Lexer {
    /// Operators by maximal munch. A `.` continues only an operator that began with `.` (`..<`,
    /// `...`); `//` and `/*` inside an operator start a comment. A `?` or `!` glued to what is
    /// before it is a one-character postfix operator (`x?.y`, `x!`), as in Swift's lexer.
    mutating func lexOperator(from start: Int) {
        let first = base[start]
        let leftBound = isLeftBound(start)
        if leftBound, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
            pos = start + 1
            emit(.operator, from: start)
            setPrevious(allowsRegex: false)
            return
        }
        pos = start + (first < 0x80 ? 1 : (decodeScalar(base, at: start, end: end)?.length ?? 1))
        let startsWithDot = first == UInt8(ascii: ".")
        while pos < end {
            let current = base[pos]
            if current == UInt8(ascii: ".") {
                guard startsWithDot else { break }
                pos += 1
            } else if current == UInt8(ascii: "/"), byte(pos + 1) == UInt8(ascii: "/") || byte(pos + 1) == UInt8(ascii: "*") {
                break
            } else if CharacterClass.isASCIIOperator(current) {
                pos += 1
            } else if current >= 0x80, let (scalar, length) = decodeScalar(base, at: pos, end: end),
                      CharacterClass.isOperatorBody(scalar) {
                pos += length
            } else {
                break
            }
        }
        let rightBound = isRightBound(pos, leftBound: leftBound)
        emit(.operator, from: start)
        let length = pos - start
        if length == 2, first == UInt8(ascii: "-"), base[start + 1] == UInt8(ascii: ">") {
            setPrevious(allowsRegex: false)  // `->`
        } else if leftBound == rightBound {
            setPrevious(allowsRegex: true, isBinaryOperator: true)
        } else {
            setPrevious(allowsRegex: rightBound)  // prefix: an operand follows; postfix: it ended one
        }
    }

    /// Whether the byte before `index` glues a token to the left (Swift's "left-bound" rule).
    func isLeftBound(_ index: Int) -> Bool {
        guard index > contentStart else { return false }
        switch base[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && base[index - 2] == UInt8(ascii: "*"))  // after a `*/`
        default:
            return true
        }
    }

    /// Whether the byte at `index` glues a token to the right.
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < end else { return false }
        switch base[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(index + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        default:
            return true
        }
    }
}
