import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// SPEC §1 and issue 21: in a `--staged` run the whole project is read as the index holds it.
@Suite struct StagedContextTests {
    static func repository() throws -> CLIHarness {
        let harness = try CLIHarness.repository()
        try harness.commit([
            "App/UIWindowScene+Current.swift": ProjectRulesTests.accessor,
            "App/Alerts.swift": ProjectRulesTests.copy,
            "App/Share.swift": ProjectRulesTests.copy.replacingOccurrences(of: "present(_ alert", with: "share(_ alert"),
        ])
        // The staged change: a comment in Alerts.swift.
        try harness.write("App/Alerts.swift", "// staged\n" + ProjectRulesTests.copy)
        _ = try harness.git("add", "App/Alerts.swift")
        return harness
    }

    static func messages(_ run: CLIRun) throws -> [String] {
        (try run.report()["violations"] as! [[String: Any]]).map { "\($0["file"] as! String): \($0["message"] as! String)" }
    }

    @Test func anAccessorDeletedOnlyInTheWorkTreeIsStillTheContext() throws {
        let harness = try Self.repository()
        defer { harness.remove() }
        try harness.delete("App/UIWindowScene+Current.swift")
        let run = harness.lintJSON(["--staged", "--only", "duplicated_scene_lookup"])
        #expect(try Self.messages(run) == [
            "App/Alerts.swift: This window-scene lookup repeats `UIWindowScene.current` (App/UIWindowScene+Current.swift:5); call it instead",
        ])
    }

    @Test func anAccessorRemovedOnlyFromTheIndexIsNoLongerTheContext() throws {
        let harness = try Self.repository()
        defer { harness.remove() }
        _ = try harness.git("rm", "-q", "--cached", "App/UIWindowScene+Current.swift")
        let run = harness.lintJSON(["--staged", "--only", "duplicated_scene_lookup"])
        let messages = try Self.messages(run)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("App/Alerts.swift: This window-scene lookup is written out 2 times") == true, "\(messages)")
    }

    @Test func anUnreadableProjectFileIsANoteNotAFailedCommit() throws {
        let harness = try Self.repository()
        defer { harness.remove() }
        try Data([0xFF, 0xFE, 0x00, 0x9F]).write(to: URL(fileURLWithPath: harness.folder + "/App/Blob.swift"))
        _ = try harness.git("add", "App/Blob.swift")
        _ = try harness.git("commit", "-q", "-m", "blob")
        try harness.write("App/Alerts.swift", "// staged again\n" + ProjectRulesTests.copy)
        _ = try harness.git("add", "App/Alerts.swift")
        let run = harness.lintJSON(["--staged", "--only", "duplicated_scene_lookup"])
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.errors.contains("note: App/Blob.swift"))
    }

    @Test func includeLimitsAFullRunAsItLimitsAStagedOne() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", #"{ "include": ["App"] }"#)
        try harness.write("App/A.swift", "let w = UIApplication.shared.keyWindow\n")
        try harness.write("Vendor/V.swift", "let w = UIApplication.shared.keyWindow\n")
        #expect(try harness.lintJSON(["."]).violations() == ["App/A.swift:1 deprecated_window_api"])
        #expect(try harness.lintJSON([]).violations() == ["App/A.swift:1 deprecated_window_api"])
        // A file named by itself is linted whatever the configuration.
        #expect(try harness.lintJSON(["Vendor/V.swift"]).violations() == ["Vendor/V.swift:1 deprecated_window_api"])
    }
}
