/// Tab arrays kept the way older or Objective-C-minded code keeps them: the bar's items through a
/// cast local, an outlet of the bar or an array kept of its items, `NSMutableArray`s given their tabs with `addObjects(from:)`, optional
/// `Array<String>?` parameters read force-unwrapped.
extension ParallelTabArraysExamples {
    /// A tab bar controller given its tabs as array parameters, kept in stored arrays, drawing
    /// one button per tab: `custom_tab_bar_accessibility` reads the same bar.
    static let parameterFilledBar = """
    final class ShellTabBarController: UITabBarController {
        private var lastIcon = UIImageView()
        private var titleList: [String] = [String]()
        private var iconImages = [UIImage]()
        private var selectedIconImages = [UIImage]()

        func configure(iconNames: [String], selectedIconNames: [String], titles: [String]) {
            titleList = titles
            for name in iconNames {
                iconImages.append(UIImage(named: name) ?? UIImage())
            }
            for name in selectedIconNames {
                selectedIconImages.append(UIImage(named: name) ?? UIImage())
            }
            buildButtons()
        }

        private func buildButtons() {
            tabBar.isHidden = true
            for index in 0..<titleList.count {
                let button = UIButton(type: .custom)
                button.tag = index
                let icon = UIImageView()
                icon.image = iconImages[index]
                button.addSubview(icon)
                let label = UILabel()
                label.text = titleList[index]
                button.addSubview(label)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                view.addSubview(button)
            }
        }

        @objc private func tapped(_ sender: UIButton) {
            selectedIndex = sender.tag
            lastIcon.image = iconImages[sender.tag]
        }
    }
    """

    /// A tab bar controller rebuilding its controllers from `tabItems` (`declaration`), keeping
    /// the last one it has at the same index.
    static func rebuiltTabs(_ declaration: String) -> String {
        """
        final class MenuTabBarController: UITabBarController {
            \(declaration)

            func reloadOnLanguageChange() {
                var controllers: [UIViewController] = []
                for (index, item) in tabItems.enumerated() {
                    if index < tabItems.count - 1 {
                        controllers.append(makeController(for: item))
                    } else if let kept = viewControllers?[index] {
                        controllers.append(kept)
                    }
                }
                viewControllers = controllers
            }
        }
        """
    }

