import ProjectModel
import SwiftSource

/// A Markdown table for pull-request comments: location, severity, rule, message, and the
/// summary line under it.
struct MarkdownReporter: Reporter {
    package static let name = "markdown"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var output = ""
        if result.violations.isEmpty {
            output += "No violations.\n"
        } else {
            output += "| location | severity | rule | message |\n| --- | --- | --- | --- |\n"
            for violation in result.violations {
                let location = "\(violation.location.path):\(violation.location.line):\(violation.location.column)"
                output += "| \(cell(location)) | \(violation.severity.rawValue) | `\(violation.ruleIdentifier)` | "
                    + "\(cell(violation.message)) |\n"
            }
        }
        if !result.errors.isEmpty {
            output += "\nCould not be read:\n\n"
            for error in result.errors { output += "- \(cell(error.path)): \(cell(error.message))\n" }
        }
        if !context.quiet { output += "\n" + Reporters.summaryLine(result) + "\n" }
        return Array(output.utf8)
    }

    /// One table cell: a `|` would end it and a line break would end the row (GitHub reads `\|`
    /// as a bar even in code spans). Outside code spans `<` and `&` are escaped, so text that
    /// looks like HTML shows as written; inside them Markdown shows every character as it is.
    func cell(_ text: String) -> String {
        var result = ""
        var inCode = false
        // Printed to a terminal too: an ESC in a file name is shown, not run.
        for scalar in text.visibleControls(lineBreaks: .kept).unicodeScalars {
            switch scalar {
            case "|": result += "\\|"
            case "`":
                inCode.toggle()
                result += "`"
            case "<" where !inCode: result += "&lt;"
            case "&" where !inCode: result += "&amp;"
            case "\r": break
            case "\n": result += "<br>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
