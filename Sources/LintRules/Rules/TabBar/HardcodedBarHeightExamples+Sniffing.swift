/// `hardcoded_bar_height` examples of bars named without the word bar (`UI_TAB_HEIGHT`), a notch
/// told by the status bar outgrowing 20 points, and the home indicator kept clear by its height.
extension HardcodedBarHeightExamples {
    static let namesAndSniffingTriggering: [Example] = [
        // A measured bar's height compared with one phone's: taller means a notch.
        Example("""
        if self.navHeight > ↓64 {
            titleTop.constant = 44
        }
        if tabBarHeight > ↓49 { bottomSpace.constant = 0 }
        """),
        // A notch told by the top inset outgrowing the plain status bar, directly or through a local.
        Example("let isNotched = view.safeAreaInsets.top > ↓20"),
        Example("""
        let topInset = view.safeAreaInsets.top
        let isTall = topInset > ↓20
        """),
        // A bar's height taken off the inset before the rest is compared.
        Example("""
        GeometryReader { proxy in
            let hasHomeIndicator = proxy.safeAreaInsets.bottom - ↓88 > 20
            content.padding(.bottom, hasHomeIndicator ? 48 : 22)
        }
        """),
        // The same test past a fallback to no inset (`??` binds tighter than `>`).
        Example("""
        static func deviceHasNotch() -> Bool {
            let window = UIApplication.shared.windows.first
            let safeAreaInsets = window?.safeAreaInsets
            return safeAreaInsets?.top ?? 0 > ↓20
        }
        """),
        // Navigation misspelled in the constant's name is still the navigation bar.
        Example("""
        let navgationBarHeight: CGFloat = ↓44.0
        let kNaviagtionBarH: CGFloat = ↓44
        """),
        // A value returned per device, told apart by the screen's native height.
        Example("""
        func deviceOffset() -> CGFloat {
            switch UIScreen.main.nativeBounds.height {
            case 1136, 1334:
                print("iPhone 5 to 8")
                return ↓64
            case 2436:
                return ↓88
            default:
                return ↓64
            }
        }
        """),
        // A getter returning the notched phone's bars from a device flag, and the others' after it.
        Example("""
        final class GroupNameViewController: UIViewController {
            private var topOffset: CGFloat {
                if isIPhoneX {
                    return ↓88
                }
                return ↓64
            }

            private var bottomOffset: CGFloat {
                if UIDevice.hasNotch { return ↓83 } else { return ↓49 }
            }
        }
        """),
        // Safe-area insets guessed per device: a status bar's height at `top`, the home indicator's at `bottom`.
        Example("""
        static func safeArea() -> (top: CGFloat, bottom: CGFloat) {
            switch Size.type {
            case .homeButton: return (↓20, 0)
            case .notch: return (↓44, ↓34)
            case .island: return (↓59, 37)
            }
        }
        """),
        // A measured navigation bar has no status bar in it: the 20 above it, from the view's top,
        // is the status bar's height on old phones.
        Example("""
        let navbarheight = (navigationController?.navigationBar.frame.height)!
        tableView.topAnchor.constraint(equalTo: view.topAnchor, constant: navbarheight + ↓20).isActive = true
        """),
        // The tab bar named without the word bar, in constant tables and computed properties.
        Example("""
        struct Constant {
            static let UI_TAB_HEIGHT: CGFloat = ↓49
            static var bottomTabHeight: CGFloat { isBigScreen ? 84 : ↓64 }
        }
        """),
        // A tab bar view's own height under another name.
        Example("""
        final class CustomTabBar: UIView {
            private(set) var customHeight: CGFloat = ↓49

            override var intrinsicContentSize: CGSize {
                CGSize(width: UIView.noIntrinsicMetric, height: customHeight + safeAreaInsets.bottom)
            }
        }
        """),
        // The pair of a phone with a notch and one without, whatever the flag is called.
        Example("let STATUS_NAV_BAR_Y: CGFloat = Device_Is_iPhone_All ? ↓88.0 : ↓64.0"),
        // A measured bar's height guessed when there is no bar to measure; bars summed as an inset.
        Example("""
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: tabBarController?.tabBar.bounds.height ?? ↓49, right: 0)
        collectionView.contentInset = UIEdgeInsetsMake(0, 0, ↓49 + ↓64, 0)
        """),
        // A notch told by the top inset reaching 44, or by the home indicator's inset in parentheses.
        Example("""
        var hasNotch: Bool { window.safeAreaInsets.top >= ↓44 }
        let isFullScreen = (keyWindow?.safeAreaInsets.bottom ?? 0) == ↓34
        """),
        // A function named for a bar height (`Ht` for height) returns one per screen size.
        Example("""
        func navigationBarHt() -> CGFloat {
            switch UIScreen.main.nativeBounds.height {
            case 2436, 2688, 1792:
                return ↓88
            default:
                return ↓64
            }
        }
        """),
        // A getter named for one, returning it per device model.
        Example("""
        var statusBarHeight: CGFloat {
            if Device().isSimulator {
                return ↓20
            }
            switch Device() {
            case .iPhoneX, .iPhoneXs, .iPhoneXr:
                return ↓44
            default:
                return ↓20
            }
        }
        """),
        // A branch on the notch: the home indicator kept in a local, a bar's height by its label.
        Example("""
        var added: CGFloat = 0
        if UIDevice.current.hasNotch {
            added = ↓34
        }
        bottomConstraint.constant = keyboardHeight - added
        """),
        Example("""
        if UIDevice.current.hasNotch {
            navigationView.anchor(top: view.topAnchor, heightConstant: 90)
        } else {
            navigationView.anchor(top: view.topAnchor, heightConstant: ↓64)
        }
        """),
        // A notch told by the status bar outgrowing 20 points.
        Example("let kTabBarH: CGFloat = UIApplication.shared.statusBarFrame.size.height > ↓20.0 ? ↓83.0 : ↓49.0"),
        Example("let tabHeight = kStatusH > ↓20 ? ↓83.0 : ↓49.0"),
        // The home indicator kept clear by its height, in a bar of one's own.
        Example("""
        final class ShellTabBar: UIView {
            private let itemStack = UIStackView()

            private func layout() {
                itemStack.snp.makeConstraints {
                    $0.top.equalToSuperview().offset(8)
                    $0.bottom.equalToSuperview().offset(-↓34)
                }
            }
        }
        """),
        // Bars subtracted from a fraction of the screen; the status bar added to measured bars.
        Example("""
        mapView.frame = CGRect(x: 0, y: UIScreen.main.bounds.height * 0.4, width: UIScreen.main.bounds.width,
                               height: UIScreen.main.bounds.height * 0.6 - ↓49)
        logoView.frame.origin.y = SCREEN_HEIGHT * 0.5 - ↓64 - logoView.frame.height
        let chrome = navigationController!.navigationBar.frame.height + tabBarController!.tabBar.frame.height + ↓20.0
        """),
        // Bars taken off the screen's height by a compound assignment, after sniffing the notch.
        Example("""
        var screenHeight = UIScreen.main.bounds.size.height
        if screenHeight >= 812 {
            screenHeight -= (↓44 + ↓34)
        }
        """),
        // A bottom sheet made taller by the home indicator on notched phones (SnapKit).
        Example("""
        sheetView.snp.makeConstraints { make in
            make.bottom.equalToSuperview()
            if IS_iPHONE_X {
                make.height.equalTo(5 + ↓34 + 60 * 5)
            } else {
                make.height.equalTo(5 + 60 * 5)
            }
        }
        """),
        // The notch told from the top inset kept in a local.
        Example("""
        let safeAreaTop = UIApplication.keyWindow?.safeAreaInsets.top ?? 0.0
        let hasDynamicIsland = safeAreaTop > ↓50.0
        let hasNotch = safeAreaTop >= ↓44.0
        """),
        // Full-width views placed below the status and navigation bars by their height.
        Example("""
        tableView.frame = CGRect(x: 0, y: ↓64.0, width: kScreenWidth, height: kScreenHeight - ↓64 - kNavHeight)
        collectionView.frame = CGRect(x: 0, y: ↓88, width: view.bounds.width, height: view.bounds.height - ↓88)
        separator.frame = CGRect(x: 0, y: ↓64, width: kScreenWidth, height: 0.5)
        tableview.frame = CGRect(x: 0, y: ↓64, width: view.width, height: view.height - ↓64)
        """),
        // A band across the screen of a view controller, below the status bar of phones without a notch.
        Example("""
        final class MatchViewController: UIViewController {
            lazy var headView: HeadView = {
                let view = HeadView(frame: CGRect(x: 0, y: ↓20, width: kScreenW, height: 60))
                return view
            }()
        }
        """),
        // Below the bars and a strip of the app's own, down to the bottom: the y adds what the height takes off.
        Example("""
        tableView.frame = CGRect(x: 0, y: ↓64 + 31, width: view.width, height: view.height - ↓64 - 31)
        scrollView.frame = CGRect(x: 0, y: ↓64 + kNavHeight, width: kScreenWidth, height: (kScreenHeight - ↓64 - kNavHeight))
        emptyView.frame = CGRect(x: 0, y: 31 + ↓88 + 5, width: tableView.width, height: self.view.height - 31 - ↓88 - 5)
        """),
        // A band across the screen's width (through a local) starting below the bars, whatever its height.
        Example("""
        func layoutHeader() {
            let width = self.view.bounds.width
            headerView = HeaderView(frame: CGRect(x: 0, y: ↓88, width: width, height: 140))
        }
        """),
        // A footer under the last row with the home indicator's room, guessed from the device.
        Example("""
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            return RZCartoonTool.isIPhoneX() ? ↓34 : 0
        }
        """),
        // The status bar's backdrop grown on Face ID phones, its constraint found by its constant.
        Example("""
        class StatusBarBackgroundView: UIView {
            override func awakeFromNib() {
                if Device().realDevice.isOneOf(Device.allFaceIDCapableDevices) {
                    for constraint in constraints {
                        if constraint.constant == 20 {
                            constraint.constant = ↓44
                            return
                        }
                    }
                }
            }
        }
        """),
        // The notched phones named by model, the margin below their bars kept under any name.
        Example("""
        struct TopMarginX {
            static var topMargin: CGFloat {
                var margin: CGFloat = ↓64
                if Device.current.isOneOf([Device.iPhoneX, Device.iPhoneXS, Device.iPhone11Pro]) {
                    margin = ↓88
                }
                return margin
            }
        }
        """),
        // The notched phone told by the screen's height, and the plain phone's bars as the default
        // it overrides; a view above the keyboard, which covers a tab bar guessed at 49.
        Example("""
        final class CustomTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var y: CGFloat = ↓64
                let height = UIScreen.main.bounds.size.height
                if height == 812.0 {
                    y = ↓88
                }
                tabBarFrame = CGRect(x: 0, y: y, width: UIScreen.main.bounds.size.width, height: 80)
            }

            let statusBarHeight: CGFloat = (screenHeight >= 812.0 && UIDevice.current.model == "iPhone" ? ↓44 : ↓20)

            func keyboardWillShow(_ keyboardSize: CGRect) {
                inputBottomConstraint.constant = keyboardSize.height + 5 - ↓49
            }
        }
        """),
        // A comment bar 50 tall kept above the keyboard, in a view below the status and
        // navigation bars: their 64 guessed.
        Example("""
        commentView.frame = CGRect(x: 0, y: Screen_Height - 50 - ↓64 - keyboardHeight, width: Screen_Width, height: 50)
        """),
        // Scrolled to the top under a guessed navigation bar; a point aimed at the tab bar.
        Example("""
        tableView.setContentOffset(CGPoint(x: 0, y: -↓64), animated: true)
        collectionView.contentOffset.y = -↓88
        path.addQuadCurve(to: CGPoint(x: kScreenWidth * 0.8, y: kScreenHeight - ↓49), controlPoint: start)
        """),
        // A background laid under a tab bar controller's bar.
        Example("""
        final class ShopTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let backView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: ↓49))
                tabBar.insertSubview(backView, at: 0)
            }
        }
        """),
        // The project's own copy of the insets, guessed on a notch flag and tested by its top.
        Example("""
        let kSafeAreaInsets: UIEdgeInsets = {
            if #available(iOS 12.0, *) {
                return UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
            }
            if UIDevice.current.isIphoneX {
                return UIEdgeInsets(top: ↓44, left: 0, bottom: ↓34, right: 0)
            }
            return UIEdgeInsets(top: ↓20, left: 0, bottom: 0, right: 0)
        }()
        var hasNotch: Bool { kSafeAreaInsets.top >= ↓44 }
        """),
        // A guess given to a bar height's name, whatever is measured first; a scroll kept below
        // the bars by their height on one phone.
        Example("""
        var statusBarHeight = UIApplication.shared.statusBarUIView?.frame.size.height ?? 0
        if statusBarHeight == 0 {
            statusBarHeight = (navigationController?.navigationBar.frame.minY ?? ↓20)
        }
        tableView.contentOffset.y = max(tableView.contentOffset.y - 350, -↓64)
        """),
        // The home indicator added on iOS 11, as if every phone since had one.
        Example("""
        sheetView.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            if #available(iOS 11.0, *) {
                let height = 537 + ↓34
                make.height.equalTo(height)
            } else {
                make.height.equalTo(537)
            }
        }
        """),
        // A getter's `if` expression: the measured inset, else a guess per device.
        Example("""
        static var safeAreaTopInset: CGFloat {
            if let top = UIApplication.shared.keyWindowInConnectedScenes?.safeAreaInsets.top {
                top
            } else {
                UIDevice.current.isLargePhone ? ↓48 : ↓20
            }
        }
        """),
        // A number-typed getter named for the navigation bar, guessed on a notch flag: 64 is the
        // plain phone's bar whatever the notched side says.
        Example("""
        public var safeAreaNavigationBar: CGFloat {
            return isUpperIphoneX ? 84 : ↓64
        }
        """),
        // The notched phone's status bar returned as a top inset, nothing on the others; and a
        // bar sized below the app's own measure of the status bar.
        Example("""
        func calculateDefaultTopInset() -> CGFloat {
            if Globals.isIphoneX {
                return ↓44
            } else {
                return 0
            }
        }
        struct FilterBarSize {
            static func calculateHeight() -> CGFloat { ↓44 + StatusBar.Size.height }
        }
        """),
        // The home indicator's height on the phone the inset says has one, whatever the other side.
        Example("""
        let distanceFromBottom: CGFloat = keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? ↓34 : 15
        """),
    ]
}
