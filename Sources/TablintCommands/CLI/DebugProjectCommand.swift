import LintRules
import ProjectModel
import SwiftSource

/// `tablint debug project [PATH]`: the project model a lint of PATH would use, as JSON (SPEC §9):
/// its roots, every module with its file count, dependencies and effective Info keys, and what
/// could not be read.
enum DebugProjectCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.count <= 1 else {
            console.printError("tablint: usage: tablint debug project [PATH]")
            return .usage
        }
        var options = LintOptions()
        options.paths = arguments
        let setup: LintSetup
        do {
            setup = try LintSetup(options: options, console: console)
        } catch {
            console.printError("tablint: \(error.message)")
            return .usage
        }
        let plan = setup.plan
        let scopes = plan.projects
        var filesByProject = Array(repeating: [String](), count: scopes.count)
        for (index, file) in plan.projectFiles.enumerated() where file.kind == .swift {
            filesByProject[plan.projectOfFile.isEmpty ? 0 : Int(plan.projectOfFile[index])].append(file.path)
        }
        let projects = scopes.indices.map { scopes[$0].project.json(files: filesByProject[$0], relativeTo: console.workingDirectory) }
        let roots = scopes.map { JSONValue.string(PathUtilities.relative($0.project.root, to: console.workingDirectory)) }
        let document = JSONValue.object([
            ("roots", .array(roots)),
            ("modules", .array(projects.flatMap(\.modules))),
            ("problems", .array(projects.flatMap(\.problems))),
        ])
        console.standardOutput.write(document.serialized())
        return .success
    }
}
