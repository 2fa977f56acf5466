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

    /// The label names each tab (VoiceOver reads a plain view's label); the container and the
    /// selection are missing.
    static let storedItemsTriggering: [Example] = [
        Example("""
        final class ↓MainTabBar: UIView {
            private let disposeBag = DisposeBag()
            let mapItem = ↓TabItem()
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
        """, otherFiles: ["TabItem.swift": labelledTabItem]),
    ]
}
