import SwiftSource

/// `hardcoded_bar_height` examples that must stay silent: numbers that size the app's own views,
/// margins, and edges already measured or pinned to the safe area.
extension HardcodedBarHeightExamples {
    static let nonTriggering: [Example] = [
        // A spacing of the app's own, given a default when it comes to zero.
        Example("""
        class func spacing(for itemCount: Int) -> CGFloat {
            var gap = CGFloat(itemCount) * 4
            if gap == 0 { gap = 20 }
            return gap
        }
        """),
        // Declared in another file with the status bar in it: the 20 added is a margin below both
        // bars (the declaration's own 44 is its file's finding).
        Example(profileHeaderView(marks: ""), otherFiles: ["Layout.swift": "let kNavigationBarHeight: CGFloat = kStatusBarHeight + ↓44\n"]),
        Example("""
        let noteFrame = CGRect(x: 16, y: navigationHeight + 20, width: screenWidth - 32, height: 300)
        """, otherFiles: ["Define.swift": "let navigationHeight = ↓44 + topSafeAreaHeight\n"]),
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
        // A Quick spec's fake controller: its bar is the test's.
        Example("""
        class ProfileScreenSpec: QuickSpec {
            class FakeBarController: UIViewController {
                var bottomBarHeight: CGFloat { return 44 }
            }
        }
        """),
        Example("""
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard let window = view.window else { return 44 } // a row's height
            return (window.bounds.height - window.safeAreaInsets.top) / 3
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            return isIPhoneX ? 34 : 20 // a section header's height per device, the app's own
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
        iconView.frame.origin.x += 20 // room before the status bar icon
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
        // Converted numbers that are a button's size and a margin, as they would be unconverted.
        Example("closeButton.frame = CGRect(x: CGFloat(20), y: CGFloat(20), width: CGFloat(44), height: CGFloat(44))"),
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
        // The same padding under a sheet's handle, with the sheet's title below it: a gap between two views.
        Example("""
        struct SignInSheet: View {
            var body: some View {
                VStack(spacing: 0) {
                    Capsule()
                        .frame(width: 48, height: 6)
                        .padding(.bottom, 34)
                    Text("Sign in")
                    Spacer()
                }
                .ignoresSafeArea(edges: .bottom)
            }
        }
        """),
        // Inside the safe area, above the indicator: only the preview's stand-in screen ignores it.
        Example("""
        struct ConfirmSheet: View {
            var body: some View {
                VStack {
                    Text("Delete this photo?")
                    Button("Delete", role: .destructive) { delete() }
                        .padding(.bottom, 34)
                }
            }
        }

        #Preview {
            VStack { Spacer(); ConfirmSheet() }
                .ignoresSafeArea(edges: .bottom)
        }
        """),
        // The same with a preview provider.
        Example("""
        struct ShareSheet: View {
            var body: some View {
                VStack {
                    Text("Share this photo")
                    Button("Send") { send() }
                        .padding(.bottom, 34)
                }
            }
        }

        struct ShareSheet_Previews: PreviewProvider {
            static var previews: some View {
                ShareSheet().edgesIgnoringSafeArea(.bottom)
            }
        }
        """),
        // Documented as a row under the navigation bar, not the bar itself.
        Example("""
        struct Constants {
            /// the search row's height, not the navigation bar's
            static let searchRowHeight: CGFloat = 44
        }
        """),
        // How far a floating bar sits above the bottom edge: a margin of the app's, not a bar's height.
        Example("""
        init(tabBarBottomOffset: CGFloat? = nil) {
            self.tabBarBottomOffset = tabBarBottomOffset ?? 20
            super.init(nibName: nil, bundle: nil)
        }
        """),
        // Padding of the app's own when the measured insets are wide enough already.
        Example("""
        var padding = view.safeAreaInsets
        if padding.top >= 20 {
            padding = UIEdgeInsets.init(top: 20, left: 16, bottom: 0, right: 16)
        }
        """),
        // Space kept from a bar's or the safe area's edge, named so: margins of the app's own.
        Example("""
        private let titleBarTopPadding: CGFloat = 21
        private let topSafeAreaAnchorConstraintConstant: CGFloat = 20.0
        private let navigationBarMargin: CGFloat = 44
        """),
    ]
}
