import SwiftSource

/// A unit of code that sees its own declarations and those of the modules it depends on: an
/// Xcode target, a SwiftPM target, or a project's default module (the files in no other).
package struct Module: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case app, appExtension = "app-extension", framework, library, executable, test, other
        /// The files of the project that no target names.
        case `default`
    }

    package var name: String
    package var kind: Kind
    /// The Xcode product type, or the SwiftPM target kind.
    package var productType: String
    /// Where it is described: `…/project.pbxproj` or `…/Package.swift` (nil for the default module).
    package var descriptionFile: String?
    /// Absolute paths named one by one.
    package var files: Set<String> = []
    /// Folders whose files all belong, minus exceptions (synchronized folders, SwiftPM paths).
    package var folders: [SynchronizedFolder] = []
    /// With `sources:`: only these files or folders below `folders`.
    package var onlySources: [String] = []
    /// Absolute paths of resources (storyboards) the target builds.
    package var resources: [String] = []
    /// Names of the modules it depends on, in the same project.
    package var dependsOn: [String] = []
    /// For app targets: the effective Info keys (see `InfoKeys`).
    package var infoKeys: InfoKeys?
    package var deploymentTarget: String?
    /// Every configuration builds for iPhone alone (`TARGETED_DEVICE_FAMILY = 1`): no iPad
    /// windows side by side, whatever `UIApplicationSupportsMultipleScenes` says.
    package var isPhoneOnly = false
    /// Every configuration's `INFOPLIST_FILE` (`Info_Debug.plist`, `Info_Release.plist`),
    /// absolute, in configuration order without repeats.
    package var infoPlists: [String] = []
    /// The first configuration's `INFOPLIST_FILE`.
    package var infoPlist: String? { infoPlists.first }

    package init(name: String, kind: Kind, productType: String, descriptionFile: String?) {
        self.name = name
        self.kind = kind
        self.productType = productType
        self.descriptionFile = descriptionFile
    }

    /// Whether the file at `path` (absolute) belongs to the module.
    package func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return isInFolders(path, folders: folders, onlySources: onlySources)
    }

    /// `files`, `folders` and `onlySources` in lower case, for a project made on a file system that
    /// ignores case (`path = SwiftProject` for the folder `swiftProject`); filled by `foldCase()`.
    private var foldedFiles: Set<String> = []
    private var foldedFolders: [SynchronizedFolder] = []
    private var foldedOnlySources: [String] = []

    package mutating func foldCase() {
        foldedFiles = Set(files.map { $0.lowercased() })
        foldedFolders = folders.map { SynchronizedFolder(path: $0.path.lowercased(), exceptions: Set($0.exceptions.map { $0.lowercased() })) }
        foldedOnlySources = onlySources.map { $0.lowercased() }
    }

    /// `contains` ignoring case, for a path already in lower case.
    package func contains(foldedPath path: String) -> Bool {
        foldedFiles.contains(path) || isInFolders(path, folders: foldedFolders, onlySources: foldedOnlySources)
    }

    private func isInFolders(_ path: String, folders: [SynchronizedFolder], onlySources: [String]) -> Bool {
        for folder in folders where PathUtilities.isInside(path, folder: folder.path) {
            if folder.exceptions.contains(where: { $0 == path || PathUtilities.isInside(path, folder: $0) }) { continue }
            if !onlySources.isEmpty, !onlySources.contains(where: { $0 == path || PathUtilities.isInside(path, folder: $0) }) { continue }
            return true
        }
        return false
    }
}

/// One project: its root folder, its modules and what could not be read.
package struct Project: Sendable {
    package var root: String
    package var modules: [Module]
    /// Descriptions that could not be read: their files fall to the default module.
    package var problems: [InputProblem]
    /// What was odd but did not stop the reading (a dangling file reference).
    package var notes: [InputProblem] = []
    /// SwiftPM products named otherwise than a target, with the targets they bundle.
    package var products: [String: [String]] = [:]

    package init(root: String, modules: [Module] = [], problems: [InputProblem] = []) {
        self.root = root
        self.modules = modules
        self.problems = problems
    }

    /// The index of the default module (always the last one).
    package var defaultModule: Int { modules.count - 1 }

    /// The modules a file belongs to: every target that names it, else the default module.
    package func modules(containing path: String) -> [Int] {
        var found = modules.indices.dropLast().filter { modules[$0].contains(path) }
        if found.isEmpty, modules.count > 1 {
            // Xcode on macOS matches `SwiftProject/` to the folder `swiftProject`: so does the model.
            let folded = path.lowercased()
            found = modules.indices.dropLast().filter { modules[$0].contains(foldedPath: folded) }
        }
        return found.isEmpty ? [defaultModule] : Array(found)
    }

    /// For each module, itself and every module it depends on, directly or not; a dependency's
    /// name is looked up in the same project description first. The default module sees every
    /// module: its files are in no target, so nothing rules anything out.
    package func visibleModules() -> [Set<Int>] {
        // Code sees libraries and frameworks it depends on; an app embedding its extensions is a
        // build order, not an import (a test target does import its host app).
        func dependencies(named name: String, of module: Int) -> [Int] {
            let candidates = modules.indices.dropLast().filter { modules[$0].name == name }
            if let found = candidates.first(where: { modules[$0].descriptionFile == modules[module].descriptionFile }) ?? candidates.first {
                let importable = modules[module].kind == .test || ![.app, .appExtension, .test].contains(modules[found].kind)
                return importable ? [found] : []
            }
            return (products[name] ?? []).filter { $0 != name }.flatMap { dependencies(named: $0, of: module) }
        }
        var result: [Set<Int>] = []
        for start in modules.indices {
            if start == defaultModule {
                result.append(Set(modules.indices))
                continue
            }
            var seen: Set<Int> = [start]
            var queue = [start]
            while let next = queue.popLast() {
                for name in modules[next].dependsOn {
                    for found in dependencies(named: name, of: next) where !seen.contains(found) {
                        seen.insert(found)
                        queue.append(found)
                    }
                }
            }
            result.append(seen)
        }
        return result
    }
}

/// A file, folder or project description that could not be used, and why: it goes into the
/// report's `errors` (or, for a file only read for context, a note).
package struct InputProblem: Sendable, Equatable, Hashable {
    /// Absolute path.
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}
