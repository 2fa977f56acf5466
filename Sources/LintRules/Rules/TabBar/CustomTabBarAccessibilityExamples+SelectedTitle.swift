/// SwiftUI bars that show a tab's title only while it is selected: every other tab is an image
/// alone to VoiceOver and to people using large text.
extension CustomTabBarAccessibilityExamples {
    static let selectedTitleTriggering: [Example] = [
        Example("""
        struct ChipTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        HStack {
                            ↓Image(tab.icon)
                            if selectedTab == tab {
                                Text(tab.title)
                            }
                        }
                        .padding(12)
                        .background(selectedTab == tab ? Color.blue.opacity(0.2) : .clear)
                        .↓onTapGesture {
                            ↓selectedTab = tab
                        }
                    }
                }
            }
        }
        """),
    ]

    /// The title shown on every tab, the selected one only styled.
    static let selectedTitleNonTriggering: [Example] = [
        Example("""
        struct ChipTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button {
                            selectedTab = tab
                        } label: {
                            VStack {
                                Image(systemName: tab.icon)
                                Text(tab.title)
                                    .fontWeight(selectedTab == tab ? .bold : .regular)
                            }
                        }
                        .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
    ]
}
