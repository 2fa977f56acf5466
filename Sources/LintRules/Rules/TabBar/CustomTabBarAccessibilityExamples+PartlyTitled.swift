/// A UIKit bar of buttons stored one per tab, some given a title and some not: a title found in
/// the bar does not name the image-only ones. A SwiftUI bar whose item shows its title on every
/// tab but one (`if tab != .add { Text(tab.title) }`).
extension CustomTabBarAccessibilityExamples {
    static let partlyTitledTriggering: [Example] = [
        Example(partlyTitledBar(marked: true)),
        Example(titledButForOneCase(naming: "")),
        Example(middleTabUntitled(naming: "")),
    ]

    static let partlyTitledNonTriggering: [Example] = [
        // The other two are titled in a loop: which button a loop names, the names do not tell.
        Example(partlyTitledBar(marked: false, titlingInLoop: ["homeButton": "Home", "profileButton": "Profile"])),
        Example(titledButForOneCase(naming: "\n            .accessibilityLabel(tab.title)\n            .accessibilityShowsLargeContentViewer()")),
        Example(middleTabUntitled(naming: "\n                    .accessibilityLabel(tab.title)\n                    .accessibilityShowsLargeContentViewer()")),
        // A flag of the layout, not of one tab: every title goes or none does.
        Example(middleTabUntitled(naming: "").replacingOccurrences(of: "↓", with: "")
            .replacingOccurrences(of: "let isMiddle = index == Tab.allCases.count / 2", with: "let isMiddle = layout.isCompact")),
        // Two items of the project's own type, titled in an extension, beside a plus button that
        // adds, not a tab.
        Example("""
        final class HomeTabBarView: UIView {
            private let plusButton: UIButton = {
                let button = UIButton()
                button.setImage(UIImage(named: "plus"), for: .normal)
                return button
            }()
            private let diaryButton = HomeTabBarButton(style: .diary)
            private let favoriteButton = HomeTabBarButton(style: .favorite)

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                [diaryButton, favoriteButton, plusButton].forEach(addSubview)
            }

            required init?(coder: NSCoder) { nil }

            func select(diary: Bool) {
                diaryButton.isSelected = diary
                favoriteButton.isSelected = !diary
            }
        }
        """, otherFiles: ["HomeTabBarButton.swift": """
        final class HomeTabBarButton: UIButton {
            let style: HomeTab

            init(style: HomeTab) {
                self.style = style
                super.init(frame: .zero)
                setUpStyle()
            }

            required init?(coder: NSCoder) { nil }
        }

        extension HomeTabBarButton {
            private func setUpStyle() {
                setAttributedTitle(NSAttributedString(string: style.title), for: .normal)
                setImage(style.icon, for: .normal)
            }
        }
        """]),
    ]

    /// A bar whose middle tab (told by a flag the loop computes) shows its image alone.
    static func middleTabUntitled(naming: String) -> String {
        let mark = naming.isEmpty ? "↓" : ""
        return """
        struct CurvedTabBar: View {
            @Binding var selectedIndex: Int

            var body: some View {
                HStack {
                    ForEach(0..<Tab.allCases.count, id: \\.self) { index in
                        let tab = Tab.allCases[index]
                        let isMiddle = index == Tab.allCases.count / 2
                        \(mark)Button {
                            selectedIndex = index
                        } label: {
                            VStack {
                                \(mark)Image(systemName: tab.systemImage)
                                if !isMiddle {
                                    Text(tab.title)
                                }
                            }
                        }
                        .accessibilityAddTraits(selectedIndex == index ? .isSelected : [])\(naming)
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """
    }

    /// A bar of `TabBarButton`s, one per case, whose `.add` tab shows a plus alone; `naming`: the
    /// modifiers given to each button (none: the add tab's name and large content are reported).
    static func titledButForOneCase(naming: String) -> String {
        let mark = naming.isEmpty ? "↓" : ""
        return """
        struct HaruTabBar: View {
            @Binding var selectedTab: TabItem

            var body: some View {
                HStack {
                    ForEach(TabItem.allCases) { tab in
                        \(mark)TabBarButton(tab: tab, selectedTab: $selectedTab)
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }

        struct TabBarButton: View {
            let tab: TabItem
            @Binding var selectedTab: TabItem

            var body: some View {
                Button {
                    selectedTab = tab
                } label: {
                    VStack {
                        if tab != .add {
                            Image(systemName: tab.iconName)
                        } else {
                            \(mark)Image(systemName: "plus.circle")
                        }
                        if tab != .add {
                            LocalizedText(key: tab.title)
                        }
                    }
                }
                .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])\(naming)
            }
        }
        """
    }

    /// Four stored buttons, `settingsButton` and `otherButton` titled by name; `titlingInLoop`
    /// titles more of them in a loop over pairs.
    static func partlyTitledBar(marked: Bool, titlingInLoop titles: KeyValuePairs<String, String> = [:]) -> String {
        let mark = marked ? "↓" : ""
        let loop = titles.isEmpty ? "" : """
                    for (button, title) in zip([\(titles.map(\.key).joined(separator: ", "))], [\(titles.map { "\"\($0.value)\"" }.joined(separator: ", "))]) {
                        button.setTitle(title, for: .normal)
                    }

            """
        return """
            final class BottomTabView: UIView {
                let homeButton = \(mark)UIButton(type: .system)
                let profileButton = UIButton(type: .custom)
                let settingsButton = UIButton(type: .custom)
                let otherButton = UIButton(type: .custom)
                var onSelect: ((Int) -> Void)?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = .tabBar
                    homeButton.\(mark)setImage(UIImage(named: "home"), for: .normal)
                    profileButton.setImage(UIImage(named: "user"), for: .normal)
                    settingsButton.setTitle("Settings", for: .normal)
                    settingsButton.setImage(UIImage(named: "gear"), for: .normal)
                    otherButton.setTitle("Other", for: .normal)
                    otherButton.setImage(UIImage(named: "clipboard"), for: .normal)
            \(loop)        for (index, button) in [homeButton, profileButton, settingsButton, otherButton].enumerated() {
                        button.tag = index
                        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                        addSubview(button)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func tapped(_ sender: UIButton) {
                    [homeButton, profileButton, settingsButton, otherButton].forEach { $0.isSelected = $0 == sender }
                    onSelect?(sender.tag)
                }
            }
            """
    }
}
