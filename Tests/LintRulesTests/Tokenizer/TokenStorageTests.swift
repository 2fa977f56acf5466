import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Code tokens are written straight into the array `split` returns, sized for ordinary code;
/// denser input moves to a growing buffer. Both paths must give every token.
@Suite struct TokenStorageTests {
    @Test(arguments: [1, 15, 16, 17, 100, 1_000, 100_000])
    func oneTokenPerByteOverflowsTheFirstBufferAndLosesNothing(length: Int) {
        let source = Array(repeating: UInt8(ascii: ";"), count: length)
        let (code, comments) = source.withUnsafeBufferPointer { Tokenizer.split($0) }
        #expect(comments.isEmpty)
        #expect(code.count == length)
        #expect(code.enumerated().allSatisfy { $0.element.offset == $0.offset && $0.element.length == 1 && $0.element.kind == .punctuation })
    }

    @Test func sparseTokensStayInTheFirstBuffer() {
        let line = "let longIdentifierName = anotherLongIdentifierName // a comment\n"
        let source = Array(String(repeating: line, count: 500).utf8)
        let (code, comments) = source.withUnsafeBufferPointer { Tokenizer.split($0) }
        #expect(code.count == 2_000)
        #expect(comments.count == 500)
        #expect(code.last.map { source.count - line.utf8.count + 25 == $0.offset } == true)
    }
}
