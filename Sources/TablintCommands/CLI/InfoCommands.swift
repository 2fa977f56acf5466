import LintRules
import ProjectModel
import SwiftSource

/// `tablint rules [--markdown | --json]`.
enum RulesCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        let rules = RuleRegistry.descriptions
        switch arguments {
        case []:
            console.standardOutput.write(Array(RulesDocument.list(rules).utf8))
        case ["--markdown"]:
            console.standardOutput.write(Array(RulesDocument.markdown(rules).utf8))
        case ["--json"]:
            console.standardOutput.write(RulesDocument.json(rules))
        default:
            console.printError("tablint: usage: tablint rules [--markdown | --json]")
            return .usage
        }
        return .success
    }
}

/// `tablint explain RULE_ID`.
enum ExplainCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.count == 1 else {
            console.printError("tablint: usage: tablint explain RULE_ID")
            return .usage
        }
        let known = RuleRegistry.descriptionsByIdentifier
        guard let rule = known[arguments[0]] else {
            console.printError("tablint: unknown rule '\(arguments[0])'\(Configuration.suggestion(for: arguments[0], in: known)); 'tablint rules' lists them")
            return .usage
        }
        console.standardOutput.write(Array(RulesDocument.explanation(rule).utf8))
        return .success
    }
}

/// `tablint init`: a commented default `.tablint.json`, never over an existing one.
enum InitCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.isEmpty else {
            console.printError("tablint: usage: tablint init")
            return .usage
        }
        let path = PathUtilities.join(console.workingDirectory, Configuration.fileName)
        guard !FileSystem.exists(path) else {
            console.printError("tablint: \(Configuration.fileName) already exists; not overwriting it")
            return .usage
        }
        do {
            try FileIO.writeAtomically(Array(Configuration.template(rules: RuleRegistry.descriptions).utf8), to: path)
        } catch {
            console.printError("tablint: cannot write \(Configuration.fileName): \(error.message)")
            return .unreadableInput
        }
        console.print("Wrote \(Configuration.fileName).")
        return .success
    }
}