    static let storageTriggering: [Example] = [
        // Titles written out beside the controllers the bar holds.
        Example(rebuiltTabs(#"lazy var ↓tabItems = ["Feed", "Goals", "Calendar", "Profile"]"#)),
        // Filled by each call of the bar's add function, then read with the buttons' index.
        Example("""
        class LPTabBar: UIView {
            private var ↓tabbarBtnArray: [UIButton] = []
            private var norImageArr: [String] = []
            private var selImageArr: [String] = []
            func addTabBarButton(norImageUrl: String, selImageUrl: String) {
                let button = UIButton()
                tabbarBtnArray.append(button)
                norImageArr.append(norImageUrl)
                selImageArr.append(selImageUrl)
            }
            func select(_ selected: UIButton) {
                for (index, button) in tabbarBtnArray.enumerated() {
                    let name = button == selected ? selImageArr[index] : norImageArr[index]
                    button.setImage(UIImage(named: name), for: .normal)
                }
            }
        }
        """),
        // A bar of collection cells, one per tab, filled from two arrays by the cell's index.
        Example("""
        class TabMenuBar: UIView, UICollectionViewDataSource {
            let ↓imageNames = ["home", "trending", "subscriptions", "account"]
            let titles = ["Home", "Trending", "Subscriptions", "Account"]
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MenuCell
                cell.imageView.image = UIImage(named: imageNames[indexPath.item])
                cell.label.text = titles[indexPath.item]
                return cell
            }
        }
        """),
        // Each tab's pair of images, an array per tab, beside the bar's own items.
        Example("""
        final class TabBarController: UITabBarController {
            let ↓tabBarIcons = [[UIImage(named: "home_unselected"), UIImage(named: "home_selected")],
                               [UIImage(named: "search_unselected"), UIImage(named: "search_selected")]]

            override func viewDidLoad() {
                super.viewDidLoad()
                guard let items = tabBar.items else { return }
                for (index, tabBarItem) in items.enumerated() {
                    tabBarItem.image = tabBarIcons[index][0]
                    tabBarItem.selectedImage = tabBarIcons[index][1]
                }
            }
        }
        """),
        // The bar's own items through a local cast to their type.
        Example("""
        final class PortfolioTabBarController: UITabBarController {
            private let ↓icons = ["newspaper", "chart.pie", "bookmark"]

            override func viewDidLoad() {
                super.viewDidLoad()
                let items = tabBar.items! as [UITabBarItem]
                for index in 0...2 {
                    items[index].image = UIImage(systemName: self.icons[index])
                }
            }
        }
        """),
        // The items of a bar held in an outlet, titled from localized strings.
        Example("""
        final class HomeTabBarController: UITabBarController {
            @IBOutlet weak var customTabbar: UITabBar!

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let items = customTabbar.items!
                let ↓titles = [Localized.string("HOME"), Localized.string("TRACK"), Localized.string("NEWS")]
                for i in 0..<items.count {
                    items[i].title = titles[i]
                }
            }
        }
        """),
        // The same titles written out again in a second method: each copy is its own finding
        // beside the bar's items, not one group of two `titles`.
        Example("""
        final class StationTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let ↓titles = [L10n.text("MAP"), L10n.text("LINES"), L10n.text("ALERTS")]
                for i in 0..<(tabBar.items?.count ?? 0) { tabBar.items?[i].title = titles[i] }
            }

            @objc func languageDidChange() {
                let ↓titles = [L10n.text("MAP"), L10n.text("LINES"), L10n.text("ALERTS")]
                for i in 0..<(tabBar.items?.count ?? 0) { tabBar.items?[i].title = titles[i] }
            }
        }
        """),
        // Objective-C style: `NSMutableArray`s given all their tabs with `addObjects(from:)`.
        Example("""
        final class BookTabBarView: UIView {
            fileprivate var ↓titles = NSMutableArray()
            fileprivate var images = NSMutableArray()

            override init(frame: CGRect) {
                super.init(frame: frame)
                titles.addObjects(from: ["Home", "Books", "Cars"])
                images.addObjects(from: ["tab_home", "tab_books", "tab_cars"])
                for i in 0..<titles.count {
                    let button = UIButton(type: .custom)
                    button.setTitle(titles[i] as? String, for: .normal)
                    button.setImage(UIImage(named: images[i] as! String), for: .normal)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """),
        // Optional arrays spelled `Array<String>?`, read force-unwrapped.
        Example("""
        final class KitchenTabBarController: UITabBarController {
            func ↓createTabBar(imageNames: Array<String>?, titles: Array<String>?) {
                for i in 0..<imageNames!.count {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: imageNames![i]), for: .normal)
                    button.setTitle(titles![i], for: .normal)
                    view.addSubview(button)
                }
            }
        }
        """),
        // Array parameters copied into stored arrays (`titleList = titles`, `append` in a loop
        // over one), then read with one index in another method.
        Example(parameterFilledBar.replacingOccurrences(of: "private var titleList:", with: "private var ↓titleList:")),
        // A tab strip's data source asked for each tab's controller and title by position, one
        // method a part: the same `at index: Int` in both is one index.
        Example("""
        final class MainTabBarController: UITabBarController, TabStripDataSource {
            private var ↓pages: [UIViewController] = []
            private let tabTitles = ["Home", "Search", "Profile"]

            override func viewDidLoad() {
                super.viewDidLoad()
                pages = [HomeViewController(), SearchViewController(), ProfileViewController()]
                tabStrip.reload()
            }

            func numberOfTabs() -> Int { pages.count }
            func controller(at index: Int) -> UIViewController { pages[index] }
            func title(at index: Int) -> String { tabTitles[index] }
        }
        """),
        // The bar's items kept in an array of their own as each child is added.
        Example("""
        final class MainTabBarController: UITabBarController {
            var tabItems = [UITabBarItem]()
            let ↓darkIcons = ["tab_home_dark", "tab_discover_dark", "tab_me_dark"]

            func addChild(_ title: String, _ controller: UIViewController) {
                controller.title = title
                addChild(controller)
                tabItems.append(controller.tabBarItem)
            }

            func useDarkIcons() {
                for (index, item) in tabItems.enumerated() {
                    item.image = UIImage(named: darkIcons[index])
                }
            }
        }
        """),
        // The controller is handed its icon names by the coordinator that makes it, beside the
        // view controllers: the two lists meet only by index.
        Example("""
        final class MainTabBarController: UITabBarController {
            var ↓tabImageNames: [String] = []

            func configureTabs() {
                guard let viewControllers else { return }
                for i in 0..<viewControllers.count {
                    tabBar.items![i].image = UIImage(named: tabImageNames[i])
                }
            }
        }
        """),
        // A hand-made bar handed the system bar's items by its data source, colouring each tab from
        // a literal of its own: a sixth item reads past the colours.
        Example("""
        final class SlidingTabBar: UIView {
            var dataSource: SlidingTabBarDataSource!
            var tabBarItems: [UITabBarItem]!

            func setUp() {
                tabBarItems = dataSource.tabBarItems(in: self)
                let ↓overlayColors = [UIColor.cyan, UIColor.blue, UIColor.blue]
                for index in 0..<tabBarItems.count {
                    let overlay = UIView(frame: frame(ofTab: index))
                    overlay.backgroundColor = overlayColors[index]
                    addSubview(overlay)
                }
            }
        }
        """),
    ]
}
