import Foundation
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// One in-process run of the command line, with its own captured output.
struct CLIRun {
    let code: Int32
    let outputBytes: [UInt8]
    let errors: String

    var output: String { String(decoding: outputBytes, as: UTF8.self) }

    /// The JSON report's violations as `file:line rule`, in report order.
    func violations() throws -> [String] {
        try report()["violations"].flatMap { $0 as? [[String: Any]] }!.map {
            "\($0["file"] as! String):\($0["line"] as! Int) \($0["ruleId"] as! String)"
        }
    }

    /// The JSON report's summary counts.
    func summary() throws -> [String: Int] {
        try report()["summary"] as! [String: Int]
    }

    func report() throws -> [String: Any] {
        guard let report = try JSONSerialization.jsonObject(with: Data(outputBytes)) as? [String: Any] else {
            throw ReportMissing(description: "no JSON report (exit \(code)): \(errors)")
        }
        return report
    }

    struct ReportMissing: Error, CustomStringConvertible {
        let description: String
    }
}

extension CLIHarness {
    /// Runs the command line in `subfolder` of the harness folder (or in `subfolder` itself when
    /// it is absolute) with fresh output, so runs in one test never mix.
    func invoke(_ arguments: [String], in subfolder: String = ".", executablePath: String? = nil) -> CLIRun {
        let directory = subfolder.hasPrefix("/") ? subfolder : PathUtilities.absolute(subfolder, relativeTo: folder)
        let output = CapturedOutput()
        let errors = CapturedOutput()
        let console = Console(standardOutput: output, standardError: errors, workingDirectory: directory,
                              executablePath: executablePath)
        let code = CLI.run(arguments, console: console)
        return CLIRun(code: code, outputBytes: output.bytes, errors: errors.text)
    }

    /// `invoke` with the JSON reporter.
    func lintJSON(_ arguments: [String], in subfolder: String = ".") -> CLIRun {
        invoke(arguments + ["--reporter", "json"], in: subfolder)
    }

    func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path)))
    }

    func delete(_ path: String) throws {
        try FileManager.default.removeItem(atPath: folder + "/" + path)
    }
}
