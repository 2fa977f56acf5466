import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// What the examples cannot show: severities decided per violation, related locations,
/// messages, snippets, and plists that are binary or broken.
@Suite struct RuleBehaviourTests {
    private func rule<R: Rule>(_ type: R.Type, _ options: String? = nil) throws -> any Rule {
        try ExampleHarness.rules(for: type, configuration: options)[0]
    }

    @Test func duplicatesPointAtTheAccessorAndNameIt() throws {
        let outcome = ExampleHarness.lint([
            "UIWindowScene+Current.swift": """
            extension UIWindowScene {
                static var current: UIWindowScene? {
                    UIApplication.shared.connectedScenes.first as? UIWindowScene
                }
            }
            """,
            "Feature.swift": "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene",
        ], rules: [try rule(DuplicatedSceneLookupRule.self)])
        let violation = try #require(outcome.violations.first)
        #expect(outcome.violations.count == 1)
        #expect(violation.location.path == "Feature.swift")
        #expect(violation.related == [Location(path: "UIWindowScene+Current.swift", line: 3, column: 9)])
        #expect(violation.message.contains("`UIWindowScene.current`"))
        #expect(violation.suggestion == "Replace the lookup with `UIWindowScene.current`.")
    }

    @Test func duplicatesWithoutAnAccessorRelateToEachOtherAndSuggestOne() throws {
        let outcome = ExampleHarness.lint([
            "A.swift": "let a = UIApplication.shared.connectedScenes.first as? UIWindowScene",
            "B.swift": "func b() { let s = UIApplication.shared.connectedScenes.first as? UIWindowScene }",
            "C.swift": "let c = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene",
        ], rules: [try rule(DuplicatedSceneLookupRule.self)])
        #expect(outcome.violations.map(\.location.path) == ["A.swift", "B.swift"])
        #expect(outcome.violations[0].related.map(\.path) == ["B.swift"])
        let snippet = try #require(outcome.violations[0].snippet)
        #expect(snippet.contains("static var current: UIWindowScene?"))
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(snippet) == nil) }
    }

    @Test func aMissingStoryboardIsAnErrorAndALeftoverAWarning() throws {
        let plist = StoryboardPlistLeftoverRule.plist(sceneStoryboard: true, mainStoryboard: false, marked: false)
        let missing = ExampleHarness.lint(["Info.plist": plist], rules: [try rule(StoryboardPlistLeftoverRule.self)])
        #expect(missing.violations.map(\.severity) == [.error])
        #expect(missing.violations.first?.message.contains("crashes at launch") == true)
        let leftover = ExampleHarness.lint([
            "Info.plist": plist, "SceneDelegate.swift": StoryboardPlistLeftoverRule.codeBuiltSceneDelegate,
            "Base.lproj/Main.storyboard": "",
        ], rules: [try rule(StoryboardPlistLeftoverRule.self)])
        #expect(leftover.violations.map(\.severity) == [.warning])
        let keyLine = plist.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<key>UISceneStoryboardFile</key>") }.map { $0 + 1 }
        #expect(leftover.violations.first?.location.line == keyLine)
        #expect(leftover.violations.first?.location.column == 6)
    }

    @Test func binaryPlistsAreReadAndReportedAtLineOne() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let manifest: [String: Any] = [
            "UIMainStoryboardFile": "Main",
            "UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Main"]]]],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: manifest, format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: harness.folder + "/Info.plist"))
        #expect(harness.run(["--reporter", "json", "--only", "storyboard_plist_leftover"]) == 1)
        let report = try JSONSerialization.jsonObject(with: Data(harness.output.bytes)) as! [String: Any]
        let violations = report["violations"] as! [[String: Any]]
        #expect(violations.count == 2)
        #expect(violations.allSatisfy { $0["line"] as? Int == 1 && ($0["message"] as? String)?.contains("binary plist") == true })
    }

    @Test func aPlistThatDoesNotParseIsAnInputError() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("App/Info.plist", "<?xml version=\"1.0\"?><plist><dict><key>A</key>")
        try harness.write("App/A.swift", "let s = UIScreen.main\n")
        #expect(harness.run(["--reporter", "json"]) == 3)
        let report = try JSONSerialization.jsonObject(with: Data(harness.output.bytes)) as! [String: Any]
        let errors = report["errors"] as! [[String: String]]
        #expect(errors.map { $0["file"] } == ["App/Info.plist"])
        #expect(errors.first?["message"]?.hasPrefix("is not a valid property list: ") == true)
        #expect((report["violations"] as! [Any]).count == 1, "the Swift file is still linted")
    }

    @Test func heightsAreConfigurable() throws {
        let code = "let kTabBarHeight: CGFloat = 58\nlet kNavBarHeight: CGFloat = 64"
        let defaults = ExampleHarness.lint(["A.swift": code], rules: [try rule(HardcodedBarHeightRule.self)])
        #expect(defaults.violations.map(\.location.line) == [2])
        let custom = ExampleHarness.lint(["A.swift": code], rules: [try rule(HardcodedBarHeightRule.self, #"{ "heights": [58] }"#)])
        #expect(custom.violations.map(\.location.line) == [1])
        #expect(throws: ConfigurationError.self) { try HardcodedBarHeightRule(options: RuleOptions(identifier: "hardcoded_bar_height", values: [("heights", .string("49"))])) }
        #expect(throws: ConfigurationError.self) { try DuplicatedSceneLookupRule(options: RuleOptions(identifier: "duplicated_scene_lookup", values: [("minOccurrences", .number(1))])) }
    }

    @Test func parallelArraysReportOnceWithTheOthersRelated() throws {
        let example = ParallelTabArraysRule.description.triggeringExamples[0]
        let outcome = ExampleHarness.lint([example.path: example.plainCode], rules: [try rule(ParallelTabArraysRule.self)])
        let violation = try #require(outcome.violations.first)
        #expect(outcome.violations.count == 1)
        #expect(violation.related.map(\.line) == [3, 4])
        #expect(violation.message.hasPrefix("`icons`, `selectedIcons` and `titles` describe the same tabs"))
    }
}
