import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel

/// The project model read from project descriptions the tests write themselves.
@Suite struct ProjectModelTests {
    static let root = "/work/App"

    /// Loads one `App.xcodeproj` (and whatever else is in `files`) from memory.
    static func load(_ fixture: XcodeProjectFixture, files: [String: String] = [:], descriptions extra: [String] = []) -> Project {
        var contents = files.mapValues { Array($0.utf8) }
        let pbxproj = root + "/App.xcodeproj/project.pbxproj"
        contents[pbxproj] = Array(fixture.text().utf8)
        let loader = ProjectLoader(readFile: { contents[$0] })
        return loader.load(root: root, descriptions: [pbxproj] + extra)
    }

    static func module(_ project: Project, _ name: String) -> Module? {
        project.modules.first { $0.name == name }
    }

    /// A project made on macOS names `SwiftProject/` a folder that is `swiftProject`: Xcode finds it,
    /// and so does the model, when nothing matches the case exactly.
    @Test func aFileMatchesItsTargetWhateverTheCaseOfItsFolders() {
        var app = Module(name: "App", kind: .app, productType: "", descriptionFile: "/p/App.xcodeproj/project.pbxproj")
        app.files = ["/p/SwiftProject/AppDelegate.swift"]
        app.folders = [SynchronizedFolder(path: "/p/SwiftProject/Views")]
        app.foldCase()
        let project = Project(root: "/p", modules: [app, Module(name: "(default)", kind: .default, productType: "", descriptionFile: nil)])
        #expect(project.modules(containing: "/p/swiftProject/AppDelegate.swift") == [0])
        #expect(project.modules(containing: "/p/swiftproject/views/Home.swift") == [0])
        #expect(project.modules(containing: "/p/Other/AppDelegate.swift") == [1])
    }

