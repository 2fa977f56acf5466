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
        guard path != nil else { return nil }
        let file = NSTemporaryDirectory() + "tablint-parse-\(UUID().uuidString).swift"
        try Data(code.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try run(["-parse", "-enable-bare-slash-regex", file])
    }

    /// Runs swiftc with `arguments`: nil when it succeeded (or there is no swiftc), else its complaints.
    static func run(_ arguments: [String]) throws -> String? {
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }
}
