import ProjectModel
import SwiftSource

/// `--fix` in memory: lint, apply the chosen fixes to the bytes that were linted, lint the
/// result again, until nothing fixable is left. Nothing is written here (see `FixWriter`), so a
/// dry run and a real run compute the same thing.
package struct FixSession: Sendable {
    package var linter: Linter
    package var plan: LintPlan
    /// Fixes can make room for others (a lookup rewritten, then its fallback); a bound keeps a
    /// rule that undoes another from looping.
    var maximumPasses = 4

    package init(linter: Linter, plan: LintPlan) {
        self.linter = linter
        self.linter.keepsFixSources = true
        self.plan = plan
    }

    package struct Outcome: Sendable {
        /// Absolute path → the bytes first linted, for every file a fix changed.
        package var originals: [String: [UInt8]] = [:]
        /// Absolute path → the fixed bytes, for every file changed or created.
        package var contents: [String: [UInt8]] = [:]
        /// Absolute paths of the files to create.
        var created: Set<String> = []
        /// Absolute path of a changed file → files that must be created for it to compile.
        var dependencies: [String: Set<String>] = [:]
        /// What was corrected, with locations in the code of the pass that corrected it.
        package var fixed: [Violation] = []
        /// The lint of the fixed code.
        package var result = LintResult()

        /// Absolute paths of every file to write, sorted.
        package var changedPaths: [String] { contents.keys.sorted() }
    }

    package func run() -> Outcome {
        var outcome = Outcome()
        var plan = plan
        var result = linter.lint(plan)
        for _ in 0..<maximumPasses {
            let planner = FixPlanner(absolute: linter.absolutePath, isTaken: { path in
                outcome.contents[path] == nil && (FileSystem.exists(path) || plan.projectFiles.contains { $0.path == path })
            })
            let selection = planner.select(result.violations)
            guard !selection.accepted.isEmpty else { break }
            for (path, edits) in selection.edits {
                guard let linted = plan.overrides[path] ?? result.fixSources[path] else { continue }
                if outcome.originals[path] == nil, !outcome.created.contains(path) { outcome.originals[path] = linted }
                let fixed = TextEdits.apply(edits, to: linted)
                outcome.contents[path] = fixed
                plan.overrides[path] = fixed
            }
            for (path, contents) in selection.newFiles.sorted(by: { $0.key < $1.key }) {
                outcome.contents[path] = Array(contents.utf8)
                outcome.created.insert(path)
                plan.overrides[path] = Array(contents.utf8)
                plan.projectFiles.append(DiscoveredFile(path: path, kind: .swift))
                plan.projectFiles.sort()
                plan.reported.insert(path)
            }
            for (path, needed) in selection.dependencies { outcome.dependencies[path, default: []].formUnion(needed) }
            outcome.fixed += selection.accepted
            result = linter.lint(plan)
        }
        result.fixSources = [:]
        outcome.result = result
        return outcome
    }
}

extension Linter {
    /// The absolute path of a path as reports show it.
    package func absolutePath(_ path: String) -> String {
        PathUtilities.absolute(path, relativeTo: workingDirectory)
    }
}
