import LintRules
import ProjectModel
import SwiftSource

extension LanguageServer {
    /// `textDocument/codeAction`: for each finding in the range, its `--fix` correction, the
    /// generated `Tab` enum of parallel arrays, and a comment that disables the rule for the line.
    func codeActions(_ params: JSONValue) -> JSONValue {
        guard let uri = params.at("textDocument", "uri")?.string, let document = documents[uri],
              let (lines, violations) = checked[uri], let requested = Diagnostics.range(params["range"]),
              let workspace = workspaces[root(of: document.path)] else { return .array([]) }
        let only = params.at("context", "only")?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool {
            // `only: ["refactor"]` also asks for `refactor.rewrite` and so on (LSP 3.17).
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        var actions: [JSONValue] = []
        for violation in violations where Diagnostics.range(of: violation, in: lines, encoding: encoding).overlaps(requested) {
            let diagnostic = Diagnostics.diagnostic(violation, lines: lines, encoding: encoding,
                                                    absolute: workspace.linter.absolutePath, related: { _ in nil })
            if wanted("quickfix"), let edit = fixEdit(violation, document: document, workspace: workspace) {
                actions.append(action("Fix with tablint (\(violation.ruleIdentifier))", kind: "quickfix", edit: edit,
                                      diagnostic: diagnostic, preferred: true))
            }
            if wanted("refactor"), violation.ruleIdentifier == "parallel_tab_arrays", let snippet = violation.refactorSnippet,
               let edit = documentEdit(document, [insertion(ofSnippet: snippet, in: document)]) {
                actions.append(action("Insert the generated `Tab` enum", kind: "refactor", edit: edit, diagnostic: diagnostic))
            }
            // A suppression is a Swift comment; a plist finding has nowhere to put one.
            if wanted("quickfix"), document.path.hasSuffix(".swift"), let edit = documentEdit(document, [disableComment(for: violation, in: document)]) {
                actions.append(action("Disable \(violation.ruleIdentifier) for this line", kind: "quickfix", edit: edit,
                                      diagnostic: diagnostic))
            }
        }
        return .array(actions)
    }

    private func action(_ title: String, kind: String, edit: JSONValue, diagnostic: JSONValue, preferred: Bool = false) -> JSONValue {
        .fields(["title": .string(title), "kind": .string(kind), "diagnostics": .array([diagnostic]),
                 "isPreferred": preferred ? .bool(true) : nil, "edit": edit])
    }

    /// A `TextEdit`.
    static func textEdit(_ range: TextRange, _ text: String) -> JSONValue {
        .fields(["range": Diagnostics.json(range), "newText": .string(text)])
    }

    /// Edits to one open document, as `documentChanges` (versioned) when the client takes them.
    private func documentEdit(_ document: TextDocument, _ edits: [JSONValue]) -> JSONValue? {
        guard supportsDocumentChanges else { return .fields(["changes": .fields([document.uri: .array(edits)])]) }
        return .fields(["documentChanges": .array([versionedEdit(document, edits)])])
    }

    private func versionedEdit(_ document: TextDocument, _ edits: [JSONValue]) -> JSONValue {
        .fields(["textDocument": .fields(["uri": .string(document.uri), "version": .number(Double(document.version))]),
                 "edits": .array(edits)])
    }

    /// The violation's own `--fix` edits, and the files it creates (the accessor a duplicate
    /// calls). As `FixPlanner` does, a fix whose new file is already there is not offered, and a
    /// fix that creates files needs a client that can create them (`documentChanges`).
    private func fixEdit(_ violation: Violation, document: TextDocument, workspace: Workspace) -> JSONValue? {
        guard let fix = violation.fix, !fix.edits.isEmpty || !fix.filesToCreate.isEmpty else { return nil }
        let edits = fix.edits.sorted().map { edit in
            Self.textEdit(TextRange(start: document.lines.position(ofOffset: edit.range.lowerBound, encoding: encoding),
                                    end: document.lines.position(ofOffset: edit.range.upperBound, encoding: encoding)),
                          edit.newText)
        }
        let creates = fix.filesToCreate.map { (workspace.linter.absolutePath($0.path), $0.contents) }
        if creates.isEmpty { return documentEdit(document, edits) }
        guard supportsDocumentChanges,
              !creates.contains(where: { path, _ in FileSystem.exists(path) || documents.values.contains { $0.path == path } })
        else { return nil }
        var changes: [JSONValue] = edits.isEmpty ? [] : [versionedEdit(document, edits)]
        for (path, contents) in creates.sorted(by: { $0.0 < $1.0 }) {
            let uri = FileURI.uri(of: path)
            changes.append(.fields(["kind": .string("create"), "uri": .string(uri)]))
            let start = TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            changes.append(.fields(["textDocument": .fields(["uri": .string(uri), "version": .null]),
                                    "edits": .array([Self.textEdit(start, contents)])]))
        }
        return .fields(["documentChanges": .array(changes)])
    }

    /// `// tablint:disable:next rule_id` above the violation's line, indented as that line is.
    private func disableComment(for violation: Violation, in document: TextDocument) -> JSONValue {
        let line = max(0, violation.location.line - 1)
        let start = document.lines.offset(of: Position(line: line, character: 0), encoding: .utf8)
        let indentation = document.bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let newline = document.bytes.contains(13) && document.bytes.firstIndex(of: 10).map { $0 > 0 && document.bytes[$0 - 1] == 13 } == true
            ? "\r\n" : "\n"
        let text = String(decoding: indentation, as: UTF8.self) + "// tablint:disable:next \(violation.ruleIdentifier)" + newline
        let at = Position(line: line, character: 0)
        return Self.textEdit(TextRange(start: at, end: at), text)
    }

    /// The refactor's code at the end of the file, after a blank line.
    private func insertion(ofSnippet snippet: String, in document: TextDocument) -> JSONValue {
        let end = document.lines.position(ofOffset: document.bytes.count, encoding: encoding)
        let separator = document.bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        let text = separator + snippet + (snippet.hasSuffix("\n") ? "" : "\n")
        return Self.textEdit(TextRange(start: end, end: end), text)
    }

    /// `textDocument/hover` on a finding: the rule's rationale and refactor, as `tablint explain`
    /// gives them (Markdown when the client shows it). Nil elsewhere.
    func hover(_ params: JSONValue) -> JSONValue {
        guard let uri = params.at("textDocument", "uri")?.string, let (lines, violations) = checked[uri],
              let position = Diagnostics.position(params["position"]) else { return .null }
        let descriptions = RuleRegistry.descriptionsByIdentifier
        var hit: TextRange?
        var parts: [String] = []
        for violation in violations {
            let range = Diagnostics.range(of: violation, in: lines, encoding: encoding)
            guard range.contains(position), let rule = descriptions[violation.ruleIdentifier] else { continue }
            hit = hit ?? range
            parts.append(markdownHover ? Self.markdown(violation, rule) : violation.message + "\n\n" + RulesDocument.explanation(rule))
        }
        guard let hit else { return .null }
        return .fields([
            "contents": .fields(["kind": .string(markdownHover ? "markdown" : "plaintext"),
                                 "value": .string(parts.joined(separator: markdownHover ? "\n\n---\n\n" : "\n\n"))]),
            "range": Diagnostics.json(hit),
        ])
    }

    static func markdown(_ violation: Violation, _ rule: RuleDescription) -> String {
        var text = "**\(rule.name)** (`\(rule.identifier)`, \(violation.severity.rawValue))\n\n\(violation.message)\n\n"
        text += "**Why.** \(rule.rationale)\n\n**Refactor.** \(violation.suggestion.isEmpty ? rule.suggestion : violation.suggestion)\n"
        if let code = violation.refactorSnippet ?? rule.refactorCode { text += "\n```swift\n\(code)\n```\n" }
        text += "\n[Rules.md: \(rule.identifier)](\(Diagnostics.href(for: rule.identifier)))"
        return text
    }
}
