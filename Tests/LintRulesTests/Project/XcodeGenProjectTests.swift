import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// XcodeGen projects: targets, sources, settings and Info keys read from `project.yml`, which
/// many apps commit instead of the Xcode project it generates.
@Suite struct XcodeGenProjectTests {
    static let root = "/work/App"

    static func load(_ files: [String: String]) -> Project {
        let contents = files.mapValues { Array($0.utf8) }
        let descriptions = files.keys.filter { $0.hasSuffix("project.yml") || $0.hasSuffix("project.pbxproj") }.map { Self.root + "/" + $0 }
        let plists = files.keys.filter { $0.hasSuffix("Info.plist") }.map { Self.root + "/" + $0 }
        let loader = ProjectLoader(readFile: { path in contents[String(path.dropFirst(Self.root.count + 1))] })
        return loader.load(root: Self.root, descriptions: descriptions, infoPlists: plists)
    }

    static let spec = """
        name: Shop
        include:
          - path: Specs/configs.yml
        options:
          deploymentTarget:
            iOS: "16.0"
        settingGroups:
          phone:
            TARGETED_DEVICE_FAMILY: 1
        targetTemplates:
          Feature:
            type: framework
            platform: iOS
            sources:
              - path: Features/${target_name}
        targets:
          Shop:
            type: application
            platform: iOS
            sources:
              - path: Shop
                excludes: [Legacy, "**/*.md"]
            dependencies:
              - target: Catalog
              - package: Kingfisher
              - sdk: UIKit.framework
            settings:
              groups: [phone]
              configs:
                Debug:
                  INFOPLIST_KEY_UILaunchStoryboardName: LaunchScreen
            info:
              path: Shop/Info.plist
              properties:
                CFBundleDisplayName: Shop
                UIApplicationSceneManifest:
                  UIApplicationSupportsMultipleScenes: false
                  UISceneConfigurations:
                    UIWindowSceneSessionRoleApplication:
                      - UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate
                        UISceneStoryboardFile: Main
          Catalog:
            templates: [Feature]
          Widgets:
            type: app-extension
            platform: [iOS, watchOS]
            sources: [Widgets/$platform]
          ShopTests:
            type: bundle.unit-test
            platform: iOS
            sources: ShopTests
            dependencies: [{target: Shop}]
        """

    @Test func targetsSourcesDependenciesAndSettingsComeFromTheSpec() throws {
        let project = Self.load(["project.yml": Self.spec, "Specs/configs.yml": "configs:\n  Debug: debug\n  Release: release\n"])
        #expect(project.problems.isEmpty)
        #expect(project.modules.map(\.name) == ["Shop", "Catalog", "Widgets_iOS", "Widgets_watchOS", "ShopTests", "(default)"])
        let shop = try #require(project.modules.first)
        #expect(shop.kind == .app && shop.isPhoneOnly && shop.deploymentTarget == "16.0")
        #expect(shop.contains(Self.root + "/Shop/Scenes/SceneDelegate.swift"))
        #expect(!shop.contains(Self.root + "/Shop/Legacy/Old.swift"))
        #expect(shop.dependsOn == ["Catalog", "Kingfisher"])
        #expect(shop.infoPlists == [Self.root + "/Shop/Info.plist"])
        let catalog = try #require(project.modules.first { $0.name == "Catalog" })
        #expect(catalog.kind == .framework && catalog.contains(Self.root + "/Features/Catalog/List.swift"))
        #expect(project.modules[3].contains(Self.root + "/Widgets/watchOS/Widget.swift"))
        #expect(project.modules[3].deploymentTarget == nil)
        #expect(project.modules[4].kind == .test && project.modules[4].dependsOn == ["Shop"])
        // The app sees the framework it depends on.
        #expect(project.visibleModules()[0] == [0, 1])
    }

    @Test func infoPropertiesAndInfoKeySettingsAreTheAppsKeysWithTheirLines() throws {
        let project = Self.load(["project.yml": Self.spec])
        let keys = try #require(project.modules.first?.infoKeys)
        #expect(keys["CFBundleDisplayName"] == .string("Shop"))
        #expect(keys.usesScenes && !keys.mayHaveSeveralScenes)
        let manifest = try #require(keys.entries["UIApplicationSceneManifest"]?.first)
        #expect(manifest.file == Self.root + "/project.yml" && manifest.line == 36 && !manifest.isBuildSetting)
        #expect(keys.storyboardReferences.map(\.name) == ["Main"])
        let launch = try #require(keys.entries["UILaunchStoryboardName"]?.first)
        #expect(launch.isBuildSetting && launch.line == 31)
    }

