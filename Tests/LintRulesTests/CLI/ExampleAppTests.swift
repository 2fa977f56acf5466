import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The bundled example app: the broken shell shows every rule, the fixed one lints clean, and
/// both are valid Swift.
@Suite struct ExampleAppTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    private func lint(_ path: String, _ arguments: [String] = []) -> (code: Int32, report: [String: Any]) {
        let output = CapturedOutput()
        let console = Console(standardOutput: output, standardError: CapturedOutput(), workingDirectory: Self.repository)
        let code = CLI.run([path, "--reporter", "json"] + arguments, console: console)
        let report = (try? JSONSerialization.jsonObject(with: Data(output.bytes))) as? [String: Any] ?? [:]
        return (code, report)
    }

    @Test func theBrokenShellTriggersEveryRule() {
        let (code, report) = lint("Examples/TabShell", ["--strict"])
        #expect(code == 1)
        let rules = Set((report["violations"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String })
        #expect(rules == Set(RuleRegistry.identifiers), "missing: \(Set(RuleRegistry.identifiers).subtracting(rules).sorted())")
        #expect((report["errors"] as? [Any])?.isEmpty == true)
    }

    @Test func theFixedShellLintsClean() {
        let (code, report) = lint("Examples/TabShellFixed", ["--strict"])
        #expect(code == 0)
        #expect((report["violations"] as? [Any])?.isEmpty == true, "\(report["violations"] ?? "")")
    }

    @Test func everyExampleFileIsValidSwift() throws {
        guard SwiftCompiler.isAvailable else { return }
        let examples = Self.repository + "/Examples"
        let files = FileManager.default.enumerator(atPath: examples)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count >= 15)
        for file in files {
            let code = try String(contentsOfFile: examples + "/" + file, encoding: .utf8)
            #expect(try SwiftCompiler.parseErrors(code) == nil, "\(file)")
        }
    }
}
