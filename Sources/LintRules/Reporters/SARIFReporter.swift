import ProjectModel
import SwiftSource

/// SARIF 2.1.0 as GitHub code scanning wants it: one run, every rule that ran in
/// `tool.driver.rules`, a result per violation with one location, columns in UTF-16 code units,
/// and `partialFingerprints` so alerts survive edits elsewhere in the file.
struct SARIFReporter: Reporter {
    package static let name = "sarif"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var json = ByteBuffer()
        let rules = context.rules.sorted { $0.identifier < $1.identifier }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.identifier, $0) })
        json.append("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n")
        json.append("  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n")
        json.append("          \"name\": \"tablint\",\n          \"version\": ")
        json.appendJSONString(context.toolVersion)
        json.append(",\n          \"semanticVersion\": ")
        json.appendJSONString(context.toolVersion)
        json.append(",\n          \"rules\": [")
        for (position, rule) in rules.enumerated() {
            json.append(position == 0 ? "\n" : ",\n")
            appendRule(rule, to: &json)
        }
        json.append(rules.isEmpty ? "]\n" : "\n          ]\n")
        json.append("        }\n      },\n")
        json.append("      \"columnKind\": \"utf16CodeUnits\",\n")
        json.append("      \"results\": [")
        for (position, violation) in result.violations.enumerated() {
            json.append(position == 0 ? "\n" : ",\n")
            appendResult(violation, ruleIndex: ruleIndex[violation.ruleIdentifier], to: &json)
        }
        json.append(result.violations.isEmpty ? "],\n" : "\n      ],\n")
        json.append("      \"invocations\": [\n        {\n          \"executionSuccessful\": \(result.errors.isEmpty)")
        if !result.errors.isEmpty {
            json.append(",\n          \"toolExecutionNotifications\": [")
            for (position, error) in result.errors.enumerated() {
                json.append(position == 0 ? "\n" : ",\n")
                json.append("            { \"level\": \"error\", \"message\": { \"text\": ")
                json.appendJSONString(error.message)
                json.append(" }, \"locations\": [ { \"physicalLocation\": { \"artifactLocation\": { \"uri\": ")
                json.appendJSONString(uri(error.path))
                json.append(" } } } ] }")
            }
            json.append("\n          ]")
        }
        json.append("\n        }\n      ]\n    }\n  ]\n}\n")
        return json.bytes
    }

    private func appendRule(_ rule: RuleDescription, to json: inout ByteBuffer) {
        json.append("            {\n              \"id\": ")
        json.appendJSONString(rule.identifier)
        json.append(",\n              \"name\": ")
        json.appendJSONString(rule.name.filter { !$0.isWhitespace })
        json.append(",\n              \"shortDescription\": { \"text\": ")
        json.appendJSONString(rule.summary)
        json.append(" },\n              \"fullDescription\": { \"text\": ")
        json.appendJSONString(rule.rationale)
        json.append(" },\n              \"help\": { \"text\": ")
        json.appendJSONString(rule.suggestion)
        json.append(", \"markdown\": ")
        json.appendJSONString(RulesDocument.helpMarkdown(rule))
        json.append(" },\n              \"defaultConfiguration\": { \"level\": ")
        json.appendJSONString(rule.severity.rawValue)
        json.append(" },\n              \"properties\": { \"tags\": [")
        json.appendJSONString(rule.kind.rawValue)
        json.append("] }\n            }")
    }

    private func appendResult(_ violation: Violation, ruleIndex: Int?, to json: inout ByteBuffer) {
        json.append("        {\n          \"ruleId\": ")
        json.appendJSONString(violation.ruleIdentifier)
        if let ruleIndex { json.append(",\n          \"ruleIndex\": \(ruleIndex)") }
        json.append(",\n          \"level\": ")
        json.appendJSONString(violation.severity.rawValue)
        json.append(",\n          \"message\": { \"text\": ")
        let text = violation.suggestion.isEmpty ? violation.message : violation.message + ". " + violation.suggestion
        json.appendJSONString(text)
        json.append(" },\n          \"locations\": [ ")
        appendLocation(violation.location.path, line: violation.location.line, column: violation.utf16Column,
                       endLine: violation.endLine, endColumn: violation.utf16EndColumn, to: &json)
        json.append(" ],\n")
        if !violation.related.isEmpty {
            json.append("          \"relatedLocations\": [")
            for (position, location) in violation.related.enumerated() {
                json.append(position == 0 ? " " : ", ")
                json.append("{ \"id\": \(position), ")
                json.append("\"physicalLocation\": { \"artifactLocation\": { \"uri\": ")
                json.appendJSONString(uri(location.path))
                json.append(", \"uriBaseId\": \"%SRCROOT%\" }, \"region\": { \"startLine\": \(location.line), \"startColumn\": \(location.column) } } }")
            }
            json.append(" ],\n")
        }
        json.append("          \"partialFingerprints\": { \"tablintFingerprint/v1\": ")
        json.appendJSONString(violation.fingerprint)
        json.append(" }\n        }")
    }

    private func appendLocation(_ path: String, line: Int, column: Int, endLine: Int, endColumn: Int,
                                to json: inout ByteBuffer) {
        json.append("{ \"physicalLocation\": { \"artifactLocation\": { \"uri\": ")
        json.appendJSONString(uri(path))
        json.append(", \"uriBaseId\": \"%SRCROOT%\" }, \"region\": { \"startLine\": \(line), \"startColumn\": \(column), ")
        json.append("\"endLine\": \(max(endLine, line)), \"endColumn\": \(endLine > line ? endColumn : max(endColumn, column)) } } }")
    }

    /// A relative URI reference: path segments percent-encoded, `/` kept.
    func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + format16(byte)
            }
        }
        return result
    }

    private func format16(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
