/// SwiftUI tab items of another file told their state as a `Bool` and handed the code that
/// selects their tab: `TabBarButton(icon:isSelected:) { selectedTab = 0 }`.
extension CustomTabBarAccessibilityExamples {
    static let toldTabBarButton = """
    struct TabBarButton: View {
        let icon: String
        let isSelected: Bool
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Image(systemName: icon)
                    .foregroundStyle(isSelected ? .white : .black)
            }
        }
    }
    """

    /// A label view of another file that shows the title it is handed.
    static let titledLabelView = """
    struct TabLabel: View {
        let buttonText: String
        let icon: String
        let isActive: Bool

        var body: some View {
            VStack {
                Image(systemName: icon)
                Text(buttonText).bold(isActive)
            }
        }
    }
    """

    /// An item of another file that selects through its binding and shows an icon with an
    /// unread badge: the badge's number is no title.
    static let badgedTabIcon = """
    struct TabIcon: View {
        @Binding var selection: Int
        let index: Int
        var badgeCount = 0

        var body: some View {
            Button {
                selection = index
            } label: {
                Image(index == selection ? "tab\\(index)-selected" : "tab\\(index)")
                    .overlay(alignment: .topTrailing) {
                        if badgeCount > 0 {
                            Text("\\(badgeCount)")
                        }
                    }
            }
        }
    }
    """

    static let toldItemsTriggering: [Example] = [
        // A label view of another file handed only an SF Symbol's name: image-only.
        Example("""
        struct StudioTabBar: View {
            @Binding var selectedTab: String

            var body: some View {
                ↓HStack {
                    ForEach(StudioTab.allCases, id: \\.self) { item in
                        ↓↓Button {
                            ↓selectedTab = item.rawValue
                        } label: {
                            StudioTabItem(symbol: item.symbol)
                        }
                    }
                }
            }
        }
        """),
        Example("""
        struct ShopTabBar: View {
            @State private var selection = 0

            var body: some View {
                ↓HStack {
                    ForEach(0..<3, id: \\.self) { index in
                        ↓↓↓TabIcon(selection: $selection, index: index, badgeCount: index == 1 ? 4 : 0)
                    }
                }
            }
        }
        """, otherFiles: ["TabIcon.swift": badgedTabIcon]),
        // Buttons whose label is a view of another file handed the tab's title: named; the
        // container and the selection are missing.
        Example("""
        struct StoryTabBar: View {
            @Binding var selectedTab: StoryTab

            var body: some View {
                ↓HStack {
                    Button {
                        ↓selectedTab = .home
                    } label: {
                        TabLabel(buttonText: "Home", icon: "house", isActive: selectedTab == .home)
                    }
                    Button {
                        selectedTab = .explore
                    } label: {
                        TabLabel(buttonText: "Explore", icon: "safari", isActive: selectedTab == .explore)
                    }
                }
            }
        }
        """, otherFiles: ["TabLabel.swift": titledLabelView]),
        // Items made by a style's method of another file, handed the tab's title: named; the
        // container and the selection are missing.
        Example("""
        struct StyledTabBar: View {
            @Binding var selection: Tab
            var itemStyle: AnyTabItemStyle

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        itemStyle.tabItem(icon: tab.icon, title: tab.title, isSelected: selection == tab)
                            .onTapGesture { ↓selection = tab }
                    }
                }
            }
        }

        extension StyledTabBar {
            func tabItem(style: AnyTabItemStyle) -> Self {
                var copy = self
                copy.itemStyle = style
                return copy
            }
        }
        """),
        // Items of another file named for a tab bar, told `isSelect` and handed the code that
        // selects: a bar, even where the app forgot to switch the content on its selection.
        Example("""
        struct HomeView: View {
            @State private var selectedTab: Int = 0
            var body: some View {
                VStack {
                    Spacer()
                    ↓HStack {
                        TabBarButton(iconName: "house.fill", text: "Home", isSelect: selectedTab == 0) {
                            ↓selectedTab = 0
                        }
                        TabBarButton(iconName: "star.fill", text: "Watchlist", isSelect: selectedTab == 1) {
                            selectedTab = 1
                        }
                    }
                }
            }
        }
        """, otherFiles: ["TabBarButton.swift": """
        struct TabBarButton: View {
            let iconName: String
            let text: String
            let isSelect: Bool
            let action: () -> Void

            var body: some View {
                Button(action: action) {
                    VStack(spacing: 4) {
                        Image(systemName: iconName)
                        Text(text).foregroundColor(isSelect ? .accentColor : .secondary)
                    }
                }
            }
        }
        """]),
        // Items with a context menu written in a function of the view: the menu's buttons are
        // its items, not tabs.
        Example("""
        struct BundleTabBarView: View {
            @ObservedObject var controller: InboxController
            var bundles: [MailBundle]
            @State private var activeRow = 0
            @State private var editedBundle: MailBundle?

            var body: some View {
                ↓HStack {
                    ForEach(bundles, id: \\.name) { bundle in
                        TabBarItem(icon: bundle.icon, label: bundle.name, selected: controller.selected == bundle)
                            .contextMenu { menu(for: bundle) }
                            .onTapGesture {
                                controller.select(bundle)
                                ↓activeRow = 0
                            }
                    }
                }
            }

            @ViewBuilder
            private func menu(for bundle: MailBundle) -> some View {
                Button("Mark read") { bundle.unread = 0 }
                Button("Edit") { editedBundle = bundle }
            }
        }
        """),
        // The item view in the same file, titled; the selection kept in a shared app state.
        Example("""
        struct TabBarView: View {
            @EnvironmentObject private var appState: AppState

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        TabBarItemView(tab: tab, isActive: tab == appState.currentTab) {
                            appState.↓currentTab = tab
                        }
                    }
                }
            }
        }

        struct TabBarItemView: View {
            let tab: Tab
            let isActive: Bool
            let onSelect: () -> Void

            var body: some View {
                Button(action: onSelect) {
                    VStack {
                        Image(systemName: tab.icon)
                        Text(tab.title)
                    }
                    .foregroundStyle(isActive ? .blue : .gray)
                }
            }
        }
        """),
        Example("""
        struct MainTabBar: View {
            @Binding var selectedTab: Int

            var body: some View {
                ↓HStack {
                    ↓↓TabBarButton(icon: "house", isSelected: selectedTab == 0) { ↓selectedTab = 0 }
                    TabBarButton(icon: "person", isSelected: selectedTab == 1) { selectedTab = 1 }
                }
            }
        }
        """, otherFiles: ["TabBarButton.swift": toldTabBarButton]),
    ]

    /// The same row choosing a feed's filter: no tab in sight.
    static let toldItemsNonTriggering: [Example] = [
        Example("""
        struct FeedFilters: View {
            @Binding var filter: Int

            var body: some View {
                HStack {
                    FilterChip(icon: "star", isSelected: filter == 0) { filter = 0 }
                    FilterChip(icon: "clock", isSelected: filter == 1) { filter = 1 }
                }
            }
        }
        """, otherFiles: ["FilterChip.swift": toldTabBarButton.replacingOccurrences(of: "TabBarButton", with: "FilterChip")]),
    ]
}
