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
        // The title emptied on every tab but the selected one by a ternary.
        Example("""
        struct PillTabBar: View {
            @Binding var current: Tab

            var body: some View {
                ↓HStack(spacing: 12) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        HStack {
                            ↓Image(systemName: tab.symbol)
                            Text(current == tab ? tab.title : "")
                        }
                        .padding(10)
                        .↓onTapGesture {
                            ↓current = tab
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
        // UIKit: a configuration update handler that drops the title of every tab not selected.
        Example(capsuleTabBarView(marks: "↓", buttonMarks: "↓↓", initializers: "", handler: """
                        button.configuration?.title = button.isSelected ? tab.title : nil
                        if !button.isSelected { button.configuration?.title = nil }
        """)),
        // UIKit: item views of another file whose title label has text only while selected.
        Example(dockTabBar(marks: "↓↓"), otherFiles: ["DockItemView.swift": """
        final class DockItemView: UIControl {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()
            private let title: String

            override var isSelected: Bool {
                didSet {
                    titleLabel.text = isSelected ? title : nil
                    titleLabel.isHidden = !isSelected
                }
            }

            init(icon: String, title: String) {
                self.title = title
                super.init(frame: .zero)
                iconView.image = UIImage(systemName: icon)
                addSubview(iconView)
                addSubview(titleLabel)
            }

            required init?(coder: NSCoder) { nil }
        }
        """]),
        // UIKit: a control's own title label (a subview of a `UIControl`, not a button's title,
        // given its text in an extension) shows the title as text beside the control: VoiceOver
        // hears an unnamed control.
        Example(dockTabBar(marks: "↓"), otherFiles: ["DockItemView.swift": """
        final class DockItemView: UIControl {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()

            init(icon: String, title: String) {
                super.init(frame: .zero)
                configure(icon: icon, title: title)
                addSubview(iconView)
                addSubview(titleLabel)
            }

            required init?(coder: NSCoder) { nil }
        }

        extension DockItemView {
            private func configure(icon: String, title: String) {
                iconView.image = UIImage(systemName: icon)
                titleLabel.text = title
            }
        }
        """]),
        // The title is a text view of the app's (`TitleText`), shown on the selected tab only.
        Example("""
        struct FloatingTabView: View {
            @Binding var activeTab: AppTab

            var body: some View {
                ↓HStack(spacing: 20) {
                    ForEach(AppTab.allCases, id: \\.rawValue) { tab in
                        ↓↓Button {
                            withAnimation { ↓activeTab = tab }
                        } label: {
                            HStack(spacing: 8) {
                                if activeTab == tab {
                                    tab.iconFilled.resizable().frame(width: 20, height: 20)
                                    TitleText(tab.title, style: .titleMedium)
                                } else {
                                    tab.iconStroked.resizable().frame(width: 20, height: 20)
                                }
                            }
                        }
                    }
                }
            }
        }
        """),
        // The title shown by each item's view only while the binding it was handed equals its number.
        Example("""
        struct PillBottomBar: View {
            @Binding var page: Int

            var body: some View {
                ↓HStack {
                    ↓PageButton(value: $page, name: "Schedule", image: "calendar", number: 0)
                    PageButton(value: $page, name: "Friends", image: "person.2", number: 1)
                }
            }
        }

        struct PageButton: View {
            @Binding var value: Int
            let name: String
            let image: String
            let number: Int

            var body: some View {
                HStack {
                    ↓Image(systemName: image)
                    if value == number {
                        Text(name)
                    }
                }
                .onTapGesture { ↓value = number }
            }
        }
        """),
    ]

    /// A bar of configuration buttons, one per tab, whose `configurationUpdateHandler` runs
    /// `handler`; `initializers` (each line ending in a line break) go before `setUp`.
    static func capsuleTabBarView(marks: String, buttonMarks: String, initializers: String, handler: String) -> String {
        """
        final class \(marks)CapsuleTabBarView: UIView {
            private var buttons: [UIButton] = []

        \(initializers)    func setUp(tabs: [Tab]) {
                buttons = tabs.map { tab in
                    var configuration = UIButton.Configuration.plain()
                    configuration.image = UIImage(systemName: tab.icon)
                    configuration.title = tab.title
                    let button = \(buttonMarks)UIButton(configuration: configuration)
                    button.configurationUpdateHandler = { button in
        \(handler)
                    }
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    addSubview(button)
                    return button
                }
            }

            @objc private func tapped(_ sender: UIButton) {
                buttons.forEach { $0.isSelected = $0 === sender }
            }
        }
        """
    }

    /// A bar marked as one, keeping a home item and a `second` item view of another file's type
    /// `item` and setting their `isSelected`; `marks` go before the home item's creation.
    static func twoItemBar(_ bar: String, item: String, second: (name: String, icon: String, title: String), marks: String) -> String {
        """
        final class \(bar): UIView {
            private let stack = UIStackView()
            private let homeItem = \(marks)\(item)(icon: "house", title: "Home")
            private let \(second.name) = \(item)(icon: "\(second.icon)", title: "\(second.title)")

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                [homeItem, \(second.name)].forEach { stack.addArrangedSubview($0) }
            }

            required init?(coder: NSCoder) { nil }

            func select(_ item: \(item)) {
                [homeItem, \(second.name)].forEach { $0.isSelected = $0 === item }
            }
        }
        """
    }

    static func dockTabBar(marks: String) -> String {
        twoItemBar("DockTabBar", item: "DockItemView", second: ("searchItem", "magnifyingglass", "Search"), marks: marks)
    }

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
        // A ternary that only changes how the title reads keeps it on every tab.
        Example("""
        struct PillTabBar: View {
            @Binding var current: Tab

            var body: some View {
                HStack(spacing: 12) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button {
                            current = tab
                        } label: {
                            Image(systemName: tab.symbol)
                            Text(current == tab ? tab.title.uppercased() : tab.title)
                        }
                        .accessibilityAddTraits(current == tab ? .isSelected : [])
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
        // UIKit: the handler styles the selected tab; every tab keeps its title.
        Example(capsuleTabBarView(marks: "", buttonMarks: "", initializers: """
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
            }

            required init?(coder: NSCoder) { nil }


        """, handler: """
                        button.configuration?.baseForegroundColor = button.isSelected ? .tintColor : .secondaryLabel
        """)),
        // UIKit: item views named by their title, whose title label only changes its font with
        // the selection.
        Example(dockTabBar(marks: ""), otherFiles: ["DockItemView.swift": """
        final class DockItemView: UIControl {
            private let iconView = UIImageView()
            private let titleLabel = UILabel()

            override var isSelected: Bool {
                didSet { titleLabel.font = .systemFont(ofSize: 10, weight: isSelected ? .bold : .regular) }
            }

            init(icon: String, title: String) {
                super.init(frame: .zero)
                isAccessibilityElement = true
                accessibilityLabel = title
                iconView.image = UIImage(systemName: icon)
                titleLabel.text = title
                addSubview(iconView)
                addSubview(titleLabel)
            }

            required init?(coder: NSCoder) { nil }
        }
        """]),
    ]
}
