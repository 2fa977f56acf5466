/// `window_without_scene` examples that must stay silent: windows made with their scene, given
/// it where it is at hand only later, or in apps without scenes.
extension WindowWithoutSceneExamples {
    static let nonTriggering: [Example] = [
        // A toast window given the current scene by an accessor once it is made.
        Example("""
        final class ToastPresenter {
            private var toastWindow: UIWindow?

            func show(_ toast: UIViewController, over frame: CGRect) {
                let window = UIWindow(frame: frame)
                window.windowScene = UIWindowScene.current
                window.rootViewController = toast
                window.isHidden = false
                toastWindow = window
            }
        }
        """),
        // A window made only to read the screen's geometry: never shown, so never missing a scene.
        Example("""
        final class IndicatorView {
            let containerView = UIView()
            func show() {
                let window = UIWindow(frame: UIScreen.main.bounds)
                containerView.frame = window.frame
                containerView.center = window.center
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A lock screen's window made in a lazy property's closure, given the main window's scene
        // by that property's name once the scene delegate hands the main window over.
        Example("""
        final class ScreenLockWindow {
            lazy var window: UIWindow = {
                let result = UIWindow()
                result.windowLevel = .alert
                return result
            }()

            func setUp(with rootWindow: UIWindow) {
                window.windowScene = rootWindow.windowScene
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // The same router making the window with the scene it is handed.
        Example("""
        final class AppRouter {
            var window: UIWindow?

            func start(_ scene: UIWindowScene) {
                window = UIWindow(windowScene: scene)
                window?.rootViewController = SplashViewController()
                window?.makeKeyAndVisible()
            }
        }
        """),
        // A placeholder anchor for when no window is found, in an app with a scene delegate.
        Example("""
        extension LoginService: ASAuthorizationControllerPresentationContextProviding {
            func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
                UIApplication.shared.windows.first { $0.isKeyWindow } ?? UIWindow()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        extension LoginViewController: ASAuthorizationControllerPresentationContextProviding {
            func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
                view.window ?? UIWindow()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // The same placeholder returned from a `guard`'s `else`.
        Example("""
        extension SignUpViewController: ASAuthorizationControllerPresentationContextProviding {
            func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
                guard let window = view.window else { return UIWindow() }
                return window
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // Any window an authentication sheet is anchored to: handed over, never shown itself.
        Example("""
        extension OAuthManager: ASWebAuthenticationPresentationContextProviding {
            public func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                return UIWindow()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A window made only to read the screen it would be on, never kept or shown.
        Example("""
        final class TunnelViewController: UIViewController {
            private func heightMultiplier() -> CGFloat {
                let bounds = UIWindow().screen.coordinateSpace.bounds
                return bounds.height < 700 ? 2.0 : 1.5
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // The same to ask for a scene's status bar (it has none, so the answer is nil): a mistake
        // of its own, but no window meant to be shown.
        Example("""
        final class BannerPresenter {
            func statusBarIsHidden() -> Bool {
                guard let hidden = UIWindow().windowScene?.statusBarManager?.isStatusBarHidden else { return false }
                return hidden
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.makeKeyAndVisible()
            }
        }
        """),
        Example("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        """),
        Example("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if #available(iOS 13.0, *) {
                    // the scene delegate builds the window
                } else {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.makeKeyAndVisible()
                }
                return true
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A helper called only where there are no scenes.
        Example("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if #available(iOS 13.0, *) {
                } else {
                    configWindow()
                }
                return true
            }

            private func configWindow() {
                window = UIWindow()
                window?.rootViewController = MainTabBarController()
                window?.makeKeyAndVisible()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A window helper kept for systems without scenes, marked so, beside its scene twin.
        Example("""
        final class WindowRouter {
            static let shared = WindowRouter()
            var window: UIWindow?
            @available(iOS 13.0, *)
            func show(in scene: UIWindowScene) {
                window = UIWindow(windowScene: scene)
                window?.makeKeyAndVisible()
            }
            @available(iOS, introduced: 9.0, deprecated: 13.0, message: "Use show(in:)")
            func show() {
                guard Device.majorVersion < 13 else { return }
                window = UIWindow()
                window?.makeKeyAndVisible()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        class AppDelegate: UIResponder, UIApplicationDelegate {
            lazy var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)
        }
        """, otherFiles: [
            "SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }",
            "Info.plist": Self.legacyPlist,
        ]),
        Example("""
        final class OverlayManager {
            private var overlay: UIWindow?
            func show() {
                overlay = UIWindow(frame: UIScreen.main.bounds)
                overlay?.makeKeyAndVisible()
            }
            func attach(to scene: UIWindowScene) { overlay?.windowScene = scene }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        // A view named for a window, added to the top window as a subview.
        Example("""
        final class EditorViewController: UIViewController {
            func showGuide(from button: UIView) {
                let userGuideWindow = UserGuideWindow(frame: view.bounds, sourceView: button)
                view.window?.addSubview(userGuideWindow)
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        final class MapViewController: UIViewController {
            private var mapWindow: MapWindowView?
            override func viewDidLoad() {
                super.viewDidLoad()
                mapWindow = createMapWindow()
            }
            private func createMapWindow() -> MapWindowView { MapWindowView(frame: view.bounds) }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        final class ToastPresenter {
            func show(_ text: String) {
                let toast = UIWindow(frame: UIScreen.main.bounds)
                toast.windowLevel = .alert
                toast.isHidden = false
            }
        }
        """),
        Example("""
        final class ToastPresenter {
            func show(_ text: String) {
                let host = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow
                host?.rootViewController?.present(UIAlertController(title: text, message: nil, preferredStyle: .alert), animated: true)
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        final class RestorePresenter {
            private var overlay: UIWindow?
            func cover(_ window: UIWindow) {
                let temporary = window.windowScene.flatMap(UIWindow.init) ?? UIWindow(frame: window.frame)
                temporary.makeKeyAndVisible()
                overlay = temporary
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
        Example("""
        final class AlertWindow {
            private var window: UIWindow?
            func show() {
                if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                    window = UIWindow(windowScene: scene)
                } else {
                    window = UIWindow(frame: UIScreen.main.bounds)
                }
                window?.makeKeyAndVisible()
            }
        }
        """, otherFiles: ["SceneDelegate.swift": "class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }"]),
    ]
}
