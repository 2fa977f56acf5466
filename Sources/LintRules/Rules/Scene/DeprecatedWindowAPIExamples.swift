import SwiftSource

/// The examples of `deprecated_window_api`: many shapes, so in their own file.
enum DeprecatedWindowAPIExamples {
    static let triggering: [Example] = [
        // Below iOS 26 or 17 is still above 16, where `UIScreen.main` is deprecated.
        Example("""
        func thumbnailScale() -> CGFloat {
            if #available(iOS 26, *) {
                return 1
            }
            return ↓UIScreen.main.scale
        }
        func screenWidth() -> CGFloat {
            if #available(iOS 17, *) {
                return window?.windowScene?.screen.bounds.width ?? 0
            } else {
                return ↓UIScreen.main.bounds.width
            }
        }
        """),
        Example("let window = ↓UIApplication.shared.keyWindow"),
        Example("""
        extension UIApplication {
            static var alt_shared: UIApplication? { UIApplication.value(forKey: "sharedApplication") as? UIApplication }
        }
        func presentAlert(_ alert: UIAlertController) {
            ↓UIApplication.alt_shared?.keyWindow?.rootViewController?.present(alert, animated: true)
        }
        """),
        Example("""
        extension UtilitiesWrapper where Base == UIApplication {
            var keyWindow: UIWindow? { ↓base.windows.first { $0.isKeyWindow } }
        }
        """),
        Example("let top = ↓AppEnvironment.app.windows.first { $0.isKeyWindow }", otherFiles: [
            "AppEnvironment.swift": "enum AppEnvironment {\n    static var app: UIApplication { .shared }\n}",
        ]),
        // A `class` member of the extension reads the type's own `shared`.
        Example("""
        extension UIApplication {
            class func topViewController() -> UIViewController? {
                ↓shared.windows.first { $0.isKeyWindow }?.rootViewController
            }
        }
        """),
        Example("let window = ↓UIApplication.shared.windows.first { $0.isKeyWindow }"),
        Example("let height = ↓UIApplication.shared.statusBarFrame.height"),
        Example("let size = ↓UIScreen.main.bounds.size"),
        // A `private` extension's member, and a `static` one, are not `shared.keyWindow`.
        Example("let root = ↓UIApplication.shared.keyWindow?.rootViewController", otherFiles: [
            "Picker.swift": """
            private extension UIApplication {
                static var keyWindow: UIWindow? { nil }
            }
            """,
        ]),
        Example("let window = ↓UIApplication.shared.keyWindow", otherFiles: [
            "UIApplication+Top.swift": """
            extension UIApplication {
                var topViewController: UIViewController? {
                    let keyWindow = ↓windows.first { $0.isKeyWindow } // a local, not a member of the extension
                    return keyWindow?.rootViewController
                }
            }
            """,
        ]),
        Example("""
        extension UIViewController {
            class var sharedApplication: UIApplication? {
                let selector = NSSelectorFromString("sharedApplication") // reachable from app extensions too
                return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
            }
            var windowsOfApp: [UIWindow] { ↓UIViewController.sharedApplication?.windows ?? [] }
        }
        """),
        Example("""
        // Swift 2 spellings, still in old course apps
        let kScreenWidth = ↓UIScreen.mainScreen().bounds.size.width
        let root = ↓UIApplication.sharedApplication().keyWindow?.rootViewController
        """),
        Example("""
        func present(_ alert: UIAlertController) {
            let app = UIApplication.shared
            ↓app.windows.first?.rootViewController?.present(alert, animated: true)
        }
        """),
        Example("""
        let window = ↓UIApplication
            .shared // the app
            .keyWindow
        """),
        Example("let window = ↓UIApplication.shared /* every scene */ .windows.last"),
        Example("""
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            ↓application.keyWindow?.makeKeyAndVisible()
            return true
        }
        """),
        Example("""
        extension UIApplication {
            var topViewController: UIViewController? { ↓keyWindow?.rootViewController }
        }
        """),
        Example("""
        extension UIApplication {
            func endEditingEverywhere() { ↓self.windows.forEach { $0.endEditing(true) } }
        }
        """),
        Example(#"print("scale: \(↓UIScreen.main.scale)")"#),
        Example("""
        func showToast() {
            guard let window = ↓UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
            window.addSubview(ToastView())
        }
        """),
        Example("""
        struct Banner: View {
            var body: some View {
                Text("Sale").frame(width: ↓UIScreen.main.bounds.width - 32)
            }
        }
        """),
        Example("""
        #if os(iOS)
        let scale = ↓UIScreen.main.scale
        #else
        let scale: CGFloat = 2
        #endif
        """),
        Example("""
        final class Layout {
            private let application = UIApplication.shared
            func topInset() -> CGFloat { ↓application.statusBarFrame.height }
        }
        """),
        Example("let bounds = ↓UIScreen.main.bounds, statusBar = ↓UIApplication.shared.statusBarFrame"),
        Example("""
        @available(iOS 13.0, *)
        func topController() -> UIViewController? { ↓UIApplication.shared.keyWindow?.rootViewController }
        """),
        Example("""
        if #available(iOS 16, *) {
            ↓UIScreen.main.bounds
        }
        """),
        Example("let orientation = ↓UIScreen.main.orientation // a project extension, still through main"),
        // In an extension of `UIScreen`, `Self.main` and, in a static member, `main` alone are `UIScreen.main`.
        Example("""
        extension UIScreen {
            static var isCompact: Bool { ↓Self.main.bounds.height <= 667 }
            static let designScale = ↓main.bounds.width / 375
            static func fits(_ height: CGFloat) -> Bool {
                ↓main.bounds.height >= height
            }
        }
        """),
        // The `else` of a check that is not all of the condition runs on new systems too.
        Example("""
        if #available(iOS 12, *), traitCollection.userInterfaceStyle == .dark {
            layer.shadowOpacity = 0
        } else {
            layer.rasterizationScale = ↓UIScreen.main.scale
        }
        func keyWindow(preferScene: Bool) -> UIWindow? {
            guard #available(iOS 15, *), preferScene else { return ↓UIApplication.shared.windows.first { $0.isKeyWindow } }
            return UIWindowScene.current?.keyWindow
        }
        """),
        // In a `class var` of the extension `self` is the type: `self.shared` is the application.
        Example("""
        extension UIApplication {
            class var statusBarHeight: CGFloat {
                return ↓self.shared.statusBarFrame.size.height
            }
        }
        """),
    ]

    static let nonTriggering: [Example] = [
        // A parameter named `shared` is not the application.
        Example("""
        extension UIApplication {
            static func windows(of shared: SceneRegistry) -> [UIWindow] { shared.windows }
        }
        """),
        // After an `if #available` body that returns, only older systems run the code.
        Example("""
        extension UIApplication {
            func currentKeyWindow() -> UIWindow? {
                if #available(iOS 15, *) {
                    return connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
                }
                if #available(iOS 13, *) {
                    return windows.first { $0.isKeyWindow }
                }
                return keyWindow
            }
        }
        """),
        // Inside a static member `self` is the type: `self.keyWindow` is the project's own static one.
        Example("""
        public extension UIApplication {
            static var keyWindow: UIWindow? {
                shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
            }

            static var keyWindowScene: UIWindowScene? {
                self.keyWindow?.windowScene
            }
        }
        """),
        Example("""
        extension UIScreen {
            @available(*, deprecated, message: "use the window's size: wrong for iPad windows")
            static let screenHeight = UIScreen.main.bounds.size.height
        }
        """),
        Example("""
        func statusBarHeight() -> CGFloat {
            if #available(iOS 13.0, *) {
                return view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
            } else if #available(iOS 11.0, *) {
                return UIApplication.shared.statusBarFrame.height // for iOS 11 and 12 only
            }
            return 0
        }
        """),
        Example("let display = externalDisplays.mainScreen() // not UIScreen's"),
        // An instance member of `UIScreen` reads its own screen; `main` of another type, a label, a declaration.
        Example("""
        extension UIScreen {
            var isCompact: Bool { bounds.height <= 667 }
            static func pixels(_ points: CGFloat, on screen: UIScreen) -> CGFloat { points * screen.scale }
            static func run(main: () -> Void) { main() }
        }
        extension DispatchQueue {
            static var ui: DispatchQueue { main }
        }
        """),
        Example("""
        extension UtilitiesWrapper where Base == UIWindowScene {
            var keyWindow: UIWindow? { base.windows.first { $0.isKeyWindow } }
        }
        """),
        Example("let top = AppEnvironment.app.windows.first", otherFiles: [
            "AppEnvironment.swift": "enum AppEnvironment {\n    static var app: DemoApplication { DemoApplication() }\n}",
        ]),
        Example("let window = scene.windows.first { $0.isKeyWindow }"),
        Example("// UIApplication.shared.keyWindow is deprecated; use the scene"),
        Example(#"let hint = "UIApplication.shared.windows.first""#),
        Example("let window = view.window"),
        Example("let key = windowScene.windows.first { $0.isKeyWindow }"),
        Example("let scenes = UIApplication.shared.connectedScenes"),
        Example("UIApplication.shared.open(url)"),
        Example("""
        @available(*, deprecated, message: "Use UIWindowScene.current")
        func legacyKeyWindow() -> UIWindow? { UIApplication.shared.keyWindow }
        """),
        Example("""
        @available(iOS, deprecated: 13.0)
        var legacyStatusBarHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
        """),
        Example("let window = UIApplication.shared.keyWindow", otherFiles: [
            "UIApplication+KeyWindow.swift": """
            extension UIApplication {
                var keyWindow: UIWindow? {
                    connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows).first { $0.isKeyWindow }
                }
            }
            """,
        ]),
        Example("""
        extension UIWindowScene {
            var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
        }
        """),
        Example("configure(windows: [], main: true)"),
        Example("let windows = scene.windows"),
        Example("""
        final class Coordinator {
            var windows: [UIWindow] = []
            func reset() { self.windows.removeAll() }
        }
        """),
        Example("""
        func application(_ application: UIApplication, open url: URL) -> Bool {
            application.connectedScenes.count > 0
        }
        """),
        Example("let screens = UIScreen.screens.count"),
        Example("""
        func statusBarHeight(in view: UIView) -> CGFloat {
            if #available(iOS 13.0, *) {
                return view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
            } else {
                return UIApplication.shared.statusBarFrame.height
            }
        }
        """),
        Example("""
        func keyWindow() -> UIWindow? {
            guard #available(iOS 15, *) else { return UIApplication.shared.windows.first { $0.isKeyWindow } }
            return UIWindowScene.current?.keyWindow
        }
        """),
        Example("""
        if #unavailable(iOS 16) {
            scale = UIScreen.main.scale
        }
        """),
        Example("let windows = XCUIApplication().windows.firstMatch; let main = XCUIScreen.main"),
        Example("let height = view.window?.windowScene?.statusBarManager?.statusBarFrame.height"),
        Example("""
        @available(iOS, obsoleted: 15.0)
        extension UIWindowScene {
            var legacyKey: UIWindow? { UIApplication.shared.keyWindow }
        }
        """),
        Example("let main = DispatchQueue.main"),
    ]
}
