/// Bars laid out in Interface Builder: the buttons are outlets whose titles may be set in the
/// storyboard or XIB tablint does not read, so only the selection and the container are judged.
extension CustomTabBarAccessibilityExamples {
    static let interfaceBuilderTriggering: [Example] = [
        // A bar laid out in Interface Builder (an outlet collection of buttons) over a controller
        // that swaps its children: the buttons may be named there, the container is not marked.
        Example("""
        class TabBarViewController: UIViewController {
            var selectedIndex = 0
            var viewControllers: [UIViewController] = []
            @IBOutlet weak var ↓tabbar: UIView!
            @IBOutlet var buttons: [UIButton]!
            @IBAction func didPressTab(_ sender: UIButton) {
                buttons[selectedIndex].isSelected = false
                selectedIndex = sender.tag
                sender.isSelected = true
                addChildViewController(viewControllers[selectedIndex])
            }
        }
        """),
        // A bar view laid out in Interface Builder: its buttons are outlets (their titles may be
        // set there, so only the selection and the container are judged).
        Example("""
        protocol CustomTabBarViewDelegate: AnyObject { func tabBarViewChangedSelectedIndex(at index: Int) }

        final class ↓CustomTabBarView: UIView {
            @IBOutlet weak var button0: UIButton!
            @IBOutlet weak var button1: UIButton!
            @IBOutlet weak var indicator0: UIView!
            @IBOutlet weak var indicator1: UIView!
            weak var delegate: CustomTabBarViewDelegate?

            @IBAction func ↓tabBarButtonTapped(_ sender: UIButton) {
                indicator0.isHidden = sender != button0
                indicator1.isHidden = sender != button1
                delegate?.tabBarViewChangedSelectedIndex(at: sender.tag)
            }
        }
        """),
    ]
}
