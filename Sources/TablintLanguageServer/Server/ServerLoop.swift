import Foundation
import LintRules
import SwiftSource

/// Messages read but not yet handled. The reader thread adds; the worker takes everything
/// waiting at once, so a burst of changes typed during a check is applied together and checked
/// once (the debounce: newest text wins, nothing waits on a timer).
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private var isClosed = false

    func push(_ message: JSONValue) {
        condition.lock()
        messages.append(message)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        isClosed = true
        condition.signal()
        condition.unlock()
    }

    /// Everything waiting, blocking until there is something; nil once the input has ended.
    func takeAll() -> [JSONValue]? {
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty && !isClosed { condition.wait() }
        guard !messages.isEmpty else { return nil }
        defer { messages = [] }
        return messages
    }

    /// Whether a change or close of the document waits: a check of its older text is stale.
    func supersedes(_ uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return messages.contains { message in
            guard let method = message["method"]?.string,
                  method == "textDocument/didChange" || method == "textDocument/didClose" else { return false }
            return message["params"]?["textDocument"]?["uri"]?.string == uri
        }
    }
}

/// `tablint lsp`: frames standard input on a reader thread, handles messages on this one.
package enum ServerLoop {
    package static func run(input: Int32, output: Int32, loadWorkspace: @escaping WorkspaceLoader,
                            log: @escaping @Sendable (String) -> Void) -> Int32 {
        let writer = MessageWriter(descriptor: output)
        let inbox = Inbox()
        let reader = Thread { read(input, into: inbox, writer: writer) }
        reader.stackSize = 1 << 22
        reader.start()
        let server = LanguageServer(send: writer.send, loadWorkspace: loadWorkspace, isSuperseded: inbox.supersedes, log: log)
        while let batch = inbox.takeAll() {
            for message in batch {
                server.handle(message)
                if let code = server.exitCode { return code }
            }
            server.checkIfNeeded()
        }
        // The client went away without `exit`.
        return server.isShuttingDown ? 0 : 1
    }

    /// Frames and parses messages until the input ends. A frame that is not JSON is answered
    /// here with a parse error (there is no id to wait for) and reading goes on.
    static func read(_ descriptor: Int32, into inbox: Inbox, writer: MessageWriter) {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            framer.append(chunk[0..<count])
            while let frame = framer.next() {
                switch frame {
                case .message(let body):
                    do throws(JSONSyntaxError) {
                        inbox.push(try JSONParser.parse(body))
                    } catch {
                        writer.send(LanguageServer.errorResponse(id: .null, code: .parseError, message: "Parse error: \(error)"))
                    }
                case .invalidHeader(let problem):
                    writer.send(LanguageServer.errorResponse(id: .null, code: .parseError, message: "Parse error: \(problem)"))
                }
            }
        }
        inbox.close()
    }
}
