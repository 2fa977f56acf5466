import SwiftSource

/// One target of an XcodeGen spec in the shape of an Xcode project's native target, plus the Info
/// keys its `info: properties:` writes in the spec itself.
package struct XcodeGenTarget: Sendable, Equatable {
    package var target: XcodeTarget
    package var declaredInfoKeys: [DeclaredInfoKey] = []
}

/// Reads an XcodeGen `project.yml` (with its includes and templates) into the targets the Xcode
/// project it generates would have: product type, sources (folders minus `excludes`, files),
/// dependencies, and per configuration the build settings of the project and the target
/// (setting groups, `base`, `configs`, `configFiles`), with `INFOPLIST_FILE`, the deployment target
/// and `SDKROOT` filled in as XcodeGen fills them. Nothing is generated or run.
package enum XcodeGenReader {
    /// `infoPlists`: absolute paths of the project's `Info.plist` files; a target with no
    /// `INFOPLIST_FILE` takes the first one inside its sources, as XcodeGen does.
    package static func read(path: String, readFile: @escaping (String) -> [UInt8]?, infoPlists: [String],
                             projectRoot: String? = nil) throws(ProjectFileError) -> (targets: [XcodeGenTarget], problems: [String])? {
        let spec = try XcodeGenSpec(path: path, readFile: readFile, projectRoot: projectRoot)
        guard XcodeGenSpec.looksLikeSpec(spec.root) else { return nil }
        let root = spec.root
        let configurationNames = root["configs"]?.entries.map(\.key) ?? ["Debug", "Release"]
        var problems = spec.problems
        var targets: [XcodeGenTarget] = []
        for (name, target) in spec.targets {
            let type = target["type"]?.string ?? ""
            var read = XcodeTarget(name: name, productType: type.isEmpty ? "" : "com.apple.product-type." + type)
            for source in target["sources"]?.items ?? [] {
                guard let written = source.string ?? source["path"]?.string else { continue }
                let absolute = PathUtilities.absolute(written, relativeTo: source.base)
                // A path may name a folder or a file: `Module.contains` asks each its own way.
                read.sources.append(absolute)
                let excluded = (source["excludes"]?.items ?? []).compactMap(\.string).compactMap { excludedPath($0, in: absolute) }
                read.folders.append(SynchronizedFolder(path: absolute, exceptions: Set(excluded)))
            }
            read.dependencies = (target["dependencies"]?.items ?? []).compactMap(dependencyName)
            let platform = target["platform"]?.string ?? "iOS"
            let context = SettingsContext(root: root, target: target, platform: platform, readFile: readFile)
            read.configurations = configurationNames.map { context.configuration($0, problems: &problems) }
            if let infoPlist = target["info"]?["path"]?.string.map({ PathUtilities.absolute($0, relativeTo: target["info"]!["path"]!.base) })
                ?? read.folders.lazy.compactMap({ folder in infoPlists.first { PathUtilities.isInside($0, folder: folder.path) } }).first {
                for index in read.configurations.indices where read.configurations[index].settings["INFOPLIST_FILE"] == nil {
                    read.configurations[index].settings["INFOPLIST_FILE"] = BuildSetting(value: infoPlist, file: path, line: target.line)
                }
            }
            var result = XcodeGenTarget(target: read)
            for entry in target["info"]?["properties"]?.entries ?? [] {
                result.declaredInfoKeys.append(DeclaredInfoKey(key: entry.key, value: plistValue(entry.value), file: entry.value.file,
                                                               line: entry.line, column: entry.column))
            }
            targets.append(result)
        }
        return (targets, problems)
    }

    /// `Tests`, `Legacy/**`: a folder or file left out; a pattern inside names
    /// (`**/*.md`) cannot be told as a path and is ignored.
    private static func excludedPath(_ glob: String, in folder: String) -> String? {
        var glob = Substring(glob)
        while glob.hasSuffix("/**") || glob.hasSuffix("/*") { glob = glob.dropLast(glob.hasSuffix("/**") ? 3 : 2) }
        guard !glob.isEmpty, !glob.contains(where: { "*?[{".contains($0) }) else { return nil }
        return PathUtilities.absolute(String(glob), relativeTo: folder)
    }

    /// `- target: Core` (or `Other/Core` in another project), `- package: Kit` with its
    /// `product:`, `- framework: Core.framework`; SDKs and Carthage are no module of the project.
    private static func dependencyName(_ dependency: YAMLNode) -> String? {
        if let target = dependency["target"]?.string {
            return target.split(separator: "/").last.map(String.init)
        }
        if let package = dependency["package"]?.string {
            return dependency["product"]?.string ?? package
        }
        if let framework = dependency["framework"]?.string {
            let name = PathUtilities.lastComponent(framework)
            return name.hasSuffix(".framework") ? String(name.dropLast(".framework".count)) : nil
        }
        return nil
    }

    static func plistValue(_ node: YAMLNode) -> PlistFile.Value {
        switch node.value {
        case .null: return .other
        case let .scalar(text):
            switch text.lowercased() {
            case "true", "yes": return .bool(true)
            case "false", "no": return .bool(false)
            default: return Double(text).map { .number($0) } ?? .string(text)
            }
        case let .sequence(items): return .array(items.map(plistValue))
        case let .mapping(entries):
            var dictionary: [String: PlistFile.Value] = [:]
            for entry in entries { dictionary[entry.key] = plistValue(entry.value) }
            return .dictionary(dictionary)
        }
    }
}
