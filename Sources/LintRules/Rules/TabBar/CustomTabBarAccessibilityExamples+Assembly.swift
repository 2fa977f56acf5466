import SwiftSource

/// `custom_tab_bar_accessibility` examples of UIKit bars put together in less common ways: laid in
/// the emptied system bar, filled by an add function the owner calls per tab, and buttons whose
/// labels say (or do not say) which tab is selected.
extension CustomTabBarAccessibilityExamples {
    /// A marked bar of titled buttons whose accessibility label is `label`: whether VoiceOver
    /// hears the selection depends on what the label says.
    static func labelledTitleBar(button: String, label: String) -> String {
        """
        final class CustomTabBar: UIView {
            var selectedTab = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for (index, title) in ["Sign", "Crypto", "My eID"].enumerated() {
                    let button = \(button)
                    button.setTitle(title, for: .normal)
                    button.accessibilityLabel = \(label)
                    addSubview(button)
                }
            }
            required init?(coder: NSCoder) { nil }
        }
        """
    }

    static let assemblyTriggering: [Example] = [
        // A view of titled buttons laid in the system bar once its `UITabBarButton`s are removed.
        Example("""
        open class XHTabbar: UITabBarController {
            var titleArray = ["Chats", "Contacts", "Orders", "Me"]
            override open func viewDidLoad() {
                super.viewDidLoad()
                tabBar.addSubview(cusTabbar)
                for i in 0..<titleArray.count {
                    let button = XHTabBarButton(frame: .zero)
                    button.setTitle(titleArray[i], for: .normal)
                    button.addTarget(self, action: #selector(buttonAction(_:)), for: .touchDown)
                    button.isSelected = i == 0
                    cusTabbar.addSubview(button)
                }
            }
            override open func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                for view in tabBar.subviews {
                    if view.isKind(of: NSClassFromString("UITabBarButton")!) {
                        view.removeFromSuperview()
                    }
                }
            }
            fileprivate lazy var ↓cusTabbar: UIView = UIView()
        }
        class XHTabBarButton: UIButton {}
        """),
        // A button made by each call of the bar's add function and kept in its array.
        Example("""
        class ↓LPTabBar: UIView {
            private var tabbarBtnArray: [UIButton] = []
            func addTabBarButton(image: String, selectedImage: String) {
                let tabBarBtn = ↓UIButton()
                tabBarBtn.↓setImage(UIImage(named: image), for: .normal)
                tabBarBtn.addTarget(self, action: #selector(buttonClick(_:)), for: .touchDown)
                addSubview(tabBarBtn)
                tabbarBtnArray.append(tabBarBtn)
            }
            @objc private func buttonClick(_ button: UIButton) {
                tabbarBtnArray.forEach { $0.isSelected = $0 == button }
            }
        }
        """),
        // A label that names the tab but not its selection.
        Example(labelledTitleBar(button: "↓UIButton()", label: #""\(title), tab \(index + 1)""#)),
    ]
}
