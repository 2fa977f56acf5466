import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `tablint --fix` end to end on real files.
@Suite struct FixCommandTests {
    static let alerts = """
        import UIKit

        func showAlert(_ alert: UIAlertController) {
            let scene = UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive } as? UIWindowScene
            scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }

        func topInset() -> CGFloat {
            UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0
        }

        """
    static let toast = """
        import UIKit

        final class Toast {
            func show() {
                let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene // visible
                let window = UIApplication.shared.windows.first { $0.isKeyWindow }!
                _ = (scene, window)
            }
        }

        """
    static let fixedAlerts = """
        import UIKit

        func showAlert(_ alert: UIAlertController) {
            let scene = UIWindowScene.current
            scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }

        func topInset() -> CGFloat {
            UIWindowScene.current?.keyWindow?.safeAreaInsets.top ?? 0
        }

        """
    static let fixedToast = """
        import UIKit

        final class Toast {
            func show() {
                let scene = UIWindowScene.current // visible
                let window = (UIWindowScene.current?.windows.first { $0.isKeyWindow })!
                _ = (scene, window)
            }
        }

        """

    private func project() throws -> CLIHarness {
        let harness = try CLIHarness()
        try harness.write("App/Alerts.swift", Self.alerts)
        try harness.write("App/Toast.swift", Self.toast)
        return harness
    }

    private func read(_ harness: CLIHarness, _ path: String) throws -> String {
        try String(contentsOfFile: harness.folder + "/" + path, encoding: .utf8)
    }

