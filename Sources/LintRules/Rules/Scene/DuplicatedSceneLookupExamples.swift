import SwiftSource

/// The examples of `duplicated_scene_lookup`: many shapes, so in their own file.
enum DuplicatedSceneLookupExamples {
    static let triggering: [Example] = [
        // One copy, and the project's accessor finds the same scene in another spelling: the
        // accessor is the second occurrence.
        Example("""
        let scene = ↓UIApplication.shared.connectedScenes
            .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
            ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
        """, otherFiles: ["UIWindowScene+Current.swift": equivalentAccessor]),
        // `windows[0]` is the scene's first window, as `windows.first` is.
        Example("""
        let root = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows[0].rootViewController
        """, otherFiles: [
            "Window.swift": "let window = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first",
        ]),
        Example("""
        let scene = (↓UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first ?? UIApplication.shared.connectedScenes.first) as? UIWindowScene
        """, otherFiles: [
            "Alerts.swift": "let scene = (↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) ?? UIApplication.shared.connectedScenes.first) as? UIWindowScene",
        ]),
        Example("""
        func activeScene() -> UIWindowScene? {
            for case let scene as UIWindowScene in ↓UIApplication.shared.connectedScenes where scene.activationState == .foregroundActive {
                return scene
            }
            return nil
        }
        """, otherFiles: [
            "Share.swift": """
            func present(_ sheet: UIViewController) {
                for case let windowScene as UIWindowScene in ↓UIApplication.shared.connectedScenes where windowScene.activationState == .foregroundActive {
                    windowScene.keyWindow?.rootViewController?.present(sheet, animated: true)
                }
            }
            """,
        ]),
        // An accessor that casts with `map` then drops the failures, copied with one `compactMap`.
        Example("""
        extension UIWindow {
            public static var firstWindow: UIWindow? {
                UIApplication.shared.connectedScenes
                    .filter { $0.activationState == .foregroundActive }
                    .map { $0 as? UIWindowScene }
                    .compactMap { $0 }
                    .first?.windows
                    .filter { $0.isKeyWindow }.first
            }
        }
        """, otherFiles: [
            "AlertsManager.swift": """
            enum AlertsManager {
                static func show(_ alert: UIViewController) {
                    guard let host = ↓UIApplication.shared.connectedScenes
                        .filter({ $0.activationState == .foregroundActive })
                        .compactMap({ $0 as? UIWindowScene })
                        .first?.windows
                        .filter({ $0.isKeyWindow }).first?
                        .rootViewController
                    else { return }
                    host.present(alert, animated: true)
                }
            }
            """,
        ]),
        // An accessor that names its scenes and its window in locals, then returns the window:
        // the copy written out again is the one to replace.
        Example("""
        public extension UIApplication {
            func currentWindow() -> UIWindow? {
                let scenes = UIApplication.shared.connectedScenes
                    .filter { $0.activationState == .foregroundActive }
                    .compactMap { $0 as? UIWindowScene }
                let window = scenes.first?
                    .windows
                    .first { $0.isKeyWindow }
                return window
            }
        }
        """, otherFiles: [
            "ShareButton.swift": """
            struct ShareButton: View {
                var body: some View {
                    Button("Share") {
                        let window = ↓UIApplication.shared.connectedScenes
                            .filter { $0.activationState == .foregroundActive }
                            .compactMap { $0 as? UIWindowScene }
                            .first?.windows
                            .first { $0.isKeyWindow }
                        window?.rootViewController?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                    }
                }
            }
            """,
        ]),
        // The same key-window search with a different default after `??`: the default is the caller's.
        Example("""
        extension PasskeySignIn: ASAuthorizationControllerPresentationContextProviding {
            func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
                ↓UIApplication.shared.connectedScenes
                    .compactMap { $0 as? UIWindowScene }
                    .flatMap(\\.windows)
                    .first { $0.isKeyWindow } ?? ASPresentationAnchor()
            }
        }
        """, otherFiles: [
            "BackupService.swift": """
            extension BackupService: ASAuthorizationControllerPresentationContextProviding {
                func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
                    ↓UIApplication.shared.connectedScenes
                        .compactMap { $0 as? UIWindowScene }
                        .flatMap(\\.windows)
                        .first { $0.isKeyWindow } ?? UIWindow()
                }
            }
            """,
        ]),
        // Windows read off the same scene lookup repeat it, whichever window they then pick.
        Example("""
        func lockPortrait() {
            if let windowScene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene {
                windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
            }
        }
        """, otherFiles: [
            "FeedView.swift": "let bottomInset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.bottom ?? 0",
            "ChatView.swift": "let keyInset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.safeAreaInsets",
        ]),
        // A scene stored in a local is a third copy of the scene two window lookups read off.
        Example("""
        func lockPortrait() {
            let windowScene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene
            windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        }
        """, otherFiles: [
            "FeedView.swift": "let bottomInset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.bottom ?? 0",
            "ChatView.swift": "let topInset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.top ?? 0",
        ]),
        // Likewise beside two lookups that read the scene's own `keyWindow` (iOS 15).
        Example("""
        func hideTabBar() {
            let windowScene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene
            windowScene?.keyWindow?.rootViewController?.tabBarController?.tabBar.isHidden = true
        }
        """, otherFiles: [
            "TabBar.swift": "var insets: UIEdgeInsets? { (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets }",
            "TabBarModifier.swift": "var bottom: CGFloat { (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets.bottom ?? 0 }",
        ]),
        // The same lookup in three statements, stored twice over.
        Example("""
        extension UIApplication {
            var firstActiveScene: UIWindowScene? {
                let windowScenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let activeScenes = windowScenes.filter { $0.activationState == .foregroundActive }
                return ↓activeScenes.first
            }
        }
        """, otherFiles: [
            "Layout.swift": """
            extension UIView {
                var bottomInset: CGFloat {
                    let windowScenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                    let activeScenes = windowScenes.filter { $0.activationState == .foregroundActive }
                    let scene = ↓activeScenes.first
                    return scene?.keyWindow?.safeAreaInsets.bottom ?? 0
                }
            }
            """,
        ]),
        // A lookup in parentheses and read on is the lookup the parentheses hold.
        Example("""
        func topViewController() -> UIViewController? {
            (↓UIApplication.shared.connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .flatMap { $0.windows }
                .first { $0.isKeyWindow })?.rootViewController
        }
        """, otherFiles: [
            "Alerts.swift": "let keyWindow = ↓UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }.first { $0.isKeyWindow }",
        ]),
        // The activation test as the loop's first statement.
        Example("""
        extension UIApplication {
            var frontWindow: UIWindow? {
                for scene in ↓UIApplication.shared.connectedScenes {
                    if let scene = scene as? UIWindowScene, scene.activationState == .foregroundActive {
                        return scene.windows.first { $0.isKeyWindow }
                    }
                }
                return nil
            }
        }
        """, otherFiles: [
            "UIScreen+Bars.swift": SceneActivationFallbackExamples.activeLoopStatusBarHeight,
        ]),
        Example("""
        func presentPrompt(_ alert: UIAlertController) {
            let activeScene = ↓UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first
            guard let windowScene = activeScene as? UIWindowScene else { return }
            windowScene.keyWindow?.rootViewController?.present(alert, animated: true)
        }
        """, otherFiles: [
            "Bootstrap.swift": """
            func displayAlert(_ alert: UIAlertController) {
                guard let windowScene = ↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { return }
                windowScene.keyWindow?.rootViewController?.present(alert, animated: true)
            }
            """,
        ]),
        // The project's own window-scene class.
        Example("""
        final class ExternalDisplayScene: UIWindowScene {}
        func externalScene() -> ExternalDisplayScene? { // an accessor: the copy below should call it
            UIApplication.shared.connectedScenes.compactMap { $0 as? ExternalDisplayScene }.first(where: { $0.session.role == .windowExternalDisplayNonInteractive })
        }
        """, otherFiles: [
            "GameViewController.swift": """
            func connectExternalDisplay() {
                guard let scene = ↓UIApplication.shared.connectedScenes.compactMap({ $0 as? ExternalDisplayScene }).first(where: { $0.session.role == .windowExternalDisplayNonInteractive }) else { return }
                print(scene)
            }
            """,
        ]),
        Example("let scene = ↓UIApplication.shared.openSessions.first?.scene as? UIWindowScene", otherFiles: [
            "Banner.swift": "guard let windowScene = ↓UIApplication.shared.openSessions.first?.scene as? UIWindowScene else { return }",
        ]),
        Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "Settings.swift": "guard let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }",
        ]),
        Example("""
        let scene = ↓UIApplication.shared.connectedScenes
            .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
        """, otherFiles: [
            "Share.swift": """
            func share() {
                let scene = ↓UIApplication.shared.connectedScenes // the visible one
                    .first { scene in scene.activationState == .foregroundActive } as? UIWindowScene
                scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
            }
            """,
        ]),
        Example("let scene = ↓UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first as? UIWindowScene", otherFiles: [
            "Toast.swift": "let scene = ↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene",
        ]),
        Example("func showBanner() { let top = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene }", otherFiles: [
            "UIWindowScene+Current.swift": """
            extension UIWindowScene {
                static var current: UIWindowScene? {
                    UIApplication.shared.connectedScenes.first as? UIWindowScene
                }
            }
            """,
        ]),
        Example("""
        extension UIApplication {
            var foregroundScene: UIWindowScene? {
                connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            }
        }
        let scene = ↓UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
        """),
        Example("""
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = ↓scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
        let keyWindow = scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
        """, otherFiles: [
            "Coordinator.swift": """
            func present() {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let scene = ↓scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
            """,
        ]),
        Example("let inset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.safeAreaInsets",
                otherFiles: [
                    "Layout.swift": "let root = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.rootViewController",
                ]),
        Example("""
        struct SheetButton: View {
            var body: some View {
                Button("Share") {
                    if let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene { present(in: scene) }
                }
            }
        }
        """, otherFiles: ["Review.swift": "SKStoreReviewController.requestReview(in: ↓UIApplication.shared.connectedScenes.first as! UIWindowScene)"]),
        // A cast in parentheses, read on: the same lookup as the one without them.
        Example("""
        var screenSize: CGSize {
            (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.screen.bounds.size ?? .zero
        }
        """, otherFiles: [
            "Insets.swift": """
            var bottomInset: CGFloat {
                let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene
                return scene?.keyWindow?.safeAreaInsets.bottom ?? 0
            }
            """,
        ]),
    ]

    static let nonTriggering: [Example] = [
        // One lookup in a variable, read again by each step of its fallback chain: written once.
        Example("""
        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
            let windowScenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let scene = windowScenes.first, let keyWindow = scene.windows.first(where: { $0.isKeyWindow }) {
                return keyWindow
            }
            if let scene = windowScenes.first, let window = scene.windows.first {
                return window
            }
            if let scene = windowScenes.first {
                return ASPresentationAnchor(windowScene: scene)
            }
            preconditionFailure("No window scene")
        }
        """),
        // A window read off another scene lookup (the active one) repeats nothing.
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "Inset.swift": "let inset = (UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene)?.windows.first?.safeAreaInsets",
        ]),
        // A scene class that is not a window scene.
        Example("""
        final class DashboardScene: UIScene {}
        let dashboard = UIApplication.shared.connectedScenes.compactMap { $0 as? DashboardScene }.first
        """, otherFiles: [
            "Dashboard.swift": "let other = UIApplication.shared.connectedScenes.compactMap { $0 as? DashboardScene }.first",
        ]),
        Example("""
        func logSession() {
            let scene = UIApplication.shared.connectedScenes.first // a UIScene: never cast to a window scene
            print(scene?.session.persistentIdentifier ?? "")
        }
        """, otherFiles: [
            "Restore.swift": "func restore() {\n    let scene = UIApplication.shared.connectedScenes.first\n    print(scene?.session.role as Any)\n}",
        ]),
        Example("""
        func refreshAll() {
            for case let scene as UIWindowScene in UIApplication.shared.connectedScenes { scene.windows.forEach { $0.setNeedsLayout() } }
        }
        """, otherFiles: [
            "Theme.swift": "func apply() { for case let scene as UIWindowScene in UIApplication.shared.connectedScenes { scene.windows.forEach { $0.tintColor = .red } } }",
        ]),
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"),
        Example("static let shared = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate", otherFiles: [
            "Preview/SceneDelegate.swift": "static let shared = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate",
        ]),
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "Other.swift": "let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene",
        ]),
        Example("""
        extension UIWindowScene {
            static var current: UIWindowScene? {
                UIApplication.shared.connectedScenes.first as? UIWindowScene
            }
        }
        let scene = UIWindowScene.current
        """),
        Example("for scene in UIApplication.shared.connectedScenes { scene.title = nil }", otherFiles: [
            "B.swift": "for scene in UIApplication.shared.connectedScenes { scene.title = nil }",
        ]),
        Example("let count = UIApplication.shared.connectedScenes.count", otherFiles: [
            "B.swift": "let count = UIApplication.shared.connectedScenes.count",
        ]),
        Example("let window = UIApplication.shared.connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }.first { $0.isKeyWindow }",
                otherFiles: ["B.swift": "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"]),
        Example("""
        // let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let hint = "UIApplication.shared.connectedScenes.first as? UIWindowScene"
        """),
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene",
                otherFiles: ["B.swift": "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"],
                configuration: #"{ "minOccurrences": 3 }"#),
        // The accessor and one copy are two occurrences, fewer than asked for.
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene",
                otherFiles: ["UIWindowScene+Current.swift": equivalentAccessor], configuration: #"{ "minOccurrences": 3 }"#),
        // A window of any scene is not what a scene accessor finds.
        Example("let window = UIApplication.shared.connectedScenes.first?.windows.first",
                otherFiles: ["UIWindowScene+Current.swift": equivalentAccessor]),
    ]

    /// The active scene, else any window scene: the accessor `--fix` creates, spelled as a project might.
    static let equivalentAccessor = """
        import UIKit

        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }
        """
}
