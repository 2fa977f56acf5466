import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The accessor a duplicated lookup suggests re-indents the lookup's lines. ASCII text takes a
/// path on bytes: it must give what the `Character` version gives.
@Suite struct AccessorSnippetTests {
    private func byCharacters(_ body: String) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "        " + $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
    }

    @Test func asciiLinesAreIndentedAsByCharacters() {
        var generator = SeededGenerator(seed: 23)
        let pieces = [" ", "\t", "\n", "  ", "let", "scenes", " = ", "UIApplication.shared.connectedScenes", "{ $0 }", "??", "x"]
        for round in 0..<2_000 {
            let body = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(DuplicatedSceneLookupRule.asciiIndented(body) == byCharacters(body), "round \(round): \(body.debugDescription)")
        }
    }

    @Test func otherTextTakesTheCharacterPath() {
        #expect(DuplicatedSceneLookupRule.asciiIndented("let a = 1\r\nlet b = 2") == nil)
        #expect(DuplicatedSceneLookupRule.asciiIndented("  let café = 1") == nil)
        let snippet = DuplicatedSceneLookupRule.accessorSnippet(body: "  let café = 1\n\treturn café", yield: .scene)
        #expect(snippet.contains("\n        let café = 1\n        return café\n"))
    }
}
