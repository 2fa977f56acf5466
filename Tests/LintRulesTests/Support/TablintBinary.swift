import Foundation

/// The built `tablint` executable, run as a subprocess: what a user, a hook or CI runs, with
/// its real exit status, file descriptors and process-wide behaviour (Foundation logging,
/// crashes, hangs), which the in-process `CLIHarness` cannot show.
struct TablintBinary {
    let path: String

    /// `swift build` and `swift test` put the `tablint` product beside the test bundle:
    /// `.build/<triple>/debug/tablintPackageTests.xctest` on Linux, a bundle in `.build/debug` on
    /// macOS. TABLINT_BINARY overrides the search.
    static let located: Result<TablintBinary, LocateError> = {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["TABLINT_BINARY"] { candidates.append(explicit) }
        let starts: [String?] = [Bundle.main.executablePath, CommandLine.arguments.first] + Bundle.allBundles.map(\.bundlePath)
        for start in starts.compactMap({ $0 }) {
            var folder = URL(fileURLWithPath: start).standardizedFileURL.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("tablint").path)
                folder.deleteLastPathComponent()
            }
        }
        var isFolder: ObjCBool = false
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: candidate) {
            return .success(TablintBinary(path: candidate))
        }
        return .failure(LocateError(description: "no tablint executable beside the tests (looked in \(Set(candidates).sorted())); "
            + "build the package (swift build) or set TABLINT_BINARY"))
    }()

    struct LocateError: Error, CustomStringConvertible {
        let description: String
    }

    /// What one run left behind.
    struct Run {
        let status: Int32
        let output: [UInt8]
        let errorOutput: String
        /// Whether it ended by a signal (a crash) rather than `exit`.
        let crashed: Bool

        var text: String { String(decoding: output, as: UTF8.self) }
        var errorLines: [String] { errorOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

        /// The JSON report, parsed.
        func json() throws -> [String: Any] {
            guard let report = try JSONSerialization.jsonObject(with: Data(output)) as? [String: Any] else {
                throw LocateError(description: "the report is not a JSON object")
            }
            return report
        }
    }

    /// Runs tablint in `folder` and waits for it, at most `timeout` seconds (then it is killed
    /// and the run counts as hung: status -1). Output goes through files, not pipes, so a large
    /// report cannot block the child while the parent waits.
    /// `environment` adds to the minimal one (an Xcode Run Script phase's variables).
    func run(_ arguments: [String], in folder: String, environment: [String: String] = [:], timeout: TimeInterval = 120) throws -> Run {
        let scratch = NSTemporaryDirectory() + "tablint-run-" + UUID().uuidString
        let outputPath = scratch + ".out"
        let errorPath = scratch + ".err"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // No colour, no terminal, no inherited configuration of the developer's shell.
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1",
                               "HOME": folder].merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        let hung = process.isRunning
        if hung {
            process.terminate()
            process.waitUntilExit()
        }
        try outputHandle.close()
        try errorHandle.close()
        return Run(status: hung ? -1 : process.terminationStatus,
                   output: Array(try Data(contentsOf: URL(fileURLWithPath: outputPath))),
                   errorOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self),
                   crashed: !hung && process.terminationReason == .uncaughtSignal)
    }
}
