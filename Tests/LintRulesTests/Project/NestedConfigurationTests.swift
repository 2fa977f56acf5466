import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// SPEC §5: a `.tablint.json` in a subfolder applies to the files below it.
@Suite struct NestedConfigurationTests {
    @Test func aNestedConfigurationAppliesBelowItsFolder() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", #"{ "include": ["Sources"], "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        try harness.write("Sources/A.swift", "let w = UIApplication.shared.keyWindow\n")
        try harness.write("Demo/.tablint.json", #"{ "disabled": ["hardcoded_bar_height"] }"#)
        try harness.write("Demo/B.swift", "let w = UIApplication.shared.keyWindow\nlet h = view.frame.height - 49\n")
        // From the top, the outer include leaves Demo out.
        #expect(try harness.lintJSON([]).violations() == ["Sources/A.swift:1 deprecated_window_api"])
        // Without an outer include, a run from the top lints Demo with its own file too.
        try harness.write(".tablint.json", #"{ "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        try harness.write("Demo/Deep/.tablint.json", #"{ "disabled": ["deprecated_window_api"] }"#)
        try harness.write("Demo/Deep/C.swift", "let w = UIApplication.shared.keyWindow\nlet h = view.frame.height - 49\n")
        let top = harness.lintJSON([])
        // Demo/Deep takes both nested files: Demo's disabled list and its own add up.
        #expect(try top.violations() == ["Demo/B.swift:1 deprecated_window_api", "Sources/A.swift:1 deprecated_window_api"])
        #expect(try top.summary()["files"] == 3)
        try harness.delete("Demo/Deep/C.swift")
        try harness.delete("Demo/Deep/.tablint.json")
        try harness.write(".tablint.json", #"{ "include": ["Sources"], "rules": { "deprecated_window_api": { "severity": "error" } } }"#)
        // Named, Demo is linted with both files: the outer severity and the inner disabled list.
        let demo = harness.lintJSON(["Demo"])
        #expect(try demo.violations() == ["Demo/B.swift:1 deprecated_window_api"])
        #expect((try demo.report()["violations"] as! [[String: Any]]).first?["severity"] as? String == "error")

        let shown = harness.invoke(["debug", "config", "Demo/B.swift"])
        #expect(shown.code == 0)
        let configuration = try #require(try JSONSerialization.jsonObject(with: Data(shown.outputBytes)) as? [String: Any])
        #expect(configuration["files"] as? [String] == [".tablint.json", "Demo/.tablint.json"])
        #expect(configuration["disabled"] as? [String] == ["hardcoded_bar_height"])
        #expect(configuration["include"] as? [String] == [])
        #expect((configuration["rules"] as? [String: [String: String]])?["deprecated_window_api"]?["severity"] == "error")
        #expect(harness.invoke(["debug", "config", "Missing"]).code == 2)
    }
}
