import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// `tablint [lint] [PATH …] [OPTIONS]`: glue between the options and the engine.
enum LintCommand {
    /// Seconds a temporary file must be left untouched before a run takes it as abandoned: a
    /// `--fix` running at the same time writes and renames its own within far less.
    static let temporaryGrace = 10

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let options: LintOptions
        let setup: LintSetup
        var console = console
        do {
            options = try LintOptions.parse(arguments)
            if let directory = options.workingDirectory { console.workingDirectory = try workingDirectory(directory, console: console) }
            setup = try LintSetup(options: options, console: console)
        } catch {
            console.printError("tablint: \(error.message)")
            return .usage
        }
        // Every run, not only `--fix`, clears what a killed `--fix` left in the folders it listed;
        // `--dry-run` promises to change nothing.
        if !options.dryRun { FileIO.removeAbandonedTemporaries(setup.plan.abandonedTemporaries, olderThan: LintCommand.temporaryGrace) }
        var linter = setup.linter
        let showsProgress = options.progress || (console.errorIsTerminal && !options.quiet && setup.plan.projectFiles.count >= 2_000)
        if showsProgress {
            let overwrite = console.errorIsTerminal
            let standardError = console.standardError
            linter.progress = { done, total in
                let line = "Linting \(done)/\(total) files"
                standardError.write(Array((overwrite ? "\r\u{1B}[K" + line : line + "\n").utf8))
            }
        }
        var result: LintResult
        if options.fix {
            // A folder with its own configuration is fixed by a run of its own, never with rules
            // its configuration turns off.
            for folder in setup.plan.nestedConfigurationFolders {
                let shown = PathUtilities.relative(folder, to: console.workingDirectory)
                console.printError("tablint: note: \(shown) has its own .tablint.json and was left out; run 'tablint --fix \(shown)' to fix it")
            }
            guard let fixed = fix(setup: setup, linter: linter, options: options, console: console) else { return .usage }
            result = fixed
        } else {
            result = linter.lint(setup.plan)
            // Each folder with its own `.tablint.json` is linted with it, as if named alone.
            var folders = setup.plan.nestedConfigurationFolders
            while !folders.isEmpty {
                var nested = options
                nested.paths = [folders.removeFirst()]
                do {
                    let nestedSetup = try LintSetup(options: nested, console: console)
                    result.merge(nestedSetup.linter.lint(nestedSetup.plan))
                    folders += nestedSetup.plan.nestedConfigurationFolders
                } catch {
                    console.printError("tablint: \(error.message)")
                    return .usage
                }
            }
        }
        if showsProgress, console.errorIsTerminal { console.standardError.write(Array("\r\u{1B}[K".utf8)) }
        do {
            if let path = options.writeBaseline {
                let file = console.absolute(path)
                try Baseline(violations: result.violations, workingDirectory: console.workingDirectory,
                             folder: PathUtilities.parent(file)).write(to: file, displayPath: path)
                if !options.quiet {
                    console.printError("tablint: recorded \(Reporters.counted(result.violations.count, "violation")) in \(path)")
                }
                printErrors(result, console: console)
                return result.errors.isEmpty ? .success : .unreadableInput
            }
            if let path = options.baseline {
                let baseline = try Baseline.load(from: console.absolute(path), displayPath: path)
                result = baseline.filter(result, workingDirectory: console.workingDirectory)
            }
        } catch {
            console.printError("tablint: \(error.message)")
            return .usage
        }
        if options.lenient {
            // SwiftLint's --lenient: an error counts, and is shown, as a warning.
            for index in result.violations.indices where result.violations[index].severity == .error {
                result.violations[index].severity = .warning
            }
        }
        if options.dryRun {
            // The diff was the output; the exit code tells what fixing would leave.
            printErrors(result, console: console)
            return result.exitCode(strict: setup.linter.strict)
        }
        // What was linted: a staged file's index content, standard input, else the file on disk.
        let overrides = setup.plan.overrides
        let workingDirectory = console.workingDirectory
        let context = ReportContext(rules: setup.linter.rules.map { type(of: $0).description },
                                    useColor: useColor(options, console: console), quiet: options.quiet,
                                    strict: setup.linter.strict, jobs: setup.linter.jobs,
                                    source: { path in
                                        let absolute = PathUtilities.absolute(path, relativeTo: workingDirectory)
                                        return overrides[absolute] ?? (try? FileIO.read(absolute))
                                    })
        let report = Reporters.reporter(named: options.reporter)!.report(result, context: context)
        if let output = options.output {
            do {
                try ReportOutput.write(report, to: output, console: console)
            } catch {
                console.printError("tablint: cannot write \(output): \(error.message)")
                return .usage
            }
        } else {
            console.standardOutput.write(report)
        }
        printErrors(result, console: console)
        let code = result.exitCode(strict: setup.linter.strict)
        // Every path and violation of the run is freed beside the process's last steps.
        if setup.linter.jobs > 1 { releaseInBackground((consume setup, consume result)) }
        return code
    }

    /// `--fix`: corrects in memory, then writes (or, with `--dry-run`, prints the diff); the
    /// result is what is left. Nil when the diff could not be written.
    private static func fix(setup: LintSetup, linter: Linter, options: LintOptions, console: Console) -> LintResult? {
        let reported = setup.plan.reportedPaths
        // Held until the files are written: a second --fix of the project waits, then lints
        // what this one wrote.
        var lock: FixLock?
        if !options.dryRun {
            let roots = setup.plan.projects.isEmpty ? [console.workingDirectory] : setup.plan.projects.map(\.project.root)
            do {
                lock = try FixLock.acquire(roots: roots) { root in
                    console.printError("tablint: another tablint --fix is running in \(PathUtilities.relative(root, to: console.workingDirectory)); waiting for it to end")
                }
            } catch {
                console.printError("tablint: cannot take the --fix lock: \(error.message)")
                return nil
            }
        }
        defer { withExtendedLifetime(lock) {} }
        if !options.dryRun { FixWriter.removeAbandonedTemporaries(near: reported) }
        let outcome = FixSession(linter: linter, plan: setup.plan).run()
        var result = outcome.result
        if options.dryRun {
            let diff = outcome.changedPaths.map { path in
                UnifiedDiff.diff(path: linter.displayPath(path), old: outcome.originals[path], new: outcome.contents[path]!)
            }.joined()
            if let output = options.output {
                do {
                    try ReportOutput.write(Array(diff.utf8), to: output, console: console)
                } catch {
                    console.printError("tablint: cannot write \(output): \(error.message)")
                    return nil
                }
            } else {
                console.standardOutput.write(Array(diff.utf8))
            }
            if !options.quiet {
                console.printError("tablint: --dry-run: would fix \(Reporters.counted(outcome.fixed.count, "violation")) "
                    + "in \(Reporters.counted(outcome.contents.count, "file")); nothing was written")
            }
            result.fixed = outcome.fixed
            return result
        }
        let written = FixWriter(displayPath: { [linter] path in linter.displayPath(path) }).write(outcome)
        if !written.problems.isEmpty {
            // Some files kept their old bytes: what is left is what is on disk now.
            result = linter.lint(setup.plan)
            result.errors = (result.errors + written.problems.map { InputProblem(path: linter.displayPath($0.path), message: $0.message) })
                .sorted { ($0.path, $0.message) < ($1.path, $1.message) }
        }
        result.fixed = outcome.fixed.filter { written.written.contains(linter.absolutePath($0.location.path)) }
        return result
    }

    /// `--working-directory DIR`: absolute and with its links resolved, as the process's own
    /// current folder would be after a `cd`.
    private static func workingDirectory(_ directory: String, console: Console) throws(ConfigurationError) -> String {
        let absolute = console.absolute(directory)
        guard FileSystem.exists(absolute) else { throw ConfigurationError("--working-directory \(directory): no such folder") }
        guard FileSystem.isDirectory(absolute) else { throw ConfigurationError("--working-directory \(directory): not a folder") }
        return FileIO.resolvingSymlinks(absolute)
    }

    /// SPEC §2: problems with input go to stderr, one line each, naming the file.
    private static func printErrors(_ result: LintResult, console: Console) {
        for note in result.notes { console.printError("tablint: note: \(note.path): \(note.message)") }
        for error in result.errors { console.printError("tablint: \(error.path): \(error.message)") }
    }

    private static func useColor(_ options: LintOptions, console: Console) -> Bool {
        if let color = options.color { return color }
        return options.output == nil && console.outputIsTerminal && console.environment["NO_COLOR"] == nil
    }
}
