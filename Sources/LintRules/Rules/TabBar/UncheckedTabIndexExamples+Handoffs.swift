/// `unchecked_tab_index` through two hand-offs: a tag told to a delegate in another file, which
/// hands it to a function of its own; and the same from a strip of page titles, whose taps page
/// through one screen.
extension UncheckedTabIndexExamples {
    /// A bar that tells its delegate the tapped button's tag; both examples' controllers are the
    /// delegate, and each marks its own tokens.
    static func batonTabBar(tag: String = "") -> String {
        """
        protocol BatonTabBarDelegate: AnyObject { func tabBarDidSelect(index: Int) }

        final class BatonTabBar: UIView {
            weak var delegate: BatonTabBarDelegate?
            @objc private func tabTapped(_ sender: UIButton) {
                delegate?.tabBarDidSelect(index: sender.\(tag)tag)
            }
        }
        """
    }

    static let handoffsTriggering: [Example] = [
        // The delegate method hands the index once more, to a function of its own file.
        Example(batonTabBar(tag: "↓"), otherFiles: ["BatonTabBarController.swift": """
        final class BatonTabBarController: UITabBarController, BatonTabBarDelegate {
            func switchToTab(index: Int) { selectedIndex = index }
            func tabBarDidSelect(index: Int) { switchToTab(index: index) }
        }
        """]),
        // The owner swaps its children through a helper of its own.
        Example(HandoffBarExamples.stripView(tag: "↓"), otherFiles: ["RootViewController.swift": HandoffBarExamples.pagingController]),
    ]

    static let handoffsNonTriggering: [Example] = [
        // The function the delegate hands the index to checks it.
        Example(batonTabBar(), otherFiles: ["BatonTabBarController.swift": """
        final class BatonTabBarController: UITabBarController, BatonTabBarDelegate {
            func switchToTab(index: Int) {
                guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
                selectedIndex = index
            }
            func tabBarDidSelect(index: Int) { switchToTab(index: index) }
        }
        """]),
        // The same strip named for page titles: its taps page through one screen, not the app's tabs.
        Example(HandoffBarExamples.titleStripView, otherFiles: ["RootViewController.swift": HandoffBarExamples.titleStripPagingController]),
    ]
}
