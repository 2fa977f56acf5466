import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Issue 23, item 7: code `--fix` rewrote still type-checks against a UIKit stand-in
/// (`Tests/Fixtures/UIKitStandIn`) wherever the original did: the example app and a generated
/// project, through the real binary. Objective-C is not available on Linux, so `@objc` is
/// dropped and `#selector(x)` becomes `"x"` before both checks (the stand-in takes a string).
@Suite(.serialized) struct FixTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftc(_ arguments: [String]) throws -> String? { try SwiftCompiler.run(arguments) }

    /// The stand-in module, built once per test into `folder`.
    static func standIn(in folder: String) throws -> String? {
        let source = repository.appendingPathComponent("Tests/Fixtures/UIKitStandIn/UIKit.swift").path
        return try swiftc(["-emit-module", "-module-name", "UIKit", "-parse-as-library", source,
                           "-emit-module-path", folder + "/UIKit.swiftmodule"])
    }

    static func swiftFiles(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// `@objc` and `#selector` have no meaning without Objective-C.
    static func withoutObjectiveC(_ folder: String) throws {
        for file in swiftFiles(in: folder) {
            var text = try String(contentsOfFile: file, encoding: .utf8)
            text = text.replacingOccurrences(of: "@objc ", with: "")
            text = text.replacingOccurrences(of: #"#selector\(([^)]*\))\)"#, with: "\"$1\"", options: .regularExpression)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    func typeChecksBeforeAndAfterTheFix(_ project: String) throws {
        guard SwiftCompiler.isAvailable else { return }
        let modules = NSTemporaryDirectory() + "tablint-uikit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: modules) }
        #expect(try Self.standIn(in: modules) == nil)
        try Self.withoutObjectiveC(project)
        let before = try Self.swiftc(["-typecheck", "-I", modules] + Self.swiftFiles(in: project))
        try #require(before == nil, "the original does not type-check against the stand-in: \(before ?? "")")
        let run = try TablintBinary.located.get().run(["--fix", "--quiet"], in: project)
        #expect(!run.crashed && run.status <= 1, "\(run.errorOutput)")
        let after = try Self.swiftc(["-typecheck", "-I", modules] + Self.swiftFiles(in: project))
        #expect(after == nil, "the fixed code does not type-check: \(after ?? "")")
    }

    @Test func theExampleAppTypeChecksAfterItsFix() throws {
        let copy = NSTemporaryDirectory() + "tablint-example-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("Examples/TabShell").path, toPath: copy)
        try typeChecksBeforeAndAfterTheFix(copy)
    }

    @Test func aGeneratedProjectTypeChecksAfterItsFix() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        // Copies of two lookups, deprecated window calls, a window lookup: every fix tablint makes.
        for number in 0..<6 {
            try harness.write("App/Screen\(number).swift", """
                import UIKit

                final class Screen\(number): UIViewController {
                    func present(_ alert: UIViewController) {
                        let scene = UIApplication.shared.connectedScenes
                            .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
                        scene?.keyWindow?.rootViewController?.present(alert, animated: true)
                    }

                    var inset: CGFloat { UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0 }
                    var any: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }
                    var top: UIWindow? { UIApplication.shared.windows.first { $0.isKeyWindow } }
                }

                """)
        }
        try typeChecksBeforeAndAfterTheFix(harness.folder)
    }
}
