import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// SPEC §8: every snippet tablint suggests lints clean with every rule and passes `swiftc -parse`.
/// The snippets are the ones the rules really write: every triggering example of every rule is
/// linted with all rules, and each violation's snippet is collected.
@Suite struct SnippetsLintCleanTests {
    struct SnippetCase: Sendable, CustomTestStringConvertible {
        let source: String
        let snippet: String
        var testDescription: String { source }
    }

    static let allRules: [any Rule] = RuleRegistry.all.map { try! $0.init(options: RuleOptions(identifier: $0.description.identifier)) }

    static let cases: [SnippetCase] = {
        var seen = Set<String>()
        var cases: [SnippetCase] = []
        for description in RuleRegistry.descriptions {
            for example in description.triggeringExamples {
                var files = example.otherFiles.mapValues { $0.replacingOccurrences(of: "↓", with: "") }
                files[example.path] = example.plainCode
                for violation in ExampleHarness.lint(files, rules: allRules).violations {
                    guard let snippet = violation.snippet, !snippet.isEmpty, seen.insert(snippet).inserted else { continue }
                    cases.append(SnippetCase(source: "\(violation.ruleIdentifier) from \(example.description)", snippet: snippet))
                }
            }
        }
        return cases
    }()

    @Test func everyRuleThatWritesSnippetsIsCovered() {
        let writers = Set(Self.cases.map { String($0.source.prefix { $0 != " " }) })
        #expect(writers.isSuperset(of: ["duplicated_scene_lookup", "parallel_tab_arrays"]), "\(writers)")
    }

    @Test(arguments: cases)
    func snippetLintsCleanAndParses(_ test: SnippetCase) throws {
        let outcome = ExampleHarness.lint(["Snippet.swift": test.snippet], rules: Self.allRules, strict: true)
        #expect(outcome.violations.isEmpty, "\(outcome.violations.map { "\($0.ruleIdentifier): \($0.message)" })\n\(test.snippet)")
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(test.snippet) == nil, "\(test.snippet)") }
    }
}
