import LintRules
import ProjectModel
import SwiftSource

/// The protocol's state machine: takes one message at a time (on one thread, the worker's) and
/// answers through `send`. It never reads input itself, so tests drive it message by message;
/// `ServerLoop` gives it the messages of a real stream.
package final class LanguageServer {
    /// JSON-RPC error codes (LSP 3.17).
    package enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    let send: (JSONValue) -> Void
    let loadWorkspace: WorkspaceLoader
    /// Whether a newer change or a close of this document waits unread: its result is then stale.
    let isSuperseded: (String) -> Bool
    /// Messages for a person (the log on standard error).
    let log: (String) -> Void

    var encoding = PositionEncoding.utf16
    var markdownHover = false
    var supportsDocumentChanges = false
    var supportsWatchRegistration = false
    var isInitialized = false
    var isShuttingDown = false
    /// Set by `exit`: 0 after `shutdown`, 1 otherwise (LSP 3.17).
    package private(set) var exitCode: Int32?

    var roots: [String] = []
    var workspaces: [String: Workspace] = [:]
    /// Roots whose configuration could not be read, with the message shown for them.
    var brokenRoots: [String: String] = [:]
    var documents: [String: TextDocument] = [:]
    /// Roots with a document changed since their last check.
    var dirtyRoots: Set<String> = []
    /// Per document: the last check's violations (with the text's line index they refer to) and
    /// what was last published, so an unchanged verdict is not sent again.
    var checked: [String: (lines: LineIndex, violations: [Violation])] = [:]
    var published: [String: (version: Int, diagnostics: [UInt8])] = [:]

    package init(send: @escaping (JSONValue) -> Void, loadWorkspace: @escaping WorkspaceLoader,
                 isSuperseded: @escaping (String) -> Bool = { _ in false }, log: @escaping (String) -> Void = { _ in }) {
        self.send = send
        self.loadWorkspace = loadWorkspace
        self.isSuperseded = isSuperseded
        self.log = log
    }

    /// One message: a request (answered), a notification, or a response to a request of ours.
    package func handle(_ message: JSONValue) {
        guard case .object = message else {
            return respond(to: .null, error: .invalidRequest, "a message must be a JSON object")
        }
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response to `client/registerCapability` (nothing to do), or garbage with an id.
            if id != nil, message["result"] == nil, message["error"] == nil {
                respond(to: id!, error: .invalidRequest, "a request needs a method")
            }
            return
        }
        let params = message["params"] ?? .null
        if let id {
            handleRequest(method, id: id, params: params)
        } else {
            handleNotification(method, params: params)
        }
    }

    private func handleRequest(_ method: String, id: JSONValue, params: JSONValue) {
        if method == "initialize" { return respond(to: id, result: initialize(params)) }
        guard isInitialized else { return respond(to: id, error: .serverNotInitialized, "initialize first") }
        guard !isShuttingDown else { return respond(to: id, error: .invalidRequest, "the server is shutting down") }
        switch method {
        case "shutdown":
            isShuttingDown = true
            respond(to: id, result: .null)
        case "textDocument/codeAction":
            checkIfNeeded()
            respond(to: id, result: codeActions(params))
        case "textDocument/hover":
            checkIfNeeded()
            respond(to: id, result: hover(params))
        default:
            respond(to: id, error: .methodNotFound, "tablint does not handle \(method)")
        }
    }

    private func handleNotification(_ method: String, params: JSONValue) {
        if method == "exit" {
            exitCode = isShuttingDown ? 0 : 1
            return
        }
        guard isInitialized, !isShuttingDown else { return }
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default: break // `$/cancelRequest`, `$/setTrace` and the like: nothing to do.
        }
    }

    func respond(to id: JSONValue, result: JSONValue) {
        send(.fields(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    func respond(to id: JSONValue, error: ErrorCode, _ message: String) {
        send(Self.errorResponse(id: id, code: error, message: message))
    }

    package static func errorResponse(id: JSONValue, code: ErrorCode, message: String) -> JSONValue {
        .fields(["jsonrpc": .string("2.0"), "id": id,
                 "error": .fields(["code": .number(Double(code.rawValue)), "message": .string(message)])])
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.fields(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
    }

    /// `window/showMessage`: 1 error, 2 warning, 3 info.
    func showMessage(_ text: String, type: Int = 1) {
        notify("window/showMessage", .fields(["type": .number(Double(type)), "message": .string(text)]))
    }
}
