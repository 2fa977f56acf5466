/// SwiftUI bars whose tabs are selected through the view's own handler function, or through a
/// shared model's member set to the tab's number, or laid over a system `TabView` whose bar is
/// hidden, or a UIKit bar known only by the Interface Builder action its buttons share; and the
/// same strip above the content it switches, which is page tabs, not the app's bar.
extension CustomTabBarAccessibilityExamples {
    static let handlersTriggering: [Example] = [
        // Buttons that push screens, one of them also tinting its button: the bar shows a choice.
        Example(navigatingBar(tintsChoice: true)),
        // A row laid over a `TabView` that sets the very selection the `TabView` is bound to,
        // whatever the state is called: titled items, but the bar and the selection are silent.
        Example("""
        struct RootView: View {
            @State private var selection = 0

            var body: some View {
                ZStack(alignment: .bottom) {
                    TabView(selection: $selection) {
                        LibraryView().tag(0)
                        ProfileView().tag(1)
                    }
                    ↓HStack {
                        RootItem(title: "Library", icon: "books", isSelected: selection == 0)
                            .onTapGesture {
                                ↓selection = 0
                            }
                        RootItem(title: "Profile", icon: "person", isSelected: selection == 1)
                            .onTapGesture {
                                selection = 1
                            }
                    }
                }
            }
        }

        struct RootItem: View {
            let title: String
            let icon: String
            let isSelected: Bool

            var body: some View {
                VStack {
                    Image(systemName: isSelected ? icon + ".fill" : icon)
                    Text(title)
                }
            }
        }
        """),
        // The items call a handler of the same view, which sets the selection it is told.
        Example("""
        struct MainTabView: View {
            @Binding var selected: Tab
            var scrollToTop: () -> Void

            func handleTap(on tab: Tab) {
                switch selected {
                case tab: scrollToTop()
                default: ↓selected = tab
                }
            }

            var body: some View {
                ↓HStack {
                    ↓↓TabBarButton(icon: "house", isSelected: selected == .home) { handleTap(on: .home) }
                    TabBarButton(icon: "gear", isSelected: selected == .settings) { handleTap(on: .settings) }
                }
            }
        }
        """, otherFiles: ["TabBarButton.swift": toldTabBarButton]),
        // A bar named for one sets a shared model's tab number, whatever the member is called.
        Example("""
        struct BottomBar: View {
            @EnvironmentObject var appState: AppState

            var body: some View {
                ↓HStack {
                    ↓Button {
                        appState.↓topID = 0
                    } label: {
                        ↓Image(systemName: "house")
                    }
                    Button {
                        appState.topID = 1
                    } label: {
                        Image(systemName: "person")
                    }
                }
            }
        }
        """),
        // A row of item views laid over the system `TabView` (its bar hidden elsewhere), whose
        // pages and item labels are the system's: the row is the bar.
        Example("""
        struct CustomTabBar: View {
            @Binding var currentView: Tab

            var body: some View {
                ZStack(alignment: .bottom) {
                    TabView(selection: $currentView) {
                        HomeView().tag(Tab.home).tabItem { TabBarItem(currentView: $currentView, tab: .home) }
                        ProfileView().tag(Tab.profile).tabItem { TabBarItem(currentView: $currentView, tab: .profile) }
                    }
                    ↓HStack {
                        ↓TabBarItem(currentView: $currentView, tab: .home)
                        TabBarItem(currentView: $currentView, tab: .profile)
                    }
                }
            }
        }

        struct TabBarItem: View {
            @Binding var currentView: Tab
            let tab: Tab

            var body: some View {
                ↓Image(tab.icon)
                    .opacity(currentView == tab ? 1 : 0.3)
                    .onTapGesture { ↓currentView = tab }
            }
        }
        """),
        // A bar laid out in a XIB whose buttons have no outlets, only the action they share,
        // which tells the tab by the sender's tag and shows the selection by a colour.
        Example("""
        protocol TabBarViewDelegate: AnyObject { func selectedIndexChanged(index: Int) }

        class ↓TabBarView: CustomXibView {
            weak var delegate: TabBarViewDelegate?
            @IBOutlet private weak var mapView: UIView!
            @IBOutlet private weak var settingsView: UIView!

            @IBAction
            private func ↓buttonPressed(_ sender: UIButton) {
                delegate?.selectedIndexChanged(index: sender.tag)
                mapView.backgroundColor = sender.tag == 0 ? .systemTeal : .white
                settingsView.backgroundColor = sender.tag == 1 ? .systemTeal : .white
            }
        }
        """),
        // A strip named for nothing tells its owner the tapped tag, and the owner swaps its
        // children with it through a helper of its own.
        Example(HandoffBarExamples.stripView(container: "↓"), otherFiles: ["RootViewController.swift": HandoffBarExamples.pagingController]),
        // Each tab's label built by a function of the view: an image alone.
        Example(selectingRowView("ShellView", marked: true, count: 4, label: "tabIcon(for: index)", members: """

            @ViewBuilder
            func tabIcon(for index: Int) -> some View {
                ↓Image(systemName: ["house", "list.bullet", "chart.bar", "gearshape"][index])
                    .foregroundColor(selectedTab == index ? .accentColor : .gray)
            }
        """)),
        // A centre button whose tap only plays a haptic, with a `.task` chained after it that sets
        // another state: the row is still the tabs' bar.
        Example(selectingRowView("RootView", marked: true, count: 3, state: "\n    @State private var showPaywall = false", label: """
        ↓Image(systemName: ["house", "list.bullet", "gearshape"][index])
            .foregroundColor(selectedTab == index ? .accentColor : .gray)
        """, afterRow: """
        Image(systemName: "plus.circle")
            .onTapGesture { Haptics.tap() }
            .task { showPaywall = await Store.shared.needsPaywall() }
        """)),
    ]

