import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Tuist projects: targets, sources and Info keys read from `Project.swift` and its helpers,
/// which many apps commit instead of an Xcode project.
@Suite struct TuistProjectTests {
    static let root = "/work/App"

    static func load(_ files: [String: String]) -> Project {
        let contents = files.mapValues { Array($0.utf8) }
        let paths = files.keys.map { Self.root + "/" + $0 }
        let loader = ProjectLoader(readFile: { path in contents[String(path.dropFirst(Self.root.count + 1))] })
        return loader.load(root: Self.root, descriptions: paths)
    }

    static let appManifest = """
        import ProjectDescription

        let project = Project(
            name: "Shop",
            targets: [
                .target(
                    name: "Shop",
                    destinations: [.iPhone],
                    product: .app,
                    bundleId: "com.example.shop",
                    deploymentTargets: .iOS("17.0"),
                    infoPlist: .extendingDefault(
                        with: [
                            "CFBundleDisplayName": "Shop",
                            "UIApplicationSceneManifest": [
                                "UIApplicationSupportsMultipleScenes": false,
                                "UISceneConfigurations": [
                                    "UIWindowSceneSessionRoleApplication": [
                                        ["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"],
                                    ],
                                ],
                            ],
                        ]
                    ),
                    sources: .glob("Shop/Sources/**", excluding: ["Shop/Sources/Legacy/**"]),
                    dependencies: [
                        .project(target: "Catalog", path: "Feature/Catalog"),
                        .external(name: "Kingfisher"),
                    ]
                ),
                .target(
                    name: "ShopTests",
                    destinations: .iOS,
                    product: .unitTests,
                    bundleId: "com.example.shop.tests",
                    infoPlist: .default,
                    sources: ["Shop/Tests/**"],
                    dependencies: [.target(name: "Shop")]
                ),
            ]
        )
        """

    @Test func targetsSourcesDependenciesAndDevicesComeFromTheManifest() throws {
        let catalog = """
            import ProjectDescription
            let project = Project(name: "Catalog", targets: [
                .target(name: "Catalog", destinations: .iOS, product: .staticFramework, bundleId: "c",
                        sources: ["Sources/**/*.swift"]),
            ])
            """
        let project = Self.load(["Project.swift": Self.appManifest, "Feature/Catalog/Project.swift": catalog])
        #expect(project.problems.isEmpty)
        #expect(project.modules.map(\.name) == ["Catalog", "Shop", "ShopTests", "(default)"])
        let shop = try #require(project.modules.first { $0.name == "Shop" })
        #expect(shop.kind == .app && shop.isPhoneOnly && shop.deploymentTarget == "17.0")
        #expect(shop.contains(Self.root + "/Shop/Sources/App/SceneDelegate.swift"))
        #expect(!shop.contains(Self.root + "/Shop/Sources/Legacy/Old.swift"))
        #expect(!shop.contains(Self.root + "/Shop/Tests/ShopTests.swift"))
        #expect(shop.dependsOn == ["Catalog", "Kingfisher"])
        let tests = try #require(project.modules.first { $0.name == "ShopTests" })
        #expect(tests.kind == .test && !tests.isPhoneOnly && tests.dependsOn == ["Shop"])
        #expect(project.modules.first { $0.name == "Catalog" }?.contains(Self.root + "/Feature/Catalog/Sources/List/ListView.swift") == true)
        // The app imports the framework of the other manifest.
        let visible = project.visibleModules()[1]
        #expect(visible == [0, 1])
    }

