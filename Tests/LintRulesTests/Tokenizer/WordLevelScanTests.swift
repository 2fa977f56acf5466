import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The tokenizer reads indentation and keyword spellings a word at a time; these pin those
/// shortcuts to the plain byte-by-byte answer.
@Suite struct WordLevelScanTests {
    @Test func indentationOfEveryWidthEndsAtTheToken() {
        for width in 0...40 {
            let source = Array(("\n" + String(repeating: " ", count: width) + "let x").utf8)
            let tokens = Tokenizer.tokenize(source)
            #expect(tokens.first?.column == width + 1, "indentation \(width)")
            #expect(tokens.first?.keyword == .let)
        }
    }

    /// A keyword is recognised whether it is packed from two word loads (16 bytes readable) or
    /// byte by byte (near the end of the file), and a longer or shorter name is never taken for one.
    @Test(arguments: Keyword.allCases)
    func everyKeywordIsFoundWhereverItEndsInTheFile(keyword: Keyword) {
        let spelling = Array(keyword.spelling.utf8)
        let table = KeywordTable.shared
        for padding in 0...16 {
            let buffer = spelling + [UInt8](repeating: UInt8(ascii: " "), count: padding)
            buffer.withUnsafeBufferPointer { bytes in
                let base = bytes.baseAddress!
                #expect(table.lookup(base, spelling.count, readable: bytes.count) == keyword)
                if spelling.count > 1 {
                    #expect(table.lookup(base, spelling.count - 1, readable: bytes.count) != keyword)
                }
            }
            let longer = spelling + [UInt8(ascii: "s")] + [UInt8](repeating: UInt8(ascii: " "), count: padding)
            longer.withUnsafeBufferPointer { bytes in
                #expect(KeywordTable.shared.lookup(bytes.baseAddress!, spelling.count + 1, readable: bytes.count) != keyword)
            }
        }
    }

    /// Names are read four bytes per step while four are left: a name of any length ends at the
    /// right byte, whatever stops it (a space, punctuation, the file's end) and wherever a
    /// non-ASCII letter falls in it.
    @Test func namesOfEveryLengthEndWhereTheyEnd() {
        for length in 1...13 {
            let name = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            for stop in ["", " ", "(", ".", "\n", "+"] {
                let tokens = Tokenizer.tokenize(Array((name + stop).utf8))
                #expect(tokens.first?.length == length, "\(name) then \(stop.debugDescription)")
                #expect(tokens.first?.kind == .identifier || tokens.first?.keyword != nil)
            }
            for position in 0..<length {
                var scalars = Array(name.unicodeScalars)
                scalars[position] = "é"
                let accented = String(String.UnicodeScalarView(scalars))
                let tokens = Tokenizer.tokenize(Array((accented + " x").utf8))
                #expect(tokens.first?.length == accented.utf8.count, "\(accented)")
                #expect(tokens.count == 2)
            }
        }
    }
}
