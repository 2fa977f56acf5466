import ProjectModel
import SwiftSource

/// Decides where a run's projects start and which project each file belongs to (SPEC §1), and
/// reads each project's modules (SPEC §9).
package enum ProjectPlanner {
    /// The project root of each linted path: the nearest marked folder above it. Paths inside
    /// the working folder with no marker above share one root: the working folder when a file is
    /// named (a hook passing staged files still sees the rest of the folder as context), else the
    /// deepest folder holding the named folders — so `tablint MyApp/` from a folder of several
    /// apps reads MyApp alone, not its neighbours. Other unmarked paths are their own roots.
    package static func roots(for anchors: [String], workingDirectory: String) -> [String] {
        var roots: [String] = []
        var inside: [String] = []
        var namesFile = false
        for anchor in anchors {
            if let root = ProjectRoot.find(for: anchor) {
                if !roots.contains(root) { roots.append(root) }
                continue
            }
            let isFolder = FileSystem.isDirectory(anchor)
            // A folder reached through a link is its target, as its files are reported.
            let folder = isFolder ? FileIO.resolvingSymlinks(anchor) : PathUtilities.parent(anchor)
            if anchor == workingDirectory || PathUtilities.isInside(anchor, folder: workingDirectory) {
                inside.append(folder)
                namesFile = namesFile || !isFolder
            } else if !roots.contains(folder) {
                roots.append(folder)
            }
        }
        if let first = inside.first {
            let shared = namesFile ? workingDirectory : inside.dropFirst().reduce(first) { commonFolder($0, $1) }
            if !roots.contains(shared) { roots.append(shared) }
        }
        return roots
    }

    /// The deepest folder that holds both folders (absolute paths).
    private static func commonFolder(_ first: String, _ second: String) -> String {
        var folder = first
        while !(second == folder || PathUtilities.isInside(second, folder: folder)) {
            let parent = PathUtilities.parent(folder)
            if parent == folder || parent.isEmpty { return folder }
            folder = parent
        }
        return folder
    }

    /// The roots to walk: each root once, none inside another.
    package static func outermost(_ roots: [String]) -> [String] {
        roots.filter { root in !roots.contains { $0 != root && PathUtilities.isInside(root, folder: $0) } }.sorted()
    }

    /// Splits the plan's files into projects: one per root, and one per repository found inside
    /// a walked folder (two repositories are never one project). Each project's modules come from
    /// the `project.pbxproj`, `Package.swift`, Tuist `Project.swift` and XcodeGen `project.yml` files in it; a description that cannot be read is
    /// an error when a reported file lies in its folder, else a note.
    package static func assignProjects(_ plan: inout LintPlan, roots: [String], discovery: FileDiscovery.Result,
                                       workingDirectory: String) {
        var projectRoots = roots
        for repository in discovery.repositoryRoots where !projectRoots.contains(repository) {
            projectRoots.append(repository)
        }
        // Deepest first: a file belongs to the nearest root above it.
        let ordered = projectRoots.sorted { $0.utf8.count > $1.utf8.count }
        func project(of path: String) -> Int {
            guard ordered.count > 1 else { return 0 }
            return ordered.firstIndex { path == $0 || PathUtilities.isInside(path, folder: $0) } ?? ordered.count - 1
        }
        // Compared on bytes: this looks at every file of the run. Tuist's helpers are read only
        // when a `Project.swift` is there.
        let manifestSuffixes = [Array("/Package.swift".utf8), Array("/Project.swift".utf8)]
        // From the last byte back, on the path's own storage: most paths differ at once.
        func hasSuffix(_ path: String, _ suffix: [UInt8]) -> Bool {
            let utf8 = path.utf8
            let compared = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.count > suffix.count else { return false }
                var offset = 1
                while offset <= suffix.count {
                    if bytes[bytes.count - offset] != suffix[suffix.count - offset] { return false }
                    offset += 1
                }
                return true
            }
            return compared ?? (utf8.count > suffix.count && utf8.reversed().starts(with: suffix.reversed()))
        }
        var descriptions = discovery.projectDescriptions + plan.projectFiles.lazy.map(\.path).filter { path in
            manifestSuffixes.contains { hasSuffix(path, $0) }
        }
        if descriptions.contains(where: { hasSuffix($0, manifestSuffixes[1]) }) {
            descriptions += plan.projectFiles.lazy.map(\.path).filter { $0.contains("/ProjectDescriptionHelpers/") }
        }
        var descriptionsByProject = Array(repeating: [String](), count: ordered.count)
        for path in descriptions { descriptionsByProject[project(of: path)].append(path) }
        // XcodeGen finds a target's Info.plist among its sources when the spec names none; a
        // project written on a Mac may name one in another case than the folder it is in.
        var infoPlistsByProject = Array(repeating: [String](), count: ordered.count)
        for file in plan.projectFiles where file.kind == .plist { infoPlistsByProject[project(of: file.path)].append(file.path) }
        let overrides = plan.overrides
        let loader = ProjectLoader(readFile: { path in overrides[path] ?? (try? FileIO.read(path)) })
        plan.projects = ordered.indices.map { index in
            ModuleScope(project: loader.load(root: ordered[index], descriptions: descriptionsByProject[index],
                                                 infoPlists: infoPlistsByProject[index]),
                        workingDirectory: workingDirectory)
        }
        plan.projectOfFile = ordered.count > 1 ? plan.projectFiles.map { Int32(project(of: $0.path)) } : []
        guard plan.projects.contains(where: { !$0.project.problems.isEmpty }) else { return }
        let reported = plan.reportedPaths
        for scope in plan.projects {
            for problem in scope.project.problems {
                let folder = ProjectLoader.describedFolder(of: problem.path)
                if reported.contains(where: { PathUtilities.isInside($0, folder: folder) }) {
                    plan.problems.append(problem)
                } else {
                    plan.notes.append(problem)
                }
            }
        }
    }
}
