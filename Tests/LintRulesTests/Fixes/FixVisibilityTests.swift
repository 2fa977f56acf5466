import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Issue 23, items 1 and 2, through the real binary: `--fix` rewrites a copy only into a call of
/// an accessor the copy's code can see, by its full name, and a created accessor carries the
/// `#if` its callers share.
@Suite struct FixVisibilityTests {
    static let lookup = "UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene"
    static let copy = """
        import UIKit

        func present(_ alert: UIAlertController) {
            let scene = \(lookup)
            scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }

        """

    static func fixed(_ files: [String: String], check path: String) throws -> (text: String, harness: CLIHarness) {
        let harness = try CLIHarness()
        for (name, text) in files { try harness.write(name, text) }
        let tablint = try TablintBinary.located.get()
        let run = try tablint.run(["--fix", "--only", "duplicated_scene_lookup"], in: harness.folder)
        #expect(!run.crashed && [0, 1].contains(run.status), "\(run.errorOutput)")
        return (try String(decoding: harness.read(path), as: UTF8.self), harness)
    }

    @Test(arguments: [
        "private var currentScene: UIWindowScene? {\n    \(lookup)\n}\n",
        "fileprivate var currentScene: UIWindowScene? {\n    \(lookup)\n}\n",
        "private extension UIWindowScene {\n    static var current: UIWindowScene? {\n        \(lookup)\n    }\n}\n",
        "#if DEBUG\nextension UIWindowScene {\n    static var current: UIWindowScene? {\n        \(lookup)\n    }\n}\n#endif\n",
    ])
    func anAccessorOtherFilesCannotCallIsNeverCalled(accessor: String) throws {
        let (text, harness) = try Self.fixed(["A.swift": "import UIKit\n\n" + accessor, "B.swift": Self.copy], check: "B.swift")
        defer { harness.remove() }
        #expect(text == Self.copy, "B.swift was rewritten to call an accessor it cannot see")
    }

