import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct SuppressionTests {
    private let code = """
    let a = UIScreen.main                       // line 1
    // tablint:disable deprecated_window_api
    let b = UIScreen.main                       // line 3
    // tablint:enable deprecated_window_api
    let c = UIScreen.main                       // line 5
    // tablint:disable:next deprecated_window_api
    let d = UIScreen.main                       // line 7
    let e = UIScreen.main // tablint:disable:this deprecated_window_api
    let f = UIScreen.main                       // line 9
    // tablint:disable:previous deprecated_window_api
    // tablint:disable all
    let g = UIScreen.main                       // line 12
    """

    @Test func everyCommandFormSilencesItsLines() {
        let outcome = ExampleHarness.lint(["A.swift": code], rules: [DeprecatedWindowAPIRule(options: RuleOptions(identifier: "x"))])
        #expect(outcome.violations.map(\.location.line) == [1, 5])
    }

    @Test func parsesCommandsFromLineAndBlockCommentsButNotDocComments() {
        let file = SourceFile(path: "A.swift", bytes: Array("""
        // tablint:disable:next rule_a rule_b
        /* tablint:disable rule_c */
        // plain comment
        x() // tablint:enable all
        // tablint:frobnicate rule_d
        /// tablint:disable rule_e
        /** tablint:disable rule_f */
        /* tablint:disable:next rule_g,rule_h
           because the next line is generated */
        y()
        """.utf8))
        let suppressions = Suppressions(file: file)
        #expect(suppressions.commands.map(\.action) == [.disableNext, .disable, .enable, .disableNext])
        #expect(suppressions.commands[0].rules == ["rule_a", "rule_b"])
        #expect(suppressions.commands[1].rules == ["rule_c"])
        #expect(suppressions.commands[2].line == 4 && suppressions.commands[2].column == 5)
        #expect(suppressions.commands[3].rules == ["rule_g", "rule_h"], "the ids end with the line")
        // Reported where the comment starts; `next` is the line after the comment's last.
        #expect(suppressions.commands[3].line == 8)
        #expect(suppressions.commands[3].lastLine == 9, "`next` is the line after the comment's last")
    }

    @Test(arguments: [
        ("// tablint:disable:next rule_a,rule_b", ["rule_a", "rule_b"]),
        ("// tablint:disable:next rule_a, rule_b", ["rule_a", "rule_b"]),
        ("// tablint:disable:next rule_a ,rule_b - because", ["rule_a", "rule_b"]),
        ("/* tablint:disable:next rule_a */", ["rule_a"]),
        ("/* tablint:disable:next rule_a*/", ["rule_a"]),
        ("/*tablint:disable:next rule_a,rule_b*/", ["rule_a", "rule_b"]),
        ("/* tablint:disable:next rule_a */ // rule_b", ["rule_a"]),
    ])
    func idsAreSeparatedBySpacesOrCommas(comment: String, ids: [String]) {
        let command = Suppressions.parse(ArraySlice(comment.utf8), line: 1, column: 1)
        #expect(command?.action == .disableNext)
        #expect(command?.rules == ids)
    }

    @Test func blockCommentsAndCommaListsSilenceViolations() {
        let source = """
        /* tablint:disable:next deprecated_window_api */
        let a = UIScreen.main
        let b = UIScreen.main /* tablint:disable:this deprecated_window_api,hardcoded_bar_height */
        // tablint:disable:next hardcoded_bar_height, deprecated_window_api
        let c = UIScreen.main
        let d = UIScreen.main
        """
        let outcome = ExampleHarness.lint(["A.swift": source], rules: [DeprecatedWindowAPIRule(options: RuleOptions(identifier: "x"))])
        #expect(outcome.violations.map(\.location.line) == [6])
    }

    @Test func superfluousCommandsAreReportedUnderStrict() {
        let source = """
        // tablint:disable:next deprecated_window_api
        let quiet = 1
        let s = UIScreen.main // tablint:disable:this deprecated_window_api
        // tablint:disable:next deprecated_window_api superfluous_disable
        let t = UIScreen.main
        """
        let rules: [any Rule] = [DeprecatedWindowAPIRule(options: RuleOptions(identifier: "x")),
                                 SuperfluousDisableRule(options: RuleOptions(identifier: "y"))]
        let relaxed = ExampleHarness.lint(["A.swift": source], rules: rules)
        #expect(relaxed.violations.isEmpty)
        let strict = ExampleHarness.lint(["A.swift": source], rules: rules, strict: true)
        #expect(strict.violations.map { "\($0.ruleIdentifier)@\($0.location.line)" } ==
            ["superfluous_disable@1", "superfluous_disable@4"])
        #expect(strict.violations.last?.message.contains("superfluous_disable") == true)
    }

    @Test func unknownRuleIdsAreAlwaysReported() {
        let outcome = ExampleHarness.lint(["A.swift": "// tablint:disable:next deprecated_windows_api\nlet s = UIScreen.main"],
                                          rules: [DeprecatedWindowAPIRule(options: RuleOptions(identifier: "x")),
                                                  SuperfluousDisableRule(options: RuleOptions(identifier: "y"))])
        #expect(outcome.violations.map(\.ruleIdentifier) == ["superfluous_disable", "deprecated_window_api"])
        #expect(outcome.violations[0].message == "'deprecated_windows_api' in tablint:disable:next is not a tablint rule")
    }

    @Test func suppressedViolationsAreCounted() {
        let plan = LintPlan(projectFiles: [DiscoveredFile(path: "/p/A.swift", kind: .swift)], reported: ["/p/A.swift"],
                            overrides: ["/p/A.swift": Array(code.utf8)])
        let result = Linter(rules: [DeprecatedWindowAPIRule(options: RuleOptions(identifier: "x"))], workingDirectory: "/p").lint(plan)
        #expect(result.suppressedCount == 5)
        #expect(result.violations.count == 2)
    }
}
