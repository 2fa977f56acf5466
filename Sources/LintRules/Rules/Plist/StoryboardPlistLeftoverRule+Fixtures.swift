/// The scene delegates and Info.plist of `storyboard_plist_leftover`'s examples.
extension StoryboardPlistLeftoverRule {
    static let helperBuiltSceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard scene is UIWindowScene else { return }
            decideRootViewController()
        }
    }
    extension SceneDelegate {
        func decideRootViewController() {
            window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
            window?.makeKeyAndVisible()
        }
    }
    """

    static let codeBuiltSceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = MainTabBarController()
            self.window = window
            window.makeKeyAndVisible()
        }
    }
    """

    static let droppedWindowSceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            if let windowScene = scene as? UIWindowScene {
                let window = UIWindow(windowScene: windowScene)
                AppRouter.shared.showFirstScreen()
                window.makeKeyAndVisible()
            }
        }
    }
    """

    static let signedInOnlySceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            if UserDefaults.standard.string(forKey: "token") != nil {
                window?.rootViewController = MainTabBarController()
                window?.makeKeyAndVisible()
            }
            guard scene is UIWindowScene else { return }
        }
    }
    """

    static let signedOutOnlySceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard scene is UIWindowScene else { return }
            guard let account = AccountStore.load() else {
                window?.rootViewController = LoginViewController()
                return
            }
            Session.start(with: account)
        }
    }
    """

    static let laterSwitchingSceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            NotificationCenter.default.addObserver(forName: .didSignOut, object: nil, queue: nil) { [weak self] _ in
                self?.window?.rootViewController = SignInViewController()
            }
            guard scene is UIWindowScene else { return }
        }
    }
    """

    static let storyboardSceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let tabs = window?.rootViewController as? UITabBarController else { return }
            tabs.selectedIndex = 0
        }
    }
    """

    /// An app Info.plist; `↓` marks the storyboard keys a triggering example expects.
    static func plist(sceneStoryboard: Bool, mainStoryboard: Bool, marked: Bool = true) -> String {
        let marker = marked ? "↓" : ""
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Shop</string>

        """
        if mainStoryboard { text += "\t\(marker)<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n" }
        text += """
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>

        """
        if sceneStoryboard { text += "\t\t\t\t\t\(marker)<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>Main</string>\n" }
        text += "\t\t\t\t</dict>\n\t\t\t</array>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
        return text
    }

    static let linkOnlySceneDelegate = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            if let url = connectionOptions.urlContexts.first?.url {
                showInvite(from: url)
            }
        }
        func showInvite(from url: URL) {
            window?.rootViewController = InviteViewController(url: url)
            window?.makeKeyAndVisible()
        }
    }
    """
}
