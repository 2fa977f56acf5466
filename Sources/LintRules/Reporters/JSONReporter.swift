import ProjectModel
import SwiftSource

/// The JSON report of SPEC §4, key order and all, two-space indented.
struct JSONReporter: Reporter {
    package static let name = "json"
    static let schemaVersion = 1

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        // About a kilobyte a violation: reserved once, the buffer never moves.
        var json = ByteBuffer(reservingCapacity: 1_024 + result.violations.count * 1_200)
        let errors = result.violations.filter { $0.severity == .error }.count
        json.append("{\n  \"tool\": { \"name\": \"tablint\", \"version\": ")
        json.appendJSONString(context.toolVersion)
        json.append(" },\n  \"schemaVersion\": \(JSONReporter.schemaVersion),\n")
        json.append("  \"summary\": { \"files\": \(result.fileCount), \"violations\": \(result.violations.count), ")
        json.append("\"errors\": \(errors), \"warnings\": \(result.violations.count - errors), ")
        json.append("\"suppressed\": \(result.suppressedCount), \"baselined\": \(result.baselinedCount), ")
        json.append("\"unreadable\": \(result.errors.count)")
        if let fixed = result.fixed { json.append(", \"fixed\": \(fixed.count)") }
        json.append(" },\n")
        json.append("  \"violations\": [")
        for part in violationEntries(result.violations, jobs: context.jobs) { json.append(contentsOf: part) }
        json.append(result.violations.isEmpty ? "],\n" : "\n  ],\n")
        if let fixed = result.fixed {
            // Only after `--fix`: what was corrected, where it was found.
            json.append("  \"fixed\": [")
            for (position, violation) in fixed.enumerated() {
                json.append(position == 0 ? "\n    { \"ruleId\": " : ",\n    { \"ruleId\": ")
                json.appendJSONString(violation.ruleIdentifier)
                json.append(", \"file\": ")
                json.appendJSONString(violation.location.path)
                json.append(", \"line\": \(violation.location.line), \"column\": \(violation.location.column), \"message\": ")
                json.appendJSONString(violation.message)
                json.append(" }")
            }
            json.append(fixed.isEmpty ? "],\n" : "\n  ],\n")
        }
        json.append("  \"errors\": [")
        for (position, error) in result.errors.enumerated() {
            json.append(position == 0 ? "\n    { \"file\": " : ",\n    { \"file\": ")
            json.appendJSONString(error.path)
            json.append(", \"message\": ")
            json.appendJSONString(error.message)
            json.append(" }")
        }
        json.append(result.errors.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return json.bytes
    }

    /// The violations' entries, each after a newline (and a comma but for the first), in pieces
    /// written on up to `jobs` threads and joined in order.
    private func violationEntries(_ violations: [Violation], jobs: Int) -> [[UInt8]] {
        // Below a few hundred entries a thread costs more than it saves.
        let pieces = violations.count < 512 ? 1 : min(jobs, violations.count / 256)
        return parallelMap(count: pieces, jobs: jobs) { piece in
            let range = (violations.count * piece / pieces)..<(violations.count * (piece + 1) / pieces)
            var json = ByteBuffer(reservingCapacity: range.count * 1_200)
            for position in range {
                json.append(position == 0 ? "\n" : ",\n")
                append(violations[position], to: &json)
            }
            return json.bytes
        }
    }

    private func append(_ violation: Violation, to json: inout ByteBuffer) {
        // Each key is written with its indentation, quotes and colon in one piece.
        func field(_ key: StaticString, _ value: String) {
            json.append(key)
            json.appendJSONString(value)
            json.append(",\n")
        }
        func number(_ key: StaticString, _ value: Int) {
            json.append(key)
            json.append(value)
            json.append(",\n")
        }
        json.append("    {\n")
        field(#"      "ruleId": "#, violation.ruleIdentifier)
        field(#"      "severity": "#, violation.severity.rawValue)
        field(#"      "file": "#, violation.location.path)
        number(#"      "line": "#, violation.location.line)
        number(#"      "column": "#, violation.location.column)
        number(#"      "endLine": "#, violation.endLine)
        number(#"      "endColumn": "#, violation.endColumn)
        field(#"      "message": "#, violation.message)
        field(#"      "suggestion": "#, violation.suggestion)
        if let snippet = violation.snippet, !snippet.isEmpty { field(#"      "snippet": "#, snippet) }
        if !violation.related.isEmpty {
            json.append("      \"related\": [")
            for (position, location) in violation.related.enumerated() {
                json.append(position == 0 ? " { \"file\": " : ", { \"file\": ")
                json.appendJSONString(location.path)
                json.append(", \"line\": \(location.line), \"column\": \(location.column) }")
            }
            json.append(" ],\n")
        }
        field(#"      "fingerprint": "#, violation.fingerprint)
        json.append("      \"fixable\": \(violation.isFixable)\n    }")
    }
}
