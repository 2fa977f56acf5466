import Foundation
import SwiftSource

/// One unit of the base protocol's framing: a `Content-Length` header block, then that many
/// bytes of JSON.
package enum Frame: Sendable, Equatable {
    case message([UInt8])
    /// A header block without a usable `Content-Length`: the bytes up to its blank line are
    /// skipped, so the stream can go on with the next message.
    case invalidHeader(String)
}

/// Splits a byte stream into frames. Fed in chunks of any size (a pipe delivers what it
/// delivers), it keeps the partial rest until more arrives.
package struct MessageFramer: Sendable {
    private var buffer: [UInt8] = []
    /// Where the unconsumed bytes start; the buffer is compacted only now and then, so reading
    /// many small messages does not copy the rest each time.
    private var start = 0

    package init() {}

    package mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    package mutating func next() -> Frame? {
        guard let headerEnd = headerEnd() else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            consume(to: bodyStart)
            return .invalidHeader("the header has no valid Content-Length: \(header.prefix(80))")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        consume(to: bodyStart + length)
        return .message(body)
    }

    /// Header fields are `Name: value` lines; names are case-insensitive (as in HTTP).
    static func contentLength(in header: String) -> Int? {
        var length: Int?
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else { return nil }
                length = number
            }
        }
        return length
    }

    /// The offset of the `\r\n\r\n` that ends the header block.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private mutating func consume(to offset: Int) {
        start = offset
        if start >= 65_536 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Writes framed messages to a file descriptor; one lock so messages from the reader (parse
/// errors) and the worker (everything else) never interleave.
package final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let output: @Sendable ([UInt8]) -> Void

    package init(output: @escaping @Sendable ([UInt8]) -> Void) {
        self.output = output
    }

    package convenience init(descriptor: Int32) {
        self.init(output: { FileIO.write($0, to: descriptor) })
    }

    package func send(_ message: JSONValue) {
        let body = message.compactJSON()
        let framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        lock.lock()
        defer { lock.unlock() }
        output(framed)
    }
}