    private func mode(_ harness: CLIHarness, _ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: harness.folder + "/" + path)[.posixPermissions] as? NSNumber)!.intValue
    }

    @Test func fixRewritesCreatesTheAccessorKeepsModesAndIsIdempotent() throws {
        let harness = try project()
        defer { harness.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: harness.folder + "/App/Toast.swift")
        #expect(harness.run(["--strict"]) == 1)
        #expect(harness.run(["--fix", "--strict"]) == 0)
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
        #expect(try read(harness, "App/Toast.swift") == Self.fixedToast)
        #expect(try read(harness, "App/UIWindowScene+Current.swift") == DuplicatedSceneLookupRule.createdAccessor)
        #expect(try mode(harness, "App/Toast.swift") == 0o640)
        #expect(try mode(harness, "App/Alerts.swift") == 0o644 || mode(harness, "App/Alerts.swift") == 0o664)
        let names = try FileManager.default.contentsOfDirectory(atPath: harness.folder + "/App").sorted()
        #expect(names == ["Alerts.swift", "Toast.swift", "UIWindowScene+Current.swift"], "no temporary files left")
        if SwiftCompiler.isAvailable {
            for name in names {
                let errors = try SwiftCompiler.parseErrors(read(harness, "App/" + name))
                #expect(errors == nil, "\(name): \(errors ?? "")")
            }
        }

        // A second run finds nothing to fix and writes nothing.
        let before = try names.map { try read(harness, "App/" + $0) }
        let errorsBefore = harness.errors.text
        #expect(harness.run(["--fix", "--strict"]) == 0)
        #expect(try names.map { try read(harness, "App/" + $0) } == before)
        #expect(harness.errors.text == errorsBefore)
    }

    @Test func theReportListsWhatWasFixed() throws {
        let harness = try project()
        defer { harness.remove() }
        #expect(harness.run(["--fix", "--reporter", "json"]) == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.text.utf8)) as? [String: Any])
        let fixed = try #require(report["fixed"] as? [[String: Any]])
        // The copies look for the active scene with no fallback: the fallback is fixed first, and
        // only then do they mean what the new accessor does (issue 23: same meaning).
        #expect(fixed.compactMap { $0["ruleId"] as? String }.sorted() == [
            "deprecated_window_api", "deprecated_window_api", "duplicated_scene_lookup", "duplicated_scene_lookup",
            "scene_activation_fallback", "scene_activation_fallback",
        ])
        #expect((report["summary"] as? [String: Any])?["fixed"] as? Int == 6)
        #expect((report["violations"] as? [Any])?.isEmpty == true)

        let text = try project()
        defer { text.remove() }
        #expect(text.run(["--fix"]) == 0)
        #expect(text.output.text.contains("App/Alerts.swift:4:17: fixed: "))
        #expect(text.output.text.contains("(duplicated_scene_lookup)\n"))
        #expect(text.output.text.contains("Fixed 6 violations in 2 files.\nFound 0 violations"))

        // `--quiet` prints nothing but violations: after a fix that leaves none, nothing at all.
        let quiet = try project()
        defer { quiet.remove() }
        #expect(quiet.run(["--fix", "--quiet"]) == 0)
        #expect(quiet.output.text.isEmpty)
        #expect(try read(quiet, "App/Alerts.swift") == read(text, "App/Alerts.swift"))
    }

    @Test func dryRunPrintsTheDiffTheRealRunAppliesAndWritesNothing() throws {
        let harness = try project()
        defer { harness.remove() }
        #expect(harness.run(["--fix", "--dry-run", "--strict"]) == 0, "exit code: what fixing would leave")
        let diff = harness.output.text
        #expect(try read(harness, "App/Alerts.swift") == Self.alerts)
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/App/UIWindowScene+Current.swift"))
        #expect(diff.contains("--- a/App/Alerts.swift\n+++ b/App/Alerts.swift\n"))
        #expect(diff.contains("--- /dev/null\n+++ b/App/UIWindowScene+Current.swift\n@@ -0,0 +1,9 @@\n"))
        #expect(diff.contains("-    UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0\n+    UIWindowScene.current?.keyWindow?.safeAreaInsets.top ?? 0\n"))
        #expect(harness.errors.text.contains("would fix 6 violations in 3 files; nothing was written"))

        // `git apply` of the diff gives exactly what `--fix` writes.
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile) else { return }
        try harness.write("fix.diff", diff)
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: git)
        apply.arguments = ["apply", "fix.diff"]
        apply.currentDirectoryURL = URL(fileURLWithPath: harness.folder)
        try apply.run()
        apply.waitUntilExit()
        #expect(apply.terminationStatus == 0)
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
        #expect(try read(harness, "App/Toast.swift") == Self.fixedToast)
        #expect(try read(harness, "App/UIWindowScene+Current.swift") == DuplicatedSceneLookupRule.createdAccessor)
    }

    @Test func theExitCodeTellsWhatIsLeft() throws {
        let harness = try project()
        defer { harness.remove() }
        try harness.write("App/SceneDelegate.swift", Fixtures.unretainedWindow)
        #expect(harness.run(["--fix"]) == 1, "the unretained window is an error --fix cannot correct")
        #expect(harness.output.text.contains("App/SceneDelegate.swift:5:22: error:"))
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
    }

    @Test func aRuleThatLosesAnOverlapIsRetriedOrLeftNeverBothApplied() throws {
        // The duplicated lookup and its missing fallback are fixes of the same bytes: the
        // duplicate wins (report order), and once it is an accessor call nothing is left to add.
        let harness = try project()
        defer { harness.remove() }
        #expect(harness.run(["--fix", "--only", "duplicated_scene_lookup,scene_activation_fallback"]) == 0)
        #expect(try read(harness, "App/Alerts.swift").contains("    let scene = UIWindowScene.current\n"))
        #expect(!(try read(harness, "App/Alerts.swift")).contains("??  "))

        // With only the fallback rule, the fallback is added instead.
        let fallback = try project()
        defer { fallback.remove() }
        #expect(fallback.run(["--fix", "--only", "scene_activation_fallback"]) == 0)
        #expect(try read(fallback, "App/Alerts.swift").contains("""
                    .first { $0.activationState == .foregroundActive } as? UIWindowScene
                    ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
            """))
    }

    @Test func anExistingFileIsNeverReplacedByTheAccessor() throws {
        let harness = try project()
        defer { harness.remove() }
        try harness.write("App/UIWindowScene+Current.swift", "// reserved\n")
        #expect(harness.run(["--fix", "--strict"]) == 1)
        #expect(try read(harness, "App/UIWindowScene+Current.swift") == "// reserved\n")
        #expect(try read(harness, "App/Alerts.swift").contains("UIApplication.shared.connectedScenes\n"))
    }

    @Test func aCurrentDeclaredInAFileOutsideTheLintedOnesIsNotDeclaredTwice() throws {
        // Scenes.swift is read only for project facts and names no UIApplication: the scan that
        // skips such files must still see its `current`, or --fix would declare a second one.
        let harness = try project()
        defer { harness.remove() }
        try harness.write("App/Scenes.swift", """
            extension UIWindowScene {
                static var current: UIWindowScene? { nil }
            }

            """)
        #expect(harness.run(["App/Alerts.swift", "App/Toast.swift", "--fix"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: harness.folder + "/App/UIWindowScene+Current.swift"))
        let alerts = try read(harness, "App/Alerts.swift")
        #expect(!alerts.contains("UIWindowScene.current"))
        // What is still fixable without an accessor: the fallback for a scene that is not active.
        #expect(alerts.contains("?? UIApplication.shared.connectedScenes.first as? UIWindowScene"))
    }

    @Test func theConfiguredAccessorFileIsWhereTheAccessorGoes() throws {
        let harness = try project()
        defer { harness.remove() }
        try harness.write(".tablint.json", #"{ "rules": { "duplicated_scene_lookup": { "accessorFile": "App/Support/Scenes.swift" } } }"#)
        try FileManager.default.createDirectory(atPath: harness.folder + "/App/Support", withIntermediateDirectories: true)
        #expect(harness.run(["App", "--fix"]) == 0)
        #expect(try read(harness, "App/Support/Scenes.swift") == DuplicatedSceneLookupRule.createdAccessor)
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
    }

    @Test func aSymlinkedFileIsFixedThroughItsTarget() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Shared/Tabs.swift", "let window = UIApplication.shared.keyWindow\n")
        try harness.write("Shared/Scenes.swift", """
            extension UIWindowScene {
                static var current: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }
            }

            """)
        try FileManager.default.createDirectory(atPath: harness.folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.folder + "/App/Tabs.swift", withDestinationPath: "../Shared/Tabs.swift")
        #expect(harness.run(["App/Tabs.swift", "--fix", "--only", "deprecated_window_api"]) == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: harness.folder + "/App/Tabs.swift") == "../Shared/Tabs.swift")
        #expect(try read(harness, "Shared/Tabs.swift") == "let window = UIWindowScene.current?.keyWindow\n")
    }

    @Test func temporariesOfAnInterruptedRunAreRemoved() throws {
        let harness = try project()
        defer { harness.remove() }
        try harness.write("App/.Alerts.swift.tablint-a1B2c3", "half written")
        try harness.write("App/.notes.tablint-x", "not ours")
        try harness.write("App/.hidden", "not ours")
        #expect(harness.run(["--fix"]) == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: harness.folder + "/App")
        #expect(!names.contains(".Alerts.swift.tablint-a1B2c3"))
        #expect(names.contains(".notes.tablint-x") && names.contains(".hidden"))
    }

    /// A run killed after it created the accessor and rewrote all copies but one: the next run
    /// rewrites that copy to the accessor too, as one whole run does, and does not give it a
    /// fallback of its own.
    @Test(arguments: ["App/Alerts.swift", "App/Toast.swift"])
    func aCopyLeftByAnInterruptedRunCallsTheCreatedAccessor(left path: String) throws {
        let harness = try project()
        defer { harness.remove() }
        #expect(harness.run(["--fix"]) == 0)
        try harness.write(path, path == "App/Alerts.swift" ? Self.alerts : Self.toast)
        #expect(harness.run(["--fix"]) == 0)
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
        #expect(try read(harness, "App/Toast.swift") == Self.fixedToast)
        #expect(try read(harness, "App/UIWindowScene+Current.swift") == DuplicatedSceneLookupRule.createdAccessor)
    }

    @Test func fixRefusesWhatItCannotDo() throws {
        let harness = try project()
        defer { harness.remove() }
        #expect(harness.run(["--fix", "--staged"]) == 2)
        #expect(harness.errors.text.contains("--fix rewrites the work tree, --staged lints the index"))
        #expect(harness.run(["--dry-run"]) == 2)
        #expect(try read(harness, "App/Alerts.swift") == Self.alerts)
    }

    @Test func aFileChangedOnDiskAfterItWasReadIsNotWritten() throws {
        let harness = try project()
        defer { harness.remove() }
        let paths = ["App/Alerts.swift", "App/Toast.swift"].map { harness.folder + "/" + $0 }
        let plan = LintPlan(projectFiles: paths.map { DiscoveredFile(path: $0, kind: .swift) }, reported: ReportedFiles(paths))
        let rules = try RuleRegistry.all.map { try $0.init(options: RuleOptions(identifier: $0.description.identifier)) }
        let linter = Linter(rules: rules, workingDirectory: harness.folder)
        let outcome = FixSession(linter: linter, plan: plan).run()
        #expect(outcome.contents.count == 3)

        let edited = Self.toast.replacingOccurrences(of: "// visible", with: "// edited meanwhile")
        try harness.write("App/Toast.swift", edited)
        let report = FixWriter(displayPath: linter.displayPath).write(outcome)
        #expect(try read(harness, "App/Toast.swift") == edited, "the newer edit is kept")
        #expect(report.problems.map(\.message) == ["changed on disk while tablint was fixing it; not fixed"])
        #expect(report.problems.map(\.path) == [paths[1]])
        #expect(try read(harness, "App/Alerts.swift") == Self.fixedAlerts)
    }
}