    @Test func targetsListedAsAnEnumAreReadBranchByBranch() throws {
        let manifest = #"""
            import ProjectDescription

            enum ReaderTarget: String, CaseIterable {
                case app = "Reader"
                case tests = "ReaderTests"
                case widgets

                var target: Target {
                    switch self {
                    case .app:
                        return .target(name: rawValue, destinations: .iOS, product: .app, bundleId: "r",
                                       infoPlist: .file(path: "\(rawValue)/Info.plist"), sources: ["\(rawValue)/Sources/**"])
                    case .tests:
                        return .target(name: rawValue, destinations: .iOS, product: .unitTests, bundleId: "r.t",
                                       sources: ["Tests/**"], dependencies: [.target(name: ReaderTarget.app.rawValue)])
                    case .widgets:
                        return .target(name: rawValue, destinations: .iOS, product: .appExtension, bundleId: "r.w",
                                       sources: ["Widgets/**"])
                    }
                }
            }

            let project = Project(name: "Reader", targets: ReaderTarget.allCases.map(\.target))
            """#
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UIApplicationSceneManifest</key>
                <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
            </dict></plist>
            """
        let project = Self.load(["Project.swift": manifest, "Reader/Info.plist": plist])
        #expect(project.modules.map(\.name) == ["Reader", "ReaderTests", "widgets", "(default)"])
        let app = try #require(project.modules.first { $0.name == "Reader" })
        #expect(app.kind == .app && app.contains(Self.root + "/Reader/Sources/Scenes/SceneDelegate.swift"))
        let keys = try #require(app.infoKeys)
        #expect(keys.usesScenes && !keys.mayHaveSeveralScenes)
        #expect(project.modules.first { $0.name == "ReaderTests" }?.kind == .test)
    }

    @Test func infoKeysWrittenInTheManifestAreTheAppsWithTheirLines() throws {
        let project = Self.load(["Project.swift": Self.appManifest])
        let keys = try #require(project.modules.first { $0.name == "Shop" }?.infoKeys)
        #expect(keys["CFBundleDisplayName"] == .string("Shop"))
        #expect(keys.usesScenes && !keys.mayHaveSeveralScenes)
        let entry = try #require(keys.entries["UIApplicationSceneManifest"]?.first)
        #expect(entry.file == Self.root + "/Project.swift" && entry.line == 15 && !entry.isBuildSetting)
        guard case let .dictionary(roles)? = keys["UIApplicationSceneManifest"]?["UISceneConfigurations"],
              case let .array(configurations)? = roles["UIWindowSceneSessionRoleApplication"] else {
            Issue.record("the scene configurations were not read")
            return
        }
        #expect(configurations.first?["UISceneDelegateClassName"] == .string("$(PRODUCT_MODULE_NAME).SceneDelegate"))
        // `.default` keys are Tuist's, which tablint does not model: unknown, not empty.
        #expect(project.modules.first { $0.name == "ShopTests" }?.infoKeys == nil)
    }

    @Test func infoDictionariesNamedByHelpersAreFollowed() throws {
        let helper = """
            import ProjectDescription

            public let uiKitPlist: [String: Plist.Value] = [
                "UILaunchStoryboardName": "LaunchScreen",
                "UIApplicationSceneManifest": [
                    "UIApplicationSupportsMultipleScenes": .boolean(true),
                ],
            ]

            public extension InfoPlist {
                static var app: InfoPlist {
                    .extendingDefault(with: uiKitPlist.merging(["CFBundleVersion": "7"]) { _, new in new })
                }
            }

            public extension Project {
                static func makeModule(name: String, product: Product, infoPlist: InfoPlist = .default) -> Project {
                    Project(name: name, targets: [])
                }
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(name: "Diary", product: .app, infoPlist: .app)
            """
        let project = Self.load([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": helper,
            "App/Project.swift": manifest,
            "App/Modules/Core/Project.swift": "import ProjectDescription\nlet project = Project.makeModule(name: \"Core\", product: .framework)\n",
        ])
        let diary = try #require(project.modules.first { $0.name == "Diary" })
        let keys = try #require(diary.infoKeys)
        #expect(keys["CFBundleVersion"] == .string("7") && keys.mayHaveSeveralScenes)
        #expect(keys.entries["UILaunchStoryboardName"]?.first?.file == Self.root + "/Tuist/ProjectDescriptionHelpers/Project+Module.swift")
        // A helper's target holds its manifest's folder, but not another manifest's below it.
        #expect(diary.contains(Self.root + "/App/Sources/SceneDelegate.swift"))
        #expect(!diary.contains(Self.root + "/App/Modules/Core/Sources/Cache.swift"))
        #expect(project.modules.first { $0.name == "Core" }?.contains(Self.root + "/App/Modules/Core/Sources/Cache.swift") == true)
    }

