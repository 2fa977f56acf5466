import ProjectModel
import SwiftSource

/// The examples of `custom_tab_bar_accessibility`, UIKit and SwiftUI: many, so in their own file.
enum CustomTabBarAccessibilityExamples {
    /// A SwiftUI tab item in a file of its own: a button that selects its tab, showing an image
    /// and a title.
    static let tabBarItemView = """
    struct TabBarItem: View {
        let tab: Tab
        @Binding var selectedTab: Tab
        let imageName: String
        let title: String

        var body: some View {
            Button {
                selectedTab = tab
            } label: {
                VStack(spacing: 8) {
                    Image(imageName)
                    Text(title)
                }
                .foregroundStyle(selectedTab == tab ? .white : .gray)
            }
        }
    }
    """

    static let triggering: [Example] = [
        // The seed pattern: the system bar hidden, an image view and a label per button, tint only.
        Example("""
        final class MainTabBarController: UITabBarController {
            private let ↓customBar = UIView()
            private let icons = ["house", "doc.text", "person"]
            private let titles = ["Home", "Orders", "Profile"]
            private var buttons: [UIButton] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                view.addSubview(customBar)
                for index in 0..<titles.count {
                    let button = ↓UIButton(type: .custom)
                    let imageView = ↓UIImageView(image: UIImage(systemName: icons[index]))
                    let label = UILabel()
                    label.text = titles[index]
                    button.addSubview(imageView)
                    button.addSubview(label)
                    button.tag = index
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    buttons.append(button)
                    customBar.addSubview(button)
                }
            }

            @objc private func ↓tabTapped(_ sender: UIButton) {
                for button in buttons { button.tintColor = button == sender ? .systemBlue : .systemGray }
            }
        }
        """),
        // A SwiftUI bar named for nothing, laying out the tab items it is given.
        Example("""
        struct CustomBottomView: View {
            let tabbarItems: [TabItemData]
            @Binding var selectedIndex: Int
            var body: some View {
                ↓HStack {
                    ForEach(tabbarItems.indices, id: \\.self) { index in
                        ↓Button {
                            self.↓selectedIndex = index
                        } label: {
                            ↓Image(systemName: tabbarItems[index].imageName)
                        }
                    }
                }
            }
        }
        """),
        // Buttons made by a generic stack view and kept in an array, one per tab.
        Example("""
        final class ↓TabBarView: UIView {
            var ↓↓buttons: [UIButton] = []
            init(icons: [UIImage]) {
                super.init(frame: .zero)
                let stack = ButtonStack<UIButton>(count: icons.count)
                buttons = stack.views
                for i in 0..<icons.count {
                    buttons[i].↓setImage(icons[i], for: .normal)
                }
                addSubview(stack)
            }
            required init?(coder: NSCoder) { nil }
            func select(_ tag: Int) {
                buttons.forEach { $0.tintColor = $0.tag == tag ? .systemBlue : .systemGray }
            }
        }
        """),
        // A view named for a tab bar: image-only buttons from the tab enum; selection is set.
        Example("""
        final class ↓CustomTabBar: UIView {
            private var buttons: [UIButton] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                for tab in Tab.allCases {
                    let button = ↓UIButton(type: .system)
                    button.↓setImage(UIImage(systemName: tab.icon), for: .normal)
                    buttons.append(button)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { nil }

            func select(_ tab: Tab) {
                for (index, button) in buttons.enumerated() { button.isSelected = index == tab.rawValue }
            }
        }
        """),
        // Titled buttons, but the selection is a colour and the bar is not marked.
        Example("""
        final class ↓TabBarView: UIStackView {
            private lazy var homeButton = makeButton("Home")
            private lazy var searchButton = makeButton("Search")

            private func makeButton(_ title: String) -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                addArrangedSubview(button)
                return button
            }

            @objc private func ↓tapped(_ sender: UIButton) {
                for case let button as UIButton in arrangedSubviews { button.tintColor = button === sender ? .label : .secondaryLabel }
            }
        }
        """),
        // SwiftUI: an HStack of image-only buttons in place of TabView.
        Example("""
        struct CustomTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        ↓Button {
                            ↓selectedTab = tab
                        } label: {
                            ↓Image(systemName: tab.icon)
                                .foregroundColor(selectedTab == tab ? .accentColor : .gray)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
            }
        }
        """),
        // SwiftUI: tapped stacks with a title; the selection and the bar are visual only.
        Example("""
        struct BottomBar: View {
            @Binding var current: Int
            let items = [("house", "首页"), ("person", "我的")]

            var body: some View {
                ↓HStack {
                    ForEach(0..<items.count, id: \\.self) { index in
                        VStack {
                            Image(systemName: items[index].0)
                            Text(items[index].1)
                        }
                        .onTapGesture { ↓current = index }
                    }
                }
            }
        }
        """),
        // SwiftUI: the bar's buttons written in an extension of its view.
        Example("""
        struct TabBar: View {
            @AppStorage("selectedTab") var selectedTab: Tab = .home
            var body: some View {
                ↓HStack { buttons }
            }
        }
        extension TabBar {
            var buttons: some View {
                ForEach(tabItems) { item in
                    Button { ↓selectedTab = item.selection } label: {
                        VStack { Image(systemName: item.icon); Text(item.name) }
                    }
                    .foregroundStyle(selectedTab == item.selection ? .primary : .secondary)
                }
            }
        }
        """),
        // SwiftUI: a bar at the bottom of two titled tabs around an action button: titles alone
        // are enough for a bar named for the bottom.
        Example("""
        struct CustomBottomTabBarView: View {
            @Binding var currentTab: Int

            var body: some View {
                ↓HStack {
                    Button(action: { ↓currentTab = 0 }) {
                        Text("首页").foregroundStyle(currentTab == 0 ? .black : .gray)
                    }
                    Spacer()
                    Button(action: { showComposer() }) { Image(systemName: "plus.square.fill") }
                    Spacer()
                    Button(action: { currentTab = 1 }) {
                        Text("我").foregroundStyle(currentTab == 1 ? .black : .gray)
                    }
                }
            }
        }
        """),
        // SwiftUI: buttons written out one by one, named and selected, in an unmarked bar.
        Example("""
        struct RootView: View {
            @State private var selectedTab = Tab.home

            var body: some View {
                VStack {
                    content
                    ↓HStack {
                        Button { selectedTab = .home } label: { Label("Home", systemImage: "house") }
                            .accessibilityAddTraits(selectedTab == .home ? .isSelected : [])
                        Button { selectedTab = .profile } label: { Label("Profile", systemImage: "person") }
                            .accessibilityAddTraits(selectedTab == .profile ? .isSelected : [])
                    }
                }
            }

            @ViewBuilder private var content: some View {
                switch selectedTab {
                case .home: HomeScreen()
                case .profile: ProfileScreen()
                }
            }
        }
        """),
        // SwiftUI: images selected through a `TapGesture` given with `.simultaneousGesture`.
        Example("""
        struct PillTabBar: View {
            @Binding var selection: Tab

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        ↓Image(systemName: tab.icon)
                            .padding()
                            .simultaneousGesture(↓TapGesture().onEnded { ↓selection = tab })
                    }
                }
            }
        }
        """),
        // SwiftUI: a row of tab buttons laid in the screen's bottom toolbar, where a tab bar would be.
        Example("""
        struct HomeView: View {
            @State private var selectedTab = 1

            var body: some View {
                NotesList(archived: selectedTab == 0)
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            ↓HStack {
                                Button { ↓selectedTab = 0 } label: { Label("Archive", systemImage: "archivebox") }
                                Button { selectedTab = 1 } label: { Label("Notes", systemImage: "note") }
                            }
                        }
                    }
            }
        }
        """),
        // SwiftUI: a bar view that lays its tabs out in a grid, a column per tab.
        Example("""
        struct TabBarView: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: Tab.allCases.count)) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        ↓Button { ↓selectedTab = tab } label: {
                            ↓Image(systemName: tab.icon)
                                .foregroundStyle(selectedTab == tab ? .primary : .secondary)
                        }
                    }
                }
            }
        }
        """),
        // SwiftUI: an HStack of item views whose own body holds the button that selects.
        Example("""
        struct Dock: View {
            @Binding var currentTab: Tab

            var body: some View {
                ↓HStack {
                    ↓DockItem(tab: .home, currentTab: $currentTab)
                    DockItem(tab: .search, currentTab: $currentTab)
                    DockItem(tab: .profile, currentTab: $currentTab)
                }
            }
        }

        struct DockItem: View {
            let tab: Tab
            @Binding var currentTab: Tab

            var body: some View {
                Button { ↓currentTab = tab } label: {
                    ↓Image(systemName: tab.icon)
                        .foregroundStyle(currentTab == tab ? .primary : .secondary)
                }
            }
        }
        """),
        // SwiftUI: the buttons are in a view property the stack shows; titled, but unmarked.
        Example("""
        struct MainTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack { tabButtons }
                    .padding()
            }

            private var tabButtons: some View {
                ForEach(Tab.allCases, id: \\.self) { tab in
                    Button { ↓selectedTab = tab } label: {
                        Label(tab.title, systemImage: tab.icon)
                    }
                }
            }
        }
        """),
        // A plain view controller drawing its own bar in a view named for one: the buttons have
        // titles, but the bar and the selection are silent.
        Example("""
        final class BaseTabBarController: UIViewController {
            private let ↓tabBarView = UIView()
            private let tabButtons = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
            private let titles = ["Home", "Team", "Me"]

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tabBarView)
                for (index, button) in tabButtons.enumerated() {
                    var configuration = UIButton.Configuration.plain()
                    configuration.title = titles[index]
                    button.configuration = configuration
                    button.tag = index
                    button.addTarget(self, action: #selector(tabButtonTapped(_:)), for: .touchUpInside)
                    tabBarView.addSubview(button)
                }
            }

            @objc private func ↓tabButtonTapped(_ sender: UIButton) {
                tabButtons.forEach { $0.configuration?.baseForegroundColor = $0 == sender ? .systemPurple : .gray }
            }
        }
        """),
        // SwiftUI: the bar's items are views of another file; what they show and tell VoiceOver
        // is read there (the project's facts).
        Example("""
        struct CustomTabView: View {
            @Binding var selectedTab: Tab
            var body: some View {
                ↓HStack(spacing: 0) {
                    ↓TabBarItem(tab: .home, selectedTab: $selectedTab, imageName: "house", title: "Home")
                    TabBarItem(tab: .record, selectedTab: $selectedTab, imageName: "pencil", title: "Record")
                }
            }
        }
        """, otherFiles: ["TabBarItem.swift": tabBarItemView]),
        // A view named for nothing about tabs is a tab bar when its owner swaps its children with the tag it is told; its buttons have titles and `isSelected`, but the bar is not marked.
        Example(HandoffBarExamples.stripView(container: "↓"),
                otherFiles: ["RootViewController.swift": HandoffBarExamples.rootController]),
    ]
}
