import ProjectModel
import SwiftSource

/// GitLab Code Quality (the Code Climate issue format GitLab reads): a JSON array of issues with
/// `description`, `check_name`, `fingerprint`, `severity` and `location.path` / `location.lines`.
/// `gitlab` is the same reporter.
struct CodeClimateReporter: Reporter {
    package static let name = "codeclimate"
    static let alias = "gitlab"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var json = ByteBuffer(reservingCapacity: 64 + result.violations.count * 512)
        json.append("[")
        var seen: [String: Int] = [:]
        let kinds = Dictionary(context.rules.map { ($0.identifier, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for (position, violation) in result.violations.enumerated() {
            json.append(position == 0 ? "\n" : ",\n")
            json.append("  {\n    \"type\": \"issue\",\n    \"check_name\": ")
            json.appendJSONString(violation.ruleIdentifier)
            json.append(",\n    \"description\": ")
            json.appendJSONString(violation.message)
            json.append(",\n    \"content\": { \"body\": ")
            json.appendJSONString(violation.suggestion)
            json.append(" },\n    \"categories\": [")
            json.appendJSONString(kinds[violation.ruleIdentifier] == .idiomatic ? "Clarity" : "Bug Risk")
            json.append("],\n    \"fingerprint\": ")
            json.appendJSONString(uniqueFingerprint(violation.fingerprint, seen: &seen))
            json.append(",\n    \"severity\": ")
            json.appendJSONString(Self.severity(violation.severity))
            json.append(",\n    \"location\": { \"path\": ")
            json.appendJSONString(violation.location.path)
            json.append(", \"lines\": { \"begin\": \(violation.location.line), \"end\": \(violation.endLine) } }\n  }")
        }
        json.append(result.violations.isEmpty ? "]\n" : "\n]\n")
        return json.bytes
    }

    /// GitLab's scale is info, minor, major, critical, blocker: an error breaks the app
    /// (a black screen, a launch crash), a warning is a risk.
    static func severity(_ severity: Severity) -> String {
        severity == .error ? "major" : "minor"
    }

    /// GitLab merges issues with one fingerprint, but two identical violations in a file are two
    /// (SPEC §7): the second and later copies hash their ordinal in, so each stays stable.
    private func uniqueFingerprint(_ fingerprint: String, seen: inout [String: Int]) -> String {
        let copy = seen[fingerprint, default: 0]
        seen[fingerprint] = copy + 1
        return copy == 0 ? fingerprint : StableHash.hex([fingerprint, String(copy)])
    }
}
