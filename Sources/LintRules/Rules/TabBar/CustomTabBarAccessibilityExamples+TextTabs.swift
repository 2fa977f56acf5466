/// SwiftUI bars of titled tabs with no icon: the app's bar when its name is the app's tab bar's
/// and it has three tabs or more; a screen's strip when the name ties it to that screen.
extension CustomTabBarAccessibilityExamples {
    static let textTabsTriggering: [Example] = [
        // Four titled tabs and an action in a view named for the app's tab bar: a bar of titles.
        Example("""
        struct TabbarView: View {
            @Binding var active: Section

            var body: some View {
                ↓HStack {
                    Button { ↓active = .home } label: {
                        Text("Home").foregroundStyle(active == .home ? .black : .gray)
                    }
                    Button { active = .shop } label: {
                        Text("Shop").foregroundStyle(active == .shop ? .black : .gray)
                    }
                    Button(action: compose) { Image(systemName: "plus") }
                    Button { active = .inbox } label: {
                        Text("Inbox").foregroundStyle(active == .inbox ? .black : .gray)
                    }
                    Button { active = .me } label: {
                        Text("Me").foregroundStyle(active == .me ? .black : .gray)
                    }
                }
            }
        }
        """),
    ]

    static let textTabsNonTriggering: [Example] = [
        // Three titled sections of a profile screen, in a strip named for that screen.
        Example("""
        struct ProfileTabBar: View {
            @Binding var section: ProfileSection

            var body: some View {
                HStack {
                    Button { section = .posts } label: { Text("Posts").bold(section == .posts) }
                    Button { section = .likes } label: { Text("Likes").bold(section == .likes) }
                    Button { section = .saved } label: { Text("Saved").bold(section == .saved) }
                }
            }
        }
        """),
    ]
}
