import ProjectModel
import SwiftSource

/// The examples of `custom_tab_bar_accessibility`, UIKit and SwiftUI: many, so in their own file.
enum CustomTabBarAccessibilityExamples {
    static let triggering: [Example] = [
        // The seed pattern: the system bar hidden, an image view and a label per button, tint only.
        Example("""
        final class MainTabBarController: UITabBarController {
            private let ↓customBar = UIView()
            private let icons = ["house", "doc.text", "person"]
            private let titles = ["Home", "Orders", "Profile"]
            private var buttons: [UIButton] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                view.addSubview(customBar)
                for index in 0..<titles.count {
                    let button = ↓UIButton(type: .custom)
                    let imageView = ↓UIImageView(image: UIImage(systemName: icons[index]))
                    let label = UILabel()
                    label.text = titles[index]
                    button.addSubview(imageView)
                    button.addSubview(label)
                    button.tag = index
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    buttons.append(button)
                    customBar.addSubview(button)
                }
            }

            @objc private func ↓tabTapped(_ sender: UIButton) {
                for button in buttons { button.tintColor = button == sender ? .systemBlue : .systemGray }
            }
        }
        """),
        // A view named for a tab bar: image-only buttons from the tab enum; selection is set.
        Example("""
        final class ↓CustomTabBar: UIView {
            private var buttons: [UIButton] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                for tab in Tab.allCases {
                    let button = ↓UIButton(type: .system)
                    button.↓setImage(UIImage(systemName: tab.icon), for: .normal)
                    buttons.append(button)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { nil }

            func select(_ tab: Tab) {
                for (index, button) in buttons.enumerated() { button.isSelected = index == tab.rawValue }
            }
        }
        """),
        // Titled buttons, but the selection is a colour and the bar is not marked.
        Example("""
        final class ↓TabBarView: UIStackView {
            private lazy var homeButton = makeButton("Home")
            private lazy var searchButton = makeButton("Search")

            private func makeButton(_ title: String) -> UIButton {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                addArrangedSubview(button)
                return button
            }

            @objc private func ↓tapped(_ sender: UIButton) {
                for case let button as UIButton in arrangedSubviews { button.tintColor = button === sender ? .label : .secondaryLabel }
            }
        }
        """),
        // SwiftUI: an HStack of image-only buttons in place of TabView.
        Example("""
        struct CustomTabBar: View {
            @Binding var selectedTab: Tab

            var body: some View {
                ↓HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        ↓Button {
                            ↓selectedTab = tab
                        } label: {
                            ↓Image(systemName: tab.icon)
                                .foregroundColor(selectedTab == tab ? .accentColor : .gray)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
            }
        }
        """),
        // SwiftUI: tapped stacks with a title; the selection and the bar are visual only.
        Example("""
        struct BottomBar: View {
            @Binding var current: Int
            let items = [("house", "首页"), ("person", "我的")]

            var body: some View {
                ↓HStack {
                    ForEach(0..<items.count, id: \\.self) { index in
                        VStack {
                            Image(systemName: items[index].0)
                            Text(items[index].1)
                        }
                        .onTapGesture { ↓current = index }
                    }
                }
            }
        }
        """),
        // SwiftUI: buttons written out one by one, named and selected, in an unmarked bar.
        Example("""
        struct RootView: View {
            @State private var selectedTab = Tab.home

            var body: some View {
                VStack {
                    content
                    ↓HStack {
                        Button { selectedTab = .home } label: { Label("Home", systemImage: "house") }
                            .accessibilityAddTraits(selectedTab == .home ? .isSelected : [])
                        Button { selectedTab = .profile } label: { Label("Profile", systemImage: "person") }
                            .accessibilityAddTraits(selectedTab == .profile ? .isSelected : [])
                    }
                }
            }
        }
        """),
    ]

    static let nonTriggering: [Example] = [
        // A bar that sets titles and selection and is marked as a tab bar.
        Example("""
        final class MainTabBarController: UITabBarController {
            private let customBar = UIStackView()
            private var buttons: [UIButton] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                customBar.accessibilityTraits = .tabBar
                for tab in Tab.allCases {
                    let button = UIButton(type: .system)
                    button.setTitle(tab.title, for: .normal)
                    button.setImage(UIImage(systemName: tab.icon), for: .normal)
                    button.addTarget(self, action: #selector(tabTapped(_:)), for: .touchUpInside)
                    buttons.append(button)
                    customBar.addArrangedSubview(button)
                }
            }

            @objc private func tabTapped(_ sender: UIButton) {
                for button in buttons { button.isSelected = button === sender }
            }
        }
        """),
        // Image-only buttons named in a loop from the tab enum, with large content.
        Example("""
        final class CustomTabBar: UIControl {
            private var buttons: [UIButton] = []

            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits.insert(.tabBar)
                addInteraction(UILargeContentViewerInteraction())
                for tab in Tab.allCases {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(named: tab.icon), for: .normal)
                    button.accessibilityLabel = tab.title
                    button.showsLargeContentViewer = true
                    button.largeContentTitle = tab.title
                    buttons.append(button)
                    addSubview(button)
                }
            }

            required init?(coder: NSCoder) { nil }

            var selectedTab = Tab.home {
                didSet { buttons.enumerated().forEach { $1.isSelected = $0 == selectedTab.rawValue } }
            }
        }
        """),
        // A segmented control is not a tab bar of buttons: UIKit makes it accessible.
        Example("""
        final class FilterTabBar: UIView {
            private let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(control)
            }
            required init?(coder: NSCoder) { nil }
        }
        """),
        // A toolbar of actions selects nothing.
        Example("""
        final class EditorToolbar: UIView {
            private let boldButton = UIButton(type: .system)
            private let italicButton = UIButton(type: .system)
            private let linkButton = UIButton(type: .system)
        }
        struct ActionBar: View {
            var body: some View {
                HStack {
                    Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                    Button { archive() } label: { Image(systemName: "archivebox") }
                }
            }
        }
        """),
        // The system TabView.
        Example("""
        struct RootView: View {
            @State private var selectedTab = Tab.home
            var body: some View {
                TabView(selection: $selectedTab) {
                    HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                    ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
                }
            }
        }
        """),
        // A SwiftUI bar that does everything: a name, the selected trait, the tab bar trait.
        Example("""
        struct CustomTabBar: View {
            @Binding var selectedTab: Tab
            var body: some View {
                HStack {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        Button { selectedTab = tab } label: {
                            Image(systemName: tab.icon)
                        }
                        .accessibilityLabel(tab.title)
                        .accessibilityAddTraits(selectedTab == tab ? .isSelected : [])
                        .accessibilityShowsLargeContentViewer { Label(tab.title, systemImage: tab.icon) }
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isTabBar)
            }
        }
        """),
        // The system bar restyled, with a centre button: VoiceOver reads the system bar.
        Example("""
        final class CenterButtonTabBar: UITabBar {
            private let plusButton = UIButton(type: .custom)
            private let scanButton = UIButton(type: .custom)
        }
        """),
        // A pushed screen hides its tab bar controller's bar: it draws no bar of its own.
        Example("""
        final class DetailViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                tabBarController?.tabBar.isHidden = true
                let like = UIButton(type: .system)
                let share = UIButton(type: .system)
                view.addSubview(like)
                view.addSubview(share)
            }
        }
        """),
        // Buttons of a type declared elsewhere name themselves there; the bar is marked.
        Example("""
        final class CustomTabBar: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityTraits = .tabBar
                for tab in Tab.allCases { addSubview(TabBarButton(tab: tab)) }
            }
            required init?(coder: NSCoder) { nil }
        }
        """),
    ]
}
