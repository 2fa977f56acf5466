import ProjectModel
import SwiftSource

/// A table per rule: how many warnings and errors, in how many files.
struct SummaryReporter: Reporter {
    package static let name = "summary"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var rows: [String: (warnings: Int, errors: Int, files: Set<String>)] = [:]
        for violation in result.violations {
            var row = rows[violation.ruleIdentifier] ?? (0, 0, [])
            if violation.severity == .error { row.errors += 1 } else { row.warnings += 1 }
            row.files.insert(violation.location.path)
            rows[violation.ruleIdentifier] = row
        }
        let fixable = Set(context.rules.filter(\.isFixable).map(\.identifier))
        let header = ["rule", "fixable", "warnings", "errors", "files"]
        var table = rows.keys.sorted().map { identifier -> [String] in
            let row = rows[identifier]!
            return [identifier, fixable.contains(identifier) ? "yes" : "no", "\(row.warnings)", "\(row.errors)", "\(row.files.count)"]
        }
        let errors = result.violations.filter { $0.severity == .error }.count
        table.append(["total", "", "\(result.violations.count - errors)", "\(errors)",
                      "\(Set(result.violations.map(\.location.path)).count)"])
        let widths = header.indices.map { column in ([header] + table).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 || column == 1 ? cell.padding(widths[column]) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: " | ")
        }
        var output = line(header) + "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        for row in table.dropLast() { output += line(row) + "\n" }
        output += widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        output += line(table.last!) + "\n"
        if !context.quiet { output += Reporters.summaryLine(result) + "\n" }
        return Array(output.utf8)
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
