import SwiftSource

/// The examples of `scene_activation_fallback`: many shapes, so in their own file.
enum SceneActivationFallbackExamples {
    /// A loop over the scenes whose first statement keeps the active one, with a number after it:
    /// a lookup (for `duplicated_scene_lookup` too) with no fallback scene.
    static let activeLoopStatusBarHeight = """
    extension UIScreen {
        var statusBarHeight: CGFloat {
            for scene in ↓UIApplication.shared.connectedScenes {
                if let scene = scene as? UIWindowScene, scene.activationState == .foregroundActive {
                    return scene.statusBarManager?.statusBarFrame.height ?? 0
                }
            }
            return 0
        }
    }
    """

    static let triggering: [Example] = [
        // The same loop over the scenes cast in parentheses, its variable typed.
        Example("""
        static var keyWindow: UIWindow? {
            for windowScene: UIWindowScene in ((↓UIApplication.shared.connectedScenes as? Set<UIWindowScene>)!) {
                if windowScene.activationState == .foregroundActive {
                    return windowScene.keyWindow
                }
            }
            return nil
        }
        """),
        // The active scene unwrapped by an `if let` that returns, and nothing but `nil` after it.
        Example("""
        var rootController: UIViewController? {
            let windowScene = ↓UIApplication.shared.connectedScenes
                .filter { $0.activationState == .foregroundActive }
                .first
            if let scene = windowScene as? UIWindowScene {
                return scene.keyWindow?.rootViewController
            }
            return nil
        }
        """),
        Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene"),
        // A key window there, yet the first window taken.
        Example("""
        func hostWindow() -> UIWindow? {
            if UIApplication.shared.keyWindow != nil {
                return ↓UIApplication.shared.windows.first
            }
            return nil
        }
        """),
        // A `guard` on something other than the key window: its `else` takes the first window.
        Example("""
        func topController(of view: UIView) -> UIViewController? {
            guard let root = view.window?.rootViewController else {
                return ↓UIApplication.shared.windows.first?.rootViewController
            }
            return root
        }
        """),
        // The topmost window of the active scene: nothing when no scene is active.
        Example("""
        static var topWindow: UIWindow? {
            ↓UIApplication.shared.connectedScenes
                .filter { $0.activationState == .foregroundActive }
                .compactMap { $0 as? UIWindowScene }
                .first?.windows
                .max(by: { $0.windowLevel.rawValue < $1.windowLevel.rawValue })
        }
        """),
        // The active scene's inset read through `map`: the `?? 0` after it is the inset's default,
        // no other scene.
        Example("""
        public var topPadding: CGFloat {
            return ↓UIApplication.shared.connectedScenes
                .filter { $0.activationState == .foregroundActive }
                .first(where: { $0 is UIWindowScene })
                .flatMap({ $0 as? UIWindowScene })?.windows
                .first(where: \\.isKeyWindow)
                .map { $0.safeAreaInsets.top } ?? 0
        }
        """),
        // The default for a view the caller may not give: the lookup is the popover's anchor, not a
        // fallback after an active scene.
        Example("""
        func share(_ url: URL, from sourceView: UIView?) {
            let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
            sheet.popoverPresentationController?.sourceView = sourceView ?? ↓UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first?.windows
                .first { $0.isKeyWindow }
        }
        """),
        // A delegate's type is every scene of the app's main kind: several are open on an iPad.
        Example("""
        enum AppRouter {
            static var window: UIWindow? {
                let scene = ↓UIApplication.shared.connectedScenes.first { $0.delegate is SceneDelegate } as? UIWindowScene
                return (scene?.delegate as? SceneDelegate)?.window
            }

            static var mainWindow: UIWindow? {
                let scene = ↓UIApplication.shared.connectedScenes.first { scene in
                    guard let delegate = scene.delegate, delegate is SceneDelegate else { return false }
                    return true
                }
                return (scene?.delegate as? SceneDelegate)?.window
            }
        }
        """),
        // Two stored steps: the window scenes, then the active ones.
        Example("""
        extension UIWindow {
            static var key: UIWindow? {
                let windowScenes = UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                let activeScenes = windowScenes
                    .filter { $0.activationState == .foregroundActive }
                return ↓activeScenes.first?.keyWindow
            }
        }
        """),
        // The scenes kept filtered to the active one: `scenes.first` is the active scene, or none.
        Example("""
        func presenter() -> UIViewController? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                .filter { $0.activationState == .foregroundActive }
            return ↓scenes.first?.keyWindow?.rootViewController
        }
        """),
        Example("let scene = ↓UIApplication.shared.connectedScenes.last"),
        Example("guard let scene = ↓UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else { return }"),
        Example("let scene = ↓UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene"),
        Example("""
        let scene = ↓UIApplication.shared.connectedScenes
            .first { $0.activationState == .foregroundActive } as? UIWindowScene
        """),
        // `?? []` is no other scene: with no active one, there are no windows.
        Example("""
        extension UIApplication {
            var activeWindows: [UIWindow] {
                let windows = ↓self.connectedScenes
                    .filter { $0.activationState == .foregroundActive }
                    .first(where: { $0 is UIWindowScene })
                    .flatMap({ $0 as? UIWindowScene })?.windows
                return windows ?? []
            }
        }
        """),
        Example("let scene = ↓UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first"),
        Example("let scene = ↓UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundInactive }"),
        Example("""
        extension UIApplication {
            var currentScene: UIWindowScene? {
                ↓connectedScenes.first { scene in scene.activationState == .foregroundActive } as? UIWindowScene
            }
        }
        """),
        Example("let root = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController"),
        Example("""
        func topInset(scene: UIWindowScene) -> CGFloat {
            ↓scene.windows.first?.safeAreaInsets.top ?? 0
        }
        """),
        // The first window by subscript: the same window, and a trap when there is none.
        Example("let insets = ↓UIApplication.shared.windows[0].safeAreaInsets"),
        // A loop over the active scenes and nothing after it when none is active.
        Example("""
        func presentToast(_ toast: UIView) {
            var keyWindow: UIWindow?
            for case let scene as UIWindowScene in ↓UIApplication.shared.connectedScenes where scene.activationState == .foregroundActive {
                keyWindow = scene.windows.first { $0.isKeyWindow }
            }
            guard let keyWindow else { return }
            keyWindow.addSubview(toast)
        }
        """),
        // The same test as the loop's first statement; a number is no scene to fall back to.
        Example(activeLoopStatusBarHeight),
        // Every scene's windows, then the first of them: which scene no longer matters, the window does.
        Example("""
        let window = ↓UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first
        """),
        Example("""
        func setRoot(_ controller: UIViewController) {
            if let window = ↓UIApplication.shared.windows.first {
                window.rootViewController = controller
            }
        }
        """),
        // One scene, so any scene is the scene; but any of its windows is not the key one.
        Example("""
        func bottomInset() -> CGFloat {
            let scenes = UIApplication.shared.connectedScenes
            let window = (↓scenes.first as? UIWindowScene)?.windows.first
            return window?.safeAreaInsets.bottom ?? 0
        }
        """, otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: ["INFOPLIST_FILE": "Info.plist"]),
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: false),
        ]),
        Example("""
        func sceneDidEnterBackground(_ scene: UIScene) {
            ↓(scene as? UIWindowScene)?.windows.first?.addSubview(privacyCover)
        }
        """),
        // The application's windows: the oldest one first, whichever scene or level it has.
        Example("let statusBarHeight = ↓UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0"),
        Example("""
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
            ↓application.windows.first?.rootViewController?.present(alert, animated: true)
        }
        """),
        Example("""
        extension UIApplication {
            var frontWindow: UIWindow? { ↓windows.first }
        }
        """),
        Example("""
        func present() {
            let scenes = UIApplication.shared.connectedScenes
            let scene = ↓scenes.first as? UIWindowScene
            ↓scene?.windows.first?.rootViewController?.present(alert, animated: true)
        }
        """),
        Example("""
        struct ReviewButton: View {
            var body: some View {
                Button("Rate") {
                    if let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene {
                        SKStoreReviewController.requestReview(in: scene)
                    }
                }
            }
        }
        """),
        Example("let delegate = ↓UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate"),
        // The active scene is passed on, but also used for something else: it needs the fallback.
        Example("""
        func askForReview() {
            if let scene = ↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene {
                SKStoreReviewController.requestReview(in: scene)
                scene.windows.first { $0.isKeyWindow }?.rootViewController?.present(thanks, animated: true)
            }
        }
        """),
        // An app target that supports several scenes at once (the project model's Info keys).
        Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: ["INFOPLIST_FILE": "Info.plist"]),
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: true),
        ]),
        // iPhone and iPad: two windows side by side.
        Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: [
                "INFOPLIST_FILE": "Info.plist", "TARGETED_DEVICE_FAMILY": "\"1,2\"",
            ]),
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: true),
        ]),
    ]
}
