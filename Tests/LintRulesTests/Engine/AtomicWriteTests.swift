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

    /// Files created from many threads at once (accessor files of one `--fix` run) all get the
    /// process's creation mask, and the mask is the same afterwards: reading it by setting it to 0
    /// on each call once left it at 0 and a file writable by everyone.
    @Test func filesCreatedAtOnceKeepTheCreationMask() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let mask = FileIO.creationMask
        let count = 1_024
        // On Linux the mask can be read without setting it: a watcher reads it while the files
        // are made, and sees any moment it was not the process's.
        let seen = ObservedMasks()
        let done = DispatchSemaphore(value: 0)
        #if os(Linux)
        Thread.detachNewThread {
            while !seen.isFinished { seen.record(ObservedMasks.currentLinuxMask()) }
            done.signal()
        }
        #else
        done.signal()
        #endif
        DispatchQueue.concurrentPerform(iterations: count) { index in
            _ = try? FileIO.writeAtomically(Array("let a = \(index)\n".utf8), to: harness.folder + "/File\(index).swift",
                                            creating: true, synchronizingFolder: false, durable: false)
        }
        seen.finish()
        done.wait()
        #expect(seen.masks.allSatisfy { $0 == nil || $0 == mask }, "the mask was \(seen.masks.compactMap { $0 }.map { String($0, radix: 8) }) while files were made")
        let after = umask(mask)
        #expect(after == mask, "the creation mask changed to \(String(after, radix: 8))")
        for index in 0..<count {
            var status = stat()
            #expect(stat(harness.folder + "/File\(index).swift", &status) == 0)
            #expect(status.st_mode & 0o777 == 0o666 & ~mask, "File\(index).swift has mode \(String(status.st_mode & 0o777, radix: 8))")
        }
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

/// The creation masks a watcher thread saw, read from `/proc/self/status` (`Umask:\t0022`).
private final class ObservedMasks: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: Set<mode_t?> = []
    private var finished = false

    var masks: Set<mode_t?> { locked { recorded } }
    var isFinished: Bool { locked { finished } }
    func record(_ mask: mode_t?) { locked { _ = recorded.insert(mask) } }
    func finish() { locked { finished = true } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func currentLinuxMask() -> mode_t? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }) else { return nil }
        return mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    }
}
