import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// A fixed result every reporter renders: two violations in two files, one unreadable file.
enum SampleResult {
    static var result: LintResult {
        var first = Violation(ruleIdentifier: "deprecated_window_api", severity: .warning,
                              location: Location(path: "App/Scene.swift", line: 12, column: 9), endLine: 12, endColumn: 38,
                              message: "UIApplication.keyWindow is deprecated", suggestion: "Use view.window.",
                              flaggedText: "UIApplication.shared.keyWindow")
        first.fingerprint = "00000000000000aa00000000000000bb"
        var second = Violation(ruleIdentifier: "superfluous_disable", severity: .error,
                               location: Location(path: "App/Tabs.swift", line: 3, column: 1), endLine: 4, endColumn: 2,
                               message: "a \"quoted\" <tag> & 100% done,\nsecond: line", suggestion: "",
                               snippet: "enum Tab { case home }", related: [Location(path: "App/Scene.swift", line: 1, column: 1)],
                               flaggedText: "x")
        second.fingerprint = "ff"
        var result = LintResult()
        result.violations = [first, second]
        result.errors = [InputProblem(path: "App/Bad.swift", message: "is not valid UTF-8 (first bad byte at line 1, column 2)")]
        result.fileCount = 3
        result.suppressedCount = 1
        return result
    }

    static var context: ReportContext {
        ReportContext(rules: [DeprecatedWindowAPIRule.description, SuperfluousDisableRule.description], toolVersion: "0.1.0")
    }

    static func render(_ reporter: any Reporter, _ context: ReportContext = context) -> String {
        String(decoding: reporter.report(result, context: context), as: UTF8.self)
    }
}

