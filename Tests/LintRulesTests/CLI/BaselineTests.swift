import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// SPEC §7 through the command line: `--write-baseline`, then `--baseline` reports only new violations.
@Suite struct BaselineTests {
    /// A view controller with two accepted violations (a deprecated screen, a bar height) amid other code.
    private static let accepted = """
    import UIKit

    final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let scale = UIScreen.main.scale
            print(scale)
        }

        func layoutBar() {
            bar.frame.size.height = 49
        }

        func unrelated() -> Int { 1 }
    }

    """

    private func project(_ files: [String: String]) throws -> CLIHarness {
        let harness = try CLIHarness()
        for (path, text) in files { try harness.write(path, text) }
        return harness
    }

    private func writeBaseline(_ harness: CLIHarness, _ file: String = "baseline.json", in folder: String = ".") throws {
        let run = harness.invoke(["--write-baseline", file], in: folder)
        try #require(run.code == 0, "\(run.errors)")
    }

    /// The baseline's entries, parsed.
    private func entries(_ harness: CLIHarness, _ file: String = "baseline.json") throws -> [String: [String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(try harness.read(file))) as! [String: Any]
        return json["violations"] as! [String: [String: Any]]
    }

    @Test func codeInsertedAboveOrMovedAroundLeavesBaselinedViolationsOld() throws {
        let harness = try project(["App/Profile.swift": Self.accepted])
        defer { harness.remove() }
        let before = try harness.lintJSON([]).violations()
        #expect(before == ["App/Profile.swift:6 deprecated_window_api", "App/Profile.swift:11 hardcoded_bar_height"])
        try writeBaseline(harness)

        // Lines inserted above: every violation moves down.
        try harness.write("App/Profile.swift", "// Profile\n//\n// Copyright\n\nimport Foundation\n" + Self.accepted)
        let inserted = harness.lintJSON(["--baseline", "baseline.json", "--strict"])
        #expect(try inserted.violations() == [])
        #expect(try inserted.summary()["baselined"] == 2)
        #expect(inserted.code == 0)

        // The file's other code moved and the violations re-indented: still the same violations.
        let moved = """
        import UIKit

        final class ProfileViewController: UIViewController {
            func unrelated() -> Int { 1 }

            func layoutBar() {
                if true {
                    bar.frame.size.height   =   49
                }
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                let scale =
                    UIScreen . main.scale
                print(scale)
            }
        }

        """
        try harness.write("App/Profile.swift", moved)
        let unmoved = try harness.lintJSON([]).violations()
        #expect(unmoved == ["App/Profile.swift:8 hardcoded_bar_height", "App/Profile.swift:15 deprecated_window_api"])
        #expect(try harness.lintJSON(["--baseline", "baseline.json"]).violations() == [])

        // …but a different violation is new, and the text report and exit code say so.
        try harness.write("App/Profile.swift", moved + "let w = UIApplication.shared.keyWindow\n")
        #expect(try harness.lintJSON(["--baseline", "baseline.json"]).violations() == ["App/Profile.swift:19 deprecated_window_api"])
        let text = harness.invoke(["--baseline", "baseline.json", "--strict"])
        #expect(text.code == 1)
        #expect(text.output.hasPrefix("App/Profile.swift:19:9: warning: UIApplication.keyWindow is deprecated"))
    }

    @Test func aThirdCopyOfATwiceBaselinedViolationIsNew() throws {
        let twice = "let a = UIScreen.main.bounds\nlet b = UIScreen.main.bounds\n"
        let harness = try project(["Layout.swift": twice, "Other.swift": "let x = 1\n"])
        defer { harness.remove() }
        try writeBaseline(harness)
        let recorded = try entries(harness)
        #expect(recorded.count == 1, "two identical violations share one fingerprint")
        #expect(recorded.values.first?["count"] as? Int == 2)

        try harness.write("Layout.swift", "let c = UIScreen.main.bounds\n" + twice)
        let third = harness.lintJSON(["--baseline", "baseline.json", "--strict"])
        #expect(try third.violations().count == 1, "exactly one of the three is new")
        #expect(try third.summary()["baselined"] == 2)
        #expect(third.code == 1)

        // The same code in another file is another violation: the path is part of the fingerprint.
        try harness.write("Layout.swift", twice)
        try harness.write("Other.swift", "let c = UIScreen.main.bounds\n")
        #expect(try harness.lintJSON(["--baseline", "baseline.json"]).violations() == ["Other.swift:1 deprecated_window_api"])
    }

