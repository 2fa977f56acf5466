/// `hardcoded_bar_height` in a SwiftUI tab bar of the app's own: the row stands in for the system
/// tab bar, so its height is the one the system bar would have (49, or 83 with the home
/// indicator) and changes the same way with larger text and other devices.
extension HardcodedBarHeightExamples {
    static let ownTabBarsTriggering: [Example] = [
        // The bar laid over a screen that ignores the safe area elsewhere keeps the indicator's room itself.
        Example("""
        struct FloatingTabBar: View {
            @Binding var selection: Tab
            var body: some View {
                HStack { ForEach(Tab.allCases) { tab in Button(tab.title) { selection = tab } } }
                    .padding(.bottom, ↓34)
            }
        }
        """),
        Example("""
        struct CustomTabBar: View {
            var body: some View {
                HStack { Image(systemName: "house"); Image(systemName: "person") }
                    .frame(height: ↓49)
            }
        }
        """),
        Example("""
        struct MainCustomTabView: View {
            @Binding var selection: Tab

            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        VStack { Image(systemName: tab.icon); Text(tab.title) }
                            .onTapGesture { selection = tab }
                    }
                }
                .frame(height: ↓50)
            }
        }
        """),
        Example("""
        enum Size {
            struct Tab {
                static let height: CGFloat = ↓50
            }
        }
        """),
        // A mini player lifted above the system tab bar by its height on one device.
        Example("""
        struct ContentView: View {
            var body: some View {
                ZStack {
                    UnifiedTabView(selection: $selection)
                    VStack(spacing: 0) {
                        Spacer()
                        MiniPlayerView()
                    }
                    .padding(.bottom, ↓49)
                }
            }
        }
        """),
        // A UIKit tab view of the app's own, framed at the screen's bottom as tall as a bar.
        Example("""
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            tabBarController?.tabBar.isHidden = true
            let customTabView = CustomTabView(frame: CGRect(x: 0, y: UIScreen.main.bounds.height - ↓50, width: UIScreen.main.bounds.width, height: ↓50))
            view.addSubview(customTabView)
        }
        """),
        // The same in Swift 2, whose frames are `CGRectMake(x, y, width, height)`.
        Example("""
        override func viewWillAppear(animated: Bool) {
            self.tabBarController?.tabBar.hidden = true
            let customTabView = CustomTabView(frame: CGRectMake(0, UIScreen.mainScreen().bounds.height-↓49, UIScreen.mainScreen().bounds.width, ↓49))
            self.view.addSubview(customTabView)
        }
        """),
        Example("""
        func layoutTabs() {
            tabView.frame = CGRectMake(0, view.bounds.height - ↓50, view.bounds.width, ↓50)
        }
        """),
    ]

    static let ownTabBarsNonTriggering: [Example] = [
        // The selected tab's caption, placed under its icon inside the bar's button.
        Example("""
        struct CustomTabBar: View {
            @Binding var currentTab: Tab
            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button { currentTab = tab } label: {
                            Image(systemName: tab.icon)
                                .background {
                                    if currentTab == tab {
                                        Text(tab.tabName)
                                            .font(.footnote)
                                            .padding(.top, 50)
                                    }
                                }
                        }
                    }
                }
            }
        }
        """),
        // A banner ad above the bar, in the bar's view: the ad's own size (320 × 50).
        Example("""
        struct TabBarView: View {
            @Binding var selectedTab: Tab
            var body: some View {
                VStack {
                    AdBannerView(adUnitID: adUnitID)
                        .frame(height: 50)
                    HStack {
                        ForEach(Tab.allCases, id: \\.self) { tab in
                            Button(tab.title) { selectedTab = tab }
                        }
                    }
                }
            }
        }
        """),
        // A banner of the app's own at the bottom: 50 is the ad's height, not a bar's.
        Example("""
        let banner = UIView(frame: CGRect(x: 0, y: UIScreen.main.bounds.height - 50, width: UIScreen.main.bounds.width, height: 50))
        """),
        Example("""
        let activity = ActivityTabView(frame: CGRectMake(0, view.bounds.height - 50, view.bounds.width, 50))
        """),
        Example("""
        struct ActivityTabView: View {
            var body: some View {
                VStack { Text("Today"); Spacer() }.frame(height: 50)
            }
        }
        """),
        Example("""
        enum Size {
            struct Cell {
                static let height: CGFloat = 44
            }
            struct Navigator {
                static let height: CGFloat = 48
            }
        }
        """),
        // A screen's strip of categories over a grid, whatever it is called: the grid's padding is
        // its own.
        Example("""
        struct CategoryTabBarView: View {
            @State private var selected = Category.all

            var body: some View {
                VStack {
                    CategoryChips(selection: $selected)
                    ItemGridView(items: items(in: selected))
                        .padding(.bottom, 50)
                }
            }
        }
        """),
    ]
}
