/// A bar of item views made one per tab beside a single centre button: the tabs are the items,
/// and their selection is judged by what the item type is.
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

    static let centreButtonTriggering: [Example] = [
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
        """, otherFiles: ["DockItemView.swift": dockItemView, "AddButton.swift": "final class AddButton: UIButton {}"]),
    ]
}
