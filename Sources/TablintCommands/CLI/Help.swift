import LintRules
import ProjectModel
import SwiftSource

/// `tablint --help`, `tablint help COMMAND` and `tablint COMMAND --help`.
enum Help {
    static let usage = """
    USAGE
      tablint [lint] [PATH ...] [OPTIONS]     lint files and folders (default: .)
      tablint rules [--markdown | --json]     list the rules
      tablint explain RULE_ID                 rationale, examples and the suggested refactor
      tablint init                            write a commented default .tablint.json
      tablint install-hook [--force]          write .git/hooks/pre-commit that runs `tablint --staged`
      tablint debug tokens FILE               the token stream as JSON Lines
      tablint debug project [PATH]            the project model (modules, targets, Info keys) as JSON
      tablint debug config PATH               the configuration that applies to PATH, merged
      tablint lsp                             a Language Server Protocol server on stdio (docs/EDITORS.md)
      tablint --version | version | --help | help COMMAND | COMMAND --help
    """

    static let lintOptions = """
    LINT OPTIONS
      --reporter NAME         text (default; xcode is the same), json, sarif, checkstyle, github-actions,
                              junit, summary, codeclimate (gitlab: GitLab Code Quality), markdown, html
      --output FILE           write the report to FILE (atomically; a symlink is written through) instead
                              of standard output
      --config FILE           repeatable, merged in order: later keys win, disabled and exclude add up.
                              Default: .tablint.json here or in the nearest parent folder
      --working-directory DIR run as if started in DIR
      --force-exclude         exclusions apply to PATHs named on the command line too
      --lenient               errors are reported as warnings (and fail the run only as warnings do)
      --use-script-input-files  lint the files an Xcode Run Script phase passes (SCRIPT_INPUT_FILE_COUNT,
                              SCRIPT_INPUT_FILE_n, SCRIPT_INPUT_FILE_LIST_COUNT, SCRIPT_INPUT_FILE_LIST_n)
      --strict                warnings fail the run too
      --only ID[,ID]          run only these rules
      --disable ID[,ID]       do not run these rules
      --baseline FILE         report only violations not recorded in FILE
      --write-baseline FILE   record the current violations in FILE
      --stdin --stdin-path P  lint standard input as if it were the file P
      --staged                lint the files staged in git (their index content)
      --changed-since REF     lint the files changed since this branch left REF (merge base):
                              its commits, uncommitted edits and untracked files
      --fix [--dry-run]       apply the safe corrections (--dry-run: print the diff instead)
      --exclude GLOB          skip matching paths (repeatable)
      --jobs N                threads (default: active cores)
      --quiet                 nothing but violations
      --progress              a progress line on standard error
      --color | --no-color    default: colour when standard output is a terminal and NO_COLOR is unset
    """

    static let exitCodes = """
    EXIT CODES
      0 nothing fails   1 violations fail the run   2 usage or configuration error   3 unreadable input
    """

    static let overview = """
    tablint \(CLI.version) — a linter for the tab-bar and scene shell code of iOS apps

    \(usage)

    \(lintOptions)

    \(exitCodes)
    """

    /// Each command's own help; `lint` carries the options, since they are its options.
    static let commands: [String: String] = [
        "lint": "tablint [lint] [PATH ...] [OPTIONS]\n\nLints Swift files and Info.plist files under each PATH (default: the current folder).\nCross-file rules see the whole project (the config's include folders, or the current folder);\nonly the PATHs are reported. With --staged or --changed-since, git chooses among the project's\nfiles instead (exclusions still apply).\n\n\(lintOptions)\n\n\(exitCodes)",
        "rules": "tablint rules [--markdown | --json]\n\nLists every rule with its default severity and what it finds. --markdown prints Rules.md.",
        "explain": "tablint explain RULE_ID\n\nPrints why a rule exists, examples that trigger it and that do not, and the refactor.",
        "init": "tablint init\n\nWrites a commented default .tablint.json in the current folder; refuses to overwrite one.",
        "install-hook": "tablint install-hook [--force]\n\nWrites the git pre-commit hook that runs 'tablint --staged'; --force replaces an existing hook.",
        "debug": "tablint debug tokens FILE\ntablint debug project [PATH]\ntablint debug config PATH\ntablint debug timing PATH...\n\ntokens: prints the tokens tablint reads, one JSON object a line.\nproject: the project model a lint of PATH uses (roots, modules, Info keys, problems), as JSON.\nconfig: the configuration that applies to PATH, merged from the nested .tablint.json files, as JSON.\ntiming: how fast each layer reads the Swift files under PATH, on one thread.",
        "version": "tablint version\n\nPrints the version of tablint (the same as tablint --version).",
        "lsp": "tablint lsp\n\nRuns a Language Server Protocol 3.17 server on standard input and output: diagnostics for open\ndocuments as you type, the --fix correction and 'disable for this line' as code actions, and the\nrule's explanation on hover. docs/EDITORS.md shows how to set up VS Code, Neovim, Helix, Emacs and Sublime Text.",
        "help": "tablint help [COMMAND]\n\nPrints the overview, or the help of one command (the same as tablint COMMAND --help).",
    ]

    /// `--help` or `-h` among a command's arguments (before a `--` that ends the options).
    static func isRequested(in arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

enum HelpCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let command = arguments.first else {
            console.print(Help.overview)
            return .success
        }
        guard arguments.count == 1, let text = Help.commands[command] else {
            console.printError("tablint: no help for '\(arguments.joined(separator: " "))'; the commands are \(Help.commands.keys.sorted().joined(separator: ", "))")
            return .usage
        }
        console.print(text)
        return .success
    }
}
