import SwiftSource

/// `unchecked_tab_index`'s examples of a control's own index: a view of the app's own that
/// remembers, acts on or indexes by its own buttons' tags is no tab bar controller.
extension UncheckedTabIndexExamples {
    static let ownControlsNonTriggering: [Example] = [
        // A view's own remembered button, in a file about the tab bar.
        Example("""
        final class HomeSegmentView: UIView {
            private var selectedIndex: Int = -1
            var onPage: ((Int) -> Void)?

            @objc private func buttonTapped(_ button: UIButton) {
                guard selectedIndex != button.tag else { return }
                selectedIndex = button.tag
                onPage?(button.tag - 10)
            }
        }
        let tabBarHeight = tabBarController?.tabBar.frame.height
        """),
        // The same, its action in an extension of the view.
        Example("""
        class CategoryHeaderView: BaseView {
            private var selectedIndex: Int = 0
            var onSelect: ((Int) -> Void)?
        }
        extension CategoryHeaderView {
            @objc private func buttonTapped(_ button: UIButton) {
                self.selectedIndex = button.tag - 100
                onSelect?(self.selectedIndex)
            }
        }
        let tabBarHeight = tabBarController?.tabBar.frame.height
        """),
        // A filter control's own selection, acted on when set (its indicator moves), in a view
        // built on the project's base view.
        Example("""
        final class FilterView: CommonInitView {
            weak var delegate: FilterViewDelegate?
            private let items: [Filter] = [.all, .allowed, .avoided]
            var selectedIndex: Int = 0 {
                didSet {
                    moveIndicator(to: selectedIndex)
                    delegate?.filterView(self, didSelect: items[selectedIndex])
                }
            }

            @objc func didSelectItem(_ sender: UIButton) {
                selectedIndex = sender.tag
            }
        }
        """),
        // A segmented control of the app's own that numbered its buttons itself: its own array,
        // in a file about the tab bar.
        Example("""
        final class PrettySegmentedControl: UIView {
            private var buttons: [UIButton] = []
            init(titles: [String]) {
                super.init(frame: .zero)
                for (index, title) in titles.enumerated() {
                    let button = UIButton()
                    button.setTitle(title, for: .normal)
                    button.tag = index
                    button.addTarget(self, action: #selector(buttonPress(sender:)), for: .touchUpInside)
                    buttons.append(button)
                }
            }
            required init?(coder: NSCoder) { nil }
            @objc func buttonPress(sender: UIButton) {
                buttons[sender.tag].backgroundColor = .systemYellow
            }
        }
        let tabBarHeight = tabBarController?.tabBar.frame.height
        """),
    ]
}
