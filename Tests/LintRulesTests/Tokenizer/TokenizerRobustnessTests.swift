import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct TokenizerRobustnessTests {
    @Test(arguments: Fixtures.all.indices)
    func roundTripsEveryFixture(_ index: Int) {
        let source = Array(Fixtures.all[index].utf8)
        #expect(invariantProblems(source) == [])
        #expect(reassembled(source) == source)
    }

    @Test func everyPrefixOfTheTrickyFilesTokenizes() {
        for fixture in Fixtures.tricky + [Fixtures.windowSceneExtension] {
            let source = Array(fixture.utf8)
            for length in 0...source.count {
                let prefix = Array(source[0..<length])
                let problems = invariantProblems(prefix)
                #expect(problems.isEmpty, "prefix of \(length) bytes: \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test func tenThousandRandomByteStrings() {
        var generator = SeededGenerator(seed: 2026)
        // Bytes weighted towards the ones that drive the lexer's decisions.
        let interesting = Array("\"#/\\(){}[]*`$@.?!\n\r \t0xeE_-+'".utf8) + [0, 0xC3, 0xA9, 0xFF, 0xE2, 0x88]
        for round in 0..<10_000 {
            let length = Int.random(in: 0...64, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let problems = invariantProblems(bytes)
            #expect(problems.isEmpty, "round \(round), bytes \(bytes): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    @Test func randomSplicesOfValidSwift() {
        var generator = SeededGenerator(seed: 7)
        let corpus = Fixtures.all.map { Array($0.utf8) }
        for round in 0..<2_000 {
            let bytes = randomSplice(of: corpus, using: &generator)
            let problems = invariantProblems(bytes)
            #expect(problems.isEmpty, "round \(round): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    @Test func fiveMegabyteSingleLine() {
        let line = Array(repeating: Array("let a = b + \"c\" // d ".utf8), count: 250_000).joined()
        let source = Array(line)
        #expect(source.count > 5_000_000)
        let tokens = Tokenizer.tokenize(source)
        #expect(tokens.count == 9)  // `let a = b + "c"` and the comment that takes the rest of the line
        #expect(invariantProblems(source) == [])
        let code = Array(Array(repeating: Array("a + b; ".utf8), count: 750_000).joined())
        #expect(Tokenizer.tokenize(code).count == 3_000_000)
    }

    @Test func deepNestingDoesNotRecurse() {
        let depth = 20_000
        let parentheses = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        let brackets = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + " x"
        let interpolations = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        for source in [parentheses, brackets, braces, comments, interpolations] {
            let bytes = Array(source.utf8)
            #expect(invariantProblems(bytes) == [])
            let file = SourceFile(path: "deep.swift", bytes: bytes)
            #expect(file.code.count > 0)
        }
        let interpolationTokens = Tokenizer.tokenize(Array(interpolations.utf8))
        #expect(interpolationTokens.filter { $0.kind == .stringDelimiter }.count == 2 * depth)
        let commentTokens = Tokenizer.tokenize(Array(comments.utf8))
        #expect(commentTokens.first?.kind == .blockComment && commentTokens.count == 2)
    }

    @Test func unterminatedConstructsAtTheEndOfTheFile() {
        for source in ["\"abc", "\"\"\"\nabc", "#\"abc", "/* abc", "x = #/abc", "\"\\(abc", "\"\"\"\n\\(a", "`abc", "0x", "1e", "@", "#"] {
            #expect(invariantProblems(Array(source.utf8)) == [], "\(source)")
        }
    }

    private func reassembled(_ source: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var position = 0
        for token in Tokenizer.tokenize(source) {
            output += source[position..<token.offset]
            output += source[token.range]
            position = token.end
        }
        output += source[position...]
        return output
    }
}