    @Test func fixedViolationsDropOutAndARewrittenBaselineForgetsThem() throws {
        let harness = try project(["Profile.swift": Self.accepted])
        defer { harness.remove() }
        try writeBaseline(harness)
        #expect(try entries(harness).values.map { $0["ruleId"] as! String }.sorted() == ["deprecated_window_api", "hardcoded_bar_height"])

        let fixed = Self.accepted.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
        try harness.write("Profile.swift", fixed)
        let afterFix = harness.lintJSON(["--baseline", "baseline.json"])
        #expect(try afterFix.violations() == [])
        #expect(try afterFix.summary()["baselined"] == 1, "only the bar height is still there to leave out")

        try writeBaseline(harness)
        let shrunk = try entries(harness)
        #expect(shrunk.values.map { $0["ruleId"] as! String } == ["hardcoded_bar_height"])
        // Once forgotten, bringing the violation back makes it new.
        try harness.write("Profile.swift", Self.accepted)
        #expect(try harness.lintJSON(["--baseline", "baseline.json"]).violations() == ["Profile.swift:6 deprecated_window_api"])
    }

    @Test func theFileIsSortedStableAndTheDocumentedFormat() throws {
        var files: [String: String] = [:]
        for index in 0..<24 {
            files["Module\(index % 5)/File \(index).swift"] = String(repeating: "let a = UIScreen.main.bounds\nlet h = 49\nlet b = UIApplication.shared.windows.first\n", count: index % 3 + 1)
        }
        // The same project written in the opposite order, in another folder.
        let forwards = try project([:])
        let backwards = try project([:])
        defer { forwards.remove(); backwards.remove() }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try forwards.write(path, text) }
        for (path, text) in files.sorted(by: { $0.key > $1.key }) { try backwards.write(path, text) }

        #expect(forwards.invoke(["--write-baseline", "one.json", "--jobs", "1"]).code == 0)
        #expect(forwards.invoke(["--write-baseline", "two.json", "--jobs", "4"]).code == 0)
        #expect(backwards.invoke(["--write-baseline", "one.json", "--jobs", "3"]).code == 0)
        let bytes = try forwards.read("one.json")
        #expect(try forwards.read("two.json") == bytes, "the thread count changes nothing")
        #expect(try backwards.read("one.json") == bytes, "neither does the order files were made in")
        #expect(forwards.invoke(["--write-baseline", "one.json"]).code == 0)
        #expect(try forwards.read("one.json") == bytes, "rewriting an unchanged project changes nothing")

