import LintRules
import ProjectModel
import SwiftSource

/// What a project root resolves to, as `tablint` run in that folder would resolve it:
/// configuration, rules and the plan of every project file. The command line builds it
/// (`LintSetup`), so the server shares its configuration handling without importing it.
package struct WorkspaceSetup: Sendable {
    package var linter: Linter
    package var plan: LintPlan

    package init(linter: Linter, plan: LintPlan) {
        self.linter = linter
        self.plan = plan
    }
}

/// Builds the setup of a project root; a configuration error is shown to the user.
package typealias WorkspaceLoader = @Sendable (_ root: String) throws(ConfigurationError) -> WorkspaceSetup

/// One project root with the context every check needs, read once: the project model, the
/// configuration, and the bytes of the project files that can tell a cross-file rule anything.
/// A check lints the open documents' unsaved text as the reported files of that plan, so
/// suppressions, severities and cross-file verdicts are those of a command-line run.
///
/// Each check reuses the outcomes of the previous one for every file whose bytes are the same
/// (`OutcomeCache`): an edit tokenizes and checks only the edited document, then runs the
/// whole cross-file step. A context file refreshed from disk has new bytes and is checked
/// again; a new configuration or project model is a new `Workspace`, with an empty cache.
package struct Workspace: Sendable {
    package let root: String
    package private(set) var linter: Linter
    /// The project's files; the ones read for context carry their bytes in `overrides`, so a
    /// check reads nothing from disk.
    private var plan: LintPlan
    /// The last check's per-file outcomes. Shared by copies of this workspace, which is safe:
    /// an outcome is reused only for the same inputs.
    private let outcomes = OutcomeCache()

    package init(root: String, setup: WorkspaceSetup) {
        self.root = root
        linter = setup.linter
        plan = setup.plan
        plan.reported = []
        keepContext()
    }

    /// Files in the plan (after pruning): for tests and the log.
    package var contextFileCount: Int { plan.projectFiles.count }

    /// Files whose outcome the next check may reuse: for tests.
    package var cachedOutcomeCount: Int { outcomes.count }

    /// Reads every project file once and keeps only those a check needs: a Swift file with none of
    /// the words the whole-project rules and project facts look for is skipped by the engine
    /// when it is not reported, so it is left out of the plan (an open document is put back).
    private mutating func keepContext() {
        let needles = linter.contextScanTerms?.map(ByteSearch.Needle.init)
        var files: [DiscoveredFile] = []
        var projectOfFile: [Int32] = []
        for (index, file) in plan.projectFiles.enumerated() {
            guard let bytes = plan.overrides[file.path] ?? (try? FileIO.read(file.path)) else {
                // Unreadable: the engine will say so (a note, since context is never reported).
                files.append(file)
                if !plan.projectOfFile.isEmpty { projectOfFile.append(plan.projectOfFile[index]) }
                continue
            }
            if file.kind == .swift, let needles, !bytes.withUnsafeBufferPointer({ ByteSearch.containsAny($0, needles) }) {
                continue
            }
            plan.overrides[file.path] = bytes
            files.append(file)
            if !plan.projectOfFile.isEmpty { projectOfFile.append(plan.projectOfFile[index]) }
        }
        plan.projectFiles = files
        plan.projectOfFile = projectOfFile
    }

    /// Whether a path lies in this workspace.
    package func contains(_ path: String) -> Bool {
        path == root || PathUtilities.isInside(path, folder: root)
    }

    /// The bytes a check reads for a project file (context or an open document's last text).
    package func contextBytes(of path: String) -> [UInt8]? {
        plan.overrides[path]
    }

    /// Lints the documents (absolute path → unsaved bytes) with the project as context; the
    /// violations of each document by absolute path (every document has an entry).
    package func check(_ documents: [String: [UInt8]]) -> [String: [Violation]] {
        var plan = plan
        plan.reported = ReportedFiles(documents.keys)
        for (path, bytes) in documents.sorted(by: { $0.key < $1.key }) {
            plan.overrides[path] = bytes
            insert(path, into: &plan)
        }
        let result = linter.lint(plan, reusing: outcomes)
        var byPath = Dictionary(uniqueKeysWithValues: documents.keys.map { ($0, [Violation]()) })
        for violation in result.violations {
            let path = linter.absolutePath(violation.location.path)
            if byPath[path] != nil { byPath[path]!.append(violation) }
        }
        return byPath
    }

    /// Puts a document that is not a project file (new, or left out as context) into the plan
    /// in path order, in the project of the deepest root above it.
    private func insert(_ path: String, into plan: inout LintPlan) {
        var low = 0
        var high = plan.projectFiles.count
        while low < high {
            let middle = (low + high) / 2
            if plan.projectFiles[middle].path < path { low = middle + 1 } else { high = middle }
        }
        guard low == plan.projectFiles.count || plan.projectFiles[low].path != path else { return }
        let kind: DiscoveredFile.Kind = DiscoveredFile.isPlistName(PathUtilities.lastComponent(path)) ? .plist : .swift
        plan.projectFiles.insert(DiscoveredFile(path: path, kind: kind), at: low)
        guard plan.projects.count > 1 else { return }
        if plan.projectOfFile.isEmpty { plan.projectOfFile = Array(repeating: 0, count: plan.projectFiles.count - 1) }
        let project = plan.projects.indices
            .filter { PathUtilities.isInside(path, folder: plan.projects[$0].project.root) }
            .max { plan.projects[$0].project.root.utf8.count < plan.projects[$1].project.root.utf8.count } ?? 0
        plan.projectOfFile.insert(Int32(project), at: low)
    }

    /// A project file changed on disk (a watched-file event): its new bytes, so the context
    /// stays current without reloading the project. False when the change needs a reload (a file
    /// the plan does not hold, which discovery and the exclusions must judge).
    package mutating func refresh(_ path: String) -> Bool {
        guard path.hasSuffix(".swift"), plan.projectFiles.contains(where: { $0.path == path }),
              let bytes = try? FileIO.read(path) else { return false }
        plan.overrides[path] = bytes
        return true
    }
}
