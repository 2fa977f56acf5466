import Foundation
import Testing
@testable import SwiftSource
@testable import TablintCommands
@testable import TablintLanguageServer

/// Output collected in memory.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []
    func append(_ bytes: [UInt8]) { lock.lock(); storage += bytes; lock.unlock() }
    var bytes: [UInt8] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// The server's message handling, driven message by message against a real project folder.
@Suite struct LanguageServerTests {
    static let lookup = "UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene"
    static let withLookup = "import UIKit\nfunc a() -> UIWindowScene? {\n    \(lookup)\n}\n"
    static let clean = "import UIKit\nfunc b() {}\n"
    /// The lookup again, not as an accessor's whole body: both copies are reported.
    static let copy = "import UIKit\nfunc b() {\n    let scene = \(lookup)\n    _ = scene\n}\n"

    /// A server on a fresh project (`.git` marks its root) with A.swift and B.swift on disk.
    final class Harness {
        let root: String
        var sent: [JSONValue] = []
        var superseded: Set<String> = []
        var server: LanguageServer!

        init() throws {
            root = FileIO.resolvingSymlinks(NSTemporaryDirectory()) + "/tablint-lsp-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
            try Array(LanguageServerTests.withLookup.utf8).write(to: root + "/A.swift")
            try Array(LanguageServerTests.clean.utf8).write(to: root + "/B.swift")
            server = LanguageServer(send: { [unowned self] in self.sent.append($0) },
                                    loadWorkspace: LSPCommand.workspaceLoader(environment: [:]),
                                    isSuperseded: { [unowned self] in self.superseded.contains($0) })
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func uri(_ name: String) -> String { FileURI.uri(of: root + "/" + name) }

        func request(_ id: Int, _ method: String, _ params: JSONValue = .null) -> JSONValue? {
            sent = []
            server.handle(.fields(["jsonrpc": .string("2.0"), "id": .number(Double(id)), "method": .string(method), "params": params]))
            return sent.first { $0["id"] == .number(Double(id)) }
        }

        func notify(_ method: String, _ params: JSONValue) {
            server.handle(.fields(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
        }

        func initialize() {
            _ = request(1, "initialize", .fields(["rootUri": .string(FileURI.uri(of: root)), "capabilities": .fields([:])]))
            notify("initialized", .fields([:]))
        }

        func open(_ name: String, _ text: String) {
            notify("textDocument/didOpen", .fields(["textDocument": .fields([
                "uri": .string(uri(name)), "languageId": .string("swift"), "version": .number(1), "text": .string(text)])]))
        }

        func change(_ name: String, _ version: Int, _ text: String) {
            notify("textDocument/didChange", .fields([
                "textDocument": .fields(["uri": .string(uri(name)), "version": .number(Double(version))]),
                "contentChanges": .array([.fields(["text": .string(text)])])]))
        }

        /// Checks, and returns the diagnostics' codes published for each document.
        func check() -> [String: [String]] {
            sent = []
            server.checkIfNeeded()
            var codes: [String: [String]] = [:]
            for message in sent where message["method"]?.string == "textDocument/publishDiagnostics" {
                let uri = message.at("params", "uri")!.string!
                codes[uri] = message.at("params", "diagnostics")!.array!.compactMap { $0["code"]?.string }
            }
            return codes
        }
    }

    @Test func requestsBeforeInitializeAndUnknownMethodsAreErrors() throws {
        let harness = try Harness()
        #expect(harness.request(7, "textDocument/hover")?.at("error", "code")?.int == -32002)
        harness.initialize()
        #expect(harness.request(8, "workspace/symbol")?.at("error", "code")?.int == -32601)
        harness.server.handle(.array([]))
        #expect(harness.sent.last?.at("error", "code")?.int == -32600)
        #expect(harness.request(9, "shutdown")?["result"] == .null)
        harness.notify("exit", .null)
        #expect(harness.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let harness = try Harness()
        harness.initialize()
        harness.notify("exit", .null)
        #expect(harness.server.exitCode == 1)
    }

    @Test func initializeNegotiatesUTF8WhenOffered() throws {
        let harness = try Harness()
        let response = harness.request(1, "initialize", .fields([
            "rootUri": .string(FileURI.uri(of: harness.root)),
            "capabilities": .fields(["general": .fields(["positionEncodings": .array([.string("utf-8")])])])]))
        #expect(response?.at("result", "capabilities", "positionEncoding")?.string == "utf-8")
        #expect(response?.at("result", "capabilities", "textDocumentSync", "change")?.int == 2)
    }

    @Test func aCopyTypedInOneDocumentRepublishesTheOther() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", Self.withLookup)
        harness.open("B.swift", Self.clean)
        let first = harness.check()
        #expect(first[harness.uri("A.swift")] == ["scene_activation_fallback"])
        #expect(first[harness.uri("B.swift")] == [])
        harness.change("B.swift", 2, Self.copy)
        let second = harness.check()
        // A's lookup is an accessor's whole body: B's copy is reported and points at it, and A's
        // verdict is unchanged, so only B is published.
        #expect(second[harness.uri("B.swift")]?.contains("duplicated_scene_lookup") == true)
        #expect(second[harness.uri("A.swift")] == nil)
        harness.change("A.swift", 2, Self.copy.replacingOccurrences(of: "func b", with: "func a"))
        let third = harness.check()
        #expect(third[harness.uri("A.swift")]?.contains("duplicated_scene_lookup") == true)
        // B did not change, but its copy no longer has an accessor to point at: published again.
        #expect(third[harness.uri("B.swift")]?.contains("duplicated_scene_lookup") == true)
        // Nothing changed: nothing is sent again.
        harness.notify("textDocument/didSave", .fields(["textDocument": .fields(["uri": .string(harness.uri("B.swift"))])]))
        #expect(harness.check().isEmpty)
    }

    @Test func aSupersededCheckIsNotPublished() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", Self.withLookup)
        harness.superseded = [harness.uri("A.swift")]
        #expect(harness.check().isEmpty, "a newer change waits: the older text's verdict is stale")
        harness.superseded = []
        harness.change("A.swift", 2, Self.clean)
        #expect(harness.check() == [harness.uri("A.swift"): []])
    }

