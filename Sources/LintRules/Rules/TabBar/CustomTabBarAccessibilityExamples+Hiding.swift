/// Other ways a controller hides the system bar it replaces: found among its subviews by class,
/// or taken out of the view tree.
extension CustomTabBarAccessibilityExamples {
    static let hidingTriggering: [Example] = [
        Example("""
        final class ShellTabBarController: UITabBarController {
            private let ↓barView = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                for subview in view.subviews where subview.isKind(of: UITabBar.self) {
                    subview.isHidden = true
                }
                for (index, controller) in (viewControllers ?? []).enumerated() {
                    let button = UIButton(type: .custom)
                    button.setTitle(controller.tabBarItem.title, for: .normal)
                    button.tag = index
                    button.isSelected = index == selectedIndex
                    barView.addSubview(button)
                }
                view.addSubview(barView)
            }
        }
        """),
        Example("""
        final class ShellTabBarController: UITabBarController {
            private let ↓barView = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.removeFromSuperview()
                for (index, controller) in (viewControllers ?? []).enumerated() {
                    let button = UIButton(type: .custom)
                    button.setTitle(controller.tabBarItem.title, for: .normal)
                    button.tag = index
                    button.isSelected = index == selectedIndex
                    barView.addSubview(button)
                }
                view.addSubview(barView)
            }
        }
        """),
        // The system bar's item views removed, and a bar of one's own laid in its place.
        Example("""
        final class ShellTabBarController: UITabBarController {
            private let titles = ["Home", "Shop", "Me"]
            private let icons = ["tab_home", "tab_shop", "tab_me"]
            private var ↓barView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                for subview in tabBar.subviews {
                    subview.removeFromSuperview()
                }
                barView = UIView(frame: tabBar.bounds)
                tabBar.addSubview(barView)
                for index in 0..<icons.count {
                    let button = ↓UIButton(frame: CGRect(x: CGFloat(index) * 80, y: 0, width: 80, height: tabBar.bounds.height))
                    button.↓setImage(UIImage(named: icons[index]), for: .normal)
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    barView.addSubview(button)
                }
            }

            @objc private func tapped(_ sender: UIButton) {
                barView.subviews.forEach { ($0 as? UIButton)?.isSelected = false }
                sender.isSelected = true
                selectedIndex = sender.tag
            }
        }
        """),
        // A button per tab laid straight on the controller's view, over the system bar.
        Example("""
        final class ↓StoreTabBarController: UITabBarController {
            func customTabBar(titles: [String], images: [String]) {
                for index in 0..<images.count {
                    let button = ↓UIButton(type: .custom)
                    button.↓setBackgroundImage(UIImage(named: images[index] + "_normal"), for: .normal)
                    button.setBackgroundImage(UIImage(named: images[index] + "_selected"), for: .selected)
                    button.tag = 1000 + index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    view.addSubview(button)
                    let label = UILabel()
                    label.text = titles[index]
                    button.addSubview(label)
                }
            }

            @objc private func tapped(_ sender: UIButton) {
                sender.isSelected = true
                selectedIndex = sender.tag - 1000
            }
        }
        """),
        // The large content is missing on the icon made beside each button, not on a stored
        // `lastIcon` the selection swaps.
        Example(ParallelTabArraysExamples.parameterFilledBar
            .replacingOccurrences(of: "final class ShellTabBarController", with: "final class ↓ShellTabBarController")
            .replacingOccurrences(of: "let button = UIButton(type: .custom)", with: "let button = ↓UIButton(type: .custom)")
            .replacingOccurrences(of: "let icon = UIImageView()", with: "let icon = ↓UIImageView()")
            .replacingOccurrences(of: "@objc private func tapped", with: "@objc private func ↓tapped")),
    ]

    /// A bar found by class and restyled, not hidden: the system bar VoiceOver reads. A
    /// segmented filter control named `…TabView` is no tab bar either.
    static let hidingNonTriggering: [Example] = [
        // A centre button laid on the system bar, which keeps its items.
        Example("""
        final class ShellTabBarController: UITabBarController {
            private let composeButton = UIButton(type: .custom)

            override func viewDidLoad() {
                super.viewDidLoad()
                composeButton.setImage(UIImage(named: "compose"), for: .normal)
                composeButton.accessibilityLabel = "Compose"
                tabBar.addSubview(composeButton)
            }
        }
        """),
        // A sticky strip of feed tabs inside one screen, named for a tab bar.
        Example("""
        final class StickyTabBar: UIView {
            private let stack = UIStackView()
            func setItems(_ titles: [String]) {
                for (index, title) in titles.enumerated() {
                    let item = UIButton(type: .custom)
                    item.setImage(UIImage(named: title), for: .normal)
                    item.tag = index
                    stack.addArrangedSubview(item)
                }
            }
        }
        """),
        Example("""
        final class SegmentedTabView: UIView {
            private var buttons: [UIButton] = []
            func configure(_ filters: [StoreFilter]) {
                for filter in filters {
                    let button = UIButton(type: .custom)
                    button.setImage(filter.icon, for: .normal)
                    buttons.append(button)
                    addSubview(button)
                }
            }
        }
        """),
        Example("""
        final class ShellTabBarController: UITabBarController {
            private let badge = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                for subview in view.subviews where subview.isKind(of: UITabBar.self) {
                    subview.backgroundColor = .systemBackground
                }
                let button = UIButton(type: .custom)
                button.setImage(UIImage(systemName: "plus"), for: .normal)
                badge.addSubview(button)
                view.addSubview(badge)
            }
        }
        """),
    ]
}
