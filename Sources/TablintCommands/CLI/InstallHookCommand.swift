import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// `tablint install-hook [--force]`: the git pre-commit hook that runs `tablint --staged`.
enum InstallHookCommand {
    /// The line that marks a hook as tablint's own, safe to replace.
    static let marker = "# installed by `tablint install-hook`"

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.allSatisfy({ $0 == "--force" }), arguments.count <= 1 else {
            console.printError("tablint: usage: tablint install-hook [--force]")
            return .usage
        }
        let force = arguments == ["--force"]
        do {
            let repository = try GitRepository.locate(from: console.workingDirectory)
            let hooks = try repository.hooksDirectory()
            let path = PathUtilities.join(hooks, "pre-commit")
            if FileSystem.exists(path), !force {
                let existing = (try? FileIO.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
                guard existing.contains(marker) else {
                    console.printError("tablint: \(PathUtilities.relative(path, to: console.workingDirectory)) already exists "
                        + "and is not tablint's; run `tablint install-hook --force` to replace it")
                    return .usage
                }
            }
            try FileSystem.createDirectory(hooks)
            try FileIO.writeAtomically(Array(script(executable: console.executablePath).utf8), to: path)
            try FileSystem.makeExecutable(path)
            console.print("Installed \(PathUtilities.relative(path, to: console.workingDirectory)): commits now run `tablint --staged`.")
            return .success
        } catch let error as ConfigurationError {
            console.printError("tablint: \(error.message)")
            return .usage
        } catch let error as SystemError {
            console.printError("tablint: cannot write the hook: \(error.message)")
            return .usage
        } catch {
            console.printError("tablint: \(error)")
            return .usage
        }
    }

    /// A POSIX shell hook that runs this binary (or `tablint` on PATH when it has moved).
    static func script(executable: String?) -> String {
        let quoted = (executable ?? "tablint").replacingOccurrences(of: "'", with: "'\\''")
        return """
        #!/bin/sh
        \(marker): lints what is staged, with the whole
        # project as context. Bypass once with `git commit --no-verify`.
        tablint='\(quoted)'
        if [ ! -x "$tablint" ]; then tablint=tablint; fi
        exec "$tablint" --staged --quiet

        """
    }
}
