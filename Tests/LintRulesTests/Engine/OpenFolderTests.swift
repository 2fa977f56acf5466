import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Files below the working folder are opened from it by the rest of their path; anything else
/// by its whole path. Either way the bytes are the file's own.
@Suite struct OpenFolderTests {
    @Test func readsFilesBelowItAndElsewhere() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("App/Deep/A.swift", "let a = 1\n")
        // A sibling whose name starts with the folder's: not below it.
        try harness.write("AppX/B.swift", "let b = 2\n")
        try harness.write("C.swift", "let c = 3\n")
        let folder = try #require(OpenFolder(harness.folder + "/App"))
        #expect(try FileIO.read(harness.folder + "/App/Deep/A.swift", from: folder) == Array("let a = 1\n".utf8))
        #expect(try FileIO.read(harness.folder + "/AppX/B.swift", from: folder) == Array("let b = 2\n".utf8))
        #expect(try FileIO.read(harness.folder + "/C.swift", from: folder) == Array("let c = 3\n".utf8))
        #expect(try FileIO.read(harness.folder + "/App/Deep/A.swift", from: OpenFolder(harness.folder + "/")) == Array("let a = 1\n".utf8))
        #expect(throws: SystemError(code: ENOENT)) { try FileIO.read(harness.folder + "/App/Missing.swift", from: folder) }
        #expect(OpenFolder(harness.folder + "/Nowhere") == nil)
    }
}
