import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway project for one bad-input case: `Good.swift` with one known violation (so every
/// case shows the other files are still linted) plus whatever the case breaks.
struct BadInputProject {
    let folder: String
    static let goodViolation = "Good.swift:1:9 deprecated_window_api"
    static let keyWindowLine = "let w = UIApplication.shared.keyWindow"

    init() throws {
        folder = NSTemporaryDirectory() + "tablint-bad-input-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write("Good.swift", BadInputProject.keyWindowLine + "\n")
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
    }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + path, withDestinationPath: destination)
    }

    func remove() {
        // A test may have taken permissions away; give them back so the folder can go.
        _ = chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// What a bad-input run must show, per SPEC §2: the exit status, one stderr line per problem
/// (`tablint: FILE: problem`), the problems again in the report's `errors`, and the
/// violations of every other file.
struct BadInputExpectation {
    var status: Int32
    /// `FILE: start of the message`, in report order.
    var problems: [String] = []
    /// `FILE:LINE:COLUMN rule`, in report order.
    var violations: [String] = [BadInputProject.goodViolation]
}

extension TablintBinary {
    /// Runs tablint with every machine-readable reporter and checks the expectation on each:
    /// json in full, and sarif, checkstyle and junit for being valid JSON or XML with the same
    /// status and messages. Returns the JSON run for further checks.
    @discardableResult
    func expect(_ expectation: BadInputExpectation, in project: BadInputProject, arguments: [String] = [],
                sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        let json = try run(arguments + ["--reporter", "json"], in: project.folder)
        check(json, expectation, sourceLocation: sourceLocation)
        let isUsageError = expectation.status == 2
        if !isUsageError, json.status == expectation.status {
            let report = try json.json()
            let errors = (report["errors"] as? [[String: String]] ?? []).map { "\($0["file"] ?? "?"): \($0["message"] ?? "?")" }
            #expect(errors.count == expectation.problems.count, "errors in the report: \(errors)", sourceLocation: sourceLocation)
            for (error, expected) in zip(errors, expectation.problems) {
                #expect(error.hasPrefix(expected), "report error \(error)", sourceLocation: sourceLocation)
            }
            let violations = (report["violations"] as? [[String: Any]] ?? []).map {
                "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0) \($0["ruleId"] as? String ?? "?")"
            }
            #expect(violations == expectation.violations, sourceLocation: sourceLocation)
            let summary = report["summary"] as? [String: Int] ?? [:]
            #expect(summary["unreadable"] == expectation.problems.count, sourceLocation: sourceLocation)
        }
        for reporter in ["sarif", "checkstyle", "junit"] {
            let other = try run(arguments + ["--reporter", reporter], in: project.folder)
            #expect(other.status == json.status, "\(reporter)", sourceLocation: sourceLocation)
            #expect(other.errorOutput == json.errorOutput, "\(reporter) stderr", sourceLocation: sourceLocation)
            if isUsageError {
                #expect(other.output.isEmpty, "\(reporter): nothing is linted", sourceLocation: sourceLocation)
            } else {
                let problems = reporter == "sarif" ? ReportValidation.jsonProblems(other.output) : ReportValidation.xmlProblems(other.output)
                #expect(problems.isEmpty, "\(reporter): \(problems)", sourceLocation: sourceLocation)
            }
        }
        return json
    }

    private func check(_ run: Run, _ expectation: BadInputExpectation, sourceLocation: SourceLocation) {
        #expect(!run.crashed && run.status != -1, "tablint crashed or hung: \(run.errorOutput)", sourceLocation: sourceLocation)
        #expect(run.status == expectation.status, "exit status; stderr: \(run.errorOutput)", sourceLocation: sourceLocation)
        // SPEC §2: one line per problem, naming the file; never a stack trace or a library's own log line.
        #expect(run.errorLines.count == expectation.problems.count, "stderr: \(run.errorOutput)", sourceLocation: sourceLocation)
        for (line, expected) in zip(run.errorLines, expectation.problems) {
            #expect(line.hasPrefix("tablint: " + expected), "stderr line: \(line)", sourceLocation: sourceLocation)
        }
        for marker in ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "CFPropertyList"] {
            #expect(!run.errorOutput.contains(marker), "stderr: \(run.errorOutput)", sourceLocation: sourceLocation)
        }
        if expectation.status == 2 {
            #expect(run.output.isEmpty, "a usage error lints nothing", sourceLocation: sourceLocation)
        } else {
            #expect(ReportValidation.jsonProblems(run.output).isEmpty, "json: \(run.text.prefix(500))", sourceLocation: sourceLocation)
        }
    }
}
