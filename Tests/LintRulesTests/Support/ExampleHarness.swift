import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Lints an example (and its other files) in memory through the real engine.
enum ExampleHarness {
    static let root = "/virtual-project"

    struct Outcome {
        var violations: [Violation]
        var errors: [InputProblem]
    }

    /// Lints `files` (path → code) with the given rules; all files are reported.
    static func lint(_ files: [String: String], rules: [any Rule], strict: Bool = false) -> Outcome {
        let linter = Linter(rules: rules, strict: strict, jobs: 1, workingDirectory: root)
        let result = linter.lint(plan(files))
        return Outcome(violations: result.violations, errors: result.errors)
    }

    struct FixOutcome {
        /// Every file of the project after fixing (path relative to the project → code).
        var contents: [String: String]
        /// Files changed or created.
        var changed: Set<String>
        var fixed: [Violation]
        var remaining: [Violation]
    }

    /// Runs `--fix` in memory over `files` (path → code); nothing touches the disk.
    static func fix(_ files: [String: String], rules: [any Rule]) -> FixOutcome {
        let plan = plan(files)
        let linter = Linter(rules: rules, jobs: 1, workingDirectory: root)
        let outcome = FixSession(linter: linter, plan: plan).run()
        var contents = files
        var changed = Set<String>()
        for (path, bytes) in outcome.contents {
            let relative = PathUtilities.relative(path, to: root)
            contents[relative] = String(decoding: bytes, as: UTF8.self)
            changed.insert(relative)
        }
        return FixOutcome(contents: contents, changed: changed, fixed: outcome.fixed, remaining: outcome.result.violations)
    }

    static func plan(_ files: [String: String]) -> LintPlan {
        var overrides: [String: [UInt8]] = [:]
        var discovered: [DiscoveredFile] = []
        var storyboards: [String] = []
        var nibs: [String] = []
        var descriptions: [String] = []
        for (path, code) in files {
            let absolute = root + "/" + path
            if path.hasSuffix(".storyboard") {
                overrides[absolute] = Array(code.utf8)
                storyboards.append(absolute)
                continue
            }
            if path.hasSuffix(".xib") {
                overrides[absolute] = Array(code.utf8)
                nibs.append(absolute)
                continue
            }
            if path.hasSuffix("project.pbxproj") {
                // The example's project model: its targets decide what the cross-file rules compare.
                overrides[absolute] = Array(code.utf8)
                descriptions.append(absolute)
                continue
            }
            overrides[absolute] = Array(code.utf8)
            discovered.append(DiscoveredFile(path: absolute, kind: DiscoveredFile.isPlistName(PathUtilities.lastComponent(path)) ? .plist : .swift))
        }
        var plan = LintPlan(projectFiles: discovered.sorted(), reported: ReportedFiles(discovered.map(\.path) + descriptions),
                            overrides: overrides, storyboards: storyboards.sorted())
        plan.nibs = nibs.sorted()
        if !descriptions.isEmpty {
            let loader = ProjectLoader(readFile: { overrides[$0] })
            plan.projects = [ModuleScope(project: loader.load(root: root, descriptions: descriptions), workingDirectory: root)]
        }
        return plan
    }

    static func rules(for ruleType: any Rule.Type, configuration: String?) throws -> [any Rule] {
        let identifier = ruleType.description.identifier
        var options = RuleOptions(identifier: identifier)
        if let configuration {
            guard case let .object(values) = try JSONParser.parse(Array(configuration.utf8)) else {
                throw ConfigurationError("example configuration must be an object")
            }
            options = RuleOptions(identifier: identifier, values: values)
        }
        if identifier == SuperfluousDisableRule.description.identifier {
            // Superfluousness is judged against the other rules that ran.
            return try RuleRegistry.all.map { try $0.init(options: RuleOptions(identifier: $0.description.identifier)) }
        }
        return [try ruleType.init(options: options), SuperfluousDisableRule(options: RuleOptions(identifier: "superfluous_disable"))]
    }

    /// `(line, column)` of each `↓` in `code`, columns in UTF-8 bytes of the code without markers.
    static func markers(in code: String) -> [Location] {
        var locations: [Location] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                locations.append(Location(path: "", line: line, column: column))
                continue
            }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += String(character).utf8.count
            }
        }
        return locations
    }

    static func sourceLocation(of example: Example) -> SourceLocation {
        SourceLocation(fileID: "LintRules/\(PathUtilities.lastComponent("\(example.file)"))", filePath: "\(example.file)",
                       line: Int(example.line), column: 1)
    }
}
