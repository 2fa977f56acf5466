/// Arrays read per tab in a view named for no tabs, which keeps the tab shown in a property named
/// for it (`currentTabName`, `selectedTab`).
extension ParallelTabArraysExamples {
    static let tabStateTriggering: [Example] = [
        // A bubble bar whose button factory reads two local arrays with the tab's index.
        Example("""
        struct BubbleNavigation: View {
            @Binding var index: Int
            @Binding var currentTabName: String

            var body: some View {
                HStack {
                    ForEach(0..<4) { i in
                        makeButton(index: i)
                    }
                }
            }

            private func makeButton(index: Int) -> some View {
                let ↓titles = ["Home", "Search", "New", "Saved"]
                let images = ["house", "magnifyingglass", "plus", "heart.fill"]
                return Button {
                    self.index = index
                    currentTabName = titles[index]
                } label: {
                    Label(titles[index], systemImage: images[index])
                }
            }
        }
        """),
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

        struct OnboardingPager: View {
            @Binding var index: Int
            @Binding var currentPage: Int

            var body: some View {
                HStack {
                    ForEach(0..<4) { i in
                        makeButton(index: i)
                    }
                }
            }

            private func makeButton(index: Int) -> some View {
                let titles = ["Welcome", "Sync", "Share", "Done"]
                let images = ["hand.wave", "arrow.triangle.2.circlepath", "square.and.arrow.up", "checkmark"]
                return Button {
                    currentPage = index
                } label: {
                    Label(titles[index], systemImage: images[index])
                }
            }
        }
        """),
    ]
}