    /// With no `info` and no `INFOPLIST_FILE`, XcodeGen takes the first Info.plist in the sources.
    @Test func anInfoPlistAmongTheSourcesIsTheTargets() throws {
        let spec = "targets:\n  Notes:\n    type: application\n    platform: iOS\n    sources: [Notes]\n"
        let plist = SceneActivationFallbackRule.sceneManifest(multipleScenes: true)
        let project = Self.load(["project.yml": spec, "Notes/Support/Info.plist": plist, "Other/Info.plist": plist])
        let notes = try #require(project.modules.first)
        #expect(notes.infoPlists == [Self.root + "/Notes/Support/Info.plist"])
        #expect(notes.infoKeys?.mayHaveSeveralScenes == true)
    }

    @Test func aSpecBesideACommittedProjectGivesWayAndOtherYAMLIsNoSpec() {
        let pbxproj = XcodeProjectFixture(targets: [.init(name: "Shop", sources: ["Shop/A.swift"])]).text()
        let beside = Self.load(["project.yml": Self.spec, "Shop.xcodeproj/project.pbxproj": pbxproj])
        #expect(beside.modules.map(\.descriptionFile) == [Self.root + "/Shop.xcodeproj/project.pbxproj", nil])
        let other = Self.load(["project.yml": "version: 2\njobs:\n  build:\n    steps: [checkout]\n"])
        #expect(other.modules.map(\.name) == ["(default)"] && other.problems.isEmpty)
    }

    @Test func aBrokenSpecIsOneProblemAndAMissingIncludeANote() {
        let broken = Self.load(["project.yml": "targets:\n  App: {type: application, sources: [App\n"])
        #expect(broken.problems.count == 1 && broken.problems.first?.path == Self.root + "/project.yml")
        #expect(broken.modules.map(\.name) == ["(default)"])
        let missing = Self.load(["project.yml": "include: [Missing.yml]\ntargets:\n  App:\n    type: application\n"])
        #expect(missing.modules.map(\.name) == ["App", "(default)"])
        #expect(missing.notes.map(\.message).first?.contains("Missing.yml") == true)
    }

    /// The whole run: a single-scene XcodeGen app is not told `.first` picks any scene, and a
    /// storyboard its spec names but nobody committed is reported at the spec's line.
    @Test func aSingleSceneXcodeGenAppAndItsStoryboardKey() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        try harness.write("project.yml", Self.spec)
        try harness.write("Shop/Top.swift", """
            import UIKit
            let any = UIApplication.shared.connectedScenes.first as? UIWindowScene

            """)
        let run = harness.lintJSON(["--only", "scene_activation_fallback,storyboard_plist_leftover"])
        #expect(try run.violations() == ["project.yml:36 storyboard_plist_leftover"])
    }
    /// An alert window made in a framework the app links: the scene delegate is the app's, which
    /// the framework does not see, and the window is still never shown.
    @Test func aSecondaryWindowInALinkedFrameworkOfAnAppWithScenes() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        try harness.write("project.yml", """
            name: Wallet
            targets:
              Wallet:
                type: application
                platform: iOS
                sources: [Wallet]
                dependencies: [{target: Core}]
                info:
                  path: Wallet/Info.plist
                  properties:
                    UIApplicationSceneManifest:
                      UISceneConfigurations:
                        UIWindowSceneSessionRoleApplication:
                          - UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate
              Core:
                type: framework
                platform: iOS
                sources: [Core]
            """)
        try harness.write("Wallet/SceneDelegate.swift", """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            """)
        let alert = """
            import UIKit
            private var alertWindow: UIWindow?
            extension UIAlertController {
                func showOnTop() {
                    alertWindow = UIWindow(frame: UIScreen.main.bounds)
                    alertWindow?.rootViewController = UIViewController()
                    alertWindow?.isHidden = false
                    alertWindow?.rootViewController?.present(self, animated: true)
                }
            }

            """
        try harness.write("Core/UIAlertController+Top.swift", alert)
        let run = harness.lintJSON(["--only", "window_without_scene"])
        #expect(try run.violations() == ["Core/UIAlertController+Top.swift:5 window_without_scene"])

        // A framework of an app without scenes: its windows are shown as they are.
        try harness.write("Wallet/SceneDelegate.swift", "import UIKit\n")
        try harness.write("project.yml", try String(contentsOfFile: harness.folder + "/project.yml", encoding: .utf8)
            .replacingOccurrences(of: "UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate", with: "UISceneConfigurationName: Default"))
        #expect(try harness.lintJSON(["--only", "window_without_scene"]).violations().isEmpty)
    }
}
