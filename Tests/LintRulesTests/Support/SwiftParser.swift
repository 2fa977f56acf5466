import Foundation

/// `swiftc -parse` on a piece of Swift, for checking code tablint generates or rewrites.
enum SwiftCompiler {
    static let path: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isAvailable: Bool { path != nil }

    /// The compiler's complaints, or nil when the code parses. Bare `/regex/` literals are enabled.
    static func parseErrors(_ code: String) throws -> String? {
        guard let path else { return nil }
        let file = NSTemporaryDirectory() + "tablint-parse-\(UUID().uuidString).swift"
        try Data(code.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-parse", "-enable-bare-slash-regex", file]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }
}
