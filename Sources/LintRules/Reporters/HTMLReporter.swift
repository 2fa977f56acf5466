import ProjectModel
import SwiftSource

/// One self-contained HTML page: the summary with bar charts per severity and per rule, the
/// files with the most findings, and every violation with its code excerpt, message,
/// suggestion, snippet and links to related places, filterable by rule and severity. No network:
/// the style and the script are inline, and the fonts are the system's.
struct HTMLReporter: Reporter {
    package static let name = "html"
    /// Lines shown above and below the flagged ones, and at most this many flagged lines.
    static let contextLines = 2
    static let flaggedLinesShown = 8
    /// How many files the "most findings" table lists.
    static let topFiles = 10

    package init() {}

    package func report(_ result: LintResult, context: ReportContext) -> [UInt8] {
        let violations = result.violations
        let errors = violations.filter { $0.severity == .error }.count
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        // An empty icon: a browser would otherwise ask the network for /favicon.ico.
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:,\">\n"
        page += "<title>tablint report</title>\n<style>\n\(HTMLReportAssets.style)</style>\n</head>\n<body>\n"
        page += "<header><h1>tablint report</h1><p class=\"muted\">tablint \(context.toolVersion.htmlEscaped)</p></header>\n<main>\n"
        page += summary(result, errors: errors)
        page += charts(violations, errors: errors)
        page += topFiles(violations)
        page += filters(violations)
        page += details(violations, context: context)
        page += problems(result.errors)
        page += "</main>\n<script>\n\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
        return Array(page.utf8)
    }

    /// The counts of the JSON report's summary, each marked with `data-count` for checks.
    private func summary(_ result: LintResult, errors: Int) -> String {
        let counts: [(String, String, Int)] = [
            ("violations", "violations", result.violations.count), ("errors", "errors", errors),
            ("warnings", "warnings", result.violations.count - errors), ("files", "files linted", result.fileCount),
            ("suppressed", "suppressed", result.suppressedCount), ("baselined", "baselined", result.baselinedCount),
            ("unreadable", "unreadable", result.errors.count),
        ]
        var html = "<section class=\"cards\" aria-label=\"Summary\">\n"
        for (key, label, count) in counts {
            html += "<div class=\"card \(key)\"><span class=\"number\" data-count=\"\(key)\">\(count)</span><span class=\"label\">\(label)</span></div>\n"
        }
        return html + "</section>\n"
    }

    /// Bars per severity and per rule, widths relative to the largest; a bar filters the list.
    private func charts(_ violations: [Violation], errors: Int) -> String {
        var html = "<section class=\"charts\">\n<div class=\"chart\"><h2>By severity</h2>\n"
        let severityMax = max(errors, violations.count - errors, 1)
        for (severity, count) in [("error", errors), ("warning", violations.count - errors)] {
            html += bar(label: severity, count: count, maximum: severityMax, filter: "severity", value: severity,
                        dataKey: "data-severity-count")
        }
        html += "</div>\n<div class=\"chart\"><h2>By rule</h2>\n"
        let byRule = countsByRule(violations)
        if byRule.isEmpty { html += "<p class=\"muted\">No violations.</p>\n" }
        let ruleMax = byRule.first?.count ?? 1
        for (rule, count) in byRule {
            html += bar(label: rule, count: count, maximum: ruleMax, filter: "rule", value: rule, dataKey: "data-rule-count")
        }
        return html + "</div>\n</section>\n"
    }

    private func bar(label: String, count: Int, maximum: Int, filter: String, value: String, dataKey: String) -> String {
        let width = count == 0 ? 0 : max(2, count * 100 / maximum)
        let name = label.htmlEscaped
        return "<button type=\"button\" class=\"bar-row \(filter == "severity" ? label : "rule")\" data-filter=\"\(filter)\" data-value=\"\(name)\" "
            + "title=\"Show only \(name)\"><span class=\"bar-label\">\(name)</span>"
            + "<span class=\"bar-track\"><span class=\"bar\" style=\"width: \(width)%\"></span></span>"
            + "<span class=\"bar-count\" \(dataKey)=\"\(name)\">\(count)</span></button>\n"
    }

