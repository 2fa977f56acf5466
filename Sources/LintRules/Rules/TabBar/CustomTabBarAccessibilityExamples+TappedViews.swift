/// UIKit bars of plain views made tappable (a view per tab with a tap recognizer, or image
/// views): VoiceOver hears no button at all — a label inside is read as text of its own, so the
/// tab has no name unless the view sets `accessibilityLabel` — and a view's own `isSelected` is
/// not the trait.
extension CustomTabBarAccessibilityExamples {
    static let tappedViewsTriggering: [Example] = [
        tappedViewsFromFactoryTriggering,
        // Item views whose title shows only on the selected tab (hidden in an extension of
        // theirs): every other tab is an icon alone, with no large content.
        Example("""
        final class ↓TabBarStackView: UIStackView {
            private let mapItemView = ↓↓↓TabBarItemView(item: .map)
            private let chatItemView = TabBarItemView(item: .chat)
            private lazy var itemViews: [TabBarItemView] = [mapItemView, chatItemView]

            init() {
                super.init(frame: .zero)
                itemViews.forEach { view in
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                    addArrangedSubview(view)
                }
            }

            @objc func handleTap(sender: UITapGestureRecognizer) {
                guard let tapped = sender.view as? TabBarItemView else { return }
                itemViews.forEach { $0.isSelected = $0 === tapped }
            }
        }

        final class TabBarItemView: UIView {
            var isSelected = false {
                didSet { updateSelection() }
            }
            private let iconView = UIImageView()
            private let titleLabel = UILabel()
            let item: TabItem

            init(item: TabItem) {
                self.item = item
                super.init(frame: .zero)
                titleLabel.text = item.name
                iconView.image = item.icon
            }
        }

        extension TabBarItemView {
            private func updateSelection() {
                titleLabel.isHidden = !isSelected
                iconView.image = isSelected ? item.selectedIcon : item.icon
            }
        }
        """),
        // The controller taps item views of another file: tab items, whatever their type says.
        Example(shellWithItemViews(tapped: true).code, otherFiles: ["TabItemView.swift": shellWithItemViews(tapped: true).item]),
        // A view named for navigating between tabs, its icon views tapped.
        Example(tappedMenu(named: "TabNavigationMenu", marked: true)),
        Example(replacedBarWithTappedItems(accessible: false)),
        // UIKit: tapped plain views declared in another file; their own `isSelected` is only visual.
        Example("""
        final class ShellTabBar: UIStackView {
            private var items: [TabItemView] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let item = ↓↓TabItemView(tab: tab)
                    item.onTap = { [weak self] tab in self?.select(tab) }
                    items.append(item)
                    addArrangedSubview(item)
                }
            }

            required init(coder: NSCoder) { fatalError("init(coder:) is not used") }

            func select(_ tab: Tab) {
                for item in items { item.isSelected = item.tab == tab }
            }
        }
        """, otherFiles: ["TabItemView.swift": CustomTabBarAccessibilityExamples.tappedItemView]),
        // UIKit: a plain view controller that swaps its children from a row of tapped item views.
        Example("""
        final class ↓ShellViewController: UIViewController {
            private let viewControllers: [UIViewController]
            private let strip = UIStackView()
            private var items: [TabItemView] = []

            init(viewControllers: [UIViewController]) {
                self.viewControllers = viewControllers
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(strip)
                for tab in Tab.allCases {
                    let item = ↓↓TabItemView(tab: tab)
                    item.onTap = { [weak self] tab in self?.show(tab.rawValue) }
                    items.append(item)
                    strip.addArrangedSubview(item)
                }
                show(0)
            }

            private func show(_ index: Int) {
                let child = viewControllers[index]
                addChild(child)
                view.insertSubview(child.view, belowSubview: strip)
                child.didMove(toParent: self)
            }
        }
        """, otherFiles: ["TabItemView.swift": CustomTabBarAccessibilityExamples.tappedItemView]),
        // UIKit: a bar of image views each given a tap recognizer; the selection is an alpha.
        Example("""
        final class ↓IconTabBar: UIView {
            var onSelect: ((Int) -> Void)?
            private var icons: [UIImageView] = []

            func setIcons(_ images: [UIImage]) {
                for (index, image) in images.enumerated() {
                    let icon = UIImageView(image: image)
                    icon.tag = index
                    icon.isUserInteractionEnabled = true
                    icon.addGestureRecognizer(↓↓UITapGestureRecognizer(target: self, action: #selector(iconTapped(_:))))
                    icons.append(icon)
                    addSubview(icon)
                }
            }

            @objc private func iconTapped(_ gesture: UITapGestureRecognizer) {
                guard let icon = gesture.view else { return }
                icons.forEach { $0.alpha = $0 === icon ? 1 : 0.5 }
                onSelect?(icon.tag)
            }
        }
        """),
        // UIKit: tapped plain views whose label shows the title only on the selected tab.
        Example(twoItemBar("FloatingTabBar", item: "FloatingTabItem", second: ("cartItem", "cart", "Cart"), marks: "↓↓↓"), otherFiles: ["FloatingTabItem.swift": """
        final class FloatingTabItem: UIStackView {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()
            private let title: String
            var onTap: (() -> Void)?
            var isSelected = false {
                didSet {
                    titleLabel.isHidden = !isSelected
                    titleLabel.text = isSelected ? title : nil
                }
            }

            init(icon: String, title: String) {
                self.title = title
                super.init(frame: .zero)
                iconView.image = UIImage(systemName: icon)
                addArrangedSubview(iconView)
                addArrangedSubview(titleLabel)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }

            required init(coder: NSCoder) { fatalError("init(coder:) is not used") }

            @objc private func tapped() { onTap?() }
        }
        """]),
        // UIKit: a `UITabBar` subclass that takes the system's buttons away and lays out tapped
        // item views of its own (its container is still heard as a tab bar).
        Example("""
        final class WaveTabBar: UITabBar {
            private var tabItems: [WaveTabItem] = []

            func setUp(count: Int) {
                for index in 0..<count {
                    let item = ↓↓WaveTabItem()
                    item.tag = index
                    addSubview(item)
                    tabItems.append(item)
                }
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                for view in subviews where view.isKind(of: NSClassFromString("UITabBarButton")!) {
                    view.removeFromSuperview()
                }
            }
        }
        """, otherFiles: ["WaveTabItem.swift": """
        final class WaveTabItem: UIView {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(iconView)
                addSubview(titleLabel)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }

            required init?(coder: NSCoder) { nil }

            func show(title: String, icon: UIImage?, selected: Bool) {
                titleLabel.text = title
                iconView.image = icon
                titleLabel.textColor = selected ? .tintColor : .secondaryLabel
            }

            @objc private func tapped() {}
        }
        """]),
    ]

