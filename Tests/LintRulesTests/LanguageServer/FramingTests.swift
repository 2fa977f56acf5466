import Testing
@testable import SwiftSource
@testable import TablintLanguageServer

/// The base protocol's framing, fed the way a pipe delivers bytes: in pieces of any size.
@Suite struct FramingTests {
    static func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func splitsMessagesAcrossAnyChunking() {
        let bodies = [#"{"a":1}"#, #"{"text":"é😀"}"#, "{}"]
        let stream = bodies.flatMap(Self.framed)
        for chunkSize in [1, 2, 7, stream.count] {
            var framer = MessageFramer()
            var frames: [Frame] = []
            var offset = 0
            while offset < stream.count {
                framer.append(stream[offset..<min(offset + chunkSize, stream.count)])
                offset += chunkSize
                while let frame = framer.next() { frames.append(frame) }
            }
            #expect(frames == bodies.map { .message(Array($0.utf8)) }, "chunks of \(chunkSize)")
        }
    }

    @Test func headerNamesAreCaseInsensitiveAndOtherFieldsAllowed() {
        var framer = MessageFramer()
        framer.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(framer.next() == .message(Array("{}".utf8)))
    }

    @Test func aHeaderWithoutLengthIsSkippedAndTheStreamGoesOn() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n".utf8) + Self.framed("{}"))
        guard case .invalidHeader = framer.next() else { Issue.record("expected an invalid header"); return }
        #expect(framer.next() == .message(Array("{}".utf8)))
        #expect(framer.next() == nil)
    }

    @Test func writerFramesCompactJSON() {
        let captured = Captured()
        MessageWriter(output: captured.append).send(.fields(["id": .number(1), "text": .string("é\n")]))
        #expect(String(decoding: captured.bytes, as: UTF8.self) == "Content-Length: 22\r\n\r\n{\"id\":1,\"text\":\"é\\n\"}")
    }
}
