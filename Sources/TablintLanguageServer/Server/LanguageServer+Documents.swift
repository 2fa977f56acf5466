import LintRules
import ProjectModel
import SwiftSource

extension LanguageServer {
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let path = FileURI.path(of: uri),
              Self.isLinted(path), let text = item["text"]?.string else { return }
        documents[uri] = TextDocument(uri: uri, path: path, version: item["version"]?.int ?? 0, text: text)
        dirtyRoots.insert(root(of: path))
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params.at("textDocument", "uri")?.string, var document = documents[uri] else { return }
        let changes = (params["contentChanges"]?.array ?? []).compactMap { change -> TextDocument.Change? in
            guard let text = change["text"]?.string else { return nil }
            return TextDocument.Change(range: Diagnostics.range(change["range"]), text: text)
        }
        document.apply(changes, version: params.at("textDocument", "version")?.int ?? document.version + 1, encoding: encoding)
        documents[uri] = document
        dirtyRoots.insert(root(of: document.path))
    }

    func didSave(_ params: JSONValue) {
        guard let uri = params.at("textDocument", "uri")?.string, let path = FileURI.path(of: uri),
              Self.describesProject(path) else { return }
        // A root whose configuration was broken is retried too: the save may have mended it.
        let roots = Set(workspaces.keys).union(brokenRoots.keys)
        for root in roots.sorted() where path == root || PathUtilities.isInside(path, folder: root) { reload(root) }
        dirtyRoots.formUnion(documents.values.map { root(of: $0.path) })
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params.at("textDocument", "uri")?.string, let document = documents.removeValue(forKey: uri) else { return }
        checked[uri] = nil
        published[uri] = nil
        // The file's text on disk is the context again: other documents' verdicts may change.
        dirtyRoots.insert(root(of: document.path))
        notify("textDocument/publishDiagnostics", .fields(["uri": .string(uri), "diagnostics": .array([])]))
    }

    /// What tablint lints (SPEC §1): Swift files and Info.plist files.
    static func isLinted(_ path: String) -> Bool {
        path.hasSuffix(".swift") || DiscoveredFile.isPlistName(PathUtilities.lastComponent(path))
    }

    /// Checks every root with a changed document: all of its open documents are linted together
    /// (reported) with the rest of the project as context, and each document whose diagnostics
    /// differ from what was last published is published again (a cross-file verdict changes
    /// other documents too). A document with a newer change or a close waiting is not published:
    /// the next check, with the newer text, will be.
    package func checkIfNeeded() {
        for root in dirtyRoots.sorted() {
            dirtyRoots.remove(root)
            let open = documents.values.filter { self.root(of: $0.path) == root }.sorted { $0.uri < $1.uri }
            guard !open.isEmpty, let workspace = workspace(at: root) else { continue }
            let texts = Dictionary(open.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            let results = workspace.check(texts)
            for document in open {
                let violations = results[document.path] ?? []
                checked[document.uri] = (document.lines, violations)
                guard !isSuperseded(document.uri) else { continue }
                publish(document, violations, workspace: workspace)
            }
        }
    }

    private func publish(_ document: TextDocument, _ violations: [Violation], workspace: Workspace) {
        var related: [String: LineIndex?] = [:]
        let diagnostics = violations.map { violation in
            Diagnostics.diagnostic(violation, lines: document.lines, encoding: encoding,
                                   absolute: workspace.linter.absolutePath,
                                   related: { path in
                                       if let cached = related[path] { return cached }
                                       let lines = self.text(of: path, in: workspace).map(LineIndex.init)
                                       related[path] = lines
                                       return lines
                                   })
        }
        let list = JSONValue.array(diagnostics)
        let bytes = list.compactJSON()
        // A changed document always hears back (its client waits for the new version's verdict);
        // another document only when its verdict changed.
        if let last = published[document.uri], last.version == document.version, last.diagnostics == bytes { return }
        published[document.uri] = (document.version, bytes)
        notify("textDocument/publishDiagnostics", .fields([
            "uri": .string(document.uri), "version": .number(Double(document.version)), "diagnostics": list,
        ]))
    }

    /// A file's current text: an open document's, else what the workspace read, else the disk's.
    func text(of path: String, in workspace: Workspace) -> [UInt8]? {
        if let document = documents.values.first(where: { $0.path == path }) { return document.bytes }
        return workspace.contextBytes(of: path) ?? (try? FileIO.read(path))
    }
}
