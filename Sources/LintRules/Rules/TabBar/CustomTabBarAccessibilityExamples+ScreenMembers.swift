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

    static let screenMembersTriggering: [Example] = [
        Example(screenMemberBar(member: "tabBar", selection: "route", mark: "↓")),
    ]

    static let screenMembersNonTriggering: [Example] = [
        // The same row named for the categories it filters one screen by.
        Example(screenMemberBar(member: "categoryBar", selection: "category")),
    ]
}
