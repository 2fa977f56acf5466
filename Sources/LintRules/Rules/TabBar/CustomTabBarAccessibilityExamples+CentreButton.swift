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

    static let centreButtonTriggering: [Example] = [
        Example("""
        final class ↓FloatingTabBar: UIView {
            private let addButton = AddButton()
            private var items: [DockItemView] = []

            func configure(with tabs: [UITabBarItem]) {
                items = tabs.map { ↓↓↓DockItemView(item: $0) }
                items.forEach(addSubview)
                addSubview(addButton)
            }

            func select(_ index: Int) {
                items.enumerated().forEach { position, item in item.isSelected = position == index }
            }
        }
        """, otherFiles: ["DockItemView.swift": dockItemView, "AddButton.swift": "final class AddButton: UIButton {}"]),
    ]

    static let centreButtonNamedItems: [Example] = [
        Example("""
        final class ↓FloatingTabBar: UIView {
            private let addButton = AddButton()
            private var items: [DockItemView] = []

            func configure(with tabs: [UITabBarItem]) {
                items = tabs.map { ↓DockItemView(item: $0) }
                items.forEach(addSubview)
                addSubview(addButton)
            }

            func select(_ index: Int) {
                items.enumerated().forEach { position, item in item.isSelected = position == index }
            }
        }
        """, otherFiles: ["DockItemView.swift": titledDockItemView, "AddButton.swift": "final class AddButton: UIButton {}"]),
    ]
}
