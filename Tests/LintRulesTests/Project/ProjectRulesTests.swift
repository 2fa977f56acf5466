import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Cross-file rules with the project model (SPEC §1, §8, §9): repositories with several
/// targets, written by the tests.
@Suite struct ProjectRulesTests {
    static let accessor = """
        import UIKit

        extension UIWindowScene {
            static var current: UIWindowScene? {
                UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            }
        }

        """
    static let copy = """
        import UIKit

        func present(_ alert: UIAlertController) {
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }

        """

    /// An app delegate that builds its own window (line 8).
    static let windowBuildingAppDelegate = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }

        """

    /// A repository with one Xcode project holding two apps, each with its own accessor and a copy.
    static func twoApps() throws -> CLIHarness {
        let harness = try CLIHarness()
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "AppA", sources: ["AppA/UIWindowScene+Current.swift", "AppA/Alerts.swift"]),
            .init(name: "AppB", sources: ["AppB/UIWindowScene+Current.swift", "AppB/Alerts.swift"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        for app in ["AppA", "AppB"] {
            try harness.write("\(app)/UIWindowScene+Current.swift", accessor)
            try harness.write("\(app)/Alerts.swift", copy)
        }
        return harness
    }

    /// A folder of several unmarked apps: linting one of them reads that one alone; naming two
    /// makes them one project.
    @Test func anUnmarkedFolderIsItsOwnProjectNotItsNeighbours() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let lookup = """
        import UIKit
        func present(_ alert: UIAlertController) {
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            scene?.keyWindow?.rootViewController?.present(alert, animated: true)
        }
        """
        try harness.write("AppA/Alerts.swift", lookup)
        try harness.write("AppB/Alerts.swift", lookup)
        let alone = try harness.lintJSON(["AppA"]).violations()
        #expect(!alone.contains { $0.hasSuffix("duplicated_scene_lookup") }, "\(alone)")
        let both = try harness.lintJSON(["AppA", "AppB"]).violations()
        #expect(both.filter { $0.hasSuffix("duplicated_scene_lookup") }.count == 2, "\(both)")
    }

    @Test func twoAppsOwnAccessorsAreNotDuplicatesAndEachCopyCallsItsOwn() throws {
        let harness = try Self.twoApps()
        defer { harness.remove() }
        let run = harness.lintJSON(["--only", "duplicated_scene_lookup"])
        #expect(try run.violations() == ["AppA/Alerts.swift:4 duplicated_scene_lookup", "AppB/Alerts.swift:4 duplicated_scene_lookup"])
        let violations = try run.report()["violations"] as! [[String: Any]]
        let related = violations.map { (($0["related"] as? [[String: Any]])?.first?["file"] as? String) ?? "" }
        #expect(related == ["AppA/UIWindowScene+Current.swift", "AppB/UIWindowScene+Current.swift"])

        // --fix: each copy calls the accessor of its own app; no accessor calls itself.
        #expect(harness.invoke(["--fix", "--only", "duplicated_scene_lookup"]).code == 0)
        for app in ["AppA", "AppB"] {
            let fixedAccessor = try String(decoding: harness.read("\(app)/UIWindowScene+Current.swift"), as: UTF8.self)
            #expect(fixedAccessor == Self.accessor, "\(app)'s accessor was rewritten")
            let alerts = try String(decoding: harness.read("\(app)/Alerts.swift"), as: UTF8.self)
            #expect(alerts.contains("let scene = UIWindowScene.current\n"))
            if SwiftCompiler.isAvailable {
                #expect(try SwiftCompiler.parseErrors(alerts) == nil)
            }
        }
    }

    @Test func withoutTheModelTheSecondAccessorWouldBeADuplicate() throws {
        // The same files with no Xcode project: one module, so the second accessor repeats the first.
        let harness = try Self.twoApps()
        defer { harness.remove() }
        try harness.delete("Apps.xcodeproj/project.pbxproj")
        let run = harness.lintJSON(["--only", "duplicated_scene_lookup"])
        #expect(try run.violations().contains("AppB/UIWindowScene+Current.swift:5 duplicated_scene_lookup"))
        // Even then the fix never turns an accessor into a call of itself.
        #expect(harness.invoke(["--fix", "--only", "duplicated_scene_lookup"]).code == 0)
        let accessor = try String(decoding: harness.read("AppB/UIWindowScene+Current.swift"), as: UTF8.self)
        #expect(accessor == Self.accessor)
    }

    @Test func copiesInTwoAppsMeetThroughTheFrameworkBothDependOn() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/UIWindowScene+Current.swift"]),
            .init(name: "AppA", sources: ["AppA/Alerts.swift"], dependencies: ["Core"]),
            .init(name: "AppB", sources: ["AppB/Alerts.swift"], dependencies: ["Core"]),
            .init(name: "AppC", sources: ["AppC/Alerts.swift", "AppC/Share.swift"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("Core/UIWindowScene+Current.swift", Self.accessor)
        for app in ["AppA", "AppB", "AppC"] { try harness.write("\(app)/Alerts.swift", Self.copy) }
        try harness.write("AppC/Share.swift", Self.copy.replacingOccurrences(of: "present(_ alert", with: "share(_ alert"))
        let run = harness.lintJSON(["--only", "duplicated_scene_lookup"])
        // AppC does not link Core: its two copies are duplicates of each other, not of Core's accessor.
        #expect(try run.violations() == [
            "AppA/Alerts.swift:4 duplicated_scene_lookup", "AppB/Alerts.swift:4 duplicated_scene_lookup",
            "AppC/Alerts.swift:4 duplicated_scene_lookup", "AppC/Share.swift:4 duplicated_scene_lookup",
        ])
        let messages = (try run.report()["violations"] as! [[String: Any]]).map { $0["message"] as! String }
        #expect(messages[0].contains("repeats `UIWindowScene.current` (Core/UIWindowScene+Current.swift:5)"))
        #expect(messages[2].contains("written out 2 times"))
    }

    /// The app's accessor cannot be called from the framework below it: the framework's copy is
    /// reported, the accessor (the cure, once moved down) is not.
    @Test func aCopyInAFrameworkBelowTheAppsAccessorIsReportedAlone() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/Alerts.swift"]),
            .init(name: "App", sources: ["App/UIWindowScene+Current.swift"], dependencies: ["Core"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/UIWindowScene+Current.swift", Self.accessor)
        try harness.write("Core/Alerts.swift", Self.copy)
        let run = harness.lintJSON(["--only", "duplicated_scene_lookup"])
        #expect(try run.violations() == ["Core/Alerts.swift:4 duplicated_scene_lookup"])
    }

    /// A framework's accessor the app cannot call (internal to the framework): the app's copy is
    /// told to make it public, never to call it as it is, and gets no fix; the app's own accessor
    /// of the same lookup is no copy of it (the framework's comes first in path order).
    @Test(arguments: [false, true])
    func anotherModulesInternalAccessorIsNotOneToCall(appHasAccessor: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let appFile = appHasAccessor ? "Shell/UIWindowScene+Current.swift" : "Shell/Alerts.swift"
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/UIWindowScene+Current.swift"]),
            .init(name: "Shell", sources: [appFile], dependencies: ["Core"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("Core/UIWindowScene+Current.swift", Self.accessor)
        try harness.write(appFile, appHasAccessor ? Self.accessor : Self.copy)
        let run = harness.lintJSON(["--only", "duplicated_scene_lookup"])
        if appHasAccessor {
            #expect(try run.violations() == [])
            return
        }
        #expect(try run.violations() == ["Shell/Alerts.swift:4 duplicated_scene_lookup"])
        let violation = (try run.report()["violations"] as! [[String: Any]])[0]
        #expect((violation["message"] as! String).contains("which module `Core` keeps internal; make it public and call it"), "\(violation)")
        #expect(violation["fixable"] as? Bool == false, "\(violation)")
        #expect(harness.invoke(["--fix", "--only", "duplicated_scene_lookup"]).code != 2)
        #expect(try String(decoding: harness.read(appFile), as: UTF8.self) == Self.copy)
    }

    /// `INFOPLIST_KEY_*` settings of a target that does not generate its Info.plist go nowhere:
    /// neither a storyboard nor a generated scene manifest they name is the app's.
    @Test func infoKeySettingsOfATargetThatKeepsItsOwnPlistAreNotItsKeys() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift", "App/Top.swift"], settings: [
                "GENERATE_INFOPLIST_FILE": "NO", "INFOPLIST_FILE": "App/Info.plist", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
            ]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Info.plist", SceneActivationFallbackRule.sceneManifest(multipleScenes: false))
        try harness.write("App/AppDelegate.swift", "import UIKit\n")
        try harness.write("App/Top.swift", "import UIKit\nlet any = UIApplication.shared.connectedScenes.first as? UIWindowScene\n")
        let run = harness.lintJSON(["--only", "storyboard_plist_leftover,scene_activation_fallback"])
        #expect(try run.violations() == [])
    }

    @Test func aStoryboardNamedInABuildSettingIsReportedThere() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        var fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift"], settings: [
                "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
            ]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/AppDelegate.swift", "import UIKit\n")
        let missing = harness.lintJSON(["--only", "storyboard_plist_leftover"])
        #expect(missing.code == 1)
        let found = try missing.report()["violations"] as! [[String: Any]]
        // Debug and Release both set it: one setting in Xcode's editor, so one violation, at the
        // first, with the other configuration's line beside it.
        #expect(found.count == 1)
        let violation = try #require(found.first)
        #expect(violation["file"] as? String == "App.xcodeproj/project.pbxproj")
        #expect(violation["severity"] as? String == "error")
        let text = fixture.text()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).indices.filter {
            text.split(separator: "\n", omittingEmptySubsequences: false)[$0].contains("INFOPLIST_KEY_UIMainStoryboardFile")
        }.map { $0 + 1 }
        #expect(lines.count == 2)
        #expect(violation["line"] as? Int == lines.first)
        let related = try #require(violation["related"] as? [[String: Any]])
        #expect(related.map { $0["line"] as? Int } == [lines.last])
        #expect(related.first?["file"] as? String == "App.xcodeproj/project.pbxproj")

        // With the storyboard in the target's resources and a window built in code: a leftover.
        fixture.targets[0].resources = ["App/Main.storyboard"]
        fixture.targets[0].settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] = "YES"
        fixture.targets[0].sources.append("App/SceneDelegate.swift")
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Main.storyboard", "<document/>")
        try harness.write("App/SceneDelegate.swift", Fixtures.sceneDelegate)
        let leftover = harness.lintJSON(["--only", "storyboard_plist_leftover"])
        let warning = try #require((try leftover.report()["violations"] as! [[String: Any]]).first)
        #expect(warning["severity"] as? String == "warning")
        #expect((warning["message"] as? String)?.contains("scene delegate builds the window in code") == true)
    }

    /// A repository of small Xcode projects has a `Main.storyboard` in most of them: one that
    /// lists its own in the target's resources but never committed it still crashes at launch.
    @Test func aStoryboardOfAnotherXcodeProjectDoesNotProvideOne() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for name in ["First", "Second"] {
            let fixture = XcodeProjectFixture(targets: [
                .init(name: name, sources: ["\(name)/AppDelegate.swift"], resources: ["\(name)/Main.storyboard"], settings: [
                    "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
                ]),
            ])
            try harness.write("\(name)/\(name).xcodeproj/project.pbxproj", fixture.text())
            try harness.write("\(name)/\(name)/AppDelegate.swift", "import UIKit\n")
        }
        try harness.write("First/First/Main.storyboard", "<document/>")
        let found = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        #expect(found.map { $0["file"] as? String } == ["Second/Second.xcodeproj/project.pbxproj"])
        #expect(found.first?["severity"] as? String == "error")
    }

    @Test(arguments: [false, true])
    func connectedScenesFirstIsFineInASingleSceneApp(multipleScenes: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/Top.swift"], settings: ["INFOPLIST_FILE": "App/Info.plist"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Info.plist", SceneActivationFallbackRule.sceneManifest(multipleScenes: multipleScenes))
        try harness.write("App/Top.swift", """
            import UIKit
            let any = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let active = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene

            """)
        let run = harness.lintJSON(["--only", "scene_activation_fallback"])
        // A missing fallback stays a problem either way; taking any scene only with several.
        let expected = (multipleScenes ? ["App/Top.swift:2 scene_activation_fallback"] : []) + ["App/Top.swift:3 scene_activation_fallback"]
        #expect(try run.violations() == expected)
    }

    /// An AirPlay display's scene answered in code is a second scene the Info.plist never names.
    @Test(arguments: [false, true])
    func anExternalDisplaySceneServedInCodeMakesFirstAnyScene(servesDisplay: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/Top.swift", "App/AppDelegate.swift"], settings: ["INFOPLIST_FILE": "App/Info.plist"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Info.plist", SceneActivationFallbackRule.sceneManifest(multipleScenes: false))
        let role = servesDisplay ? ".windowExternalDisplayNonInteractive" : "connectingSceneSession.role"
        try harness.write("App/AppDelegate.swift", """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Display", sessionRole: \(role))
                }
            }

            """)
        try harness.write("App/Top.swift", """
            import UIKit
            let any = UIApplication.shared.connectedScenes.first as? UIWindowScene

            """)
        let run = harness.lintJSON(["--only", "scene_activation_fallback"])
        #expect(try run.violations() == (servesDisplay ? ["App/Top.swift:2 scene_activation_fallback"] : []))
    }

    @Test func anAppDelegateWindowIsFineWhenTheSceneDelegateIsInAnotherApp() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let appDelegate = Self.windowBuildingAppDelegate
        var fixture = XcodeProjectFixture(targets: [
            .init(name: "Legacy", sources: ["Legacy/AppDelegate.swift"]),
            .init(name: "Modern", sources: ["Modern/SceneDelegate.swift"],
                  settings: ["INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("Legacy/AppDelegate.swift", appDelegate)
        try harness.write("Modern/SceneDelegate.swift", Fixtures.sceneDelegate)
        #expect(try harness.lintJSON(["--only", "window_without_scene"]).violations() == [])

        // The same app delegate in the app with the scene delegate is reported.
        fixture.targets[1].sources.append("Legacy/AppDelegate.swift")
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        #expect(try harness.lintJSON(["--only", "window_without_scene"]).violations().contains { $0.hasPrefix("Legacy/AppDelegate.swift") })
    }

    /// A framework of the project that no app is known to link (a workspace links it) makes an
    /// alert window without a scene: the apps run its code, so it is never shown when every app
    /// of the project shows scenes — and is fine when one of them is a legacy app.
    @Test(arguments: [true, false])
    func anUnlinkedFrameworksWindowIsJudgedByEveryApp(everyAppUsesScenes: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        var targets: [XcodeProjectFixture.Target] = [
            .init(name: "App", sources: ["App/SceneDelegate.swift"],
                  settings: ["INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES"]),
            .init(name: "Kit", productType: "com.apple.product-type.framework", sources: ["Kit/Alerts.swift"]),
        ]
        if !everyAppUsesScenes { targets.append(.init(name: "Legacy", sources: ["Legacy/AppDelegate.swift"])) }
        try harness.write("Apps.xcodeproj/project.pbxproj", XcodeProjectFixture(targets: targets).text())
        try harness.write("App/SceneDelegate.swift", Fixtures.sceneDelegate)
        try harness.write("Legacy/AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try harness.write("Kit/Alerts.swift", """
            import UIKit
            extension UIAlertController {
                public func show() {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    window.windowLevel = .alert
                    window.makeKeyAndVisible()
                    window.rootViewController?.present(self, animated: true)
                }
            }

            """)
        let found = try harness.lintJSON(["--only", "window_without_scene"]).violations()
        #expect(found == (everyAppUsesScenes ? ["Kit/Alerts.swift:4 window_without_scene"] : []), "\(found)")
    }

    /// An example app whose Info keys name a scene delegate the code lacks (a template's manifest)
    /// still runs with scenes: its app delegate's window is never shown. A copy of that app
    /// delegate in no target is in no app; a manifest that names no delegate class is not read so.
    @Test(arguments: [true, false])
    func aSceneManifestNamingAMissingDelegateStillMeansScenes(namesDelegate: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        let appDelegate = Self.windowBuildingAppDelegate
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "Example", sources: ["Example/AppDelegate.swift"], settings: ["INFOPLIST_FILE": "Example/Info.plist"]),
        ])
        try harness.write("Apps.xcodeproj/project.pbxproj", fixture.text())
        var plist = WindowWithoutSceneExamples.sceneManifestPlist
        if !namesDelegate {
            plist = plist.replacingOccurrences(of: "<key>UISceneDelegateClassName</key>", with: "")
                .replacingOccurrences(of: "<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>", with: "")
        }
        try harness.write("Example/Info.plist", plist)
        try harness.write("Example/AppDelegate.swift", appDelegate)
        try harness.write("Spare/AppDelegate.swift", appDelegate)
        let expected = namesDelegate ? ["Example/AppDelegate.swift:8 window_without_scene"] : []
        let found = try harness.lintJSON(["--only", "window_without_scene"]).violations()
        #expect(found == expected, "\(found)")
    }

    @Test func aFileLintedFromAboveItsRepositorySeesOnlyThatRepository() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for repository in ["repoA", "repoB"] {
            try harness.write("\(repository)/.git/HEAD", "ref: refs/heads/main\n")
            try harness.write("\(repository)/Alerts.swift", Self.copy)
        }
        try harness.write("repoA/Feed.swift", Self.copy.replacingOccurrences(of: "present(_ alert", with: "feed(_ alert"))
        // Something unreadable in the other repository has nothing to do with this run.
        try Data([0xFF, 0xFE, 0x00, 0x01]).write(to: URL(fileURLWithPath: harness.folder + "/repoB/Blob.swift"))
        let one = harness.lintJSON(["repoB/Alerts.swift", "--only", "duplicated_scene_lookup"])
        #expect(one.code == 0, "\(one.errors)")
        #expect(try one.violations() == [])
        let both = harness.lintJSON(["repoA/Alerts.swift", "--only", "duplicated_scene_lookup"])
        #expect(try both.violations() == ["repoA/Alerts.swift:4 duplicated_scene_lookup"])
        let related = (try both.report()["violations"] as! [[String: Any]])[0]["related"] as! [[String: Any]]
        #expect(related.map { $0["file"] as! String } == ["repoA/Feed.swift"])
        // Run over the parent folder, the two repositories are two projects.
        let all = harness.lintJSON([".", "--only", "duplicated_scene_lookup"])
        #expect(try all.violations() == ["repoA/Alerts.swift:4 duplicated_scene_lookup", "repoA/Feed.swift:4 duplicated_scene_lookup"])
    }

    @Test func aMalformedProjectFailsOnlyTheRunsThatDependOnIt() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        try harness.write("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n")
        try harness.write("App/Home.swift", "let x = 1\n")
        try harness.write("Tools/Script.swift", "let y = 2\n")
        let app = harness.lintJSON(["App/Home.swift"])
        #expect(app.code == 3)
        #expect(app.errors.contains("App/App.xcodeproj/project.pbxproj: is not a valid project description (line 4: the file ends inside the { opened on line 3)"))
        let tools = harness.lintJSON(["Tools/Script.swift"])
        #expect(tools.code == 0, "\(tools.errors)")
    }

    @Test func debugProjectPrintsTheModel() throws {
        let harness = try Self.twoApps()
        defer { harness.remove() }
        let run = harness.invoke(["debug", "project"])
        #expect(run.code == 0)
        let model = try #require(try JSONSerialization.jsonObject(with: Data(run.outputBytes)) as? [String: Any])
        #expect(model["roots"] as? [String] == ["."])
        let modules = try #require(model["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as! String } == ["AppA", "AppB", "(default)"])
        #expect(modules.map { $0["files"] as! Int } == [2, 2, 0])
        #expect(modules.map { $0["kind"] as! String } == ["app", "app", "default"])
        #expect((model["problems"] as? [Any])?.isEmpty == true)
    }
}

extension ProjectRulesTests {
    /// An app without scenes whose app delegate sets the root view controller itself, and whose
    /// Info keys still name a main storyboard: the storyboard is loaded and thrown away.

    /// A module whose manifest lists no dependency but whose code imports another module of the
    /// project sees that module (it could not build otherwise): its copy repeats the other's
    /// public accessor. Read from the files' bytes, so naming only the copy's file (as a
    /// pre-commit hook does) gives the same verdict; without the import the two are unrelated.
    @Test(arguments: [true, false])
    func anImportTheManifestLeavesOutStillMakesTheModuleSeeAnother(imports: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shell", targets: [
                .target(name: "Core"),
                .target(name: "Design"),
            ])
            """)
        try harness.write("Sources/Core/Scene.swift", Self.accessor.replacingOccurrences(of: "extension UIWindowScene", with: "public extension UIWindowScene"))
        try harness.write("Sources/Design/Banner.swift", (imports ? "import Core\n" : "") + "import UIKit\n\nenum Banner {}\n")
        try harness.write("Sources/Design/Alerts.swift", Self.copy)
        let expected = imports ? ["Sources/Design/Alerts.swift:4 duplicated_scene_lookup"] : []
        #expect(try harness.lintJSON(["--only", "duplicated_scene_lookup"]).violations() == expected)
        #expect(try harness.lintJSON(["Sources/Design/Alerts.swift", "--only", "duplicated_scene_lookup"]).violations() == expected)
    }
}