    @Test func closingClearsTheDocumentsDiagnostics() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", Self.withLookup)
        _ = harness.check()
        harness.sent = []
        harness.notify("textDocument/didClose", .fields(["textDocument": .fields(["uri": .string(harness.uri("A.swift"))])]))
        #expect(harness.sent.count == 1 && harness.sent[0].at("params", "diagnostics") == .array([]))
        #expect(harness.check().isEmpty, "a closed document is not checked")
    }

    @Test func configurationAndSuppressionsApply() throws {
        let harness = try Harness()
        try Array(#"{ "disabled": ["scene_activation_fallback"] }"#.utf8).write(to: harness.root + "/.tablint.json")
        harness.initialize()
        harness.open("A.swift", Self.withLookup)
        harness.open("C.swift", "import UIKit\n// tablint:disable:next deprecated_window_api\nlet w = UIApplication.shared.keyWindow\nlet v = UIApplication.shared.keyWindow\n")
        let codes = harness.check()
        #expect(codes[harness.uri("A.swift")] == [])
        #expect(codes[harness.uri("C.swift")] == ["deprecated_window_api"])
    }

    @Test func aBrokenConfigurationIsShownAndReadAgainWhenSaved() throws {
        let harness = try Harness()
        let configuration = harness.root + "/.tablint.json"
        try Array(#"{ "disabled": 3 }"#.utf8).write(to: configuration)
        harness.initialize()
        #expect(harness.sent.contains { $0["method"]?.string == "window/showMessage" })
        harness.open("A.swift", Self.withLookup)
        #expect(harness.check().isEmpty, "no diagnostics under a configuration that cannot be read")
        try Array(#"{ "disabled": ["scene_activation_fallback"] }"#.utf8).write(to: configuration)
        harness.notify("textDocument/didSave", .fields(["textDocument": .fields(["uri": .string(harness.uri(".tablint.json"))])]))
        #expect(harness.check() == [harness.uri("A.swift"): []])
    }

    @Test func hoverAndCodeActionsOnADiagnostic() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", Self.withLookup)
        _ = harness.check()
        let at: JSONValue = .fields(["line": .number(2), "character": .number(6)])
        let document: JSONValue = .fields(["uri": .string(harness.uri("A.swift"))])
        let hover = harness.request(2, "textDocument/hover", .fields(["textDocument": document, "position": at]))
        #expect(hover?.at("result", "contents", "kind")?.string == "plaintext")
        #expect(hover?.at("result", "contents", "value")?.string?.contains("Why:") == true)
        let actions = harness.request(3, "textDocument/codeAction", .fields([
            "textDocument": document, "range": .fields(["start": at, "end": at]), "context": .fields(["diagnostics": .array([])])]))
        let titles = actions?["result"]?.array?.compactMap { $0["title"]?.string } ?? []
        #expect(titles.contains("Disable scene_activation_fallback for this line"))
        #expect(titles.contains("Fix with tablint (scene_activation_fallback)"))
    }
}

extension Array where Element == UInt8 {
    func write(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
