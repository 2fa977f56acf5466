/// A UIKit bar of buttons stored one per tab, some given a title and some not: a title found in
/// the bar does not name the image-only ones.
extension CustomTabBarAccessibilityExamples {
    static let partlyTitledTriggering: [Example] = [
        Example("""
        final class BottomTabView: UIView {
            let homeButton = ↓UIButton(type: .system)
            let profileButton = UIButton(type: .custom)
            let settingsButton = UIButton(type: .custom)
            let otherButton = UIButton(type: .custom)
            var onSelect: ((Int) -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                homeButton.↓setImage(UIImage(named: "home"), for: .normal)
                profileButton.setImage(UIImage(named: "user"), for: .normal)
                settingsButton.setTitle("Settings", for: .normal)
                settingsButton.setImage(UIImage(named: "gear"), for: .normal)
                otherButton.setTitle("Other", for: .normal)
                otherButton.setImage(UIImage(named: "clipboard"), for: .normal)
                for (index, button) in [homeButton, profileButton, settingsButton, otherButton].enumerated() {
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func tapped(_ sender: UIButton) {
                [homeButton, profileButton, settingsButton, otherButton].forEach { $0.isSelected = $0 == sender }
                onSelect?(sender.tag)
            }
        }
        """),
    ]

    static let partlyTitledNonTriggering: [Example] = [
        // The other two are titled in a loop: which button a loop names, the names do not tell.
        Example("""
        final class BottomTabView: UIView {
            let homeButton = UIButton(type: .system)
            let profileButton = UIButton(type: .custom)
            let settingsButton = UIButton(type: .custom)
            let otherButton = UIButton(type: .custom)
            var onSelect: ((Int) -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                homeButton.setImage(UIImage(named: "home"), for: .normal)
                profileButton.setImage(UIImage(named: "user"), for: .normal)
                settingsButton.setTitle("Settings", for: .normal)
                settingsButton.setImage(UIImage(named: "gear"), for: .normal)
                otherButton.setTitle("Other", for: .normal)
                otherButton.setImage(UIImage(named: "clipboard"), for: .normal)
                for (button, title) in zip([homeButton, profileButton], ["Home", "Profile"]) {
                    button.setTitle(title, for: .normal)
                }
                for (index, button) in [homeButton, profileButton, settingsButton, otherButton].enumerated() {
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func tapped(_ sender: UIButton) {
                [homeButton, profileButton, settingsButton, otherButton].forEach { $0.isSelected = $0 == sender }
                onSelect?(sender.tag)
            }
        }
        """),
    ]
}
