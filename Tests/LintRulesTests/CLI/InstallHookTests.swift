import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `tablint install-hook [--force]`. Scripts/ci-hooks.sh commits through the real hook; these
/// tests pin where it goes, what it runs, and when it refuses.
@Suite(.enabled(if: Git.isAvailable, "git is not installed"))
struct InstallHookTests {
    private func hook(_ harness: CLIHarness, at path: String = ".git/hooks/pre-commit") throws -> String {
        String(decoding: try harness.read(path), as: UTF8.self)
    }

    private func isExecutable(_ path: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: path)
    }

    @Test func writesAnExecutableHookThatRunsThisTablintOnTheStagedFiles() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        // A stand-in for the tablint binary that records how the hook calls it; its path has a
        // space and a quote, which the hook must quote.
        let recorder = harness.folder + "/bin dir/it's tablint"
        try harness.write("bin dir/it's tablint", "#!/bin/sh\necho \"$@\" > \"$(dirname \"$0\")/arguments\"\nexit 7\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: recorder)

        let run = harness.invoke(["install-hook"], executablePath: recorder)
        #expect(run.code == 0)
        #expect(run.output == "Installed .git/hooks/pre-commit: commits now run `tablint --staged`.\n")
        #expect(run.errors.isEmpty)
        let script = try hook(harness)
        #expect(script.hasPrefix("#!/bin/sh\n"))
        #expect(script.contains(InstallHookCommand.marker))
        #expect(isExecutable(harness.folder + "/.git/hooks/pre-commit"))

        // Run the hook as git would (from the top of the work tree): it calls the recorder with
        // --staged and passes its exit status on.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: harness.folder + "/.git/hooks/pre-commit")
        process.currentDirectoryURL = URL(fileURLWithPath: harness.folder)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 7, "a failing lint blocks the commit")
        #expect(String(decoding: try harness.read("bin dir/arguments"), as: UTF8.self) == "--staged --quiet\n")
    }

    @Test func installingAgainIsFine() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.write("App/A.swift", "let x = 1\n")
        #expect(harness.invoke(["install-hook"]).code == 0)
        let first = try harness.read(".git/hooks/pre-commit")
        let again = harness.invoke(["install-hook"], in: "App")
        #expect(again.code == 0, "our own hook is replaced without --force")
        #expect(again.output == "Installed \(harness.folder)/.git/hooks/pre-commit: commits now run `tablint --staged`.\n")
        #expect(try harness.read(".git/hooks/pre-commit") == first)
        #expect(harness.invoke(["install-hook", "--force"]).code == 0)
        #expect(try harness.read(".git/hooks/pre-commit") == first)
    }

    @Test func refusesAForeignHookUnlessForced() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        let foreign = "#!/bin/sh\n# the team's own checks\nmake lint\n"
        try harness.write(".git/hooks/pre-commit", foreign)
        let refused = harness.invoke(["install-hook"])
        #expect(refused.code == 2)
        #expect(refused.output.isEmpty)
        #expect(refused.errors == "tablint: .git/hooks/pre-commit already exists and is not tablint's; "
            + "run `tablint install-hook --force` to replace it\n")
        #expect(try hook(harness) == foreign, "untouched")

        let forced = harness.invoke(["install-hook", "--force"])
        #expect(forced.code == 0)
        #expect(try hook(harness).contains(InstallHookCommand.marker))
        #expect(isExecutable(harness.folder + "/.git/hooks/pre-commit"))
    }

    @Test func honoursARelativeHooksPath() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.git("config", "core.hooksPath", ".githooks")
        try harness.write("App/Screens/A.swift", "let x = 1\n")
        // Relative to the top of the work tree (where git runs hooks), not to the current folder.
        let run = harness.invoke(["install-hook"], in: "App/Screens")
        #expect(run.code == 0, "\(run.errors)")
        #expect(run.output == "Installed \(harness.folder)/.githooks/pre-commit: commits now run `tablint --staged`.\n")
        #expect(try hook(harness, at: ".githooks/pre-commit").contains(InstallHookCommand.marker))
        #expect(isExecutable(harness.folder + "/.githooks/pre-commit"))
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/.git/hooks/pre-commit"))
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/App/Screens/.githooks"))
    }

    @Test func honoursAnAbsoluteHooksPath() throws {
        let harness = try CLIHarness.repository()
        let hooks = try CLIHarness()
        defer { harness.remove(); hooks.remove() }
        try harness.git("config", "core.hooksPath", hooks.folder + "/shared hooks")
        let run = harness.invoke(["install-hook"])
        #expect(run.code == 0, "\(run.errors)")
        #expect(try hook(hooks, at: "shared hooks/pre-commit").contains(InstallHookCommand.marker))
        #expect(isExecutable(hooks.folder + "/shared hooks/pre-commit"))
        // A foreign hook there is protected too.
        try hooks.write("shared hooks/pre-commit", "#!/bin/sh\nexit 0\n")
        #expect(harness.invoke(["install-hook"]).code == 2)
        #expect(try hook(hooks, at: "shared hooks/pre-commit") == "#!/bin/sh\nexit 0\n")
    }

    @Test func outsideARepositoryOrWithBadArgumentsIsAUsageError() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try #require((try? harness.git("rev-parse", "--git-dir")) == nil, "the temporary folder is inside a repository")
        let outside = harness.invoke(["install-hook"])
        #expect(outside.code == 2)
        #expect(outside.errors.hasPrefix("tablint: \(harness.folder) is not inside a git repository"))
        #expect(outside.errors.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/.git"))
        for arguments in [["install-hook", "--frobnicate"], ["install-hook", "--force", "--force"]] {
            let run = harness.invoke(arguments)
            #expect(run.code == 2)
            #expect(run.errors == "tablint: usage: tablint install-hook [--force]\n")
        }
    }
}
