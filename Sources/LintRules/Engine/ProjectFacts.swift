import ProjectModel
import SwiftSource

/// What one file tells about the whole project, gathered while the file is read (its tokens
/// are gone afterwards); small on purpose.
package struct FileFacts: Sendable {
    /// Members the project declares in `extension UIApplication` (`keyWindow`, `windows` …).
    var applicationMembers: Set<String> = []
    /// Types declared, or extended, as conforming to `UIWindowSceneDelegate`.
    var sceneDelegateTypes: Set<String> = []
    /// A SwiftUI `App` whose body is a `WindowGroup` or `DocumentGroup`: the app runs with
    /// scenes SwiftUI makes, with no scene delegate of its own.
    var declaresSwiftUIApp = false
    /// A `scene(_:willConnectTo:options:)` here sets a root view controller or makes a window
    /// for the scene: the UI is built in code.
    var buildsSceneWindowInCode = false
    /// The same, by the scene delegate type that does it or not (`SceneDelegate` → true): a
    /// scene configuration's storyboard is its own delegate's.
    var sceneDelegateWindows: [String: Bool] = [:]
    /// An `application(_:didFinishLaunchingWithOptions:)` here sets a window's root view
    /// controller: an app without scenes builds its UI in code.
    var buildsAppWindowInCode = false
    /// The launch path makes a window of its own (`window = UIWindow(…)`), rather than only
    /// replacing the root view controller of the storyboard's.
    var makesAppWindow = false
    /// A scene delegate's connection makes a window (`UIWindow(windowScene: …)`, kept in a local or not).
    var makesSceneWindow = false
    /// Info.plist facts: whether this is a plist, and how many scene configurations its
    /// `UIApplicationSceneManifest` declares.
    var isPlist = false
    var sceneConfigurations = 0
    /// The plist has a scene manifest, and it lets the app show several scenes or scenes of
    /// other roles.
    var hasSceneManifest = false
    var allowsSeveralScenes = false
    /// Accessors whose whole body is a window-scene lookup, callable from any file.
    var sceneAccessors: [SceneAccessor] = []
    /// Members the project declares in `extension UIWindowScene` (`current` …).
    var windowSceneMembers: Set<String> = []
    /// The project's own window scenes: `class ExternalDisplayScene: UIWindowScene`.
    var windowSceneSubclasses: Set<String> = []
    /// Classes that may be the tab items of a hand-made tab bar (`custom_tab_bar_accessibility`).
    var tabItemTypes: [String: TabItemType] = [:]
    /// Properties and functions the project declares that return the shared application
    /// (`static var app: UIApplication? { .shared }`): their `.keyWindow` is the deprecated one.
    var applicationAccessors: Set<String> = []
    /// Functions that use an `Int` parameter as a tab index unchecked, as call signatures
    /// (`tabBarViewChangedSelectedIndex(at:)#0`): a delegate method another file calls.
    var tabIndexSinks: Set<String> = []
    /// Functions that hand an `Int` parameter on, unchecked, to functions of other files:
    /// signature → the callees' signatures (`TabIndexFlow.forwardedParameterSignatures`).
    var tabIndexForwards: [String: [String]] = [:]
    /// SwiftUI views whose body selects a tab (`custom_tab_bar_accessibility`, bars in another file).
    var swiftUITabItems: [String: SwiftUITabItem] = [:]
    /// Code here answers a scene of another role (`.windowExternalDisplayNonInteractive`,
    /// `.carTemplateApplication`): an AirPlay display or CarPlay scene beside the app's own,
    /// whatever the Info.plist declares.
    var servesOtherSceneRoles = false

    package init() {}

    /// Whether the file tells nothing about the project.
    package var isEmpty: Bool {
        applicationMembers.isEmpty && sceneDelegateTypes.isEmpty && !declaresSwiftUIApp && !buildsSceneWindowInCode && !buildsAppWindowInCode && !isPlist
            && sceneConfigurations == 0 && sceneAccessors.isEmpty && windowSceneMembers.isEmpty && tabItemTypes.isEmpty
            && applicationAccessors.isEmpty && tabIndexSinks.isEmpty && tabIndexForwards.isEmpty && swiftUITabItems.isEmpty && sceneDelegateWindows.isEmpty
            && windowSceneSubclasses.isEmpty && !servesOtherSceneRoles
    }

    /// A Swift file with none of these words has no facts: each fact below needs one of them
    /// spelled in the file (`UIWindowScene` also finds `UIWindowSceneDelegate`; a scene accessor
    /// reads `connectedScenes`).
    static let scanTerms: [StaticString] = ["UIWindowScene", "UIApplication", "willConnectTo", "connectedScenes", "didFinishLaunchingWithOptions"]
        + CustomTabBars.itemTypeTerms + ["selectedIndex", "addChild", "Button", "TapGesture", "UISceneConfiguration"]
        + swiftUISceneTypes
    /// The names the facts below read, as whole identifiers: the file's name filter rules them
    /// out without a pass over its bytes.
    private static let factNames: [StaticString] = [
        "UIWindowSceneDelegate", "UIWindowScene", "UIApplication", "willConnectTo", "connectedScenes", "didFinishLaunchingWithOptions",
    ]

    /// The scenes a SwiftUI `App` shows its windows in.
    static let swiftUISceneTypes: [StaticString] = ["WindowGroup", "DocumentGroup"]

    /// Scene session roles besides the app's window (`UISceneSession.Role`).
    static let otherSceneRoles: [StaticString] = ["windowExternalDisplayNonInteractive", "windowExternalDisplay", "carTemplateApplication"]

    /// `struct ShopApp: App`, told from the tokens (a file naming a `WindowGroup` seldom names any
    /// other fact, and needs no outline for this one).
    private static func declaresSwiftUIApp(_ file: SourceFile) -> Bool {
        // The keyword list, not every token: the name filter lets many files through.
        for word in file.words {
            let index = Int(word)
            guard file.isKeyword(index, .struct), file.isIdentifier(index + 1) else { continue }
            var probe = index + 2
            guard file.isPunctuation(probe, ":") else { continue }
            while probe < file.endIndex, !file.isPunctuation(probe, "{"), !file.isKeyword(probe, .where) {
                if file.spells(probe, "App"), file.isPunctuation(probe - 1, ":") || file.isPunctuation(probe - 1, ",") { return true }
                probe += 1
            }
        }
        return false
    }

    /// `tabItems`: read the tab item facts (`custom_tab_bar_accessibility` alone needs them).
    static func extract(from file: SourceFile, tabItems: Bool = true) -> FileFacts {
        var facts = FileFacts()
        if tabItems {
            facts.tabItemTypes = CustomTabBars.itemTypes(in: file)
            facts.swiftUITabItems = CustomTabBars.swiftUITabItems(in: file)
        }
        facts.tabIndexSinks = TabIndexFlow.uncheckedParameterSignatures(in: file)
        facts.tabIndexForwards = TabIndexFlow.forwardedParameterSignatures(in: file)
        if file.mentions("WindowGroup") || file.mentions("DocumentGroup") { facts.declaresSwiftUIApp = declaresSwiftUIApp(file) }
        // Most files name none of them: they need no outline to tell nothing.
        guard factNames.contains(where: { file.mentions($0) }) else { return facts }
        // A role is served by returning a configuration for it: in code that names the application
        // or a scene; one more name tells most of those apart.
        if file.mentions("UISceneConfiguration"), otherSceneRoles.contains(where: { file.mentions($0) }) {
            facts.servesOtherSceneRoles = (1..<max(1, file.endIndex)).contains { index in
                file.isPunctuation(index - 1, ".") && otherSceneRoles.contains { file.spells(index, $0) }
            }
        }
        let outline = file.outline
        for type in outline.types {
            if type.inherits("UIWindowSceneDelegate", in: file) { facts.sceneDelegateTypes.insert(type.name) }
            if type.kind == .class, type.inheritance(in: file).first == "UIWindowScene" { facts.windowSceneSubclasses.insert(type.name) }
            guard type.kind == .extension, let body = type.body else { continue }
            // A `private extension` (or a `private`/`fileprivate` member) is seen in its own file
            // only; a `static` member is `UIApplication.keyWindow`, not `shared.keyWindow`.
            let instanceOnly = type.name == "UIApplication"
            func isHidden(_ range: Range<Int>) -> Bool {
                range.contains { index in
                    file.isKeyword(index, .private) || file.isKeyword(index, .fileprivate)
                        || (instanceOnly && (file.isKeyword(index, .static) || file.isKeyword(index, .class)))
                }
            }
            if isHidden(type.declarationStart..<type.keywordIndex) { continue }
            var members: Set<String> = []
            // Declared in the extension itself: not a local of one of its getters (`let keyWindow = …`).
            for variable in outline.variables where body.contains(variable.keywordIndex) && variable.functionIndex == nil
                && file.enclosingBrackets(of: variable.keywordIndex, only: "{")?.lowerBound == body.lowerBound
                && !isHidden(variable.declarationStart..<variable.keywordIndex) {
                members.insert(variable.name)
            }
            for function in outline.functions where body.contains(function.keywordIndex) && function.parent == nil
                && !isHidden(function.declarationStart..<function.keywordIndex) {
                members.insert(function.name)
            }
            switch type.name {
            case "UIApplication": facts.applicationMembers.formUnion(members)
            case "UIWindowScene": facts.windowSceneMembers.formUnion(members)
            default: break
            }
        }
        facts.sceneAccessors = SceneAccessorFinder.accessors(in: file)
        if file.mentions("UIApplication") { facts.applicationAccessors = ApplicationReceivers.sharedApplicationAccessors(in: file) }
        if file.mentions("willConnectTo") {
            for function in outline.functions where function.isSceneConnect(in: file) {
                guard let body = function.body else { continue }
                let connect = SceneConnectBody(file: file, body: body)
                let builds = connect.holds(\.buildsWindowInCode, outsideDeferredClosures: true)
                facts.buildsSceneWindowInCode = facts.buildsSceneWindowInCode || builds
                facts.makesSceneWindow = facts.makesSceneWindow || connect.holds(\.createsWindow)
                if let type = function.typeIndex.map({ outline.types[$0].name }) {
                    facts.sceneDelegateWindows[type] = (facts.sceneDelegateWindows[type] ?? false) || builds
                }
            }
        }
        if file.mentions("didFinishLaunchingWithOptions") {
            for function in outline.functions where function.isAppLaunch(in: file) {
                guard let body = function.body else { continue }
                let launch = SceneConnectBody(file: file, body: body)
                facts.buildsAppWindowInCode = facts.buildsAppWindowInCode || launch.holds(\.setsRootViewControllerAtLaunch, outsideDeferredClosures: true)
                facts.makesAppWindow = facts.makesAppWindow || launch.holds(\.makesWindow)
            }
        }
        return facts
    }

    static func extract(from plist: PlistFile) -> FileFacts {
        var facts = FileFacts()
        facts.isPlist = true
        if let roles = plist.root["UIApplicationSceneManifest"]?["UISceneConfigurations"], case let .dictionary(entries) = roles {
            facts.sceneConfigurations = entries.values.reduce(0) { $0 + ($1.array?.count ?? 0) }
            facts.allowsSeveralScenes = entries.keys.contains { $0 != "UIWindowSceneSessionRoleApplication" }
        }
        facts.hasSceneManifest = plist.root["UIApplicationSceneManifest"] != nil
        if plist.root["UIApplicationSceneManifest"]?["UIApplicationSupportsMultipleScenes"] == .bool(true) {
            facts.allowsSeveralScenes = true
        }
        return facts
    }
}

