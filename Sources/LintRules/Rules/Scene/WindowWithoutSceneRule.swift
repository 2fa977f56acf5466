import ProjectModel
import SwiftSource

/// `UIWindow(frame:)` where a window scene is at hand, and app-delegate windows in scene apps.
struct WindowWithoutSceneRule: Rule {
    package init(options: RuleOptions) {}

    /// The app delegate's window is judged against the whole project's scene setup.
    static var readsWholeProject: Bool { false }

    private static let appDelegateKey = "app-delegate"
    private static let secondaryKey = "secondary"
    private static let sceneAtHandKey = "scene-at-hand"

    func check(_ file: SourceFile) -> [Violation] {
        guard file.mentions("UIWindow") || file.mentions("window") else { return [] }
        let creations = WindowCreations(file: file)
        // Asked only once a window outside the delegates turns up: most files make none.
        var isTestMemo: Bool?
        func isTest() -> Bool {
            if let known = isTestMemo { return known }
            let test = file.isTestCode
            isTestMemo = test
            return test
        }
        var violations: [Violation] = []
        for (position, function) in file.outline.functions.enumerated() {
            guard let body = function.body else { continue }
            if function.isSceneConnect(in: file) {
                violations += sceneDelegateWindows(in: body, function: function, file: file, creations: creations)
            } else if takesWindowScene(function, in: file) {
                // `AppRouter.start(_ scene: UIWindowScene)`, called from the scene delegate: the
                // scene is at hand, whichever type is handed it.
                violations += sceneDelegateWindows(in: body, function: function, file: file, creations: creations,
                                                   key: Self.sceneAtHandKey)
            } else if isAppDelegateMember(function.typeIndex, in: file) {
                violations += appDelegateWindows(in: (body.lowerBound + 1)..<body.upperBound, file: file, creations: creations)
            } else {
                let own = creations.find(in: (body.lowerBound + 1)..<body.upperBound).filter {
                    file.outline.functionIndex(containing: $0.callee) == position
                }
                if !own.isEmpty, !isTest() {
                    violations += secondaryWindows(own, in: body, file: file, creations: creations)
                }
            }
        }
        for variable in file.outline.variables where variable.functionIndex == nil {
            guard let initializer = variable.initializer else { continue }
            if isAppDelegateMember(variable.typeIndex, in: file) {
                // `lazy var window = UIWindow(frame: UIScreen.main.bounds)` in the app delegate.
                violations += appDelegateWindows(in: initializer, file: file, creations: creations)
            } else {
                let own = creations.find(in: initializer)
                if !own.isEmpty, !isTest() {
                    // A local of a closure that initializes a property (`let result = UIWindow()` in
                    // `lazy var window: UIWindow = { … }()`) is the property's window.
                    let owner = file.outline.variables.first { other in
                        other.functionIndex == nil && other.initializer.map { $0.contains(variable.keywordIndex) } == true
                    }
                    violations += secondaryWindows(own, in: nil, file: file, creations: creations, property: owner?.name ?? variable.name)
                }
            }
        }
        // A closure's local inside a property's initializer is found through both.
        var seen = Set<Location>()
        return violations.filter { seen.insert($0.location).inserted }
    }

    /// A function handed a `UIWindowScene` (`func start(_ scene: UIWindowScene)`).
    private func takesWindowScene(_ function: FunctionDeclaration, in file: SourceFile) -> Bool {
        file.outline.parameters(of: function).contains { $0.type.count == 1 && file.spells($0.type.lowerBound, "UIWindowScene") }
    }

