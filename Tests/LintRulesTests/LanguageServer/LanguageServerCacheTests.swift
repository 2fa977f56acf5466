import Foundation
import Testing
@testable import SwiftSource
@testable import TablintLanguageServer

/// The server reuses each unchanged file's outcome between checks (`OutcomeCache`); these
/// follow its verdicts through edits, files changed on disk and configuration changes.
@Suite struct LanguageServerCacheTests {
    typealias Harness = LanguageServerTests.Harness
    static func copy(_ name: String) -> String { LanguageServerTests.copy.replacingOccurrences(of: "func b", with: "func \(name)") }
    /// Names `connectedScenes` (so the server keeps it as context) but looks nothing up.
    static let counting = "import UIKit\nlet count = UIApplication.shared.connectedScenes.count\n"

    /// The diagnostics' codes of each document published since `sent` was last emptied, in name order.
    static func published(_ harness: Harness) -> [String: [String]] {
        var codes: [String: [String]] = [:]
        for message in harness.sent where message["method"]?.string == "textDocument/publishDiagnostics" {
            codes[message.at("params", "uri")!.string!] = message.at("params", "diagnostics")!.array!.compactMap { $0["code"]?.string }.sorted()
        }
        return codes
    }

    /// Checks; the codes published, each document's in name order.
    static func check(_ harness: Harness) -> [String: [String]] {
        harness.sent = []
        harness.server.checkIfNeeded()
        return published(harness)
    }

    static func watched(_ harness: Harness, _ name: String, type: Int = 2) -> [String: [String]] {
        harness.sent = []
        harness.notify("workspace/didChangeWatchedFiles", .fields(["changes": .array([
            .fields(["uri": .string(harness.uri(name)), "type": .number(Double(type))])])]))
        return published(harness)
    }

    @Test func aCopyTypedInAnotherDocumentComesAndGoes() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", Self.copy("a"))
        harness.open("B.swift", LanguageServerTests.clean)
        #expect(Self.check(harness)[harness.uri("A.swift")] == ["scene_activation_fallback"])
        #expect(harness.server.workspaces[harness.root]!.cachedOutcomeCount > 0, "the check kept its outcomes")
        for round in 2...4 {
            harness.change("B.swift", round * 2, Self.copy("b"))
            let typed = Self.check(harness)
            #expect(typed[harness.uri("A.swift")] == ["duplicated_scene_lookup", "scene_activation_fallback"], "round \(round)")
            #expect(typed[harness.uri("B.swift")] == ["duplicated_scene_lookup", "scene_activation_fallback"], "round \(round)")
            harness.change("B.swift", round * 2 + 1, LanguageServerTests.clean)
            let removed = Self.check(harness)
            #expect(removed[harness.uri("A.swift")] == ["scene_activation_fallback"], "round \(round)")
            #expect(removed[harness.uri("B.swift")] == [], "round \(round)")
        }
    }

    @Test func aContextFileChangedOnDiskIsReadAgain() throws {
        let harness = try Harness()
        try Array(Self.counting.utf8).write(to: harness.root + "/B.swift")
        harness.initialize()
        harness.open("A.swift", Self.copy("a"))
        #expect(Self.check(harness)[harness.uri("A.swift")] == ["scene_activation_fallback"])
        let files = harness.server.workspaces[harness.root]!.contextFileCount
        try Array(Self.copy("b").utf8).write(to: harness.root + "/B.swift")
        #expect(Self.watched(harness, "B.swift")[harness.uri("A.swift")] == ["duplicated_scene_lookup", "scene_activation_fallback"])
        #expect(harness.server.workspaces[harness.root]!.contextFileCount == files, "refreshed in place, not reloaded")
        try Array(Self.counting.utf8).write(to: harness.root + "/B.swift")
        #expect(Self.watched(harness, "B.swift")[harness.uri("A.swift")] == ["scene_activation_fallback"])
        // Deleted (3): the project is read again without it.
        try FileManager.default.removeItem(atPath: harness.root + "/B.swift")
        #expect(Self.watched(harness, "B.swift", type: 3)[harness.uri("A.swift")] == nil, "A's verdict did not change")
        // Created (1): the project is read again with it.
        try Array(Self.copy("c").utf8).write(to: harness.root + "/C.swift")
        #expect(Self.watched(harness, "C.swift", type: 1)[harness.uri("A.swift")] == ["duplicated_scene_lookup", "scene_activation_fallback"])
    }

    @Test func aChangedConfigurationIsApplied() throws {
        let harness = try Harness()
        harness.initialize()
        harness.open("A.swift", LanguageServerTests.withLookup)
        #expect(Self.check(harness)[harness.uri("A.swift")] == ["scene_activation_fallback"])
        let configuration = harness.root + "/.tablint.json"
        try Array(#"{ "disabled": ["scene_activation_fallback"] }"#.utf8).write(to: configuration)
        #expect(Self.watched(harness, ".tablint.json", type: 1)[harness.uri("A.swift")] == [])
        try Array("{}".utf8).write(to: configuration)
        harness.notify("textDocument/didSave", .fields(["textDocument": .fields(["uri": .string(harness.uri(".tablint.json"))])]))
        #expect(Self.check(harness)[harness.uri("A.swift")] == ["scene_activation_fallback"])
    }
}
