@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

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

/// One to four random slices of `corpus` laid end to end: valid Swift cut anywhere.
func randomSplice(of corpus: [[UInt8]], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let source = corpus.randomElement(using: &generator)!
        let start = Int.random(in: 0...source.count, using: &generator)
        let end = Int.random(in: start...source.count, using: &generator)
        bytes += source[start..<end]
    }
    return bytes
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
