import SwiftSource

/// An XcodeGen spec (`project.yml`) as XcodeGen itself sees it before generating: its `include`d
/// specs merged in order with the spec on top, and each target merged onto its
/// `targetTemplates`, with `${target_name}` and a multi-platform target's `$platform` filled in.
struct XcodeGenSpec {
    /// The merged spec.
    let root: YAMLNode
    /// Each target XcodeGen would generate, by its final name, in the order written.
    let targets: [(name: String, spec: YAMLNode)]
    /// Included specs that could not be read.
    let problems: [String]

    /// Whether a parsed YAML file is an XcodeGen spec at all: a mapping with `targets` (or only
    /// includes, which may hold them). Other tools name files `project.yml` too.
    static func looksLikeSpec(_ node: YAMLNode) -> Bool {
        node["targets"] != nil || node["include"] != nil || node["targetTemplates"] != nil
    }

    /// `projectRoot`: where a spec kept in a subfolder is copied to be generated (a repository of
    /// several apps whose `Apps/X/project.yml` includes `Apps/Shared/…`): its paths are the root's
    /// when its includes are found from there and not from its own folder.
    init(path: String, readFile: (String) -> [UInt8]?, projectRoot: String? = nil) throws(ProjectFileError) {
        var problems: [String] = []
        var visiting: Set<String> = []
        var folder = PathUtilities.parent(path)
        if let projectRoot, projectRoot != folder, let bytes = readFile(path),
           let firstInclude = (try? YAMLReader.read(bytes, file: path, base: folder))?["include"]?.items.first,
           let written = firstInclude.string ?? firstInclude["path"]?.string,
           readFile(PathUtilities.absolute(written, relativeTo: folder)) == nil,
           readFile(PathUtilities.absolute(written, relativeTo: projectRoot)) != nil {
            folder = projectRoot
        }
        root = try Self.load(path, base: folder, from: folder, readFile: readFile, visiting: &visiting, problems: &problems)
        self.problems = problems
        targets = Self.expandedTargets(of: root)
    }

    private static func load(_ path: String, base: String, from folder: String, readFile: (String) -> [UInt8]?, visiting: inout Set<String>,
                             problems: inout [String]) throws(ProjectFileError) -> YAMLNode {
        guard let bytes = readFile(path) else { throw ProjectFileError("cannot be read") }
        visiting.insert(path)
        defer { visiting.remove(path) }
        let spec = try YAMLReader.read(bytes, file: path, base: base)
        var included: YAMLNode?
        for include in spec["include"]?.items ?? [] {
            guard let written = include.string ?? include["path"]?.string, include["enable"]?.isFalse != true else { continue }
            let absolute = PathUtilities.absolute(written, relativeTo: folder)
            guard !visiting.contains(absolute), visiting.count < 32 else {
                problems.append("\(absolute): includes itself")
                continue
            }
            // `relativePaths: false`: the included spec's paths are the including spec's.
            let includedBase = include["relativePaths"]?.isFalse == true ? base : PathUtilities.parent(absolute)
            do {
                let node = try load(absolute, base: includedBase, from: PathUtilities.parent(absolute), readFile: readFile,
                                    visiting: &visiting, problems: &problems)
                included = included.map { node.merged(onto: $0) } ?? node
            } catch {
                problems.append("\(absolute): \(error.message)")
            }
        }
        return included.map { spec.merged(onto: $0) } ?? spec
    }

    private static func expandedTargets(of root: YAMLNode) -> [(name: String, spec: YAMLNode)] {
        let templates = root["targetTemplates"]
        var result: [(name: String, spec: YAMLNode)] = []
        for entry in root["targets"]?.entries ?? [] {
            let merged = applyingTemplates(to: entry.value, from: templates, depth: 0)
            let name = merged["name"]?.string ?? entry.key
            let named = merged.mappingScalars { substituting($0, ["target_name": name]) }
            let platforms = named["platform"]?.items.compactMap(\.string) ?? []
            guard platforms.count > 1 else {
                result.append((name, named))
                continue
            }
            // `platform: [iOS, tvOS]` makes `Name_iOS` and `Name_tvOS`.
            let prefix = named["platformPrefix"]?.string ?? ""
            let suffix = named["platformSuffix"]?.string ?? "_$platform"
            for platform in platforms {
                var spec = named.mappingScalars { substituting($0, ["platform": platform]) }
                if case var .mapping(entries) = spec.value, let index = entries.firstIndex(where: { $0.key == "platform" }) {
                    entries[index].value.value = .scalar(platform)
                    spec.value = .mapping(entries)
                }
                let fullName = substituting(prefix, ["platform": platform]) + name + substituting(suffix, ["platform": platform])
                result.append((fullName, spec))
            }
        }
        return result
    }

    /// A target merged onto its templates (`templates: [Base, App]`), which may have templates
    /// of their own.
    private static func applyingTemplates(to target: YAMLNode, from templates: YAMLNode?, depth: Int) -> YAMLNode {
        let names = (target["templates"]?.items ?? []).compactMap(\.string)
        guard !names.isEmpty, let templates, depth < 8 else { return target }
        var base: YAMLNode?
        for name in names {
            guard let template = templates[name] else { continue }
            let expanded = applyingTemplates(to: template, from: templates, depth: depth + 1)
            base = base.map { expanded.merged(onto: $0) } ?? expanded
        }
        return base.map { target.merged(onto: $0) } ?? target
    }

    /// `${name}` and `$name` replaced by their values.
    static func substituting(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("$") else { return text }
        var result = text
        for (name, value) in values {
            result = result.replacingAll("${\(name)}", with: value).replacingAll("$\(name)", with: value)
        }
        return result
    }
}
