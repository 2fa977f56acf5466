import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `storyboard_plist_leftover` with the project model: an app target whose launch code builds
/// the window (directly or through helpers) while its Info.plist or build settings still name a
/// main storyboard, per build configuration.
@Suite struct StoryboardLeftoverProjectTests {
    @Test func anAppDelegateBuildingItsWindowMakesTheMainStoryboardALeftover() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Self.writeStoryboardApp(in: harness)
        try harness.write("App/AppDelegate.swift", Self.appDelegate())
        let run = harness.lintJSON(["--only", "storyboard_plist_leftover"])
        let violations = try run.report()["violations"] as! [[String: Any]]
        #expect(violations.count == 1)
        #expect(violations.first?["severity"] as? String == "warning")
        #expect((violations.first?["message"] as? String)?.contains("the app delegate sets the window's root view controller in code") == true)
        // Without the code that replaces it, the storyboard is the UI: nothing to report.
        try harness.write("App/AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(try harness.lintJSON(["--only", "storyboard_plist_leftover"]).violations() == [])
    }

    /// Each configuration's Info.plist is the target's, whatever it is named: a main storyboard
    /// left in `Info_Release.plist` is as much a leftover as one in `Info_Debug.plist`, and an
    /// excluded or unnamed plist is not linted.
    @Test func everyConfigurationsInfoPlistIsLinted() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift"], resources: ["App/Main.storyboard"],
                  settings: ["INFOPLIST_FILE": "App/Info_Debug.plist"], releaseSettings: ["INFOPLIST_FILE": "App/Info_Release.plist"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Main.storyboard", "<document/>")
        let plist = Self.mainStoryboardPlist
        try harness.write("App/Info_Debug.plist", plist)
        try harness.write("App/Info_Release.plist", plist)
        try harness.write("App/Stale.plist", plist)
        try harness.write("App/AppDelegate.swift", Self.appDelegate())
        let files = { (run: CLIRun) throws -> [String] in
            (try run.report()["violations"] as! [[String: Any]]).map { $0["file"] as! String }
        }
        #expect(try files(harness.lintJSON(["--only", "storyboard_plist_leftover"])) == ["App/Info_Debug.plist", "App/Info_Release.plist"])
        // A folder named on the command line reports them; a file named alone does not bring them.
        #expect(try files(harness.lintJSON(["--only", "storyboard_plist_leftover", "App"])) == ["App/Info_Debug.plist", "App/Info_Release.plist"])
        #expect(try files(harness.lintJSON(["--only", "storyboard_plist_leftover", "App/AppDelegate.swift"])) == [])
        #expect(try files(harness.lintJSON(["--only", "storyboard_plist_leftover", "--exclude", "App/Info_Release.plist"])) == ["App/Info_Debug.plist"])
    }

    /// A project written on a Mac names `xdrip/Info.plist` for the folder `xDrip`: Xcode finds
    /// it (the Mac's file system ignores case), so the linter does too on a case-sensitive CI
    /// machine — unless two files match, and the setting names neither.
    @Test func anInfoPlistNamedInAnotherCaseIsTheTargets() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["xDrip/AppDelegate.swift"], resources: ["xDrip/Main.storyboard"],
                  settings: ["INFOPLIST_FILE": "xdrip/Supporting Files/Info.plist"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("xDrip/Main.storyboard", "<document/>")
        try harness.write("xDrip/Supporting Files/Info.plist", Self.mainStoryboardPlist)
        try harness.write("xDrip/AppDelegate.swift", Self.appDelegate())
        let files = { (run: CLIRun) throws -> [String] in
            (try run.report()["violations"] as! [[String: Any]]).map { $0["file"] as! String }
        }
        #expect(try files(harness.lintJSON(["--only", "storyboard_plist_leftover"])) == ["xDrip/Supporting Files/Info.plist"])
        #expect(ProjectLoader.sameIgnoringCase("/p/xdrip/Info.plist", among: ["/p/xDrip/Info.plist", "/p/Other/Info.plist"]) == "/p/xDrip/Info.plist")
        #expect(ProjectLoader.sameIgnoringCase("/p/xdrip/Info.plist", among: ["/p/xDrip/Info.plist", "/p/XDRIP/Info.plist"]) == nil)
    }