    /// UIKit: a tab bar controller that hides its bar and makes a tapped stack view per tab in a
    /// function of its own, called in a loop.
    static let tappedViewsFromFactoryTriggering = Example("""
    class ↓TabBarViewController: UITabBarController {
        let tabbar = UIView()
        let names = ["edit", "category", "user"]

        override func viewDidLoad() {
            super.viewDidLoad()
            tabBar.isHidden = true
            view.addSubview(tabbar)
            let stackView = UIStackView()
            tabbar.addSubview(stackView)
            for (index, name) in names.enumerated() {
                let item = makeItem(name: name)
                item.tag = index
                stackView.addArrangedSubview(item)
            }
        }

        @objc func tapped(sender: UITapGestureRecognizer) {
            ↓selectedIndex = sender.view?.tag ?? 0
        }

        func makeItem(name: String) -> UIStackView {
            let item = UIStackView()
            item.addArrangedSubview(UIImageView(image: UIImage(named: "icon_tabbar_\\(name)")))
            item.addGestureRecognizer(↓UITapGestureRecognizer(target: self, action: #selector(tapped)))
            return item
        }
    }
    """)

    /// The same controller making one tapped view, once: no view per tab, no bar.
    static let tappedViewFromFactoryOnce = Example(tappedViewsFromFactoryTriggering.code
        .replacingOccurrences(of: "↓", with: "")
        .replacingOccurrences(of: """
                for (index, name) in names.enumerated() {
                    let item = makeItem(name: name)
                    item.tag = index
                    stackView.addArrangedSubview(item)
                }
        """, with: """
                stackView.addArrangedSubview(makeItem(name: "edit"))
        """))

    /// UIKit: the system bar swapped for a `UITabBar` subclass (`setValue(_:forKey: "tabBar")`)
    /// whose tapped items the controller makes; `accessible`: the items named and their selection
    /// heard. (The container is still a tab bar either way.)
    static func replacedBarWithTappedItems(accessible: Bool) -> String {
        let mark = accessible ? "" : "↓"
        let naming = accessible ? "\n            item.accessibilityLabel = titles[index]" : ""
        let selecting = accessible ? "\n        items.forEach { $0.accessibilityTraits = $0 === item ? [.button, .selected] : .button }" : ""
        return """
        final class ShelfTabBarController: UITabBarController {
            private let customTabBar = ShelfTabBar()
            private let titles = ["Home", "Wishlist"]
            private var items: [ShelfTabItem] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                setValue(customTabBar, forKey: "tabBar")
                items = [ShelfTabItem(icon: "house"), ShelfTabItem(icon: "heart")]
                for (index, item) in items.enumerated() {
                    item.tag = index\(naming)
                    item.addGestureRecognizer(\(mark)UITapGestureRecognizer(target: self, action: #selector(itemTapped(_:))))
                }
                customTabBar.setItems(items)
            }

            @objc private func itemTapped(_ gesture: UITapGestureRecognizer) {
                guard let item = gesture.view else { return }\(selecting)
                \(mark)selectedIndex = item.tag
            }
        }
        """
    }

    /// A tab item written as a plain view made tappable, with a selection of its own.
    static let tappedItemView = """
    final class TabItemView: UIView {
        let tab: Tab
        var onTap: ((Tab) -> Void)?
        var isSelected = false {
            didSet { tintColor = isSelected ? .tintColor : .secondaryLabel }
        }
        private let titleLabel = UILabel()

        init(tab: Tab) {
            self.tab = tab
            super.init(frame: .zero)
            titleLabel.text = tab.title
            addSubview(titleLabel)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        }

        required init?(coder: NSCoder) { nil }

        @objc private func tapped() { onTap?(tab) }
    }
    """

    /// A view laying out one tapped icon view per item, named `name`.
    static func tappedMenu(named name: String, marked: Bool) -> String {
        let mark = marked ? "↓" : ""
        return """
            final class \(mark)\(name): UIView {
                var itemTapped: ((Int) -> Void)?

                init(menuItems: [TabItem], frame: CGRect) {
                    super.init(frame: frame)
                    for (index, item) in menuItems.enumerated() {
                        let itemView = \(mark)\(mark)\(mark)TabItemView(item: item)
                        itemView.tag = index
                        itemView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                        addSubview(itemView)
                    }
                }

                @objc private func handleTap(_ sender: UIGestureRecognizer) {
                    itemTapped?(sender.view?.tag ?? 0)
                }
            }

            final class TabItemView: UIView {
                private let iconView = UIImageView()

                init(item: TabItem) {
                    super.init(frame: .zero)
                    iconView.image = item.icon
                    addSubview(iconView)
                }
            }
            """
    }
}
