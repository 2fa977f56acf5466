/// A bar of item views made one per tab beside a single centre button: the tabs are the items,
/// and their selection, name and large content are judged by what the item type (in another
/// file) is and shows: here a plain view with an image-only button and an `isSelected` of its own.
extension CustomTabBarAccessibilityExamples {
    /// The item: a plain view holding a button, with an `isSelected` of its own that swaps the image.
    static let dockItemView = """
    final class DockItemView: UIView {
        private let button = UIButton(type: .custom)
        private let item: UITabBarItem
        var isSelected = false {
            didSet { button.setImage(isSelected ? item.selectedImage : item.image, for: .normal) }
        }
        init(item: UITabBarItem) {
            self.item = item
            super.init(frame: .zero)
            addSubview(button)
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    /// The same item naming itself: only the bar's container and the selection remain.
    static let titledDockItemView = dockItemView.replacingOccurrences(of: "addSubview(button)", with: "button.setTitle(item.title, for: .normal)\n        addSubview(button)")

    /// The bar, with `itemMarks` at the items' creation: one `↓` per problem reported there.
    static func floatingTabBar(itemMarks: String) -> String {
        """
        final class ↓FloatingTabBar: UIView {
            private let addButton = AddButton()
            private var items: [DockItemView] = []

            func configure(with tabs: [UITabBarItem]) {
                items = tabs.map { \(itemMarks)DockItemView(item: $0) }
                items.forEach(addSubview)
                addSubview(addButton)
            }

            func select(_ index: Int) {
                items.enumerated().forEach { position, item in item.isSelected = position == index }
            }
        }
        """
    }

    static let addButton = "final class AddButton: UIButton {}"

    /// A SwiftUI bar of item views declared in `DockTabItem.swift` around a centre button; `accessible`
    /// gives the bar its trait and the centre button a label, large content and its selection.
    static func dockTabBar(marks: (container: String, centre: String, selection: String, image: String), accessible: Bool) -> String {
        let bar = """
        struct DockTabBar: View {
            @Binding var selection: Int

            var body: some View {
                \(marks.container)ZStack {
                    HStack {
                        DockTabItem(selection: $selection, index: 0, title: "Tickets", symbol: "ticket")
                        DockTabItem(selection: $selection, index: 1, title: "Events", symbol: "star")
                        Spacer().frame(width: 70)
                        DockTabItem(selection: $selection, index: 2, title: "Search", symbol: "magnifyingglass")
                    }
                    \(marks.centre)Button {
                        \(marks.selection)selection = 3
                    } label: {
                        \(marks.image)Image("home")
                            .padding()
                    }
                    .offset(y: -20)
                }
            }
        }
        """
        guard accessible else { return bar }
        return bar.replacingOccurrences(of: "        .offset(y: -20)\n        }", with: """
                    .offset(y: -20)
                    .accessibilityLabel("Home")
                    .accessibilityShowsLargeContentViewer()
                    .accessibilityAddTraits(selection == 3 ? .isSelected : [])
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
        """)
    }

    /// The item view of `dockTabBar`, titled; `accessible` adds its selected trait.
    static func dockTabItem(accessible: Bool) -> String {
        let item = """
        struct DockTabItem: View {
            @Binding var selection: Int
            let index: Int
            let title: String
            let symbol: String

            var body: some View {
                Button {
                    selection = index
                } label: {
                    VStack {
                        Image(systemName: symbol)
                        Text(title)
                    }
                    .foregroundColor(selection == index ? .accentColor : .secondary)
                }
            }
        }
        """
        guard accessible else { return item }
        return item.replacingOccurrences(of: "            .foregroundColor(selection == index ? .accentColor : .secondary)\n        }", with: """
                    .foregroundColor(selection == index ? .accentColor : .secondary)
                }
                .accessibilityAddTraits(selection == index ? .isSelected : [])
        """)
    }

    /// Name, selection and large content at the items; the container at the bar.
    static let centreButtonTriggering: [Example] = [
        Example(floatingTabBar(itemMarks: "↓↓↓"), otherFiles: ["DockItemView.swift": dockItemView, "AddButton.swift": addButton]),
    ]

    /// Titled items: the selection at the items, the container at the bar. In SwiftUI, a centre
    /// button that selects a tab of its own and shows an image alone is that tab, unnamed.
    static let centreButtonNamedItems: [Example] = [
        // SwiftUI: titled item views of another file, and a centre button of this file that selects
        // a tab of its own with an image alone.
        Example(dockTabBar(marks: (container: "↓", centre: "↓", selection: "↓", image: "↓"), accessible: false),
                otherFiles: ["DockTabItem.swift": dockTabItem(accessible: false)]),
        Example(floatingTabBar(itemMarks: "↓"), otherFiles: ["DockItemView.swift": titledDockItemView, "AddButton.swift": addButton]),
        Example("""
        struct AppTabBar: View {
            @Binding var selected: AppTab

            var body: some View {
                ↓HStack(spacing: 0) {
                    DockButton(tab: .practice, icon: "figure.walk", label: "Practice", selected: $selected)
                    ↓Button { selected = .live } label: {
                        ZStack {
                            Circle().frame(width: 56, height: 56)
                            ↓Image(systemName: "waveform.path.ecg")
                        }
                    }
                    DockButton(tab: .settings, icon: "gear", label: "Settings", selected: $selected)
                }
            }
        }

        private struct DockButton: View {
            let tab: AppTab
            let icon: String
            let label: String
            @Binding var selected: AppTab

            var body: some View {
                Button { ↓selected = tab } label: {
                    VStack { Image(systemName: icon); Text(label) }
                        .foregroundStyle(selected == tab ? Color.accentColor : .secondary)
                }
            }
        }
        """),
    ]
}
