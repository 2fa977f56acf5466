#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `--output` and `--write-baseline` write atomically — but never by renaming a file over a
/// device or a pipe (`--output /dev/null` once replaced /dev/null with a regular file).
@Suite struct AtomicWriteTests {
    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// A report is written without waiting for the disk (`durable: false`); it is still whole.
    @Test(arguments: [true, false])
    func aRegularFileIsReplacedWholeAndKeepsItsPermissions(durable: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let path = harness.folder + "/report.txt"
        try harness.write("report.txt", "old content that is longer\n")
        chmod(path, 0o640)
        try FileIO.writeAtomically(Array("new\n".utf8), to: path, durable: durable)
        #expect(try harness.read("report.txt") == Array("new\n".utf8))
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: harness.folder) == ["report.txt"], "no temporary file left")
    }

    /// A FIFO stands in for /dev/null and /dev/stdout, which a failing test must not damage.
    @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("A.swift", "let s = UIScreen.main\n")
        let fifo = harness.folder + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A non-blocking reader first, so the writer's open does not wait; the report is
        // smaller than the pipe's buffer.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let run = harness.invoke(["--reporter", "json", "--output", fifo])
        #expect(run.code == 0, "\(run.errors)")
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == harness.lintJSON([]).output)
        #expect(fileType(fifo) == S_IFIFO, "still the pipe, not a file renamed over it")
    }
}
