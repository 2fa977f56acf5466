import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `TextCheck` reads blocks of 32 and 8 bytes at a time: every length and every position of a
/// bad byte must give the same answer as reading byte by byte.
@Suite struct TextCheckTests {
    @Test func asciiTextOfEveryLengthIsText() {
        for length in 0...100 {
            #expect(TextCheck.problem(in: Array(repeating: UInt8(ascii: "a"), count: length)) == nil, "length \(length)")
        }
    }

    @Test func aNulByteIsFoundWhereverItIs() {
        for length in 1...80 {
            for position in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0
                let problem = TextCheck.problem(in: bytes)
                #expect(problem?.contains("column \(position + 1)") == true, "length \(length), NUL at \(position)")
            }
        }
    }

    @Test func multiByteCharactersAnywhereAreTextAndBrokenOnesAreNot() {
        for position in 0...70 {
            var text = Array(repeating: UInt8(ascii: "x"), count: 72)
            text.replaceSubrange(position..<(position + 2), with: Array("é".utf8))
            #expect(TextCheck.problem(in: text) == nil, "é at \(position)")
            var broken = Array(repeating: UInt8(ascii: "x"), count: 72)
            broken[position] = 0xC3
            #expect(TextCheck.problem(in: broken)?.contains("not valid UTF-8") == true, "lone lead byte at \(position)")
        }
    }
}
