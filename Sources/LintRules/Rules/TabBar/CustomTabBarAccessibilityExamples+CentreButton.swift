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

    /// Name, selection and large content at the items; the container at the bar.
    static let centreButtonTriggering: [Example] = [
        Example(floatingTabBar(itemMarks: "↓↓↓"), otherFiles: ["DockItemView.swift": dockItemView, "AddButton.swift": addButton]),
    ]

    /// Titled items: the selection at the items, the container at the bar. In SwiftUI, a centre
    /// button that selects a tab of its own and shows an image alone is that tab, unnamed.
    static let centreButtonNamedItems: [Example] = [
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
