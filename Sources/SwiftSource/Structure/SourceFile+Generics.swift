/// Generic angle brackets are operators to the lexer; declarations skip them by counting.
extension SourceFile {
    /// The net number of generic angle brackets the token at `index` opens (`<`) or closes (`>`, `>>`, `>?`).
    func angleDelta(_ index: Int) -> Int {
        let token = code[index]
        guard token.kind == .operator, !isOperator(index, "->") else { return 0 }
        var opens = 0
        var closes = 0
        for byte in bytes[token.range] {
            switch byte {
            case UInt8(ascii: "<"): opens += 1
            case UInt8(ascii: ">"): closes += 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"): break
            default: return 0
            }
        }
        return opens - closes
    }

    /// Skips `<…>` right at `index`.
    func skipGenericArguments(from index: Int) -> Int {
        guard index < code.count, code[index].kind == .operator,
              bytes[code[index].offset] == UInt8(ascii: "<") else { return index }
        var depth = 0
        var probe = index
        while probe < code.count {
            depth += angleDelta(probe)
            probe += 1
            if depth <= 0 { return probe }
            if isPunctuation(probe, "{") || isPunctuation(probe, ";") { return probe }
        }
        return probe
    }
}
