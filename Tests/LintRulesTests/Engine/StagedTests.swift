import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `--staged` lints what the index holds, found by asking git for just the staged paths, which
/// git must take literally: `:!*.swift` read as a pathspec excludes every Swift file,
/// itself included.
@Suite struct StagedTests {
    private func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=test", "-c", "user.email=test@localhost"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    @Test func theIndexContentOfPathsThatLookLikePathspecsIsLinted() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let clean = "let scene = view.window?.windowScene\n"
        let staged = "let w = UIApplication.shared.keyWindow\n"
        try harness.write("App/Good.swift", clean)
        try harness.write(":!*.swift", clean)
        try harness.write("Weird [1]x.swift", clean)
        try harness.write("Other.swift", clean)
        try git(["init", "-q"], in: harness.folder)
        try git(["add", "-A"], in: harness.folder)
        try git(["commit", "-q", "-m", "start"], in: harness.folder)
        // Stage a violation, then put the clean text back in the work tree: only the index has it.
        try harness.write(":!*.swift", staged)
        try git(["--literal-pathspecs", "add", ":!*.swift"], in: harness.folder)
        try harness.write(":!*.swift", clean)

        #expect(harness.run(["--staged", "--reporter", "json"]) == 0)
        let report = try JSONSerialization.jsonObject(with: Data(harness.output.bytes)) as! [String: Any]
        let violations = report["violations"] as! [[String: Any]]
        #expect(violations.map { $0["file"] as! String } == [":!*.swift"])
        #expect(violations.first?["ruleId"] as? String == "deprecated_window_api")
        #expect((report["summary"] as! [String: Int])["files"] == 1)
    }
}
