/// A view named for tabs that switches the tabs' screens: the screens it shows are no controls,
/// whatever they are handed or do inside.
extension CustomTabBarAccessibilityExamples {
    static let screensNonTriggering: [Example] = [
        // The tabs' screens switched on the selection, each handed a binding: screens, not
        // controls (the bar is `CustomTabBar`, judged in its own file).
        Example("""
        struct MainTabView: View {
            @State private var selectedTab = 0
            @Binding var isAuth: Bool

            var body: some View {
                VStack(spacing: 0) {
                    ZStack {
                        switch selectedTab {
                        case 0:
                            HomeView(isAuth: $isAuth)
                        case 1:
                            MemoryCardsView()
                        default:
                            HomeView(isAuth: $isAuth)
                        }
                    }
                    CustomTabBar(selectedTab: $selectedTab)
                }
            }
        }
        """, otherFiles: ["HomeView.swift": """
        struct HomeView: View {
            @Binding var isAuth: Bool
            @State private var selectedCardId: Int?

            var body: some View {
                VStack {
                    Image(systemName: "person.circle").onTapGesture { isAuth = false }
                    Button(action: { selectedCardId = 1 }) { Text("Card") }
                }
            }
        }
        """]),
    ]
}
