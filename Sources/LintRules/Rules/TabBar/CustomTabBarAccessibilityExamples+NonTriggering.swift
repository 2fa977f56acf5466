import SwiftSource

/// The non-triggering examples of `custom_tab_bar_accessibility`: bars that are already accessible,
/// and rows of buttons that are not tab bars.
extension CustomTabBarAccessibilityExamples {
    static let nonTriggering: [Example] = [
        // A row showing `buttons` declared elsewhere: an extension of another view with that name is not its.
        Example("""
        struct ShareRow: View {
            var body: some View { HStack { buttons } }
        }
        extension TabBar {
            var buttons: some View {
                ForEach(tabItems) { item in
                    Button { selectedTab = item.selection } label: { Image(systemName: item.icon) }
                }
            }
        }
        """),
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
        // A screen's list-or-map switch in its navigation bar's toolbar item: one screen's views.
        Example("""
        struct PlacesView: View {
            @State private var selectedTab = PlacesTab.list
            var body: some View {
                Group {
                    switch selectedTab {
                    case .list: PlacesList()
                    case .map: PlacesMap()
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        HStack {
                            Button { selectedTab = .list } label: { Image(systemName: "list.bullet") }
                            Button { selectedTab = .map } label: { Image(systemName: "map") }
                        }
                    }
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
        // The label VoiceOver reads says which tab is selected; the bar is marked.
        Example(labelledTitleBar(button: "UIButton()", label: #"selectedTab == index ? "\(title), selected" : title"#)),
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
        // A row of category chips whose selection only colours the chips: choosing one switches
        // nothing on the screen, so it is no tab bar.
        Example("""
        struct ShopHome: View {
            @State private var currentTab = "All"
            let tabs = ["Tables", "Lamps", "Chairs", "All"]
            var body: some View {
                ScrollView {
                    HStack {
                        ForEach(tabs, id: \\.self) { tab in
                            Button(action: { currentTab = tab }) {
                                Text(tab).foregroundColor(currentTab == tab ? .black : .gray)
                            }
                        }
                    }
                    ProductGrid()
                }
            }
        }
        """),
        // Two summaries on a home screen, each a shortcut to the same tab of the system `TabView`.
        Example("""
        struct AdjustmentsRow: View {
            @Binding var selectedTab: Int
            var body: some View {
                HStack {
                    Label("Override", systemImage: "clock").onTapGesture { selectedTab = 2 }
                    Spacer()
                    Label("Temp target", systemImage: "target").onTapGesture { selectedTab = 2 }
                }
            }
        }
        """),
        // Two summaries that each open a screen on one of its tabs: the choice is handed to that screen.
        Example("""
        struct CurrentlyAvailableSection: View {
            @State private var isLinkActive = false
            @State private var openingTab: CritterType = .fish

            var body: some View {
                VStack {
                    NavigationLink(destination: CrittersView(tab: openingTab), isActive: $isLinkActive) { EmptyView() }
                    HStack(alignment: .top) {
                        Button {
                            openingTab = .fish
                            isLinkActive = true
                        } label: { CritterCell(kind: .fish) }
                        Button {
                            openingTab = .bugs
                            isLinkActive = true
                        } label: { CritterCell(kind: .bugs) }
                    }
                }
            }
        }
        """),
        // A home screen's grid of shortcuts into the tabs, in a view not named for a tab bar: the
        // bar itself is elsewhere.
        Example("""
        struct QuickLinksGrid: View {
            @Binding var selectedTab: Tab
            var body: some View {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button { selectedTab = tab } label: { Image(systemName: tab.icon) }
                    }
                }
            }
        }
        """),
        // A row of links that push a screen of another file; that screen has a selection of its own.
        Example("""
        struct CategoriesView: View {
            @Binding var showTabBar: Bool
            let categories: [Category]

            var body: some View {
                NavigationStack {
                    HStack {
                        ForEach(categories) { category in
                            NavigationLink {
                                MealsView(selectedCategory: category, showTabBar: $showTabBar)
                            } label: {
                                CategoryCard(category: category)
                            }
                        }
                    }
                }
            }
        }
        """, otherFiles: ["MealsView.swift": """
        struct MealsView: View {
            @State var selectedCategory: Category
            @Binding var showTabBar: Bool
            let all: [Category] = []

            var body: some View {
                HStack {
                    ForEach(all) { category in
                        Text(category.name)
                            .onTapGesture { selectedCategory = category }
                    }
                }
                .onAppear { showTabBar = false }
            }
        }
        """]),
        // The label's function shows the tab's title too; the bar is marked and tells the selection.
        Example(selectingRowView("ShellView", marked: false, count: 2, label: "tabLabel(for: index)",
                                 buttonModifiers: ".accessibilityAddTraits(selectedTab == index ? .isSelected : [])",
                                 rowModifiers: ".accessibilityElement(children: .contain)\n.accessibilityAddTraits(.isTabBar)", members: """

            func tabLabel(for index: Int) -> some View {
                VStack {
                    Image(systemName: ["house", "gearshape"][index])
                    Text(["Home", "Settings"][index])
                }
            }
        """)),
    ]
}
