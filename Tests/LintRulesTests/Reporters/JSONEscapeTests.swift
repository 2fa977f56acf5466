import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `appendJSONString` skips eight bytes at a time while none needs an escape: wherever the byte
/// that does stands, the result must be what escaping byte by byte gives, and valid JSON that
/// reads back as the same string.
@Suite struct JSONEscapeTests {
    private func byteByByte(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): out += Array("\\n".utf8)
            case UInt8(ascii: "\r"): out += Array("\\r".utf8)
            case UInt8(ascii: "\t"): out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    @Test func everyEscapeAtEveryPositionOfEveryLength() throws {
        let specials: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", " ", "é", "~"]
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for special in specials {
                    var characters = Array(repeating: Character("a"), count: length)
                    if length > 0 { characters[position] = special }
                    let text = String(characters)
                    var buffer = ByteBuffer()
                    buffer.appendJSONString(text)
                    #expect(buffer.bytes == byteByByte(text), "length \(length), \(special.debugDescription) at \(position)")
                    let decoded = try JSONSerialization.jsonObject(with: Data(buffer.bytes), options: .fragmentsAllowed) as? String
                    #expect(decoded == text)
                }
            }
        }
    }

    @Test func seededRandomTextMatches() {
        var generator = SeededGenerator(seed: 5)
        let alphabet: [UInt8] = [0, 9, 10, 13, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x41, 0x61]
        for round in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...70, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let text = String(decoding: bytes, as: UTF8.self) + "ü€𝄞"
            var buffer = ByteBuffer()
            buffer.appendJSONString(text)
            #expect(buffer.bytes == byteByByte(text), "round \(round)")
            if buffer.bytes != byteByByte(text) { return }
        }
    }
}
