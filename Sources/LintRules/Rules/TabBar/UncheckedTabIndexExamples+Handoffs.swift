/// `unchecked_tab_index` through hand-offs: a tag told to a delegate method or a closure property
/// another file implements (which may hand it to a function of its own, or adjust a copy); and the
/// same from a strip of page titles, whose taps page through one screen.
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

    /// A bar item that tells its bar which item was tapped, by its tag; the bar (`relayTabBar`)
    /// passes the number on to its own delegate, the controller.
    static func relayTabBarItem(tag: String = "") -> String {
        """
        protocol RelayTabBarItemDelegate: AnyObject { func tabBarItem(_ item: RelayTabBarItem, didSelectIndex index: Int) }

        final class RelayTabBarItem: UIView {
            weak var delegate: RelayTabBarItemDelegate?
            @objc private func tapped() {
                delegate?.tabBarItem(self, didSelectIndex: self.\(tag)tag)
            }
        }
        """
    }

    static let relayTabBar = """
    protocol RelayTabBarDelegate: AnyObject { func tabBar(_ tabBar: RelayTabBar, didSelectIndex index: Int) }

    final class RelayTabBar: UIView, RelayTabBarItemDelegate {
        weak var delegate: RelayTabBarDelegate?
        func tabBarItem(_ item: RelayTabBarItem, didSelectIndex index: Int) {
            delegate?.tabBar(self, didSelectIndex: index)
        }
    }
    """

    /// A tapped view's tag, read in parentheses and unwrapped, handed to a function of the same
    /// controller; `check`: that function's first line.
    static func unwrappedTagHandoff(tag: String = "", check: String = "") -> String {
        """
        final class DiaryTabBarController: UITabBarController {
            @objc func click(sender: UITapGestureRecognizer) {
                toggleTabBar(index: (sender.view?.\(tag)tag)!)
            }

            func toggleTabBar(index: Int) {\(check)
                selectedIndex = index
            }
        }
        """
    }

    /// A footer of menu buttons built by a factory that stores the closure it is given; `tag`
    /// marks the read.
    static func footerMenuView(tag: String = "") -> String {
        """
        final class FooterMenuView: UIView {
            var onMenu: ((Int) -> Void)?

            static func make(in view: UIView, onMenu: ((Int) -> Void)?) -> FooterMenuView {
                let footer = FooterMenuView()
                footer.onMenu = onMenu
                view.addSubview(footer)
                return footer
            }

            @IBAction func menuPressed(_ sender: UIButton) {
                if let handler = self.onMenu {
                    handler(sender.\(tag)tag)
                }
            }
        }
        """
    }

    /// The controller handing `footerMenuView` a closure that shows a page; `check`: the page
    /// method's first line.
    static func footerMenuController(check: String = "") -> String {
        """
        final class MainViewController: UIViewController {
            private var pages = [HomeViewController(), SettingsViewController()]
            private var footer: FooterMenuView?

            func setUpFooter() {
                footer = FooterMenuView.make(in: view, onMenu: { index in
                    self.showPage(index)
                })
            }

            func showPage(_ index: Int) {\(check)
                let page = pages[index]
                addChild(page)
                view.addSubview(page.view)
                page.didMove(toParent: self)
            }
        }
        """
    }

    /// A menu that hands a tapped view's tag through two of its own functions to a closure;
    /// `check`: the first function's first line.
    static func navigationMenu(tag: String = "", check: String = "") -> String {
        """
        final class TabNavigationMenu: UIView {
            var itemTapped: ((Int) -> Void)?
            var activeItem = 0

            @objc func handleTap(_ sender: UIGestureRecognizer) {
                switchTab(from: activeItem, to: sender.view!.\(tag)tag)
            }

            func switchTab(from: Int, to: Int, completion: ((Bool) -> Void)? = nil) {\(check)
                deactivateTab(from)
                activateTab(to)
            }

            func activateTab(_ tab: Int) {
                itemTapped?(tab)
                activeItem = tab
            }

            func deactivateTab(_ tab: Int) {}
        }
        """
    }

    /// The tab bar controller storing its own method as the menu's closure.
    static func navigationMenuController(check: String = "") -> String {
        """
        final class NavigationBaseController: UITabBarController {
            let menu = TabNavigationMenu()

            override func viewDidLoad() {
                super.viewDidLoad()
                menu.itemTapped = self.changeTab
            }

            func changeTab(tab: Int) {\(check)
                self.selectedIndex = tab
            }
        }
        """
    }

    /// A coordinator that finds a tab's route by the tapped button's tag; `check`: the lookup's
    /// first line.
    static func routeLookup(tag: String = "", check: String = "") -> String {
        """
        final class TabCoordinator {
            private let routes: [TabRoute]
            private weak var tabBarController: UITabBarController?

            func route(at index: Int) -> TabRoute? {\(check)
                return routes[index]
            }

            @objc func tabTapped(_ sender: UIButton) {
                guard let route = route(at: sender.tag) else { return }
                tabBarController?.selectedIndex = sender.\(tag)tag
                show(route)
            }
        }
        """
    }

    /// A footer whose action has the name of the delegate method it calls, with other labels.
    static func sameNamedFooter(tag: String = "") -> String {
        """
        protocol HomeFooterDelegate: AnyObject { func onSelectTab(_ footer: HomeFooter, index: Int) }

        final class HomeFooter: UIView {
            weak var delegate: HomeFooterDelegate?
            @IBAction func onSelectTab(_ sender: UIButton) {
                delegate?.onSelectTab(self, index: sender.\(tag)tag)
            }
        }
        """
    }

    /// The controller that is the footer's delegate; `check`: its method's first line.
    static func sameNamedFooterOwner(check: String = "") -> String {
        """
        final class MainViewController: UIViewController, HomeFooterDelegate {
            let internalTabBarController = UITabBarController()
            func onSelectTab(_ footer: HomeFooter, index: Int) {\(check)
                internalTabBarController.selectedIndex = index
            }
        }
        """
    }

    static let handoffsTriggering: [Example] = [
        Example(unwrappedTagHandoff(tag: "↓")),
        // Handed to a delegate method another file implements.
        Example("""
        protocol CustomTabBarViewDelegate: AnyObject { func tabBarViewChangedSelectedIndex(at index: Int) }

        final class CustomTabBarView: UIView {
            weak var delegate: CustomTabBarViewDelegate?
            @IBAction func tabBarButtonTapped(_ sender: UIButton) {
                delegate?.tabBarViewChangedSelectedIndex(at: sender.↓tag)
            }
        }
        """, otherFiles: ["CustomTabBarController.swift": """
        final class CustomTabBarController: UITabBarController, CustomTabBarViewDelegate {
            func tabBarViewChangedSelectedIndex(at index: Int) { selectedIndex = index }
        }
        """]),
        // Handed to a closure property another file sets (unwrapped first, or forced).
        Example("""
        final class StudyTabBar: UIView {
            var onSelect: ((Int) -> Void)?
            var clickAction: ((Int) -> Void)?
            @objc private func tabClicked(_ sender: UIButton) {
                if let handler = self.onSelect {
                    handler(sender.↓tag)
                }
                clickAction!(sender.↓tag - 100)
            }
        }
        """, otherFiles: ["StudyTabBarController.swift": """
        final class StudyTabBarController: UITabBarController {
            let bar = StudyTabBar()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.onSelect = { [weak self] index in self?.selectedIndex = index }
                bar.clickAction = { index in self.selectedIndex = index }
            }
        }
        """]),
        // The delegate copies the index into a local and adjusts it, still unchecked.
        Example("""
        protocol RadioTabBarDelegate: AnyObject { func tabBarDidClickIndex(_ index: Int) }

        final class RadioTabBar: UIImageView {
            weak var delegate: RadioTabBarDelegate?
            @objc private func clickItem(_ button: UIButton) {
                delegate?.tabBarDidClickIndex(button.↓tag)
            }
        }
        """, otherFiles: ["RadioTabBarController.swift": """
        final class RadioTabBarController: UITabBarController, RadioTabBarDelegate {
            func tabBarDidClickIndex(_ index: Int) {
                var selected = index
                if selected > 102 { selected -= 1 }
                selectedIndex = selected - 100
            }
        }
        """]),
        // The delegate method hands the index once more, to a function of its own file.
        Example(batonTabBar(tag: "↓"), otherFiles: ["BatonTabBarController.swift": """
        final class BatonTabBarController: UITabBarController, BatonTabBarDelegate {
            func switchToTab(index: Int) { selectedIndex = index }
            func tabBarDidSelect(index: Int) { switchToTab(index: index) }
        }
        """]),
        // The owner swaps its children through a helper of its own.
        Example(HandoffBarExamples.stripView(tag: "↓"), otherFiles: ["RootViewController.swift": HandoffBarExamples.pagingController]),
        // Relayed by the bar to its own delegate, which selects the tab unchecked.
        Example(relayTabBarItem(tag: "↓"), otherFiles: [
            "RelayTabBar.swift": relayTabBar,
            "RelayTabBarController.swift": """
            final class RelayTabBarController: UITabBarController, RelayTabBarDelegate {
                func tabBar(_ tabBar: RelayTabBar, didSelectIndex index: Int) { selectedIndex = index }
            }
            """,
        ]),
        // A storyboard action's sender cast for its tag, handed to a method that styles the bar
        // and then selects the tab unchecked.
        Example("""
        final class RootTabController: UITabBarController {
            @IBAction func tabTapped(_ sender: Any) {
                show(tab: (sender as! UIButton).↓tag)
            }

            func show(tab: Int) {
                switch tab {
                case 0: view.tintColor = .systemRed
                default: view.tintColor = .systemBlue
                }
                selectedIndex = tab
            }
        }
        """),
        // Handed to a closure a factory stored, whose controller shows a page with it.
        Example(footerMenuView(tag: "↓"), otherFiles: ["MainViewController.swift": footerMenuController()]),
        // Handed through two functions of the menu to a closure the controller set to its own method.
        Example(navigationMenu(tag: "↓"), otherFiles: ["NavigationBaseController.swift": navigationMenuController()]),
        // Looked up by a method that does not check it first.
        Example(routeLookup(tag: "↓")),
        // Told to a delegate method named like the action that tells it.
        Example(sameNamedFooter(tag: "↓"), otherFiles: ["MainViewController.swift": sameNamedFooterOwner()]),
    ]

    static let handoffsNonTriggering: [Example] = [
        Example(unwrappedTagHandoff(check: "\n        guard viewControllers?.indices.contains(index) == true else { return }")),
        // Relayed the same way to a controller that checks it.
        Example(relayTabBarItem(), otherFiles: [
            "RelayTabBar.swift": relayTabBar,
            "RelayTabBarController.swift": """
            final class RelayTabBarController: UITabBarController, RelayTabBarDelegate {
                func tabBar(_ tabBar: RelayTabBar, didSelectIndex index: Int) {
                    guard viewControllers?.indices.contains(index) == true else { return }
                    selectedIndex = index
                }
            }
            """,
        ]),
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
        // The cast sender's tag checked by the method it is handed to.
        Example("""
        final class RootTabController: UITabBarController {
            @IBAction func tabTapped(_ sender: Any) {
                show(tab: (sender as! UIButton).tag)
            }

            func show(tab: Int) {
                guard tab < (viewControllers?.count ?? 0) else { return }
                selectedIndex = tab
            }
        }
        """),
        // The page method checks the index the stored closure hands it.
        Example(footerMenuView(), otherFiles: ["MainViewController.swift": footerMenuController(
            check: "\n        guard pages.indices.contains(index) else { return }")]),
        // The menu checks the tag before handing it on; the controller's method, then, takes a checked index.
        Example(navigationMenu(check: "\n        guard to < subviews.count else { return }"),
                otherFiles: ["NavigationBaseController.swift": navigationMenuController()]),
        // The controller's method checks it.
        Example(navigationMenu(), otherFiles: ["NavigationBaseController.swift": navigationMenuController(
            check: "\n        guard tab < (viewControllers?.count ?? 0) else { return }")]),
        // Looked up first by a method that answers nil for an index out of range.
        Example(routeLookup(check: "\n        guard routes.indices.contains(index) else { return nil }")),
        // The same delegate method checking the index.
        Example(sameNamedFooter(), otherFiles: ["MainViewController.swift": sameNamedFooterOwner(
            check: "\n        guard index < (internalTabBarController.viewControllers?.count ?? 0) else { return }")]),
    ]
}
