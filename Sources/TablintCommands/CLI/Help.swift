import LintRules
import ProjectModel
import SwiftSource

/// `tablint --help` and `tablint help COMMAND`.
enum Help {
    static let overview = """
    tablint \(CLI.version) — a linter for the tab-bar and scene shell code of iOS apps

    USAGE
      tablint [lint] [PATH ...] [OPTIONS]     lint files and folders (default: .)
      tablint rules [--markdown | --json]     list the rules
      tablint explain RULE_ID                 rationale, examples and the suggested refactor
      tablint init                            write a commented default .tablint.json
      tablint install-hook [--force]          write .git/hooks/pre-commit that runs `tablint --staged`
      tablint debug tokens FILE               the token stream as JSON Lines
      tablint --version | --help | help COMMAND

    LINT OPTIONS
      --reporter NAME         text (default), json, sarif, checkstyle, github-actions, junit, summary
      --output FILE           write the report to FILE (atomically) instead of standard output
      --config FILE           default: .tablint.json here or in the nearest parent folder
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

    EXIT CODES
      0 nothing fails   1 violations fail the run   2 usage or configuration error   3 unreadable input
    """

    static let commands: [String: String] = [
        "lint": "tablint [lint] [PATH ...] [OPTIONS]\n\nLints Swift files and Info.plist files under each PATH (default: the current folder).\nCross-file rules see the whole project (the config's include folders, or the current folder);\nonly the PATHs are reported. With --staged or --changed-since, git chooses among the project's\nfiles instead (exclusions still apply). Run 'tablint --help' for the options.",
        "rules": "tablint rules [--markdown | --json]\n\nLists every rule with its default severity and what it finds. --markdown prints Rules.md.",
        "explain": "tablint explain RULE_ID\n\nPrints why a rule exists, examples that trigger it and that do not, and the refactor.",
        "init": "tablint init\n\nWrites a commented default .tablint.json in the current folder; refuses to overwrite one.",
        "install-hook": "tablint install-hook [--force]\n\nWrites the git pre-commit hook that runs 'tablint --staged'.",
        "debug": "tablint debug tokens FILE\n\nPrints the tokens tablint reads, one JSON object a line.",
    ]
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