    /// A view showing the selected tab's content above a row of `count` buttons that select it.
    /// `marked` puts the markers of a bar that is not marked as one and whose buttons say nothing of
    /// the selection; `label`, `afterRow` (below the buttons), `buttonModifiers`, `rowModifiers` and
    /// `members` are lines of code, indented by the builder.
    static func selectingRowView(_ name: String, marked: Bool, count: Int, state: String = "", label: String, afterRow: String = "",
                                 buttonModifiers: String = "", rowModifiers: String = "", members: String = "") -> String {
        let mark = marked ? "↓" : ""
        func indented(_ code: String, by spaces: Int) -> String {
            code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
        }
        var lines = [
            "struct \(name): View {",
            "    @State private var selectedTab = 0\(state)",
            "",
            "    var body: some View {",
            "        VStack {",
            "            TabContent(selection: selectedTab)",
            "            \(mark)HStack {",
            "                ForEach(0..<\(count)) { index in",
            "                    \(mark)Button {",
            "                        \(mark)selectedTab = index",
            "                    } label: {",
            indented(label, by: 24),
            "                    }",
        ]
        if !buttonModifiers.isEmpty { lines.append(indented(buttonModifiers, by: 20)) }
        lines.append("                }")
        if !afterRow.isEmpty { lines.append(indented(afterRow, by: 16)) }
        lines.append("            }")
        if !rowModifiers.isEmpty { lines.append(indented(rowModifiers, by: 12)) }
        lines += ["        }", "    }"]
        if !members.isEmpty { lines.append(members) }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static let handlersNonTriggering: [Example] = [
        // Every button pushes a screen and the bar keeps no selected tab: no selection to announce.
        Example(navigatingBar(tintsChoice: false)),
        // A pager of photos: its `TabView` pages, and the row steps or picks a photo.
        Example("""
        struct PhotoPager: View {
            let photos: [UIImage]
            @State private var current = 0

            var body: some View {
                ZStack {
                    TabView(selection: $current) {
                        ForEach(photos.indices, id: \\.self) { index in
                            Image(uiImage: photos[index]).tag(index)
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    HStack {
                        Button { current = 0 } label: { Image(systemName: "backward.end") }
                        Button { current = photos.count - 1 } label: { Image(systemName: "forward.end") }
                    }
                }
            }
        }
        """),
        Example("""
        struct SlideViewer: View {
            let slides: [Slide]
            @State private var index = 0

            var body: some View {
                ZStack {
                    TabView(selection: $index) {
                        ForEach(slides) { slide in SlideView(slide: slide).tag(slide.number) }
                    }
                    HStack {
                        Button(action: { index = max(index - 1, 0) }) { Image(systemName: "chevron.left") }
                        Spacer()
                        Button(action: { index = min(index + 1, slides.count - 1) }) { Image(systemName: "chevron.right") }
                    }
                }
            }
        }
        """),
        // A settings view whose Interface Builder buttons share an action: not named for a bar.
        Example("""
        class ShareOptionsView: CustomXibView {
            @IBAction private func optionPressed(_ sender: UIButton) {
                delegate?.shareOptionChosen(index: sender.tag)
            }
        }
        """),
        // The same strip named for page titles pages through one screen: not the app's tab bar.
        Example(HandoffBarExamples.titleStripView, otherFiles: ["RootViewController.swift": HandoffBarExamples.titleStripPagingController]),
        // Page tabs above the content they switch, in one screen: a header, not the app's tab bar.
        Example("""
        struct BookingView: View {
            @State private var selectedTab = BookingTab.book

            var body: some View {
                VStack(spacing: 0) {
                    VStack {
                        HStack {
                            ForEach(BookingTab.allCases, id: \\.self) { tab in
                                Text(tab.title)
                                    .onTapGesture { selectedTab = tab }
                            }
                        }
                        Divider()
                    }
                    switch selectedTab {
                    case .book: RoomList()
                    case .reservations: ReservationList()
                    }
                }
            }
        }
        """),
        // A bottom bar of actions whose handlers set a state of their own, not a tab they are told.
        Example("""
        struct BottomBar: View {
            @State private var lastSync = Date.distantPast

            func syncNow() { lastSync = Date() }
            func syncAll() { lastSync = Date() }

            var body: some View {
                HStack {
                    Button { syncNow() } label: { Image(systemName: "arrow.clockwise") }
                    Button { syncAll() } label: { Image(systemName: "arrow.triangle.2.circlepath") }
                }
            }
        }
        """),
    ]

    /// A titled bar whose buttons push a screen each; `tintsChoice` also tints the tapped one.
    static func navigatingBar(tintsChoice: Bool) -> String {
        let tint = tintsChoice ? "        profileButton.tintColor = .systemBlue\n" : ""
        let mark = tintsChoice ? "↓" : ""
        return """
            final class BottomTabView: UIView {
                private let homeButton = UIButton(type: .system)
                private let profileButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = .tabBar
                    homeButton.setTitle("Home", for: .normal)
                    profileButton.setTitle("Profile", for: .normal)
                    homeButton.addTarget(self, action: #selector(showHome), for: .touchUpInside)
                    profileButton.addTarget(self, action: #selector(showProfile), for: .touchUpInside)
                    addSubview(homeButton)
                    addSubview(profileButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func \(mark)showHome() {
                    let screen = HomeViewController()
                    (superview?.next as? UIViewController)?.navigationController?.pushViewController(screen, animated: true)
                }

                @objc private func showProfile() {
            \(tint)        let screen = ProfileViewController()
                    (superview?.next as? UIViewController)?.navigationController?.pushViewController(screen, animated: true)
                }
            }
            """
    }
}
