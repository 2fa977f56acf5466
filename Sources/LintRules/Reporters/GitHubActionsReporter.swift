import ProjectModel
import SwiftSource

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…::message`, escaped as the
/// runner requires so a message cannot end the command early.
struct GitHubActionsReporter: Reporter {
    package static let name = "github-actions"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var output = ""
        for violation in result.violations {
            let properties = [
                "file=\(property(violation.location.path))",
                "line=\(violation.location.line)", "col=\(violation.location.column)",
                "endLine=\(violation.endLine)", "endColumn=\(violation.endColumn)",
                "title=\(property(violation.ruleIdentifier))",
            ].joined(separator: ",")
            output += "::\(violation.severity.rawValue) \(properties)::\(data(violation.message))\n"
        }
        for error in result.errors {
            output += "::error file=\(property(error.path))::\(data(error.message))\n"
        }
        return Array(output.utf8)
    }

    /// Message text: `%`, CR and LF escaped; other control characters shown as `\xHH`, since the
    /// runner unescapes nothing else and its log viewer would run an ESC.
    func data(_ text: String) -> String {
        var result = ""
        for character in text.visibleControls(lineBreaks: .kept).unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value: also `:` and `,`.
    func property(_ text: String) -> String {
        var result = ""
        for character in data(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
