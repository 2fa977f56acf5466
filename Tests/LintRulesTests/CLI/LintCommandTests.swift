import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct LintCommandTests {
    private func project(_ files: [String: String]) throws -> CLIHarness {
        let harness = try CLIHarness()
        for (path, text) in files { try harness.write(path, text) }
        return harness
    }

    @Test func exitCodesFollowSeverityAndStrict() throws {
        let harness = try project(["A.swift": "let size = UIScreen.main.bounds\n", "B.swift": "let x = 1\n"])
        defer { harness.remove() }
        #expect(harness.run([]) == 0)
        #expect(harness.output.text.contains("A.swift:1:12: warning: UIScreen.main is deprecated"))
        #expect(harness.output.text.hasSuffix("Found 1 violation (0 errors, 1 warning) in 2 files.\n"))
        #expect(harness.run(["--strict"]) == 1)
        #expect(harness.run(["B.swift", "--strict"]) == 0)
        try harness.write(".tablint.json", #"{ "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        #expect(harness.run(["lint", "."]) == 1)
        try harness.write(".tablint.json", #"{ "strict": true }"#)
        #expect(harness.run([]) == 1)
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--only", "nope"], "unknown rule 'nope'"),
        (["--disable=deprecated_window_apii"], "unknown rule 'deprecated_window_apii'; did you mean 'deprecated_window_api'?"),
        (["Missing.swift"], "Missing.swift: no such file or folder"),
        (["--reporter", "xml"], "unknown reporter 'xml'"),
        (["--stdin"], "--stdin needs --stdin-path"),
        (["--jobs", "0"], "--jobs needs a whole number"),
        (["--output"], "--output needs a value"),
        (["--config", "none.json"], "none.json: no such configuration file"),
        (["--strict=yes"], "--strict takes no value"),
    ])
    func usageErrorsExitTwoWithOneLine(_ pair: ([String], String)) throws {
        let harness = try project(["A.swift": "let size = UIScreen.main.bounds\n"])
        defer { harness.remove() }
        #expect(harness.run(pair.0) == 2)
        #expect(harness.output.text.isEmpty, "nothing is linted")
        #expect(harness.errors.text.hasPrefix("tablint: " + pair.1), "got: \(harness.errors.text)")
        #expect(harness.errors.text.split(separator: "\n").count == 1)
    }

    @Test func configurationErrorsExitTwo() throws {
        let harness = try project(["A.swift": "", ".tablint.json": #"{ "rules": { "deprecated_window_api": { "severity": 1 } } }"#])
        defer { harness.remove() }
        #expect(harness.run([]) == 2)
        #expect(harness.errors.text == "tablint: .tablint.json: rules.deprecated_window_api.severity must be \"warning\" or \"error\"\n")
        try FileManager.default.removeItem(atPath: harness.folder + "/.tablint.json")
        try FileManager.default.createDirectory(atPath: harness.folder + "/.tablint.json", withIntermediateDirectories: true)
        #expect(harness.run([]) == 2)
        #expect(harness.errors.text.contains(".tablint.json: is a folder"))
    }

    @Test func unreadableInputExitsThreeAndEverythingElseIsStillLinted() throws {
        let harness = try project(["Good.swift": "let s = UIScreen.main\n", "Also.swift": "let t = UIScreen.main\n"])
        defer { harness.remove() }
        try Data([0x6C, 0x65, 0x74, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: harness.folder + "/Latin1.swift"))
        try Data([0x00, 0x01, 0x02, 0x03]).write(to: URL(fileURLWithPath: harness.folder + "/Binary.swift"))
        #expect(harness.run(["--reporter", "json", "--strict"]) == 3)
        let report = try JSONSerialization.jsonObject(with: Data(harness.output.bytes)) as! [String: Any]
        #expect((report["violations"] as! [Any]).count == 2)
        let errors = (report["errors"] as! [[String: String]]).map { "\($0["file"]!): \($0["message"]!)" }
        #expect(errors == [
            "Binary.swift: contains NUL bytes at line 1, column 1: a binary file, not Swift source",
            "Latin1.swift: is not valid UTF-8 (first bad byte at line 1, column 4)",
        ])
        #expect(harness.errors.text.split(separator: "\n").count == 2)
        #expect(harness.errors.text.contains("tablint: Latin1.swift: is not valid UTF-8"))
        #expect(!harness.errors.text.contains("Fatal") && !harness.errors.text.contains("Stack"))
    }

    @Test func standardInputIsLintedAsThePathGiven() throws {
        let harness = try project(["Sources/A.swift": "let x = 1\n"])
        defer { harness.remove() }
        let code = harness.run(["--stdin", "--stdin-path", "Sources/A.swift"], stdin: Array("let w = UIApplication.shared.keyWindow\n".utf8))
        #expect(code == 0)
        #expect(harness.output.text.hasPrefix("Sources/A.swift:1:9: warning: UIApplication.keyWindow is deprecated"))
        #expect(harness.output.text.contains("in 1 file."))
    }

    @Test func outputFileIsWrittenWholeAndMatchesStandardOutput() throws {
        let harness = try project(["A.swift": "let s = UIScreen.main\n"])
        defer { harness.remove() }
        #expect(harness.run(["--reporter", "json", "--output", "out/report.json"]) == 2, "the folder does not exist")
        #expect(harness.errors.text.hasPrefix("tablint: cannot write out/report.json: "))
        try FileManager.default.createDirectory(atPath: harness.folder + "/out", withIntermediateDirectories: true)
        #expect(harness.run(["--reporter", "json", "--output", "out/report.json"]) == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: harness.folder + "/out/report.json"))
        let stdout = CLIHarness.rerun(harness, ["--reporter", "json"])
        #expect(Array(written) == stdout)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.folder + "/out")
        #expect(leftovers == ["report.json"])
    }

    @Test func onlyDisableQuietAndColour() throws {
        let harness = try project(["A.swift": "let s = UIScreen.main\n// tablint:disable:next not_a_rule\nlet t = 1\n"])
        defer { harness.remove() }
        #expect(harness.run(["--only", "superfluous_disable", "--quiet"]) == 0)
        #expect(harness.output.text == "A.swift:2:1: warning: 'not_a_rule' in tablint:disable:next is not a tablint rule (superfluous_disable)\n    Delete the comment, or correct the rule id (`tablint rules` lists them).\n")
        let quiet = CLIHarness.rerunText(harness, ["--disable", "superfluous_disable,deprecated_window_api"])
        #expect(quiet == "Found 0 violations (0 errors, 0 warnings) in 1 file.\n")
        #expect(CLIHarness.rerunText(harness, ["--color"]).contains("\u{1B}["))
        #expect(!CLIHarness.rerunText(harness, []).contains("\u{1B}["))
        #expect(!CLIHarness.rerunText(harness, [], terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}["))
        #expect(CLIHarness.rerunText(harness, [], terminal: true).contains("\u{1B}["))
    }

    @Test func progressLinesGoToStandardErrorWhenAskedFor() throws {
        let harness = try project(["A.swift": "let x = 1\n", "B.swift": "let y = 2\n"])
        defer { harness.remove() }
        #expect(harness.run(["--progress"]) == 0)
        #expect(harness.errors.text == "Linting 1/2 files\nLinting 2/2 files\n")
        #expect(!harness.output.text.contains("Linting"))
        #expect(CLIHarness.rerunText(harness, []) == "Found 0 violations (0 errors, 0 warnings) in 2 files.\n")
    }

    @Test func projectFactsComeFromFilesThatAreNotReported() throws {
        let harness = try project([
            "Feature/A.swift": "let w = UIApplication.shared.keyWindow\nlet s = UIScreen.main\n",
            "Support/UIApplication+Key.swift": "extension UIApplication {\n    var keyWindow: UIWindow? { nil }\n}\n",
        ])
        defer { harness.remove() }
        #expect(harness.run(["Feature/A.swift", "--reporter", "json"]) == 0)
        let report = try JSONSerialization.jsonObject(with: Data(harness.output.bytes)) as! [String: Any]
        let violations = report["violations"] as! [[String: Any]]
        #expect(violations.map { $0["line"] as! Int } == [2], "keyWindow is the project's own member")
        #expect((report["summary"] as! [String: Int])["files"] == 1)
    }

    @Test func aRunOverTheProjectReportsEveryFileAndAFolderOnlyItsOwn() throws {
        let harness = try project(["App/A.swift": "let s = UIScreen.main\n", "Kit/B.swift": "let s = UIScreen.main\n",
                                   "App/Info.plist": "<plist version=\"1.0\"><dict/></plist>\n"])
        defer { harness.remove() }
        for arguments in [[], ["."], [harness.folder]] {
            let text = CLIHarness.rerunText(harness, arguments)
            #expect(text.contains("App/A.swift:1:9") && text.contains("Kit/B.swift:1:9"), "\(arguments)")
            #expect(text.contains("in 3 files."), "\(arguments)")
        }
        let text = CLIHarness.rerunText(harness, ["Kit"])
        #expect(!text.contains("App/A.swift") && text.contains("Kit/B.swift:1:9"))
        #expect(text.contains("in 1 file."))
    }

    @Test func excludesSkipFilesUnlessNamed() throws {
        let harness = try project(["App/A.swift": "let s = UIScreen.main\n", "App/Generated/G.swift": "let s = UIScreen.main\n"])
        defer { harness.remove() }
        #expect(harness.run(["--exclude", "**/Generated/**"]) == 0)
        #expect(harness.output.text.contains("in 1 file."))
        #expect(CLIHarness.rerunText(harness, ["--exclude", "**/Generated/**", "App/Generated/G.swift"]).contains("App/Generated/G.swift:1:9"))
    }

    /// A named folder that `include` leaves out entirely is said on standard error; a run that
    /// silently lints nothing would pass a CI gate.
    @Test func aNamedFolderOutsideTheIncludeIsANote() throws {
        let harness = try project(["App/A.swift": "let s = UIScreen.main\n", "Demo/B.swift": "let s = UIScreen.main\n",
                                   ".tablint.json": #"{ "include": ["App"] }"#])
        defer { harness.remove() }
        #expect(harness.run(["Demo"]) == 0)
        #expect(harness.output.text.contains("in 0 files."))
        #expect(harness.errors.text == "tablint: note: Demo: every file is outside the configuration's `include` (App); none is linted\n")
        // A folder with a file in the include, or a file named by itself, is no such case.
        let named = try project(["App/A.swift": "let s = UIScreen.main\n", "Demo/B.swift": "let s = UIScreen.main\n",
                                 ".tablint.json": #"{ "include": ["App", "Demo/B.swift"] }"#])
        defer { named.remove() }
        #expect(named.run(["Demo", "App", "Demo/B.swift"]) == 0)
        #expect(named.errors.text.isEmpty)
    }

    @Test func outputIsByteIdenticalWhateverTheThreadCount() throws {
        var files: [String: String] = [:]
        for index in 0..<60 {
            files["Module\(index % 7)/File\(index).swift"] = String(repeating: "let a\(index) = UIScreen.main.bounds\nlet b = UIApplication.shared.windows.first\n", count: index % 4 + 1)
        }
        let harness = try project(files)
        defer { harness.remove() }
        let single = CLIHarness.rerun(harness, ["--jobs", "1", "--reporter", "json"])
        for jobs in ["2", "4", "8"] {
            #expect(CLIHarness.rerun(harness, ["--jobs", jobs, "--reporter", "json"]) == single)
            #expect(CLIHarness.rerun(harness, ["--jobs", jobs, "--reporter", "sarif"]) == CLIHarness.rerun(harness, ["-j", "1", "--reporter", "sarif"]))
        }
    }
}

@Suite struct InfoCommandTests {
    @Test func rulesMarkdownIsTheCommittedRulesDocument() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["rules", "--markdown"]) == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("Rules.md"), encoding: .utf8)
        #expect(harness.output.text == committed, "Rules.md is stale: run `swift run tablint rules --markdown > Rules.md`")
    }

    @Test func rulesListJSONAndExplain() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["rules"]) == 0)
        #expect(harness.output.text.split(separator: "\n").contains { $0.hasPrefix("deprecated_window_api ") && $0.contains(" warning ") })
        let json = CLIHarness.rerun(harness, ["rules", "--json"])
        let rules = try JSONSerialization.jsonObject(with: Data(json)) as! [[String: Any]]
        #expect(rules.map { $0["id"] as! String } == RuleRegistry.identifiers)
        #expect(CLIHarness.rerunText(harness, ["explain", "deprecated_window_api"]).contains("Why:"))
        #expect(harness.run(["explain", "deprecated_window"]) == 2)
        #expect(harness.errors.text.contains("did you mean 'deprecated_window_api'"))
        #expect(harness.run(["rules", "--yaml"]) == 2)
    }

    @Test func initWritesOnceAndTheResultLoads() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["init"]) == 0)
        let written = try String(contentsOfFile: harness.folder + "/.tablint.json", encoding: .utf8)
        #expect(written == Configuration.template(rules: RuleRegistry.descriptions))
        #expect(harness.run(["init"]) == 2)
        #expect(harness.errors.text.contains("already exists"))
        try harness.write("A.swift", "let x = 1\n")
        #expect(harness.run([]) == 0, "the written configuration is valid: \(harness.errors.text)")
    }

    @Test func versionAndHelp() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["--version"]) == 0)
        #expect(harness.output.text == CLI.version + "\n")
        #expect(CLIHarness.rerunText(harness, ["--help"]).contains("--changed-since REF"))
        #expect(CLIHarness.rerunText(harness, ["help", "lint"]).hasPrefix("tablint [lint]"))
        #expect(harness.run(["help", "frobnicate"]) == 2)
    }
}

extension CLIHarness {
    /// Runs again with fresh captured output; returns standard output.
    static func rerun(_ harness: CLIHarness, _ arguments: [String], terminal: Bool = false,
                      environment: [String: String] = [:]) -> [UInt8] {
        let output = CapturedOutput()
        let console = Console(standardOutput: output, standardError: CapturedOutput(), outputIsTerminal: terminal,
                              environment: environment, workingDirectory: harness.folder)
        _ = CLI.run(arguments, console: console)
        return output.bytes
    }

    static func rerunText(_ harness: CLIHarness, _ arguments: [String], terminal: Bool = false,
                          environment: [String: String] = [:]) -> String {
        String(decoding: rerun(harness, arguments, terminal: terminal, environment: environment), as: UTF8.self)
    }
}
