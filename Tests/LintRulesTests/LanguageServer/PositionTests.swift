import Testing
@testable import TablintLanguageServer

/// tablint counts UTF-8 bytes; editors count UTF-16 units unless they offer UTF-8.
@Suite struct PositionTests {
    // 😀: 4 bytes, 2 units. 🇫🇷: 8 bytes, 4 units. é: 2 bytes, 1 unit.
    static let text = "let a = 1\nlet e = \"😀🇫🇷é\"; let w = x\r\nlast"
    static let lines = LineIndex(Array(text.utf8))

    @Test func negotiation() {
        #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-16", "utf-8"]) == .utf8)
    }

    @Test(arguments: [(PositionEncoding.utf16, 27), (.utf8, 34)])
    func byteColumnAfterMultibyteText(_ encoding: PositionEncoding, _ character: Int) {
        // `x` on line 2: byte column 35 (1-based).
        #expect(Self.lines.position(line: 2, byteColumn: 35, encoding: encoding) == Position(line: 1, character: character))
    }

    @Test(arguments: [PositionEncoding.utf16, .utf8])
    func offsetsRoundTrip(_ encoding: PositionEncoding) {
        let bytes = Array(Self.text.utf8)
        var offset = 0
        while offset <= bytes.count {
            // Only offsets at scalar starts are positions.
            if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                let position = Self.lines.position(ofOffset: offset, encoding: encoding)
                let back = Self.lines.offset(of: position, encoding: encoding)
                // A line break's bytes map to the end of the line's content.
                if bytes.indices.contains(offset), bytes[offset] == 10 || bytes[offset] == 13 {
                    #expect(back <= offset)
                } else {
                    #expect(back == offset, "offset \(offset) → \(position) → \(back)")
                }
            }
            offset += 1
        }
    }

    @Test func linesEndAtLFCRLFAndCR() {
        let lines = LineIndex(Array("a\nb\r\nc\rd".utf8))
        #expect(lines.lineCount == 4)
        #expect(lines.offset(of: Position(line: 3, character: 0), encoding: .utf16) == 7)
    }

    @Test func positionsPastTheEndAreClamped() {
        #expect(Self.lines.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 9)
        #expect(Self.lines.offset(of: Position(line: 99, character: 0), encoding: .utf16) == Self.text.utf8.count)
    }

    @Test func incrementalEditsInUTF16() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let e = \"😀\"; x\n")
        // Replace `x` (UTF-16 character 14: the emoji counts 2; in UTF-8 it would be 16).
        let range = TextRange(start: Position(line: 0, character: 14), end: Position(line: 0, character: 15))
        document.apply([.init(range: range, text: "y()")], version: 2, encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "let e = \"😀\"; y()\n")
        document.apply([.init(range: nil, text: "whole")], version: 3, encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "whole" && document.version == 3)
    }

    @Test func fileURIs() {
        #expect(FileURI.path(of: "file:///tmp/My%20App/Sc%C3%A8ne.swift") == "/tmp/My App/Scène.swift")
        #expect(FileURI.uri(of: "/tmp/My App/Scène.swift") == "file:///tmp/My%20App/Sc%C3%A8ne.swift")
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
    }
}
