@testable import LintRules

/// `kind text` for every token, comments included: `["keyword let", "identifier x"]`.
func lexed(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Tokenizer.tokenize(bytes).map { "\($0.kind.name) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
}

/// The tokens of one kind, by text.
func texts(_ source: String, of kind: TokenKind) -> [String] {
    let bytes = Array(source.utf8)
    return Tokenizer.tokenize(bytes).filter { $0.kind == kind }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
}

/// Every invariant problem of the tokenization of `bytes` (empty when it is sound).
func invariantProblems(_ bytes: [UInt8]) -> [String] {
    TokenInvariants.violations(in: Tokenizer.tokenize(bytes), of: bytes)
}

/// A deterministic pseudo-random generator, so failures repeat.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E3779B97F4A7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58476D1CE4E5B9
        value = (value ^ (value >> 27)) &* 0x94D049BB133111EB
        return value ^ (value >> 31)
    }
}
