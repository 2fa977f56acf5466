import SwiftSource

/// The non-triggering examples of `parallel_tab_arrays`: one array of tabs (the cure), derived
/// views, and side-by-side data that is not tabs.
extension ParallelTabArraysExamples {
    static let nonTriggering: [Example] = [
        // The cases of the app's tab type beside the controllers: one value per tab already.
        Example(rebuiltTabs("lazy var tabItems: [TabItem] = [.feed, .goals, .calendar, .profile]")),
        // A set-up run once, handed nothing: one button and one badge, not one per tab.
        Example("""
        final class CustomTabBar: UIView {
            private var buttons: [UIButton] = []
            private var badges: [UILabel] = []
            func layoutOnce() {
                buttons.append(UIButton())
                badges.append(UILabel())
            }
            func refresh() {
                for (index, button) in buttons.enumerated() { button.addSubview(badges[index]) }
            }
        }
        """),
        // An add function of a type about something else: a cart's lines, not tabs (in a screen
        // that switches tabs too).
        Example("""
        final class CartViewController: UITabBarController {
            func checkout() { selectedIndex = 0 }
        }
        final class CartView: UIView {
            private var buttons: [UIButton] = []
            private var titles: [String] = []
            func addLine(title: String) {
                buttons.append(UIButton())
                titles.append(title)
            }
            func refresh() {
                for (index, button) in buttons.enumerated() { button.setTitle(titles[index], for: .normal) }
            }
        }
        """),
        // Badges kept in a dictionary by tab index: read by key, and a missing key is `nil`, not a trap.
        Example("""
        struct TabStrip: View {
            var titles: [String]
            var badges: [Int: String]
            @Binding var selectedTab: Int
            var body: some View {
                HStack {
                    ForEach(titles.indices, id: \\.self) { index in
                        Button(titles[index]) { selectedTab = index }
                            .overlay(Text(badges[index] ?? ""))
                    }
                }
            }
        }
        """),
        // Sizes kept by image name: a dictionary read by key, not a list read by position.
        Example("""
        final class MainTabBarController: UITabBarController {
            let sizes: Dictionary<String, CGSize> = ["memo": CGSize(width: 24, height: 36), "remind": CGSize(width: 23, height: 42)]
            let iconNames = ["memo", "remind"]
            lazy var bar = IconTabBar(iconNames: iconNames, iconSizes: sizes)
        }
        """),
        Example("""
        final class StatsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBarItem.title = "Stats"
                chart.setData(labels: ["Mon", "Tue", "Wed"], values: [3, 5, 2]) // one chart's data, not tabs
                header.applyGradient(colors: [.systemBlue, .systemTeal], locations: [0, 1])
            }
        }
        """),
        // A counter beside a loop over rows, not tabs.
        Example("""
        final class SettingsController: UITabBarController {
            let sectionTitles = ["General", "Privacy"]
            func log(_ rows: [Row]) {
                var i = 0
                for row in rows {
                    print(row, sectionTitles[i % 2])
                    i += 1
                }
            }
        }
        """),
        // Storyboard buttons styled alike: no second copy of the tabs.
        Example("""
        final class TabBarContainer: UIViewController {
            @IBOutlet var tabButtons: [UIButton]!
            var badges: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                for button in tabButtons { button.tintColor = badges[button.tag] > 0 ? .red : .gray }
            }
        }
        """),
        // A picker grid's own selection is not a tab bar's `selectedIndex`.
        Example("""
        struct CharacterPicker: View {
            private let images = [Image("potato"), Image("peach"), Image("corn")]
            private let names = ["Potato", "Peach", "Corn"]
            @State var selectedIndex: Int? = nil
            var body: some View {
                HStack {
                    ForEach(0..<3) { index in
                        CharacterCell(image: images[index], name: names[index], isSelected: selectedIndex == index)
                    }
                }
            }
        }
        """),
        Example("""
        final class TitleViewController: UIViewController {
            func addTitleButtons() {
                let titles = ["首页", "荒料", "大板"]
                for i in 0..<titles.count {
                    let button = UIButton()
                    button.tag = i
                    button.setTitle(titles[i], for: .normal)
                }
                tabBarItem.title = titles[0]
            }
        }
        """),
        Example("""
        enum Tab: Int, CaseIterable {
            case home, profile
            var title: String { self == .home ? "Home" : "Profile" }
        }
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = Tab.allCases.map { tab in
                    let controller = UIViewController()
                    controller.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: tab.rawValue)
                    return controller
                }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            let icons = ["house", "person"]
            let titles = ["Home", "Profile"]
            func firstIcon() -> String { icons[0] }
            func lastTitle() -> String { titles[1] + titles[0] }
        }
        """),
        Example("""
        struct Statistics {
            let names = ["a", "b"]
            let values = [1, 2]
            func describe(_ i: Int) -> String { names[i] + "\\(values[i])" }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            let tabs: [(title: String, icon: String)] = [("Home", "house"), ("Profile", "person")]
            override func viewDidLoad() {
                super.viewDidLoad()
                for (index, tab) in tabs.enumerated() { viewControllers?[index].tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: index) }
            }
        }
        """),
        Example("""
        final class MainTabBarController: UITabBarController {
            // let icons = ["house", "person"]; let titles = ["Home", "Profile"]; icons[i]; titles[i]
            let hint = "icons[i] titles[i]"
        }
        """),
        Example("""
        public class ViewController: UIViewController, UITableViewDataSource, UITabBarControllerDelegate {
            let sectionTitles = ["Basic", "Embed", "Animation"]
            let sectionSubtitles = ["基本", "嵌套", "动画"]
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionTitles[section] + " · " + sectionSubtitles[section]
            }
        }
        """),
        Example("""
        final class TabsTests: XCTestCase {
            let titles = ["Home", "Profile"]
            let routes = ["/home", "/profile"]
            func testTabs() { for i in 0..<2 { XCTAssertEqual(tabBar.items?[i].title, titles[i] + routes[i]) } }
        }
        """),
        Example("""
        final class SettingsViewController: UITableViewController {
            let sections = ["General", "Privacy"]
            let rows = [["Language", "Theme"], ["Tracking"]]
            override func viewDidLoad() { super.viewDidLoad(); tabBarItem.title = sections[0] }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section] }
        }
        """),
        Example("""
        final class TabTitleBar: UIView {
            private let titles = ["推荐", "热门", "关注"]
            private var labels: [UILabel] = []
            private var underlines: [UIView] = []
            func build() {
                for title in titles {
                    let label = UILabel()
                    label.text = title
                    labels.append(label)
                    underlines.append(UIView())
                }
            }
            func select(_ index: Int) {
                labels[index].textColor = .systemRed
                print("selected", titles[index])
            }
        }
        """),
        // A tab's screen listing its own menu: six rows and more are a list, not tabs.
        Example("""
        class TabMineViewController: BaseTabViewController, UICollectionViewDataSource {
            var list = ["Photos", "Addresses", "Favourites", "Comments", "About", "Settings"]
            lazy var imagelist = [UIImage(systemName: "photo"), UIImage(systemName: "mappin"), UIImage(systemName: "star"),
                                  UIImage(systemName: "bubble.left"), UIImage(systemName: "info.circle"), UIImage(systemName: "gear")]
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MenuCell
                cell.update(image: imagelist[indexPath.item], name: list[indexPath.item])
                return cell
            }
        }
        """),
        Example("""
        struct TabInfo { let title: String; let icon: String }
        final class MainTabBarController: UITabBarController {
            let tabs = [TabInfo(title: "Home", icon: "house"), TabInfo(title: "Me", icon: "person")]
            override func viewDidLoad() {
                super.viewDidLoad()
                for (index, item) in (tabBar.items ?? []).enumerated() {
                    item.title = tabs[index].title
                    item.image = UIImage(systemName: tabs[index].icon)
                }
            }
        }
        """),
        Example("""
        final class TabBarAnimationController: UITabBarController {
            let frames = ["run_1", "run_2", "run_3"]
            let durations = [0.1, 0.2, 0.1]
            func animate(_ imageView: UIImageView) {
                for i in 0..<frames.count { schedule(UIImage(named: frames[i]), after: durations[i], on: imageView) }
            }
        }
        """),
        // The same view whose owner filters a list with the number: a filter bar, not tabs.
        Example(HandoffBarExamples.stripView(), otherFiles: ["FeedViewController.swift": HandoffBarExamples.filterController]),
        // Views made per record in one loop over an array of structs: that array is already the cure.
        Example("""
        final class CourseTabDeadlinesView: UIView {
            struct Item { let text: String; let isCompleted: Bool }
            var items: [Item] = []
            private var markers: [CAShapeLayer] = []
            private var labels: [UILabel] = []
            private func build() {
                for item in items {
                    let marker = CAShapeLayer()
                    marker.fillColor = item.isCompleted ? UIColor.green.cgColor : UIColor.gray.cgColor
                    markers.append(marker)
                    let label = UILabel()
                    label.text = item.text
                    labels.append(label)
                }
            }
            func highlight(_ index: Int) {
                markers[index].fillColor = UIColor.blue.cgColor
                labels[index].textColor = .blue
            }
        }
        """),
        // The same per record of an array of dictionaries read from a document: its records are
        // the one source.
        Example("""
        final class DocumentTabView: UIView {
            var tabControls: [TabControl] = []
            var tabContentViews: [UIView] = []

            func load(_ document: [String: Any]) {
                guard let tabs = document["tabs"] as? [[String: Any]] else { return }
                for tab in tabs {
                    guard let name = tab["name"] as? String, let content = ContentView.make(tab) else { continue }
                    tabControls.append(TabControl(text: name))
                    tabContentViews.append(content)
                }
            }

            func select(_ index: Int) {
                tabControls[index].highlighted = true
                addSubview(tabContentViews[index])
            }
        }
        """),
        // A data source's tab titles beside a gradient's colours asked for by another index.
        Example("""
        final class MainTabBarController: UITabBarController, TabStripDataSource {
            private let tabTitles = ["Home", "Search", "Profile"]
            private let gradientColors = [UIColor.red, UIColor.orange, UIColor.yellow]

            func title(at index: Int) -> String { tabTitles[index] }
            func color(at step: Int) -> UIColor { gradientColors[step] }
        }
        """),
        // Badge counts the controller fills itself from the server: its own data, not a copy of the tabs.
        Example("""
        final class MainTabBarController: UITabBarController {
            var badgeCounts: [Int] = []

            func refresh(_ counts: [String: Int]) {
                badgeCounts.removeAll()
                for item in tabBar.items ?? [] { badgeCounts.append(counts[item.title ?? ""] ?? 0) }
                for i in 0..<badgeCounts.count { tabBar.items![i].badgeValue = badgeCounts[i] > 0 ? "\\(badgeCounts[i])" : nil }
            }
        }
        """),
    ]
}
