import ProjectModel
import SwiftSource

extension Configuration {
    /// The `.tablint.json` files that apply to `path` below the one at `root` (SPEC §5: nested
    /// configuration, as SwiftLint's nested `.swiftlint.yml`), outermost first.
    package static func nestedFiles(for path: String, below root: String) -> [String] {
        var found: [String] = []
        var folder = FileSystem.isDirectory(path) ? path : PathUtilities.parent(path)
        while PathUtilities.isInside(folder, folder: root) {
            let candidate = PathUtilities.join(folder, fileName)
            if FileSystem.exists(candidate), !FileSystem.isDirectory(candidate) { found.append(candidate) }
            folder = PathUtilities.parent(folder)
        }
        return found.reversed()
    }

    /// This configuration with a nested one over it: the nested file's keys win as with
    /// `--config`, and its folder is the scope of its files, so the outer `include` (written for
    /// the outer folder) no longer limits them unless the nested file sets its own.
    package func nested(_ inner: Configuration) -> Configuration {
        var merged = merged(with: inner)
        if !inner.setKeys.contains("include") { merged.include = [] }
        return merged
    }

    /// The configuration as `tablint debug config` prints it.
    package func json(files: [String], relativeTo base: String) -> JSONValue {
        func relative(_ path: String) -> JSONValue { .string(PathUtilities.relative(PathUtilities.absolute(path, relativeTo: folder), to: base)) }
        let rules: [(key: String, value: JSONValue)] = Set(severities.keys).union(ruleOptions.keys).sorted().map { identifier in
            var members: [(key: String, value: JSONValue)] = []
            if let severity = severities[identifier] { members.append(("severity", .string(severity.rawValue))) }
            for (key, value) in ruleOptions[identifier]?.values ?? [] where key != "severity" { members.append((key, value)) }
            return (identifier, .object(members))
        }
        return .object([
            ("files", .array(files.map { .string(PathUtilities.relative($0, to: base)) })),
            ("include", .array(include.map(relative))),
            ("exclude", .array(exclude.map { .string($0) })),
            ("disabled", .array(disabled.map { .string($0) })),
            ("rules", .object(rules)),
            ("strict", .bool(strict)),
        ])
    }
}
