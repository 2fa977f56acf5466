import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// One correction of one rule, as its own test case.
struct RuleCorrectionCase: CustomTestStringConvertible, Sendable {
    let ruleIdentifier: String
    let number: Int
    let correction: Correction

    var testDescription: String { "\(ruleIdentifier) correction #\(number) (\(correction))" }

    static let all: [RuleCorrectionCase] = RuleRegistry.descriptions.flatMap { description in
        description.corrections.enumerated().map {
            RuleCorrectionCase(ruleIdentifier: description.identifier, number: $0.offset + 1, correction: $0.element)
        }
    }
}

/// Every correction of every rule, through the real fixing engine in memory: `--fix` turns
/// the example into exactly the code the rule promises, the result still parses, and fixing it
/// again changes nothing.
@Suite struct RuleCorrectionsTests {
    @Test(arguments: RuleCorrectionCase.all)
    func correction(_ test: RuleCorrectionCase) throws {
        let before = test.correction.before
        let source = ExampleHarness.sourceLocation(of: before)
        let rules = try ExampleHarness.rules(for: RuleRegistry.type(for: test.ruleIdentifier)!, configuration: before.configuration)
        var files = before.otherFiles.mapValues { $0.replacingOccurrences(of: "↓", with: "") }
        files[before.path] = before.plainCode
        let first = ExampleHarness.fix(files, rules: rules)
        #expect(first.contents[before.path] == test.correction.after, "main file", sourceLocation: source)
        for (path, expected) in test.correction.afterFiles {
            #expect(first.contents[path] == expected, "\(path)", sourceLocation: source)
        }
        let unexpected = first.changed.subtracting([before.path]).subtracting(test.correction.afterFiles.keys)
        #expect(unexpected.isEmpty, "files changed that the correction does not name: \(unexpected.sorted())", sourceLocation: source)
        #expect(!first.fixed.isEmpty, "nothing was fixed", sourceLocation: source)

        let second = ExampleHarness.fix(first.contents, rules: rules)
        #expect(second.changed.isEmpty, "a second --fix changed \(second.changed.sorted())", sourceLocation: source)

        if SwiftCompiler.isAvailable {
            for (path, code) in first.contents.sorted(by: { $0.key < $1.key }) where first.changed.contains(path) {
                let errors = try SwiftCompiler.parseErrors(code)
                #expect(errors == nil, "\(path) no longer parses:\n\(errors ?? "")", sourceLocation: source)
            }
        }
    }

    @Test func fixableRulesShowCorrectionsAndOthersNone() {
        let fixable = Set(RuleRegistry.descriptions.filter(\.isFixable).map(\.identifier))
        #expect(fixable == ["deprecated_window_api", "duplicated_scene_lookup", "scene_activation_fallback"])
    }
}

/// The fuzzer's `--fix` invariants (`PipelineInvariants.fixProblems`) hold for every correction
/// written as one file, so a fuzzing failure there is the input's, not the oracle's.
@Suite struct FixInvariantTests {
    @Test(arguments: RuleCorrectionCase.all.filter { $0.correction.before.otherFiles.isEmpty })
    func correctionKeepsTheFuzzInvariants(_ test: RuleCorrectionCase) {
        let bytes = Array(test.correction.before.plainCode.utf8)
        let rules = RuleRegistry.all.compactMap { try? $0.init(options: RuleOptions(identifier: $0.description.identifier)) }
        #expect(PipelineInvariants.fixProblems(bytes, rules: rules) == [])
    }

    @Test func aFixThatLosesACommentIsCaught() {
        // The oracle's own check, on a made-up before/after pair: it must see the loss.
        let before = SourceFile(path: "A.swift", bytes: Array("let a = 1 // keep\n".utf8))
        let after = SourceFile(path: "A.swift", bytes: Array("let a = 1\n".utf8))
        #expect(PipelineInvariants.lostComments(before: before, after: after) == ["// keep"])
    }
}