        // SPEC §7 / docs/CI.md: tool, formatVersion, then one sorted entry a line.
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["{", "  \"tool\": \"tablint\",", "  \"formatVersion\": 1,", "  \"violations\": {"])
        #expect(Array(lines.suffix(2)) == ["  }", "}"])
        let entryLines = lines.dropFirst(4).dropLast(2)
        let keys = entryLines.map { String($0.split(separator: "\"")[1]) }
        #expect(!keys.isEmpty)
        #expect(keys == keys.sorted(), "keys are sorted")
        #expect(keys.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        let entries = try entries(forwards, "one.json")
        #expect(entries.count == keys.count, "one entry a line")
        for entry in entries.values {
            #expect(Set(entry.keys) == ["count", "ruleId", "file", "message"])
            #expect((entry["count"] as! Int) >= 1)
            #expect((entry["file"] as! String).hasPrefix("Module"))
        }
        // The report's fingerprints are the baseline's keys when the baseline is in the current folder.
        let report = try forwards.lintJSON([]).report()
        let fingerprints = Set((report["violations"] as! [[String: Any]]).map { $0["fingerprint"] as! String })
        #expect(fingerprints == Set(keys))
    }

    @Test func anEmptyBaselineIsValid() throws {
        let harness = try project(["Clean.swift": "let x = 1\n"])
        defer { harness.remove() }
        try writeBaseline(harness)
        #expect(String(decoding: try harness.read("baseline.json"), as: UTF8.self)
            == "{\n  \"tool\": \"tablint\",\n  \"formatVersion\": 1,\n  \"violations\": {}\n}\n")
        #expect(harness.invoke(["--baseline", "baseline.json"]).code == 0)
    }

    @Test func writingABaselineSucceedsWhateverItRecords() throws {
        let harness = try project(["SceneDelegate.swift": Fixtures.unretainedWindow])
        defer { harness.remove() }
        #expect(harness.invoke([]).code == 1, "an error-severity violation")
        let written = harness.invoke(["--write-baseline", "baseline.json", "--strict"])
        #expect(written.code == 0)
        #expect(written.output.isEmpty)
        #expect(written.errors == "tablint: recorded 1 violation in baseline.json\n")
        let filtered = harness.invoke(["--baseline", "baseline.json", "--strict"])
        #expect(filtered.code == 0)
    }

    /// Fingerprints spell files from the baseline's folder, so a run from a subfolder matches.
    @Test func aBaselineMatchesFromAnyFolder() throws {
        let harness = try project(["App/Screens/Profile.swift": Self.accepted, "ci/.keep": ""])
        defer { harness.remove() }
        try writeBaseline(harness, "ci/baseline.json")
        #expect(Set(try entries(harness, "ci/baseline.json").values.map { $0["file"] as! String }) == ["../App/Screens/Profile.swift"])
        let fromApp = harness.lintJSON(["--baseline", "../ci/baseline.json", "--strict"], in: "App")
        #expect(try fromApp.violations() == [])
        #expect(try fromApp.summary()["baselined"] == 2)
        #expect(fromApp.code == 0)
        // Written from the subfolder, the same baseline.
        let bytes = try harness.read("ci/baseline.json")
        try writeBaseline(harness, "../../ci/baseline.json", in: "App/Screens")
        #expect(try harness.read("ci/baseline.json") == bytes)
    }

    @Test(arguments: [
        ("missing.json", nil, "baseline missing.json: no such file (record one with --write-baseline missing.json)"),
        ("broken.json", "{ \"tool\": \"tablint\", ", "baseline broken.json is not valid JSON: "),
        ("array.json", "[]", "baseline array.json is not a tablint baseline (write one with --write-baseline)"),
        ("other.json", #"{ "tool": "swiftlint", "formatVersion": 1, "violations": {} }"#, "baseline other.json is not a tablint baseline"),
        ("list.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": [] }"#, "baseline list.json is not a tablint baseline"),
        ("future.json", #"{ "tool": "tablint", "formatVersion": 2, "violations": {} }"#, "baseline future.json has an unknown formatVersion; this tablint reads version 1"),
        ("text.json", #"{ "tool": "tablint", "formatVersion": "1", "violations": {} }"#, "baseline text.json has an unknown formatVersion"),
        ("none.json", #"{ "tool": "tablint", "violations": {} }"#, "baseline none.json has an unknown formatVersion"),
        ("count.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": { "ab": { "count": "2", "ruleId": "r", "file": "f" } } }"#, "baseline count.json: the entry ab needs a count, ruleId and file"),
        ("zero.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": { "ab": { "count": 0, "ruleId": "r", "file": "f" } } }"#, "baseline zero.json: the entry ab needs a count"),
        ("half.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": { "ab": { "count": 1.5, "ruleId": "r", "file": "f" } } }"#, "baseline half.json: the entry ab needs a count"),
        ("rule.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": { "ab": { "count": 1, "file": "f" } } }"#, "baseline rule.json: the entry ab needs a count, ruleId and file"),
        ("entry.json", #"{ "tool": "tablint", "formatVersion": 1, "violations": { "ab": 3 } }"#, "baseline entry.json: the entry ab needs a count, ruleId and file"),
    ] as [(String, String?, String)])
    func aMissingOrMalformedBaselineIsAUsageError(_ file: String, _ content: String?, _ message: String) throws {
        let harness = try project(["A.swift": "let s = UIScreen.main\n"])
        defer { harness.remove() }
        if let content { try harness.write(file, content) }
        let run = harness.invoke(["--baseline", file])
        #expect(run.code == 2)
        #expect(run.output.isEmpty, "nothing is reported")
        #expect(run.errors.hasPrefix("tablint: " + message), "got: \(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func aBaselineThatIsAFolderIsAUsageError() throws {
        let harness = try project(["A.swift": "let s = UIScreen.main\n", "baseline.json/.keep": ""])
        defer { harness.remove() }
        let run = harness.invoke(["--baseline", "baseline.json"])
        #expect(run.code == 2)
        #expect(run.errors.hasPrefix("tablint: baseline baseline.json: "))
        #expect(harness.invoke(["--baseline", "a.json", "--write-baseline", "b.json"]).code == 2)
        let unwritable = harness.invoke(["--write-baseline", "no/such/folder/b.json"])
        #expect(unwritable.code == 2)
        #expect(unwritable.errors.hasPrefix("tablint: cannot write the baseline no/such/folder/b.json: "))
    }
}
