import SwiftSource

/// One native target of an Xcode project, as the model needs it.
package struct XcodeTarget: Sendable, Equatable {
    package var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework` …
    package var productType: String
    /// Absolute paths of the files in its Sources build phase.
    package var sources: [String] = []
    /// Absolute paths of the files in its Resources build phase (storyboards among them).
    package var resources: [String] = []
    /// Xcode 16 synchronized folders: every file below belongs, but the exceptions.
    package var folders: [SynchronizedFolder] = []
    /// Names of the targets it depends on (target dependencies and linked frameworks built here).
    package var dependencies: [String] = []
    /// Build settings by configuration name, in the order the project lists them, each merged
    /// from the project's and the target's `.xcconfig` files and settings.
    package var configurations: [BuildConfiguration] = []
}

/// A folder whose files all belong to a target (Xcode 16 `PBXFileSystemSynchronizedRootGroup`).
package struct SynchronizedFolder: Sendable, Equatable {
    package var path: String
    /// Absolute paths left out of the target (`membershipExceptions`).
    package var exceptions: Set<String> = []
}

/// The settings of one build configuration (Debug, Release …).
package struct BuildConfiguration: Sendable, Equatable {
    package var name: String
    package var settings: [String: BuildSetting] = [:]
}

/// One build setting, with where it is written (for reports).
package struct BuildSetting: Sendable, Equatable {
    package var value: String
    package var file: String
    package var line: Int
}

/// Reads `project.pbxproj` (an old-style property list) into its native targets: their build
/// phases through build files, file references and groups with their source trees, synchronized
/// folders with their exception sets, dependencies and settings.
package struct XcodeProjectReader {
    let plist: OldStylePlist
    let objects: [ObjectID: Int]
    /// The folder that holds the `.xcodeproj` (`$(SRCROOT)`).
    let projectFolder: String
    let pbxprojPath: String
    /// Absolute path of every file reference and group reached from the main group.
    var paths: [ObjectID: String] = [:]
    /// Every Xcode 16 synchronized folder reached from the main group.
    var synchronizedGroups: [ObjectID] = []
    var problems: [String] = []
    let readFile: (String) -> [UInt8]?

    /// Reads the project at `pbxprojPath` (`…/App.xcodeproj/project.pbxproj`) from `bytes`;
    /// `readFile` reads the `.xcconfig` files it names.
    package static func read(pbxprojPath: String, bytes: [UInt8],
                             readFile: @escaping (String) -> [UInt8]?) throws(ProjectFileError) -> (targets: [XcodeTarget], problems: [String]) {
        let plist = try OldStylePlist(bytes: bytes)
        guard let objectsNode = plist.value(plist.root, "objects"), plist.kind(objectsNode) == .dictionary,
              let rootID = plist.identifier(plist.root, "rootObject") else {
            throw ProjectFileError("no 'objects' or 'rootObject': not an Xcode project")
        }
        var objects: [ObjectID: Int] = [:]
        let links = plist.nodes[objectsNode].children
        objects.reserveCapacity(links.count / 2)
        for link in stride(from: Int(links.lowerBound), to: Int(links.upperBound), by: 2) {
            if let id = plist.identifier(Int(plist.links[link])) { objects[id] = Int(plist.links[link + 1]) }
        }
        let xcodeproj = PathUtilities.parent(pbxprojPath)
        var reader = XcodeProjectReader(plist: plist, objects: objects, projectFolder: PathUtilities.parent(xcodeproj),
                                        pbxprojPath: pbxprojPath, readFile: readFile)
        guard let project = objects[rootID] else { throw ProjectFileError("the root object \(rootID) is missing") }
        var root = reader.projectFolder
        if let directory = plist.string(project, "projectDirPath"), !directory.isEmpty {
            root = PathUtilities.absolute(directory, relativeTo: root)
        }
        if let mainGroup = plist.identifier(project, "mainGroup") {
            reader.resolveGroup(mainGroup, folder: root, depth: 0)
        }
        let projectSettings = reader.configurations(listID: plist.identifier(project, "buildConfigurationList"), inherited: [])
        var targets: [XcodeTarget] = []
        var productNames: [ObjectID: String] = [:]
        let targetIDs = plist.identifiers(project, "targets")
        for id in targetIDs {
            guard let node = objects[id], plist.string(node, "isa") == "PBXNativeTarget",
                  let productReference = plist.identifier(node, "productReference") else { continue }
            productNames[productReference] = plist.string(node, "name")
        }
        for id in targetIDs {
            guard let node = objects[id] else {
                reader.problems.append("target \(id) is listed but missing")
                continue
            }
            guard plist.string(node, "isa") == "PBXNativeTarget" else { continue }
            targets.append(reader.target(node, projectSettings: projectSettings, productNames: productNames))
        }
        return (targets, reader.problems)
    }

    private func object(_ id: ObjectID?) -> Int? { id.flatMap { objects[$0] } }

    /// Walks groups from the main group, giving every file reference its absolute path.
    private mutating func resolveGroup(_ id: ObjectID, folder: String, depth: Int) {
        guard depth < 64, let node = objects[id] else { return }
        let path = location(of: node, parentFolder: folder) ?? folder
        paths[id] = path
        let isa = plist.string(node, "isa") ?? ""
        if isa == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
        guard isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "XCVersionGroup" else { return }
        for child in plist.identifiers(node, "children") {
            guard let childNode = objects[child] else {
                problems.append("a group lists \(child), which the project does not define")
                continue
            }
            let childIsa = plist.string(childNode, "isa") ?? ""
            if childIsa.hasSuffix("Group") {
                resolveGroup(child, folder: path, depth: depth + 1)
            } else if let resolved = location(of: childNode, parentFolder: path) {
                paths[child] = resolved
            }
        }
    }

    /// A reference's absolute path from its `sourceTree`; nil for products and SDK files.
    private func location(of node: Int, parentFolder: String) -> String? {
        let path = plist.string(node, "path")
        switch plist.string(node, "sourceTree") ?? "<group>" {
        case "<group>":
            return path.map { Self.resolve($0, in: parentFolder) } ?? parentFolder
        case "SOURCE_ROOT":
            return path.map { Self.resolve($0, in: projectFolder) } ?? projectFolder
        case "<absolute>":
            return path
        default:
            return nil
        }
    }

    /// `folder/path`; normalized only when `path` could need it (a project has tens of
    /// thousands of references, nearly all plain names).
    private static func resolve(_ path: String, in folder: String) -> String {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            // `/…`, `./`, `../`, `//` at the start or after a slash.
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") {
                return PathUtilities.absolute(path, relativeTo: folder)
            }
            previous = byte
        }
        return PathUtilities.join(folder, path)
    }

    private mutating func target(_ node: Int, projectSettings: [BuildConfiguration], productNames: [ObjectID: String]) -> XcodeTarget {
        var target = XcodeTarget(name: plist.string(node, "name") ?? "", productType: plist.string(node, "productType") ?? "")
        for phaseID in plist.identifiers(node, "buildPhases") {
            guard let phase = object(phaseID) else { continue }
            let isa = plist.string(phase, "isa")
            for buildFileID in plist.identifiers(phase, "files") {
                guard let buildFile = object(buildFileID) else {
                    problems.append("\(target.name): build file \(buildFileID) is missing")
                    continue
                }
                guard let reference = plist.identifier(buildFile, "fileRef") else { continue }
                if isa == "PBXFrameworksBuildPhase" {
                    if let product = productNames[reference] { target.dependencies.append(product) }
                    continue
                }
                guard let path = paths[reference] else {
                    if objects[reference] == nil { problems.append("\(target.name): file reference \(reference) is missing") }
                    continue
                }
                switch isa {
                case "PBXSourcesBuildPhase": target.sources.append(path)
                case "PBXResourcesBuildPhase": target.resources.append(path)
                default: break
                }
            }
        }
        for dependencyID in plist.identifiers(node, "dependencies") {
            guard let dependency = object(dependencyID), let targetNode = object(plist.identifier(dependency, "target")),
                  let name = plist.string(targetNode, "name") else { continue }
            if !target.dependencies.contains(name) { target.dependencies.append(name) }
        }
        // Local Swift packages linked by product: the product is usually the target's name.
        for productID in plist.identifiers(node, "packageProductDependencies") {
            guard let product = object(productID), let name = plist.string(product, "productName") else { continue }
            if !target.dependencies.contains(name) { target.dependencies.append(name) }
        }
        let ownGroups = plist.identifiers(node, "fileSystemSynchronizedGroups")
        // Xcode 16: an exception set of a folder this target does not own lists the files the
        // folder adds to it (an extension's one file in the app's folder).
        for groupID in synchronizedGroups where !ownGroups.contains(groupID) {
            guard let path = paths[groupID], let group = object(groupID) else { continue }
            for exceptionID in plist.identifiers(group, "exceptions") {
                guard let exception = object(exceptionID), let exceptionTarget = object(plist.identifier(exception, "target")),
                      plist.string(exceptionTarget, "name") == target.name else { continue }
                for relative in plist.strings(exception, "membershipExceptions") {
                    let added = PathUtilities.absolute(relative, relativeTo: path)
                    target.sources.append(added)
                    // The entry may be a folder: its files come along.
                    target.folders.append(SynchronizedFolder(path: added))
                }
            }
        }
        for groupID in ownGroups {
            guard let path = paths[groupID], let group = object(groupID) else { continue }
            var folder = SynchronizedFolder(path: path)
            for exceptionID in plist.identifiers(group, "exceptions") {
                guard let exception = object(exceptionID), let exceptionTarget = object(plist.identifier(exception, "target")),
                      plist.string(exceptionTarget, "name") == target.name else { continue }
                for relative in plist.strings(exception, "membershipExceptions") {
                    folder.exceptions.insert(PathUtilities.absolute(relative, relativeTo: path))
                }
            }
            target.folders.append(folder)
        }
        target.configurations = configurations(listID: plist.identifier(node, "buildConfigurationList"), inherited: projectSettings)
        return target
    }

    /// The configurations of a configuration list: each starts from the same-named inherited one
    /// (the project's), then its `.xcconfig` file, then its own settings.
    private mutating func configurations(listID: ObjectID?, inherited: [BuildConfiguration]) -> [BuildConfiguration] {
        guard let list = object(listID) else { return inherited }
        var result: [BuildConfiguration] = []
        for configurationID in plist.identifiers(list, "buildConfigurations") {
            guard let node = object(configurationID) else { continue }
            let name = plist.string(node, "name") ?? ""
            var configuration = inherited.first { $0.name == name } ?? BuildConfiguration(name: name)
            if let base = plist.identifier(node, "baseConfigurationReference") {
                if let path = paths[base] {
                    var reader = XCConfigReader(readFile: readFile)
                    configuration.settings.merge(reader.settings(of: path), uniquingKeysWith: { _, new in new })
                    problems += reader.problems
                } else {
                    problems.append("configuration \(name) bases on \(base), which the project does not define")
                }
            }
            if let settingsNode = plist.value(node, "buildSettings") {
                for entry in plist.entries(settingsNode) {
                    let value: String
                    if let text = plist.string(entry.value) {
                        value = text
                    } else {
                        value = plist.array(entry.value).compactMap { plist.string($0) }.joined(separator: " ")
                    }
                    configuration.settings[entry.key] = BuildSetting(value: value, file: pbxprojPath, line: plist.line(entry.value))
                }
            }
            result.append(configuration)
        }
        return result
    }
}
