import SwiftSource

/// Builds a `Project` from the project descriptions found under its root: every native target
/// of each `project.pbxproj`, every target of each `Package.swift`, and the default module for
/// the files no target names. Nothing is compiled or run.
package struct ProjectLoader {
    /// Reads a file's bytes (the engine passes one that honours `--staged` content); nil when
    /// it cannot be read.
    package var readFile: (String) -> [UInt8]?

    package init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    /// `descriptions`: absolute paths of `project.pbxproj`, `Package.swift`, Tuist files
    /// (`Project.swift`, `ProjectDescriptionHelpers/*.swift`) and XcodeGen specs (`project.yml`),
    /// any order. `infoPlists`: the project's `Info.plist` files, where XcodeGen looks for a
    /// target's when its spec names none, and where a setting naming one in another case finds
    /// it (a Mac's file system ignores case; a Linux CI's does not).
    package func load(root: String, descriptions: [String], infoPlists: [String] = []) -> Project {
        var project = Project(root: root)
        let tuist = tuistFiles(descriptions.filter(Self.mayBeTuistFile))
        let generatedFolders = Set(descriptions.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.map(Self.describedFolder))
        for path in descriptions.sorted() where !Self.mayBeTuistFile(path) {
            // A spec beside a committed project: the project, generated from it, says it exactly.
            if Self.isXcodeGenSpec(path), generatedFolders.contains(PathUtilities.parent(path)) { continue }
            guard let bytes = readFile(path) else {
                project.problems.append(InputProblem(path: path, message: "cannot be read; its targets are not known"))
                continue
            }
            do {
                if Self.isXcodeGenSpec(path) {
                    guard let read = try XcodeGenReader.read(path: path, readFile: readFile, infoPlists: infoPlists.sorted(),
                                                             projectRoot: root) else { continue }
                    project.modules += read.targets.map {
                        xcodeModule($0.target, description: path, sourceRoot: PathUtilities.parent(path), infoPlists: infoPlists,
                                    declaredInfoKeys: $0.declaredInfoKeys)
                    }
                    project.notes += read.problems.map { InputProblem(path: path, message: $0) }
                } else if PathUtilities.lastComponent(path) == "Package.swift" {
                    // A source file that happens to be named `Package.swift` (a target's
                    // `Sources/Kit/Package.swift`) describes nothing: every manifest imports
                    // `PackageDescription`.
                    guard Self.importsPackageDescription(bytes) else { continue }
                    project.modules += try packageModules(path: path, bytes: bytes, project: &project)
                } else {
                    let read = try XcodeProjectReader.read(pbxprojPath: path, bytes: bytes, readFile: readFile)
                    project.modules += read.targets.map {
                        xcodeModule($0, description: path, sourceRoot: PathUtilities.parent(PathUtilities.parent(path)), infoPlists: infoPlists)
                    }
                    // A dangling reference is worth knowing, not worth failing a run: the rest is read.
                    project.notes += read.problems.map { InputProblem(path: path, message: $0) }
                }
            } catch {
                project.problems.append(InputProblem(path: path, message: "is not a valid project description (\(error.message)); "
                    + "its files count as one module"))
            }
        }
        loadTuist(tuist, root: root, generated: descriptions.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }, into: &project)
        for index in project.modules.indices { project.modules[index].foldCase() }
        project.modules.append(Module(name: "(default)", kind: .default, productType: "", descriptionFile: nil))
        return project
    }

    /// The folder a description describes: a `Package.swift`'s or `Project.swift`'s own, an
    /// Xcode project's parent (`App/App.xcodeproj/project.pbxproj` describes `App`).
    package static func describedFolder(of description: String) -> String {
        description.hasSuffix("/project.pbxproj")
            ? PathUtilities.parent(PathUtilities.parent(description))
            : PathUtilities.parent(description)
    }

    /// XcodeGen's `project.yml` (or `project.yaml`).
    package static func isXcodeGenSpec(_ path: String) -> Bool {
        path.hasSuffix("/project.yml") || path.hasSuffix("/project.yaml")
    }

    /// A `Project.swift`, or a Swift file of a Tuist helpers folder; only those that import
    /// `ProjectDescription` are Tuist's (an app's own `Project.swift` model is not).
    static func mayBeTuistFile(_ path: String) -> Bool {
        PathUtilities.lastComponent(path) == "Project.swift" || (path.hasSuffix(".swift") && path.contains("/ProjectDescriptionHelpers/"))
    }

    /// The Tuist files among the candidates, read.
    private func tuistFiles(_ paths: [String]) -> [SourceFile] {
        paths.sorted().compactMap { path in
            guard let bytes = readFile(path) else { return nil }
            let file = SourceFile(path: path, bytes: bytes)
            return TuistManifestReader.isTuistFile(file) ? file : nil
        }
    }

    /// The targets of each Tuist `Project.swift`, with the names its helpers define. A manifest
    /// beside a committed Xcode project is skipped: the generated project is the one that builds.
    private func loadTuist(_ files: [SourceFile], root: String, generated: [String], into project: inout Project) {
        guard !files.isEmpty else { return }
        var definitions = TuistDefinitions()
        for file in files { definitions.add(file) }
        let manifests = files.filter { PathUtilities.lastComponent($0.path) == "Project.swift" }
        let generatedFolders = Set(generated.map(Self.describedFolder))
        let manifestFolders = manifests.map { PathUtilities.parent($0.path) }
        for manifest in manifests where !generatedFolders.contains(PathUtilities.parent(manifest.path)) {
            do {
                let others = manifestFolders.filter { $0 != PathUtilities.parent(manifest.path) }
                let targets = try TuistManifestReader.read(path: manifest.path, bytes: manifest.bytes, definitions: definitions,
                                                           root: root, otherManifestFolders: others)
                project.modules += targets.map { tuistModule($0, manifest: manifest.path) }
            } catch {
                project.problems.append(InputProblem(path: manifest.path, message: "is not a valid project description (\(error.message)); "
                    + "its files count as one module"))
            }
        }
    }

    private func tuistModule(_ target: TuistTarget, manifest: String) -> Module {
        let kind: Module.Kind
        switch target.product {
        case "app", "watch2App", "appClip", "messagesApplication": kind = .app
        case _ where target.product.hasSuffix("Extension"): kind = .appExtension
        case "framework", "staticFramework", "staticLibrary", "dynamicLibrary": kind = .framework
        case "unitTests", "uiTests": kind = .test
        default: kind = .other
        }
        var module = Module(name: target.name, kind: kind, productType: target.product, descriptionFile: manifest)
        module.files = Set(target.files)
        module.folders = target.folders
        module.dependsOn = target.dependencies
        module.deploymentTarget = target.deploymentTarget
        module.isPhoneOnly = target.isPhoneOnly
        guard kind == .app || kind == .appExtension else { return module }
        switch target.info {
        case .unknown:
            break
        case let .file(path):
            module.infoPlists = [path]
            var keys = InfoKeys()
            if let bytes = readFile(path), let plist = try? PlistFile(path: path, bytes: bytes) {
                keys.add(plist, path: path)
                module.infoKeys = keys
            }
        case let .keys(declared):
            var keys = InfoKeys()
            keys.add(declared)
            module.infoKeys = keys
        }
        return module
    }

    static func importsPackageDescription(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.containsAny($0, [ByteSearch.Needle("PackageDescription")]) }
    }

    private func packageModules(path: String, bytes: [UInt8], project: inout Project) throws(ProjectFileError) -> [Module] {
        let manifest = try PackageManifestReader.read(path: path, bytes: bytes)
        for (product, targets) in manifest.products { project.products[product, default: []] += targets }
        return manifest.targets.compactMap { target in
            let kind: Module.Kind
            switch target.kind {
            case .regular: kind = .library
            case .executable: kind = .executable
            case .test: kind = .test
            case .macro, .plugin: kind = .other
            case .system, .binary: return nil
            }
            var module = Module(name: target.name, kind: kind, productType: target.kind.rawValue, descriptionFile: path)
            module.folders = [SynchronizedFolder(path: target.folder, exceptions: Set(target.excluded))]
            module.onlySources = target.sources
            module.dependsOn = target.dependencies
            return module
        }
    }

    /// `declaredInfoKeys`: the keys an XcodeGen spec writes in `info: properties:`, from which it
    /// generates the target's Info.plist; they stand for that file.
    private func xcodeModule(_ target: XcodeTarget, description: String, sourceRoot: String, infoPlists: [String],
                             declaredInfoKeys: [DeclaredInfoKey] = []) -> Module {
        var module = Module(name: target.name, kind: Self.kind(ofProductType: target.productType),
                            productType: target.productType, descriptionFile: description)
        module.files = Set(target.sources)
        module.folders = target.folders
        module.resources = target.resources
        module.dependsOn = target.dependencies
        let builtins = ["SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
                        "TARGET_NAME": target.name, "PRODUCT_NAME": target.name]
        // Each configuration's settings with `$(VARIABLE)`s expanded from the others.
        let configurations = target.configurations.map { configuration in
            configuration.settings.mapValues { setting in
                var expanded = setting
                expanded.value = Self.expand(setting.value, settings: configuration.settings, builtins: builtins)
                return expanded
            }
        }
        var settings: [String: BuildSetting] = [:]
        for configuration in configurations {
            settings.merge(configuration, uniquingKeysWith: { first, _ in first })
        }
        // The deployment target of the platform the target builds for.
        let platformKey: String
        switch settings["SDKROOT"]?.value ?? "" {
        case let sdk where sdk.hasPrefix("watch"): platformKey = "WATCHOS_DEPLOYMENT_TARGET"
        case let sdk where sdk.hasPrefix("macosx"): platformKey = "MACOSX_DEPLOYMENT_TARGET"
        case let sdk where sdk.hasPrefix("appletv"): platformKey = "TVOS_DEPLOYMENT_TARGET"
        case let sdk where sdk.hasPrefix("xr"): platformKey = "XROS_DEPLOYMENT_TARGET"
        default: platformKey = "IPHONEOS_DEPLOYMENT_TARGET"
        }
        module.deploymentTarget = settings[platformKey]?.value
        module.isPhoneOnly = platformKey == "IPHONEOS_DEPLOYMENT_TARGET" && !configurations.isEmpty
            && configurations.allSatisfy { Self.unquoted($0["TARGETED_DEVICE_FAMILY"]?.value ?? "") == "1" }
        for configuration in configurations {
            guard let infoPlist = configuration["INFOPLIST_FILE"]?.value, !infoPlist.isEmpty else { continue }
            var path = PathUtilities.absolute(Self.unquoted(infoPlist), relativeTo: sourceRoot)
            if !infoPlists.contains(path), let found = Self.sameIgnoringCase(path, among: infoPlists) { path = found }
            if !module.infoPlists.contains(path) { module.infoPlists.append(path) }
        }
        if module.kind == .app || module.kind == .appExtension {
            var keys = InfoKeys()
            if declaredInfoKeys.isEmpty {
                // Each configuration's plist: a key any of them sets is the target's.
                for path in module.infoPlists {
                    if let bytes = readFile(path), let plist = try? PlistFile(path: path, bytes: bytes) { keys.add(plist, path: path) }
                }
            } else {
                keys.add(declaredInfoKeys)
            }
            for configuration in configurations { keys.add(configuration) }
            module.infoKeys = keys
        }
        return module
    }

    /// The one path of `paths` that is `path` spelled in another case (`xdrip/Info.plist` for
    /// `xDrip/Info.plist`); nil when none or several are.
    static func sameIgnoringCase(_ path: String, among paths: [String]) -> String? {
        let folded = path.lowercased()
        let matches = paths.filter { $0.lowercased() == folded }
        return matches.count == 1 ? matches[0] : nil
    }

    /// `$(NAME)` and `${NAME}` replaced by the setting of that name, or a built-in
    /// (`SRCROOT`, `TARGET_NAME` …); `$(inherited)` and unknown names by nothing; modifiers
    /// (`$(NAME:lower)`) ignored. A few rounds, so a setting naming another is followed.
    static func expand(_ value: String, settings: [String: BuildSetting], builtins: [String: String]) -> String {
        var text = value
        for _ in 0..<6 {
            guard text.contains("$(") || text.contains("${") else { break }
            var result = ""
            var rest = Substring(text)
            while let dollar = rest.firstIndex(of: "$") {
                result += rest[..<dollar]
                let open = rest.index(after: dollar)
                guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{" else {
                    result.append("$")
                    rest = rest[open...]
                    continue
                }
                let closer: Character = rest[open] == "(" ? ")" : "}"
                guard let close = rest[open...].firstIndex(of: closer) else {
                    result += rest[dollar...]
                    rest = rest[rest.endIndex...]
                    break
                }
                let name = rest[rest.index(after: open)..<close].split(separator: ":").first.map(String.init) ?? ""
                result += builtins[name] ?? settings[name].map { unquoted($0.value) } ?? ""
                rest = rest[rest.index(after: close)...]
            }
            text = result + rest
        }
        return text
    }

    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }

    static func kind(ofProductType type: String) -> Module.Kind {
        let name = type.hasPrefix("com.apple.product-type.") ? String(type.dropFirst("com.apple.product-type.".count)) : type
        switch name {
        // An App Clip (`application.on-demand-install-capable`) is an app the main app embeds.
        case "application", "application.messages", "application.watchapp2", "application.watchapp2-container",
             "application.on-demand-install-capable": return .app
        case _ where name.hasSuffix("extension"): return .appExtension
        case "framework", "framework.static", "library.static", "library.dynamic": return .framework
        case _ where name.hasPrefix("bundle.unit-test") || name.hasPrefix("bundle.ui-testing"): return .test
        default: return .other
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed for the model's few uses).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
