/// A bar view that keeps one item view per tab in a property of its own and gives them their
/// taps itself (RxGesture's `rx.tapGesture()`); the item type, in another file, is a plain view
/// showing an icon and a label, with an `isSelected` of its own.
extension CustomTabBarAccessibilityExamples {
    static let labelledTabItem = """
    final class TabItem: UIView {
        var isSelected = false {
            didSet { indicator.isHidden = !isSelected }
        }
        private let indicator = UIView()
        private let icon = UIImageView()
        private let title = UILabel()

        func setItem(imageName: String, title text: String) {
            icon.image = UIImage(named: imageName)
            title.text = text
        }
    }
    """

    /// A button subclass showing its title in a label of its own.
    static let slidingTabBarItem = """
    final class SlidingTabBarItem: UIButton {
        let caption = UILabel()
        let icon = UIImageView()

        init(caption text: String, icon image: UIImage?) {
            super.init(frame: .zero)
            caption.text = text
            icon.image = image
            addSubview(icon)
            addSubview(caption)
        }

        required init?(coder: NSCoder) { nil }
    }
    """

    /// A bar that wires the buttons it is handed (of a type of another file) to its own action;
    /// `marks` go before the bar's and the array's names, `firstLine` opens the array's `didSet`.
    static func slidingTabBar(marks: String, firstLine: String) -> String {
        """
        final class \(marks)SlidingTabBar: UIView {
            private let stack = UIStackView()
            var \(marks)tabBarItems: [SlidingTabBarItem] = [] {
                didSet {
                    \(firstLine)
                    for (index, item) in tabBarItems.enumerated() {
                        item.tag = index
                        item.addTarget(self, action: #selector(itemTapped(_:)), for: .touchUpInside)
                        stack.addArrangedSubview(item)
                    }
                }
            }

            @objc private func itemTapped(_ sender: SlidingTabBarItem) {
                tabBarItems.forEach { $0.isSelected = $0 === sender }
            }
        }
        """
    }

    /// A bar view giving two stored items their taps with RxGesture; `itemMarks` before the first item.
    static func rxTabBar(itemMarks: String) -> String {
        """
        final class ↓MainTabBar: UIView {
            private let disposeBag = DisposeBag()
            let mapItem = \(itemMarks)TabItem()
            let profileItem = TabItem()

            func bind() {
                let items = [mapItem, profileItem]
                items.forEach { item in
                    item.rx.tapGesture()
                        .when(.recognized)
                        .subscribe(onNext: { _ in items.forEach { $0.isSelected = $0 == item } })
                        .disposed(by: disposeBag)
                }
            }
        }
        """
    }

    /// A plain view's label is read as text of its own, not as the tapped tab's name: the name,
    /// the container and the selection are missing.
    static let storedItemsTriggering: [Example] = [
        Example(rxTabBar(itemMarks: "↓↓"), otherFiles: ["TabItem.swift": labelledTabItem]),
        // The same item made one accessibility element with no label of its own: its title label
        // is no longer read, and the tab has no name.
        Example(rxTabBar(itemMarks: "↓↓"), otherFiles: ["TabItem.swift": labelledTabItem.replacingOccurrences(
            of: "    private let indicator = UIView()",
            with: "    private let indicator = UIView()\n    override func awakeFromNib() { super.awakeFromNib(); isAccessibilityElement = true }")]),
        // Items of a view type of the same file that holds its own tapped button: each item is
        // the tab's control, and its button has no name.
        Example("""
        enum DockTab: CaseIterable { case home, search, profile }

        final class ↓DockTabBar: UIView {
            private var slots: [DockTab: DockSlot] = [:]
            private let row = UIStackView()

            func build() {
                for tab in DockTab.allCases {
                    let slot = ↓↓↓DockSlot(tab: tab)
                    slots[tab] = slot
                    row.addArrangedSubview(slot)
                }
                addSubview(row)
            }
        }

        final class DockSlot: UIView {
            private let icon = UIImageView()
            private let caption = UILabel()
            private let hitArea = UIButton()

            init(tab: DockTab) {
                super.init(frame: .zero)
                addSubview(icon)
                addSubview(caption)
                addSubview(hitArea)
                hitArea.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func tapped() {
                icon.tintColor = .systemBlue
                caption.textColor = .systemBlue
            }
        }
        """),
        // Buttons of another file's type kept in an array the bar wires itself: a button's own
        // label subview is hidden from VoiceOver behind the button's (empty) name.
        Example(slidingTabBar(marks: "↓", firstLine: "stack.arrangedSubviews.forEach { $0.removeFromSuperview() }"), otherFiles: ["SlidingTabBarItem.swift": slidingTabBarItem]),
    ]
}
