import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Issue 21, through the real binary: what a SwiftLint user types first — per-command help,
/// `version`, suppressions in block comments and comma lists, `--output` through a link, one
/// name per linked file, `--force-exclude`, `--lenient`, `--working-directory`,
/// `--use-script-input-files` and merged `--config` files.
@Suite struct SwiftLintHabitsTests {
    private let tablint: TablintBinary

    init() throws {
        tablint = try TablintBinary.located.get()
    }

    private static let deprecated = "let w = UIScreen.main\n"

    @Test(arguments: ["lint", "explain", "rules", "init", "install-hook", "debug", "version", "help"])
    func everyCommandPrintsItsOwnHelp(command: String) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let run = try tablint.run(arguments, in: harness.folder)
            #expect(run.status == 0, "\(arguments): \(run.errorOutput)")
            #expect(run.text.hasPrefix("tablint \(command == "lint" ? "[lint]" : command)"), "\(arguments): \(run.text)")
        }
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/.tablint.json"), "init --help writes nothing")
    }

    @Test func lintHelpListsTheSwiftLintOptions() throws {
        let run = try tablint.run(["lint", "--help"], in: NSTemporaryDirectory())
        for option in ["--force-exclude", "--lenient", "--working-directory", "--use-script-input-files", "--config FILE",
                       "codeclimate", "gitlab", "markdown", "html", "xcode"] {
            #expect(run.text.contains(option), "\(option)")
        }
    }

    @Test func versionIsACommand() throws {
        let run = try tablint.run(["version"], in: NSTemporaryDirectory())
        #expect(run.status == 0 && run.text == Tool.version + "\n")
        #expect(try tablint.run(["version", "extra"], in: NSTemporaryDirectory()).status == 2)
    }

    @Test func blockCommentsAndCommaListsSuppress() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("A.swift", """
        /* tablint:disable:next deprecated_window_api */
        let a = UIScreen.main
        // tablint:disable:next hardcoded_bar_height,deprecated_window_api
        let b = UIScreen.main
        // tablint:disable:next hardcoded_bar_height, deprecated_window_api
        let c = UIScreen.main
        let d = UIScreen.main
        """)
        let run = try tablint.run(["--reporter", "json"], in: harness.folder)
        let violations = try #require(try run.json()["violations"] as? [[String: Any]])
        #expect(violations.map { $0["line"] as? Int } == [7], "\(violations)")
        #expect(run.errorOutput.isEmpty)
    }

    @Test func outputWritesThroughASymlink() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("A.swift", Self.deprecated)
        try harness.write("reports/real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: harness.folder + "/report.json", withDestinationPath: "reports/real.json")
        try FileManager.default.createSymbolicLink(atPath: harness.folder + "/new.json", withDestinationPath: "reports/created.json")
        for link in ["report.json", "new.json"] {
            let run = try tablint.run(["--reporter", "json", "--output", link], in: harness.folder)
            #expect(run.status == 0, "\(run.errorOutput)")
            let attributes = try FileManager.default.attributesOfItem(atPath: harness.folder + "/" + link)
            #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "\(link) stays a link")
        }
        #expect(String(decoding: try harness.read("reports/real.json"), as: UTF8.self).contains("\"deprecated_window_api\""))
        #expect(String(decoding: try harness.read("reports/created.json"), as: UTF8.self).contains("\"deprecated_window_api\""))
    }

    @Test(arguments: [["."], ["Real", "Link"], ["Link", "Real"], ["Link"], ["Sub", "Real"], ["Link/A.swift", "Real/A.swift"]])
    func aFileReachedThroughALinkIsReportedOnceUnderItsRealPath(paths: [String]) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Real/A.swift", Self.deprecated)
        try FileManager.default.createSymbolicLink(atPath: harness.folder + "/Link", withDestinationPath: "Real")
        try FileManager.default.createDirectory(atPath: harness.folder + "/Sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.folder + "/Sub/Again", withDestinationPath: "../Real")
        let run = try tablint.run(paths + ["--reporter", "json"], in: harness.folder)
        let violations = try #require(try run.json()["violations"] as? [[String: Any]])
        #expect(violations.map { $0["file"] as? String } == ["Real/A.swift"], "\(paths)")
        #expect((try run.json()["summary"] as? [String: Int])?["files"] == 1)
    }

    @Test func debugTokensOfAMissingFileIsAUsageError() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let missing = try tablint.run(["debug", "tokens", "Missing.swift"], in: harness.folder)
        #expect(missing.status == 2)
        #expect(missing.errorLines == ["tablint: Missing.swift: no such file"])
        try harness.write("Locked.swift", "let a = 1\n")
        chmod(harness.folder + "/Locked.swift", 0)
        if getuid() != 0 {
            // Root reads any file; elsewhere an unreadable file that exists stays exit 3.
            #expect(try tablint.run(["debug", "tokens", "Locked.swift"], in: harness.folder).status == 3)
        }
    }

    /// CI runs tablint on its own repository (`.ci/run`); the fuzz regressions are broken on purpose.
    @Test func theRepositoryLintsItselfWithoutUsageOrInputErrors() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let run = try tablint.run(["--quiet"], in: root)
        #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.errorOutput)")
        #expect(!run.text.contains("Fuzz/Regressions/"))
    }

    @Test func forceExcludeAppliesExclusionsToNamedPaths() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", #"{ "exclude": ["Generated"] }"#)
        try harness.write("Generated/G.swift", Self.deprecated)
        try harness.write("App/A.swift", Self.deprecated)
        let named = try tablint.run(["Generated/G.swift", "App/A.swift", "--reporter", "json"], in: harness.folder)
        #expect((try named.json()["violations"] as? [[String: Any]])?.count == 2, "a named file is linted whatever the exclusions")
        let forced = try tablint.run(["Generated/G.swift", "App/A.swift", "--force-exclude", "--exclude", "Other", "--reporter", "json"],
                                     in: harness.folder)
        #expect((try forced.json()["violations"] as? [[String: Any]])?.map { $0["file"] as? String } == ["App/A.swift"])
        let nothing = try tablint.run(["Generated/G.swift", "--force-exclude"], in: harness.folder)
        #expect(nothing.status == 0, "\(nothing.errorOutput)")
    }

    @Test func lenientReportsErrorsAsWarnings() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", #"{ "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        try harness.write("A.swift", Self.deprecated)
        #expect(try tablint.run([], in: harness.folder).status == 1)
        let lenient = try tablint.run(["--lenient"], in: harness.folder)
        #expect(lenient.status == 0, "\(lenient.errorOutput)")
        #expect(lenient.text.contains("A.swift:1:9: warning: ") && !lenient.text.contains("error:"))
        #expect(try tablint.run(["--lenient", "--strict"], in: harness.folder).status == 2)
    }

    @Test func workingDirectoryRunsAsIfStartedThere() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Project/.tablint.json", #"{ "exclude": ["Skip"] }"#)
        try harness.write("Project/App/A.swift", Self.deprecated)
        try harness.write("Project/Skip/B.swift", Self.deprecated)
        let run = try tablint.run(["--working-directory", "Project", "--reporter", "json", "--output", "out.json"], in: harness.folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        let report = try JSONSerialization.jsonObject(with: Data(try harness.read("Project/out.json"))) as? [String: Any]
        #expect((report?["violations"] as? [[String: Any]])?.map { $0["file"] as? String } == ["App/A.swift"])
        #expect(try tablint.run(["--working-directory", "Nowhere"], in: harness.folder).status == 2)
    }

    /// SPEC §3: paths relative to the current folder, climbing with `..` to a file beside it.
    @Test func aFileBesideTheWorkingFolderIsShownWithDotDot() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Shared/Bar.swift", Self.deprecated)
        try harness.write("App/.tablint.json", "{}")
        let text = try tablint.run(["../Shared/Bar.swift"], in: harness.folder + "/App")
        #expect(text.text.hasPrefix("../Shared/Bar.swift:1:9: warning: "), "\(text.text)")
        let sarif = try tablint.run(["../Shared/Bar.swift", "--reporter", "sarif"], in: harness.folder + "/App")
        #expect(sarif.text.contains(#""uri": "../Shared/Bar.swift""#))
    }

    @Test func scriptInputFilesAreTheFilesXcodePasses() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for name in ["A", "B", "C", "Unlisted"] { try harness.write("App/\(name).swift", Self.deprecated) }
        try harness.write("inputs.xcfilelist", "\(harness.folder)/App/B.swift\n\nApp/C.swift\r\nApp/Assets.xcassets\n")
        let environment = ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": harness.folder + "/App/A.swift",
                           "SCRIPT_INPUT_FILE_1": harness.folder + "/App/Icon.png",
                           "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": harness.folder + "/inputs.xcfilelist"]
        let run = try tablint.run(["--use-script-input-files", "--reporter", "json"], in: harness.folder, environment: environment)
        #expect(run.status == 0, "\(run.errorOutput)")
        let files = (try run.json()["violations"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(files == ["App/A.swift", "App/B.swift", "App/C.swift"])
        let unset = try tablint.run(["--use-script-input-files"], in: harness.folder)
        #expect(unset.status == 2 && unset.errorOutput.contains("SCRIPT_INPUT_FILE_COUNT"))
    }

    @Test func configFilesMergeInOrder() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("base.json", #"{ "exclude": ["One"], "disabled": ["hardcoded_bar_height"], "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        try harness.write("team/override.json", #"{ "exclude": ["Two/**"], "disabled": ["unchecked_tab_index"], "rules": { "deprecated_window_api": { "severity": "warning" } }, "strict": true }"#)
        for folder in ["One", "team/Two", "Three"] { try harness.write("\(folder)/A.swift", Self.deprecated + "let h = 49 + view.safeAreaInsets.bottom\n") }
        let run = try tablint.run(["--config", "base.json", "--config", "team/override.json", "--reporter", "json"], in: harness.folder)
        let violations = try #require(try run.json()["violations"] as? [[String: Any]])
        #expect(violations.map { "\($0["file"]!) \($0["ruleId"]!) \($0["severity"]!)" } == ["Three/A.swift deprecated_window_api warning"],
                "both exclusions and both disabled lists apply, and the later severity wins")
        #expect(run.status == 1, "the later file's strict: true")
        let reversed = try tablint.run(["--config", "team/override.json", "--config", "base.json", "--reporter", "json"], in: harness.folder)
        #expect((try reversed.json()["violations"] as? [[String: Any]])?.first?["severity"] as? String == "error")
    }
}
