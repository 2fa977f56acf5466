import LintRules
import ProjectModel
import SwiftSource

/// Everything the fuzzer checks for one input (Fuzz/FuzzTarget.swift calls it, and so do the
/// regression tests of what it found): the pipeline's invariants, then every reporter on the
/// result plus one violation and one unreadable file whose path and message are the input's
/// own bytes, so escaping meets quotes, markup and control characters.
enum FuzzOracle {
    static func problems(_ bytes: [UInt8]) -> [String] {
        var (problems, result) = PipelineInvariants.check(bytes)
        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
        // An id no rule has, so SARIF does not describe a rule on every input just for this one.
        result.violations.append(Violation(ruleIdentifier: "fuzz_input", severity: .warning,
                                           location: Location(path: text, line: 1, column: 1), endLine: 1, endColumn: 1,
                                           message: text, suggestion: text, snippet: text,
                                           related: [Location(path: text, line: 1, column: 1)], flaggedText: text))
        result.errors.append(InputProblem(path: text, message: "cannot be read: " + text))
        // The rules that fired: SARIF lists them, and the constant text of the others only costs time.
        let fired = Set(result.violations.map(\.ruleIdentifier))
        let context = ReportContext(rules: RuleRegistry.descriptions.filter { fired.contains($0.identifier) })
        for reporter in Reporters.all {
            let output = Reporters.reporter(named: reporter.name)!.report(result, context: context)
            problems += reportProblems(reporter.name, output, result: result).map { "\(reporter.name) reporter: \($0)" }
        }
        return problems
    }

    private static func reportProblems(_ name: String, _ output: [UInt8], result: LintResult) -> [String] {
        switch name {
        case "json", "sarif":
            return ReportValidation.jsonProblems(output)
        case "checkstyle", "junit":
            return ReportValidation.xmlProblems(output)
        case "text":
            let suggestions = result.violations.filter { !$0.suggestion.isEmpty }.count
            return ReportValidation.lineProblems(output, expectedLines: result.violations.count + suggestions + 1)
        case "github-actions":
            return ReportValidation.lineProblems(output, expectedLines: result.violations.count + result.errors.count)
        default:
            return ReportValidation.lineProblems(output, expectedLines: nil)
        }
    }
}