    @Test func classicGroupsGiveEachFileItsPath() throws {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/AppDelegate.swift", "App/Views/Home.swift", "Shared/Theme.swift"]),
        ], pathlessGroupFiles: [])
        let project = Self.load(fixture)
        let app = try #require(Self.module(project, "App"))
        #expect(app.kind == .app)
        #expect(app.files == ["\(Self.root)/App/AppDelegate.swift", "\(Self.root)/App/Views/Home.swift", "\(Self.root)/Shared/Theme.swift"])
        #expect(project.modules(containing: "\(Self.root)/App/Views/Home.swift") == [0])
        // A file no target names is in the default module (the last one).
        #expect(project.modules(containing: "\(Self.root)/Scripts/Tool.swift") == [project.defaultModule])
        #expect(project.problems.isEmpty)
    }

    @Test func aGroupWithoutAFolderKeepsItsParentsFolder() throws {
        var fixture = XcodeProjectFixture(targets: [.init(name: "App", sources: ["App/AppDelegate.swift"])])
        fixture.pathlessGroupFiles = ["App/Util.swift"]
        fixture.targets[0].sources.append("App/Util.swift")
        let app = try #require(Self.module(Self.load(fixture), "App"))
        #expect(app.files.contains("\(Self.root)/App/Util.swift"))
    }

    @Test func synchronizedFoldersHoldEveryFileButTheExceptions() throws {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", synchronizedFolders: [(path: "App", exceptions: ["Preview Content/Mock.swift"])]),
            .init(name: "Widget", productType: "com.apple.product-type.app-extension",
                  synchronizedFolders: [(path: "Widget", exceptions: [])]),
        ])
        let project = Self.load(fixture)
        let app = try #require(Self.module(project, "App"))
        #expect(app.contains("\(Self.root)/App/Feature/List.swift"))
        #expect(!app.contains("\(Self.root)/App/Preview Content/Mock.swift"))
        #expect(!app.contains("\(Self.root)/Widget/Widget.swift"))
        #expect(Self.module(project, "Widget")?.kind == .appExtension)
        #expect(project.modules(containing: "\(Self.root)/Widget/Widget.swift") == [1])
    }

    @Test func anExceptionSetOfAnotherTargetsFolderAddsFilesToThisOne() throws {
        var fixture = XcodeProjectFixture(targets: [
            .init(name: "App", synchronizedFolders: [(path: "App", exceptions: ["Share/ShareViewController.swift"])]),
            .init(name: "Share", productType: "com.apple.product-type.app-extension"),
            .init(name: "Launcher", productType: "com.apple.product-type.application"),
        ])
        fixture.targets[1].synchronizedAdditions = [(folder: "App", files: ["Share/ShareViewController.swift"])]
        // A folder no target owns, whose one file a target takes.
        fixture.targets[2].synchronizedAdditions = [(folder: "Launcher", files: ["LauncherAppDelegate.swift"])]
        let project = Self.load(fixture)
        #expect(project.modules(containing: "\(Self.root)/App/Share/ShareViewController.swift") == [1])
        #expect(project.modules(containing: "\(Self.root)/App/Home.swift") == [0])
        #expect(project.modules(containing: "\(Self.root)/Launcher/LauncherAppDelegate.swift") == [2])
        #expect(project.modules(containing: "\(Self.root)/Launcher/Other.swift") == [project.defaultModule])
    }

    @Test func settingsExpandVariablesConditionsAndPlatforms() throws {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/A.swift"], settings: [
                "MAIN_STORYBOARD": "Main", "INFOPLIST_KEY_UIMainStoryboardFile": "$(MAIN_STORYBOARD)",
                "INFOPLIST_FILE": "$(SRCROOT)/$(TARGET_NAME)/Info.plist",
            ], xcconfig: "App.xcconfig"),
            .init(name: "Watch", productType: "com.apple.product-type.application", sources: ["Watch/W.swift"],
                  settings: ["SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "9.0", "IPHONEOS_DEPLOYMENT_TARGET": "16.4"]),
        ])
        let files = ["\(Self.root)/App.xcconfig": "INFOPLIST_KEY_UILaunchStoryboardName[sdk=iphoneos*] = Launch\nDEAD_CODE_STRIPPING[sdk=watchos*] = NO\n"]
        let project = Self.load(fixture, files: files)
        let app = try #require(Self.module(project, "App"))
        #expect(app.infoPlist == "\(Self.root)/App/Info.plist")
        #expect(app.infoKeys?["UIMainStoryboardFile"] == .string("Main"))
        #expect(app.infoKeys?["UILaunchStoryboardName"] == .string("Launch"))
        // Debug and Release set the same value: one place.
        #expect(app.infoKeys?.entries["UIMainStoryboardFile"]?.count == 1)
        #expect(Self.module(project, "Watch")?.deploymentTarget == "9.0")
    }

    @Test func aFileInTwoTargetsBelongsToEach() {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/A.swift", "Shared/Lookup.swift"]),
            .init(name: "AppLite", sources: ["Lite/B.swift", "Shared/Lookup.swift"]),
        ])
        let project = Self.load(fixture)
        #expect(project.modules(containing: "\(Self.root)/Shared/Lookup.swift") == [0, 1])
        #expect(project.modules(containing: "\(Self.root)/Lite/B.swift") == [1])
    }

    @Test func dependenciesMakeCodeVisibleButEmbeddedExtensionsDoNot() {
        let fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/A.swift"], dependencies: ["Core", "Share", "Clip"]),
            .init(name: "Core", productType: "com.apple.product-type.framework", sources: ["Core/C.swift"]),
            .init(name: "Share", productType: "com.apple.product-type.app-extension", sources: ["Share/S.swift"], dependencies: ["Core"]),
            .init(name: "AppTests", productType: "com.apple.product-type.bundle.unit-test", sources: ["Tests/T.swift"], dependencies: ["App"]),
            // An App Clip the app embeds: an app of its own (its `@main` SwiftUI `App` is not the app's).
            .init(name: "Clip", productType: "com.apple.product-type.application.on-demand-install-capable", sources: ["Clip/ClipApp.swift"]),
        ])
        let project = Self.load(fixture)
        let visible = project.visibleModules()
        #expect(visible[0] == [0, 1])
        #expect(visible[2] == [2, 1])
        #expect(visible[3] == [3, 0, 1])
        #expect(project.modules[4].kind == .app)
        #expect(visible[project.defaultModule] == Set(project.modules.indices))
    }

    @Test func settingsComeFromTheXcconfigChainThenTheTarget() throws {
        var fixture = XcodeProjectFixture(targets: [
            .init(name: "App", sources: ["App/A.swift"],
                  settings: ["INFOPLIST_FILE": "App/Info.plist", "INFOPLIST_KEY_UILaunchStoryboardName": "Launch"],
                  xcconfig: "Config/App.xcconfig"),
        ])
        fixture.targets[0].resources = ["App/Main.storyboard"]
        let files = [
            "\(Self.root)/Config/App.xcconfig": "#include \"Base.xcconfig\"\n// the storyboard\nINFOPLIST_KEY_UIMainStoryboardFile = Main\n",
            "\(Self.root)/Config/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES\n",
            "\(Self.root)/App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>CFBundleName</key>
                \t<string>App</string>
                </dict>
                </plist>
                """,
        ]
        let app = try #require(Self.module(Self.load(fixture, files: files), "App"))
        #expect(app.deploymentTarget == "16.0")
        #expect(app.infoPlist == "\(Self.root)/App/Info.plist")
        #expect(app.resources == ["\(Self.root)/App/Main.storyboard"])
        let keys = try #require(app.infoKeys)
        #expect(keys["CFBundleName"] == .string("App"))
        #expect(keys["UILaunchStoryboardName"] == .string("Launch"))
        let storyboard = try #require(keys.entries["UIMainStoryboardFile"]?.first)
        #expect(storyboard.value == .string("Main"))
        #expect(storyboard.file == "\(Self.root)/Config/App.xcconfig" && storyboard.line == 3 && storyboard.isBuildSetting)
        #expect(keys.usesScenes && keys.mayHaveSeveralScenes)
    }

    @Test func aMissingFileReferenceIsANoteAndTheRestIsRead() throws {
        var fixture = XcodeProjectFixture(targets: [.init(name: "App", sources: ["App/A.swift"])])
        fixture.danglingReference = true
        let project = Self.load(fixture)
        #expect(Self.module(project, "App")?.files == ["\(Self.root)/App/A.swift"])
        #expect(project.problems.isEmpty)
        #expect(project.notes.contains { $0.message.contains("FFFFFFFFFFFFFFFFFFFFFFFF") })
    }

    @Test(arguments: [
        ("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup;", "line 4: the file ends inside the { opened on line 4"),
        ("{ objects = { }; rootObject = X; } trailing", "unexpected text after the end"),
        ("{ archiveVersion = 1; }", "not an Xcode project"),
        ("{ objects = { A = \"never closed; }; }", "a quoted string is never closed"),
    ])
    func aMalformedProjectIsOneProblemAndTheDefaultModuleRemains(text: String, message: String) {
        let path = Self.root + "/App.xcodeproj/project.pbxproj"
        let project = ProjectLoader(readFile: { _ in Array(text.utf8) }).load(root: Self.root, descriptions: [path])
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.path == path)
        #expect(project.problems.first?.message.contains(message) == true, "\(project.problems)")
        #expect(project.modules.map(\.kind) == [.default])
    }

    @Test func deepNestingIsAProblemNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: ProjectFileError.self) { try OldStylePlist(bytes: Array(text.utf8)) }
    }

    @Test func packageManifestsReadTargetsPathsAndDependencies() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let publicTargets = ["Core", "UI"]

            let package = Package(
                name: "Kit",
                products: [.library(name: "KitDynamic", type: .dynamic, targets: publicTargets)],
                targets: [
                    .target(name: "Core", path: "Code/Core", exclude: ["Legacy"]),
                    .target(name: "UI", dependencies: ["Core", .product(name: "Nuke", package: "Nuke")]),
                    .executableTarget(name: "Tool", dependencies: [.target(name: "Core")], sources: ["main.swift"]),
                    .testTarget(name: "CoreTests", dependencies: [.byName(name: "Core")]),
                ]
            )
            """
        let path = Self.root + "/Kit/Package.swift"
        let fixture = XcodeProjectFixture(targets: [.init(name: "App", sources: ["App/A.swift"], dependencies: [])])
        var project = Self.load(fixture, files: [path: manifest], descriptions: [path])
        project.modules[0].dependsOn = ["KitDynamic"]
        let names = project.modules.map(\.name)
        #expect(names == ["App", "Core", "UI", "Tool", "CoreTests", "(default)"])
        let core = try #require(Self.module(project, "Core"))
        #expect(core.contains("\(Self.root)/Kit/Code/Core/Model.swift"))
        #expect(!core.contains("\(Self.root)/Kit/Code/Core/Legacy/Old.swift"))
        #expect(Self.module(project, "UI")?.contains("\(Self.root)/Kit/Sources/UI/View.swift") == true)
        #expect(Self.module(project, "UI")?.dependsOn == ["Core", "Nuke"])
        let tool = try #require(Self.module(project, "Tool"))
        #expect(tool.contains("\(Self.root)/Kit/Sources/Tool/main.swift") && !tool.contains("\(Self.root)/Kit/Sources/Tool/Other.swift"))
        #expect(Self.module(project, "CoreTests")?.kind == .test)
        #expect(Self.module(project, "CoreTests")?.contains("\(Self.root)/Kit/Tests/CoreTests/T.swift") == true)
        // The app links the dynamic product, so it sees both targets the product bundles.
        #expect(project.visibleModules()[0] == [0, 1, 2])
    }

    @Test func aTruncatedManifestIsAProblem() {
        let path = Self.root + "/Package.swift"
        let text = "import PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Core\""
        let project = ProjectLoader(readFile: { _ in Array(text.utf8) }).load(root: Self.root, descriptions: [path])
        #expect(project.problems.first?.message.contains("not balanced") == true)
    }

    /// A target's own source file named `Package.swift` (macros, a `Package` model) is no
    /// manifest: it neither adds modules nor makes the run fail.
    @Test func aSourceFileNamedPackageIsNoManifest() {
        let path = Self.root + "/Kit/Sources/Kit/Package.swift"
        let text = "@attached(accessor)\npublic macro Stored(_ key: String) = #externalMacro(module: \"KitMacros\", type: \"StoredMacro\")\n"
        let project = ProjectLoader(readFile: { _ in Array(text.utf8) }).load(root: Self.root, descriptions: [path])
        #expect(project.problems.isEmpty)
        #expect(project.modules.map(\.name) == ["(default)"])
    }

    @Test func preprocessedInfoPlistsAreReadWithEveryBranch() throws {
        let text = """
            #include "Config.h"
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            #if DEBUG
            \t<key>UIMainStoryboardFile</key>
            \t<string>Debug</string>
            #else
            \t<key>UILaunchStoryboardName</key>
            \t<string>Launch</string>
            #endif
            </dict>
            </plist>
            """
        let plist = try PlistFile(path: "Info.plist", bytes: Array(text.utf8))
        #expect(plist.root["UIMainStoryboardFile"] == .string("Debug"))
        #expect(plist.root["UILaunchStoryboardName"] == .string("Launch"))
        #expect(plist.location(ofKey: "UIMainStoryboardFile").line == 6)
    }

    @Test func projectRootsStopAtTheNearestMarker() throws {
        let folder = NSTemporaryDirectory() + "tablint-roots-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["repo/.git", "repo/AppA/AppA.xcodeproj", "repo/AppA/Sources", "repo/Loose"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(path)", withIntermediateDirectories: true)
        }
        #expect(ProjectRoot.find(for: "\(folder)/repo/AppA/Sources") == "\(folder)/repo/AppA")
        #expect(ProjectRoot.find(for: "\(folder)/repo/Loose") == "\(folder)/repo")
        #expect(ProjectRoot.repository(containing: "\(folder)/repo/AppA/Sources") == "\(folder)/repo")
    }

    @Test func aSourceFileNamedPackageSwiftStartsNoProject() throws {
        let folder = NSTemporaryDirectory() + "tablint-roots-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for path in ["repo/.git", "repo/Macros/Sources", "repo/Tools"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(path)", withIntermediateDirectories: true)
        }
        try Data("struct Package {}\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/repo/Macros/Sources/Package.swift"))
        try Data("// swift-tools-version:5.9\nimport PackageDescription\n".utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/repo/Tools/Package.swift"))
        #expect(ProjectRoot.find(for: "\(folder)/repo/Macros/Sources/Package.swift") == "\(folder)/repo")
        #expect(ProjectRoot.find(for: "\(folder)/repo/Tools") == "\(folder)/repo/Tools")
    }
}
