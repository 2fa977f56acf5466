import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Issue 23, items 4 and 6: an edit saved during `--fix` is never lost, two `--fix` runs of one
/// project never undo each other, and hard links are kept.
@Suite struct FixSafetyTests {
    @Test func aFileChangedBeforeTheRenameIsNotReplaced() throws {
        let folder = NSTemporaryDirectory() + "tablint-replace-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/A.swift"
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: path))
        let stamp = try #require(FileIO.stamp(of: path))
        let read = try FileIO.read(path)
        // Saved by an editor after tablint read it (same size, so only the bytes and time tell).
        try Data("let b = 2\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try FileIO.replaceIfUnchanged(Array("let fixed = 0\n".utf8), at: path, stamp: stamp, content: read) == false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let b = 2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["A.swift"], "no temporary left")
        // Unchanged since it was read: replaced.
        let now = try #require(FileIO.stamp(of: path))
        #expect(try FileIO.replaceIfUnchanged(Array("let fixed = 0\n".utf8), at: path, stamp: now, content: FileIO.read(path)))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let fixed = 0\n")
    }

    static func screen(_ number: Int) -> String {
        """
        import UIKit

        final class Screen\(number) {
            var inset: CGFloat { UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0 }
            func show() {
                let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
                _ = scene
            }
        }

        """
    }

    static let accessor = """
        import UIKit

        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }

        """

    @Test func twoFixRunsOfOneProjectTakeTurns() throws {
        let tablint = try TablintBinary.located.get()
        let harness = try CLIHarness()
        defer { harness.remove() }
        let expected = try CLIHarness()
        defer { expected.remove() }
        try FileManager.default.createDirectory(atPath: harness.folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: expected.folder + "/App", withIntermediateDirectories: true)
        // Both rules fix every screen: the key window calls the accessor, the lookup gets a fallback.
        for project in [harness.folder, expected.folder] {
            try Self.accessor.write(toFile: project + "/App/UIWindowScene+Current.swift", atomically: true, encoding: .utf8)
        }
        for number in 0..<300 { try harness.write("App/Screen\(number).swift", Self.screen(number)) }
        for number in 0..<300 { try expected.write("App/Screen\(number).swift", Self.screen(number)) }
        // One after the other: what both runs together must end with.
        for only in ["deprecated_window_api", "scene_activation_fallback"] {
            _ = try tablint.run(["--fix", "--quiet", "--only", only], in: expected.folder)
        }
        // At the same time, with different rules.
        let group = DispatchGroup()
        let results = ResultsBox()
        for only in ["scene_activation_fallback", "deprecated_window_api"] {
            DispatchQueue.global().async(group: group) {
                let run = try? tablint.run(["--fix", "--quiet", "--only", only], in: harness.folder)
                results.append(run?.status ?? -1)
            }
        }
        group.wait()
        #expect(results.values.allSatisfy { $0 == 0 || $0 == 1 }, "\(results.values)")
        var lost: [String] = []
        for number in 0..<300 {
            let path = "App/Screen\(number).swift"
            if try harness.read(path) != expected.read(path) { lost.append(path) }
        }
        #expect(lost.isEmpty, "\(lost.count) files lost one run's fixes: \(lost.prefix(3))")
    }

    @Test func aHardLinkedFileIsReportedNotSeparated() throws {
        let tablint = try TablintBinary.located.get()
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("App/Screen.swift", Self.screen(1))
        try FileManager.default.linkItem(atPath: harness.folder + "/App/Screen.swift", toPath: harness.folder + "/Other.swift.bak")
        let run = try tablint.run(["--fix", "--only", "scene_activation_fallback"], in: harness.folder)
        #expect(run.errorOutput.contains("App/Screen.swift: has 2 hard links; not fixed"), "\(run.errorOutput)")
        #expect(try harness.read("App/Screen.swift") == Array(Self.screen(1).utf8))
        let links = try FileManager.default.attributesOfItem(atPath: harness.folder + "/App/Screen.swift")[.referenceCount] as? Int
        #expect(links == 2)
    }
}

/// Exit codes gathered from several threads.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int32] = []
    func append(_ value: Int32) { lock.lock(); stored.append(value); lock.unlock() }
    var values: [Int32] { lock.lock(); defer { lock.unlock() }; return stored }
}
