import SwiftSource

/// `scene_activation_fallback` code that is safe: an active filter with a fallback, a key-window
/// preference, one scene, or no scene lookup at all.
extension SceneActivationFallbackExamples {
    static let nonTriggering: [Example] = [
        // The first window only when there is no key one.
        Example("""
        func getWindow() -> UIWindow {
            if UIApplication.shared.keyWindow == nil {
                return UIApplication.shared.windows.first!
            } else {
                return UIApplication.shared.keyWindow!
            }
        }
        """),
        // The first window in the `else` of a `guard` on the key window: reached only without one.
        Example("""
        func topController() -> UIViewController? {
            guard let root = UIApplication.shared.keyWindow?.rootViewController else {
                return UIApplication.shared.windows.first?.rootViewController
            }
            return root
        }
        """),
        // The topmost window of the active scene, or the key window when none is active: a
        // window chosen by its level is no window picked at random.
        Example("""
        static var topWindow: UIWindow? {
            UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first { $0.activationState == .foregroundActive }?.windows
                .max(by: { $0.windowLevel.rawValue < $1.windowLevel.rawValue })
                ?? UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        }
        """),
        // The active scene kept in a name, unwrapped by an `if let` that returns, and another
        // lookup returned after it.
        Example("""
        var rootController: UIViewController? {
            let windowScene = UIApplication.shared.connectedScenes
                .filter { $0.activationState == .foregroundActive }
                .first
            if let scene = windowScene as? UIWindowScene {
                return scene.keyWindow?.rootViewController
            }
            return UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
        }
        """),
        // Scenes ordered by their activation state, the active one first, then the others.
        Example("""
        static var mainSceneDelegate: SceneDelegate? {
            UIApplication.shared.connectedScenes
                .filter { $0.activationState.rawValue >= 0 }
                .sorted { $0.activationState.rawValue < $1.activationState.rawValue }
                .compactMap { $0.delegate as? SceneDelegate }
                .first
        }
        """),
        // A "next window" command: the loop activates the scene after the current one, and the
        // first scene is where the cycle wraps around.
        Example("""
        func activateNextWindow(after current: UIScene) {
            var next = false
            for scene in UIApplication.shared.connectedScenes {
                if next { UIApplication.shared.requestSceneSessionActivation(scene.session, userActivity: nil, options: nil); return }
                next = scene == current
            }
            if let first = UIApplication.shared.connectedScenes.first {
                UIApplication.shared.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
            }
        }
        """),
        // The first window only when there is no key window.
        Example("""
        extension UIWindow {
            class var current: UIWindow {
                if let window = UIApplication.shared.keyWindow {
                    return window
                } else {
                    return UIApplication.shared.windows[0]
                }
            }
        }
        """),
        // The topmost window, on purpose: a toast above the keyboard.
        Example("""
        func showToast(_ toast: UIView, in scene: UIWindowScene) {
            scene.windows.last?.addSubview(toast)
        }
        """),
        // The fallback inside parentheses, read through them.
        Example("""
        var currentWindow: UIWindow? {
            (UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.activationState == .foregroundActive }
                ?? UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)?.keyWindow
        }
        """),
        // After the loop, the other scenes (also when the loop's scenes are cast in parentheses).
        Example("""
        static var keyWindow: UIWindow? {
            for windowScene: UIWindowScene in ((UIApplication.shared.connectedScenes as? Set<UIWindowScene>)!) {
                if windowScene.activationState == .foregroundActive {
                    return windowScene.keyWindow
                }
            }
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            return (scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first)?.keyWindow
        }
        """),
        Example("""
        func frontScene() -> UIWindowScene? {
            for case let scene as UIWindowScene in UIApplication.shared.connectedScenes where scene.activationState == .foregroundActive {
                return scene
            }
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            return scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first
        }
        """),
        Example("""
        func presentationAnchor(for controller: UIViewController) -> UIWindow {
            guard let scene = controller.view.window?.windowScene,
                  let window = scene.windows.first(where: \\.isKeyWindow) ?? scene.windows.first else {
                return UIWindow()
            }
            return window
        }
        """),
        // The scene whose delegate this object is: that one scene.
        Example("""
        extension SceneCoordinator {
            var scene: UIWindowScene? {
                UIApplication.shared.connectedScenes.first { $0.delegate === self.sceneDelegate } as? UIWindowScene
            }
        }
        """),
        Example("""
        var externalDisplayScene: UIWindowScene? {
            // the external display's scene, whatever its activation state
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.session.role == .windowExternalDisplayNonInteractive }
        }
        """),
        Example("""
        func safeAreaTop() -> CGFloat {
            if #available(iOS 13.0, *) {
                return UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.safeAreaInsets.top ?? 0
            } else if #available(iOS 11.0, *) {
                return UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0 // before scenes: one window list
            }
            return 0
        }
        """),
        // The scene with the key window (the one in use), any scene in the `else`; a stored
        // collection's active scene, any scene in the `else`.
        Example("""
        func reviewScene() -> UIWindowScene? {
            let windowScenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let keyWindowScene = windowScenes.first(where: { $0.keyWindow != nil }) {
                return keyWindowScene
            } else {
                return windowScenes.first
            }
        }
        func presentingScene() -> UIWindowScene? {
            let windowScenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let active = windowScenes.first(where: { $0.activationState == .foregroundActive }) {
                return active
            } else {
                return windowScenes.first
            }
        }
        """),
        // The scene that shows one document, found by what it shows.
        Example("""
        if let scene = UIApplication.shared.connectedScenes.first(where: {
            (($0 as? UIWindowScene)?.keyWindow?.rootViewController as? DocumentCoordinator)?.documentID == documentID
        }) {
            UIApplication.shared.requestSceneSessionActivation(scene.session, userActivity: nil, options: nil)
        }
        """),
        Example("""
        let scene = UIApplication.shared.connectedScenes
            .first { $0.activationState == .foregroundActive } as? UIWindowScene
            ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
        """),
        Example("""
        func currentScene() -> UIWindowScene? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            let active = scenes.first { $0.activationState == .foregroundActive }
            let any = scenes.first
            return active ?? any
        }
        """),
        Example("""
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        let keyWindow = scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
        """),
        Example("""
        let window = UIApplication.shared.connectedScenes
            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
            .first { $0.isKeyWindow }
        """),
        Example("for scene in UIApplication.shared.connectedScenes { (scene.delegate as? SceneDelegate)?.refresh() }"),
        Example("let count = UIApplication.shared.connectedScenes.count"),
        Example("let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }"),
        Example("let window = windowScene.keyWindow ?? windowScene.windows.first"),
        Example("let key = scene.windows.first { $0.isKeyWindow }"),
        Example("let root = view.window?.windowScene?.keyWindow?.rootViewController"),
        Example("// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"),
        Example("let windows = XCUIApplication().windows.firstMatch"),
        // A Mac app delegate's AppKit windows.
        Example("""
        func applicationWillBecomeActive(_ notification: Notification) {
            (notification.object as? NSApplication)?.windows.first?.makeKeyAndOrderFront(self)
        }
        """),
        Example("let window = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.first"),
        Example("let window = UIApplication.shared.windows.first { $0.isKeyWindow }"),
        Example("let window = NSApp.windows.first"),
        Example("let window = app.windows.first"),
        Example("let window = SessionManager.shared.windows.first"),
        Example("""
        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else {
            return UIApplication.shared.connectedScenes.first as? UIWindowScene
        }
        """),
        // The last active scene's delegate, kept, is the fallback.
        Example("""
        var activeSceneDelegate: SceneDelegate? {
            if let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene,
               let delegate = scene.delegate as? SceneDelegate {
                return delegate
            } else {
                return lastActiveSceneDelegate
            }
        }
        """),
        // The first window as the last resort, after two tries at the key window.
        Example("""
        static func hostView() -> UIView? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                .filter { $0.activationState == .foregroundActive }
            if let window = scenes.first?.windows.first(where: { $0.isKeyWindow }) {
                return window
            }
            if let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) {
                return window
            }
            return UIApplication.shared.windows.first
        }
        """),
        // The main window (the normal level, below any alert's) first, the first window last.
        Example("""
        public extension UIWindowScene {
            var mainWindow: UIWindow? {
                if let window = self.windows.first(where: { $0.windowLevel == .normal }) { return window }
                return self.windows.first
            }
        }
        """),
        // Tests run in the host app's one scene.
        Example("""
        import XCTest
        final class PresentationTests: XCTestCase {
            func testPresents() {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                XCTAssertNotNil(scene)
            }
        }
        """),
        Example("""
        extension UIApplication {
            var firstKeyWindow: UIWindow? { connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow }
        }
        """, path: "GlobalTestHelpers/UIApplication+Window.swift"),
    ]
}
