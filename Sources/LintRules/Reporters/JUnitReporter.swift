import ProjectModel
import SwiftSource

/// JUnit XML: each violation a failed test case, each unreadable file an errored one.
struct JUnitReporter: Reporter {
    package static let name = "junit"

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        let failures = result.violations.count
        let errors = result.errors.count
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<testsuites name=\"tablint\" tests=\"\(max(failures + errors, 1))\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"tablint\" tests=\"\(max(failures + errors, 1))\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        if failures + errors == 0 {
            xml += "    <testcase classname=\"tablint\" name=\"\(Reporters.counted(result.fileCount, "file")) linted\"/>\n"
        }
        for violation in result.violations {
            let place = "\(violation.location.path):\(violation.location.line):\(violation.location.column)"
            xml += "    <testcase classname=\"\(violation.location.path.xmlEscaped)\" name=\"\(violation.ruleIdentifier.xmlEscaped) at \(place.xmlEscaped)\">\n"
            xml += "      <failure message=\"\(violation.message.xmlEscaped)\" type=\"\(violation.severity.rawValue)\">"
            xml += "\(place): \(violation.severity.rawValue): \(violation.message) (\(violation.ruleIdentifier))".xmlEscaped
            xml += "</failure>\n    </testcase>\n"
        }
        for error in result.errors {
            xml += "    <testcase classname=\"\(error.path.xmlEscaped)\" name=\"read \(error.path.xmlEscaped)\">\n"
            xml += "      <error message=\"\(error.message.xmlEscaped)\" type=\"unreadable\"/>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return Array(xml.utf8)
    }
}
