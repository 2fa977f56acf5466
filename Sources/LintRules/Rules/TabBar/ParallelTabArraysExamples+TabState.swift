/// Arrays read per tab in a view named for no tabs, which keeps the tab shown in a property named
/// for it (`currentTabName`, `selectedTab`).
extension ParallelTabArraysExamples {
    static let tabStateTriggering: [Example] = [
        // A bubble bar whose button factory reads two local arrays with the tab's index.
        Example(buttonFactoryView("BubbleNavigation", state: "currentTabName: String", mark: "↓",
                                  titles: #"["Home", "Search", "New", "Saved"]"#,
                                  images: #"["house", "magnifyingglass", "plus", "heart.fill"]"#,
                                  action: "self.index = index\n            currentTabName = titles[index]")),
    ]

    static let tabStateNonTriggering: [Example] = [
        // The same factory in a pager that keeps its page (beside a paging `TabView`): onboarding
        // pages, not tabs.
        Example("""
        struct OnboardingView: View {
            @State private var page = 0

            var body: some View {
                VStack {
                    TabView(selection: $page) { OnboardingSlides() }
                        .tabViewStyle(.page)
                    OnboardingPager(index: $page, currentPage: $page)
                }
            }
        }

        """ + buttonFactoryView("OnboardingPager", state: "currentPage: Int", mark: "",
                                titles: #"["Welcome", "Sync", "Share", "Done"]"#,
                                images: #"["hand.wave", "arrow.triangle.2.circlepath", "square.and.arrow.up", "checkmark"]"#,
                                action: "currentPage = index")),
    ]

    /// A view of four buttons, each made by a factory that reads `titles` and `images` with its
    /// index; `state` is the second binding the view keeps.
    private static func buttonFactoryView(_ name: String, state: String, mark: String, titles: String, images: String, action: String) -> String {
        """
        struct \(name): View {
            @Binding var index: Int
            @Binding var \(state)

            var body: some View {
                HStack {
                    ForEach(0..<4) { i in
                        makeButton(index: i)
                    }
                }
            }

            private func makeButton(index: Int) -> some View {
                let \(mark)titles = \(titles)
                let images = \(images)
                return Button {
                    \(action)
                } label: {
                    Label(titles[index], systemImage: images[index])
                }
            }
        }
        """
    }
}
