import LintRules
import ProjectModel
import SwiftSource

/// `tablint debug config PATH`: the configuration that applies to PATH, merged from the
/// `.tablint.json` of the working folder (or its nearest parent) and the nested ones down to
/// PATH, as JSON.
enum DebugConfigCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.count == 1 else {
            console.printError("tablint: usage: tablint debug config PATH")
            return .usage
        }
        let path = console.absolute(arguments[0])
        guard FileSystem.exists(path) else {
            console.printError("tablint: \(arguments[0]): no such file or folder")
            return .usage
        }
        var options = LintOptions()
        options.paths = [arguments[0]]
        do {
            let configuration = try LintSetup.configuration(options, console: console)
            var files: [String] = []
            if let root = Configuration.find(from: console.workingDirectory) { files.append(root) }
            let rootFolder = files.first.map(PathUtilities.parent) ?? console.workingDirectory
            files += Configuration.nestedFiles(for: path, below: rootFolder)
            console.standardOutput.write(configuration.json(files: files, relativeTo: console.workingDirectory).serialized())
            return .success
        } catch {
            console.printError("tablint: \(error.message)")
            return .usage
        }
    }
}
