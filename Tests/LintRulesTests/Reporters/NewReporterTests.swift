import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Issue 21's reporters: `xcode`, `codeclimate` / `gitlab`, `markdown` and `html`.
@Suite struct NewReporterTests {
    @Test func aliasesAreTheReportersTheyNameAndAreListed() {
        #expect(Reporters.reporter(named: "xcode") is TextReporter)
        #expect(Reporters.reporter(named: "gitlab") is CodeClimateReporter)
        for name in ["xcode", "codeclimate", "gitlab", "markdown", "html"] {
            #expect(Reporters.names.contains(name), "\(name)")
            #expect((try? LintOptions.parse(["--reporter", name])) != nil, "\(name)")
        }
    }

    @Test func codeClimateIsGitLabCodeQuality() throws {
        var result = SampleResult.result
        // Two identical violations in one file stay two issues (SPEC §7): distinct fingerprints.
        result.violations.append(result.violations[0])
        result.violations[2].location.line = 40
        let bytes = CodeClimateReporter().report(result, context: SampleResult.context)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
        #expect(issues.count == 3)
        let first = issues[0]
        #expect(first["description"] as? String == "UIApplication.keyWindow is deprecated")
        #expect(first["check_name"] as? String == "deprecated_window_api")
        #expect(first["severity"] as? String == "minor")
        #expect(issues[1]["severity"] as? String == "major")
        #expect(first["fingerprint"] as? String == "00000000000000aa00000000000000bb")
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == "App/Scene.swift")
        #expect((location["lines"] as? [String: Int]) == ["begin": 12, "end": 12])
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 3)
        let empty = CodeClimateReporter().report(LintResult(), context: SampleResult.context)
        #expect((try JSONSerialization.jsonObject(with: Data(empty)) as? [Any])?.isEmpty == true)
    }

    @Test func markdownIsATableWithEscapedCells() {
        var result = SampleResult.result
        result.violations[0].message = "a | b with `x | y` and <b>"
        let text = String(decoding: MarkdownReporter().report(result, context: SampleResult.context), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "| location | severity | rule | message |")
        #expect(lines[1] == "| --- | --- | --- | --- |")
        #expect(lines[2] == "| App/Scene.swift:12:9 | warning | `deprecated_window_api` | a \\| b with `x \\| y` and &lt;b> |")
        #expect(lines[3].hasPrefix("| App/Tabs.swift:3:1 | error | `superfluous_disable` | a \"quoted\" &lt;tag> &amp; 100% done,<br>second: line |"))
        for row in lines[2...3] {
            #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5, "\(row)")
        }
        #expect(text.contains("Found 2 violations (1 error, 1 warning) in 3 files."))
        #expect(String(decoding: MarkdownReporter().report(LintResult(), context: SampleResult.context), as: UTF8.self).hasPrefix("No violations."))
    }

    @Test func htmlIsOneSelfContainedPage() {
        var context = SampleResult.context
        context.source = { path in
            path == "App/Scene.swift" ? Array((1...20).map { "let line\($0) = \"<\($0)>\"" }.joined(separator: "\n").utf8) : nil
        }
        let page = String(decoding: HTMLReporter().report(SampleResult.result, context: context), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for external in ["src=", "http://", "https://", "@import", "url("] {
            #expect(!page.contains(external), "nothing is fetched: \(external)")
        }
        #expect(page.contains("<span class=\"number\" data-count=\"violations\">2</span>"))
        #expect(page.contains("<span class=\"number\" data-count=\"errors\">1</span>"))
        #expect(page.contains("<span class=\"number\" data-count=\"suppressed\">1</span>"))
        #expect(page.contains("data-rule-count=\"deprecated_window_api\">1</span>"))
        #expect(page.contains("<span class=\"line hit\"><span class=\"ln\">12</span>let line12 = &quot;&lt;12&gt;&quot;</span>"))
        #expect(page.contains("<span class=\"ln\">10</span>") && page.contains("<span class=\"ln\">14</span>"))
        #expect(!page.contains("<span class=\"ln\">9</span>") && !page.contains("<span class=\"ln\">15</span>"))
        #expect(page.contains("a &quot;quoted&quot; &lt;tag&gt; &amp; 100% done,\nsecond: line"), "messages are escaped")
        #expect(page.contains("<code>enum Tab { case home }</code>"), "the snippet")
        #expect(page.contains("<a href=\"#f1\">App/Scene.swift:1:1</a>"), "a related place links to its file")
        #expect(page.contains("id=\"filter-rule\"") && page.contains("<option value=\"superfluous_disable\">"))
        #expect(page.contains("App/Bad.swift"), "unreadable files are listed")
    }

    /// Through the binary: every new reporter gives the same bytes on one thread and on eight.
    @Test(arguments: ["xcode", "codeclimate", "gitlab", "markdown", "html"])
    func theSameBytesForAnyJobs(reporter: String) throws {
        let tablint = try TablintBinary.located.get()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/TabShell").path
        let one = try tablint.run(["--reporter", reporter, "--jobs", "1"], in: root)
        let eight = try tablint.run(["--reporter", reporter, "--jobs", "8"], in: root)
        #expect(one.status == 1 && eight.status == 1)
        #expect(!one.output.isEmpty && one.output == eight.output)
        if reporter == "xcode" {
            #expect(one.output == (try tablint.run(["--reporter", "text"], in: root)).output)
        }
    }
}
