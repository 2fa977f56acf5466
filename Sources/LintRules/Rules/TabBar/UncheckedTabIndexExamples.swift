import SwiftSource

/// The examples of `unchecked_tab_index`: many shapes, so in their own file.
enum UncheckedTabIndexExamples {
    /// A hand-made container whose tab action runs `keeping` (which keeps the tapped tag in
    /// `selectedIndex`), then shows that child.
    static func childSwappingController(keeping: String) -> String {
        """
        final class RootViewController: UIViewController {
            @IBOutlet var tabButtons: [UIButton]!
            private var viewControllers: [UIViewController] = []
            private var selectedIndex = 0

            @IBAction func tabTapped(_ sender: UIButton) {
        \(keeping)
                let next = viewControllers[selectedIndex]
                addChild(next)
                view.addSubview(next.view)
                next.didMove(toParent: self)
            }
        }
        """
    }

    static let triggering: [Example] = [
        // The tab bar's items kept in an `NSArray`, fetched by the tapped button's tag.
        Example("""
        final class HomeTabBarController: UITabBarController {
            var tabBarItemsArray: NSArray = []
            @objc func tabTapped(_ sender: UIButton) {
                let item = tabBarItemsArray.object(at: sender.↓tag) as! UITabBarItem
                tabBar.selectedItem = item
            }
        }
        """),
        // The tapped button handed to a segue as its sender, cast back for its tag.
        Example("""
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let vc = segue.destination as? UITabBarController {
                vc.selectedIndex = (sender as! UIButton).↓tag
            }
        }
        """),
        // Not one of the disabled tabs says nothing of the number of tabs.
        Example("""
        final class TabBarController: UITabBarController {
            private let disabledTabs = [2]

            @objc func tabTapped(_ sender: UIButton) {
                guard !disabledTabs.contains(sender.tag) else { return }
                selectedIndex = sender.↓tag
            }
        }
        """),
        // A child tab bar controller, named for the page it shows.
        Example("""
        final class StoreContainerViewController: UIViewController {
            var storePage: UITabBarController!

            @objc func tabSelected(_ sender: UIButton) {
                storePage.selectedIndex = sender.↓tag
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                selectedIndex = sender.↓tag
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                let toView = viewControllers?[sender.↓tag].view
                UIView.transition(from: selectedViewController!.view, to: toView!, duration: 0.3, options: .transitionCrossDissolve)
            }
        }
        """),
        // A hand-made tab bar controller whose own index swaps the child when set.
        Example("""
        final class ContainerViewController: UIViewController {
            private let pages = [FeedViewController(), ProfileViewController()]
            var selectedIndex = 0 {
                didSet { show(pages[selectedIndex]) }
            }
            @objc func tabTapped(_ sender: UIButton) {
                selectedIndex = sender.↓tag
            }
        }
        """),
        Example("""
        final class CustomTabBar: UIView {
            var buttons: [UIButton] = []
            var titles = ["Home", "Me"]
            @objc func didTap(_ gesture: UITapGestureRecognizer) {
                guard let index = gesture.view?.↓tag else { return }
                buttons[index].isSelected = true
                delegate?.tabBar(self, didSelect: titles[index])
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func buttonClicked(_ button: UIButton) {
                let index = button.↓tag - 1000
                selectedIndex = index
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                selectedIndex = UserDefaults.standard.↓integer(forKey: "lastTab")
            }
        }
        """),
        // A settings store's key read through its subscript, bound with a type annotation.
        Example("""
        final class MainSplitViewController: UISplitViewController {
            let compactController = MainTabBarController()

            func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                guard let index: Int = ↓Settings[.selectedViewControllerIndex] else { return }
                compactController.selectedIndex = index
            }
        }
        """),
        // Any value of a defaults store, cast and handed on through a local.
        Example("""
        extension ApplyViewController {
            @objc func showTabBar(_ notification: Notification) {
                let saved = USERDEFAULTS.↓value(forKey: "tabBarSelectedIndex")
                tabBarController?.selectedIndex = saved as! Int
            }
        }
        """),
        Example("""
        final class POITabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var tabIndex = UserPrefs.shared.↓lastTabIndex.value ?? 0
                if tabIndex == 2 { tabIndex = 0 }
                selectedIndex = tabIndex
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                select(sender.↓tag)
            }
            private func select(_ index: Int) {
                selectedIndex = index
            }
        }
        """),
        Example("""
        protocol CustomTabBarDelegate: AnyObject { func tabBar(_ tabBar: CustomTabBar, didSelectAt index: Int) }
        final class CustomTabBar: UIView {
            weak var delegate: CustomTabBarDelegate?
            @objc func buttonTapped(_ button: UIButton) {
                delegate?.tabBar(self, didSelectAt: button.↓tag)
            }
        }
        final class MainTabBarController: UITabBarController, CustomTabBarDelegate {
            func tabBar(_ tabBar: CustomTabBar, didSelectAt index: Int) {
                selectedIndex = index
            }
        }
        """),
        Example("""
        final class TabBarView: UIView {
            var onSelect: ((Int) -> Void)?
            @objc func tapped(_ sender: UIButton) {
                let index = sender.↓tag
                onSelect?(index)
            }
        }
        final class RootController: UITabBarController {
            let bar = TabBarView()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.onSelect = { [weak self] index in
                    self?.selectedIndex = index
                }
            }
        }
        """),
        // A view named for nothing hands the tag to its owner, which swaps its children with it unchecked.
        Example(HandoffBarExamples.stripView(tag: "↓"),
                otherFiles: ["RootViewController.swift": HandoffBarExamples.rootController]),
        // An index restored with the app's state, saved when it may have had other tabs.
        Example("""
        final class MainTabBarController: UITabBarController {
            func restoreUserActivity(from activity: NSUserActivity) {
                if let index = activity.↓userInfo?["MainTabBarController.selectedIndex"] as? Int {
                    selectedIndex = index
                }
            }
        }
        """),
        // An index a notification carries, through a local; `!= 5` picks out one tab, it checks no bounds.
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func showPage(_ notification: Notification) {
                if let userInfo = notification.userInfo, let index = ↓userInfo["index"] as? Int, index != 5 {
                    selectedIndex = index
                }
            }
        }
        """),
        // The number a notification is posted with, as its object.
        Example("""
        final class MainTabBarController: UITabBarController {
            func handleNotification(sender: Notification) {
                if let tag = sender.↓object as? Int {
                    self.selectedIndex = tag
                }
            }
        }
        """),
        // A notification's number under a key of the poster's, whatever the key is named.
        Example("""
        final class ChatTabBarController: UITabBarController {
            func changeScreen(_ notification: Notification) {
                guard let index = notification.↓userInfo?[Keys.screenNumber] as? Int else { return }
                selectedIndex = index
            }
        }
        """),
        // A saved index returned by a helper of the file to the line that selects the tab.
        Example("""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let tabs = MainTabBarController()
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                self.window = window
                tabs.selectedIndex = savedTabIndex()
            }

            private func savedTabIndex() -> Int {
                let index = UserDefaults.standard.↓integer(forKey: "selectedTab")
                return index
            }
        }
        """),
        // A hand-made container keeps the tapped tag as its selected index, then swaps to that child.
        Example(childSwappingController(keeping: """
                let previous = viewControllers[selectedIndex]
                previous.view.removeFromSuperview()
                selectedIndex = sender.↓tag
        """)),
        // The number a key command was made with, read back as a tab index.
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func changeActiveTab(_ sender: UIKeyCommand) {
                guard let i = sender.↓propertyList as? Int else { return }
                selectedIndex = i
            }
        }
        """),
    ]
}
