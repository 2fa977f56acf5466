/// A bar view that only declares its buttons; the controller that owns it, in the same file,
/// gives them their titles and images (and, or not, their selection).
extension CustomTabBarAccessibilityExamples {
    static func ownedButtonsBar(buttonMark: String, selects: Bool) -> String {
        """
        final class ↓TabBar: UIStackView {
            var searchTab = \(buttonMark)UIButton(type: .custom)
            var homeTab = UIButton(type: .custom)
        }

        final class ShellViewController: UIViewController {
            let tabBar = TabBar()

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.searchTab.setImage(UIImage(named: "search"), for: .normal)
                tabBar.searchTab.setTitle("Search", for: .normal)
                tabBar.homeTab.setImage(UIImage(named: "home"), for: .normal)
                tabBar.homeTab.setTitle("Home", for: .normal)
                tabBar.addArrangedSubview(tabBar.searchTab)
                tabBar.addArrangedSubview(tabBar.homeTab)
                tabBar.searchTab.addTarget(self, action: #selector(showSearch), for: .touchUpInside)
                view.addSubview(tabBar)
            }

            @objc private func showSearch() {
                \(selects ? "tabBar.searchTab.isSelected = true\n        tabBar.homeTab.isSelected = false" : "children.first?.view.isHidden = false")
            }
        }
        """
    }

    /// Named by their owner: the container is missing, and the selection unless the owner sets it.
    static let ownerTriggering: [Example] = [
        Example(ownedButtonsBar(buttonMark: "↓", selects: false)),
        Example(ownedButtonsBar(buttonMark: "", selects: true)),
        // A plain view controller's bar laid out in Interface Builder: a stack view named for
        // tabs and a button outlet per tab, their titles in the storyboard; the container is
        // missing (the selection is set).
        Example("""
        final class ShellViewController: UIViewController {
            @IBOutlet weak var contentView: UIView!
            @IBOutlet weak var ↓tabBarStackView: UIStackView!
            @IBOutlet weak var searchButton: UIButton!
            @IBOutlet weak var profileButton: UIButton!

            @IBAction func searchTapped(_ sender: UIButton) {
                show(SearchViewController(), selecting: searchButton)
            }

            @IBAction func profileTapped(_ sender: UIButton) {
                show(ProfileViewController(), selecting: profileButton)
            }

            private func show(_ child: UIViewController, selecting button: UIButton) {
                [searchButton, profileButton].forEach { $0?.isSelected = $0 === button }
                addChild(child)
                contentView.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        """),
        // A bar view from a xib: outlets of the project's item class (its titles set there),
        // a centre button beside them; the selection only recolours.
        Example("""
        final class ↓NoteTabBar: UIView {
            @IBOutlet private weak var plusButton: UIButton!
            @IBOutlet private weak var homeButton: NoteTabBarItem!
            @IBOutlet private weak var historyButton: NoteTabBarItem!
            weak var delegate: NoteTabBarDelegate?

            private var currentIndex = 0 {
                didSet {
                    [homeButton, historyButton].enumerated().forEach { $1?.color = $0 == currentIndex ? .tintColor : .lightGray }
                    delegate?.tabBar(self, didSelect: currentIndex)
                }
            }

            @IBAction private func tappedPlusButton(_ sender: Any) {
                delegate?.tabBarDidTapPlus(self)
            }

            @IBAction private func ↓tappedHomeButton(_ sender: Any) {
                currentIndex = 0
            }

            @IBAction private func tappedHistoryButton(_ sender: Any) {
                currentIndex = 1
            }
        }
        """),
    ]
}
