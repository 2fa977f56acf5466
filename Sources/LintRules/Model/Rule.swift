import ProjectModel
import SwiftSource

/// A lint rule: a stateless value that describes itself and checks one file at a time.
///
/// The engine reads every file once. `check` sees one Swift file (`checkPlist` one Info.plist);
/// `finish` then sees every violation the rule reported in the whole project together with the
/// project's facts, and decides what is reported: that is where cross-file rules compare files.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }

    /// The rule with the options under `rules.<id>` in `.tablint.json`.
    init(options: RuleOptions) throws(ConfigurationError)

    func check(_ file: SourceFile) -> [Violation]

    func checkPlist(_ plist: PlistFile) -> [Violation]

    /// Whether `check` must also run on project files that are not reported, because `finish`
    /// compares them (a lookup duplicated in another file).
    static var readsWholeProject: Bool { get }

    /// For a rule that reads the whole project: words of which a file must contain at least one
    /// for `check` to find anything in it, so a project file that is not reported and contains
    /// none of them need not be tokenized. nil: no such words.
    static var projectScanTerms: [StaticString]? { get }

    /// The violations to report, given all of this rule's violations in the project.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation]
}

extension Rule {
    static var readsWholeProject: Bool { false }

    static var projectScanTerms: [StaticString]? { nil }

    func checkPlist(_ plist: PlistFile) -> [Violation] { [] }

    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] { violations }

    package var description: RuleDescription { Self.description }
}

/// The `rules.<id>` object of `.tablint.json`, with typed reads whose errors name the key path.
package struct RuleOptions: Sendable {
    package let identifier: String
    let values: [(key: String, value: JSONValue)]
    /// The folder of the configuration file: paths in options are relative to it.
    package let folder: String?

    package init(identifier: String, values: [(key: String, value: JSONValue)] = [], folder: String? = nil) {
        self.identifier = identifier
        self.values = values
        self.folder = folder
    }

    /// A path option, absolute (resolved against the configuration's folder).
    package func path(_ key: String) throws(ConfigurationError) -> String? {
        guard let path = try string(key, default: nil) else { return nil }
        guard !path.isEmpty else { throw ConfigurationError("rules.\(identifier).\(key) must be a path, not an empty string") }
        guard !path.utf8.contains(0) else { throw ConfigurationError("rules.\(identifier).\(key) must be a path, not text with a NUL character") }
        guard let folder else { return path }
        let absolute = PathUtilities.absolute(path, relativeTo: folder)
        // `--fix` writes there: a configuration must not make it write outside its own project.
        guard PathUtilities.isInside(absolute, folder: folder) else {
            throw ConfigurationError("rules.\(identifier).\(key) must be inside the folder of the configuration, not \(path)")
        }
        return absolute
    }

    private func value(_ key: String) -> JSONValue? { values.first { $0.key == key }?.value }

    private func error(_ key: String, _ expected: String, got value: JSONValue) -> ConfigurationError {
        ConfigurationError("rules.\(identifier).\(key) must be \(expected), not \(value.typeDescription)")
    }

    func integer(_ key: String, default defaultValue: Int) throws(ConfigurationError) -> Int {
        guard let value = value(key) else { return defaultValue }
        guard case let .number(number) = value, number.rounded() == number, abs(number) < 1e15 else {
            throw error(key, "an integer", got: value)
        }
        return Int(number)
    }

    /// An array of finite numbers (`1e400` reads as infinity), all above zero when `positive`.
    func numbers(_ key: String, default defaultValue: [Double], positive: Bool = false) throws(ConfigurationError) -> [Double] {
        guard let value = value(key) else { return defaultValue }
        guard case let .array(elements) = value else { throw error(key, "an array of numbers", got: value) }
        var numbers: [Double] = []
        for (position, element) in elements.enumerated() {
            guard case let .number(number) = element else {
                throw ConfigurationError("rules.\(identifier).\(key) must be an array of numbers, but holds \(element.typeDescription)")
            }
            guard number.isFinite else {
                throw ConfigurationError("rules.\(identifier).\(key)[\(position)] must be a finite number, not one too large to hold")
            }
            guard !positive || number > 0 else {
                throw ConfigurationError("rules.\(identifier).\(key)[\(position)] must be a positive number")
            }
            numbers.append(number)
        }
        return numbers
    }

    func string(_ key: String, default defaultValue: String?) throws(ConfigurationError) -> String? {
        // `null` is "not set" (`tablint init` writes it for options without a default).
        guard let value = value(key), value != .null else { return defaultValue }
        guard case let .string(text) = value else { throw error(key, "a string", got: value) }
        return text
    }

    func strings(_ key: String, default defaultValue: [String]) throws(ConfigurationError) -> [String] {
        guard let value = value(key) else { return defaultValue }
        guard case let .array(elements) = value else { throw error(key, "an array of strings", got: value) }
        var strings: [String] = []
        for element in elements {
            guard case let .string(text) = element else {
                throw ConfigurationError("rules.\(identifier).\(key) must be an array of strings, but holds \(element.typeDescription)")
            }
            strings.append(text)
        }
        return strings
    }

    func boolean(_ key: String, default defaultValue: Bool) throws(ConfigurationError) -> Bool {
        guard let value = value(key) else { return defaultValue }
        guard case let .bool(flag) = value else { throw error(key, "true or false", got: value) }
        return flag
    }
}

/// A configuration or usage problem: exit code 2, nothing linted.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
