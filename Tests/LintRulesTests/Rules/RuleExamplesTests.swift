import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// One example of one rule, as its own test case.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    enum Role: String, Sendable { case triggering, nonTriggering = "non-triggering" }

    let ruleIdentifier: String
    let role: Role
    let number: Int
    let example: Example

    var ruleType: any Rule.Type { RuleRegistry.type(for: ruleIdentifier)! }
    var testDescription: String { "\(ruleIdentifier) \(role.rawValue) #\(number) (\(example))" }

    static let all: [RuleExampleCase] = RuleRegistry.descriptions.flatMap { description in
        description.triggeringExamples.enumerated().map {
            RuleExampleCase(ruleIdentifier: description.identifier, role: .triggering, number: $0.offset + 1, example: $0.element)
        } + description.nonTriggeringExamples.enumerated().map {
            RuleExampleCase(ruleIdentifier: description.identifier, role: .nonTriggering, number: $0.offset + 1, example: $0.element)
        }
    }

    static var triggering: [RuleExampleCase] { all.filter { $0.role == .triggering } }
    static var wrappableTriggering: [RuleExampleCase] { triggering.filter { $0.example.isWrappable } }
}

/// Every example of every rule: triggering ones fire exactly at their `↓` markers, and stop
/// firing inside a comment, inside a string and under a disable comment; they still point at
/// the right column after a line of multi-byte characters. Non-triggering ones stay silent.
@Suite struct RuleExamplesTests {
    private func lint(_ test: RuleExampleCase, code: String) throws -> ExampleHarness.Outcome {
        let rules = try ExampleHarness.rules(for: test.ruleType, configuration: test.example.configuration)
        var files = test.example.otherFiles.mapValues { $0.replacingOccurrences(of: "↓", with: "") }
        files[test.example.path] = code
        return ExampleHarness.lint(files, rules: rules, strict: test.ruleIdentifier == "superfluous_disable")
    }

    private func found(_ outcome: ExampleHarness.Outcome, _ test: RuleExampleCase, in path: String) -> [Location] {
        outcome.violations.filter { $0.ruleIdentifier == test.ruleIdentifier && $0.location.path == path }
            .map { Location(path: "", line: $0.location.line, column: $0.location.column) }
    }

    @Test(arguments: RuleExampleCase.all)
    func example(_ test: RuleExampleCase) throws {
        let example = test.example
        let outcome = try lint(test, code: example.plainCode)
        let source = ExampleHarness.sourceLocation(of: example)
        #expect(outcome.errors.isEmpty, "errors: \(outcome.errors)", sourceLocation: source)
        #expect(found(outcome, test, in: example.path) == ExampleHarness.markers(in: example.code),
                "\(outcome.violations.map { "\($0.location.line):\($0.location.column) \($0.message)" })", sourceLocation: source)
        for (path, code) in example.otherFiles {
            #expect(found(outcome, test, in: path) == ExampleHarness.markers(in: code), "in \(path)", sourceLocation: source)
        }
        if test.role == .triggering {
            #expect(!outcome.violations.isEmpty, "a triggering example must trigger", sourceLocation: source)
        }
    }

    @Test(arguments: RuleExampleCase.wrappableTriggering)
    func silentInsideABlockComment(_ test: RuleExampleCase) throws {
        let outcome = try lint(test, code: "/*\n" + test.example.plainCode + "\n*/\n")
        #expect(found(outcome, test, in: test.example.path) == [], sourceLocation: ExampleHarness.sourceLocation(of: test.example))
    }

    @Test(arguments: RuleExampleCase.wrappableTriggering)
    func silentInsideAStringLiteral(_ test: RuleExampleCase) throws {
        let outcome = try lint(test, code: "let quoted = #\"\"\"\n" + test.example.plainCode + "\n\"\"\"#\n")
        #expect(found(outcome, test, in: test.example.path) == [], sourceLocation: ExampleHarness.sourceLocation(of: test.example))
    }

    @Test(arguments: RuleExampleCase.wrappableTriggering)
    func offsetsHoldAfterMultiByteCharacters(_ test: RuleExampleCase) throws {
        let outcome = try lint(test, code: "let greeting = \"héllo wörld 日本語 😀\"\n" + test.example.plainCode)
        let expected = ExampleHarness.markers(in: test.example.code).map { Location(path: "", line: $0.line + 1, column: $0.column) }
        #expect(found(outcome, test, in: test.example.path) == expected, sourceLocation: ExampleHarness.sourceLocation(of: test.example))
    }

    @Test(arguments: RuleExampleCase.wrappableTriggering)
    func silentUnderDisableNext(_ test: RuleExampleCase) throws {
        let markedLines = Set(ExampleHarness.markers(in: test.example.code).map(\.line))
        let lines = test.example.plainCode.split(separator: "\n", omittingEmptySubsequences: false)
        var code: [String] = []
        for (number, line) in lines.enumerated() {
            if markedLines.contains(number + 1) { code.append("// tablint:disable:next \(test.ruleIdentifier)") }
            code.append(String(line))
        }
        let outcome = try lint(test, code: code.joined(separator: "\n"))
        #expect(found(outcome, test, in: test.example.path) == [], sourceLocation: ExampleHarness.sourceLocation(of: test.example))
        #expect(!outcome.violations.contains { $0.ruleIdentifier == "superfluous_disable" },
                sourceLocation: ExampleHarness.sourceLocation(of: test.example))
    }

    @Test func everyRuleHasExamplesOfBothKinds() {
        for description in RuleRegistry.descriptions {
            #expect(!description.triggeringExamples.isEmpty, "\(description.identifier) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.identifier) has no non-triggering example")
        }
    }
}