/// Everything the project's files told, merged: what cross-file rules read in `Rule.finish`.
/// `scope` tells which files can see which; `visible(from:)` merges only what a file sees.
package struct ProjectFacts: Sendable {
    var applicationMembers: Set<String> = []
    var sceneDelegateTypes: Set<String> = []
    var declaresSwiftUIApp = false
    var buildsSceneWindowInCode = false
    var sceneDelegateWindows: [String: Bool] = [:]
    var buildsAppWindowInCode = false
    /// The launch path makes a window of its own (`window = UIWindow(…)`), rather than only
    /// replacing the root view controller of the storyboard's.
    var makesAppWindow = false
    /// A scene delegate's connection makes a window (`UIWindow(windowScene: …)`, kept in a local or not).
    var makesSceneWindow = false
    var plistCount = 0
    var sceneConfigurations = 0
    /// Names of the `.storyboard` files in the project, without the extension.
    var storyboardNames: Set<String> = []
    /// Their absolute paths: an Xcode target is given only the storyboards of its own project.
    var storyboardPaths: [String] = []
    /// The `.xib` files of the run, read when asked.
    var nibs = NibFiles(paths: [], overrides: [:])
    /// In file order.
    var sceneAccessors: [SceneAccessor] = []
    var windowSceneMembers: Set<String> = []
    var windowSceneSubclasses: Set<String> = []
    var tabItemTypes: [String: TabItemType] = [:]
    var applicationAccessors: Set<String> = []
    /// Functions that use an `Int` parameter as a tab index unchecked, as call signatures
    /// (`tabBarViewChangedSelectedIndex(at:)#0`): a delegate method another file calls.
    var tabIndexSinks: Set<String> = []
    var tabIndexForwards: [String: [String]] = [:]
    var swiftUITabItems: [String: SwiftUITabItem] = [:]
    /// The project's modules; without a project model, one module holding every file.
    package var scope: ModuleScope
    /// The facts of each file that told something, by display path, in file order.
    var files: [(path: String, facts: FileFacts)] = []

    package init(scope: ModuleScope = .single(root: "/", workingDirectory: "/")) {
        self.scope = scope
    }

    package mutating func merge(_ facts: FileFacts, path: String) {
        merge(facts)
        files.append((path, facts))
    }

    private mutating func merge(_ facts: FileFacts) {
        applicationMembers.formUnion(facts.applicationMembers)
        sceneDelegateTypes.formUnion(facts.sceneDelegateTypes)
        declaresSwiftUIApp = declaresSwiftUIApp || facts.declaresSwiftUIApp
        buildsSceneWindowInCode = buildsSceneWindowInCode || facts.buildsSceneWindowInCode
        sceneDelegateWindows.merge(facts.sceneDelegateWindows) { $0 || $1 }
        buildsAppWindowInCode = buildsAppWindowInCode || facts.buildsAppWindowInCode
        makesAppWindow = makesAppWindow || facts.makesAppWindow
        makesSceneWindow = makesSceneWindow || facts.makesSceneWindow
        plistCount += facts.isPlist ? 1 : 0
        sceneConfigurations += facts.sceneConfigurations
        sceneAccessors += facts.sceneAccessors
        windowSceneMembers.formUnion(facts.windowSceneMembers)
        windowSceneSubclasses.formUnion(facts.windowSceneSubclasses)
        applicationAccessors.formUnion(facts.applicationAccessors)
        tabIndexSinks.formUnion(facts.tabIndexSinks)
        tabIndexForwards.merge(facts.tabIndexForwards) { $0 + $1 }
        swiftUITabItems.merge(facts.swiftUITabItems) { first, _ in first }
        for (name, type) in facts.tabItemTypes { tabItemTypes[name, default: TabItemType()].merge(type) }
    }

    /// Whether a function of this signature uses its argument as a tab index unchecked: itself,
    /// or by handing it on to one that does (one hop: a bar view forwarding its item's tap).
    func usesAsTabIndex(_ signature: String) -> Bool {
        tabIndexSinks.contains(signature) || (tabIndexForwards[signature]?.contains(where: tabIndexSinks.contains) ?? false)
    }

    /// The facts of the files whose code the file at `path` (display path) can see: its own
    /// modules and their dependencies. Without modules, every file's.
    func visible(from path: String) -> ProjectFacts {
        guard scope.hasModules else { return self }
        var result = ProjectFacts(scope: scope)
        result.storyboardNames = storyboardNames
        result.storyboardPaths = storyboardPaths
        result.nibs = nibs
        let viewer = scope.modules(of: path)
        for file in files {
            let modules = scope.modules(of: file.path)
            guard scope.sees(viewer, modules) else { continue }
            var facts = file.facts
            // Another module's accessor is callable only when it is public.
            if Set(modules).isDisjoint(with: viewer) { facts.sceneAccessors.removeAll { !$0.isPublic } }
            result.merge(facts)
        }
        return result
    }

    /// The module a file at `path` imports to call what is declared at `declarationPath`: nil
    /// when they share a module, or without a model. Named as Swift spells a target's module
    /// (`My App` is `My_App`).
    func moduleToImport(declaredAt declarationPath: String, from path: String) -> String? {
        guard scope.hasModules else { return nil }
        let own = scope.modules(of: path)
        let other = scope.modules(of: declarationPath)
        guard Set(own).isDisjoint(with: other), let module = other.first(where: { $0 != scope.project.defaultModule }) else { return nil }
        let name = scope.project.modules[module].name
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The facts of the files that code of module `module` sees (itself and its dependencies).
    func visible(fromModule module: Int) -> ProjectFacts {
        guard scope.hasModules else { return self }
        var result = ProjectFacts(scope: scope)
        result.storyboardNames = storyboardNames
        result.storyboardPaths = storyboardPaths
        result.nibs = nibs
        for file in files where scope.sees([module], scope.modules(of: file.path)) { result.merge(file.facts) }
        return result
    }

    /// Whether the app target(s) of the file at `path` run with scenes: their effective Info
    /// keys declare a scene manifest and a scene delegate is in the code they see. Without a
    /// project model, the project as a whole decides (`usesScenes`).
    func appUsesScenes(at path: String) -> Bool {
        let apps = scope.appIndices(including: path)
        if apps.isEmpty, let usesScenes = everyAppUsesScenes(runningUnlinkedFrameworkAt: path) { return usesScenes }
        let keys = apps.compactMap { scope.project.modules[$0].infoKeys }
        // A file in no target of a project whose app targets are known is in no app.
        if apps.isEmpty, scope.modules(of: path) == [scope.project.defaultModule],
           scope.project.modules.contains(where: { $0.kind == .app && $0.infoKeys != nil }) {
            return false
        }
        let seen = visible(from: path)
        // A SwiftUI `App` always shows its windows in scenes, whatever its keys say.
        if seen.declaresSwiftUIApp || apps.contains(where: { visible(fromModule: $0).declaresSwiftUIApp }) { return true }
        guard !keys.isEmpty else { return seen.usesScenes }
        guard keys.contains(where: { $0.usesScenes }) else { return false }
        // A package or framework the app links: the scene delegate is in the app, which the
        // file's own module does not see.
        // A configuration that names a delegate class the code lacks (a template's manifest in an
        // example app) still makes the app run with scenes: its app delegate's window is never shown.
        return !seen.sceneDelegateTypes.isEmpty || apps.contains { !visible(fromModule: $0).sceneDelegateTypes.isEmpty }
            || keys.contains(where: \.namesSceneDelegateClass)
    }

    /// A framework or library no app of the project is known to link (a workspace or CocoaPods
    /// links it): the project's apps run its code, and mean scenes only if every one of them
    /// shows its windows in scenes. Nil for any other file.
    private func everyAppUsesScenes(runningUnlinkedFrameworkAt path: String) -> Bool? {
        let modules = scope.modules(of: path)
        guard scope.hasModules, !modules.isEmpty,
              modules.allSatisfy({ [.framework, .library].contains(scope.project.modules[$0].kind) }) else { return nil }
        let apps = scope.project.modules.indices.filter { scope.project.modules[$0].kind == .app }
        return !apps.isEmpty && apps.allSatisfy { app in
            let seen = visible(fromModule: app)
            if seen.declaresSwiftUIApp { return true }
            guard let keys = scope.project.modules[app].infoKeys else { return !seen.sceneDelegateTypes.isEmpty }
            return keys.usesScenes && (!seen.sceneDelegateTypes.isEmpty || keys.namesSceneDelegateClass)
        }
    }

    /// Whether every app target that includes the file at `path` shows one scene at a time: no
    /// `UIApplicationSupportsMultipleScenes` (or an iPhone-only target), no CarPlay or
    /// external-display role in its keys or its code. False when an app's keys are unknown;
    /// without any app target, the project's Info.plists decide.
    func isSingleSceneApp(at path: String) -> Bool {
        var apps = scope.apps(including: path)
        // An app that answers an external display's scene in code has two, whatever its keys say.
        let viewer = scope.modules(of: path)
        if files.contains(where: { $0.facts.servesOtherSceneRoles && scope.sees(viewer, scope.modules(of: $0.path)) }) { return false }
        // A file in no app's code (a copy left out of every target): the project's apps decide.
        if apps.isEmpty { apps = scope.project.modules.filter { $0.infoKeys != nil && ($0.kind == .app || $0.kind == .appExtension) } }
        guard !apps.isEmpty else {
            // No app target known (an app whose Xcode project is not committed): its Info.plists
            // decide when every scene manifest in them allows one scene alone.
            let manifests = files.filter { $0.facts.hasSceneManifest }
            return !manifests.isEmpty && manifests.allSatisfy { !$0.facts.allowsSeveralScenes }
        }
        return apps.allSatisfy { app in
            guard let keys = app.infoKeys else { return false }
            // An iPhone shows one app window; only CarPlay or an external display adds scenes.
            return app.isPhoneOnly ? !keys.declaresOtherSceneRoles : !keys.mayHaveSeveralScenes
        }
    }

    /// Whether the app runs with scenes. Its Info.plist decides when the project has one (a
    /// scene manifest with configurations); otherwise a `UIWindowSceneDelegate` type does.
    var usesScenes: Bool {
        declaresSwiftUIApp || (plistCount > 0 ? sceneConfigurations > 0 : !sceneDelegateTypes.isEmpty)
    }
}

extension FunctionDeclaration {
    /// `scene(_:willConnectTo:options:)`, where a scene delegate builds its window.
    func isSceneConnect(in file: SourceFile) -> Bool {
        guard name == "scene", parameterRange.count == 3 else { return false }
        return file.outline.parameters[parameterRange.lowerBound + 1].labelIndex.map { file.spells($0, "willConnectTo") } == true
    }
}

extension FunctionDeclaration {
    /// `application(_:didFinishLaunchingWithOptions:)`, where an app without scenes builds its window.
    func isAppLaunch(in file: SourceFile) -> Bool {
        guard name == "application", parameterRange.count == 2 else { return false }
        return file.outline.parameters[parameterRange.lowerBound + 1].labelIndex.map { file.spells($0, "didFinishLaunchingWithOptions") } == true
    }
}
