import ProjectModel
import SwiftSource

/// A window made and shown in `scene(_:willConnectTo:options:)` but never stored.
struct UnretainedSceneWindowRule: Rule {
    package init(options: RuleOptions) {}

    static var readsWholeProject: Bool { false }

    func check(_ file: SourceFile) -> [Violation] {
        guard file.mentions("willConnectTo") else { return [] }
        let creations = WindowCreations(file: file)
        var violations: [Violation] = []
        for function in file.outline.functions where function.isSceneConnect(in: file) {
            guard let body = function.body else { continue }
            let locals = creations.locals(in: body)
            for creation in creations.find(in: (body.lowerBound + 1)..<body.upperBound) {
                guard let name = creation.target, creation.targetIsLocal,
                      creations.isShown(name, after: creation.callee, in: body),
                      !creations.isStored(name, after: creation.callee + 1, in: body, locals: locals) else { continue }
                violations.append(file.violation(
                    Self.description, from: creation.callee,
                    message: "The window made here is shown but never stored: nothing keeps it alive, so it is deallocated and the screen stays black",
                    suggestion: "Store it in the scene delegate's property: `self.window = \(name)`.",
                    key: function.typeIndex.map { file.outline.types[$0].name } ?? ""))
            }
        }
        return violations
    }

    /// Only scene delegates: types that conform to `UIWindowSceneDelegate` anywhere in the project.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        violations.filter { violation in
            guard let type = violation.key else { return true }
            return project.sceneDelegateTypes.contains(type) || type.hasSuffix("SceneDelegate")
        }
    }

    package static let description = RuleDescription(
        identifier: "unretained_scene_window",
        name: "Unretained Scene Window",
        kind: .lint,
        severity: .error,
        summary: "`scene(_:willConnectTo:options:)` makes a window and shows it but never stores it in `self.window`: it is deallocated and the screen stays black.",
        rationale: """
        `makeKeyAndVisible()` does not keep a window alive; UIKit holds it only weakly. A window \
        made in a local variable of `scene(_:willConnectTo:options:)` and never stored in the scene \
        delegate's `window` property (or another retained property) is released when the method \
        returns, and the app launches to a black screen. The delegate may have any name; what \
        counts is that it conforms to `UIWindowSceneDelegate`.
        """,
        suggestion: "Assign the window to the delegate's `window` property before the method returns.",
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
        triggeringExamples: [
            Example("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = ↓UIWindow(windowScene: windowScene)
                    window.rootViewController = MainTabBarController()
                    window.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            class AppSceneDelegate: NSObject, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let scene = scene as? UIWindowScene else { return }
                    let mainWindow = ↓ThemeWindow(windowScene: scene)
                    mainWindow.rootViewController = RootViewController()
                    mainWindow.makeKeyAndVisible()
                    let window = mainWindow
                    _ = window
                }
            }
            """),
            Example("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    #if DEBUG
                    let window = ↓DebugWindow(windowScene: windowScene)
                    window.makeKeyAndVisible()
                    #else
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
                    window.makeKeyAndVisible()
                    #endif
                }
            }
            """),
            Example("""
            extension Scene: UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = ↓UIWindow.init(windowScene: scene as! UIWindowScene)
                    window.rootViewController = UIHostingController(rootView: ContentView())
                    window.isHidden = false
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            Example("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = MainTabBarController()
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = MainTabBarController()
                    window?.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    #if DEBUG
                    let window = TouchesVisibleWindow(windowScene: windowScene)
                    #else
                    let window = UIWindow(windowScene: windowScene)
                    #endif
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var privacyWindow: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let cover = UIWindow(windowScene: windowScene)
                    privacyWindow = cover
                    cover.makeKeyAndVisible()
                    let main = UIWindow(windowScene: windowScene)
                    coordinator.start(in: main)
                    main.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    (UIApplication.shared.delegate as? AppDelegate)?.window = window
                    window.makeKeyAndVisible()
                }
            }
            """),
            Example("""
            // let window = UIWindow(windowScene: windowScene); window.makeKeyAndVisible()
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                }
            }
            """),
            Example("""
            class ViewController: UIViewController {
                func showOverlay() {
                    let overlay = UIWindow(frame: view.bounds)
                    overlay.makeKeyAndVisible()
                }
            }
            """),
        ]
    )
}
