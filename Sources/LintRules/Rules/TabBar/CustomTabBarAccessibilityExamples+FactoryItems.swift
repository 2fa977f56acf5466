/// Bars whose items a method of the owner makes, one call per tab: a stack view kept in a lazy
/// property and laid over a tab bar controller's bar, or views given a tap recognizer each by a
/// plain view controller. A type named for a tab's item is a view only once it is added to one:
/// until then it is the tab's model.
extension CustomTabBarAccessibilityExamples {
    static let reelTabBarItem = """
    final class ReelTabBarItem: UIView {
        let button: UIButton
        let titleLabel = UILabel()

        init(icon: String, title: String, action: UIAction) {
            button = UIButton(primaryAction: action)
            super.init(frame: .zero)
            button.setImage(UIImage(named: icon), for: .normal)
            titleLabel.text = title
            let stack = UIStackView(arrangedSubviews: [button, titleLabel])
            stack.axis = .vertical
            addSubview(stack)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    """

    static let factoryItemsTriggering: [Example] = [
        // The system bar emptied and a stack of the app's items laid over it.
        Example("""
        final class ReelTabBarController: UITabBarController {
            private lazy var feedItem = makeItem(icon: "feed", title: "Feed", action: select(0))
            private lazy var profileItem = makeItem(icon: "profile", title: "Profile", action: select(1))

            private lazy var ↓customBar: UIStackView = {
                let stackView = UIStackView()
                stackView.axis = .horizontal
                stackView.addArrangedSubview(feedItem)
                stackView.addArrangedSubview(profileItem)
                return stackView
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(customBar)
                tabBar.backgroundImage = UIImage()
            }

            private func makeItem(icon: String, title: String, action: UIAction) -> ReelTabBarItem {
                return ↓ReelTabBarItem(icon: icon, title: title, action: action)
            }

            private func select(_ index: Int) -> UIAction {
                UIAction { [weak self] _ in self?.↓selectedIndex = index }
            }
        }
        """, otherFiles: ["ReelTabBarItem.swift": reelTabBarItem]),
        // A plain controller swapping its children, its tab views made by one method per tab.
        Example("""
        final class ShellViewController: UIViewController {
            private let ↓tabBarBackgroundView = UIView()
            private let stackView = UIStackView()
            private var current: UIViewController?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tabBarBackgroundView)
                tabBarBackgroundView.addSubview(stackView)
                stackView.addArrangedSubview(createTabBarItem(title: "Feed", icon: "feed", action: #selector(feedTapped)))
                stackView.addArrangedSubview(createTabBarItem(title: "Profile", icon: "profile", action: #selector(profileTapped)))
            }

            private func createTabBarItem(title: String, icon: String, action: Selector) -> UIView {
                let itemView = UIView()
                let iconView = UIImageView(image: UIImage(named: icon))
                itemView.addSubview(iconView)
                let label = UILabel()
                label.text = title
                itemView.addSubview(label)
                itemView.addGestureRecognizer(↓↓UITapGestureRecognizer(target: self, action: action))
                return itemView
            }

            func show(_ child: UIViewController) {
                current?.removeFromParent()
                addChild(child)
                view.insertSubview(child.view, belowSubview: tabBarBackgroundView)
                current = child
            }

            @objc private func feedTapped() { show(FeedViewController()) }
            @objc private func profileTapped() { show(ProfileViewController()) }
        }
        """),
        // Item views of another file, each made from its tab's model: the views are the controls.
        Example("""
        final class ↓TrayTabBar: UIStackView {
            private lazy var diceItem = ↓↓↓TrayItemView(with: TrayTabItem(title: "Dice", icon: "dice"), index: 0)
            private lazy var gearItem = TrayItemView(with: TrayTabItem(title: "Settings", icon: "gear"), index: 1)
            private lazy var items = [diceItem, gearItem]

            init() {
                super.init(frame: .zero)
                addArrangedSubview(diceItem)
                addArrangedSubview(gearItem)
                items.forEach { $0.viewTapped = selectItem }
            }

            required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func selectItem(index: Int) {
                items.forEach { $0.isSelected = $0.index == index }
            }
        }
        """, otherFiles: ["TrayItemView.swift": trayItemView]),
    ]

    static let trayItemView = """
    struct TrayTabItem {
        let title: String
        let icon: String
    }

    final class TrayItemView: UIView {
        let index: Int
        var viewTapped: ((Int) -> Void)?
        var isSelected = false { didSet { alpha = isSelected ? 1 : 0.5 } }
        private let iconView = UIImageView()

        init(with item: TrayTabItem, index: Int) {
            self.index = index
            super.init(frame: .zero)
            iconView.image = UIImage(named: item.icon)
            addSubview(iconView)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        @objc private func tapped() { viewTapped?(index) }
    }
    """

    static let factoryItemsNonTriggering: [Example] = [
        // The tabs' models, handed to a bar of another file (judged there), are no controls of the controller.
        Example("""
        final class DeckTabBarController: UITabBarController {
            private let homeTab = DeckTabBarItem(index: 0, title: "Home", icon: UIImage(systemName: "house"), viewController: HomeViewController())
            private let searchTab = DeckTabBarItem(index: 1, title: "Search", icon: UIImage(systemName: "magnifyingglass"), viewController: SearchViewController())
            private lazy var tabs = [homeTab, searchTab]
            private var deckBar: DeckBar!

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                deckBar = DeckBar(tabs: tabs) { [weak self] index in self?.selectedIndex = index }
                view.addSubview(deckBar)
                setViewControllers(tabs.map(\\.viewController), animated: false)
            }
        }
        """, otherFiles: ["DeckTabBarItem.swift": """
        struct DeckTabBarItem {
            let index: Int
            let title: String
            let icon: UIImage?
            let viewController: UIViewController
        }
        """]),
    ]
}
