import ProjectModel
import SwiftSource

/// `.tablint.json` (SPEC §5): which files make the project, which rules run, and how.
package struct Configuration: Sendable {
    /// The file it was read from, absolute; nil for the defaults.
    package var path: String?
    /// Where `include` and `exclude` paths start: the config's folder, else the working directory.
    package var folder: String
    package var include: [String] = []
    package var exclude: [String] = []
    package var disabled: [String] = []
    /// `rules.<id>` objects, `severity` included.
    package var ruleOptions: [String: RuleOptions] = [:]
    package var severities: [String: Severity] = [:]
    package var strict = false
    /// The top-level keys the file set: when configurations merge, only those win (`merged(with:)`).
    package var setKeys: Set<String> = []

    package init(folder: String) {
        self.folder = folder
    }

    package static let fileName = ".tablint.json"
    static let topLevelKeys = ["include", "exclude", "disabled", "rules", "strict"]

    /// `.tablint.json` in `directory` or the nearest parent that has one.
    package static func find(from directory: String) -> String? {
        var folder = PathUtilities.normalize(directory)
        while true {
            let candidate = PathUtilities.join(folder, fileName)
            if FileSystem.exists(candidate) { return candidate }
            let parent = PathUtilities.parent(folder)
            if parent == folder || folder == "/" { return nil }
            folder = parent
        }
    }

    /// Reads and checks a configuration file; every error names the file, the key path and
    /// what was expected.
    package static func load(path: String, displayPath: String, rules: [String: RuleDescription]) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch {
            throw ConfigurationError("\(displayPath): \(error.message)")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw ConfigurationError("\(displayPath): not valid JSON: \(error.description)")
        }
        do {
            return try parse(json, path: path, rules: rules)
        } catch {
            throw ConfigurationError("\(displayPath): \(error.message)")
        }
    }

    static func parse(_ json: JSONValue, path: String, rules: [String: RuleDescription]) throws(ConfigurationError) -> Configuration {
        guard case let .object(members) = json else {
            throw ConfigurationError("the top level must be an object, not \(json.typeDescription)")
        }
        // The parser keeps every member: a key written twice would silently take one value.
        if let repeated = firstRepeatedKey(in: json) {
            throw ConfigurationError("\(repeated) is set more than once")
        }
        var configuration = Configuration(folder: PathUtilities.parent(path))
        configuration.path = path
        for (key, value) in members {
            configuration.setKeys.insert(key)
            switch key {
            case "include": configuration.include = try paths(value, key)
            case "exclude":
                configuration.exclude = try paths(value, key)
                for (position, pattern) in configuration.exclude.enumerated() {
                    if let problem = Glob.problem(in: pattern) { throw ConfigurationError("\(key)[\(position)] \(problem)") }
                }
            case "disabled":
                configuration.disabled = try strings(value, key)
                for identifier in configuration.disabled where rules[identifier] == nil {
                    throw ConfigurationError("disabled: unknown rule '\(identifier)'\(suggestion(for: identifier, in: rules))")
                }
            case "strict":
                guard case let .bool(flag) = value else {
                    throw ConfigurationError("strict must be true or false, not \(value.typeDescription)")
                }
                configuration.strict = flag
            case "rules":
                try parseRules(value, rules: rules, into: &configuration)
            default:
                throw ConfigurationError("unknown key '\(key)'; the keys are \(topLevelKeys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    private static func parseRules(_ value: JSONValue, rules: [String: RuleDescription],
                                   into configuration: inout Configuration) throws(ConfigurationError) {
        guard case let .object(entries) = value else {
            throw ConfigurationError("rules must be an object of rule ids, not \(value.typeDescription)")
        }
        for (identifier, settings) in entries {
            guard let description = rules[identifier] else {
                throw ConfigurationError("rules: unknown rule '\(identifier)'\(suggestion(for: identifier, in: rules))")
            }
            guard case let .object(options) = settings else {
                throw ConfigurationError("rules.\(identifier) must be an object, not \(settings.typeDescription)")
            }
            let known = ["severity"] + description.options.map(\.name)
            for (key, option) in options {
                guard known.contains(key) else {
                    throw ConfigurationError("rules.\(identifier).\(key) is not an option of this rule; its options are \(known.joined(separator: ", "))")
                }
                if key == "severity" {
                    guard case let .string(text) = option, let severity = Severity(rawValue: text) else {
                        throw ConfigurationError("rules.\(identifier).severity must be \"warning\" or \"error\"")
                    }
                    configuration.severities[identifier] = severity
                }
            }
            configuration.ruleOptions[identifier] = RuleOptions(identifier: identifier, values: options.filter { $0.key != "severity" },
                                                                 folder: configuration.folder)
        }
    }

    /// Strings that name files: not empty, and no NUL (no file name holds one; the system
    /// calls would cut the path there).
    private static func paths(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [String] {
        let paths = try strings(value, key)
        for (position, path) in paths.enumerated() {
            if path.isEmpty { throw ConfigurationError("\(key)[\(position)] must be a path, not an empty string") }
            if path.utf8.contains(0) { throw ConfigurationError("\(key)[\(position)] must be a path, not text with a NUL character") }
        }
        return paths
    }

    /// The key path (`rules.hardcoded_bar_height.heights`) of the first member whose key its
    /// object already has, anywhere in the document.
    static func firstRepeatedKey(in json: JSONValue, path: String = "") -> String? {
        switch json {
        case let .object(members):
            var seen = Set<String>()
            for (key, value) in members {
                let keyPath = path.isEmpty ? key : path + "." + key
                if !seen.insert(key).inserted { return keyPath }
                if let repeated = firstRepeatedKey(in: value, path: keyPath) { return repeated }
            }
        case let .array(elements):
            for (position, element) in elements.enumerated() {
                if let repeated = firstRepeatedKey(in: element, path: "\(path)[\(position)]") { return repeated }
            }
        default:
            break
        }
        return nil
    }

    private static func strings(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [String] {
        guard case let .array(elements) = value else {
            throw ConfigurationError("\(key) must be an array of strings, not \(value.typeDescription)")
        }
        var result: [String] = []
        for (position, element) in elements.enumerated() {
            guard case let .string(text) = element else {
                throw ConfigurationError("\(key)[\(position)] must be a string, not \(element.typeDescription)")
            }
            result.append(text)
        }
        return result
    }

    /// `; did you mean 'x'?` for a near miss.
    package static func suggestion(for identifier: String, in rules: [String: RuleDescription]) -> String {
        let close = rules.keys.sorted().min { editDistance($0, identifier) < editDistance($1, identifier) }
        guard let close, editDistance(close, identifier) <= max(2, identifier.count / 4) else { return "" }
        return "; did you mean '\(close)'?"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The default configuration `tablint init` writes, with comments that explain each key.
    package static func template(rules: [RuleDescription]) -> String {
        var lines = [
            "// tablint configuration. Comments are allowed; every key is optional.",
            "{",
            "  // Folders that make the project (cross-file rules see all of them). Default: this folder.",
            "  \"include\": [],",
            "  // Globs to skip, beside .build, Pods, Carthage, DerivedData, .git and hidden folders.",
            "  \"exclude\": [],",
            "  // Rules to turn off.",
            "  \"disabled\": [],",
            "  // Per rule: \"severity\" (\"warning\" or \"error\") and the rule's own options.",
            "  \"rules\": {",
        ]
        let configurable = rules.sorted { $0.identifier < $1.identifier }
        for (position, rule) in configurable.enumerated() {
            var entries = ["\"severity\": \"\(rule.severity.rawValue)\""]
            for option in rule.options {
                lines.append("    // \(rule.identifier).\(option.name): \(option.summary)")
                entries.append("\"\(option.name)\": \(option.defaultValue)")
            }
            let comma = position == configurable.count - 1 ? "" : ","
            lines.append("    \"\(rule.identifier)\": { \(entries.joined(separator: ", ")) }\(comma)")
        }
        lines += [
            "  },",
            "  // Fail the run on warnings too (like --strict).",
            "  \"strict\": false",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
