import LintRules
import ProjectModel
import SwiftSource

extension LanguageServer {
    /// `initialize`: reads the client's capabilities, then loads each root's project once.
    func initialize(_ params: JSONValue) -> JSONValue {
        let capabilities = params["capabilities"]
        encoding = PositionEncoding.negotiate(offered: capabilities?.at("general", "positionEncodings")?.array?.compactMap(\.string))
        let formats = capabilities?.at("textDocument", "hover", "contentFormat")?.array?.compactMap(\.string) ?? []
        markdownHover = formats.contains("markdown")
        supportsDocumentChanges = capabilities?.at("workspace", "workspaceEdit", "documentChanges")?.bool ?? false
        supportsWatchRegistration = capabilities?.at("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.bool ?? false
        roots = Self.roots(params)
        for root in roots { _ = workspace(at: root) }
        isInitialized = true
        return .fields([
            "capabilities": .fields([
                "positionEncoding": .string(encoding.rawValue),
                // 2: incremental; full text is accepted too (a change without a range).
                "textDocumentSync": .fields(["openClose": .bool(true), "change": .number(2),
                                             "save": .fields(["includeText": .bool(false)])]),
                "codeActionProvider": .fields(["codeActionKinds": .array([.string("quickfix"), .string("refactor")])]),
                "hoverProvider": .bool(true),
                "workspace": .fields(["workspaceFolders": .fields(["supported": .bool(true), "changeNotifications": .bool(true)])]),
            ]),
            "serverInfo": .fields(["name": .string("tablint"), "version": .string(Tool.version)]),
        ])
    }

    /// The project roots a client names: its workspace folders, else `rootUri`, else `rootPath`.
    static func roots(_ params: JSONValue) -> [String] {
        if let folders = params["workspaceFolders"]?.array, !folders.isEmpty {
            return folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path(of:)) }
        }
        if let uri = params["rootUri"]?.string, let path = FileURI.path(of: uri) { return [path] }
        if let path = params["rootPath"]?.string, path.hasPrefix("/") { return [PathUtilities.normalize(path)] }
        return []
    }

    /// Asks to hear of changes to the files that make up the context (LSP's dynamic registration).
    func registerWatchers() {
        guard supportsWatchRegistration else { return }
        let globs = ["**/*.swift", "**/.tablint.json", "**/Package.swift", "**/project.pbxproj", "**/*.xcconfig", "**/*Info.plist"]
        let options: JSONValue = .fields(["watchers": .array(globs.map { .fields(["globPattern": .string($0)]) })])
        send(.fields([
            "jsonrpc": .string("2.0"), "id": .string("tablint-watch"), "method": .string("client/registerCapability"),
            "params": .fields(["registrations": .array([.fields([
                "id": .string("tablint-watched-files"), "method": .string("workspace/didChangeWatchedFiles"),
                "registerOptions": options,
            ])])]),
        ]))
    }

    /// The root a document belongs to: the deepest workspace folder holding it, else its own
    /// project root (SPEC §1), so a file opened from elsewhere still gets its project as context.
    func root(of path: String) -> String {
        let holding = roots.filter { path == $0 || PathUtilities.isInside(path, folder: $0) }
        if let deepest = holding.max(by: { $0.utf8.count < $1.utf8.count }) { return deepest }
        return ProjectRoot.find(for: path) ?? PathUtilities.parent(path)
    }

    /// The loaded workspace of a root, loading it on first use; nil when its configuration is
    /// broken (the user has been told once).
    func workspace(at root: String) -> Workspace? {
        if let workspace = workspaces[root] { return workspace }
        guard brokenRoots[root] == nil else { return nil }
        do throws(ConfigurationError) {
            let workspace = Workspace(root: root, setup: try loadWorkspace(root))
            workspaces[root] = workspace
            log("tablint lsp: \(root): \(workspace.contextFileCount) files of context")
            return workspace
        } catch {
            brokenRoots[root] = error.message
            showMessage("tablint: \(error.message)")
            return nil
        }
    }

    /// Forgets a root's project so the next check reads it again (a configuration, manifest or
    /// project file changed, or files came or went).
    func reload(_ root: String) {
        workspaces[root] = nil
        brokenRoots[root] = nil
        if documents.values.contains(where: { self.root(of: $0.path) == root }) {
            _ = workspace(at: root)
            dirtyRoots.insert(root)
        }
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.array ?? [] {
            guard let path = change["uri"]?.string.flatMap(FileURI.path(of:)) else { continue }
            // An open document's unsaved text wins over its file on disk.
            if documents.values.contains(where: { $0.path == path }) { continue }
            let affected = workspaces.keys.filter { path == $0 || PathUtilities.isInside(path, folder: $0) }
            for root in affected.sorted() {
                // 2: changed. A plain Swift edit updates the context; the rest re-reads the project.
                if change["type"]?.int == 2, workspaces[root]!.refresh(path) {
                    dirtyRoots.insert(root)
                } else {
                    reload(root)
                }
            }
        }
        checkIfNeeded()
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        let event = params["event"]
        for removed in event?["removed"]?.array ?? [] {
            guard let path = removed["uri"]?.string.flatMap(FileURI.path(of:)) else { continue }
            roots.removeAll { $0 == path }
            workspaces[path] = nil
        }
        for added in event?["added"]?.array ?? [] {
            guard let path = added["uri"]?.string.flatMap(FileURI.path(of:)), !roots.contains(path) else { continue }
            roots.append(path)
        }
        // Documents may now belong to another root.
        dirtyRoots.formUnion(documents.values.map { root(of: $0.path) })
        checkIfNeeded()
    }

    /// Whether saving or changing this file changes what the project is.
    static func describesProject(_ path: String) -> Bool {
        let name = PathUtilities.lastComponent(path)
        return name == ".tablint.json" || name == "Package.swift" || name == "Project.swift" || name == "project.pbxproj" || name == "project.yml" || name == "project.yaml"
            || name.hasSuffix(".xcconfig") || path.contains("/ProjectDescriptionHelpers/")
    }
}