    @Test func aNestedAccessorIsCalledByItsFullName() throws {
        let accessor = "import UIKit\n\nenum Outer {\n    enum Inner {\n        static var scene: UIWindowScene? {\n            \(Self.lookup)\n        }\n    }\n}\n"
        let (text, harness) = try Self.fixed(["A.swift": accessor, "B.swift": Self.copy], check: "B.swift")
        defer { harness.remove() }
        #expect(text.contains("let scene = Outer.Inner.scene\n"), "\(text)")
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(text) == nil) }
    }

    @Test(arguments: [false, true])
    func anotherModulesAccessorMustBePublic(isPublic: Bool) throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shell", targets: [
                .target(name: "Core"),
                .target(name: "App", dependencies: ["Core"]),
            ])
            """
        let access = isPublic ? "public " : ""
        let accessor = "import UIKit\n\n\(access)extension UIWindowScene {\n    static var current: UIWindowScene? {\n        \(Self.lookup)\n    }\n}\n"
        let (text, harness) = try Self.fixed([
            "Package.swift": manifest, "Sources/Core/Scene.swift": accessor, "Sources/App/Alerts.swift": Self.copy,
        ], check: "Sources/App/Alerts.swift")
        defer { harness.remove() }
        #expect(text.contains("let scene = UIWindowScene.current\n") == isPublic, "\(text)")
        // The call of another module's accessor imports that module, once.
        #expect(text.hasPrefix("import UIKit\nimport Core\n") == isPublic, "\(text)")
        if isPublic, SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(text) == nil) }
    }

    /// Two copies in one file that already imports the accessor's module: no second import.
    @Test func aFileThatImportsTheModuleGetsNoSecondImport() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shell", targets: [
                .target(name: "Core"),
                .target(name: "App", dependencies: ["Core"]),
            ])
            """
        let accessor = "import UIKit\n\npublic extension UIWindowScene {\n    static var current: UIWindowScene? {\n        \(Self.lookup)\n    }\n}\n"
        let twice = Self.copy + Self.copy.replacingOccurrences(of: "import UIKit\n", with: "").replacingOccurrences(of: "present(_ alert", with: "share(_ alert")
        let (unimported, first) = try Self.fixed([
            "Package.swift": manifest, "Sources/Core/Scene.swift": accessor, "Sources/App/Alerts.swift": twice,
        ], check: "Sources/App/Alerts.swift")
        defer { first.remove() }
        #expect(unimported.components(separatedBy: "import Core\n").count == 2, "\(unimported)")
        #expect(unimported.components(separatedBy: "UIWindowScene.current\n").count == 3, "\(unimported)")
        let (imported, second) = try Self.fixed([
            "Package.swift": manifest, "Sources/Core/Scene.swift": accessor, "Sources/App/Alerts.swift": "import Core\n" + twice,
        ], check: "Sources/App/Alerts.swift")
        defer { second.remove() }
        #expect(imported.components(separatedBy: "import Core\n").count == 2, "\(imported)")
    }

    @Test func aCreatedAccessorKeepsTheConditionItsCallersShare() throws {
        // Copies that take any scene: the new accessor (the active one, else any) means the same.
        let anyScene = Self.copy.replacingOccurrences(of: Self.lookup, with: "UIApplication.shared.connectedScenes.first as? UIWindowScene")
        let guarded = "#if os(iOS)\n" + anyScene + "#endif\n"
        let other = guarded.replacingOccurrences(of: "present(_ alert", with: "share(_ alert")
        let (created, harness) = try Self.fixed(["App/Alerts.swift": guarded, "App/Share.swift": other],
                                                check: "App/UIWindowScene+Current.swift")
        defer { harness.remove() }
        #expect(created.hasPrefix("#if os(iOS)\nimport UIKit\n"), "\(created)")
        #expect(created.hasSuffix("#endif\n"))
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(created) == nil) }
        let alerts = try String(decoding: harness.read("App/Alerts.swift"), as: UTF8.self)
        #expect(alerts.contains("let scene = UIWindowScene.current\n"))
    }
}

/// Issue 23, item 3: a copy becomes a call of the created accessor only when that accessor
/// finds what the copy found.
@Suite struct FixMeaningTests {
    @Test(arguments: [
        // Another state.
        "let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .background }) as? UIWindowScene",
        // The active scene or nothing, on purpose: the code goes on only with an active scene.
        "guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { return }",
        // Any scene of the main kind: the active scene may be another kind's (an external display).
        "let scene = UIApplication.shared.connectedScenes.first { $0.delegate is SceneDelegate } as? UIWindowScene",
    ])
    func aCopyThatMeansSomethingElseKeepsItsLookup(line: String) throws {
        let body = "import UIKit\n\nfunc show() {\n    \(line)\n    _ = scene\n}\n"
        let (text, harness) = try FixVisibilityTests.fixed(["A.swift": body, "B.swift": body.replacingOccurrences(of: "show()", with: "other()")],
                                                           check: "A.swift")
        defer { harness.remove() }
        #expect(!text.contains("UIWindowScene.current"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/UIWindowScene+Current.swift"))
    }
}

extension FixMeaningTests {
    @Test func keyWindowWithItsFallbackBecomesOneAccessorCall() throws {
        let accessor = "import UIKit\n\nfunc currentWindow() -> UIWindow? {\n    UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first\n}\n"
        let use = "import UIKit\n\nfunc inset() -> CGFloat {\n    let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first\n    return window?.safeAreaInsets.top ?? 0\n}\n"
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Window.swift", accessor)
        try harness.write("Use.swift", use)
        let run = try TablintBinary.located.get().run(["--fix", "--only", "deprecated_window_api"], in: harness.folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        let fixed = try String(decoding: harness.read("Use.swift"), as: UTF8.self)
        #expect(fixed.contains("    let window = currentWindow()\n"), "\(fixed)")
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(fixed) == nil) }
    }
}
