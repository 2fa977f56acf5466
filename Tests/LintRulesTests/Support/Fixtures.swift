/// Realistic UIKit shell code, written for these tests.
enum Fixtures {
    static let sceneDelegate = #"""
    import UIKit

    /// Builds the window in code; no storyboard.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let tabs = ["house", "doc.text", "person"]

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = MainTabBarController()
            self.window = window
            window.makeKeyAndVisible()
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            // UIApplication.shared.windows.first — only in a comment
            let label = "UIApplication.shared.keyWindow \(scene.session.role.rawValue)"
            print(label)
        }
    }
    """#

    static let tabBarController = #"""
    import UIKit

    class MainTabBarController: UITabBarController {
        private let icons = ["house", "doc.text", "person"]
        private let selectedIcons = ["house.fill", "doc.text.fill", "person.fill"]
        private let titles = ["首页", "订单", "我的"]
        private var buttons: [UIButton] = []
        lazy var customBar: UIView = {
            let bar = UIView()
            bar.backgroundColor = .systemBackground
            return bar
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            tabBar.isHidden = true
            let height: CGFloat = 49 + (UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 34)
            customBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
            view.addSubview(customBar)
            for (index, icon) in icons.enumerated() {
                let button = UIButton(type: .custom)
                button.tag = index
                button.setImage(UIImage(systemName: icon), for: .normal)
                button.setImage(UIImage(systemName: selectedIcons[index]), for: .selected)
                button.setTitle(titles[index], for: .normal)
                button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                buttons.append(button)
                customBar.addSubview(button)
            }
        }

        @objc private func tabTapped(_ sender: UIButton) {
            selectedIndex = sender.tag
            for (index, button) in buttons.enumerated() { button.isSelected = index == sender.tag }
        }
    }
    """#

    static let windowSceneExtension = #"""
    import UIKit

    extension UIWindowScene {
        /// The scene the user is looking at.
        static var current: UIWindowScene? {
            UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive } as? UIWindowScene
                ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
        }

        var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }
    }

    extension UIApplication {
        var currentScene: UIWindowScene? {
            connectedScenes.first(where: { scene in scene.activationState == .foregroundActive }) as? UIWindowScene
        }
    }
    """#

    /// A scene delegate that shows its window but never stores it: an error
    /// (`unretained_scene_window`) that no `--fix` and no other rule touches.
    static let unretainedWindow = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.makeKeyAndVisible()
            }
        }

        """

    /// Inputs that stress the tokenizer's edges.
    static let tricky: [String] = [
        ##"let s = "a\(b.map { "\($0 + "\(c)")" })" + #"r\#(x)"# + """\##n  m \(y)\##n  """"##,
        "let r = x.matches(of: /(a|b)+[/]/) ?? y / 2 / (3)\nlet e = #/\n  a/b\n/#",
        "/* a /* b */ c */ /** d */ /// e\n// f\n#if A\n#elseif B\n#else\n#endif",
        "@available(iOS 13.0, *) @objc(a:b:) public final class `Type`<T: Equatable>: Base where T: Sendable {}",
        "let x = 0x1.8p3 + 1_000.5e-3 - -1 + 0b11 + 0o7 + $0 + `var`",
        "\u{FEFF}#!/usr/bin/swift\r\nlet a = 1\rlet b = 2\r\n",
        "\"unterminated\nlet x = \"\\(open\n/* open comment",
        "a?.b!.c ?? d ..< e ... f &+ g ∘ h <*> i",
    ]

    static var all: [String] { [sceneDelegate, tabBarController, windowSceneExtension] + tricky }
}
