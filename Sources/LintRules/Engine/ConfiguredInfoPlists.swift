import ProjectModel
import SwiftSource

extension ProjectPlanner {
    /// The Info.plists an app target names by `INFOPLIST_FILE` under a name the walk does not
    /// take for one (`Info_Debug.plist`, `Resources/Staging.plist`): they hold the target's Info
    /// keys too (SPEC §9), so they are linted with the plists the walk found. Reported when the
    /// whole project is, or when they lie in a folder the run names; never when excluded or in a
    /// folder with a configuration of its own (that folder's run lints it).
    package static func addConfiguredInfoPlists(_ plan: inout LintPlan, reportedFolders: [String], isExcluded: (String) -> Bool) {
        let known = Set(plan.projectFiles.map(\.path))
        var added: [(file: DiscoveredFile, project: Int32)] = []
        for (projectIndex, scope) in plan.projects.enumerated() {
            for module in scope.project.modules where module.kind == .app || module.kind == .appExtension {
                for path in module.infoPlists where !DiscoveredFile.isPlistName(PathUtilities.lastComponent(path)) {
                    guard !known.contains(path), !added.contains(where: { $0.file.path == path }),
                          PathUtilities.isInside(path, folder: scope.project.root), !isExcluded(path),
                          !plan.nestedConfigurationFolders.contains(where: { PathUtilities.isInside(path, folder: $0) }),
                          plan.overrides[path] != nil || FileSystem.exists(path) else { continue }
                    added.append((DiscoveredFile(path: path, kind: .plist), Int32(projectIndex)))
                }
            }
        }
        guard !added.isEmpty else { return }
        for (file, _) in added where reportedFolders.contains(where: { PathUtilities.isInside(file.path, folder: $0) }) {
            plan.reported.insert(file.path)
        }
        var files = plan.projectFiles.enumerated().map { (file: $0.element, project: plan.projectOfFile.isEmpty ? 0 : plan.projectOfFile[$0.offset]) }
        files += added
        files.sort { $0.file.path < $1.file.path }
        plan.projectFiles = files.map(\.file)
        if !plan.projectOfFile.isEmpty { plan.projectOfFile = files.map(\.project) }
    }
}