    private func sceneDelegateWindows(in body: ClosedRange<Int>, function: FunctionDeclaration, file: SourceFile,
                                      creations: WindowCreations, key: String? = nil) -> [Violation] {
        creations.find(in: (body.lowerBound + 1)..<body.upperBound).compactMap { creation in
            guard creation.argument != .scene, !file.text(creation.callee).hasPrefix("NS") else { return nil }
            // Given its scene afterwards, the window still starts without one: sized to the main
            // screen, and made key before it belongs to the scene.
            let givenLater = creation.target.map { creations.receivesScene($0, after: creation.callee, in: body) } ?? false
            return file.violation(
                Self.description, from: creation.callee,
                message: givenLater
                    ? "This window is made without its scene and given one only afterwards: it starts detached, sized to the main screen instead of the scene"
                    : "This window is made without its scene and never given one: a window with no `windowScene` is never shown",
                suggestion: "Make it with the scene: `UIWindow(windowScene: windowScene)`.",
                key: key ?? function.typeIndex.map { file.outline.types[$0].name } ?? "")
        }
    }

    /// An alert, toast or overlay window made with `UIWindow(frame:)` that nothing in its type
    /// ever gives a `windowScene`: in an app with scenes it is never shown. A function that
    /// also makes a window with its scene has the sceneless one as a fallback.
    /// `property`: the stored property whose initializer makes the window (`lazy var window:
    /// UIWindow = { let result = UIWindow(); …; return result }()`), given its scene by that name.
    private func secondaryWindows(_ found: [WindowCreation], in body: ClosedRange<Int>?, file: SourceFile,
                                  creations: WindowCreations, property: String? = nil) -> [Violation] {
        guard !found.isEmpty else { return [] }
        if let body, creations.find(in: (body.lowerBound + 1)..<body.upperBound).contains(where: { $0.argument == .scene }) {
            return []
        }
        return found.compactMap { creation in
            guard creation.argument != .scene, !file.text(creation.callee).hasPrefix("NS"),
                  !file.isInsideAvailabilityFallback(creation.callee), !file.isInsideDeprecatedDeclaration(creation.callee),
                  !isFallbackForSceneWindow(creation, in: file) else { return nil }
            // `UIWindow(frame: windowScene.coordinateSpace.bounds)` then `window.windowScene =
            // windowScene`: the scene is at hand, and the window starts without it all the same.
            if let body, let target = creation.target, let assignment = creations.sceneAssignment(to: target, after: creation.callee, in: body),
               isFramedByScene(creation, in: file) || isAnotherWindowsScene(assignedAt: assignment, in: file) {
                return file.violation(
                    Self.description, from: creation.callee,
                    message: "This window is made without its scene and given one only afterwards: it starts detached, sized to the main screen instead of the scene",
                    suggestion: "Make it with the scene: `UIWindow(windowScene: windowScene)`.", key: Self.sceneAtHandKey)
            }
            // A local window only measured (`container.frame = window.frame`) is never shown at all.
            if let body, let target = creation.target, creation.targetIsLocal,
               creations.isOnlyMeasured(target, after: creation.callee + 1, in: body)
                || creations.isAddedAsSubview(target, after: creation.callee + 1, in: body) {
                return nil
            }
            let region = file.outline.type(containing: creation.callee)?.body ?? 0...max(file.code.count - 1, 0)
            guard !receivesScene(creation, in: region, file: file, creations: creations),
                  !(property.map { creations.receivesScene($0, in: region) } ?? false) else { return nil }
            return file.violation(
                Self.description, from: creation.callee,
                message: "This window is made without a scene and nothing here gives it one: in an app with scenes a window with no `windowScene` is never shown",
                suggestion: "Make it with the active scene: `UIWindow(windowScene: scene)` (for example `UIWindowScene.current`).",
                key: WindowWithoutSceneRule.secondaryKey)
        }
    }

    /// Whether something in `region` gives the window `creation` makes a scene. A function that
    /// makes its own window for the same property and gives that one its scene
    /// (`prepareWindow(with scene:)` beside a sceneless `prepareWindow()`) gives this one none.
    private func receivesScene(_ creation: WindowCreation, in region: ClosedRange<Int>, file: SourceFile, creations: WindowCreations) -> Bool {
        guard let target = creation.target, !creation.targetIsLocal,
              let own = file.outline.function(containing: creation.callee)?.body else {
            return creations.receivesScene(creation.target, in: region)
        }
        return region.contains { index in
            guard creations.receivesScene(target, in: index...index) else { return false }
            if own.contains(index) { return true }
            guard let function = file.outline.function(containing: index)?.body else { return true }
            return !creations.find(in: (function.lowerBound + 1)..<index).contains { $0.target == target && !$0.targetIsLocal }
        }
    }

