import UIKit

/// The app's shell: the system tab bar, configured from `Tab`. The hand-made bar only changed
/// colours, so the system bar keeps them in a `UITabBarAppearance`: VoiceOver says "首页, tab,
/// 1 of 3, selected", and the Large Content Viewer and Dynamic Type come with it.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.stackedLayoutAppearance.selected.iconColor = .systemBlue
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        viewControllers = Tab.allCases.map { tab in
            let controller = tab.makeViewController()
            controller.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.icon),
                                                 selectedImage: UIImage(systemName: tab.selectedIcon))
            controller.tabBarItem.tag = tab.rawValue
            return controller
        }
    }

    @objc private func shortcutTapped(_ sender: UIButton) {
        guard let tab = Tab(rawValue: sender.tag) else { return }
        selectedIndex = tab.rawValue
    }

    func open(_ url: URL) {
        let tab = url.pathComponents.count > 1 ? Tab.docText : Tab.house
        selectedIndex = tab.rawValue
    }
}

final class HomeViewController: UIViewController {}
final class OrdersViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class PresentationViewController: UIViewController {}
