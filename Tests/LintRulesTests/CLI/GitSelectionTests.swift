import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `--staged` and `--changed-since` against real repositories made with `git`.
@Suite(.enabled(if: Git.isAvailable, "git is not installed"))
struct GitSelectionTests {
    private static let bad = "let size = UIScreen.main.bounds\n"
    private static let good = "let size = CGSize.zero\n"

    private static let accessor = """
    import UIKit

    func currentScene() -> UIWindowScene? {
        UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
    }

    """
    private static let duplicate = """
    import UIKit

    func present() {
        let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
        print(scene as Any)
    }

    """
    private static let appDelegate = """
    import UIKit

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: .zero)
            return true
        }
    }

    """
    private static let sceneDelegate = """
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    """

    @Test func stagedLintsTheIndexNotTheWorkTree() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["Tabs.swift": Self.good, "Other.swift": Self.good])

        // A bad version staged, then fixed in the work tree without staging: the commit would be bad.
        try harness.write("Tabs.swift", "// staged\n" + Self.bad)
        try harness.git("add", "Tabs.swift")
        try harness.write("Tabs.swift", Self.good)
        try harness.write("Other.swift", Self.bad)  // bad, but not staged: not this commit's business
        let staged = harness.lintJSON(["--staged"])
        #expect(try staged.violations() == ["Tabs.swift:2 deprecated_window_api"], "the line of the index content")
        #expect(try staged.summary()["files"] == 1)
        #expect(harness.lintJSON(["--staged", "--only", "deprecated_window_api"]).code == 0, "a warning")
        #expect(harness.invoke(["--staged", "--strict"]).code == 1)

        // The reverse: a good version staged, the work tree made bad afterwards.
        try harness.write("Tabs.swift", "// fixed\n" + Self.good)
        try harness.git("add", "Tabs.swift")
        try harness.write("Tabs.swift", Self.bad)
        let fixed = harness.lintJSON(["--staged", "--strict"])
        #expect(try fixed.violations() == [])
        #expect(try fixed.summary()["files"] == 1)
        #expect(fixed.code == 0)

        // Nothing staged: nothing linted, and that is a pass.
        try harness.git("commit", "-qm", "good tabs")
        let nothing = harness.invoke(["--staged", "--strict"])
        #expect(nothing.code == 0)
        #expect(nothing.output == "Found 0 violations (0 errors, 0 warnings) in 0 files.\n")
    }

    @Test func stagedFilesSeeProjectFactsFromTheRestOfTheIndex() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        // The accessor and the scene delegate the staged files clash with are committed and
        // unchanged; only the duplicate and the app delegate are staged.
        try harness.commit(["README.md": "app\n", "Support/Scene.swift": Self.accessor, "App/SceneDelegate.swift": Self.sceneDelegate])
        try harness.write("Feature/Present.swift", Self.duplicate)
        try harness.write("App/AppDelegate.swift", Self.appDelegate)
        try harness.git("add", "Feature/Present.swift", "App/AppDelegate.swift")
        // An untracked file is no part of the commit: not context either.
        try harness.write("Scratch/Other.swift", Self.duplicate)
        let staged = harness.lintJSON(["--staged", "--only", "duplicated_scene_lookup,window_without_scene"])
        #expect(try staged.violations() == ["App/AppDelegate.swift:6 window_without_scene",
                                            "Feature/Present.swift:4 duplicated_scene_lookup"])
        let related = try staged.report()["violations"].flatMap { $0 as? [[String: Any]] }!.last!["related"] as? [[String: Any]]
        #expect(related?.first?["file"] as? String == "Support/Scene.swift")

        // With those files removed from the commit the staged ones are fine: the verdict came from them.
        try harness.git("rm", "-q", "Support/Scene.swift", "App/SceneDelegate.swift")
        #expect(try harness.lintJSON(["--staged", "--only", "duplicated_scene_lookup,window_without_scene"]).violations() == [])
    }

    @Test func aStagedAppDelegateSeesTheCommittedSwiftUIApp() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        // The SwiftUI `App` (scenes, no scene delegate type; here it names no UIKit type) is
        // committed and unchanged: the staged app delegate's window is judged against it all the same.
        let app = """
        import SwiftUI

        struct ShopApp: App {
            var body: some Scene { WindowGroup { Text("Shop") } }
        }

        """
        try harness.commit(["README.md": "app\n", "App/ShopApp.swift": app])
        try harness.write("App/AppDelegate.swift", Self.appDelegate.replacingOccurrences(of: "@main ", with: ""))
        try harness.git("add", "App/AppDelegate.swift")
        #expect(try harness.lintJSON(["--staged", "--only", "window_without_scene"]).violations() == ["App/AppDelegate.swift:6 window_without_scene"])
        try harness.git("rm", "-q", "App/ShopApp.swift")
        #expect(try harness.lintJSON(["--staged", "--only", "window_without_scene"]).violations() == [])
    }

    @Test func pathsWithSpacesAndNonASCIINames() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["README.md": "app\n"])
        let name = "Sources/Scène Files/Tab Bar é \"1\".swift"
        try harness.write(name, Self.bad)
        try harness.write("Sources/Scène Files/Info.plist", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        </dict></plist>

        """)
        try harness.git("add", "-A")
        let staged = harness.lintJSON(["--staged"])
        #expect(try staged.violations() == ["Sources/Scène Files/Info.plist:3 storyboard_plist_leftover", name + ":1 deprecated_window_api"])
        #expect(staged.errors.isEmpty)
        try harness.git("commit", "-qm", "scène")
        #expect(try harness.lintJSON(["--changed-since", "HEAD~1"]).violations().last == name + ":1 deprecated_window_api")
    }

    @Test func aStagedRenameIsLintedUnderItsNewPath() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["Old.swift": Self.bad])
        try harness.git("mv", "Old.swift", "New Name.swift")
        let staged = harness.lintJSON(["--staged"])
        #expect(try staged.violations() == ["New Name.swift:1 deprecated_window_api"])
        #expect(staged.errors.isEmpty)
        try harness.git("commit", "-qm", "rename")
        #expect(try harness.lintJSON(["--changed-since", "HEAD~1"]).violations() == ["New Name.swift:1 deprecated_window_api"])
    }

    @Test func aStagedDeletionIsNotLintedAndIsNoError() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["Gone.swift": Self.bad, "Kept.swift": Self.good])
        try harness.git("rm", "-q", "Gone.swift")
        let onlyDeleted = harness.invoke(["--staged", "--strict"])
        #expect(onlyDeleted.code == 0)
        #expect(onlyDeleted.errors.isEmpty)
        #expect(onlyDeleted.output.hasSuffix("in 0 files.\n"))
        try harness.write("Kept.swift", Self.bad)
        try harness.git("add", "Kept.swift")
        #expect(try harness.lintJSON(["--staged"]).violations() == ["Kept.swift:1 deprecated_window_api"])
        try harness.git("commit", "-qm", "delete")
        let changed = harness.lintJSON(["--changed-since", "HEAD~1"])
        #expect(try changed.violations() == ["Kept.swift:1 deprecated_window_api"])
        #expect(changed.errors.isEmpty)
    }

    /// Decided for tablint: `--changed-since` = `git diff REF...` (what this branch changed since
    /// it left REF) plus uncommitted edits and untracked files, because the work tree is linted.
    @Test func changedSinceUsesTheMergeBaseAndTheWorkTree() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit([".gitignore": "Ignored.swift\n", "Shared.swift": Self.bad, "Feature.swift": Self.good,
                            "Edited.swift": Self.good, "Quiet.swift": Self.bad])
        try harness.git("checkout", "-q", "-b", "feature")
        try harness.commit(["Feature.swift": Self.bad], message: "feature work")
        // main moves on after the fork: its changes are not the feature's.
        try harness.git("checkout", "-q", "main")
        try harness.commit(["Shared.swift": "// main only\n" + Self.bad, "MainOnly.swift": Self.bad], message: "main work")
        try harness.git("checkout", "-q", "feature")
        try harness.write("Edited.swift", Self.bad)  // uncommitted
        try harness.write("Untracked.swift", Self.bad)
        try harness.write("Ignored.swift", Self.bad)

        let changed = harness.lintJSON(["--changed-since", "main"])
        #expect(try changed.violations() == ["Edited.swift:1 deprecated_window_api", "Feature.swift:1 deprecated_window_api",
                                             "Untracked.swift:1 deprecated_window_api"])
        #expect(try changed.summary()["files"] == 3)
        #expect(changed.errors.isEmpty)

        // In a clean checkout, exactly the branch's commits.
        try harness.delete("Untracked.swift")
        try harness.git("checkout", "-q", "--", "Edited.swift")
        #expect(try harness.lintJSON(["--changed-since", "main"]).violations() == ["Feature.swift:1 deprecated_window_api"])
        #expect(try harness.lintJSON(["--changed-since", "feature"]).violations() == [])
    }

    @Test func gitNamesFilesButTheProjectAndItsExclusionsStillApply() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["README.md": "app\n"])
        for path in ["App/Tabs.swift", "App/Generated/Strings.swift", "Pods/Vendor/Vendor.swift", ".tools/Tool.swift", "Scripts/Tool.swift"] {
            try harness.write(path, Self.bad)
        }
        try harness.write(".tablint.json", #"{ "include": ["App"], "exclude": ["**/Generated/**"] }"#)
        try harness.git("add", "-A")
        #expect(try harness.lintJSON(["--staged"]).violations() == ["App/Tabs.swift:1 deprecated_window_api"])
        // From a subfolder with no configuration, the project is that folder.
        try harness.delete(".tablint.json")
        try harness.git("rm", "-q", "--cached", ".tablint.json")
        #expect(try harness.lintJSON(["--staged"], in: "App").violations() == ["Generated/Strings.swift:1 deprecated_window_api",
                                                                               "Tabs.swift:1 deprecated_window_api"])
    }

    /// git reports the real path of the top folder; paths must still match when the current
    /// folder is reached through a symbolic link (on macOS the temporary folder always is).
    @Test func aSymbolicallyLinkedWorkingFolderGivesTheSameReport() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        let link = harness.folder + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: harness.folder)
        defer { try? FileManager.default.removeItem(atPath: link) }
        try harness.commit(["Support/Scene.swift": Self.accessor])
        try harness.write("Feature/Present.swift", Self.duplicate)
        try harness.git("add", "-A")
        let direct = harness.lintJSON(["--staged"])
        let linked = harness.lintJSON(["--staged"], in: link)
        #expect(try linked.violations() == ["Feature/Present.swift:4 duplicated_scene_lookup",
                                            "Feature/Present.swift:4 scene_activation_fallback"])
        #expect(linked.output == direct.output)
    }

    @Test func outsideARepositoryIsAUsageError() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("A.swift", Self.bad)
        try #require((try? harness.git("rev-parse", "--git-dir")) == nil, "the temporary folder is inside a repository")
        for arguments in [["--staged"], ["--changed-since", "main"]] {
            let run = harness.invoke(arguments)
            #expect(run.code == 2, "SPEC §2: a usage or configuration error")
            #expect(run.output.isEmpty)
            #expect(run.errors.hasPrefix("tablint: \(harness.folder) is not inside a git repository"), "got: \(run.errors)")
            #expect(run.errors.split(separator: "\n").count == 1)
        }
    }

    @Test(arguments: [
        ("no-such-branch", "tablint: git could not find where this branch left no-such-branch: fatal: Not a valid object name no-such-branch"),
        ("-p", "tablint: '-p' is not a git ref"),
    ])
    func aBadRefIsAUsageError(_ reference: String, _ message: String) throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.commit(["A.swift": Self.bad])
        let run = harness.invoke(["--changed-since", reference])
        #expect(run.code == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == message + "\n")
    }

    @Test func aRepositoryWithoutCommits() throws {
        let harness = try CLIHarness.repository()
        defer { harness.remove() }
        try harness.write("A.swift", Self.bad)
        try harness.git("add", "A.swift")
        #expect(try harness.lintJSON(["--staged"]).violations() == ["A.swift:1 deprecated_window_api"], "the first commit")
        let changed = harness.invoke(["--changed-since", "main"])
        #expect(changed.code == 2)
        #expect(changed.errors.hasPrefix("tablint: git could not find where this branch left main: "))
    }
}