    /// A framework's Info.plist copied from the app's template still names `Main` (and a scene
    /// configuration with one): UIKit never reads a framework's launch keys, so only the app's
    /// plist is reported, even where the framework's storyboard is missing.
    @Test func aFrameworksInfoPlistIsNoLaunchPlist() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift"], resources: ["App/Main.storyboard"],
                  settings: ["INFOPLIST_FILE": "App/Info.plist"]),
            .init(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/Core.swift"],
                  settings: ["INFOPLIST_FILE": "Core/Info.plist"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Main.storyboard", "<document/>")
        let plist = { (storyboard: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIMainStoryboardFile</key>
            \t<string>\(storyboard)</string>
            </dict>
            </plist>

            """
        }
        try harness.write("App/Info.plist", plist("Main"))
        try harness.write("Core/Info.plist", plist("Launch"))
        try harness.write("Core/Core.swift", "public enum Core {}\n")
        try harness.write("App/AppDelegate.swift", Self.appDelegate())
        let violations = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        #expect(violations.map { $0["file"] as! String } == ["App/Info.plist"])
    }

    /// The launch method hands over to helpers: the root view controller set three calls deep,
    /// or a window of its own made in a helper, still throws the storyboard's window away.
    @Test(arguments: [
        """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            chooseViewControllerToPresent()
            return true
        }
        private func chooseViewControllerToPresent() { chooseScreenToLoad() }
        private func chooseScreenToLoad() { loadLoginOrOverview() }
        private func loadLoginOrOverview() { window?.rootViewController = LoginViewController() }
        """,
        """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            makeWindow()
            return true
        }
        private func makeWindow() {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.makeKeyAndVisible()
        }
        """,
    ])
    func aLaunchHelperBuildingTheWindowMakesTheMainStoryboardALeftover(_ launch: String) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Self.writeStoryboardApp(in: harness)
        try harness.write("App/AppDelegate.swift", Self.appDelegate(launch))
        let violations = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        #expect(violations.count == 1)
        #expect((violations.first?["message"] as? String)?.contains("the app delegate sets the window's root view controller in code") == true)
    }

    /// A root view controller set only in a completion handler (the launch waits for a login
    /// call), or only on one path (`if signedIn { … }` with no `else`), leaves the storyboard's
    /// screen shown until then or on the other path: not a leftover. Set on
    /// the next turn of the main loop (`DispatchQueue.main.async`), or beside the handler, it is.
    @Test(arguments: [
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Api.login(completion: { json in
                if json.isValid {
                    self.window?.rootViewController = UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController()
                } else {
                    self.showSignUp()
                }
            })
            return true
        }
        func showSignUp() {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = SignUpViewController()
            window?.makeKeyAndVisible()
        }
        """, false),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Session.restore { user in
                self.window?.rootViewController = user == nil ? LoginViewController() : HomeViewController()
            }
            return true
        }
        """, false),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            DispatchQueue.main.async {
                self.window?.rootViewController = HomeViewController()
            }
            return true
        }
        """, true),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UIView.transition(with: window!, duration: 0.3, options: .transitionCrossDissolve, animations: {
                self.window?.rootViewController = HomeViewController()
            })
            return true
        }
        """, true),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = HomeViewController()
            Analytics.start { _ in }
            return true
        }
        """, true),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            showHomeIfSignedIn()
            return true
        }
        func showHomeIfSignedIn() {
            if Auth.auth().currentUser != nil {
                window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Home")
            }
        }
        """, false),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            if Auth.auth().currentUser != nil {
                window?.rootViewController = HomeViewController()
            } else {
                window?.rootViewController = LoginViewController()
            }
            return true
        }
        """, true),
        ("""
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            if let window = window {
                window.rootViewController = HomeViewController()
            }
            return true
        }
        """, true),
    ])
    func aRootSetOnlyInACompletionHandlerKeepsTheStoryboard(_ launch: String, isLeftover: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Self.writeStoryboardApp(in: harness)
        try harness.write("App/AppDelegate.swift", Self.appDelegate(launch))
        let violations = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        #expect(violations.count == (isLeftover ? 1 : 0))
    }

    /// An app delegate that only swaps the root view controller of the storyboard's window:
    /// the key is still a leftover, but removing it alone would leave no window, so the
    /// suggestion says to make one first; with a window of its own, just remove the key.
    @Test(arguments: [false, true])
    func theSuggestionMakesTheWindowFirstWhenOnlyTheStoryboardMakesOne(makesWindow: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try Self.writeStoryboardApp(in: harness)
        let window = makesWindow ? "    window = UIWindow(frame: UIScreen.main.bounds)\n" : ""
        try harness.write("App/AppDelegate.swift", Self.appDelegate("""
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            \(window)    window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "main")
                window?.makeKeyAndVisible()
                return true
            }
            """))
        let violations = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        let suggestion = try #require(violations.first?["suggestion"] as? String)
        #expect(violations.count == 1)
        #expect(suggestion.hasPrefix("Make the window in code first") == !makesWindow)
    }

    /// The same for a scene delegate: one that only sets the root view controller of the
    /// storyboard's window keeps the app on that window, so the key goes only after a window is
    /// made in code.
    @Test(arguments: [false, true])
    func aSceneDelegateThatOnlySetsTheRootIsToldToMakeTheWindowFirst(makesWindow: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("App/Info.plist", StoryboardPlistLeftoverRule.plist(sceneStoryboard: true, mainStoryboard: false, marked: false))
        try harness.write("App/Main.storyboard", "<document/>")
        // Made in a local first, as many scene delegates do.
        let window = makesWindow ? "        let made = UIWindow(windowScene: windowScene)\n        window = made\n" : ""
        try harness.write("App/SceneDelegate.swift", """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
            \(window)        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
                    window?.makeKeyAndVisible()
                }
            }

            """)
        let violations = try harness.lintJSON(["--only", "storyboard_plist_leftover"]).report()["violations"] as! [[String: Any]]
        #expect(violations.count == 1)
        let message = try #require(violations.first?["message"] as? String)
        let suggestion = try #require(violations.first?["suggestion"] as? String)
        #expect(message.contains("the scene delegate builds the window in code") == makesWindow, "\(message)")
        #expect(message.contains("sets the window's root view controller in code") == !makesWindow, "\(message)")
        #expect(suggestion.hasPrefix("Make the window in code first") == !makesWindow)
    }

    /// An app delegate (no scenes) holding `members`; by default a launch method that builds its
    /// window in code.
    /// An app target without scenes whose build settings name `Main`, with `Main.storyboard`
    /// among its resources; the app delegate is each test's own.
    static func writeStoryboardApp(in harness: CLIHarness) throws {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift"], resources: ["App/Main.storyboard"],
                  settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]),
        ])
        try harness.write("App.xcodeproj/project.pbxproj", fixture.text())
        try harness.write("App/Main.storyboard", "<document/>")
    }

    /// An Info.plist that names the main storyboard `Main`.
    static let mainStoryboardPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        </dict>
        </plist>

        """

    static func appDelegate(_ members: String = codeBuiltLaunch) -> String {
        let body = members.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n\n\(body)\n}\n"
    }

    static let codeBuiltLaunch = """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        """
}
