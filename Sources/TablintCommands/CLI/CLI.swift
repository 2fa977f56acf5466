import LintRules
import ProjectModel
import SwiftSource

/// The command line as a library call: `tablint` itself is `exit(CLI.run(arguments))`.
package enum CLI {
    static var version: String { Tool.version }

    /// Runs one command line (without the program name) and returns its exit code.
    package static func run(_ arguments: [String], console: Console) -> Int32 {
        let rest = Array(arguments.dropFirst())
        // `tablint COMMAND --help` is that command's help whatever else is on the line.
        if let command = arguments.first, Help.commands[command] != nil, Help.isRequested(in: rest) {
            return HelpCommand.run([command], console: console).rawValue
        }
        let code: ExitCode
        switch arguments.first {
        case "lint": code = LintCommand.run(rest, console: console)
        case "rules": code = RulesCommand.run(rest, console: console)
        case "explain": code = ExplainCommand.run(rest, console: console)
        case "init": code = InitCommand.run(rest, console: console)
        case "install-hook": code = InstallHookCommand.run(rest, console: console)
        case "debug": code = DebugCommand.run(rest, console: console)
        case "lsp": return LSPCommand.run(rest, console: console)
        case "help": code = HelpCommand.run(rest, console: console)
        case "--help", "-h":
            console.print(Help.overview)
            code = .success
        case "--version":
            console.print(version)
            code = .success
        case "version":
            guard rest.isEmpty else {
                console.printError("tablint: usage: tablint version")
                return ExitCode.usage.rawValue
            }
            console.print(version)
            code = .success
        case _ where Help.isRequested(in: arguments):
            // `tablint PATH --help`: the options are lint's.
            console.print(Help.overview)
            code = .success
        default:
            code = LintCommand.run(arguments, console: console)
        }
        return code.rawValue
    }
}
