import ProjectModel
import SwiftSource
import Foundation

/// An Info.plist that names a storyboard the app does not use, or does not have.
struct StoryboardPlistLeftoverRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] { [] }

    /// Every storyboard key is a candidate; `finish` knows whether the storyboard exists and
    /// whether the scene delegate builds the window in code.
    func checkPlist(_ plist: PlistFile) -> [Violation] {
        var candidates: [Violation] = []
        let roles = plist.root["UIApplicationSceneManifest"]?["UISceneConfigurations"]
        // The app's window scenes: the storyboard of the app is theirs to keep or replace.
        let applicationDelegates = (roles?["UIWindowSceneSessionRoleApplication"]?.array ?? []).compactMap(Self.delegateClass(of:))
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
            if let name = plist.root[key]?.string, !name.isEmpty {
                candidates.append(candidate(plist, key: key, name: name, after: 0, delegates: applicationDelegates))
            }
        }
        var lastLine = 0
        if case let .dictionary(roles)? = roles {
            for role in roles.keys.sorted() {
                for configuration in roles[role]?.array ?? [] {
                    guard let name = configuration["UISceneStoryboardFile"]?.string, !name.isEmpty else { continue }
                    let found = candidate(plist, key: "UISceneStoryboardFile", name: name, after: lastLine,
                                          delegates: Self.delegateClass(of: configuration).map { [$0] } ?? [])
                    lastLine = found.location.line
                    candidates.append(found)
                }
            }
        }
        return candidates
    }

    /// `SceneDelegate` of `$(PRODUCT_MODULE_NAME).SceneDelegate` or `App.SceneDelegate`.
    private static func delegateClass(of configuration: PlistFile.Value) -> String? {
        guard let name = configuration["UISceneDelegateClassName"]?.string, !name.isEmpty else { return nil }
        return name.split(separator: ".").last.map(String.init)
    }

    /// The candidate's key: the storyboard, then the scene delegates whose windows decide.
    private static let delegatesSeparator: Character = "\u{1}"

    private func candidate(_ plist: PlistFile, key: String, name: String, after line: Int, delegates: [String]) -> Violation {
        let (keyLine, column) = plist.location(ofKey: key, after: line)
        let storyboard = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
        var violation = Violation(ruleIdentifier: Self.description.identifier, severity: Self.description.severity,
                                  location: Location(path: plist.path, line: keyLine, column: column),
                                  endLine: keyLine, endColumn: column + key.utf8.count + 11, message: "",
                                  suggestion: "", flaggedText: "\(key)=\(name)",
                                  key: storyboard + String(Self.delegatesSeparator) + delegates.joined(separator: ","))
        violation.anchor = plist.isBinary ? "\(key) (a binary plist has no line numbers; reported at line 1)" : key
        return violation
    }

    /// Judges every candidate against the app target whose Info.plist it is (the project
    /// model's `INFOPLIST_FILE`), and adds the storyboards named by `INFOPLIST_KEY_*` build
    /// settings, reported where the setting is written.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        let scope = project.scope
        let modules = scope.project.modules
        var provided = project.storyboardNames
        for module in modules {
            for resource in module.resources where resource.hasSuffix(".storyboard") {
                provided.insert(Self.storyboardName(resource))
            }
        }
        // Every app target names its Info.plist: a plist no target names is read by none.
        let appsNameTheirPlists = modules.contains { $0.kind == .app } && modules.allSatisfy { $0.kind != .app || !$0.infoPlists.isEmpty }
        var judged: [Violation] = violations.compactMap { candidate in
            let absolute = PathUtilities.absolute(candidate.location.path, relativeTo: scope.workingDirectory)
            let owners = modules.indices.filter { modules[$0].infoPlists.contains(absolute) }
            // A framework's, an extension's or a test bundle's Info.plist (often copied from the
            // app's): UIKit reads no launch storyboard keys from it.
            if !owners.isEmpty, owners.allSatisfy({ Self.neverLaunches(modules[$0].kind) }) { return nil }
            if owners.isEmpty, appsNameTheirPlists { return nil }
            let app = owners.first { !Self.neverLaunches(modules[$0].kind) }
            return judge(candidate, app: app, provided: app.map { storyboards(of: $0, in: project) } ?? provided, project: project)
        }
        for index in modules.indices {
            guard let keys = modules[index].infoKeys else { continue }
            // Keys of a plist file were candidates of `checkPlist`; these are written in a build
            // setting or in a project description (a Tuist manifest, an XcodeGen spec).
            for reference in keys.storyboardReferences where reference.entry.isBuildSetting || !reference.entry.file.hasSuffix(".plist") {
                let path = PathUtilities.relative(reference.entry.file, to: scope.workingDirectory)
                let setting = reference.entry.isBuildSetting ? "INFOPLIST_KEY_" + reference.key : reference.key
                let storyboard = reference.name.hasSuffix(".storyboard") ? String(reference.name.dropLast(".storyboard".count)) : reference.name
                var candidate = Violation(ruleIdentifier: Self.description.identifier, severity: Self.description.severity,
                                          location: Location(path: path, line: reference.entry.line, column: reference.entry.column),
                                          endLine: reference.entry.line, endColumn: reference.entry.column + setting.utf8.count,
                                          message: "", suggestion: "", flaggedText: "\(setting)=\(reference.name)", key: storyboard)
                candidate.anchor = "\(setting) (target \(modules[index].name))"
                candidate.related = reference.entry.alsoWrittenAt.map { place in
                    Location(path: PathUtilities.relative(place.file, to: scope.workingDirectory), line: place.line, column: place.column)
                }
                if let violation = judge(candidate, app: index, provided: storyboards(of: index, in: project), project: project) {
                    judged.append(violation)
                }
            }
        }
        return judged
    }

    /// The storyboards an Xcode target can load: those on disk in its own Xcode project's folder
    /// (a repository of many small projects has a `Main` in each), and the resources it builds
    /// that are on disk. A resource the project lists but nobody committed is not one.
    private func storyboards(of app: Int, in project: ProjectFacts) -> Set<String> {
        let module = project.scope.project.modules[app]
        guard let description = module.descriptionFile, description.hasSuffix(".xcodeproj/project.pbxproj") else { return project.storyboardNames }
        let folder = PathUtilities.parent(PathUtilities.parent(description))
        let onDisk = Set(project.storyboardPaths)
        var names = Set(project.storyboardPaths.filter { PathUtilities.isInside($0, folder: folder) }.map(Self.storyboardName))
        for resource in module.resources where resource.hasSuffix(".storyboard") && onDisk.contains(resource) {
            names.insert(Self.storyboardName(resource))
        }
        return names
    }

    private static func neverLaunches(_ kind: Module.Kind) -> Bool {
        kind == .framework || kind == .library || kind == .appExtension || kind == .test
    }

    private static func storyboardName(_ path: String) -> String {
        let name = PathUtilities.lastComponent(path)
        return name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) : name
    }

    private func judge(_ candidate: Violation, app: Int?, provided: Set<String>, project: ProjectFacts) -> Violation? {
        guard let candidateKey = candidate.key, let key = candidate.anchor else { return nil }
        let parts = candidateKey.split(separator: Self.delegatesSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let storyboard = String(parts[0])
        let delegates = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
        var violation = candidate
        violation.anchor = nil
        violation.key = nil
        if !provided.contains(storyboard) {
            violation.severity = .error
            violation.message = "\(key) names the storyboard '\(storyboard)', but no \(storyboard).storyboard is in the project: the app crashes at launch"
            violation.suggestion = "Remove the key and build the window in the scene delegate, or add the storyboard back."
            return violation
        }
        // What the app's own code does; without a model, the whole project's.
        let seen = app.map { project.visible(fromModule: $0) } ?? project
        // The configuration's own delegates when the code shows each of them; else any scene delegate.
        let known = delegates.compactMap { seen.sceneDelegateWindows[$0] }
        let buildsInCode = !delegates.isEmpty && known.count == delegates.count ? known.allSatisfy { $0 } : seen.buildsSceneWindowInCode
        if buildsInCode {
            guard seen.makesSceneWindow else {
                // The storyboard's window is the only one: without the key the scene has none.
                violation.message = "\(key) still names '\(storyboard)', but the scene delegate sets the window's root view controller in code: the storyboard's first screen is loaded and thrown away"
                violation.suggestion = "Make the window in code first (`window = UIWindow(windowScene: windowScene)`, then `makeKeyAndVisible()`), then remove \(key): UIKit makes no window without it."
                return violation
            }
            violation.message = "\(key) still names '\(storyboard)', but the scene delegate builds the window in code: the storyboard is loaded and thrown away"
            violation.suggestion = "Remove \(key) (and the storyboard if nothing else uses it)."
            return violation
        }
        // A SwiftUI `App` target: its windows come from its `WindowGroup`, never from a storyboard.
        if app != nil, seen.declaresSwiftUIApp {
            violation.message = "\(key) still names '\(storyboard)', but this is a SwiftUI app: its windows come from its scenes, and the storyboard is never its UI"
            violation.suggestion = "Remove \(key); keep the storyboard only if it is the launch screen (`UILaunchStoryboardName`)."
            return violation
        }
        // An app without scenes whose app delegate sets the root view controller itself.
        let usesScenes = app.flatMap { project.scope.project.modules[$0].infoKeys?.usesScenes } ?? seen.usesScenes
        guard key.hasPrefix("UIMainStoryboardFile") || key.hasPrefix("INFOPLIST_KEY_UIMainStoryboardFile"),
              !usesScenes, seen.buildsAppWindowInCode else { return nil }
        violation.message = "\(key) still names '\(storyboard)', but the app delegate sets the window's root view controller in code: the storyboard is loaded and thrown away"
        violation.suggestion = seen.makesAppWindow
            ? "Remove \(key) (and the storyboard if nothing else uses it)."
            // The storyboard's window is the only one: without the key there is none.
            : "Make the window in code first (`window = UIWindow(frame: UIScreen.main.bounds)`, then `makeKeyAndVisible()`), then remove \(key): UIKit makes no window without it."
        return violation
    }

    package static let description = RuleDescription(
        identifier: "storyboard_plist_leftover",
        name: "Storyboard Plist Leftover",
        kind: .lint,
        severity: .warning,
        summary: "An app target whose Info keys (its Info.plist and `INFOPLIST_KEY_*` build settings) still name a storyboard (`UISceneStoryboardFile`, `UIMainStoryboardFile`, `UIMainStoryboardFile~ipad`) while the scene delegate, or in an app without scenes the app delegate, builds the window or sets its root view controller in code (warning), or name one no target provides (error).",
        rationale: """
        Moving an app from storyboards to code-built scenes is only half done while Info.plist \
        still names the storyboard: UIKit loads it, instantiates its initial view controller and \
        window, and the scene delegate then replaces them — launch work for nothing, and a second \
        set of view controllers that may run code. When the storyboard file itself has been \
        deleted, UIKit cannot find it and the app crashes at launch ("Could not find a storyboard \
        named 'Main'"). A storyboard that really is the UI source — the scene delegate only reads \
        `window?.rootViewController` — is not a leftover; nor is one whose screen the app or \
        scene delegate replaces only in a completion handler (after a login call) or a \
        notification observer, since it is shown until then, or only on one path \
        (`if signedIn { … }` with no `else`), since the other path shows it. Since Xcode 13 most \
        keys live in build \
        settings (`INFOPLIST_KEY_UIMainStoryboardFile = Main`); tablint reads them from \
        `project.pbxproj` and the `.xcconfig` files it bases on. Each configuration's \
        `INFOPLIST_FILE` is the target's Info.plist, whatever it is named (`Info_Debug.plist`, \
        `Info_Release.plist`), and each is read. The violation is reported at the \
        key's line in the plist (line 1 for a binary plist, which has no lines), or at the build \
        setting's line; a setting written alike in several configurations (Debug and Release) is \
        one row in Xcode's editor, reported once at its first line with the others as related \
        locations.
        """,
        suggestion: "Delete `UISceneStoryboardFile` / `UIMainStoryboardFile` from Info.plist once the scene delegate builds the window.",
        suggestedCode: """
        <key>UISceneConfigurations</key>
        <dict>
            <key>UIWindowSceneSessionRoleApplication</key>
            <array>
                <dict>
                    <key>UISceneConfigurationName</key>
                    <string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key>
                    <string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                </dict>
            </array>
        </dict>
        """,
        triggeringExamples: [
            // Xcode 13+ keeps Info keys in build settings: reported at the setting in project.pbxproj.
            Example("import UIKit", otherFiles: [
                "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: [
                    "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
                ], markingSettings: true),
            ]),
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.codeBuiltSceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.codeBuiltSceneDelegate, "App/Base.lproj/Main.storyboard": "<document/>"]),
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.storyboardSceneDelegate]),
            Example(Self.plist(sceneStoryboard: false, mainStoryboard: true), path: "App-Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.codeBuiltSceneDelegate, "en.lproj/Main.storyboard": "<document/>"]),
            // A SwiftUI app (its windows come from its `WindowGroup`) that still names a main storyboard.
            Example("@main struct ReaderApp: App { var body: some Scene { WindowGroup { LibraryView() } } }", otherFiles: [
                "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: [
                    "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "LaunchScreen",
                    "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
                ], markingSettings: true),
                "LaunchScreen.storyboard": "<document/>",
            ]),
            // The root view controller is set in a helper the connect method calls.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.helperBuiltSceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
        ],
        nonTriggeringExamples: [
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.storyboardSceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            // The configuration's own delegate keeps the storyboard; another role's builds its window.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.storyboardSceneDelegate, "Base.lproj/Main.storyboard": "<document/>",
                                 "ExternalDisplaySceneDelegate.swift": Self.codeBuiltSceneDelegate.replacingOccurrences(of: "class SceneDelegate", with: "class ExternalDisplaySceneDelegate")]),
            Example(Self.plist(sceneStoryboard: false, mainStoryboard: false, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.codeBuiltSceneDelegate]),
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: false, marked: false), path: "Info.plist",
                    otherFiles: ["Classes/Main/Controller/Base.lproj/Main.storyboard": "<document/>"]),
            // The window made in code is a local never kept (`unretained_scene_window`): the
            // storyboard's window, set before the call, is the one on screen.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: false, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.droppedWindowSceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            // The storyboard's screen unless signed in: the other path shows it.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.signedInOnlySceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            // The storyboard's screen unless signed out, the login screen set in a `guard`'s `else`.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.signedOutOnlySceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            // The storyboard's screen unless the app is opened from a link, the helper that
            // replaces it called on that path only.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.linkOnlySceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            // The storyboard's screen comes first; a notification switches the root later.
            Example(Self.plist(sceneStoryboard: true, mainStoryboard: true, marked: false), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.laterSwitchingSceneDelegate, "Base.lproj/Main.storyboard": "<document/>"]),
            Example(Self.plist(sceneStoryboard: false, mainStoryboard: false, marked: false).replacingOccurrences(of: "<dict>\n", with: "<dict>\n\t<!-- <key>UIMainStoryboardFile</key><string>Main</string> -->\n", options: [], range: nil), path: "Info.plist",
                    otherFiles: ["SceneDelegate.swift": Self.codeBuiltSceneDelegate]),
        ]
    )
}