    /// Rules by how often they fired, most first; ties by id.
    private func countsByRule(_ violations: [Violation]) -> [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for violation in violations { counts[violation.ruleIdentifier, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// Each file once, in report order, with its anchor.
    private func files(_ violations: [Violation]) -> [(path: String, anchor: String, violations: ArraySlice<Violation>)] {
        var result: [(String, String, ArraySlice<Violation>)] = []
        var start = 0
        for index in violations.indices where index + 1 == violations.count || violations[index + 1].location.path != violations[index].location.path {
            result.append((violations[index].location.path, "f\(result.count + 1)", violations[start...index]))
            start = index + 1
        }
        return result
    }

    private func topFiles(_ violations: [Violation]) -> String {
        let ranked = files(violations).sorted { ($1.violations.count, $0.path) < ($0.violations.count, $1.path) }.prefix(Self.topFiles)
        guard !ranked.isEmpty else { return "" }
        var html = "<section class=\"top-files\"><h2>Files with the most findings</h2>\n<table>\n"
        html += "<thead><tr><th>file</th><th>findings</th><th>errors</th></tr></thead>\n<tbody>\n"
        for file in ranked {
            let errors = file.violations.filter { $0.severity == .error }.count
            html += "<tr><td><a href=\"#\(file.anchor)\">\(file.path.htmlEscaped)</a></td><td>\(file.violations.count)</td><td>\(errors)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func filters(_ violations: [Violation]) -> String {
        var html = "<section class=\"filters\" aria-label=\"Filters\">\n<label>Rule <select id=\"filter-rule\"><option value=\"\">all rules</option>"
        for rule in Set(violations.map(\.ruleIdentifier)).sorted() {
            html += "<option value=\"\(rule.htmlEscaped)\">\(rule.htmlEscaped)</option>"
        }
        html += "</select></label>\n<label>Severity <select id=\"filter-severity\"><option value=\"\">all</option>"
        html += "<option value=\"error\">error</option><option value=\"warning\">warning</option></select></label>\n"
        html += "<button type=\"button\" id=\"filter-clear\">Show all</button>\n"
        html += "<span class=\"muted\">showing <span id=\"shown-count\">\(violations.count)</span> of \(violations.count)</span>\n</section>\n"
        return html
    }

    private func details(_ violations: [Violation], context: ReportContext) -> String {
        // Related places link to the violation reported there, when there is one.
        var anchors: [Location: String] = [:]
        for (index, violation) in violations.enumerated() where anchors[violation.location] == nil {
            anchors[violation.location] = "v\(index + 1)"
        }
        let fileAnchors = Dictionary(files(violations).map { ($0.path, $0.anchor) }, uniquingKeysWith: { first, _ in first })
        var html = "<section class=\"violations\">\n<h2>Violations</h2>\n"
        if violations.isEmpty { html += "<p class=\"clean\">No violations. </p>\n" }
        var number = 0
        for file in files(violations) {
            let lines = context.source(file.path).map(Self.lines) ?? []
            html += "<section class=\"file\" id=\"\(file.anchor)\">\n<h3>\(file.path.htmlEscaped) "
                + "<span class=\"muted\">\(Reporters.counted(file.violations.count, "finding"))</span></h3>\n"
            for violation in file.violations {
                number += 1
                html += entry(violation, anchor: "v\(number)", lines: lines, anchors: anchors, fileAnchors: fileAnchors)
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    private func entry(_ violation: Violation, anchor: String, lines: [Substring], anchors: [Location: String],
                       fileAnchors: [String: String]) -> String {
        let location = violation.location
        var html = "<article class=\"violation \(violation.severity.rawValue)\" id=\"\(anchor)\" data-rule=\"\(violation.ruleIdentifier.htmlEscaped)\" "
            + "data-severity=\"\(violation.severity.rawValue)\">\n"
        html += "<div class=\"head\"><a class=\"where\" href=\"#\(anchor)\">\(location.path.htmlEscaped):\(location.line):\(location.column)</a> "
            + "<span class=\"badge \(violation.severity.rawValue)\">\(violation.severity.rawValue)</span> "
            + "<code class=\"rule\">\(violation.ruleIdentifier.htmlEscaped)</code></div>\n"
        html += "<p class=\"message\">\(violation.message.htmlWithInlineCode)</p>\n"
        html += excerpt(lines, from: location.line, through: max(location.line, violation.endLine))
        if !violation.suggestion.isEmpty { html += "<p class=\"suggestion\">\(violation.suggestion.htmlWithInlineCode)</p>\n" }
        if let snippet = violation.snippet, !snippet.isEmpty {
            html += "<details class=\"snippet\"><summary>Suggested code</summary><pre><code>\(snippet.htmlEscaped)</code></pre></details>\n"
        }
        if !violation.related.isEmpty {
            html += "<p class=\"related\">Related: "
            html += violation.related.map { related in
                let text = "\(related.path):\(related.line):\(related.column)".htmlEscaped
                guard let target = anchors[related] ?? fileAnchors[related.path] else { return "<span>\(text)</span>" }
                return "<a href=\"#\(target)\">\(text)</a>"
            }.joined(separator: ", ")
            html += "</p>\n"
        }
        return html + "</article>\n"
    }

    /// The flagged lines (at most `flaggedLinesShown`) with a few lines around them, numbered.
    private func excerpt(_ lines: [Substring], from first: Int, through last: Int) -> String {
        guard first >= 1, first <= lines.count else { return "" }
        let lastFlagged = min(last, first + Self.flaggedLinesShown - 1, lines.count)
        let range = max(1, first - Self.contextLines)...min(lines.count, lastFlagged + Self.contextLines)
        // Each line is a block of its own (so a flagged one is highlighted edge to edge): no line breaks between them.
        var html = "<pre class=\"code\"><code>"
        for number in range {
            let flagged = number >= first && number <= lastFlagged
            html += "<span class=\"line\(flagged ? " hit" : "")\"><span class=\"ln\">\(number)</span>"
                + "\(String(lines[number - 1]).htmlEscaped)</span>"
        }
        if last > lastFlagged { html += "<span class=\"line more\"><span class=\"ln\">…</span>\(last - lastFlagged) more flagged lines</span>" }
        return html + "</code></pre>\n"
    }

    /// A file's lines as Swift counts them for reports: `\n`, `\r\n` or a lone `\r` ends one.
    static func lines(_ bytes: [UInt8]) -> [Substring] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    private func problems(_ errors: [InputProblem]) -> String {
        guard !errors.isEmpty else { return "" }
        var html = "<section class=\"problems\"><h2>Could not be read</h2>\n<ul>\n"
        for error in errors { html += "<li><code>\(error.path.htmlEscaped)</code>: \(error.message.htmlEscaped)</li>\n" }
        return html + "</ul>\n</section>\n"
    }
}

extension String {
    /// Escaped text in which `code` spans, as messages write them, become `<code>` elements; an
    /// unpaired backtick stays a backtick.
    var htmlWithInlineCode: String {
        let pieces = split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count >= 3 else { return htmlEscaped }
        var html = ""
        for (index, piece) in pieces.enumerated() {
            let text = String(piece).htmlEscaped
            if index % 2 == 0 {
                html += text
            } else {
                html += index == pieces.count - 1 ? "`" + text : "<code>" + text + "</code>"
            }
        }
        return html
    }

    /// Text made safe in HTML text and in quoted attributes; control characters HTML cannot
    /// show become U+FFFD.
    var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
