/// SwiftUI bars beside a sheet whose screen sends the user to a tab (`onDone: { selectedTab = 1 }`):
/// the sheet sets the selection, it is not opened with it, and the row is still the bar.
extension CustomTabBarAccessibilityExamples {
    static func sheetSendingToTab(marked: Bool) -> String {
        let (container, item) = marked ? ("↓", "↓") : ("", "")
        let containerTraits = marked ? "" : "\n        .accessibilityElement(children: .contain)\n        .accessibilityAddTraits(.isTabBar)"
        let itemTraits = marked ? "" : "\n        .accessibilityAddTraits(selectedTab == tag ? .isSelected : [])"
        return """
        struct ContentView: View {
            @State private var selectedTab = 0
            @State private var showingCreateSheet = false

            var body: some View {
                VStack {
                    switch selectedTab {
                    case 0: HomeView()
                    default: LibraryView()
                    }
                    customTabBar
                }
                .sheet(isPresented: $showingCreateSheet) {
                    CreateView(onDone: { selectedTab = 1 })
                }
            }

            private var customTabBar: some View {
                \(container)HStack {
                    tabBarButton(icon: "house.fill", title: "Home", tag: 0)
                    tabBarButton(icon: "books.vertical.fill", title: "Library", tag: 1)
                }\(containerTraits)
            }

            private func tabBarButton(icon: String, title: String, tag: Int) -> some View {
                Button(action: { \(item)selectedTab = tag }) {
                    VStack {
                        Image(systemName: icon)
                        Text(title)
                    }
                    .foregroundColor(selectedTab == tag ? .purple : .gray)
                }\(itemTraits)
            }
        }
        """
    }

    static let sheetsTriggering: [Example] = [
        Example(sheetSendingToTab(marked: true)),
        // The tap hands the tab to a handler that hands it on (the centre tab opens a sheet
        // instead): the selection is still set per tab.
        Example("""
        struct TabBarView: View {
            @State private var selectedTab = 0
            @State private var isSheetVisible = false
            private let tabs: [TabItem] = TabItem.all

            var body: some View {
                ↓HStack {
                    ForEach(0..<tabs.count, id: \\.self) { index in
                        tabButton(for: index)
                    }
                }
            }

            private func tabButton(for index: Int) -> some View {
                VStack(spacing: 3) {
                    Image(tabs[index].icon)
                    Text(tabs[index].title)
                }
                .foregroundColor(selectedTab == index ? .black : .gray)
                .onTapGesture { handleTabTap(index) }
            }

            private func handleTabTap(_ index: Int) {
                if index == 2 {
                    isSheetVisible.toggle()
                } else {
                    handleNormalTab(index)
                }
            }

            private func handleNormalTab(_ index: Int) {
                isSheetVisible = false
                ↓selectedTab = index
            }
        }
        """),
    ]

    static let sheetsNonTriggering: [Example] = [
        Example(sheetSendingToTab(marked: false)),
    ]
}
