import SwiftSource

/// The examples of `hardcoded_bar_height`: many shapes, so in their own file.
enum HardcodedBarHeightExamples {
    /// A view laid out below the navigation bar plus 20, the bar's height declared in another file.
    static func profileHeaderView(marks: String) -> String {
        """
        final class ProfileHeaderView: UIView {
            func layout() {
                avatar.snp.makeConstraints { make in
                    make.top.equalTo(kNavigationBarHeight + \(marks)20)
                }
            }
        }
        """
    }

    static let triggering: [Example] = [
        // A navigation bar's height declared without the status bar: the 20 added is the status bar.
        Example(profileHeaderView(marks: "↓"), otherFiles: ["Layout.swift": "let kNavigationBarHeight: CGFloat = ↓44\n"]),
        Example("tableView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - ↓49)"),
        Example("let contentHeight = UIScreen.main.bounds.height - ↓64 - ↓49"),
        Example("let available = kScreenHeight - ↓88 - ↓83"),
        // The main screen's height from a constants file, named without "screen".
        Example("tableView.frame = CGRect(x: 0, y: 0, width: MAIN_WIDTH, height: MAIN_HEIGHT - ↓44 - ↓64 - 30)"),
        Example("let barHeight = ↓49 + view.safeAreaInsets.bottom"),
        Example("customBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: ↓49)"),
        // A bar framed as tall as the bars it stands in for, added up.
        Example("navBarView.frame = CGRect(x: 0, y: 0, width: SCREEN_WIDTH, height: ↓20 + ↓44)"),
        Example("tabBar.frame.size.height = ↓83"),
        Example("tabBar.heightAnchor.constraint(equalToConstant: ↓49).isActive = true"),
        Example("""
        bottomBar.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(↓83)
        }
        """),
        Example("let inset = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.safeAreaInsets.bottom ?? ↓34"),
        Example("let top = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? ↓20"),
        Example("let kTabBarHeight: CGFloat = ↓49"),
        // `navi`, as `kNaviBarHeight` spells it, is the navigation bar too.
        Example("let kNaviHeight = ↓44.0"),
        // A title bar is the navigation bar under another name.
        Example("let TitleBarHeight = hasSafeArea ? (safeAreaInsets.top + ↓44.0) : ↓64.0"),
        Example("let kNavigationBarH: CGFloat = isIPhoneX ? ↓88 : ↓64"),
        // A number converted where it is written is that number.
        Example("""
        func navigationHeight() -> CGFloat {
            if hasNotch() {
                return CGFloat(↓88)
            } else {
                return CGFloat(↓64)
            }
        }
        """),
        Example("tableView.frame = CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight - CGFloat(↓64))"),
        // A navigation item's title view is no strip across the screen: the 44 is the bar's.
        Example("""
        final class ProfileViewController: UIViewController {
            let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.titleView = titleView
                tableView.frame = CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight - ↓44)
            }
        }
        """),
        Example("static let statusBarHeight = isFullScreen ? ↓44.0 : ↓20.0"),
        Example("""
        enum Layout {
            static var navigationBarHeight: CGFloat { ↓44 }
            static let kTabbarH: CGFloat = isIPhoneX ? (↓49.0 + ↓34.0) : ↓49.0
        }
        """),
        Example("barHeightConstraint.constant = ↓64"),
        Example("""
        struct Banner: View {
            var body: some View {
                Color.red.frame(height: UIScreen.main.bounds.height - ↓83)
            }
        }
        """),
        Example("let custom = CustomTabBar(frame: CGRect(x: 0, y: 0, width: 375, height: ↓49))", configuration: nil),
        Example("let bar: CGFloat = 58; tabBar.frame.size.height = ↓58", configuration: #"{ "heights": [58] }"#),
        Example("""
        func topInset(of window: UIWindow?) -> CGFloat {
            let inset = window?.safeAreaInsets.top
            return inset ?? ↓20.0
        }
        """),
        // The inset read, and guessed when it reads zero (a phone without a notch has a status bar).
        Example("""
        class func safeAreaTop(in keyWindow: UIWindow) -> CGFloat {
            var area = keyWindow.safeAreaInsets.top
            if area == 0 { area = ↓20 }
            return area
        }
        """),
        Example("""
        var topInset: CGFloat {
            if #available(iOS 11.0, *) {
                return UIApplication.shared.delegate?.window??.safeAreaInsets.top ?? 0
            }
            return ↓20
        }
        """),
        Example("""
        func bottomInset() -> CGFloat {
            guard let window = view.window else { return ↓34 }
            return window.safeAreaInsets.bottom
        }
        """),
        Example("let y = Constants.statusBarHeight + ↓44"),
        Example("let tabHeight = bottomSafeHeight + ↓49"),
        Example("pageView.frame = CGRect(x: 0, y: NavigationBarHeight, width: ScreenWidth, height: ScreenHeight - NavigationBarHeight - ↓44)"),
        Example("customBar.frame.size.height = isIPhoneX ? ↓83 : ↓49"),
        Example("static var bottomInset: CGFloat { isIPhoneX ? ↓34.0 : 0.0 }"),
        Example("let kStateHeight: CGFloat = (iPhoneX ? ↓34.0 + ↓34.0 : ↓20.0)"),
        Example("let MGStatusHeight: CGFloat = ↓20"),
        Example("static let kNavBar: CGFloat = ↓44"),
        Example("""
        sheet.detents = [.custom { context in
            let inset = self.view.window?.safeAreaInsets.bottom
            return context.maximumDetentValue - (inset ?? ↓34)
        }]
        """),
        Example("""
        struct Header: View {
            var body: some View {
                Color.blue.frame(height: ↓88, alignment: .top).ignoresSafeArea()
            }
        }
        """),
        Example("""
        struct HomeScreen: View {
            var body: some View {
                VStack { Spacer(); Text("Tabs") }.padding(.bottom, ↓34).ignoresSafeArea()
            }
        }
        """),
        Example("""
        struct Feed: View {
            var body: some View {
                GeometryReader { proxy in
                    List { Text("Row") }.frame(height: proxy.size.height - ↓49)
                }
            }
        }
        """),
        Example("let hasNotch = UIApplication.shared.statusBarFrame.height != ↓20"),
        Example("if view.safeAreaInsets.bottom == ↓34 { layoutForFaceID() }"),
        Example("""
        final class RaisedTabBar: UITabBar {
            override func layoutSubviews() {
                super.layoutSubviews()
                let height: CGFloat = ↓49.0
                centerButton.center = CGPoint(x: bounds.midX, y: height / 2)
            }
        }
        """),
        // Taken off the measured status bar, 20 is the old bar's height: the rest is a notch, guessed.
        Example("let notchExtra = UIApplication.shared.statusBarFrame.height - ↓20"),
        // Through a local holding the status bar's height.
        Example("""
        let h = UIApplication.shared.statusBarFrame.height
        tableView.contentInset = UIEdgeInsets(top: h + ↓44, left: 0, bottom: 0, right: 0)
        """),
        // The home indicator added back below the safe area by hand.
        Example("tabView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: ↓34.0).isActive = true"),
        // An edge moved past the bars by their height, not pinned to the safe area.
        Example("""
        webView.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalTo(↓64)
            make.bottom.equalToSuperview().offset(-↓49)
        }
        """),
        Example("tableView.topAnchor.constraint(equalTo: view.topAnchor, constant: ↓88).isActive = true"),
        // A branch taken on a device flag, in statement form.
        Example("""
        override func setupUI() {
            if UIDevice.current.isX == true {
                topConstraint.constant = topConstraint.constant + ↓44
                headerHeight.constant = 150 + ↓44
            }
        }
        """),
        // The tab bar's frame through a local, compared and set.
        Example("""
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            if var frame = tabBarController?.tabBar.frame {
                if frame.size.height != ↓83 {
                    frame.size.height = ↓83
                    tabBarController?.tabBar.frame = frame
                }
            }
        }
        """),
        // The tab bar's height guessed on its own flag.
        Example("let contentHeight = hasTabBar ? height - originY - ↓49 : height - originY"),
        Example("let k_Height_NavContentBar: CGFloat = ↓44.0"),
        Example("let MN_naviContentHeight: CGFloat = ↓44"),
        // A hand-made tab bar's content, sized to the system bar's height.
        Example("""
        final class HomeTabBar: UIView {
            private let contentView = UIView()
            func layout() {
                contentView.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.bottom.equalTo(safeAreaLayoutGuide)
                    make.height.equalTo(↓49)
                }
                homeButton.snp.makeConstraints { make in
                    make.height.equalTo(44) // a button's own size
                }
            }
        }
        """),
        // Content kept clear of the bars by their heights, as before the safe area.
        Example("""
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.contentInset = UIEdgeInsetsMake(↓64, 0, ↓49, 0)
            collectionView.scrollIndicatorInsets.bottom = ↓83
            headerTable.contentInset = UIEdgeInsets(top: -↓20, left: 0, bottom: 0, right: 0) // under the status bar
            listView.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(UIEdgeInsets(top: ↓88, left: 0, bottom: 0, right: 0))
            }
        }
        """),
        Example("let kNavigationH = ↓44.0"),
        // A flag told from the inset, whatever it is called, guesses the bar beside it.
        Example("""
        struct FloatingTabBar: View {
            var body: some View {
                GeometryReader { proxy in
                    let hasHomeIndicator = proxy.safeAreaInsets.bottom > 20
                    HStack { items }
                        .frame(height: hasHomeIndicator ? ↓88 : 62, alignment: .top)
                }
            }
        }
        """),
        // Space kept at the screen's bottom for a bar drawn over the content.
        Example("""
        ZStack(alignment: .bottom) { content; FloatingTabBar() }
            .safeAreaInset(edge: .bottom) { Color.clear.frame(height: ↓88) }
        """),
        Example("let BarH = CGFloat(↓49) + TabDiff"),
        // A choice in parentheses added to the status bar: the navigation bar's height guessed by device.
        Example("let headerHeight = (UIDevice.current.userInterfaceIdiom == .phone ? ↓44 : 50) + UIApplication.shared.statusBarFrame.height"),
        Example("""
        if Environment.current.isCompactDevice {
            self.tabBarHeightOverride = ↓64.0
        }
        """),
        // A fallback kept in a local and returned by name beside the measured value.
        Example("""
        func statusBarHeight() -> CGFloat {
            let guess: CGFloat = ↓20
            guard let height = view.window?.windowScene?.statusBarManager?.statusBarFrame.height else { return guess }
            return height
        }
        """),
        Example("""
        func navigationBarHeight() -> CGFloat {
            let guess: CGFloat = ↓50
            guard let height = navigationController?.navigationBar.frame.height else { return guess }
            return height
        }
        """),
        // The device told inline from the safe area, under a tab bar of one's own.
        Example("""
        struct CustomTabBar: View {
            var body: some View {
                GeometryReader { proxy in
                    HStack { tabButtons }
                        .padding(.bottom, proxy.safeAreaInsets.bottom == 0 ? ↓20 : 0)
                }
            }
        }
        """),
        // The last view of a stack that reaches under the home indicator, lifted by its height on one device.
        Example("""
        struct WelcomeScreen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image("welcome")
                    Spacer()
                    Button("Get started") { start() }
                        .padding(.bottom, ↓34)
                }
                .ignoresSafeArea(edges: .bottom)
            }
        }
        """),
        // The space the bars take, returned per device told apart by the screen's height.
        Example("""
        private func spaceAboveImage() -> CGFloat {
            if UIScreen.main.bounds.height == 852.0 || UIScreen.main.bounds.height == 932.0 {
                return 78.0
            } else {
                return ↓88.0
            }
        }
        """),
        // A height constant its documentation calls the navigation bar's.
        Example("""
        struct Constants {
            /// navigation bar (top & bottom) height
            static let NR_BAR_HEIGHT: CGFloat = ↓44
        }
        """),
        // Numbers passed through the project's scaling member: a status bar guessed per device all the same.
        Example("""
        headerView.topAnchor.constraint(equalTo: view.topAnchor, constant: ScreenSize.isIphoneX ? ↓44.scale : ↓20.scale)
        """),
        // Measured insets replaced by a guess when they read zero.
        Example("""
        var safe = view.safeAreaInsets
        if safe.top <= 0 || safe.bottom <= 0 {
            safe = UIEdgeInsets.init(top: ↓20, left: 0, bottom: 20, right: 0)
        }
        """),
    ]
}
