import ProjectModel
import SwiftSource

/// Turns a lint result into bytes; one reporter a file, chosen with `--reporter NAME`.
package protocol Reporter: Sendable {
    static var name: String { get }
    func report(_ result: LintResult, context: ReportContext) -> [UInt8]
}

/// What reporters need beside the result.
package struct ReportContext: Sendable {
    /// The rules that ran, for SARIF's `tool.driver.rules`.
    package var rules: [RuleDescription]
    package var useColor: Bool
    package var quiet: Bool
    package var strict: Bool
    var toolVersion: String
    /// Threads a reporter may use to write its entries (the output is the same for any number).
    package var jobs: Int
    /// The bytes that were linted for a report path, for reporters that quote code (html); nil
    /// when they cannot be had. The engine never prints, so the caller says where files are.
    package var source: @Sendable (String) -> [UInt8]?

    package init(rules: [RuleDescription], useColor: Bool = false, quiet: Bool = false, strict: Bool = false,
                toolVersion: String = Tool.version, jobs: Int = 1, source: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
        self.rules = rules
        self.useColor = useColor
        self.quiet = quiet
        self.strict = strict
        self.toolVersion = toolVersion
        self.jobs = jobs
        self.source = source
    }
}

package enum Reporters {
    package static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, CheckstyleReporter.self,
        GitHubActionsReporter.self, JUnitReporter.self, SummaryReporter.self, CodeClimateReporter.self,
        MarkdownReporter.self, HTMLReporter.self,
    ]

    /// Other names SwiftLint users know: `xcode` is its text reporter, `gitlab` GitLab's Code Quality.
    package static let aliases: [(alias: String, name: String)] = [
        (TextReporter.xcodeAlias, TextReporter.name), (CodeClimateReporter.alias, CodeClimateReporter.name),
    ]

    /// Every name `--reporter` takes, aliases after the reporter they stand for.
    package static var names: [String] {
        all.flatMap { reporter in [reporter.name] + aliases.filter { $0.name == reporter.name }.map(\.alias) }
    }

    package static func reporter(named name: String) -> (any Reporter)? {
        switch name {
        case TextReporter.name: TextReporter()
        case JSONReporter.name: JSONReporter()
        case SARIFReporter.name: SARIFReporter()
        case CheckstyleReporter.name: CheckstyleReporter()
        case GitHubActionsReporter.name: GitHubActionsReporter()
        case JUnitReporter.name: JUnitReporter()
        case SummaryReporter.name: SummaryReporter()
        case CodeClimateReporter.name, CodeClimateReporter.alias: CodeClimateReporter()
        case MarkdownReporter.name: MarkdownReporter()
        case HTMLReporter.name: HTMLReporter()
        case TextReporter.xcodeAlias: TextReporter()
        default: nil
        }
    }

    /// `Found 3 violations (1 error, 2 warnings) in 12 files.`
    static func summaryLine(_ result: LintResult) -> String {
        let errors = result.violations.filter { $0.severity == .error }.count
        let warnings = result.violations.count - errors
        return "Found \(counted(result.violations.count, "violation")) (\(counted(errors, "error")), "
            + "\(counted(warnings, "warning"))) in \(counted(result.fileCount, "file"))."
    }

    package static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

extension String {
    /// Text made safe for XML 1.0: escaped markup characters, and characters XML cannot carry at
    /// all (most control characters) replaced by U+FFFD.
    var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// Control characters made visible for a terminal or a CI log: a file may be named with an
    /// ESC in it, and printed raw it would run a terminal escape sequence (issue 23). Every C0
    /// control but tab, DEL and the C1 controls become `\xHH`, their code point in hex; a line
    /// break stays one only when `lineBreaks` is `.kept`, and becomes a space when `.spaced`.
    package func visibleControls(lineBreaks: LineBreaks = .escaped) -> String {
        guard unicodeScalars.contains(where: { $0.isControlToShow }) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                switch lineBreaks {
                case .kept: result.append(scalar)
                case .spaced: result.append(" ")
                case .escaped: result.append(contentsOf: scalar.hexEscape.unicodeScalars)
                }
            } else if scalar.isControlToShow {
                result.append(contentsOf: scalar.hexEscape.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    package enum LineBreaks: Sendable { case kept, spaced, escaped }
}

extension Unicode.Scalar {
    fileprivate var isControlToShow: Bool {
        (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
    }

    fileprivate var hexEscape: String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(value >> 4)]) + String(digits[Int(value & 0xF)])
    }
}
