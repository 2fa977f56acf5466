import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The bracket map and the outline walk only the landmarks the lexer lists (`LexedSource`), so
/// those lists must hold exactly the tokens a walk over every token would stop at.
@Suite struct LandmarkTests {
    @Test func fixturesAndEveryPrefixOfTheTrickyFiles() {
        for source in Fixtures.all {
            let bytes = Array(source.utf8)
            #expect(landmarkProblems(bytes).isEmpty, "\(landmarkProblems(bytes))")
        }
        for source in Fixtures.tricky {
            let bytes = Array(source.utf8)
            for end in 0...bytes.count {
                let problems = landmarkProblems(Array(bytes[..<end]))
                #expect(problems.isEmpty, "prefix \(end): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test func directivesAndInterpolationsAreLandmarks() {
        let source = Array(#"#if DEBUG\nlet a = "\(f(x))"\n#elseif os(iOS)\n#else\n#endif\n#available(iOS 13, *)"#.utf8)
        let lexed = source.withUnsafeBufferPointer { Tokenizer.lex($0) }
        let texts = lexed.brackets.map { String(decoding: source[lexed.code[Int($0)].range], as: UTF8.self) }
        #expect(texts == ["#if", "(", "(", ")", ")", "#elseif", "(", ")", "#else", "#endif", "(", ")"])
    }

    @Test func randomBytesAndSplices() {
        var generator = SeededGenerator(seed: 11)
        let interesting = Array("\"#/\\(){}[]`@.\n letclassfuncif".utf8) + [0, 0xC3, 0xA9, 0xFF]
        for round in 0..<5_000 {
            let bytes: [UInt8] = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let problems = landmarkProblems(bytes)
            #expect(problems.isEmpty, "round \(round), bytes \(bytes): \(problems)")
            if !problems.isEmpty { return }
        }
        let corpus = Fixtures.all.map { Array($0.utf8) }
        for round in 0..<1_000 {
            let bytes = randomSplice(of: corpus, using: &generator)
            let problems = landmarkProblems(bytes)
            #expect(problems.isEmpty, "splice \(round): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    /// What is wrong with the lexer's landmark lists for `bytes`, found by walking every token.
    private func landmarkProblems(_ bytes: [UInt8]) -> [String] {
        let lexed = bytes.withUnsafeBufferPointer { Tokenizer.lex($0) }
        var problems: [String] = []
        let words = lexed.words.map(Int.init)
        if zip(words, words.dropFirst()).contains(where: { $0 >= $1 }) { problems.append("words out of order: \(words)") }
        let listed = Set(words)
        for (index, token) in lexed.code.enumerated() where token.kind == .keyword && !listed.contains(index) {
            problems.append("keyword token \(index) not among the words")
        }
        let expected = lexed.code.indices.filter { index in
            let token = lexed.code[index]
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            switch token.kind {
            case .punctuation: return ["(", ")", "[", "]", "{", "}"].contains(text)
            case .pound: return ["#if", "#elseif", "#else", "#endif"].contains(text)
            default: return false
            }
        }
        if lexed.brackets.map(Int.init) != expected {
            problems.append("brackets \(lexed.brackets) instead of \(expected)")
        }
        let numbers = lexed.code.indices.filter { lexed.code[$0].kind == .integer || lexed.code[$0].kind == .float }
        if lexed.numbers.map(Int.init) != numbers {
            problems.append("numbers \(lexed.numbers) instead of \(numbers)")
        }
        return problems
    }
}