    @Test func anInfoPlistFileIsReadAndAModelNamedProjectIsNotAManifest() throws {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "Notes", targets: [
                Target(name: "Notes", platform: .iOS, product: .app, bundleId: "n",
                       deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone),
                       infoPlist: .file(path: "Support/Info.plist"), sources: "Sources/**"),
            ])
            """
        let plist = SceneActivationFallbackRule.sceneManifest(multipleScenes: false)
        let model = "struct Project { var name: String; var product: String }\nlet sample = Project(name: \"A\", product: \"app\")\n"
        let project = Self.load(["Project.swift": manifest, "Support/Info.plist": plist, "Sources/Model/Project.swift": model])
        #expect(project.modules.map(\.name) == ["Notes", "(default)"])
        let notes = try #require(project.modules.first)
        #expect(notes.isPhoneOnly && notes.deploymentTarget == "15.0")
        #expect(notes.infoPlists == [Self.root + "/Support/Info.plist"])
        #expect(notes.infoKeys?.usesScenes == true && notes.infoKeys?.mayHaveSeveralScenes == false)
    }

    @Test func aManifestBesideACommittedXcodeProjectGivesWayToIt() {
        let pbxproj = XcodeProjectFixture(targets: [.init(name: "Shop", sources: ["Shop/Sources/A.swift"])]).text()
        let project = Self.load(["Project.swift": Self.appManifest, "Shop.xcodeproj/project.pbxproj": pbxproj])
        #expect(project.modules.map(\.descriptionFile) == [Self.root + "/Shop.xcodeproj/project.pbxproj", nil])
    }

    /// A helper called without a product makes the targets its body spells, with the call's
    /// strings in its interpolations and the calling manifest's folder for its paths.
    @Test func targetsMadeByAHelperOfTheProjectAreExpanded() throws {
        let helper = """
            import ProjectDescription

            extension Project {
                public static func makeFeatureModule(name: String, includeDemo: Bool) -> Project {
                    var targets: [Target] = [
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "f",
                                infoPlist: "Targets/\\(name)/Info.plist", sources: ["Targets/\\(name)/Sources/**"]),
                    ]
                    if includeDemo {
                        targets.append(.target(name: "\\(name)Demo", destinations: [.iPhone], product: .app, bundleId: "d",
                                               infoPlist: "Targets/Demo/Info.plist", sources: ["Targets/Demo/Sources/**"],
                                               dependencies: [.project(target: "\\(name)", path: "./")]))
                    }
                    return Project(name: name, targets: targets)
                }
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let name = "Home"
            let project = Project.makeFeatureModule(name: name, includeDemo: true)
            """
        let plist = SceneActivationFallbackRule.sceneManifest(multipleScenes: false)
        let project = Self.load(["Tuist/ProjectDescriptionHelpers/Project+Templates.swift": helper,
                                 "Modules/Home/Project.swift": manifest, "Modules/Home/Targets/Demo/Info.plist": plist])
        #expect(project.modules.map(\.name) == ["Home", "HomeDemo", "(default)"])
        let home = try #require(project.modules.first)
        #expect(home.kind == .framework && home.contains(Self.root + "/Modules/Home/Targets/Home/Sources/HomeView.swift"))
        let demo = try #require(project.modules.dropFirst().first)
        #expect(demo.kind == .app && demo.isPhoneOnly && demo.dependsOn == ["Home"])
        #expect(demo.contains(Self.root + "/Modules/Home/Targets/Demo/Sources/SceneDelegate.swift"))
        #expect(demo.infoPlists == [Self.root + "/Modules/Home/Targets/Demo/Info.plist"])
        #expect(demo.infoKeys?.usesScenes == true && demo.infoKeys?.mayHaveSeveralScenes == false)
    }

    /// A helper's flags decide which of its targets a manifest gets: a `Bool` the call turns off,
    /// a set of kinds given by the call or by the parameter's default. Its targets' buildable
    /// folders hold their files.
    @Test(arguments: [
        ("includeDemo: false, kinds: Set([.framework])", ["Home", "(default)"]),
        ("includeDemo: true, kinds: Set([.framework])", ["Home", "HomeDemo", "(default)"]),
        ("includeDemo: true", ["Home", "HomeDemo", "HomeTests", "(default)"]),
        ("includeDemo: true, kinds: [.framework, .tests]", ["Home", "HomeDemo", "HomeTests", "(default)"]),
    ])
    func flagsOfAHelperDecideItsTargets(arguments: String, expected: [String]) throws {
        let helper = """
            import ProjectDescription

            public enum Kind { case framework, tests }

            extension Project {
                public static func makeFeatureModule(name: String, includeDemo: Bool, kinds: Set<Kind> = Set([.framework, .tests])) -> Project {
                    var targets: [Target] = [
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "f", buildableFolders: ["Sources"]),
                    ]
                    if includeDemo {
                        targets.append(.target(name: "\\(name)Demo", destinations: [.iPhone], product: .app, bundleId: "d",
                                               sources: ["Demo/**"]))
                    }
                    if kinds.contains(.tests) {
                        targets.append(.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "t",
                                               buildableFolders: ["Tests"]))
                    }
                    return Project(name: name, targets: targets)
                }
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeFeatureModule(name: "Home", \(arguments))
            """
        let project = Self.load(["Tuist/ProjectDescriptionHelpers/Project+Templates.swift": helper, "Modules/Home/Project.swift": manifest])
        #expect(project.modules.map(\.name) == expected)
        let home = try #require(project.modules.first)
        #expect(home.contains(Self.root + "/Modules/Home/Sources/HomeView.swift"))
        #expect(!home.contains(Self.root + "/Modules/Home/Tests/HomeTests.swift"))
    }

    /// Tuist 4's buildable folders (`buildableFolders: ["Sources"]`) hold every file below them.
    @Test func buildableFoldersHoldTheirFiles() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "Shop", targets: [
                .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "s", buildableFolders: ["Shop/Sources", "Shop/Shared"]),
            ])
            """
        let project = Self.load(["Project.swift": manifest])
        let shop = try #require(project.modules.first)
        #expect(shop.name == "Shop")
        #expect(shop.contains(Self.root + "/Shop/Sources/App.swift") && shop.contains(Self.root + "/Shop/Shared/Deep/Tab.swift"))
        #expect(!shop.contains(Self.root + "/Tools/Script.swift"))
    }

    /// A label with no value (`product:)`) is read as nothing, not past the call.
    @Test func anArgumentWithoutAValueIsNoCrash() {
        let project = Self.load(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", sources: [\"S/**\"], product:)])\n"])
        #expect(project.modules.map(\.name) == ["A", "(default)"])
        #expect(project.modules.first?.productType == "")
    }

    @Test func aTruncatedManifestIsOneProblem() {
        let project = Self.load(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\""])
        #expect(project.problems.map(\.message).first?.contains("not balanced") == true)
        #expect(project.modules.map(\.name) == ["(default)"])
    }

    /// The held-out Tuist app: its single scene is declared in `Project.swift`, so `.first` is
    /// that scene, and only an active-scene lookup without a fallback is left to report.
    @Test(arguments: [false, true])
    func connectedScenesFirstIsFineInASingleSceneTuistApp(multipleScenes: Bool) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".git/HEAD", "ref: refs/heads/main\n")
        try harness.write("Project.swift", Self.appManifest
            .replacingOccurrences(of: "destinations: [.iPhone]", with: "destinations: .iOS")
            .replacingOccurrences(of: "\"UIApplicationSupportsMultipleScenes\": false", with: "\"UIApplicationSupportsMultipleScenes\": \(multipleScenes)"))
        try harness.write("Shop/Sources/Top.swift", """
            import UIKit
            let any = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let active = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene

            """)
        let run = harness.lintJSON(["--only", "scene_activation_fallback"])
        let expected = (multipleScenes ? ["Shop/Sources/Top.swift:2 scene_activation_fallback"] : []) + ["Shop/Sources/Top.swift:3 scene_activation_fallback"]
        #expect(try run.violations() == expected)
    }
}
