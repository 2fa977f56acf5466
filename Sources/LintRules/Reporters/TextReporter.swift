import ProjectModel
import SwiftSource

/// `path:line:column: warning: message (rule_id)`, the form Xcode and editors parse, with the
/// suggestion indented under it and a summary line (SPEC §3).
package struct TextReporter: Reporter {
    package static let name = "text"
    /// SwiftLint's name for the same lines.
    static let xcodeAlias = "xcode"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var output = ByteBuffer()
        let paint = Paint(enabled: context.useColor)
        // `--quiet` is nothing but violations (SPEC §1): what was fixed is no longer one.
        for fixed in context.quiet ? [] : result.fixed ?? [] {
            output.append(paint.bold("\(oneLine(fixed.location.path)):\(fixed.location.line):\(fixed.location.column):"))
            output.append(" \(paint.green("fixed")): \(oneLine(fixed.message)) \(paint.dim("(\(fixed.ruleIdentifier))"))\n")
        }
        for violation in result.violations {
            let severity = violation.severity == .error ? paint.red("error") : paint.yellow("warning")
            // A line break in a file name would split the one line editors parse.
            output.append(paint.bold("\(oneLine(violation.location.path)):\(violation.location.line):\(violation.location.column):"))
            output.append(" \(severity): \(oneLine(violation.message)) \(paint.dim("(\(violation.ruleIdentifier))"))\n")
            if !violation.suggestion.isEmpty {
                output.append("    \(oneLine(violation.suggestion))\n")
            }
        }
        if !context.quiet {
            if let fixed = result.fixed {
                let files = Set(fixed.map(\.location.path)).count
                output.append("Fixed \(Reporters.counted(fixed.count, "violation")) in \(Reporters.counted(files, "file")).\n")
            }
            output.append(Reporters.summaryLine(result) + "\n")
        }
        return output.bytes
    }

    /// A line break becomes a space (one line per violation, as editors parse it), and other
    /// control characters `\xHH`: a terminal would run an ESC in a file name.
    private func oneLine(_ text: String) -> String {
        text.visibleControls(lineBreaks: .spaced)
    }
}

/// ANSI colours, or nothing.
struct Paint {
    var enabled: Bool
    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
}
