import LintRules
import ProjectModel
import SwiftSource

/// The options of `tablint [lint]` (SPEC §1), parsed without any outside package.
struct LintOptions: Sendable, Equatable {
    var paths: [String] = []
    package var reporter = TextReporter.name
    package var output: String?
    /// `--config` files in the order given; later ones are merged over earlier ones.
    var configPaths: [String] = []
    var workingDirectory: String?
    var forceExclude = false
    var lenient = false
    var useScriptInputFiles = false
    var strict = false
    package var only: [String]?
    var disable: [String] = []
    var baseline: String?
    var writeBaseline: String?
    var stdin = false
    var stdinPath: String?
    var staged = false
    var changedSince: String?
    var fix = false
    var dryRun = false
    var excludes: [String] = []
    var jobs: Int?
    var quiet = false
    var progress = false
    /// nil: colour when standard output is a terminal and NO_COLOR is unset.
    var color: Bool?

    package init() {}

    /// Parses `arguments`; the error is one line for stderr (exit code 2).
    package static func parse(_ arguments: [String]) throws(ConfigurationError) -> LintOptions {
        var options = LintOptions()
        var index = 0
        var pathsOnly = false
        func value(_ name: String, inline: String?) throws(ConfigurationError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") || arguments[index] == "-" else {
                throw ConfigurationError("\(name) needs a value")
            }
            return arguments[index]
        }
        func list(_ name: String, inline: String?) throws(ConfigurationError) -> [String] {
            try value(name, inline: inline).split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
        while index < arguments.count {
            let argument = arguments[index]
            if pathsOnly || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                index += 1
                continue
            }
            if argument == "--" {
                pathsOnly = true
                index += 1
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            switch name {
            case "--reporter": options.reporter = try value(name, inline: inline)
            case "--output": options.output = try value(name, inline: inline)
            case "--config": options.configPaths.append(try value(name, inline: inline))
            case "--working-directory": options.workingDirectory = try value(name, inline: inline)
            case "--force-exclude": options.forceExclude = true
            case "--lenient": options.lenient = true
            case "--use-script-input-files": options.useScriptInputFiles = true
            case "--strict": options.strict = true
            case "--only": options.only = (options.only ?? []) + (try list(name, inline: inline))
            case "--disable": options.disable += try list(name, inline: inline)
            case "--baseline": options.baseline = try value(name, inline: inline)
            case "--write-baseline": options.writeBaseline = try value(name, inline: inline)
            case "--stdin": options.stdin = true
            case "--stdin-path": options.stdinPath = try value(name, inline: inline)
            case "--staged": options.staged = true
            case "--changed-since": options.changedSince = try value(name, inline: inline)
            case "--fix": options.fix = true
            case "--dry-run": options.dryRun = true
            case "--exclude": options.excludes.append(try value(name, inline: inline))
            case "--jobs", "-j":
                let text = try value(name, inline: inline)
                guard let jobs = Int(text), jobs >= 1 else { throw ConfigurationError("--jobs needs a whole number of at least 1, not '\(text)'") }
                options.jobs = jobs
            case "--quiet", "-q": options.quiet = true
            case "--progress": options.progress = true
            case "--color": options.color = true
            case "--no-color": options.color = false
            default:
                throw ConfigurationError("unknown option '\(argument)'. Run 'tablint --help' for the options.")
            }
            if inline != nil, ["--strict", "--force-exclude", "--lenient", "--use-script-input-files", "--stdin", "--staged", "--fix", "--dry-run", "--quiet", "--progress", "--color", "--no-color"].contains(name) {
                throw ConfigurationError("\(name) takes no value")
            }
            index += 1
        }
        try options.validate()
        return options
    }

    private func validate() throws(ConfigurationError) {
        if Reporters.reporter(named: reporter) == nil {
            throw ConfigurationError("unknown reporter '\(reporter)'; the reporters are \(Reporters.names.joined(separator: ", "))")
        }
        if stdin, stdinPath == nil { throw ConfigurationError("--stdin needs --stdin-path PATH (the file it stands for)") }
        if stdinPath != nil, !stdin { throw ConfigurationError("--stdin-path goes with --stdin") }
        if stdin, !paths.isEmpty { throw ConfigurationError("--stdin lints standard input; give no PATH") }
        if dryRun, !fix { throw ConfigurationError("--dry-run goes with --fix") }
        if staged, changedSince != nil { throw ConfigurationError("--staged and --changed-since cannot be combined") }
        if (staged || changedSince != nil), !paths.isEmpty || stdin {
            throw ConfigurationError("--staged and --changed-since choose the files; give no PATH")
        }
        if lenient, strict { throw ConfigurationError("--lenient and --strict cannot be combined") }
        if useScriptInputFiles, !paths.isEmpty || stdin || staged || changedSince != nil {
            throw ConfigurationError("--use-script-input-files takes its files from the environment; give no PATH, --stdin, --staged or --changed-since")
        }
        if baseline != nil, writeBaseline != nil { throw ConfigurationError("--baseline and --write-baseline cannot be combined") }
        if fix, stdin { throw ConfigurationError("--fix rewrites files; it cannot fix standard input") }
        if fix, staged {
            throw ConfigurationError("--fix rewrites the work tree, --staged lints the index; fix, then stage the result")
        }
        if fix, writeBaseline != nil { throw ConfigurationError("--fix and --write-baseline cannot be combined") }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
