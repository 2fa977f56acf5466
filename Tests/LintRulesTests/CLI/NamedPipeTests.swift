import Foundation
import Testing
@testable import SwiftSource

/// A named pipe given by name is opened without blocking: with no writer the run goes on
/// (it used to wait in `open` for ever); a pipe with a writer (`tablint <(…)`) is still read.
@Suite struct NamedPipeTests {
    @Test func aNamedPipeWithNoWriterDoesNotHangTheRun() throws {
        let folder = NSTemporaryDirectory() + "tablint-fifo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/F.swift", 0o644) == 0)
        let run = try TablintBinary.located.get().run(["F.swift"], in: folder, timeout: 20)
        #expect(!run.crashed)
        #expect(run.status == 0, "\(run.errorOutput)")
    }
}
