import Testing
@testable import LintRules

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
}
