import LintRules
import ProjectModel
import SwiftSource

/// What a run's paths decide: the paths themselves and the nested configurations below them.
extension LintSetup {
    /// Folders with a `.tablint.json` of their own below the configuration already applied,
    /// holding some of the files to report: outermost first and only (a deeper one is found by
    /// the run of the folder around it).
    static func nestedFolders(in files: [String], configuration: Configuration, anchors: [String], reported: [String]) -> [String] {
        let folders = Set(files.map(PathUtilities.parent)).filter { folder in
            PathUtilities.isInside(folder, folder: configuration.folder)
                // Already applied: every linted path lies below it.
                && !anchors.allSatisfy { $0 == folder || PathUtilities.isInside($0, folder: folder) }
                && reported.contains { PathUtilities.isInside($0, folder: folder) }
        }
        return folders.filter { folder in !folders.contains { $0 != folder && PathUtilities.isInside(folder, folder: $0) } }.sorted()
    }

    /// The paths a run lints, absolute: its PATHs, the `--stdin-path`, or for git selections
    /// the working folder.
    static func anchors(_ options: LintOptions, console: Console) -> [String] {
        if options.stdin, let stdinPath = options.stdinPath { return [console.absolute(stdinPath)] }
        if options.staged || options.changedSince != nil || options.useScriptInputFiles { return [console.workingDirectory] }
        return (options.paths.isEmpty ? ["."] : options.paths).map { console.absolute($0) }
    }
}
