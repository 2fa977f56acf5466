/// UIKit: a view controller written as a tab bar controller, its bar of item views declared in
/// another file: tab items when the controller makes them tappable itself.
extension CustomTabBarAccessibilityExamples {
    /// `tapped`: the controller adds a tap recognizer to each item.
    static func shellWithItemViews(tapped: Bool) -> (code: String, item: String) {
        let mark = tapped ? "↓" : ""
        let taps = !tapped ? "" : """
                    mapTabItem.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(mapTapped)))
                    profileTabItem.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(profileTapped)))

            """
        let code = """
            final class ShellViewController: UIViewController {
                private var \(mark)selectedIndex = 0
                private let \(mark)tabBarView = UIView()
                private lazy var mapTabItem = \(mark)TabItemView(icon: "Map", title: "Map")
                private lazy var profileTabItem = TabItemView(icon: "Profile", title: "Profile")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tabBarView)
                    tabBarView.addSubview(mapTabItem)
                    tabBarView.addSubview(profileTabItem)
            \(taps)        show(0)
                }

                @objc private func mapTapped() { show(0) }
                @objc private func profileTapped() { show(1) }

                private func show(_ index: Int) {
                    selectedIndex = index
                    mapTabItem.isSelected = index == 0
                    profileTabItem.isSelected = index == 1
                    let child = index == 0 ? MapViewController() : ProfileViewController()
                    addChild(child)
                    view.insertSubview(child.view, belowSubview: tabBarView)
                    child.didMove(toParent: self)
                }
            }
            """
        let item = """
            final class TabItemView: UIView {
                private let iconView = UIImageView()
                private let titleLabel = UILabel()
                var isSelected = false {
                    didSet { titleLabel.textColor = isSelected ? .label : .secondaryLabel }
                }

                init(icon: String, title: String) {
                    super.init(frame: .zero)
                    iconView.image = UIImage(named: icon)
                    titleLabel.text = title
                    addSubview(iconView)
                    addSubview(titleLabel)
                }
            }
            """
        return (code, item)
    }
}
