/// Bars that show a tab's title only while it is selected (a SwiftUI `Text` in an `if`, a UIKit
/// title set to nothing): every other tab is an image alone to VoiceOver and to people using large text.
extension CustomTabBarAccessibilityExamples {
    static let selectedTitleTriggering: [Example] = [
        Example("""
        struct ChipTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        HStack {
                            ↓Image(tab.icon)
                            if selectedTab == tab {
                                Text(tab.title)
                            }
                        }
                        .padding(12)
                        .background(selectedTab == tab ? Color.blue.opacity(0.2) : .clear)
                        .↓onTapGesture {
                            ↓selectedTab = tab
                        }
                    }
                }
            }
        }
        """),
        // A bar view keeping buttons of a class of this file, which clears the title when not selected.
        Example("""
        final class ↓PillTabBarView: UIView {
            var ↓↓items = [PillTabBarItem]()
            private let stack = UIStackView()

            func setItems(_ newItems: [PillTabBarItem]) {
                items = newItems
                newItems.forEach { stack.addArrangedSubview($0) }
            }
        }

        final class PillTabBarItem: UIButton {
            private let title: String

            init(icon: UIImage, title: String) {
                self.title = title
                super.init(frame: .zero)
                setImage(icon, for: .normal)
            }

            required init?(coder: NSCoder) { fatalError() }

            func showSelected(_ selected: Bool) {
                isSelected = selected
                setTitle(selected ? title : "", for: .normal)
            }
        }
        """),
        // The item view is in its own file; its title shows while `isSelected`, a Bool of its own.
        Example("""
        struct CapsuleTabBar: View {
            @Binding var selectedPage: TabPage

            var body: some View {
                ↓HStack {
                    ForEach(TabPage.allCases, id: \\.self) { page in
                        ↓↓↓CapsuleTabItem(page: page, selectedPage: $selectedPage)
                    }
                }
            }
        }
        """, otherFiles: ["CapsuleTabItem.swift": """
        struct CapsuleTabItem: View {
            var page: TabPage
            @Binding var selectedPage: TabPage

            private var isSelected: Bool { selectedPage == page }

            var body: some View {
                Button {
                    selectedPage = page
                } label: {
                    HStack {
                        Image(systemName: page.icon)
                        if isSelected {
                            Text(page.label)
                        }
                    }
                }
            }
        }
        """]),
    ]

    /// The title shown on every tab, the selected one only styled.
    static let selectedTitleNonTriggering: [Example] = [
        Example("""
        struct ChipTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button {
                            selectedTab = tab
                        } label: {
                            VStack {
                                Image(systemName: tab.icon)
                                Text(tab.title)
                                    .fontWeight(selectedTab == tab ? .bold : .regular)
                            }
                        }
                        .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
    ]
}
