import SwiftSource
import Foundation

/// Where a project starts (SPEC §1): the nearest folder, from a linted path upwards, that holds
/// `.tablint.json`, a `*.xcodeproj` or `*.xcworkspace`, a package manifest, or `.git` — never
/// above the repository's root, so two repositories are never one project.
package enum ProjectRoot {
    /// The root for `path` (absolute, a file or a folder); nil when no folder up to the file
    /// system's root has a marker.
    package static func find(for path: String) -> String? {
        var folder = FileSystem.isDirectory(path) ? path : PathUtilities.parent(path)
        while true {
            if isMarked(folder) { return folder }
            let parent = PathUtilities.parent(folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// The repository root at or above `path`: the nearest folder holding `.git`.
    package static func repository(containing path: String) -> String? {
        var folder = FileSystem.isDirectory(path) ? path : PathUtilities.parent(path)
        while true {
            if FileSystem.exists(PathUtilities.join(folder, ".git")) { return folder }
            let parent = PathUtilities.parent(folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    static func isMarked(_ folder: String) -> Bool {
        for name in [".tablint.json", ".git"] where FileSystem.exists(PathUtilities.join(folder, name)) {
            return true
        }
        // A target's own source file may be named Package.swift (macro and plugin targets are);
        // only a manifest, which imports PackageDescription, starts a package.
        let manifest = PathUtilities.join(folder, "Package.swift")
        if FileSystem.exists(manifest), let bytes = try? FileIO.read(manifest),
           ProjectLoader.importsPackageDescription(bytes) {
            return true
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}
