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
        // The large content is missing on the icon made beside each button, not on a stored
        // `lastIcon` the selection swaps.
        Example("""
        final class ↓ShellTabBarController: UITabBarController {
            private var lastIcon = UIImageView()
            private var titleList: [String] = [String]()
            private var iconImages = [UIImage]()
            private var selectedIconImages = [UIImage]()

            func configure(iconNames: [String], selectedIconNames: [String], titles: [String]) {
                titleList = titles
                for name in iconNames {
                    iconImages.append(UIImage(named: name) ?? UIImage())
                }
                for name in selectedIconNames {
                    selectedIconImages.append(UIImage(named: name) ?? UIImage())
                }
                buildButtons()
            }

            private func buildButtons() {
                tabBar.isHidden = true
                for index in 0..<titleList.count {
                    let button = ↓UIButton(type: .custom)
                    button.tag = index
                    let icon = ↓UIImageView()
                    icon.image = iconImages[index]
                    button.addSubview(icon)
                    let label = UILabel()
                    label.text = titleList[index]
                    button.addSubview(label)
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    view.addSubview(button)
                }
            }

            @objc private func ↓tapped(_ sender: UIButton) {
                selectedIndex = sender.tag
                lastIcon.image = iconImages[sender.tag]
            }
        }
        """),
    ]

    /// A bar found by class and restyled, not hidden: the system bar VoiceOver reads. A
    /// segmented filter control named `…TabView` is no tab bar either.
    static let hidingNonTriggering: [Example] = [
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
