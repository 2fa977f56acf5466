import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Project files that are not reported are only read for context, and skipped when their bytes
/// show they cannot add any: the verdict on a reported file must not change.
@Suite struct ProjectScanTests {
    /// Each project file that a reported one depends on spells only one of the words that keep
    /// it from being skipped, so a missing word fails a case.
    private static let sceneProject: [String: String] = [
        "Feature/A.swift": """
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let key = UIApplication.shared.keyWindow
        """,
        "Feature/B.swift": "func b(app: Host) -> UIWindowScene? { app.connectedScenes.first as? UIWindowScene }\n",
        "App/AppDelegate.swift": """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                return true
            }
        }
        """,
        "App/Scenes.swift": "final class Scenes: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
        "Support/UIApplication+Key.swift": "extension UIApplication {\n    var keyWindow: UIWindow? { nil }\n}\n",
        "Support/Plain.swift": "struct Plain { let tabBarHeight: CGFloat = 49 }\n",
    ]

    /// A scene manifest naming a storyboard that exists, while the scene delegate builds its
    /// window in code (`willConnectTo`): a leftover only the unreported Swift file reveals.
    private static let storyboardProject: [String: String] = [
        "App/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneDelegateClassName</key>
                            <string>Scenes</string>
                            <key>UISceneStoryboardFile</key>
                            <string>Main</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """,
        "App/Main.storyboard": "<document/>\n",
        "App/Connect.swift": """
        extension Scenes {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window?.rootViewController = UIViewController()
            }
        }
        """,
    ]

    private func violations(_ harness: CLIHarness, _ paths: [String]) throws -> [String: [[String: Any]]] {
        let output = CLIHarness.rerun(harness, paths + ["--reporter", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(output)) as! [String: Any]
        return Dictionary(grouping: report["violations"] as! [[String: Any]]) { $0["file"] as! String }
    }

    @Test(arguments: [
        ["Feature/A.swift"], ["App/AppDelegate.swift"], ["Feature/A.swift", "App/AppDelegate.swift"], ["Support/Plain.swift"],
        ["App/Info.plist"],
    ])
    func aFileNamedAloneGetsTheVerdictOfAFullRun(paths: [String]) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let files = paths == ["App/Info.plist"] ? ProjectScanTests.storyboardProject : ProjectScanTests.sceneProject
        for (path, text) in files { try harness.write(path, text) }
        let full = try violations(harness, [])
        let partial = try violations(harness, paths)
        for path in paths {
            #expect(full[path] != nil, "\(path) has violations in a full run")
            let expected = try JSONSerialization.data(withJSONObject: full[path] ?? [], options: .sortedKeys)
            let got = try JSONSerialization.data(withJSONObject: partial[path] ?? [], options: .sortedKeys)
            #expect(got == expected, "\(path)")
        }
        #expect(Set(partial.keys).isSubset(of: Set(paths)))
    }

    @Test func byteSearchFindsWordsAnywhere() {
        let text = Array("let a = 1 // connectedScenes\nUIApplication".utf8)
        text.withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.contains(buffer, "connectedScenes"))
            #expect(ByteSearch.contains(buffer, "UIApplication"))
            #expect(ByteSearch.contains(buffer, "let"))
            #expect(!ByteSearch.contains(buffer, "UIApplicationDelegate"))
            #expect(!ByteSearch.contains(buffer, "willConnectTo"))
            #expect(ByteSearch.containsAny(buffer, [.init("nothing"), .init("UIApplication")]))
            #expect(!ByteSearch.containsAny(buffer, [.init("nothing"), .init("window")]))
            #expect(ByteSearch.contains(buffer, "let a = 1 // connectedScenes\nUIApplication"))
            #expect(!ByteSearch.contains(buffer, "let a = 1 // connectedScenes\nUIApplicationX"))
        }
        [UInt8]().withUnsafeBufferPointer { #expect(!ByteSearch.contains($0, "a")) }
    }
}