    /// `UIWindow(frame: windowScene.coordinateSpace.bounds)`: sized by a scene the code holds.
    private func isFramedByScene(_ creation: WindowCreation, in file: SourceFile) -> Bool {
        guard file.isPunctuation(creation.callee + 1, "("), let close = file.brackets.partner(of: creation.callee + 1) else { return false }
        return ((creation.callee + 2)..<close).contains { index in
            file.spells(index, "coordinateSpace") && file.isPunctuation(index - 1, ".") && file.isIdentifier(index - 2)
                && file.tokenContainsFolded(index - 2, "scene")
        }
    }

    /// `newWindow.windowScene = window.windowScene`: the scene of a window that already exists
    /// (a restart replacing the app's window), at hand when the new one was made.
    private func isAnotherWindowsScene(assignedAt property: Int, in file: SourceFile) -> Bool {
        let value = property + 2
        var receiver = value
        if file.isKeyword(receiver, .self), file.isPunctuation(receiver + 1, ".") { receiver += 2 }
        guard file.isIdentifier(receiver), !file.sameText(receiver, property - 2) else { return false }
        var member = receiver + 1
        if file.isOperator(member, "?") || file.isOperator(member, "!") { member += 1 }
        guard file.isPunctuation(member, "."), file.spells(member + 1, "windowScene") else { return false }
        return file.expressionEnd(from: value) == member + 2
    }

    /// `window.windowScene.flatMap(UIWindow.init) ?? UIWindow(frame: window.frame)`: made only
    /// when there is no scene to make it with.
    /// Also `windows.first { $0.isKeyWindow } ?? UIWindow()` and a `guard … else { return
    /// UIWindow() }`: an empty placeholder (a presentation anchor) for when no window is found,
    /// never meant to be shown; and any window a `presentationAnchor(for:)` returns.
    private func isFallbackForSceneWindow(_ creation: WindowCreation, in file: SourceFile) -> Bool {
        // `func presentationAnchor(for session:) -> ASPresentationAnchor { UIWindow() }`: the
        // window an authentication sheet is anchored to, handed over and never shown itself.
        if file.mentions("presentationAnchor"), let function = file.outline.function(containing: creation.callee),
           file.spells(function.nameIndex, "presentationAnchor") {
            return true
        }
        // `guard let window = view.window else { return UIWindow() }`: the same placeholder,
        // returned when there is no window (the value itself, in the `else` of a `guard`).
        if creation.argument == .none, file.isKeyword(creation.callee - 1, .return),
           let close = file.brackets.partner(of: creation.callee + 1), file.isPunctuation(close + 1, "}"),
           let block = file.enclosingBrackets(of: creation.callee, only: "{"), file.isKeyword(block.lowerBound - 1, .else),
           file.isKeyword(file.statementStart(containing: block.lowerBound), .guard) {
            return true
        }
        let coalescing = creation.callee - 1
        guard file.isOperator(coalescing, "??") else { return false }
        // `view.window ?? UIWindow()`: an empty window, with no frame, as the value when there is
        // none: an anchor nobody shows.
        if creation.argument == .none { return true }
        let start = file.statementStart(containing: coalescing)
        return (start..<coalescing).contains { index in
            file.spells(index, "windowScene") || file.spells(index, "UIWindowScene")
                || (creation.argument == .none && (file.spells(index, "windows") || file.spells(index, "keyWindow")))
        }
    }

