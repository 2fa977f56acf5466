/// Bars whose tabs hand the selection on rather than assign it: to a router's `currentPage`, a
/// view model's method, a store's action; tab buttons made by one function called once per tab;
/// tabs placed by hand in a `ZStack`; and a UIKit bar that finds the touched item by its frame.
extension CustomTabBarAccessibilityExamples {
    /// A plain item view in its own file: an icon and a title, recoloured when selected.
    static let plainTabBarItem = """
    final class ShellTabBarItem: UIView {
        private let icon = UIImageView()
        private let title = UILabel()

        convenience init(title text: String?, image: UIImage?) {
            self.init(frame: .zero)
            title.text = text
            icon.image = image
            addSubview(icon)
            addSubview(title)
        }

        func showSelected(_ selected: Bool) {
            title.textColor = selected ? .label : .secondaryLabel
            icon.tintColor = selected ? .label : .secondaryLabel
        }
    }
    """

    static let dispatchTriggering: [Example] = [
        // One function makes each tab's button; the selection lives in a router.
        Example("""
        struct FloatingTabBar: View {
            @ObservedObject var router: Router

            private func tabButton(page: Page, icon: String) -> some View {
                ↓Button(action: { router.↓currentPage = page }) {
                    ↓Image(icon)
                        .foregroundColor(router.currentPage == page ? .primary : .secondary)
                }
            }

            var body: some View {
                ↓HStack(spacing: 0) {
                    tabButton(page: .feed, icon: "home")
                    tabButton(page: .search, icon: "search")
                    tabButton(page: .inbox, icon: "message")
                }
            }
        }
        """),
        // Tabs placed by hand in a `ZStack`, the selection handed to a view model.
        Example("""
        struct ShellTabBar: View {
            @ObservedObject var model: ShellTabModel

            var body: some View {
                GeometryReader { proxy in
                    ↓ZStack {
                        tabItem(image: model.homeIcon, tag: 0)
                            .position(x: proxy.size.width * 0.25, y: proxy.size.height / 2)
                        tabItem(image: model.writeIcon, tag: 1)
                            .position(x: proxy.size.width * 0.75, y: proxy.size.height / 2)
                    }
                }
            }

            private func tabItem(image: UIImage, tag: Int) -> some View {
                ↓Button(action: { model.↓selectTab(tag) }) {
                    ↓Image(uiImage: image)
                        .foregroundStyle(model.selectedTab == tag ? Color.primary : Color.secondary)
                }
            }
        }
        """),
        // A store's action selects; the item view is handed the loop's index.
        Example("""
        struct WorkoutTabBar: View {
            let store: StoreOf<TabsFeature>
            let icons = ["dumbbell", "calendar", "gearshape"]

            var body: some View {
                ↓HStack {
                    ForEach(icons.indices, id: \\.self) { index in
                        ↓TabIcon(store: store, image: icons[index], index: index)
                    }
                }
            }
        }

        struct TabIcon: View {
            let store: StoreOf<TabsFeature>
            var image: String
            var index: Int

            var body: some View {
                Button {
                    store.send(.↓setTab(index))
                } label: {
                    ↓Image(systemName: image)
                        .tint(store.selectedIndex == index ? .accentColor : .gray)
                }
            }
        }
        """),
        // Item views of the file handed the selection as an `onSelect:` closure; titled, so named.
        Example("""
        struct DockTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack(spacing: 0) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        DockTabButton(tab: tab, isActive: selectedTab == tab, onSelect: {
                            ↓selectedTab = tab
                        })
                    }
                }
            }
        }

        private struct DockTabButton: View {
            let tab: Tab
            let isActive: Bool
            let onSelect: () -> Void

            var body: some View {
                Button(action: onSelect) {
                    VStack {
                        Image(systemName: tab.icon)
                        Text(tab.title)
                    }
                    .foregroundStyle(isActive ? .primary : .secondary)
                }
            }
        }
        """),
        // A bar view that finds the touched item by its frame; its items are plain views of
        // another file: labelled (named), but their selection is only a colour.
        Example("""
        final class ↓ShellTabBar: UIView {
            private let stack = UIStackView()
            var viewControllers: [UIViewController] = [] {
                didSet {
                    viewControllers.forEach { controller in
                        let item = ↓↓ShellTabBarItem(title: controller.tabBarItem.title, image: controller.tabBarItem.image)
                        stack.addArrangedSubview(item)
                    }
                }
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let point = touches.first?.location(in: stack) else { return }
                for (index, item) in stack.arrangedSubviews.enumerated() where item.frame.contains(point) {
                    select(index)
                }
            }

            func select(_ index: Int) {
                for (position, view) in stack.arrangedSubviews.enumerated() {
                    (view as? ShellTabBarItem)?.showSelected(position == index)
                }
            }
        }
        """, otherFiles: ["ShellTabBarItem.swift": plainTabBarItem]),
        // The loop pairs each item with its index; the item's tab goes to the view model.
        Example("""
        struct TabBarContentView: View {
            @ObservedObject var viewModel: TabBarViewModel

            var body: some View {
                ↓HStack {
                    ForEach(Array(zip(viewModel.items.indices, viewModel.items)), id: \\.0) { index, item in
                        ↓Button {
                            viewModel.selectAction(item.tab)
                        } label: {
                            VStack { Image(systemName: item.icon); Text(item.name) }
                        }
                        .foregroundColor(viewModel.selectedIndex == index ? .primary : .secondary)
                    }
                }
            }
        }
        """),
    ]

    static let dispatchNonTriggering: [Example] = [
        // A `ZStack` layers a screen; only a view named for a tab bar places tabs in one.
        Example("""
        struct OnboardingView: View {
            @ObservedObject var model: OnboardingModel

            var body: some View {
                ZStack {
                    Button(action: { model.currentPage = 0 }) { Image("back") }
                    Button(action: { model.currentPage = 1 }) { Image("next") }
                }
            }
        }
        """),
        // Page dots of a pager: a current page, not tabs.
        Example("""
        struct PageDots: View {
            @Binding var currentPage: Int

            var body: some View {
                HStack {
                    ForEach(0..<3) { index in
                        Button(action: { currentPage = index }) { Circle().frame(width: 8, height: 8) }
                    }
                }
            }
        }
        """),
        // The touched bar's items are views named from their tab that add the selected trait themselves.
        Example("""
        final class ShellTabBar: UIView {
            private let stack = UIStackView()
            var viewControllers: [UIViewController] = [] {
                didSet {
                    accessibilityTraits = .tabBar
                    viewControllers.forEach { controller in
                        stack.addArrangedSubview(ShellTabBarItem(title: controller.tabBarItem.title, image: controller.tabBarItem.image))
                    }
                }
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        """, otherFiles: ["ShellTabBarItem.swift": plainTabBarItem.replacingOccurrences(
            of: "title.textColor = selected ? .label : .secondaryLabel",
            with: "accessibilityTraits = selected ? [.button, .selected] : .button").replacingOccurrences(
            of: "title.text = text",
            with: "title.text = text\n        isAccessibilityElement = true\n        accessibilityLabel = text")]),
    ]
}
