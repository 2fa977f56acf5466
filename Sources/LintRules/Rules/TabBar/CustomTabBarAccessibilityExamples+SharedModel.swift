/// SwiftUI bars whose item views are handed the model that keeps the selected tab (the
/// ViewRouter pattern: `TabBarIcon(viewRouter: viewRouter, assignedPage: .home)`, each item
/// setting and comparing `viewRouter.currentPage`), declared in another file.
extension CustomTabBarAccessibilityExamples {
    /// An item view that selects its page in the shared router and shows whether it is selected.
    static let routerTabBarIcon = """
    struct TabBarIcon: View {
        @ObservedObject var viewRouter: ViewRouter
        let assignedPage: Page
        let iconName: String

        var body: some View {
            Image(systemName: iconName)
                .onTapGesture { viewRouter.currentPage = assignedPage }
                .foregroundColor(viewRouter.currentPage == assignedPage ? .accentColor : .gray)
        }
    }
    """

    /// The screen that switches on the router's page, with a row of those items below.
    static func routerContentView(marks: (container: String, item: String) = ("", ""), marksContainer: Bool = false) -> String {
        """
        struct ContentView: View {
            @StateObject var viewRouter = ViewRouter()

            var body: some View {
                VStack {
                    switch viewRouter.currentPage {
                    case .home: HomeView()
                    case .liked: LikedView()
                    }
                    \(marks.container)HStack {
                        \(marks.item)TabBarIcon(viewRouter: viewRouter, assignedPage: .home, iconName: "house")
                        TabBarIcon(viewRouter: viewRouter, assignedPage: .liked, iconName: "heart")
                    }\(marksContainer ? ".accessibilityElement(children: .contain).accessibilityAddTraits(.isTabBar)" : "")
                }
            }
        }
        """
    }

    static let sharedModelTriggering: [Example] = [
        Example(routerContentView(marks: ("↓", "↓↓↓")), otherFiles: ["TabBarIcon.swift": routerTabBarIcon]),
    ]

    static let sharedModelNonTriggering: [Example] = [
        // The same row marked as a tab bar, its items naming and marking their tab.
        Example(routerContentView(marksContainer: true), otherFiles: ["TabBarIcon.swift": routerTabBarIcon
            .replacingOccurrences(of: ".foregroundColor(", with: ".accessibilityLabel(Text(assignedPage.title))\n            .accessibilityAddTraits(viewRouter.currentPage == assignedPage ? .isSelected : [])\n            .accessibilityShowsLargeContentViewer()\n            .foregroundColor(")]),
        // Views handed the router that only show something of it select nothing: no bar.
        Example(routerContentView(), otherFiles: ["TabBarIcon.swift": routerTabBarIcon
            .replacingOccurrences(of: "            .onTapGesture { viewRouter.currentPage = assignedPage }\n", with: "")
            .replacingOccurrences(of: ".foregroundColor(viewRouter.currentPage == assignedPage ? .accentColor : .gray)",
                                  with: ".opacity(viewRouter.isLoading ? 0.5 : 1)")]),
    ]
}
