import SwiftSource

/// `unchecked_tab_index` code that is safe: indices checked, mapped through the tab enum, or no
/// tab index at all.
extension UncheckedTabIndexExamples {
    static let nonTriggering: [Example] = [
        // A list's rows by their buttons' tags, in a screen that also badges the tab bar: no tabs.
        Example("""
        final class CartViewController: UIViewController {
            var favouriteItemsArray: NSArray = []
            var addedItemDetails: [CartItem] = []
            @objc func removeFromWishList(sender: UIButton) {
                let product = favouriteItemsArray.object(at: sender.tag) as! NSDictionary
                remove(product)
                tabBarController?.tabBar.items?[2].badgeValue = nil
            }
            @objc func plusTapped(sender: UIButton) {
                let row = sender.tag % 100
                addedItemDetails[row].quantity += 1
            }
        }
        """),
        // The sender's tag mapped by a function of the app before it is used.
        Example("""
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let vc = segue.destination as? UITabBarController {
                vc.selectedIndex = tabIndex(for: (sender as! UIButton).tag)
            }
        }
        """),
        // A range of the indices there are, spelled as a range.
        Example("""
        final class TabBarController: UITabBarController {
            @objc func tabTapped(_ sender: UIButton) {
                guard (0..<(viewControllers?.count ?? 0)).contains(sender.tag) else { return }
                selectedIndex = sender.tag
            }
        }
        """),
        // A page menu's own index, not a tab bar controller's.
        Example("""
        final class ArticlesViewController: UIViewController {
            let pageMenu = PageMenuView()

            @objc func titleTapped(_ sender: UIButton) {
                pageMenu.selectedIndex = sender.tag
            }
        }
        """),
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
        // A posted index checked against the tabs; a posted count that selects nothing.
        Example("""
        final class MainTabBarController: UITabBarController {
            func handleNotification(sender: Notification) {
                if let tag = sender.object as? Int, let tab = Tab(rawValue: tag) {
                    selectedIndex = tab.rawValue
                }
            }

            func changeScreen(_ notification: Notification) {
                guard let index = notification.userInfo?[Keys.screenNumber] as? Int, viewControllers?.indices.contains(index) == true else { return }
                selectedIndex = index
            }

            func updateBadge(_ notification: Notification) {
                let count = notification.object as? Int ?? 0
                tabBar.items?.last?.badgeValue = count > 0 ? String(count) : nil
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
        // The key command's number checked against the tabs first.
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func changeActiveTab(_ sender: UIKeyCommand) {
                guard let i = sender.propertyList as? Int, i < (viewControllers?.count ?? 0) else { return }
                selectedIndex = i
            }
        }
        """),
        // A menu command's string, not a number.
        Example("""
        final class MainTabBarController: UITabBarController {
            @objc func open(_ sender: UIKeyCommand) {
                guard let name = sender.propertyList as? String else { return }
                selectedIndex = names.firstIndex(of: name) ?? 0
            }
        }
        """),
        // A nested list's collection view tagged with its row: the rows' items, not tabs.
        Example("""
        extension HomeViewController: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                guard let row = viewModel?.items[collectionView.tag] as? MovieRow else { return 0 }
                return row.movies.count
            }
        }
        """),
    ]
}
