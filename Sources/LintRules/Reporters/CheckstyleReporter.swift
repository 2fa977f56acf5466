import ProjectModel
import SwiftSource

/// Checkstyle XML, which GitLab, Jenkins and many CI dashboards read.
struct CheckstyleReporter: Reporter {
    package static let name = "checkstyle"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [(String, [Violation])] = []
        for violation in result.violations {
            if byFile.last?.0 == violation.location.path {
                byFile[byFile.count - 1].1.append(violation)
            } else {
                byFile.append((violation.location.path, [violation]))
            }
        }
        for (path, violations) in byFile {
            xml += "  <file name=\"\(path.xmlEscaped)\">\n"
            for violation in violations {
                xml += "    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\" "
                xml += "severity=\"\(violation.severity.rawValue)\" message=\"\(violation.message.xmlEscaped)\" "
                xml += "source=\"tablint.rules.\(violation.ruleIdentifier.xmlEscaped)\"/>\n"
            }
            xml += "  </file>\n"
        }
        for error in result.errors {
            xml += "  <file name=\"\(error.path.xmlEscaped)\">\n"
            xml += "    <error line=\"1\" column=\"1\" severity=\"error\" message=\"\(error.message.xmlEscaped)\" source=\"tablint.input\"/>\n"
            xml += "  </file>\n"
        }
        xml += "</checkstyle>\n"
        return Array(xml.utf8)
    }
}
