import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Git for tests that need a real repository: tablint's git features run `git` as a subprocess,
/// so only a real one proves them.
enum Git {
    /// Whether `git` runs here; suites that need it are skipped (not failed) without it.
    static let isAvailable: Bool = (try? run(["--version"], in: NSTemporaryDirectory())) != nil

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs git in `directory` with no user or system configuration (a signing or hooks setting
    /// on the machine must not change a test), and a fixed author.
    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment[name] = nil }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        // A global configuration file that does not exist reads as empty (not /dev/null: a
        // device other processes on the machine can break).
        environment["GIT_CONFIG_GLOBAL"] = NSTemporaryDirectory() + "tablint-tests-no-such-gitconfig"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")): \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension CLIHarness {
    /// A harness whose folder is a fresh repository on branch `main`.
    static func repository() throws -> CLIHarness {
        let harness = try CLIHarness()
        do {
            try harness.git("init", "-q", "-b", "main")
        } catch {
            harness.remove()
            throw error
        }
        return harness
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try Git.run(arguments, in: folder)
    }

    /// Writes the files and commits everything.
    func commit(_ files: [String: String], message: String = "change") throws {
        for (path, text) in files { try write(path, text) }
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
    }
}
