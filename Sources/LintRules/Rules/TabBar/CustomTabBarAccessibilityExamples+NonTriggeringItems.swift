import SwiftSource

/// Views that are not tab bars, or bars that do everything, whose items are tapped views, controls
/// or types declared elsewhere; and rows of actions named like bars.
extension CustomTabBarAccessibilityExamples {
    static let itemsAndToolbarsNonTriggering: [Example] = [
        tappedViewFromFactoryOnce,
        // Item views nothing here taps, of a type that takes no tap itself: no controls.
        Example(shellWithItemViews(tapped: false).code, otherFiles: ["TabItemView.swift": shellWithItemViews(tapped: false).item]),
        // The same view named for no tabs: a menu of actions.
        Example(tappedMenu(named: "NavigationMenu", marked: false)),
        Example(replacedBarWithTappedItems(accessible: true)),
        // SwiftUI: the centre button beside titled item views has a label, large content and its
        // selection; the bar is marked.
        Example(dockTabBar(marks: (container: "", centre: "", selection: "", image: ""), accessible: true),
                otherFiles: ["DockTabItem.swift": dockTabItem(accessible: true)]),
        // An onboarding pager: a page view controller as its child, its buttons skip and next.
        Example("""
        final class OnboardingViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            private let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            private let pageControl = UIPageControl()
            private var currentIndex = 0
            private let skipButton = UIButton()
            private let startButton = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                [skipButton, startButton].forEach { view.addSubview($0) }
                skipButton.addTarget(self, action: #selector(didTapSkip), for: .touchUpInside)
                startButton.addTarget(self, action: #selector(didTapNext), for: .touchUpInside)
                addChild(pageViewController)
                view.addSubview(pageViewController.view)
                pageViewController.didMove(toParent: self)
            }

            @objc private func didTapSkip() { finish() }
            @objc private func didTapNext() { currentIndex += 1 }
        }
        """),
        // A row of tapped cards is not a tab bar (UIKit), nor is a view controller that shows
        // cards and adds a child but keeps no tabs.
        Example("""
        final class FeaturedCardsView: UIStackView {
            var onOpen: ((Int) -> Void)?

            func show(_ cards: [Card]) {
                for (index, card) in cards.enumerated() {
                    let view = CardView(card: card)
                    view.tag = index
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open(_:))))
                    addArrangedSubview(view)
                }
            }

            @objc private func open(_ gesture: UITapGestureRecognizer) { onOpen?(gesture.view?.tag ?? 0) }
        }

        final class FeedViewController: UIViewController {
            private let stack = UIStackView()
            private let player = PlayerViewController()
            var cards: [Card] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(player)
                for card in cards { stack.addArrangedSubview(CardView(card: card)) }
            }
        }
        """, otherFiles: ["CardView.swift": """
        final class CardView: UIView {
            init(card: Card) {
                super.init(frame: .zero)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flip)))
            }
            required init?(coder: NSCoder) { nil }
            @objc private func flip() {}
        }
        """]),
        // A row of tapped cards and a row of tiles (SwiftUI): nothing selects a tab.
        Example("""
        struct FeaturedRow: View {
            let cards: [Card]
            @State private var openedCard: Card?

            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(cards) { card in
                            CardView(card: card)
                                .onTapGesture { openedCard = card }
                        }
                    }
                }
            }
        }

        struct StatsRow: View {
            let steps: Int
            let minutes: Int

            var body: some View {
                HStack {
                    StatTile(title: "Steps", value: steps)
                    StatTile(title: "Minutes", value: minutes)
                }
            }
        }

        struct StatTile: View {
            let title: String
            let value: Int
            var body: some View { VStack { Text(title); Text("\\(value)") } }
        }
        """),
        // Tapped item views declared elsewhere, each one element named from its tab that adds the
        // `.selected` trait, in a marked bar.
        Example("""
        final class ShellTabBar: UIStackView {
            private var items: [TabItemView] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let item = TabItemView(tab: tab)
                    items.append(item)
                    addArrangedSubview(item)
                }
            }

            required init(coder: NSCoder) { fatalError("init(coder:) is not used") }

            func select(_ tab: Tab) {
                for item in items { item.isSelected = item.tab == tab }
            }
        }
        """, otherFiles: ["TabItemView.swift": CustomTabBarAccessibilityExamples.tappedItemView.replacingOccurrences(
            of: "didSet { tintColor = isSelected ? .tintColor : .secondaryLabel }",
            with: "didSet { accessibilityTraits = isSelected ? [.button, .selected] : .button }").replacingOccurrences(
            of: "titleLabel.text = tab.title",
            with: "titleLabel.text = tab.title\n        isAccessibilityElement = true\n        accessibilityLabel = tab.title")]),
        // Items that are controls declared elsewhere: the bar sets their `isSelected`, which UIKit reads out.
        Example("""
        final class CustomTabBar: UIView {
            private var items: [TabItemControl] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let item = TabItemControl(tab: tab)
                    items.append(item)
                    addSubview(item)
                }
            }

            required init?(coder: NSCoder) { nil }

            func select(_ tab: Tab) {
                for item in items { item.isSelected = item.tab == tab }
            }
        }
        """, otherFiles: ["TabItemControl.swift": """
        final class TabItemControl: UIControl {
            let tab: Tab
            init(tab: Tab) {
                self.tab = tab
                super.init(frame: .zero)
                accessibilityLabel = tab.title
            }
            required init?(coder: NSCoder) { nil }
        }
        """]),
        // Items of a type the project does not declare (a package's cell): nothing is certain.
        Example("""
        final class CustomTabBar: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                for tab in Tab.allCases { addSubview(VendorTabCell(tab: tab)) }
            }
            required init?(coder: NSCoder) { nil }
        }
        """),
        // A SwiftUI bar of tapped images that does everything.
        Example("""
        struct PillTabBar: View {
            @Binding var selection: Tab

            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Image(systemName: tab.icon)
                            .simultaneousGesture(TapGesture().onEnded { selection = tab })
                            .accessibilityLabel(tab.title)
                            .accessibilityAddTraits(selection == tab ? [.isButton, .isSelected] : .isButton)
                            .accessibilityShowsLargeContentViewer { Label(tab.title, systemImage: tab.icon) }
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
        // The bar replaces the controller's own `tabBar` (so it is a `UITabBar`, heard as one),
        // and its buttons are named by a subtitle.
        Example("""
        final class CustomTabBarViewController: UITabBarController {
            private lazy var customTabBar = CustomTabBar(frame: .zero)

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                setValue(customTabBar, forKey: "tabBar")
                view.addSubview(customTabBar)
                for tab in Tab.allCases {
                    var config = UIButton.Configuration.plain()
                    config.image = tab.icon
                    config.attributedSubtitle = AttributedString(tab.title)
                    let button = UIButton(configuration: config)
                    button.tag = tab.rawValue
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    customTabBar.addButton(button)
                }
            }

            @objc private func tabTapped(_ sender: UIButton) {
                selectedIndex = sender.tag
                customTabBar.buttons.forEach { $0.isSelected = $0.tag == sender.tag }
            }
        }
        """),
        // A video editor's bottom bar of actions is not a tab bar.
        Example("""
        final class EditVideoViewController: PlayerViewController {
            private var bottomBar: UIView!
            private var finishButton: UIButton!
            private var actionButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                bottomBar = UIView()
                finishButton = UIButton()
                actionButton = UIButton()
                view.addSubview(bottomBar)
                bottomBar.addSubview(finishButton)
                bottomBar.addSubview(actionButton)
            }
        }
        """),
        // A view controller whose header view is a search bar, not a tab bar.
        Example("""
        final class SearchViewController: UIViewController {
            private let searchBarView = UIView()
            private let buttons = [UIButton(type: .system), UIButton(type: .system)]
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(searchBarView)
                buttons.forEach { searchBarView.addSubview($0) }
            }
        }
        """),
        // The same Interface Builder bar, heard as a tab bar with its selection.
        Example("""
        final class CustomTabBarView: UIView {
            @IBOutlet weak var button0: UIButton!
            @IBOutlet weak var button1: UIButton!

            override func awakeFromNib() {
                super.awakeFromNib()
                accessibilityTraits = .tabBar
            }

            @IBAction func tabBarButtonTapped(_ sender: UIButton) {
                [button0, button1].forEach { $0?.isSelected = $0 == sender }
            }
        }
        """),
        // The same bar heard as one: its items add the selected trait, the stack the tab-bar trait.
        Example("""
        struct CustomTabView: View {
            @Binding var selectedTab: Tab
            var body: some View {
                HStack(spacing: 0) {
                    TabBarItem(tab: .home, selectedTab: $selectedTab, imageName: "house", title: "Home")
                    TabBarItem(tab: .record, selectedTab: $selectedTab, imageName: "pencil", title: "Record")
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """, otherFiles: ["TabBarItem.swift": tabBarItemView.replacingOccurrences(
            of: "        .foregroundStyle(selectedTab == tab ? .white : .gray)\n        }\n",
            with: "        .foregroundStyle(selectedTab == tab ? .white : .gray)\n        }\n        .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])\n")]),
        // Item views of another file showing a title alone over an underline: one screen's strip
        // of text tabs (the app's own tabs show icons).
        Example("""
        struct CategoryTabs: View {
            @Binding var currentTab: Int
            let titles = ["Income", "Expense"]
            var body: some View {
                HStack(spacing: 20) {
                    ForEach(titles.indices, id: \\.self) { index in
                        TabBarItemView(currentTab: $currentTab, title: titles[index], tab: index)
                    }
                }
            }
        }
        """, otherFiles: ["TabBarItemView.swift": """
        struct TabBarItemView: View {
            @Binding var currentTab: Int
            var title: String
            var tab: Int
            var body: some View {
                Button { currentTab = tab } label: {
                    VStack {
                        Text(title)
                        Color.accentColor.frame(height: currentTab == tab ? 2 : 0)
                    }
                }
            }
        }
        """]),
        // Views of another file that the project does not show to select anything: not a bar.
        Example("""
        struct CustomTabView: View {
            @Binding var selectedTab: Tab
            var body: some View {
                HStack {
                    Badge(count: 3, selectedTab: $selectedTab)
                    Badge(count: 5, selectedTab: $selectedTab)
                }
            }
        }
        """),
        // A bottom bar of actions, each button its own: a toolbar, not tabs.
        Example("""
        final class AssetPickerBottomBar: UIView {
            private let previewButton = UIButton(type: .system)
            private let sendButton = UIButton(type: .system)
            override init(frame: CGRect) {
                super.init(frame: frame)
                previewButton.setImage(UIImage(named: "preview"), for: .normal)
                sendButton.setImage(UIImage(named: "send"), for: .normal)
                previewButton.addTarget(self, action: #selector(handlePreview), for: .touchUpInside)
                sendButton.addTarget(self, action: #selector(handleSend), for: .touchUpInside)
                addSubview(previewButton)
                addSubview(sendButton)
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc private func handlePreview() {}
            @objc private func handleSend() {}
        }
        """),
        // A reader's bottom bar: a page slider and image buttons its owner wires to actions of
        // its own. A slider is never beside tabs.
        Example("""
        final class ReaderBottomBar: UIView {
            let pageSlider = UISlider()
            let rotateButton = UIButton(type: .system)
            let brightnessButton = UIButton(type: .system)
            let chaptersButton = UIButton(type: .system)
            override init(frame: CGRect) {
                super.init(frame: frame)
                rotateButton.setImage(UIImage(named: "rotate"), for: .normal)
                brightnessButton.setImage(UIImage(named: "brightness"), for: .normal)
                chaptersButton.setImage(UIImage(named: "chapters"), for: .normal)
                addSubview(pageSlider)
                addSubview(rotateButton)
                addSubview(brightnessButton)
                addSubview(chaptersButton)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """),
        // The same view whose owner filters a list with the number: a filter bar, not tabs.
        Example(HandoffBarExamples.stripView(), otherFiles: ["FeedViewController.swift": HandoffBarExamples.filterController]),
        // The same wired array of another file's buttons, each titled by its own type, in a bar
        // marked as one.
        Example(slidingTabBar(marks: "", firstLine: "accessibilityTraits = .tabBar"), otherFiles: ["SlidingTabBarItem.swift": """
        final class SlidingTabBarItem: UIButton {
            init(caption: String, icon: UIImage?) {
                super.init(frame: .zero)
                setTitle(caption, for: .normal)
                setImage(icon, for: .normal)
            }

            required init?(coder: NSCoder) { nil }
        }
        """]),
    ]
}
