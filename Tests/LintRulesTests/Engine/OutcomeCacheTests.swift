import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules

/// The engine's per-file outcome cache (`OutcomeCache`): a run that reuses the last run's
/// outcomes reports exactly what a run without them reports, through edits that change other
/// files' cross-file verdicts, configuration changes and files coming and going.
@Suite struct OutcomeCacheTests {
    static let folder = "/virtual/app"
    static let lookup = "UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene"
    /// A copy of the lookup that is not an accessor's whole body (so two of them are duplicates).
    static func copy(_ name: String) -> String { "import UIKit\nfunc \(name)() {\n    let scene = \(lookup)\n    _ = scene\n}\n" }
    static let clean = "import UIKit\nfunc clean() {}\n"
    static let accessor = "import UIKit\nextension UIWindowScene {\n    static var current: UIWindowScene? {\n        \(lookup)\n    }\n}\n"
    static let window = "import UIKit\nlet w = UIApplication.shared.keyWindow\nlet tabBarHeight: CGFloat = 49\n"
    static let suppressed = "import UIKit\n// tablint:disable:next deprecated_window_api\nlet w = UIApplication.shared.keyWindow\n"
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>

        """

    static func rules(_ options: [String: [(key: String, value: JSONValue)]] = [:]) throws -> [any Rule] {
        try RuleRegistry.all.map { type in
            let identifier = type.description.identifier
            return try type.init(options: RuleOptions(identifier: identifier, values: options[identifier] ?? []))
        }
    }

    static func linter(jobs: Int = 1, _ options: [String: [(key: String, value: JSONValue)]] = [:]) throws -> Linter {
        Linter(rules: try rules(options), strict: true, jobs: jobs, workingDirectory: folder)
    }

    /// A plan of in-memory files (name → text) reporting `reported`, as the language server makes one.
    static func plan(_ files: [String: String], reported: [String]) -> LintPlan {
        let paths = files.keys.sorted().map { folder + "/" + $0 }
        let discovered = paths.map { DiscoveredFile(path: $0, kind: $0.hasSuffix(".plist") ? .plist : .swift) }
        let overrides = Dictionary(uniqueKeysWithValues: files.map { (folder + "/" + $0.key, Array($0.value.utf8)) })
        return LintPlan(projectFiles: discovered, reported: ReportedFiles(reported.map { folder + "/" + $0 }), overrides: overrides)
    }

    /// Everything a reporter reads of a result.
    static func summary(_ result: LintResult) -> [String] {
        result.violations.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleIdentifier) \($0.severity) \($0.fingerprint) \($0.related.map(\.path)) \($0.message)" }
            + result.errors.map { "error \($0.path) \($0.message)" } + result.notes.map { "note \($0.path) \($0.message)" }
            + ["files \(result.fileCount) suppressed \(result.suppressedCount)"]
    }

    /// Lints with the cache and without; they must agree. The cached result's violations.
    @discardableResult
    static func agree(_ linter: Linter, _ plan: LintPlan, _ cache: OutcomeCache,
                      sourceLocation: SourceLocation = #_sourceLocation) -> [Violation] {
        let cached = linter.lint(plan, reusing: cache)
        let fresh = linter.lint(plan)
        #expect(summary(cached) == summary(fresh), sourceLocation: sourceLocation)
        #expect(cached.violations == fresh.violations, sourceLocation: sourceLocation)
        return cached.violations
    }

    static func rules(in violations: [Violation], of name: String) -> [String] {
        violations.filter { $0.location.path == name }.map(\.ruleIdentifier)
    }

    @Test(arguments: [1, 2])
    func editsGiveTheSameResultsAsUncachedRuns(jobs: Int) throws {
        let linter = try Self.linter(jobs: jobs)
        let cache = OutcomeCache()
        var files = ["A.swift": Self.copy("a"), "B.swift": Self.clean, "C.swift": Self.window, "D.swift": Self.suppressed,
                     "Info.plist": Self.plist, "Accessor.swift": Self.clean]
        let reported = ["A.swift", "D.swift"]
        var violations = Self.agree(linter, Self.plan(files, reported: reported), cache)
        #expect(!Self.rules(in: violations, of: "A.swift").contains("duplicated_scene_lookup"), "one copy is no duplicate")
        #expect(cache.count == files.count)

        // A second copy in a context file makes the open file's diagnostic appear…
        files["B.swift"] = Self.copy("b")
        violations = Self.agree(linter, Self.plan(files, reported: reported), cache)
        #expect(Self.rules(in: violations, of: "A.swift").contains("duplicated_scene_lookup"))
        // …an accessor elsewhere changes what it says (and is not re-read when unchanged after)…
        files["Accessor.swift"] = Self.accessor
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        files["Accessor.swift"] = Self.clean
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        // …and removing the copy makes it disappear.
        files["B.swift"] = Self.clean
        violations = Self.agree(linter, Self.plan(files, reported: reported), cache)
        #expect(!Self.rules(in: violations, of: "A.swift").contains("duplicated_scene_lookup"))

        // The reported file itself changes, a context file becomes reported and back, a file
        // comes and goes, one stops being text.
        files["A.swift"] = Self.window
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        Self.agree(linter, Self.plan(files, reported: reported + ["C.swift"]), cache)
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        files["E.swift"] = Self.copy("e")
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        files["E.swift"] = nil
        files["C.swift"] = "let \u{0}"
        Self.agree(linter, Self.plan(files, reported: reported), cache)
        #expect(cache.count == files.count, "files the last plan did not hold are forgotten")
    }

    @Test func anOutcomeIsReusedOnlyForTheSameInputs() throws {
        let linter = try Self.linter()
        let cache = OutcomeCache()
        let plan = Self.plan(["A.swift": Self.copy("a"), "B.swift": Self.copy("b")], reported: ["A.swift"])
        _ = linter.lint(plan, reusing: cache)
        let snapshot = cache.snapshot(for: linter.outcomeConfiguration)
        let a = plan.projectFiles[0]
        let bytes = plan.overrides[a.path]!
        #expect(snapshot.outcome(of: a, reported: true, bytes: bytes) != nil)
        #expect(snapshot.outcome(of: a, reported: true, bytes: Array(bytes)) != nil, "equal bytes in another buffer")
        #expect(snapshot.outcome(of: a, reported: false, bytes: bytes) == nil, "reported or not is another outcome")
        #expect(snapshot.outcome(of: a, reported: true, bytes: bytes + [10]) == nil)
        #expect(snapshot.outcome(of: DiscoveredFile(path: a.path, kind: .plist), reported: true, bytes: bytes) == nil)
        #expect(cache.snapshot(for: try Self.linter(jobs: 2).outcomeConfiguration).entries.count == 2,
                "the number of jobs is not part of the configuration")
        let other = try Self.linter(["duplicated_scene_lookup": [("minOccurrences", .number(3))]])
        #expect(cache.snapshot(for: other.outcomeConfiguration).entries.isEmpty, "another configuration misses")
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func aChangedConfigurationIsNotServedTheOldOutcomes() throws {
        let cache = OutcomeCache()
        let files = ["A.swift": Self.copy("a"), "B.swift": Self.copy("b"), "C.swift": Self.window]
        let plan = Self.plan(files, reported: ["A.swift", "C.swift"])
        let before = Self.agree(try Self.linter(), plan, cache)
        #expect(Self.rules(in: before, of: "A.swift").contains("duplicated_scene_lookup"))
        #expect(Self.rules(in: before, of: "C.swift").contains("hardcoded_bar_height"))
        let options: [String: [(key: String, value: JSONValue)]] = [
            "duplicated_scene_lookup": [("minOccurrences", .number(3))],
            "hardcoded_bar_height": [("heights", .array([.number(44)]))],
        ]
        let after = Self.agree(try Self.linter(options), plan, cache)
        #expect(!Self.rules(in: after, of: "A.swift").contains("duplicated_scene_lookup"))
        #expect(!Self.rules(in: after, of: "C.swift").contains("hardcoded_bar_height"))
        // Back to the first configuration: the cache holds the second one's outcomes, so it misses again.
        #expect(Self.agree(try Self.linter(), plan, cache) == before)
    }
}