    private func appDelegateWindows(in range: Range<Int>, file: SourceFile, creations: WindowCreations) -> [Violation] {
        creations.find(in: range).compactMap { creation in
            guard creation.argument != .scene, !file.text(creation.callee).hasPrefix("NS"),
                  !file.isInsideAvailabilityFallback(creation.callee), !file.isInsideDeprecatedDeclaration(creation.callee),
                  !isCalledOnlyOnOldSystems(creation.callee, in: file) else { return nil }
            return file.violation(
                Self.description, from: creation.callee,
                message: "The app delegate builds a window, but this app runs with scenes: UIKit ignores this window and shows the scene's",
                suggestion: "Build the window in the scene delegate with `UIWindow(windowScene:)` and remove this one.",
                key: WindowWithoutSceneRule.appDelegateKey)
        }
    }

    /// `configWindow()` called only from the `else` of `if #available(iOS 13.0, *)`: the window is
    /// the one for systems without scenes.
    private func isCalledOnlyOnOldSystems(_ index: Int, in file: SourceFile) -> Bool {
        guard let function = file.outline.function(containing: index), function.name != "application" else { return false }
        let calls = file.code.indices.filter { position in
            position != function.nameIndex && file.isIdentifier(position) && file.spells(position, function.name)
                && file.isPunctuation(position + 1, "(") && file.outline.function(containing: position)?.nameIndex != function.nameIndex
        }
        return !calls.isEmpty && calls.allSatisfy { file.isInsideAvailabilityFallback($0) }
    }

    /// A UIKit app delegate (a macOS `NSApplicationDelegate` builds `NSWindow`s, rightly).
    private func isAppDelegateMember(_ typeIndex: Int?, in file: SourceFile) -> Bool {
        guard let typeIndex else { return false }
        let type = file.outline.types[typeIndex]
        if type.inherits("UIApplicationDelegate", in: file) { return true }
        return type.name == "AppDelegate" && !type.inherits("NSApplicationDelegate", in: file)
            && file.hasIdentifier(anyOf: ["UIApplication"])
    }

    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        violations.filter { violation in
            guard let key = violation.key else { return true }
            // "An app that also has a scene delegate" means the same app target (SPEC §8).
            if key == WindowWithoutSceneRule.appDelegateKey || key == WindowWithoutSceneRule.secondaryKey {
                return project.appUsesScenes(at: violation.location.path)
            }
            if key == WindowWithoutSceneRule.sceneAtHandKey { return true }
            return project.visible(from: violation.location.path).sceneDelegateTypes.contains(key) || key.hasSuffix("SceneDelegate")
        }
    }

    package static let description = RuleDescription(
        identifier: "window_without_scene",
        name: "Window Without Scene",
        kind: .lint,
        severity: .warning,
        summary: "`UIWindow(frame:)` where a window scene is at hand (in a scene delegate, even when `windowScene` is set afterwards), a secondary window (alert, toast, overlay) that never gets a scene in an app with scenes, and an app delegate that builds a window in an app target that also has a scene delegate.",
        rationale: """
        Since iOS 13 a window belongs to a scene. A window made with `UIWindow(frame:)` in \
        `scene(_:willConnectTo:options:)` and never given its `windowScene` is not attached to any \
        screen, so it never appears; given its scene only afterwards, it starts sized to the main \
        screen rather than the scene. An alert, toast or overlay window made the same way in an \
        app with scenes is never shown unless something gives it a `windowScene`. And once an app has a scene delegate (a \
        `UIWindowSceneDelegate` type, a scene manifest in Info.plist, or the one SwiftUI brings for an `App` with a \
        `WindowGroup`), UIKit shows the scene's \
        window: one the app delegate builds in `application(_:didFinishLaunchingWithOptions:)` is \
        created, configured and ignored — while code that reads it (`delegate.window`) reads the \
        wrong one. An app with no scene delegate and no scene manifest is a legacy app: its \
        app-delegate window is right.
        """,
        suggestion: "Make the window with its scene, `UIWindow(windowScene:)`, in the scene delegate.",
        suggestedCode: """
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = MainTabBarController()
            self.window = window
            window.makeKeyAndVisible()
        }
        """,
        triggeringExamples: WindowWithoutSceneExamples.triggering,
        nonTriggeringExamples: WindowWithoutSceneExamples.nonTriggering
    )
}
