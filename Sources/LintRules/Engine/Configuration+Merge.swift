import ProjectModel
import SwiftSource

extension Configuration {
    /// `--config A --config B`: B over A, as SwiftLint merges its configurations. The keys B sets
    /// win (`include`, `strict`, and each rule's options one by one); `disabled` and `exclude`
    /// add up. The merged configuration keeps A's folder, so B's relative `include` and
    /// `exclude` paths are rewritten to mean what they meant beside B.
    package func merged(with later: Configuration) -> Configuration {
        var merged = self
        merged.path = later.path ?? path
        merged.setKeys.formUnion(later.setKeys)
        if later.setKeys.contains("include") {
            merged.include = later.include.map { PathUtilities.absolute($0, relativeTo: later.folder) }
        }
        merged.exclude += later.exclude.map { later.rebased($0, to: folder) }
        merged.disabled += later.disabled.filter { !merged.disabled.contains($0) }
        if later.setKeys.contains("strict") { merged.strict = later.strict }
        for (identifier, severity) in later.severities { merged.severities[identifier] = severity }
        for (identifier, options) in later.ruleOptions {
            merged.ruleOptions[identifier] = ruleOptions[identifier].map { $0.overridden(by: options) } ?? options
        }
        return merged
    }

    /// An exclusion glob of this configuration, as a glob relative to `base`. A pattern without
    /// `/` matches a name anywhere and needs nothing; one that starts with `**` matches at any depth.
    private func rebased(_ pattern: String, to base: String) -> String {
        guard pattern.contains("/"), !pattern.hasPrefix("**"), folder != base else { return pattern }
        let prefix = PathUtilities.relative(folder, to: base)
        return prefix == "." ? pattern : PathUtilities.join(prefix, pattern)
    }
}

extension RuleOptions {
    /// These options with `later`'s values in place of the same keys.
    func overridden(by later: RuleOptions) -> RuleOptions {
        let keys = Set(later.values.map(\.key))
        return RuleOptions(identifier: identifier, values: values.filter { !keys.contains($0.key) } + later.values,
                           folder: later.folder ?? folder)
    }
}
