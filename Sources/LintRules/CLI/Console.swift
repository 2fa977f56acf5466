import Foundation

/// Somewhere output goes: a file descriptor, or memory in tests.
public protocol OutputSink: Sendable {
    func write(_ bytes: [UInt8])
}

/// Standard output or standard error of the process.
public struct FileDescriptorSink: OutputSink {
    public let descriptor: Int32
    public init(descriptor: Int32) { self.descriptor = descriptor }
    public func write(_ bytes: [UInt8]) { FileIO.write(bytes, to: descriptor) }
}

/// Collects output in memory, for tests of the command line.
public final class CapturedOutput: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    public init() {}

    public func write(_ bytes: [UInt8]) {
        lock.lock()
        storage.append(contentsOf: bytes)
        lock.unlock()
    }

    public var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Everything the command line reads from and writes to, so a test can run it in-process.
public struct Console: Sendable {
    public var standardOutput: any OutputSink
    public var standardError: any OutputSink
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    public var environment: [String: String]
    /// Relative paths on the command line, and paths in reports, are relative to this folder.
    public var workingDirectory: String
    public var readStandardInput: @Sendable () -> [UInt8]
    /// The running tablint binary, for hooks that call it back.
    public var executablePath: String?

    public init(standardOutput: any OutputSink, standardError: any OutputSink,
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
    public static func process() -> Console {
        Console(standardOutput: FileDescriptorSink(descriptor: 1),
                standardError: FileDescriptorSink(descriptor: 2),
                outputIsTerminal: FileIO.isTerminal(1), errorIsTerminal: FileIO.isTerminal(2),
                environment: ProcessInfo.processInfo.environment,
                workingDirectory: FileManager.default.currentDirectoryPath,
                readStandardInput: { FileIO.readStandardInput() },
                executablePath: Bundle.main.executablePath)
    }

    public func print(_ text: String) { standardOutput.write(Array((text + "\n").utf8)) }
    public func printError(_ text: String) { standardError.write(Array((text + "\n").utf8)) }

    /// `path` made absolute against the working directory.
    public func absolute(_ path: String) -> String {
        PathUtilities.absolute(path, relativeTo: workingDirectory)
    }
}

/// Exit codes, SPEC §2.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case violations = 1
    case usage = 2
    case unreadableInput = 3
}
