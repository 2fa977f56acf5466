/// `window_without_scene` examples: windows made in scene and app delegates, secondary windows
/// with and without their scene, and the plists that say whether an app has scenes.
enum WindowWithoutSceneExamples {
    static let triggering: [Example] = [
        // A router handed the scene by the scene delegate makes the window without it.
        Example("""
        final class AppRouter {
            var window: UIWindow?

            func start(_ scene: UIWindowScene) {
                window = ↓UIWindow(frame: scene.coordinateSpace.bounds)
                window?.windowScene = scene
                window?.rootViewController = SplashViewController()
                window?.makeKeyAndVisible()
            }
        }
        """),
        Example("""
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = ↓UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = MainTabBarController()
                window?.makeKeyAndVisible()
            }
        }
        """),
        Example("""
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let window = ↓UIWindow.init(frame: UIScreen.main.bounds)
                self.window = window
                window.makeKeyAndVisible()
            }
        }
        """),
        Example("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = ↓UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = MainTabBarController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            lazy var window: UIWindow? = ↓UIWindow(frame: UIScreen.main.bounds)
        }
        """, otherFiles: ["Info.plist": Self.sceneManifestPlist]),
        Example("""
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = ↓UIWindow(frame: windowScene.coordinateSpace.bounds)
                window?.windowScene = windowScene
                window?.makeKeyAndVisible()
            }
        }
        """),
        // The scene is given to the window made beside it, never to the one the app delegate
        // asks for.
        Example("""
        final class AppManager {
            static var window: UIWindow?
            static func prepareWindow(with windowScene: UIWindowScene) {
                window = UIWindow(windowScene: windowScene)
                window?.windowScene = windowScene
                window?.makeKeyAndVisible()
            }
            static func prepareWindow() {
                window = ↓UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A SwiftUI `App` shows its windows in the scenes SwiftUI makes: a window its adaptor's
        // app delegate builds is never shown.
        Example("""
        final class AppDelegate: NSObject, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = ↓UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        """, otherFiles: ["ShopApp.swift": """
        @main
        struct ShopApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            var body: some Scene { WindowGroup { RootView() } }
        }
        """]),
        // And a helper that renders a view through a window of its own makes it key without a scene.
        Example("""
        extension View {
            func snapshot() -> UIImage {
                let controller = UIHostingController(rootView: self)
                let window = ↓UIWindow(frame: controller.view.bounds)
                window.rootViewController = controller
                window.makeKeyAndVisible()
                return UIGraphicsImageRenderer(bounds: controller.view.bounds).image { _ in
                    controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
                }
            }
        }
        """, otherFiles: ["ShopApp.swift": "@main struct ShopApp: App { var body: some Scene { WindowGroup { RootView() } } }"]),
        Example("""
        final class OverlayManager {
            static let shared = OverlayManager()
            private var overlay: UIWindow?
            func show(_ controller: UIViewController) {
                let window = ↓UIWindow(frame: UIScreen.main.bounds)
                window.windowLevel = .alert + 1
                window.rootViewController = controller
                window.makeKeyAndVisible()
                overlay = window
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        final class ToastView: UIView {
            private lazy var host: UIWindow = {
                let window = ↓UIWindow(frame: UIScreen.main.bounds)
                window.windowLevel = .statusBar
                return window
            }()
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A restart replacing the app's window: the old window's scene was at hand.
        Example("""
        final class AppRestarter {
            var window: UIWindow?

            func restart(with root: UIViewController) {
                guard let window = window else { return }
                let newWindow = ↓UIWindow(frame: window.frame)
                newWindow.windowScene = window.windowScene
                newWindow.rootViewController = root
                newWindow.makeKeyAndVisible()
                self.window = newWindow
            }
        }
        """),
        // Outside the scene delegate, with the scene at hand and given to the window afterwards.
        Example("""
        final class LoginRouter {
            func showLogin(_ navigation: UINavigationController) {
                guard let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                let window = ↓UIWindow(frame: windowScene.coordinateSpace.bounds)
                window.windowScene = windowScene
                window.rootViewController = navigation
                window.makeKeyAndVisible()
            }
        }
        """),
    ]

    static let sceneManifestPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key>
            <false/>
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
        </dict>
    </dict>
    </plist>
    """

    static let legacyPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>Legacy</string>
    </dict>
    </plist>
    """
}
