import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Runs `CLI.run` in-process with captured output, in a fresh temporary folder.
struct CLIHarness {
    let folder: String
    let output = CapturedOutput()
    let errors = CapturedOutput()

    init() throws {
        folder = NSTemporaryDirectory() + "tablint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        let full = folder + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func run(_ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:]) -> Int32 {
        let console = Console(standardOutput: output, standardError: errors, environment: environment,
                              workingDirectory: folder, readStandardInput: { stdin })
        return CLI.run(arguments, console: console)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}

@Suite struct DebugCommandTests {
    @Test func printsTheTokenStreamAsJSONLines() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("A.swift", "let window = \"é\"\n// done")
        #expect(harness.run(["debug", "tokens", "A.swift"]) == 0)
        let lines = harness.output.text.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"kind":"keyword","text":"let","offset":0,"line":1,"column":1}"#,
            #"{"kind":"identifier","text":"window","offset":4,"line":1,"column":5}"#,
            #"{"kind":"operator","text":"=","offset":11,"line":1,"column":12}"#,
            #"{"kind":"stringDelimiter","text":"\"","offset":13,"line":1,"column":14}"#,
            #"{"kind":"string","text":"é","offset":14,"line":1,"column":15}"#,
            #"{"kind":"stringDelimiter","text":"\"","offset":16,"line":1,"column":17}"#,
            #"{"kind":"lineComment","text":"// done","offset":18,"line":2,"column":1}"#,
        ])
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    /// Control characters and quotes in the source are escaped: every line is JSON.
    @Test func controlCharactersStillGiveValidJSON() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Data([0x61, 0x20, 0x22, 0x1B, 0x5C, 0x22, 0x22, 0x0A]).write(to: URL(fileURLWithPath: harness.folder + "/B.swift"))
        #expect(harness.run(["debug", "tokens", "B.swift"]) == 0)
        #expect(!harness.output.text.isEmpty)
        for line in harness.output.text.split(separator: "\n") {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    /// Bytes a lint refuses have no token stream (SPEC §6's kinds give back UTF-8 text): exit 3,
    /// the file and the problem on standard error, as a lint says them.
    @Test(arguments: [[0x61, 0x00, 0x62], [0x6C, 0x65, 0x74, 0xFF]] as [[UInt8]])
    func undecodableBytesAreAnInputError(_ bytes: [UInt8]) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Data(bytes).write(to: URL(fileURLWithPath: harness.folder + "/B.swift"))
        #expect(harness.run(["debug", "tokens", "B.swift"]) == 3)
        #expect(harness.output.text.isEmpty)
        #expect(harness.errors.text.hasPrefix("tablint: B.swift: ") && (harness.errors.text.contains("NUL") || harness.errors.text.contains("UTF-8")))
    }

    @Test func missingFileAndBadUsage() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["debug", "tokens", "Nope.swift"]) == 2, "a named path that does not exist is a usage error")
        #expect(harness.errors.text.contains("Nope.swift"))
        #expect(harness.run(["debug", "frobnicate"]) == 2)
        #expect(harness.errors.text.contains("usage"))
    }
}
