/// Writes the text of a small `project.pbxproj`, as Xcode lays one out, for the project-model
/// tests: a group per folder (nested, `<group>`-relative), build files and phases, target
/// dependencies, synchronized folders with exception sets, build configurations with
/// `.xcconfig` bases. Identifiers are counted, so the same fixture gives the same text.
struct XcodeProjectFixture {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Paths relative to the project folder, each in the group of its folder.
        var sources: [String] = []
        var resources: [String] = []
        /// Synchronized folders (relative) with the files (relative to the folder) left out of this target.
        var synchronizedFolders: [(path: String, exceptions: [String])] = []
        /// Files another target's (or no target's) synchronized folder adds to this one: an
        /// exception set of that folder naming this target.
        var synchronizedAdditions: [(folder: String, files: [String])] = []
        var dependencies: [String] = []
        /// Build settings of both configurations.
        var settings: [String: String] = [:]
        /// Settings of the Release configuration alone, over `settings`.
        var releaseSettings: [String: String] = [:]
        /// An `.xcconfig` (relative) both configurations base on.
        var xcconfig: String?
    }

    var targets: [Target]
    /// Files in a group that has no folder of its own (`Support`), written with their folder in
    /// the reference's path: `App/Util.swift`.
    var pathlessGroupFiles: [String] = []
    /// A build file whose file reference the project never defines.
    var danglingReference = false

    private final class Identifiers {
        var next = 0
        func make() -> String {
            next += 1
            let digits = String(next, radix: 16, uppercase: true)
            return String(repeating: "0", count: 24 - digits.count) + digits
        }
    }

    /// The items of a `( … )` list as Xcode writes them: each followed by a comma.
    private func listItems(_ items: [String]) -> String {
        items.map { $0 + ", " }.joined()
    }

    func text() -> String {
        let ids = Identifiers()
        var objects: [String] = []
        func quoted(_ text: String) -> String {
            text.allSatisfy { $0.isLetter || $0.isNumber || "._/$-".contains($0) } && !text.isEmpty ? text : "\"\(text)\""
        }
        // Groups: one per folder, built from every path the targets name.
        var groupChildren: [String: [String]] = ["": []]
        var groupIDs: [String: String] = ["": ids.make()]
        var fileIDs: [String: String] = [:]
        func group(for folder: String) -> String {
            if let id = groupIDs[folder] { return id }
            let id = ids.make()
            groupIDs[folder] = id
            let parent = folder.contains("/") ? String(folder[..<folder.lastIndex(of: "/")!]) : ""
            _ = group(for: parent)
            groupChildren[parent, default: []].append(id)
            groupChildren[folder] = groupChildren[folder] ?? []
            return id
        }
        func fileReference(_ path: String) -> String {
            if let id = fileIDs[path] { return id }
            let id = ids.make()
            fileIDs[path] = id
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
            _ = group(for: folder)
            groupChildren[folder, default: []].append(id)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let type = name.hasSuffix(".swift") ? "sourcecode.swift" : name.hasSuffix(".storyboard") ? "file.storyboard" : "text"
            objects.append("\t\t\(id) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(quoted(name)); sourceTree = \"<group>\"; };")
            return id
        }
        var pathlessChildren: [String] = []
        for path in pathlessGroupFiles {
            let id = ids.make()
            fileIDs[path] = id
            pathlessChildren.append(id)
            objects.append("\t\t\(id) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\"; };")
        }
        var synchronizedIDs: [String: String] = [:]
        var synchronizedExceptions: [String: [String]] = [:]
        var targetIDs: [String] = []
        var productIDs: [String: String] = [:]
        for target in targets {
            targetIDs.append(ids.make())
            productIDs[target.name] = ids.make()
            objects.append("\t\t\(productIDs[target.name]!) /* \(target.name).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = \(quoted(target.name + ".app")); sourceTree = BUILT_PRODUCTS_DIR; };")
        }
        func configurationList(settings: [String: String], releaseSettings: [String: String] = [:], xcconfig: String?) -> String {
            var configurationIDs: [String] = []
            for name in ["Debug", "Release"] {
                let settings = name == "Release" ? settings.merging(releaseSettings) { $1 } : settings
                let id = ids.make()
                configurationIDs.append(id)
                var base = ""
                if let xcconfig { base = "baseConfigurationReference = \(fileReference(xcconfig)); " }
                let body = settings.keys.sorted().map { "\n\t\t\t\t\(quoted($0)) = \(quoted(settings[$0]!));" }.joined()
                objects.append("\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\t\(base)buildSettings = {\(body)\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};")
            }
            let list = ids.make()
            objects.append("\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(listItems(configurationIDs))); defaultConfigurationName = Release; };")
            return list
        }
        for (index, target) in targets.enumerated() {
            var phases: [String] = []
            for (isa, paths) in [("PBXSourcesBuildPhase", target.sources), ("PBXResourcesBuildPhase", target.resources)] {
                var buildFiles: [String] = []
                for path in paths {
                    let buildFile = ids.make()
                    buildFiles.append(buildFile)
                    objects.append("\t\t\(buildFile) /* \(path) in \(isa) */ = {isa = PBXBuildFile; fileRef = \(fileReference(path)); };")
                }
                if danglingReference, isa == "PBXSourcesBuildPhase", index == 0 {
                    let buildFile = ids.make()
                    buildFiles.append(buildFile)
                    objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = FFFFFFFFFFFFFFFFFFFFFFFF; };")
                }
                let phase = ids.make()
                phases.append(phase)
                objects.append("\t\t\(phase) = {isa = \(isa); buildActionMask = 2147483647; files = (\(listItems(buildFiles))); runOnlyForDeploymentPostprocessing = 0; };")
            }
            var dependencies: [String] = []
            for name in target.dependencies {
                guard let dependencyIndex = targets.firstIndex(where: { $0.name == name }) else { continue }
                let id = ids.make()
                dependencies.append(id)
                objects.append("\t\t\(id) = {isa = PBXTargetDependency; target = \(targetIDs[dependencyIndex]) /* \(name) */; };")
            }
            var synchronized: [String] = []
            func synchronizedGroup(_ path: String) -> String {
                if let id = synchronizedIDs[path] { return id }
                let id = ids.make()
                synchronizedIDs[path] = id
                groupChildren["", default: []].append(id)
                return id
            }
            func exceptionSet(_ folder: String, _ files: [String]) {
                let exception = ids.make()
                synchronizedExceptions[folder, default: []].append(exception)
                objects.append("\t\t\(exception) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(listItems(files.map(quoted)))); target = \(targetIDs[index]); };")
            }
            for folder in target.synchronizedFolders {
                synchronized.append(synchronizedGroup(folder.path))
                if !folder.exceptions.isEmpty { exceptionSet(folder.path, folder.exceptions) }
            }
            for addition in target.synchronizedAdditions {
                _ = synchronizedGroup(addition.folder)
                exceptionSet(addition.folder, addition.files)
            }
            let list = configurationList(settings: target.settings, releaseSettings: target.releaseSettings, xcconfig: target.xcconfig)
            objects.append("""
            \t\t\(targetIDs[index]) /* \(target.name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = \(list);
            \t\t\tbuildPhases = (\(listItems(phases)));
            \t\t\tdependencies = (\(listItems(dependencies)));
            \t\t\tfileSystemSynchronizedGroups = (\(listItems(synchronized)));
            \t\t\tname = \(quoted(target.name));
            \t\t\tproductName = \(quoted(target.name));
            \t\t\tproductReference = \(productIDs[target.name]!);
            \t\t\tproductType = "\(target.productType)";
            \t\t};
            """)
        }
        for (path, id) in synchronizedIDs.sorted(by: { $0.key < $1.key }) {
            objects.append("\t\t\(id) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(listItems(synchronizedExceptions[path] ?? []))); path = \(quoted(path)); sourceTree = \"<group>\"; };")
        }
        if !pathlessChildren.isEmpty {
            let id = ids.make()
            groupChildren["", default: []].append(id)
            objects.append("\t\t\(id) /* Support */ = {isa = PBXGroup; children = (\(listItems(pathlessChildren))); name = Support; sourceTree = \"<group>\"; };")
        }
        for (folder, id) in groupIDs.sorted(by: { $0.key < $1.key }) {
            let name = folder.split(separator: "/").last.map(String.init) ?? ""
            let path = folder.isEmpty ? "" : "path = \(quoted(name)); "
            objects.append("\t\t\(id) = {isa = PBXGroup; children = (\(listItems(groupChildren[folder, default: []]))); \(path)sourceTree = \"<group>\"; };")
        }
        let projectID = ids.make()
        let projectList = configurationList(settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"], xcconfig: nil)
        objects.append("\t\t\(projectID) /* Project object */ = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(groupIDs[""]!); projectDirPath = \"\"; targets = (\(listItems(targetIDs))); };")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        \(objects.joined(separator: "\n"))
        \t};
        \trootObject = \(projectID) /* Project object */;
        }

        """
    }
}
