/// The command line as a library call: `tablint` itself is `exit(CLI.run(arguments))`.
public enum CLI {
    public static let version = "0.1.0"

    /// Runs one command line (without the program name) and returns its exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        let code: ExitCode
        switch command {
        case "debug":
            code = DebugCommand.run(rest, console: console)
        case "--version":
            console.print(version)
            code = .success
        case "--help", "-h", "help":
            console.print(Usage.text)
            code = .success
        default:
            console.printError("tablint: unknown command '\(command)'. Run 'tablint --help' for usage.")
            code = .usage
        }
        return code.rawValue
    }
}

enum Usage {
    static let text = """
    tablint — a linter for the tab-bar and scene shell code of iOS apps

    USAGE:
      tablint debug tokens FILE    the token stream as JSON Lines
      tablint --version | --help
    """
}
