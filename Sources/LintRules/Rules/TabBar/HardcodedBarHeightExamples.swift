import SwiftSource

/// The examples of `hardcoded_bar_height`: many shapes, so in their own file.
enum HardcodedBarHeightExamples {
    static let triggering: [Example] = [
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
                VStack { Spacer(); Text("Tabs") }.padding(.bottom, ↓34)
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
        // The device told inline from the safe area.
        Example("""
        GeometryReader { proxy in
            HStack { tabButtons }
                .padding(.bottom, proxy.safeAreaInsets.bottom == 0 ? ↓20 : 0)
        }
        """),
    ]

    static let nonTriggering: [Example] = [
        Example("""
        nickNameField.snp.makeConstraints {
            $0.top.equalTo(titleView.snp.bottom).offset(64) // a space below another view
        }
        """),
        Example("""
        import Testing
        struct SheetHeaderLayoutTests {
            private static let bottomSafeArea: CGFloat = 34.0 // the simulated device's home indicator
        }
        """),
        Example("""
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let window = view.window else { return 44 } // a row's height
            return (window.bounds.height - window.safeAreaInsets.top) / 3
        }
        """),
        Example("""
        struct BottomNavBar: View {
            var body: some View {
                HStack {
                    Circle().stroke(Color.gray, lineWidth: 2).frame(width: 50, height: 50) // the camera button's size
                }
            }
        }
        """),
        Example("""
        tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0) // margins
        stack.layoutMargins = UIEdgeInsetsMake(-20, 0, 0, 0) // a view's own margins, not content under a bar
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: -20, right: 0) // not the status bar's edge
        button.imageEdgeInsets = UIEdgeInsets(top: 64, left: 16, bottom: 49, right: 16) // not content under the bars
        """),
        Example("""
        struct SnippetsView: View {
            var body: some View {
                List { Text("ls -la") }
                    .padding(.bottom, 20) // a margin: 20 is the status bar's, at the top
                    .ignoresSafeArea(.all)
            }
        }
        """),
        Example("""
        syncToolbar.heightAnchor.constraint(equalToConstant: 50) // the app's own toolbar: not a status, navigation or tab bar
        let accessory = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        """),
        Example("""
        struct SolveDetail: View {
            var body: some View {
                ZStack {
                    Color.black.ignoresSafeArea() // another view of the body is at the edge
                    VStack { Text("Detail") }
                        .padding(.bottom, 48)
                }
            }
        }
        """),
        // Margins, and edges already pinned to the safe area.
        Example("""
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(64)
            make.height.equalTo(64)
            make.left.equalTo(44)
        }
        """),
        // A tab bar controller's accessory above the bar sizes itself in a method.
        Example("""
        final class TabBarController: UITabBarController {
            override func viewDidLayoutSubviews() {
                let height: CGFloat = 48
                accessory.frame = CGRect(x: 16, y: tabBar.frame.minY - height, width: tabBar.frame.width - 32, height: height)
            }
        }
        """),
        // A margin past the inset a local holds.
        Example("""
        let top = view.safeAreaInsets.top
        titleLabel.frame.origin.y = top + 20
        """),
        Example("titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 34).isActive = true"),
        // A margin past the status bar, and a mode rather than a device.
        Example("""
        if IS_iPHONE_X {
            y = Int(STATUS_BAR_HEIGHT + 50 + button.frame.height)
        }
        if isFullScreenAvailable {
            topShowBarsConstraint?.constant = 44
        }
        """),
        // A device-flag branch that sizes a font or a margin, not a bar.
        Example("""
        if UIDevice.current.isX {
            titleLabel.font = .systemFont(ofSize: 20)
            stackView.spacing = 44
            make.width.equalTo(44 + 10)
        }
        """),
        // A local holding some other view's frame.
        Example("""
        var frame = avatarView.frame
        frame.size.height = 44
        avatarView.frame = frame
        """),
        Example("let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))"),
        Example("button.frame.size = CGSize(width: 44, height: 44)"),
        Example("label.font = .systemFont(ofSize: 20)"),
        Example("tableView.rowHeight = 44; tableView.estimatedRowHeight = 50"),
        Example("let pageSize = response.limit ?? 20"),
        Example("for index in 1...20 { print(index) }"),
        Example("layer.cornerRadius = 20"),
        Example("let red = UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)"),
        Example("make.top.equalTo(titleLabel.snp.bottom).offset(20)"),
        Example("let isNotched = view.safeAreaInsets.top > 20"),
        Example("let width = view.bounds.width - 44"),
        Example("make.width.equalTo(SCREEN_WIDTH - 20)"),
        Example("""
        final class CyclePictureView: UIView {
            override func layoutSubviews() {
                pageControl.frame = CGRect(x: 0, y: self.frame.size.height - 20, width: bounds.width, height: 20)
                iconView.frame.origin.y = (bounds.height - 48.0) / 2
            }
        }
        """),
        Example("static var toolbarHeight: CGFloat { 48 }"),
        Example("static let defaultTopBarButtonContainerWidth: CGFloat = 64 // a width in the bar"),
        Example("let half = view.bounds.height / 2"),
        Example("let iconSize: CGFloat = 48"),
        Example("let rowHeight: CGFloat = 64"),
        Example("DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) {}"),
        Example("let tabBarHeight = tabBarController?.tabBar.frame.height ?? 0"),
        Example("// let kTabBarHeight: CGFloat = 49"),
        Example(#"let message = "height: 49""#),
        Example("let bar: CGFloat = 58; tabBar.frame.size.height = 58"),
        Example("let kTabBarHeight: CGFloat = 49", configuration: #"{ "heights": [58] }"#),
        Example("""
        enum URLBarMetrics {
            static let urlBarHeight: CGFloat = 54
            static let clearButtonHeight: CGFloat = 20
            static let navigationLinkViewHeight: CGFloat = 44
        }
        """),
        Example("let fadeHeight = view.safeAreaInsets.top + 20"),
        // A margin below the measured status bar (no second one stacks below it).
        Example("public var topGap = UIApplication.shared.statusBarFrame.size.height + 20"),
        Example("toolBar.anchorToEdge(.bottom, padding: 0, width: view.width, height: 44 + view.safeAreaInsets.bottom)"),
        Example("let listHeight = view.bounds.height - 50"),
        Example("collectionView.frame = CGRect(x: 0, y: 50 + NAVIGATION_BAR_HEIGHT, width: 100, height: 100)"),
        Example("let badgeY = STATUS_BAR_HEIGHT + 50 + button.frame.height"),
        Example("pageControl.center = CGPoint(x: screenWidth * 0.5, y: screenHeight - 44)"),
        Example("enterButton.frame = CGRect(x: 24, y: view.bounds.size.height - 32 - 48, width: 200, height: 48)"),
        Example("ratingBarView.heightAnchor.constraint(equalToConstant: 50).isActive = true"),
        Example("let spacing: CGFloat = isIPad ? 20 : 16"),
        Example("""
        struct ProfileRow: View {
            var body: some View {
                Image(systemName: "person").frame(height: 44)
            }
        }
        """),
        Example("""
        func bottomInset() -> CGFloat {
            guard let window = view.window else { return 0 }
            return window.safeAreaInsets.bottom
        }
        """),
    ]
}
