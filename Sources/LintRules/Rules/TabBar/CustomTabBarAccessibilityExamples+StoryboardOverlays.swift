/// Views a tab bar controller lays over its screen from its storyboard: a bar when the code hides
/// the system bar or the view's buttons select tabs, something else when nothing selects a tab.
extension CustomTabBarAccessibilityExamples {
    static let storyboardOverlaysTriggering: [Example] = [
        // The code hides the system bar and adds a storyboard view whatever its name; the buttons
        // have no outlets, their action hands the tag to a method that selects the tab.
        Example("""
        class RootTabController: UITabBarController {
            @IBOutlet var ↓bottomPanel: UIView!
            @IBOutlet weak var homeIcon: UIImageView!
            @IBOutlet weak var profileIcon: UIImageView!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bottomPanel)
                tabBar.isHidden = true
            }

            @IBAction func ↓tabTapped(_ sender: Any) {
                show(tab: (sender as! UIButton).tag)
            }

            func show(tab: Int) {
                homeIcon.image = UIImage(named: tab == 0 ? "home_on" : "home_off")
                profileIcon.image = UIImage(named: tab == 1 ? "profile_on" : "profile_off")
                selectedIndex = tab
            }
        }
        """),
    ]

    static let storyboardOverlaysNonTriggering: [Example] = [
        // The same bar marked, its action telling the buttons which one is selected.
        Example("""
        class RootTabController: UITabBarController {
            @IBOutlet var bottomPanel: UIView!
            @IBOutlet var buttons: [UIButton]!

            override func viewDidLoad() {
                super.viewDidLoad()
                bottomPanel.accessibilityTraits = .tabBar
                view.addSubview(bottomPanel)
                tabBar.isHidden = true
            }

            @IBAction func tabTapped(_ sender: Any) {
                show(tab: (sender as! UIButton).tag)
            }

            func show(tab: Int) {
                buttons.forEach { $0.isSelected = $0.tag == tab }
                selectedIndex = tab
            }
        }
        """),
        // Buttons in a view laid over a tab bar controller that keeps its bar and never selects a
        // tab: an overlay of actions, not a bar.
        Example("""
        class HomeTabBarController: UITabBarController {
            @IBOutlet weak var shareButton: UIButton!
            @IBOutlet weak var closeButton: UIButton!
            @IBOutlet var overlayView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(overlayView)
            }
        }
        """),
        // A screen controller named for the bar it shows, a system `UITabBar` laid out in its
        // storyboard: the outlet buttons are the screen's top bar.
        Example("""
        class BottomTabBarController: UIViewController {
            @IBOutlet weak var backButton: UIButton!
            @IBOutlet weak var refreshButton: UIButton!
            @IBOutlet weak var bottomTabBar: UITabBar!
            @IBOutlet weak var homeItem: UITabBarItem!

            @IBAction func refreshTapped(_ sender: UIButton) {
                reload()
            }
        }
        """),
    ]
}
