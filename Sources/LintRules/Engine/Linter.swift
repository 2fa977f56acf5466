import ProjectModel
import SwiftSource

/// What one run lints: the project's files (cross-file rules see all of them) and which of them
/// are reported (SPEC §1: PATHs, `--staged`, the names pre-commit passes).
package struct LintPlan: Sendable {
    package var projectFiles: [DiscoveredFile]
    package var reported: ReportedFiles
    /// Content to lint instead of what is on disk (standard input, the index for `--staged`).
    package var overrides: [String: [UInt8]]
    package var storyboards: [String]
    /// `.xib` files of the projects, for what `ProjectFacts.nibs` answers.
    package var nibs: [String] = []
    package var problems: [InputProblem]
    /// The projects of the run (SPEC §1): files of different projects never meet in a
    /// cross-file rule. Empty: one project without modules.
    package var projects: [ModuleScope] = []
    /// For each of `projectFiles`, the index of its project in `projects` (empty: all 0).
    package var projectOfFile: [Int32] = []

    /// The index in `projects` of the project of `projectFiles[index]`.
    func project(ofFile index: Int) -> Int { projectOfFile.isEmpty ? 0 : Int(projectOfFile[index]) }
    /// Problems with files only read for context: notes on standard error, never exit 3.
    package var notes: [InputProblem] = []
    /// Folders below the run's configuration with a `.tablint.json` of their own, outermost
    /// only: their files are linted in a run of their own with that configuration over this one
    /// (SPEC §5), and left out of this plan.
    package var nestedConfigurationFolders: [String] = []
    /// Leftovers of an interrupted `--fix` in the folders walked, for the run to remove.
    package var abandonedTemporaries: [String] = []

    package init(projectFiles: [DiscoveredFile], reported: ReportedFiles, overrides: [String: [UInt8]] = [:],
                storyboards: [String] = [], problems: [InputProblem] = []) {
        self.projectFiles = projectFiles
        self.reported = reported
        self.overrides = overrides
        self.storyboards = storyboards
        self.problems = problems
    }

    /// The reported files' absolute paths, in path order.
    package var reportedPaths: [String] {
        projectFiles.map(\.path).filter(reported.contains)
    }
}

/// What a run found, ready for a reporter.
package struct LintResult: Sendable {
    package var violations: [Violation] = []
    /// Files that could not be read or decoded, with display paths.
    package var errors: [InputProblem] = []
    /// Problems with files that were only read for context (display paths): worth a line on
    /// standard error, not a failed run.
    package var notes: [InputProblem] = []
    /// Reported files that were linted.
    var fileCount = 0
    var suppressedCount = 0
    var baselinedCount = 0
    /// With `Linter.keepsFixSources`: the bytes linted of each file with a fixable violation
    /// (absolute path), which the fixes' byte ranges refer to.
    var fixSources: [String: [UInt8]] = [:]
    /// After `--fix`: what was corrected, as each was found.
    package var fixed: [Violation]?

    package init() {}

    /// Another run's result added to this one (nested configuration), in report order.
    package mutating func merge(_ other: LintResult) {
        violations += other.violations
        Violation.sortInReportOrder(&violations)
        errors = (errors + other.errors).sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        notes = (notes + other.notes).sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        fileCount += other.fileCount
        suppressedCount += other.suppressedCount
        baselinedCount += other.baselinedCount
    }

    func failingCount(strict: Bool) -> Int {
        violations.filter { $0.severity == .error || strict }.count
    }

    /// SPEC §2: 3 beats 1.
    package func exitCode(strict: Bool) -> ExitCode {
        if !errors.isEmpty { return .unreadableInput }
        return failingCount(strict: strict) > 0 ? .violations : .success
    }
}

