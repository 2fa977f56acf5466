/// Bars laid out in Interface Builder: the buttons are outlets whose titles are set in a XIB or
/// a storyboard; where the project has none that lays the bar out, only the selection and the
/// container are judged.
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
        // A tab bar controller that lays a storyboard view named for a tab bar over its own bar
        // (hidden in the storyboard), its buttons wired only to an action that selects the tab:
        // the container and the selection are judged, at the outlet and at the action.
        Example("""
        class MainTabBarController: UITabBarController {
            @IBOutlet var ↓customTabBarView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                self.view.addSubview(self.customTabBarView)
            }

            @IBAction func ↓changeTab(_ sender: UIButton) {
                self.selectedIndex = sender.tag
            }
        }
        """),
        // A view controller named for a tab bar, embedded by the screen that shows the tabs, its
        // buttons an outlet collection laid out in Interface Builder: its view is the bar.
        Example("""
        protocol CustomTabbarDelegate: AnyObject { func didSelectTabItem(index: Int) }

        class ↓CustomTabbar: UIViewController {
            @IBOutlet var tabbarButtons: [UIButton]!
            @IBOutlet weak var highlighterView: UIView!
            weak var delegate: CustomTabbarDelegate?

            @IBAction func ↓tabbarButtonTapped(_ sender: UIButton) {
                delegate?.didSelectTabItem(index: sender.tag)
                UIView.animate(withDuration: 0.2) { self.highlighterView.frame = sender.frame }
            }
        }
        """),
        // A bar view laid out in a XIB whose buttons show images alone: the XIB tells what the
        // outlets show, and no code gives them a title or a label.
        Example("""
        protocol CustomTabViewDelegate: AnyObject { func customTabView(_ view: CustomTabView, didSelect index: Int) }

        final class ↓CustomTabView: UIView {
            @IBOutlet weak var ↓↓homeButton: UIButton!
            @IBOutlet weak var newsButton: UIButton!
            weak var delegate: CustomTabViewDelegate?

            @IBAction func ↓tabButtonTapped(_ sender: UIButton) {
                delegate?.customTabView(self, didSelect: sender.tag)
            }
        }
        """, otherFiles: ["Views/CustomTabView.xib": customTabViewXIB(
            home: #"<state key="normal" image="homeUnselected"/>"#, news: #"<state key="normal" image="newsUnselected"/>"#)]),
        // A XIB that lays each tab out as a label under a button showing nothing: VoiceOver hears
        // an unnamed button, then the title on its own. No image: no large content is asked for.
        Example("""
        protocol BottomTabViewDelegate: AnyObject { func bottomTabView(_ view: BottomTabView, didSelect index: Int) }

        final class ↓BottomTabView: UIView {
            @IBOutlet private weak var homeBackground: UIView!
            @IBOutlet private weak var searchBackground: UIView!
            weak var delegate: BottomTabViewDelegate?

            @IBAction private func ↓↓tabButtonTapped(_ sender: UIButton) {
                delegate?.bottomTabView(self, didSelect: sender.tag)
                homeBackground.backgroundColor = sender.tag == 0 ? .systemTeal : .white
                searchBackground.backgroundColor = sender.tag == 1 ? .systemTeal : .white
            }
        }
        """, otherFiles: ["Views/BottomTabView.xib": labelledTabsXIB(buttonContent: "")]),
        // A controller laid out in a storyboard whose scene gives its tab buttons images alone
        // (another scene's image buttons are that screen's): the storyboard tells what they show.
        Example(storyboardTabsController(marked: false), otherFiles: ["Base.lproj/Main.storyboard": tabsStoryboard(
            home: #"<state key="normal" image="home"/>"#, profile: #"<state key="normal" image="profile"/>"#)]),
        // A tab bar controller's own bar view in its storyboard scene, its tab buttons images
        // alone; the screen's titled Done button, another outlet, is not in the bar.
        Example(outletBarController(marked: false), otherFiles: ["Base.lproj/Main.storyboard": outletBarStoryboard(
            home: #"<state key="normal" image="home_tab"/>"#, search: #"<state key="normal" image="search_tab"/>"#)]),
    ]

    static let interfaceBuilderNonTriggering: [Example] = [
        // The storyboard's tab buttons have titles; the bar is marked.
        Example(storyboardTabsController(marked: true), otherFiles: ["Base.lproj/Main.storyboard": tabsStoryboard(
            home: #"<state key="normal" title="Home" image="home"/>"#, profile: #"<state key="normal" title="Profile" image="profile"/>"#)]),
        // The same bar view whose buttons have titles in the storyboard, marked.
        Example(outletBarController(marked: true), otherFiles: ["Base.lproj/Main.storyboard": outletBarStoryboard(
            home: #"<state key="normal" title="Home" image="home_tab"/>"#, search: #"<state key="normal" title="Search" image="search_tab"/>"#)]),
        // The labelled tabs' bar, marked and telling the selection, its buttons labelled in the XIB.
        Example("""
        protocol BottomTabViewDelegate: AnyObject { func bottomTabView(_ view: BottomTabView, didSelect index: Int) }

        final class BottomTabView: UIView {
            @IBOutlet private var buttons: [UIButton]!
            weak var delegate: BottomTabViewDelegate?

            override func awakeFromNib() {
                super.awakeFromNib()
                accessibilityTraits = .tabBar
            }

            @IBAction private func tabButtonTapped(_ sender: UIButton) {
                buttons.forEach { $0.isSelected = $0 == sender }
                delegate?.bottomTabView(self, didSelect: sender.tag)
            }
        }
        """, otherFiles: ["Views/BottomTabView.xib": labelledTabsXIB(buttonContent: #"<accessibility key="accessibilityConfiguration" label="Tab"/>"#)]),
        // The same bar whose XIB gives each button a title, and one whose buttons are labelled there.
        Example(markedCustomTabView, otherFiles: ["Views/CustomTabView.xib": customTabViewXIB(
            home: #"<state key="normal" title="Home" image="homeUnselected"/>"#, news: #"<state key="normal" title="News" image="newsUnselected"/>"#)]),
        Example(markedCustomTabView, otherFiles: ["Views/CustomTabView.xib": customTabViewXIB(
            home: #"<state key="normal" image="homeUnselected"/><accessibility key="accessibilityConfiguration" label="Home"/>"#,
            news: #"<state key="normal" image="newsUnselected"/><accessibility key="accessibilityConfiguration" label="News"/>"#)]),
        // The same bar, marked, and its buttons told which one is selected.
        Example("""
        class CustomTabbar: UIViewController {
            @IBOutlet var tabbarButtons: [BadgeButton]!
            weak var delegate: CustomTabbarDelegate?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.accessibilityTraits = .tabBar
            }

            @IBAction func tabbarButtonTapped(_ sender: UIButton) {
                tabbarButtons.forEach { $0.isSelected = $0 == sender }
                delegate?.didSelectTabItem(index: sender.tag)
            }
        }
        """),
        // The same storyboard bar, marked and telling VoiceOver which tab is selected.
        Example("""
        class MainTabBarController: UITabBarController {
            @IBOutlet var customTabBarView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                customTabBarView.accessibilityTraits = .tabBar
                view.addSubview(customTabBarView)
            }

            @IBAction func changeTab(_ sender: UIButton) {
                customTabBarView.subviews.compactMap { $0 as? UIButton }.forEach { $0.isSelected = $0 == sender }
                selectedIndex = sender.tag
            }
        }
        """),
        // A banner laid over a tab bar controller that keeps its bar: an outlet named for no tab
        // bar, an action that opens a tab.
        Example("""
        class MainTabBarController: UITabBarController {
            @IBOutlet var promotionBanner: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(promotionBanner)
            }

            @IBAction func openOffers(_ sender: UIButton) {
                selectedIndex = 2
                promotionBanner.isHidden = true
            }
        }
        """),
    ]

    /// A `CustomTabView` laid out in Interface Builder, marked as a tab bar and telling its buttons
    /// which one is selected: only its XIB can still leave the buttons unnamed.
    private static let markedCustomTabView = """
        final class CustomTabView: UIView {
            @IBOutlet weak var homeButton: UIButton!
            @IBOutlet weak var newsButton: UIButton!

            override func awakeFromNib() {
                super.awakeFromNib()
                accessibilityTraits = .tabBar
            }

            @IBAction func tabButtonTapped(_ sender: UIButton) {
                [homeButton, newsButton].forEach { $0?.isSelected = $0 == sender }
            }
        }
        """

    /// The XIB of a `CustomTabView` whose two buttons hold `home` and `news` (their states and
    /// accessibility).
    /// A controller over a hidden tab bar controller, its buttons an outlet collection given
    /// images in code.
    private static func storyboardTabsController(marked: Bool) -> String {
        """
        class MainTabBarController: UIViewController {
            @IBOutlet weak var \(marked ? "" : "↓")tabBarContainer: UIView!
            @IBOutlet var \(marked ? "" : "↓")buttons: [UIButton]!
            var tabsController: UITabBarController!
            private let icons = [UIImage(named: "home"), UIImage(named: "profile")]

            override func viewDidLoad() {
                super.viewDidLoad()
                tabsController.tabBar.isHidden = true\(marked ? "\n        tabBarContainer.accessibilityTraits = .tabBar" : "")
                for (index, button) in buttons.enumerated() {
                    button.\(marked ? "" : "↓")setImage(icons[index], for: .normal)
                }
            }

            @IBAction func selectTab(_ sender: UIButton) {
                buttons.forEach { $0.isSelected = $0 == sender }
                tabsController.selectedIndex = sender.tag
            }
        }
        """
    }

    /// A tab bar controller that hides its bar and shows a view of its storyboard scene instead,
    /// its tab buttons and a Done button outlets, given their selected images in code.
    private static func outletBarController(marked: Bool) -> String {
        """
        final class ShopTabBarController: UITabBarController {
            @IBOutlet var \(marked ? "" : "↓↓")tabView: UIView!
            @IBOutlet weak var homeButton: UIButton!
            @IBOutlet weak var searchButton: UIButton!
            @IBOutlet weak var doneButton: UIButton!

            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.isHidden = true
                view.addSubview(tabView)\(marked ? "\n        tabView.accessibilityTraits = .tabBar" : "")
                homeButton.\(marked ? "" : "↓")setImage(UIImage(named: "home_tab_sel"), for: .selected)
                searchButton.setImage(UIImage(named: "search_tab_sel"), for: .selected)
            }

            @IBAction func touchUpInside(_ sender: UIButton) {
                [homeButton, searchButton].forEach { $0?.isSelected = $0 == sender }
                selectedIndex = sender == homeButton ? 0 : 1
            }
        }
        """
    }

    /// The scene of `ShopTabBarController`: its bar view holds the two tab buttons (`home`,
    /// `search`); a navigation view beside it holds a Done button with a title.
    private static func outletBarStoryboard(home: String, search: String) -> String {
        storyboard(scenes: """
            <scene sceneID="sH0-p1-c3d">
                <objects>
                    <tabBarController id="sH0-tb-VC0" customClass="ShopTabBarController" sceneMemberID="viewController">
                        <connections>
                            <outlet property="doneButton" destination="D0n-e1-b00" id="c01-aa-b01"/>
                            <outlet property="homeButton" destination="H0m-e1-b00" id="c02-aa-b02"/>
                            <outlet property="searchButton" destination="S3a-r1-b00" id="c03-aa-b03"/>
                            <outlet property="tabView" destination="T4b-v1-ew0" id="c04-aa-b04"/>
                        </connections>
                    </tabBarController>
                    <view contentMode="scaleToFill" id="N4v-v1-ew0">
                        <subviews>
                            <button opaque="NO" id="D0n-e1-b00"><state key="normal" title="Done"/></button>
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" id="T4b-v1-ew0">
                        <subviews>
                            <view contentMode="scaleToFill" id="H0m-bg-v00">
                                <subviews>
                                    <button opaque="NO" id="H0m-e1-b00">\(home)</button>
                                </subviews>
                            </view>
                            <button opaque="NO" tag="1" id="S3a-r1-b00">\(search)</button>
                        </subviews>
                    </view>
                </objects>
            </scene>
            """)
    }

    /// A storyboard of two scenes: a sign-in screen with image buttons of its own, and the tabs'
    /// controller, whose two buttons show `home` and `profile`.
    private static func tabsStoryboard(home: String, profile: String) -> String {
        storyboard(scenes: """
            <scene sceneID="s1A-b2-c3d">
                <objects>
                    <viewController id="L0g-1n-VC0" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" id="L0g-v1-ew0">
                            <subviews>
                                <button opaque="NO" id="Ap1-b0-t00"><state key="normal" image="apple"/></button>
                                <button opaque="NO" id="Go0-b0-t00"><state key="normal" image="google"/></button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2A-b2-c3d">
                <objects>
                    <viewController id="T4b-s0-VC0" customClass="MainTabBarController" sceneMemberID="viewController">
                        <connections>
                            <outletCollection property="buttons" destination="H0m-b0-t00" collectionClass="NSMutableArray" id="oH0-b0-t00"/>
                            <outletCollection property="buttons" destination="Pr0-b0-t00" collectionClass="NSMutableArray" id="oPr-b0-t00"/>
                        </connections>
                        <view key="view" id="T4b-v1-ew0">
                            <subviews>
                                <button opaque="NO" id="H0m-b0-t00">\(home)\(wiredTo("selectTab:", id: "aH0-b0-t00"))</button>
                                <button opaque="NO" tag="1" id="Pr0-b0-t00">\(profile)\(wiredTo("selectTab:", id: "aPr-b0-t00"))</button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
    }

    /// A storyboard holding `scenes`.
    private static func storyboard(scenes: String) -> String {
        // Indented as Interface Builder writes it, as Rules.md shows it.
        let lines = scenes.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
        \(lines)
            </scenes>
        </document>
        """
    }

    /// Two tabs, each a label with a button laid over it; `buttonContent` is what the buttons show.
    private static func labelledTabsXIB(buttonContent: String) -> String {
        xib(owner: "BottomTabView", subviews: """
            <label opaque="NO" text="Home" textAlignment="center" id="Lh1-a2-x0P" userLabel="Label"/>
            <button opaque="NO" contentMode="scaleToFill" id="Bh1-a2-x0P">\(buttonContent)\(wiredTo("tabButtonTapped:", id: "Ah1-a2-x0P"))</button>
            <label opaque="NO" text="Search" textAlignment="center" id="Ls1-a2-x0P" userLabel="Label"/>
            <button opaque="NO" tag="1" contentMode="scaleToFill" id="Bs1-a2-x0P">\(buttonContent)\(wiredTo("tabButtonTapped:", id: "As1-a2-x0P"))</button>
            """)
    }

    /// A button's connection to an action of its owner, as Interface Builder writes it.
    private static func wiredTo(_ selector: String, id: String) -> String {
        #"<connections><action selector="\#(selector)" destination="-1" eventType="touchUpInside" id="\#(id)"/></connections>"#
    }

    /// A XIB whose File's Owner is of class `owner`, its view holding `subviews`.
    private static func xib(owner: String, outlets: [(property: String, destination: String)] = [], subviews: String) -> String {
        // Indented as Interface Builder writes it, as Rules.md shows it.
        let lines = subviews.split(separator: "\n").map { "                " + $0 }.joined(separator: "\n")
        let connections = outlets.isEmpty ? "/>" : ">\n            <connections>\n"
            + outlets.map { #"                <outlet property="\#($0.property)" destination="\#($0.destination)" id="o\#($0.destination)"/>"# + "\n" }.joined()
            + "            </connections>\n        </placeholder>"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)"\(connections)
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <subviews>
        \(lines)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    private static func customTabViewXIB(home: String, news: String) -> String {
        xib(owner: "CustomTabView", outlets: [("homeButton", "Fme-0P-HM1"), ("newsButton", "Ygq-Br-RJr")], subviews: """
            <button opaque="NO" contentMode="scaleToFill" id="Fme-0P-HM1" userLabel="Home">\(home)\(wiredTo("tabButtonTapped:", id: "Afm-0P-HM1"))</button>
            <button opaque="NO" tag="1" contentMode="scaleToFill" id="Ygq-Br-RJr">\(news)\(wiredTo("tabButtonTapped:", id: "Ayg-Br-RJr"))</button>
            """)
    }
}
