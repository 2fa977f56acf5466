import LintRules
import ProjectModel
import SwiftSource
import TablintLanguageServer

/// `tablint lsp`: the language server on standard input and output. Each project root becomes
/// a lint setup exactly as `tablint` run in that folder would make it (configuration, rules,
/// discovery, project model), so the editor and the command line agree.
enum LSPCommand {
    static func run(_ arguments: [String], console: Console) -> Int32 {
        guard arguments.isEmpty else {
            console.printError("tablint: usage: tablint lsp")
            return ExitCode.usage.rawValue
        }
        let environment = console.environment
        let standardError = console.standardError
        return ServerLoop.run(input: 0, output: 1, loadWorkspace: workspaceLoader(environment: environment),
                              log: { standardError.write(Array(($0 + "\n").utf8)) })
    }

    /// How a folder becomes a lint setup. Standard output is the protocol's: nothing the setup
    /// might print may reach it.
    static func workspaceLoader(environment: [String: String]) -> WorkspaceLoader {
        { root throws(ConfigurationError) in
            let console = Console(standardOutput: DiscardedOutput(), standardError: DiscardedOutput(),
                                  environment: environment, workingDirectory: root)
            let setup = try LintSetup(options: try LintOptions.parse([]), console: console)
            return WorkspaceSetup(linter: setup.linter, plan: setup.plan)
        }
    }
}

/// Output nobody reads.
struct DiscardedOutput: OutputSink {
    func write(_ bytes: [UInt8]) {}
}
