import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// Somewhere output goes: a file descriptor, or memory in tests.
package protocol OutputSink: Sendable {
    func write(_ bytes: [UInt8])
}

/// Standard output or standard error of the process.
struct FileDescriptorSink: OutputSink {
    package let descriptor: Int32
    package init(descriptor: Int32) { self.descriptor = descriptor }
    package func write(_ bytes: [UInt8]) { FileIO.write(bytes, to: descriptor) }
}

/// Collects output in memory, for tests of the command line.
final class CapturedOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    package init() {}

    package func write(_ bytes: [UInt8]) {
        lock.lock()
        storage.append(contentsOf: bytes)
        lock.unlock()
    }

    package var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Everything the command line reads from and writes to, so a test can run it in-process.
package struct Console: Sendable {
    var standardOutput: any OutputSink
    package var standardError: any OutputSink
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    package var environment: [String: String]
    /// Relative paths on the command line, and paths in reports, are relative to this folder.
    var workingDirectory: String
    var readStandardInput: @Sendable () -> [UInt8]
    /// The running tablint binary, for hooks that call it back.
    var executablePath: String?

    package init(standardOutput: any OutputSink, standardError: any OutputSink,
                outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
                environment: [String: String] = [:], workingDirectory: String,
                readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }, executablePath: String? = nil) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.readStandardInput = readStandardInput
        self.executablePath = executablePath
    }

    /// The console of this process.
    package static func process() -> Console {
        Console(standardOutput: FileDescriptorSink(descriptor: 1),
                standardError: FileDescriptorSink(descriptor: 2),
                outputIsTerminal: FileIO.isTerminal(1), errorIsTerminal: FileIO.isTerminal(2),
                environment: ProcessInfo.processInfo.environment,
                workingDirectory: FileManager.default.currentDirectoryPath,
                readStandardInput: { FileIO.readStandardInput() },
                executablePath: Bundle.main.executablePath)
    }

    func print(_ text: String) { standardOutput.write(Array((text + "\n").utf8)) }
    /// One line, with control characters shown as `\xHH`: messages name files, and a file name
    /// can hold a line break or an ESC that a terminal would run.
    func printError(_ text: String) { standardError.write(Array((text.visibleControls() + "\n").utf8)) }

    /// `path` made absolute against the working directory.
    func absolute(_ path: String) -> String {
        PathUtilities.absolute(path, relativeTo: workingDirectory)
    }
}
