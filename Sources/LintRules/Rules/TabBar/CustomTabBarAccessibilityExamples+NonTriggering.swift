import SwiftSource

/// The non-triggering examples of `custom_tab_bar_accessibility`: bars that are already accessible,
/// and rows of buttons that are not tab bars.
extension CustomTabBarAccessibilityExamples {
    static let nonTriggering: [Example] = [
        // A picker's segments, even when its author calls them tabs.
        Example("""
        struct CustomPicker<Value: Hashable>: View {
            let tabs: [(String, Value)]
            @Binding var selection: Value
            var body: some View {
                HStack {
                    ForEach(tabs, id: \\.1) { (text, tag) in
                        Button { selection = tag } label: { Text(text) }
                    }
                }
            }
        }
        """),
        // A segmented control drawn by hand, whatever its cases are called.
        Example("""
        struct ContentSegmentedControl: View {
            @Binding var selectedTab: ContentTab
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(ContentTab.allCases, id: \\.self) { tab in
                        Button { selectedTab = tab } label: {
                            Image(systemName: tab.icon)
                                .foregroundColor(selectedTab == tab ? .white : .accentColor)
                        }
                    }
                }
            }
        }
        """),
        // The title is in the view the item's button shows (two views down).
        Example("""
        struct BottomBar: View {
            @Binding var selectedTab: Tab
            var body: some View {
                HStack {
                    BarButton(selectedTab: $selectedTab, tab: .stats, image: "stats", text: "Stats")
                    BarButton(selectedTab: $selectedTab, tab: .plans, image: "plans", text: "Plans")
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        struct BarButton: View {
            @Binding var selectedTab: Tab
            var tab: Tab
            var image: String
            var text: String
            var body: some View {
                Button { selectedTab = tab } label: {
                    BarButtonLabel(image: image, text: text)
                }
                .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
            }
        }
        struct BarButtonLabel: View {
            var image: String
            var text: String
            var body: some View {
                VStack { Image(image); Text(text) }
            }
        }
        """),
        // A bar that sets titles and selection and is marked as a tab bar.
        Example("""
        final class MainTabBarController: UITabBarController {
            private let customBar = UIStackView()
            private var buttons: [UIButton] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                customBar.accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let button = UIButton(type: .system)
                    button.setTitle(tab.title, for: .normal)
                    button.setImage(UIImage(systemName: tab.icon), for: .normal)
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    buttons.append(button)
                    customBar.addArrangedSubview(button)
                }
            }

            @objc private func tabTapped(_ sender: UIButton) {
                for button in buttons { button.isSelected = button === sender }
            }
        }
        """),
        // Titles given through the project's own property (`btnTitle`, an extension of
        // `UIButton` whose setter calls `setTitle`).
        Example("""
        final class HomeTabBarController: UITabBarController {
            private let customBar = UIView()
            private var buttons: [UIButton] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                customBar.accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let button = UIButton(type: .custom)
                    button.btnTitle = tab.title
                    button.setImage(UIImage(named: tab.icon), for: .normal)
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    buttons.append(button)
                    customBar.addSubview(button)
                }
                tabBar.isHidden = true
                view.addSubview(customBar)
            }

            @objc private func tabTapped(_ sender: UIButton) {
                for button in buttons { button.isSelected = button === sender }
            }
        }
        """),
        // Image-only buttons named in a loop from the tab enum, with large content.
        Example("""
        final class CustomTabBar: UIControl {
            private var buttons: [UIButton] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits.insert(.tabBar)
                addInteraction(UILargeContentViewerInteraction())
                for tab in Tab.allCases {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: tab.icon), for: .normal)
                    button.accessibilityLabel = tab.title
                    button.showsLargeContentViewer = true
                    button.largeContentTitle = tab.title
                    buttons.append(button)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { nil }

            var selectedTab = Tab.home {
                didSet { buttons.enumerated().forEach { $1.isSelected = $0 == selectedTab.rawValue } }
            }
        }
        """),
        // A segmented control is not a tab bar of buttons: UIKit makes it accessible.
        Example("""
        final class FilterTabBar: UIView {
            private let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(control)
            }
            required init?(coder: NSCoder) { nil }
        }
        """),
        // A toolbar of actions selects nothing.
        Example("""
        final class EditorToolbar: UIView {
            private let boldButton = UIButton(type: .system)
            private let italicButton = UIButton(type: .system)
            private let linkButton = UIButton(type: .system)
        }
        struct ActionBar: View {
            var body: some View {
                HStack {
                    Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                    Button { archive() } label: { Image(systemName: "archivebox") }
                }
            }
        }
        """),
        // The system TabView.
        Example("""
        struct RootView: View {
            @State private var selectedTab = Tab.home
            var body: some View {
                TabView(selection: $selectedTab) {
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                    ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
                }
            }
        }
        """),
        // A SwiftUI bar that does everything: a name, the selected trait, the tab bar trait.
        Example("""
        struct CustomTabBar: View {
            @Binding var selectedTab: Tab
            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button { selectedTab = tab } label: {
                            Image(systemName: tab.icon)
                        }
                        .accessibilityLabel(tab.title)
                        .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
                        .accessibilityShowsLargeContentViewer { Label(tab.title, systemImage: tab.icon) }
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
        // The system bar restyled, with a centre button: VoiceOver reads the system bar.
        Example("""
        final class CenterButtonTabBar: UITabBar {
            private let plusButton = UIButton(type: .custom)
            private let scanButton = UIButton(type: .custom)
        }
        """),
        // A pushed screen hides its tab bar controller's bar: it draws no bar of its own.
        Example("""
        final class DetailViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                tabBarController?.tabBar.isHidden = true
                let like = UIButton(type: .system)
                let share = UIButton(type: .system)
                view.addSubview(like)
                view.addSubview(share)
            }
        }
        """),
        // Buttons of a type declared elsewhere name themselves there; the bar is marked.
        Example("""
        final class CustomTabBar: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for tab in Tab.allCases { addSubview(TabBarButton(tab: tab)) }
            }
            required init?(coder: NSCoder) { nil }
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
        // Tapped item views declared elsewhere that add the `.selected` trait, in a marked bar.
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
            with: "didSet { accessibilityTraits = isSelected ? [.button, .selected] : .button }")]),
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
        // The same view whose owner filters a list with the number: a filter bar, not tabs.
        Example(HandoffBarExamples.stripView(), otherFiles: ["FeedViewController.swift": HandoffBarExamples.filterController]),
    ]
}
