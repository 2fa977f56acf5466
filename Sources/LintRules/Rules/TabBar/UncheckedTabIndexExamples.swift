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
    ]

    static let nonTriggering: [Example] = [
        // The saved index checked against the tabs before it is used; the store written, not read.
        Example("""
        final class MainSplitViewController: UISplitViewController {
            let compactController = MainTabBarController()

            func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                guard let index: Int = Settings[.selectedViewControllerIndex],
                      compactController.viewControllers?.indices.contains(index) == true else { return }
                compactController.selectedIndex = index
            }

            func save() {
                Settings[.selectedViewControllerIndex] = compactController.selectedIndex
            }
        }
        """),
        // A local named `selectedIndex`: the tapped picture's, no tab bar controller's.
        Example("""
        final class PictureGrid: UIView {
            @objc private func tapImageView(_ tap: UITapGestureRecognizer) {
                guard let imageView = tap.view else { return }
                var selectedIndex = imageView.tag
                if urls.count == 4, selectedIndex > 1 { selectedIndex -= 1 }
                PhotoBrowser.show(urls, at: selectedIndex)
            }
        }
        """),
        // Another control's selected index (an emoticon keyboard's groups).
        Example("""
        final class EmoticonToolBar: UIView {
            weak var delegate: EmoticonToolBarDelegate?
            @objc private func clickItem(_ button: UIButton) {
                delegate?.toolBarDidSelectGroup(self, index: button.tag)
            }
        }
        """, otherFiles: ["EmoticonInputView.swift": """
        final class EmoticonInputView: UIView, EmoticonToolBarDelegate {
            func toolBarDidSelectGroup(_ toolBar: EmoticonToolBar, index: Int) {
                toolBar.selectedIndex = index
            }
        }
        """]),
        Example("""
        final class MainTabBarController: UITabBarController {
            func restoreUserActivity(from activity: NSUserActivity) {
                if let index = activity.userInfo?["MainTabBarController.selectedIndex"] as? Int, viewControllers?.indices.contains(index) == true {
                    selectedIndex = index
                }
            }
        }
        """),
        // The closure another file sets checks the index.
        Example("""
        final class StudyTabBar: UIView {
            var onSelect: ((Int) -> Void)?
            @objc private func tabClicked(_ sender: UIButton) {
                onSelect?(sender.tag)
            }
        }
        """, otherFiles: ["StudyTabBarController.swift": """
        final class StudyTabBarController: UITabBarController {
            let bar = StudyTabBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.onSelect = { [weak self] index in
                    guard let self, index < (self.viewControllers?.count ?? 0) else { return }
                    self.selectedIndex = index
                }
            }
        }
        """]),
        // The delegate checks the copy it adjusts.
        Example("""
        protocol RadioTabBarDelegate: AnyObject { func tabBarDidClickIndex(_ index: Int) }

        final class RadioTabBar: UIImageView {
            weak var delegate: RadioTabBarDelegate?
            @objc private func clickItem(_ button: UIButton) {
                delegate?.tabBarDidClickIndex(button.tag)
            }
        }
        """, otherFiles: ["RadioTabBarController.swift": """
        final class RadioTabBarController: UITabBarController, RadioTabBarDelegate {
            func tabBarDidClickIndex(_ index: Int) {
                var selected = index
                if selected > 102 { selected -= 1 }
                guard selected < 100 + (viewControllers?.count ?? 0) else { return }
                selectedIndex = selected - 100
            }
        }
        """]),
        // The delegate in the other file checks the index.
        Example("""
        protocol CustomTabBarViewDelegate: AnyObject { func tabBarViewChangedSelectedIndex(at index: Int) }

        final class CustomTabBarView: UIView {
            weak var delegate: CustomTabBarViewDelegate?
            @IBAction func tabBarButtonTapped(_ sender: UIButton) {
                delegate?.tabBarViewChangedSelectedIndex(at: sender.tag)
            }
        }
        """, otherFiles: ["CustomTabBarController.swift": """
        final class CustomTabBarController: UITabBarController, CustomTabBarViewDelegate {
            func tabBarViewChangedSelectedIndex(at index: Int) {
                guard index < (viewControllers?.count ?? 0) else { return }
                selectedIndex = index
            }
        }
        """]),
        // The app's own selection state follows the taps; a saved index checked against the tabs.
        Example("""
        final class MainTabBarController: UITabBarController {
            func bind(_ viewModel: TabViewModel) { selectedIndex = viewModel.selectedTabIndex }
            override func viewDidLoad() {
                super.viewDidLoad()
                let saved = UserPrefs.shared.lastTabIndex.value ?? 0
                if saved < (viewControllers?.count ?? 0) { selectedIndex = saved }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                select(sender.tag)
            }
            private func select(_ index: Int) {
                guard let tab = Tab(rawValue: index) else { return }
                selectedIndex = tab.rawValue
            }
        }
        """),
        Example("""
        final class TabBarView: UIView {
            var onSelect: ((Int) -> Void)?
            @objc func tapped(_ sender: UIButton) { onSelect?(sender.tag) }
        }
        final class RootController: UITabBarController {
            let bar = TabBarView()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.onSelect = { [weak self] index in
                    guard let self, index < (self.viewControllers?.count ?? 0) else { return }
                    self.selectedIndex = index
                }
            }
        }
        """),
        Example("""
        final class CellController: UIViewController {
            @objc func tapped(_ sender: UIButton) { log(sender.tag) }
            private func log(_ value: Int) { print("tapped", value) }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                guard let tab = Tab(rawValue: sender.tag) else { return }
                selectedIndex = tab.rawValue
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                guard let controllers = viewControllers, controllers.indices.contains(sender.tag) else { return }
                selectedViewController = controllers[sender.tag]
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            var buttons: [UIButton] = []
            @objc func tabTapped(_ sender: UIButton) {
                let index = sender.tag
                guard index < buttons.count else { return }
                buttons[index].isSelected = true
                selectedIndex = index
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                switch sender.tag {
                case 0: selectedIndex = 0
                default: selectedIndex = 1
                }
                if sender.tag == 2 { showCompose() }
            }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            func makeButton(_ index: Int) -> UIButton {
                let button = UIButton()
                button.tag = index
                return button
            }
        }
        """),
        Example("""
        struct Tabs: View {
            @State private var selection = 0
            var body: some View {
                TabView(selection: $selection) { Text("Home").tag(0) }
            }
        }
        """),
        Example("""
        final class FavoritesViewController: UIViewController, UITabBarControllerDelegate {
            @objc func showRoute(_ sender: UIButton) { open(myRoutes[sender.tag]) }
        }
        """),
        Example("""
        final class RoutesViewController: UITableViewController {
            @objc func deleteRoute(_ sender: UIButton) { routes.remove(at: sender.tag) ; print(routes[sender.tag]) }
        }
        """),
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                selectedIndex = min(sender.tag, (viewControllers?.count ?? 1) - 1)
                let item = items[safe: sender.tag]
            }
        }
        """),
        // The owner filters a list with the number: the index is not a tab's.
        Example(HandoffBarExamples.stripView(), otherFiles: ["FeedViewController.swift": HandoffBarExamples.filterController]),
        // The helper returns the saved index only when the tab still exists.
        Example("""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private let tabs = MainTabBarController()

            func sceneDidBecomeActive(_ scene: UIScene) {
                tabs.selectedIndex = savedTabIndex()
            }

            private func savedTabIndex() -> Int {
                let index = UserDefaults.standard.integer(forKey: "selectedTab")
                return Tab(rawValue: index)?.rawValue ?? 0
            }
        }
        """),
        // The container checks the kept tag against its children before it swaps.
        Example(childSwappingController(keeping: """
                selectedIndex = sender.tag
                guard viewControllers.indices.contains(selectedIndex) else { return }
        """)),
    ]
}
