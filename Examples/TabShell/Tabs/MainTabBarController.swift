import UIKit

/// The app's shell: a system tab bar hidden behind a hand-made one. Each tab is a button with an
/// image view and a label added as subviews and no title; the selected tab is only a tint.
final class MainTabBarController: UITabBarController {
    private let icons = ["house", "doc.text", "person"]
    private let selectedIcons = ["house.fill", "doc.text.fill", "person.fill"]
    private let titles = ["首页", "订单", "我的"]

    private let customBar = UIView()
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [HomeViewController(), OrdersViewController(), ProfileViewController()]
        tabBar.isHidden = true
        customBar.backgroundColor = .systemBackground
        view.addSubview(customBar)
        for index in 0..<titles.count {
            let button = UIButton(type: .custom)
            button.tag = index
            let iconView = UIImageView(image: UIImage(systemName: icons[index]),
                                       highlightedImage: UIImage(systemName: selectedIcons[index]))
            let label = UILabel()
            label.text = titles[index]
            button.addSubview(iconView)
            button.addSubview(label)
            button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
            buttons.append(button)
            customBar.addSubview(button)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bottomInset = view.window?.safeAreaInsets.bottom ?? 34
        let barHeight = 49 + bottomInset
        customBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
        let width = view.bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 49)
        }
    }

    @objc private func tabTapped(_ sender: UIButton) {
        selectedIndex = sender.tag
        for button in buttons { button.tintColor = button.tag == sender.tag ? .systemBlue : .systemGray }
    }

    func open(_ url: URL) {
        let index = url.pathComponents.count > 1 ? 1 : 0
        selectedIndex = index
    }
}

final class HomeViewController: UIViewController {}
final class OrdersViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class PresentationViewController: UIViewController {}
