import SwiftSource

/// The examples of `parallel_tab_arrays`: many shapes, so in their own file.
enum ParallelTabArraysExamples {
    static let triggering: [Example] = [
        Example("""
        final class MainTabBarController: UITabBarController {
            private let ↓icons = ["house", "doc.text", "person"]
            private let selectedIcons = ["house.fill", "doc.text.fill", "person.fill"]
            private let titles = ["首页", "订单", "我的"]

            override func viewDidLoad() {
                super.viewDidLoad()
                for i in 0..<titles.count {
                    let item = UITabBarItem(title: titles[i], image: UIImage(systemName: icons[i]),
                                            selectedImage: UIImage(systemName: selectedIcons[i]))
                    viewControllers?[i].tabBarItem = item
                }
            }
        }
        """),
        // A method's literal through a local on both ends, beside the storyboard bar's items.
        Example("""
        class AppTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let items = tabBar.items else { return }
                let images = tabBarImages()
                for i in 0..<items.count {
                    items[i].image = images[i].withRenderingMode(.alwaysOriginal)
                }
            }
            func ↓tabBarImages() -> [UIImage] {
                let imageArray: [UIImage] = [UIImage(named: "home")!, UIImage(named: "search")!, UIImage(named: "account")!]
                return imageArray
            }
        }
        """),
        // Items appended one by one, matched to the storyboard's view controllers by index.
        Example("""
        class TabBarViewController: UITabBarController {
            override func viewDidLoad() {
                var ↓items = [UITabBarItem]()
                items.append(UITabBarItem(title: "SEARCH", image: UIImage(named: "search"), selectedImage: nil))
                items.append(UITabBarItem(title: "LIST", image: UIImage(named: "list"), selectedImage: nil))
                for (i, vc) in viewControllers!.enumerated() {
                    vc.tabBarItem = items[i]
                }
            }
        }
        """),
        // Outlet buttons beside view controllers a closure makes, read with one index.
        Example("""
        class TabBarViewController: UIViewController {
            @IBOutlet var ↓buttons: [UIButton]!
            var selectedIndex = 0
            lazy var viewControllers: [UIViewController] = {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                let main = storyboard.instantiateViewController(withIdentifier: "Main")
                let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
                return [settings, main]
            }()
            @IBAction func didPressTab(_ sender: UIButton) {
                buttons[selectedIndex].isSelected = false
                viewControllers[selectedIndex].view.removeFromSuperview()
            }
        }
        """),
        // Literals written straight into one call, matched by position.
        Example("""
        final class HomeRouter {
            func showTabs() {
                let tabs = TabPageViewController(viewControllers: ↓[FundViewController(), MarketViewController(), ProfileViewController()],
                                                 tabView: TabBarView(icons: [UIImage(named: "fund"), UIImage(named: "market"), UIImage(named: "me")]))
                navigationController.pushViewController(tabs, animated: true)
            }
        }
        """),
        Example("""
        class TabBar: UITabBar {
            var ↓titles = ["Home", "Search", "Profile"]
            var images = ["home", "search", "profile"]
            func configure() {
                for (index, title) in titles.enumerated() {
                    items?[index].title = title
                    items?[index].image = UIImage(named: images[index])
                }
            }
        }
        """),
        Example("""
        final class CustomTabBarController: UITabBarController {
            private var ↓buttons: [UIButton] = []
            private var labels: [UILabel] = []

            func buildBar(for titles: [String]) {
                for title in titles {
                    let button = UIButton(type: .custom)
                    let label = UILabel()
                    label.text = title
                    buttons.append(button)
                    labels.append(label)
                }
            }

            @objc func tabTapped(_ sender: UIButton) {
                let index = sender.tag
                buttons[index].isSelected = true
                labels[index].textColor = .systemBlue
                selectedIndex = index
            }
        }
        """),
        Example("""
        class RootTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let ↓controllers = [HomeViewController(), OrdersViewController(), ProfileViewController()]
                let titles = [NSLocalizedString("home", comment: ""), NSLocalizedString("orders", comment: ""),
                              NSLocalizedString("profile", comment: "")]
                viewControllers = controllers.indices.map { index in
                    let navigation = UINavigationController(rootViewController: controllers[index])
                    navigation.tabBarItem.title = titles[index]
                    return navigation
                }
            }
        }
        """),
        Example("""
        final class BookTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let ↓controllers = [HomeViewController(), ShelfViewController(), MineViewController()]
                let titles = ["首页", "书架", "我的"]
                let images = ["tab_home", "tab_book", "tab_mine"]
                addChildren(controllers: controllers, titles: titles, images: images)
            }
        }
        """),
        Example("""
        struct NavigationTabs: View {
            let ↓images = ["tab_home", "tab_contact", "tab_me"]
            private let titles = ["首页", "联系人", "我的"]
            var body: some View {
                TabView {
                    ForEach(0..<images.count) { index in
                        PageView(number: index)
                            .tabItem {
                                Image(self.images[index])
                                Text(self.titles[index])
                            }
                    }
                }
            }
        }
        """),
        Example("""
        class TabBarVC: UITabBarController {
            var ↓tabImages = [UIImage(named: "home"), UIImage(named: "profile")]
            var tabSelectedImages = [UIImage(named: "home_on"), UIImage(named: "profile_on")]
            override func viewDidLoad() {
                super.viewDidLoad()
                setUpImages(tabSelectedImages as! [UIImage], tabImages as! [UIImage])
            }
        }
        """),
        Example("""
        final class HomeTabs: UITabBarController {
            let ↓normalImages = [UIImage(named: "tab_home_nor"), UIImage(named: "tab_mine_nor")]
            let selectedImages = [UIImage(named: "tab_home_pre"), UIImage(named: "tab_mine_pre")]
            func apply() {
                tabBar.items?.enumerated().forEach { index, item in
                    item.image = normalImages[index]
                    item.selectedImage = selectedImages[index]
                }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            let ↓icons = ["house", "person"]
            let titles = ["Home", "Profile"]
            func setUp() {
                for (controller, title) in zip(viewControllers ?? [], titles) { controller.title = title }
                for (index, item) in (tabBar.items ?? []).enumerated() { item.image = UIImage(systemName: icons[index]) }
            }
        }
        """),
        Example("""
        final class CompareViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let ↓titles = ["主页", "同城", "消息"]
                let symbols = ["house.fill", "leaf.fill", "message.fill"]
                tabBar.items = zip(titles, symbols).map { UITabBarItem(title: $0, image: UIImage(systemName: $1), tag: 0) }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            private var ↓titles: [String] = []
            private var icons: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                titles = ["Home", "Search", "Profile"]
                self.icons = ["house", "magnifyingglass", "person"]
                setUpItems()
            }
            private func setUpItems() {
                for (index, item) in (tabBar.items ?? []).enumerated() {
                    item.title = titles[index]
                    item.image = UIImage(systemName: icons[index])
                }
            }
        }
        """),
        Example("""
        final class HomeTabBarController: UITabBarController {
            static let ↓tabTitles = ["首页", "发现", "我的"]
            lazy var tabIcons = ["tab_home", "tab_find", "tab_me"]
            func item(at index: Int) -> UITabBarItem {
                UITabBarItem(title: Self.tabTitles[index], image: UIImage(named: tabIcons[index]), tag: index)
            }
        }
        """),
        Example("""
        final class RootTabBarController: UITabBarController {
            private let ↓tabItems = [UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(title: "Cart", image: nil, tag: 1)]
            override func viewDidLoad() {
                super.viewDidLoad()
                self.viewControllers = [HomeViewController(), CartViewController()]
                viewControllers?.enumerated().forEach { index, controller in controller.tabBarItem = tabItems[index] }
            }
        }
        """),
        Example("""
        final class BarController: UITabBarController {
            let ↓names = ["Home", "Me"]
            let images = ["home", "me"]
            override func viewDidLoad() {
                super.viewDidLoad()
                for i in names.indices { viewControllers?[i].tabBarItem.image = UIImage(named: images[i]) }
            }
        }
        """),
        Example("""
        final class AppTabBarController: UITabBarController {
            private var ↓icons: [String] { ["house", "person"] }
            private func children() -> [UIViewController] { [HomeViewController(), ProfileViewController()] }
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = (0..<2).map { i in
                    let controller = children()[i]
                    controller.tabBarItem.image = UIImage(systemName: icons[i])
                    return controller
                }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            func ↓setUp(titles: [String], images: [String], controllers: [UIViewController]) {
                for index in 0..<controllers.count {
                    controllers[index].tabBarItem = UITabBarItem(title: titles[index], image: UIImage(named: images[index]), tag: index)
                }
                viewControllers = controllers
            }
        }
        """),
        Example("""
        final class StoryboardTabBarController: UITabBarController {
            let ↓imageNames = ["tab_home", "tab_order", "tab_mine"]
            override func viewDidLoad() {
                super.viewDidLoad()
                for i in 0..<imageNames.count {
                    tabBar.items![i].image = UIImage(named: imageNames[i])
                }
            }
        }
        """),
        Example("""
        final class SportsTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var ↓unselectedImages: [UIImage] = []
                unselectedImages.append(UIImage(named: "sport")!)
                unselectedImages.append(UIImage(named: "star")!)
                if let count = self.tabBar.items?.count {
                    for i in 0...(count - 1) {
                        self.tabBar.items?[i].image = unselectedImages[i]
                    }
                }
            }
        }
        """),
        Example("""
        struct CustomTabBar: View {
            @Binding var selection: Int
            let ↓titles = ["Home", "Search", "Profile"]
            let icons = ["house", "magnifyingglass", "person"]
            var body: some View {
                HStack {
                    ForEach(0..<titles.count, id: \\.self) { i in
                        Button { selection = i } label: {
                            VStack { Image(systemName: icons[i]); Text(titles[i]) }
                        }
                    }
                }
            }
        }
        """),
        Example("""
        struct TabStrip: View {
            let ↓labels = ["Feed", "Inbox"]
            let symbols = ["list.bullet", "tray"]
            var body: some View {
                TabView {
                    ForEach(labels.indices, id: \\.self) { index in
                        Text(labels[index]).tabItem { Image(systemName: symbols[index]) }
                    }
                }
            }
        }
        """),
        // A bar view keeps the arrays its initializer is given, and reads them with one index.
        Example("""
        final class FloatingTabBar: UIView {
            private var ↓normalImageNames: [String] = []
            private var selectedImageNames: [String] = []

            init(normalImageNames: [String], selectedImageNames: [String]) {
                super.init(frame: .zero)
                self.normalImageNames = normalImageNames
                self.selectedImageNames = selectedImageNames
            }

            func setUpButtons() {
                for (index, name) in normalImageNames.enumerated() {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: name), for: .normal)
                    button.setImage(UIImage(named: selectedImageNames[index]), for: .selected)
                    addSubview(button)
                }
            }
        }
        """),
        // The storyboard's items through a local, matched by a counter or by `enumerated()`.
        Example("""
        final class DashboardController: UITabBarController {
            let ↓tabBarImages = [UIImage(named: "list"), UIImage(named: "plus"), UIImage(named: "bell")]
            override func viewDidLoad() {
                super.viewDidLoad()
                if let items = tabBar.items {
                    var i = 0
                    for item in items {
                        item.image = tabBarImages[i]
                        i += 1
                    }
                }
            }
        }
        """),
        Example("""
        final class TabBarViewController: UITabBarController {
            let ↓optionsImages: [UIImage] = [UIImage(named: "user")!, UIImage(named: "info")!]
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let tabBarItems = self.tabBar.items else { return }
                for (index, item) in tabBarItems.enumerated() {
                    item.image = optionsImages[index]
                }
            }
        }
        """),
        // The buttons are laid out in a storyboard; their images are matched by tag.
        Example("""
        final class TabBarContainer: UIViewController {
            @IBOutlet var ↓tabButtons: [UIButton]!
            let tabBarButtonImages = ["Box", "Photo", "Cart"]

            override func viewDidLoad() {
                super.viewDidLoad()
                for button in tabButtons {
                    button.setImage(UIImage(named: tabBarButtonImages[button.tag]), for: .normal)
                }
            }
        }
        """),
        // A view named for nothing about tabs is a tab bar when its owner swaps its children with the tag it is told.
        Example(HandoffBarExamples.stripView(array: "↓"),
                otherFiles: ["RootViewController.swift": HandoffBarExamples.rootController]),
    ]
}
