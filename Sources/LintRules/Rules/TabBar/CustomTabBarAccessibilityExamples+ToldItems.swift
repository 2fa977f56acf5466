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

    static let toldItemsTriggering: [Example] = [
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