@Suite struct ReporterTests {
    @Test func text() {
        #expect(SampleResult.render(TextReporter()) == """
        App/Scene.swift:12:9: warning: UIApplication.keyWindow is deprecated (deprecated_window_api)
            Use view.window.
        App/Tabs.swift:3:1: error: a "quoted" <tag> & 100% done, second: line (superfluous_disable)
        Found 2 violations (1 error, 1 warning) in 3 files.

        """)
        var quiet = SampleResult.context
        quiet.quiet = true
        #expect(!SampleResult.render(TextReporter(), quiet).contains("Found"))
    }

    @Test func textInColour() {
        var context = SampleResult.context
        context.useColor = true
        let text = SampleResult.render(TextReporter(), context)
        #expect(text.contains("\u{1B}[33mwarning\u{1B}[0m"))
        #expect(text.contains("\u{1B}[31merror\u{1B}[0m"))
    }

    /// Editors parse one line per violation: a line break in a file name or a CRLF in a message
    /// (one `Character`, equal to neither CR nor LF) must not start another.
    @Test func textKeepsEachViolationOnOneLine() {
        var result = LintResult()
        result.violations = [Violation(ruleIdentifier: "superfluous_disable", severity: .warning,
                                       location: Location(path: "odd\nname\r.swift", line: 1, column: 1), endLine: 1, endColumn: 2,
                                       message: "first\r\nsecond", suggestion: "a\r\nb", flaggedText: "x")]
        let text = String(decoding: TextReporter().report(result, context: ReportContext(rules: [], quiet: true)), as: UTF8.self)
        #expect(text == "odd name .swift:1:1: warning: first  second (superfluous_disable)\n    a  b\n")
    }

    @Test func summaryLineGrammar() {
        var result = LintResult()
        result.fileCount = 1
        #expect(Reporters.summaryLine(result) == "Found 0 violations (0 errors, 0 warnings) in 1 file.")
    }

    @Test func json() throws {
        let text = SampleResult.render(JSONReporter())
        #expect(text == """
        {
          "tool": { "name": "tablint", "version": "0.1.0" },
          "schemaVersion": 1,
          "summary": { "files": 3, "violations": 2, "errors": 1, "warnings": 1, "suppressed": 1, "baselined": 0, "unreadable": 1 },
          "violations": [
            {
              "ruleId": "deprecated_window_api",
              "severity": "warning",
              "file": "App/Scene.swift",
              "line": 12,
              "column": 9,
              "endLine": 12,
              "endColumn": 38,
              "message": "UIApplication.keyWindow is deprecated",
              "suggestion": "Use view.window.",
              "fingerprint": "00000000000000aa00000000000000bb",
              "fixable": false
            },
            {
              "ruleId": "superfluous_disable",
              "severity": "error",
              "file": "App/Tabs.swift",
              "line": 3,
              "column": 1,
              "endLine": 4,
              "endColumn": 2,
              "message": "a \\"quoted\\" <tag> & 100% done,\\nsecond: line",
              "suggestion": "",
              "snippet": "enum Tab { case home }",
              "related": [ { "file": "App/Scene.swift", "line": 1, "column": 1 } ],
              "fingerprint": "ff",
              "fixable": false
            }
          ],
          "errors": [
            { "file": "App/Bad.swift", "message": "is not valid UTF-8 (first bad byte at line 1, column 2)" }
          ]
        }

        """)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((object?["violations"] as? [Any])?.count == 2)
    }

    /// Many violations are written in pieces on several threads and joined: the bytes must be
    /// those one thread writes, for counts around every piece boundary.
    @Test func jsonWrittenOnSeveralThreadsIsTheSameBytes() throws {
        let sample = SampleResult.result.violations
        for count in [0, 1, 511, 512, 513, 767, 1_024, 2_501] {
            var result = SampleResult.result
            result.violations = (0..<count).map { index in
                var violation = sample[index % 2]
                violation.location.line = index + 1
                return violation
            }
            let single = JSONReporter().report(result, context: SampleResult.context)
            for jobs in [2, 3, 8] {
                var context = SampleResult.context
                context.jobs = jobs
                #expect(JSONReporter().report(result, context: context) == single, "\(count) violations, \(jobs) threads")
            }
            let object = try JSONSerialization.jsonObject(with: Data(single)) as? [String: Any]
            #expect((object?["violations"] as? [Any])?.count == count)
        }
    }

    @Test func jsonOfAnEmptyResultIsValid() throws {
        var result = LintResult()
        result.fileCount = 0
        let bytes = JSONReporter().report(result, context: SampleResult.context)
        let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        #expect((object?["violations"] as? [Any])?.isEmpty == true)
    }

    @Test func sarif() throws {
        let text = SampleResult.render(SARIFReporter())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["deprecated_window_api", "superfluous_disable"])
        #expect(rules.allSatisfy { $0["shortDescription"] != nil && $0["fullDescription"] != nil && $0["help"] != nil })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "deprecated_window_api" && first["ruleIndex"] as? Int == 0)
        #expect(first["level"] as? String == "warning")
        #expect((first["partialFingerprints"] as? [String: String])?["tablintFingerprint/v1"] == "00000000000000aa00000000000000bb")
        let region = try #require((((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]) as? [String: Int])
        #expect(region == ["startLine": 12, "startColumn": 9, "endLine": 12, "endColumn": 38])
        #expect(text.contains("\"uri\": \"App/Scene.swift\""))
        #expect(SARIFReporter().uri("My App/Scène.swift") == "My%20App/Sc%C3%A8ne.swift")
    }

    @Test func checkstyle() throws {
        let text = SampleResult.render(CheckstyleReporter())
        #expect(text == """
        <?xml version="1.0" encoding="utf-8"?>
        <checkstyle version="4.3">
          <file name="App/Scene.swift">
            <error line="12" column="9" severity="warning" message="UIApplication.keyWindow is deprecated" source="tablint.rules.deprecated_window_api"/>
          </file>
          <file name="App/Tabs.swift">
            <error line="3" column="1" severity="error" message="a &quot;quoted&quot; &lt;tag&gt; &amp; 100% done,&#10;second: line" source="tablint.rules.superfluous_disable"/>
          </file>
          <file name="App/Bad.swift">
            <error line="1" column="1" severity="error" message="is not valid UTF-8 (first bad byte at line 1, column 2)" source="tablint.input"/>
          </file>
        </checkstyle>

        """)
        try expectWellFormedXML(text)
    }

    @Test func junit() throws {
        let text = SampleResult.render(JUnitReporter())
        #expect(text.contains(#"<testsuites name="tablint" tests="3" failures="2" errors="1">"#))
        #expect(text.contains(#"<testcase classname="App/Scene.swift" name="deprecated_window_api at App/Scene.swift:12:9">"#))
        #expect(text.contains(#"<error message="is not valid UTF-8 (first bad byte at line 1, column 2)" type="unreadable"/>"#))
        try expectWellFormedXML(text)
    }

    @Test func githubActions() {
        #expect(SampleResult.render(GitHubActionsReporter()) == """
        ::warning file=App/Scene.swift,line=12,col=9,endLine=12,endColumn=38,title=deprecated_window_api::UIApplication.keyWindow is deprecated
        ::error file=App/Tabs.swift,line=3,col=1,endLine=4,endColumn=2,title=superfluous_disable::a "quoted" <tag> & 100%25 done,%0Asecond: line
        ::error file=App/Bad.swift::is not valid UTF-8 (first bad byte at line 1, column 2)

        """)
        #expect(GitHubActionsReporter().property("a:b,c%\r\n") == "a%3Ab%2Cc%25%0D%0A")
    }

    @Test func summary() {
        #expect(SampleResult.render(SummaryReporter()) == """
        rule                  | fixable | warnings | errors | files
        ----------------------+---------+----------+--------+------
        deprecated_window_api | yes     |        1 |      0 |     1
        superfluous_disable   | no      |        0 |      1 |     1
        ----------------------+---------+----------+--------+------
        total                 |         |        1 |      1 |     2
        Found 2 violations (1 error, 1 warning) in 3 files.

        """)
    }

    @Test func controlCharactersInMessagesAndPathsKeepEveryFormatValid() throws {
        var result = SampleResult.result
        result.violations[0].message = "bell \u{7} escape \u{1B} nul \u{0} tab\t \"q\" 'a' </x>"
        result.violations[0].location.path = "Odd \"dir\"/a<b>&\u{1}.swift"
        for reporter in [JSONReporter() as any Reporter, SARIFReporter()] {
            let bytes = reporter.report(result, context: SampleResult.context)
            #expect(try JSONSerialization.jsonObject(with: Data(bytes)) is [String: Any])
        }
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            try expectWellFormedXML(String(decoding: reporter.report(result, context: SampleResult.context), as: UTF8.self))
        }
        let actions = String(decoding: GitHubActionsReporter().report(result, context: SampleResult.context), as: UTF8.self)
        #expect(actions.split(separator: "\n").count == 3)
    }

    private func expectWellFormedXML(_ text: String) throws {
        #if canImport(FoundationXML)
        let parser = FoundationXML.XMLParser(data: Data(text.utf8))
        #else
        let parser = XMLParser(data: Data(text.utf8))
        #endif
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
