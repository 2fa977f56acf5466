/// Bars whose buttons come from a factory (a project's `UIButton` extension, a button type's
/// `static func`), fed one `UITabBarItem` at a time, laid over a system bar that was never
/// hidden, or selected only once, where the buttons are made.
extension CustomTabBarAccessibilityExamples {
    static let playTabButton = """
    final class PlayTabButton: UIButton {
        static func makeButton(_ item: UITabBarItem) -> PlayTabButton? {
            let button = PlayTabButton(type: .custom)
            button.setTitle(item.title, for: .normal)
            button.setImage(item.image, for: .normal)
            return button
        }
    }
    """

    static let imageButtonFactory = """
    extension UIButton {
        static func imageButton(named name: String, target: Any?, action: Selector) -> UIButton {
            let button = UIButton(type: .custom)
            button.setBackgroundImage(UIImage(named: name), for: .normal)
            button.addTarget(target, action: action, for: .touchUpInside)
            return button
        }
    }
    """

    static let factoriesTriggering: [Example] = [
        // Buttons a button type makes from each item (titled there): only the container is missing.
        Example("""
        final class ↓PlayTabBar: UIView {
            weak var delegate: PlayTabBarDelegate?
            private var buttons: [PlayTabButton] = []

            func add(_ item: UITabBarItem) {
                guard let button = PlayTabButton.makeButton(item) else { return }
                button.tag = buttons.count
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                addSubview(button)
                buttons.append(button)
            }

            @objc private func tapped(_ button: PlayTabButton) {
                buttons.forEach { $0.isSelected = $0 === button }
                delegate?.tabBar(self, didSelect: button.tag)
            }
        }
        """, otherFiles: ["PlayTabButton.swift": playTabButton]),
        // The system bar kept, and a bar of image buttons from a `UIButton` factory laid over it.
        Example("""
        final class KitchenTabBarController: UITabBarController {
            private var ↓barView: UIView?

            func makeBar(imageNames: [String]) {
                barView = UIView()
                view.addSubview(barView!)
                for (index, name) in imageNames.enumerated() {
                    let button = ↓↓UIButton.imageButton(named: name, target: self, action: #selector(tapped(_:)))
                    button.tag = 300 + index
                    barView!.addSubview(button)
                }
            }

            @objc private func tapped(_ button: UIButton) {
                (barView?.viewWithTag(300 + selectedIndex) as? UIButton)?.isSelected = false
                button.isSelected = true
                selectedIndex = button.tag - 300
            }
        }
        """, otherFiles: ["UIButton+Image.swift": imageButtonFactory]),
        // `isSelected` set once, for the first tab, where the buttons are made; the handler only
        // recolours the title.
        Example("""
        final class PaletteTabBarController: UITabBarController {
            var ↓tabBarView: UIView?
            let titles = ["Convert", "Show", "Random", "Settings"]

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                tabBarView = UIView(frame: .zero)
                view.addSubview(tabBarView!)
                for (index, title) in titles.enumerated() {
                    let button = UIButton(type: .custom)
                    button.tag = index
                    button.setTitle(title, for: .normal)
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    tabBarView?.addSubview(button)
                    if index == 0 { button.isSelected = true }
                }
            }

            @objc func ↓tabTapped(_ sender: UIButton) {
                sender.setTitleColor(.black, for: .normal)
                selectedIndex = sender.tag
            }
        }
        """),
    ]

    /// A stored `UIButton()` that only remembers the selected one, beside the buttons made per
    /// tab: the name is missing at those, not at the placeholder.
    static let placeholderButtonTriggering: [Example] = [
        Example("""
        final class ↓HomeTabBarView: UIView {
            private var selectedButton = UIButton()
            var onSelect: ((Int) -> Void)?

            func addButtons(images: [String]) {
                for (index, name) in images.enumerated() {
                    let button = ↓UIButton(type: .custom)
                    button.↓setImage(UIImage(named: name), for: .normal)
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    addSubview(button)
                }
            }

            @objc private func tapped(_ sender: UIButton) {
                selectedButton.isSelected = false
                sender.isSelected = true
                selectedButton = sender
                onSelect?(sender.tag)
            }
        }
        """),
    ]

    static let factoriesNonTriggering: [Example] = [
        // The buttons made again on every change, each told whether it is the selected one.
        Example("""
        final class RebuildTabBar: UIView {
            var titles: [String] = []
            var selected = 0

            func reload() {
                subviews.forEach { $0.removeFromSuperview() }
                accessibilityTraits = .tabBar
                for (index, title) in titles.enumerated() {
                    let button = UIButton(type: .custom)
                    button.setTitle(title, for: .normal)
                    button.isSelected = index == selected
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    addSubview(button)
                }
            }

            @objc private func tapped(_ button: UIButton) {
                selected = button.tag
                reload()
            }
        }
        """),
        // A tab bar controller with one centre button over its own bar: no bar of its own.
        Example("""
        final class CentreTabBarController: UITabBarController {
            private let centreButton = UIButton.imageButton(named: "plus", target: nil, action: #selector(compose))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(centreButton)
            }

            @objc private func compose() {}
        }
        """, otherFiles: ["UIButton+Image.swift": imageButtonFactory]),
    ]
}
