/// A bar drawn by a member of a screen (`var tabBar: some View` in `extension RootView`): the
/// member's name says what the row is, whatever the selection is called; a count laid over an
/// icon is a badge, not the tab's title.
extension CustomTabBarAccessibilityExamples {
    /// `member`: the property's name; `selection`: the state its taps set; `mark`: the marker.
    static func screenMemberBar(member: String, selection: String, mark: String = "") -> String {
        """
        extension RootView {
            var \(member): some View {
                \(mark)HStack(spacing: 0) {
                    ForEach(Route.allCases, id: \\.self) { item in
                        \(mark)Image(systemName: item == \(selection) ? item.selectedIcon : item.icon)
                            .foregroundColor(item == \(selection) ? .white : .gray)
                            .frame(width: 48, height: 48)
                            .overlay(
                                WithViewStore(store, observe: \\.totalDownloadsCount) { viewStore in
                                    if item == .downloads, viewStore.state > 0 {
                                        Text("\\(viewStore.state)")
                                    }
                                }
                            )
                            .\(mark)onTapGesture { \(mark)\(selection) = item }
                    }
                }
                .background(Color(white: 0.08))
                .clipShape(Capsule())
            }
        }
        """
    }

    static let slideItemView = """
    struct SlideItemView: View {
        let item: SlideItem
        let index: Int
        let isSelected: Bool
        let onSelect: (Int) -> Void

        var body: some View {
            HStack {
                item.icon
                Text(item.name)
            }
            .foregroundColor(isSelected ? .white : .gray)
            .onTapGesture { onSelect(index) }
        }
    }
    """

    static let screenMembersTriggering: [Example] = [
        Example(screenMemberBar(member: "tabBar", selection: "route", mark: "↓")),
        // Pages and the bar laid in a `ZStack` by two view properties; the item told its state by a
        // function of the bar, its tap setting the selection through another (and a transition's
        // direction worked out from it first).
        Example("""
        struct SlideTabBarView: View {
            @State private var currentIndex = 0
            @State private var edge: Edge = .trailing
            let items: [SlideItem]

            var body: some View {
                ZStack {
                    pages
                    tabBar
                        .ignoresSafeArea(edges: .bottom)
                }
            }

            private func isSelected(_ index: Int) -> Bool { currentIndex == index }
            private func selectIndex(_ index: Int) {
                withAnimation { ↓currentIndex = index }
            }

            private var tabBar: some View {
                VStack {
                    Spacer()
                    ↓HStack {
                        ForEach(0..<items.count, id: \\.self) { index in
                            SlideItemView(item: items[index], index: index, isSelected: isSelected(index), onSelect: { newIndex in
                                edge = newIndex > currentIndex ? .trailing : .leading
                                selectIndex(newIndex)
                            })
                        }
                    }
                }
            }

            private var pages: some View {
                items[currentIndex].page
            }
        }
        """, otherFiles: ["SlideItemView.swift": slideItemView]),
    ]

    static let screenMembersNonTriggering: [Example] = [
        // The same row named for the categories it filters one screen by.
        Example(screenMemberBar(member: "categoryBar", selection: "category")),
    ]
}