/// The engine: reads each file once (in parallel), runs every rule on it, merges what the files
/// tell about the project, lets cross-file rules finish, then applies suppressions, severities
/// and fingerprints. Output is the same whatever the number of threads.
package struct Linter: Sendable {
    package var rules: [any Rule]
    package var severities: [String: Severity]
    package var strict: Bool
    package var jobs: Int
    package var workingDirectory: String
    /// Every rule id tablint knows (for suppression comments that name a rule not running).
    var knownRules: Set<String>
    /// Called (from any thread) after each file with the number done and the total.
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// Keep the bytes of files with fixable violations in `LintResult.fixSources` (for `--fix`).
    var keepsFixSources = false

    package init(rules: [any Rule], severities: [String: Severity] = [:], strict: Bool = false, jobs: Int = 1,
                workingDirectory: String, knownRules: Set<String>? = nil) {
        self.rules = rules
        self.severities = severities
        self.strict = strict
        self.jobs = jobs
        self.workingDirectory = workingDirectory
        self.knownRules = knownRules ?? Set(RuleRegistry.identifiers)
    }

    /// Lints a plan. With a `cache`, a file whose outcome the cache's last run made from the same
    /// inputs is not read again (`OutcomeCache`); the result is the same either way.
    package func lint(_ plan: LintPlan, reusing cache: OutcomeCache? = nil) -> LintResult {
        let files = plan.projectFiles
        let counter = ProgressCounter(total: files.count, report: progress)
        let scanTerms = projectScanTerms?.map(ByteSearch.Needle.init)
        // Most files lie below the working folder: opened from it, each costs fewer lookups.
        let folder = OpenFolder(workingDirectory)
        let previous = cache?.snapshot(for: outcomeConfiguration)
        // The tab item facts serve one rule: a run without it does not read them.
        let readsTabItems = rules.contains { $0 is CustomTabBarAccessibilityRule }
        // A project of several modules learns which of them each file imports (see `ModuleImports`).
        let modular = plan.projects.map(\.hasModules)
        let outcomes = parallelMap(count: files.count, jobs: jobs) { index in
            let file = files[index]
            let project = plan.project(ofFile: index)
            let readsImports = modular.indices.contains(project) && modular[project]
            let outcome = process(file, reported: plan.reported.contains(file.path), from: folder, scanTerms: scanTerms,
                                  override: plan.overrides[file.path], previous: previous, readsTabItems: readsTabItems,
                                  readsImports: readsImports)
            counter.advance()
            return outcome
        }
        if let cache, var snapshot = previous {
            // What the next run reuses; files this plan does not hold are forgotten.
            snapshot.entries = [:]
            snapshot.entries.reserveCapacity(files.count)
            for index in files.indices {
                guard let bytes = outcomes[index].source else { continue }
                snapshot.entries[files[index].path] = OutcomeCache.Entry(kind: files[index].kind, bytes: bytes, outcome: outcomes[index])
            }
            cache.keep(snapshot)
        }
        var scopes = plan.projects.isEmpty ? [ModuleScope.single(root: workingDirectory, workingDirectory: workingDirectory)] : plan.projects
        if modular.contains(true) {
            scopes = ModuleImports.scopes(scopes, adding: outcomes.indices.compactMap { index in
                outcomes[index].imports.map { (project: plan.project(ofFile: index), path: displayPath(files[index].path), names: $0) }
            })
        }
        var projects = scopes.map { ProjectFacts(scope: $0) }
        // Each rule's cross-file step sees its violations from every file of one project, in file order.
        var byRule = Array(repeating: [String: [Violation]](), count: scopes.count)
        for index in outcomes.indices {
            let project = plan.project(ofFile: index)
            if let facts = outcomes[index].facts { projects[project].merge(facts, path: displayPath(files[index].path)) }
            for violation in outcomes[index].violations { byRule[project][violation.ruleIdentifier, default: []].append(violation) }
        }
        let storyboardNames = Set(plan.storyboards.map { storyboardName($0) })
        var finished: [Violation] = []
        for project in projects.indices {
            projects[project].storyboardNames = storyboardNames
            projects[project].storyboardPaths = plan.storyboards
            projects[project].nibs = NibFiles(paths: plan.nibs, storyboards: plan.storyboards, overrides: plan.overrides)
            for rule in rules {
                let identifier = type(of: rule).description.identifier
                finished += rule.finish(byRule[project].removeValue(forKey: identifier) ?? [], project: projects[project])
            }
        }

        var result = LintResult()
        var problems = plan.problems
        var notes = plan.notes
        // SPEC §1: a project file that is not reported and cannot be read is a note, not exit 3.
        for index in outcomes.indices {
            guard let problem = outcomes[index].problem else { continue }
            if outcomes[index].isReported { problems.append(problem) } else { notes.append(problem) }
        }
        result.errors = problems.map { InputProblem(path: displayPath($0.path), message: $0.message) }
            .sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        result.notes = notes.map { InputProblem(path: displayPath($0.path), message: $0.message) }
            .sorted { ($0.path, $0.message) < ($1.path, $1.message) }

        // Only reported files' violations are reported, and their suppression comments apply.
        // Display paths are unique. Files with violations or suppression comments are indexed
        // first; the rest only if a cross-file step reports in a file that had no violation.
        var linted: [String: Int] = [:]
        for index in outcomes.indices where outcomes[index].isLinted {
            result.fileCount += 1
            if let path = outcomes[index].displayPath { linted[path] = index }
        }
        var everyLinted: [String: Int]?
        var byFile: [Int: [Violation]] = [:]
        for violation in finished {
            var index = linted[violation.location.path]
            if index == nil {
                if everyLinted == nil {
                    let indices = outcomes.indices.filter { outcomes[$0].isLinted }
                    everyLinted = Dictionary(indices.map { (displayPath(files[$0].path), $0) }, uniquingKeysWith: { first, _ in first })
                }
                index = everyLinted?[violation.location.path]
            }
            guard let index else {
                // A build setting in `project.pbxproj`, an `.xcconfig` or an XcodeGen spec (the project model's
                // Info keys): no file of the plan, reported when the run covers it.
                let path = violation.location.path
                if path.hasSuffix("project.pbxproj") || path.hasSuffix(".xcconfig") || ProjectLoader.isXcodeGenSpec("/" + path),
                   plan.reported.contains(PathUtilities.absolute(path, relativeTo: workingDirectory)) {
                    result.violations.append(violation)
                }
                continue
            }
            byFile[index, default: []].append(violation)
        }
        let ranRules = Set(rules.map { type(of: $0).description.identifier })
        for index in Set(byFile.keys).union(linted.values).sorted() {
            var violations = byFile[index] ?? []
            if let suppressions = outcomes[index].suppressions, !suppressions.commands.isEmpty {
                let applied = suppressions.apply(to: violations)
                violations = applied.kept
                result.suppressedCount += applied.suppressed
                violations += superfluousDisables(suppressions, used: applied.used, ranRules: ranRules,
                                                 path: outcomes[index].displayPath ?? displayPath(files[index].path))
            }
            if keepsFixSources, violations.contains(where: { $0.fix != nil }) { result.fixSources[files[index].path] = outcomes[index].bytes }
            result.violations += violations
        }
        for index in result.violations.indices {
            if let severity = severities[result.violations[index].ruleIdentifier] {
                result.violations[index].severity = severity
            }
            result.violations[index].pendingAccessorFix = nil
            result.violations[index].fingerprint = result.violations[index].fingerprint(path: result.violations[index].location.path)
        }
        Violation.sortInReportOrder(&result.violations)
        // Freeing every file's outcome is serial work that nothing after this waits for: with
        // threads to spare, it happens beside the report.
        if jobs > 1 { releaseInBackground(consume outcomes) }
        return result
    }

    /// Reads, checks and analyses one file (or reuses what the cache's last run made of the same
    /// bytes); nothing of it but the outcome outlives this call.
    private func process(_ file: DiscoveredFile, reported: Bool, from folder: OpenFolder?, scanTerms: [ByteSearch.Needle]?,
                         override: [UInt8]?, previous: OutcomeCache.Snapshot?, readsTabItems: Bool, readsImports: Bool) -> FileOutcome {
        let bytes: [UInt8]
        if let override {
            bytes = override
        } else {
            do {
                bytes = try FileIO.read(file.path, from: folder)
            } catch {
                // Not kept: the next run tries to read it again.
                var outcome = FileOutcome()
                outcome.isReported = reported
                outcome.problem = InputProblem(path: file.path, message: "cannot be read: \(error.message)")
                return outcome
            }
        }
        if var reused = previous?.outcome(of: file, reported: reported, bytes: bytes) {
            if readsImports, reused.imports == nil, file.kind == .swift { reused.imports = importedModules(bytes) }
            return reused
        }
        let path = displayPath(file.path)
        var outcome = analyse(file, bytes: bytes, displayPath: path, reported: reported, scanTerms: scanTerms, readsTabItems: readsTabItems)
        outcome.isReported = reported
        // Read from the bytes whether or not the file was tokenized: a `--staged` run sees the graph a full run sees.
        if readsImports, file.kind == .swift, outcome.problem == nil { outcome.imports = importedModules(bytes) }
        if !outcome.violations.isEmpty || outcome.suppressions?.commands.isEmpty == false { outcome.displayPath = path }
        if previous != nil { outcome.source = bytes }
        return outcome
    }

    private func analyse(_ file: DiscoveredFile, bytes: [UInt8], displayPath path: String, reported: Bool,
                         scanTerms: [ByteSearch.Needle]?, readsTabItems: Bool) -> FileOutcome {
        var outcome = FileOutcome()
        switch file.kind {
        case .swift:
            if let problem = TextCheck.problem(in: bytes) {
                outcome.problem = InputProblem(path: file.path, message: problem)
                return outcome
            }
            // A project file read only for context: skip it when it can tell nothing.
            if !reported, let scanTerms, !bytes.withUnsafeBufferPointer({ ByteSearch.containsAny($0, scanTerms) }),
               !(readsTabItems && CustomTabBars.namesTabItemFile(file.path)) {
                return outcome
            }
            let source = SourceFile(path: path, bytes: bytes)
            let facts = FileFacts.extract(from: source, tabItems: readsTabItems)
            if !facts.isEmpty { outcome.facts = facts }
            for rule in rules where reported || type(of: rule).readsWholeProject {
                outcome.violations += rule.check(source)
            }
            if reported { outcome.suppressions = Suppressions(file: source) }
            if keepsFixSources, reported, outcome.violations.contains(where: { $0.fix != nil || $0.pendingAccessorFix != nil }) {
                outcome.bytes = bytes
            }
        case .plist:
            do {
                let plist = try PlistFile(path: path, bytes: bytes)
                outcome.facts = FileFacts.extract(from: plist)
                for rule in rules where reported || type(of: rule).readsWholeProject {
                    outcome.violations += rule.checkPlist(plist)
                }
            } catch {
                outcome.problem = InputProblem(path: file.path, message: "is not a valid property list: \(error.message)")
            }
        }
        return outcome
    }

    private func importedModules(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { ImportedModules.scan($0).names }
    }

    /// The words an unreported Swift file needs to add project facts or whole-project
    /// candidates; nil when a whole-project rule cannot tell.
    var projectScanTerms: [StaticString]? {
        var terms = FileFacts.scanTerms
        for rule in rules where type(of: rule).readsWholeProject {
            guard let ruleTerms = type(of: rule).projectScanTerms else { return nil }
            terms += ruleTerms
        }
        return terms
    }

    private func superfluousDisables(_ suppressions: Suppressions, used: Set<Suppressions.Use>, ranRules: Set<String>,
                                     path: String) -> [Violation] {
        let description = SuperfluousDisableRule.description
        guard ranRules.contains(description.identifier) else { return [] }
        return suppressions.superfluous(used: used, ranRules: ranRules, knownRules: knownRules).compactMap { entry in
            guard entry.isUnknown || strict else { return nil }
            let message = entry.isUnknown
                ? "'\(entry.rule)' in tablint:\(entry.command.action.rawValue) is not a tablint rule"
                : "tablint:\(entry.command.action.rawValue) \(entry.rule) did not silence anything here"
            return Violation(ruleIdentifier: description.identifier, severity: description.severity,
                             location: Location(path: path, line: entry.command.line, column: entry.command.column),
                             endLine: entry.command.line, endColumn: entry.command.column, message: message,
                             suggestion: description.suggestion,
                             flaggedText: "tablint:\(entry.command.action.rawValue) \(entry.rule)")
        }
    }

    /// The path reports show: relative to the working folder (SPEC §3), climbing with `..` to a
    /// file beside it (`../Shared/Bar.swift`); absolute only when the two share no folder but the root.
    package func displayPath(_ path: String) -> String {
        let relative = PathUtilities.relative(path, to: workingDirectory)
        guard relative.utf8.first == UInt8(ascii: "/"), PathUtilities.sharesAFolder(path, workingDirectory) else { return relative }
        return PathUtilities.walk(to: path, from: workingDirectory)
    }

    private func storyboardName(_ path: String) -> String {
        let name = PathUtilities.lastComponent(path)
        return name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
    }
}
