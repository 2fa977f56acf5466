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

    /// `descriptions`: absolute paths of `project.pbxproj` and `Package.swift` files, any order.
    package func load(root: String, descriptions: [String]) -> Project {
        var project = Project(root: root)
        for path in descriptions.sorted() {
            guard let bytes = readFile(path) else {
                project.problems.append(InputProblem(path: path, message: "cannot be read; its targets are not known"))
                continue
            }
            do {
                if PathUtilities.lastComponent(path) == "Package.swift" {
                    project.modules += try packageModules(path: path, bytes: bytes, project: &project)
                } else {
                    let read = try XcodeProjectReader.read(pbxprojPath: path, bytes: bytes, readFile: readFile)
                    project.modules += read.targets.map { xcodeModule($0, pbxproj: path) }
                    // A dangling reference is worth knowing, not worth failing a run: the rest is read.
                    project.notes += read.problems.map { InputProblem(path: path, message: $0) }
                }
            } catch {
                project.problems.append(InputProblem(path: path, message: "is not a valid project description (\(error.message)); "
                    + "its files count as one module"))
            }
        }
        project.modules.append(Module(name: "(default)", kind: .default, productType: "", descriptionFile: nil))
        return project
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

    private func xcodeModule(_ target: XcodeTarget, pbxproj: String) -> Module {
        var module = Module(name: target.name, kind: Self.kind(ofProductType: target.productType),
                            productType: target.productType, descriptionFile: pbxproj)
        module.files = Set(target.sources)
        module.folders = target.folders
        module.resources = target.resources
        module.dependsOn = target.dependencies
        let sourceRoot = PathUtilities.parent(PathUtilities.parent(pbxproj))
        var settings: [String: BuildSetting] = [:]
        for configuration in target.configurations {
            settings.merge(configuration.settings, uniquingKeysWith: { first, _ in first })
        }
        module.deploymentTarget = settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value
        if let infoPlist = settings["INFOPLIST_FILE"]?.value, !infoPlist.isEmpty {
            let expanded = Self.expand(infoPlist, sourceRoot: sourceRoot, targetName: target.name)
            module.infoPlist = PathUtilities.absolute(expanded, relativeTo: sourceRoot)
        }
        if module.kind == .app || module.kind == .appExtension {
            var keys = InfoKeys()
            if let path = module.infoPlist, let bytes = readFile(path), let plist = try? PlistFile(path: path, bytes: bytes) {
                keys.add(plist, path: path)
            }
            for configuration in target.configurations { keys.add(configuration.settings) }
            module.infoKeys = keys
        }
        return module
    }

    /// `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` and `$(PRODUCT_NAME)` in a setting.
    static func expand(_ value: String, sourceRoot: String, targetName: String) -> String {
        var text = value
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        for (variable, replacement) in [("SRCROOT", sourceRoot), ("PROJECT_DIR", sourceRoot), ("TARGET_NAME", targetName),
                                        ("PRODUCT_NAME", targetName)] {
            text = text.replacingAll("$(\(variable))", with: replacement).replacingAll("${\(variable)}", with: replacement)
        }
        return text
    }

    static func kind(ofProductType type: String) -> Module.Kind {
        let name = type.hasPrefix("com.apple.product-type.") ? String(type.dropFirst("com.apple.product-type.".count)) : type
        switch name {
        case "application", "application.messages", "application.watchapp2", "application.watchapp2-container": return .app
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
