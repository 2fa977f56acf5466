/// Bar heights written where a hand-made bar is constrained or framed: its top pinned a guessed
/// height above the safe area, its height anchor with the inset added, its items' stack, a
/// closure that computes a bar height once; and what stays silent beside them.
extension HardcodedBarHeightExamples {
    static let constraintsTriggering: [Example] = [
        // A controller's view: 64 below its top is below the bars of one phone.
        Example("""
        final class FavoritesViewController: UIViewController {
            func setupConstraints() {
                quoteLabel.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(30)
                    make.top.equalToSuperview().offset(↓64)
                }
            }
        }
        """),
        // A label's top at the bars' height and a margin below them, summed.
        Example("""
        descLabel.snp.makeConstraints { maker in
            maker.top.equalTo(26 + ↓64)
            maker.centerX.equalTo(view.snp.centerX)
        }
        """),
        // A tab bar controller's own bar view pinned to its bottom (SnapKit 0.x spelling); the
        // title label inside a button is the button's.
        Example("""
        final class KitchenTabBarController: UITabBarController {
            private var bgView = UIView()

            func makeBar(button: UIButton, label: UILabel) {
                view.addSubview(bgView)
                bgView.snp_makeConstraints(closure: { (make) in
                    make.left.right.bottom.equalTo(self.view)
                    make.height.equalTo(↓49)
                })
                label.snp_makeConstraints(closure: { (make) in
                    make.left.right.bottom.equalTo(button)
                    make.height.equalTo(20)
                })
            }
        }
        """),
        // Cartography: the system tab bar laid over a scanner screen, its height fixed at 49 while
        // pinned to the bottom edge (no room for the home indicator).
        Example("""
        private func setUpConstraints() {
            constrain(tabBar) { tabBar in
                tabBar.height == ↓49
                tabBar.left == tabBar.superview!.left
                tabBar.bottom == tabBar.superview!.bottom
            }
        }
        """),
        // An offset by the bar's height, as the other branch of one read from the safe area.
        Example("""
        func topOffset(in window: UIWindow) -> CGFloat {
            let topInset = window.safeAreaInsets.top
            if UIDevice.current.hasNotch {
                return topInset * -1
            } else {
                return -↓44
            }
        }
        """),
        // The number wrapped in a conversion inside the ternary's branch.
        Example("let tabDiff = (IsIphonex ? CGFloat(↓34) : 0)"),
        // A screen height misspelled `Hight` is still the screen's.
        Example("let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: KScreenWidth, height: KScreenHight - ↓64))"),
        // The row of items filling a hand-made tab bar view.
        Example("""
        final class MainTabBarView: UIView {
            func addButtons(count: Int) {
                let width = bounds.width / CGFloat(count)
                for index in 0..<count {
                    addSubview(UIButton(frame: CGRect(x: width * CGFloat(index), y: 0, width: width, height: ↓49)))
                }
            }
        }
        """),
        Example("""
        let navHeight: CGFloat = {
            if UIDevice.current.hasNotch {
                return ↓88
            }
            return ↓64
        }()
        """),
        Example("""
        tabBarView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.top.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-↓83)
        }
        """),
        // A tab bar controller's own view, its top a tab bar's height above the bottom (SnapKit's
        // old spelling).
        Example("""
        final class StoreTabBarController: UITabBarController {
            func customTabBar() {
                view.addSubview(backgroundView)
                backgroundView.snp_makeConstraints(closure: { make in
                    make.left.right.bottom.equalTo(self.view)
                    make.top.equalTo(self.view.snp_bottom).offset(-↓49)
                })
            }
        }
        """),
        Example("""
        mainTabBar?.heightAnchor.constraint(equalToConstant: view.safeAreaInsets.bottom + ↓64).isActive = true
        """),
        Example("""
        final class MainTabBar: UIView {
            let itemStackView = UIStackView()

            func layout() {
                addSubview(itemStackView)
                itemStackView.snp.makeConstraints {
                    $0.top.leading.trailing.equalToSuperview()
                    $0.height.equalTo(↓50)
                }
            }
        }
        """),
        Example("""
        GeometryReader { proxy in
            VStack {
                Spacer()
                BottomTabBarView(selection: $selection)
                    .frame(height: ↓48 + proxy.safeAreaInsets.bottom)
            }
            .ignoresSafeArea()
        }
        """),
        // The author's own comment says which bar the number stands for.
        Example("""
        iconView.snp.remakeConstraints {
            $0.leading.trailing.equalToSuperview()
            $0.bottom.equalToSuperview().inset(↓34) // homeIndicator height
        }
        headerView.frame = CGRect(x: 0, y: ↓64, width: 120, height: 40) // 导航栏
        var frameAndStatusBar = navigationBar.bounds
        frameAndStatusBar.size.height += ↓20 // add 20 to account for the status bar
        """),
        Example("""
        HStack { backButton; Spacer() }
            .frame(height: ↓44) // 네비게이션 바의 표준 높이
        titleView.frame = CGRect(x: 0, y: ↓64, width: 200, height: 30) // ナビゲーションバー
        """),
        // A share of the screen, and the bars of one phone, below the view's own top.
        Example("""
        overviewView.topAnchor.constraint(equalTo: view.topAnchor, constant: view.frame.height * 0.025 + ↓64).isActive = true
        """),
        // A button as tall as the navigation bar without the status bar, placed below that bar.
        Example("""
        backButton.snp.makeConstraints { make in
            make.top.equalTo(↓20)
            make.size.equalTo(CGSize(width: 60, height: navigationBarHeight - statusHeight))
            make.left.equalTo(0)
        }
        """),
        // A navigation bar of the app's own below a 20-point status bar, its constraints given as
        // the closure argument.
        Example(lazyViewConstrainedInClosure(named: "navView", marked: true)),
    ]

    static let constraintsNonTriggering: [Example] = [
        // A header's own view: 64 below its top is its own margin.
        Example("""
        final class FavoritesHeaderView: UIView {
            func setupConstraints() {
                quoteLabel.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(30)
                    make.top.equalToSuperview().offset(64)
                }
            }
        }
        """),
        // Cartography on a button: a touch target, not a bar.
        Example("""
        constrain(sendButton) { sendButton in
            sendButton.height == 44
            sendButton.bottom == sendButton.superview!.bottom
        }
        """),
        // An image's own width on the line after its top edge; a margin chosen by the device.
        Example("""
        emptyImageView.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.width.equalTo(64)
        }
        bottomButton.snp.makeConstraints { make in
            make.top.equalTo(stackView.snp.bottom).offset(UIDevice.current.hasNotch ? 30 : 20)
        }
        """),
        // A genre strip's fixed-size buttons, and a `UITabBar` subclass's item row (49 on every device).
        Example("""
        final class GenreTabBar: UIView {
            func layout(_ buttons: [UIButton]) {
                for (index, button) in buttons.enumerated() {
                    button.frame = CGRect(x: index * 100 + 10, y: 0, width: 80, height: 50)
                }
            }
        }
        """),
        Example("""
        final class PublishTabBar: UITabBar {
            let publishButton = UIButton()
            override func layoutSubviews() {
                super.layoutSubviews()
                publishButton.frame = CGRect(x: 0, y: 0, width: bounds.width / 5, height: 49)
            }
        }
        """),
        // A selection underline: a small fixed-size mark, whatever its padding.
        Example("""
        Rectangle()
            .frame(width: 42, height: 1.5)
            .foregroundColor(isSelected ? .accentColor : .clear)
            .padding(.top, 20)
            .edgesIgnoringSafeArea(.all)
        """),
        // The app's own bar of action buttons.
        Example("""
        reviewDeleteButtonBar.snp.makeConstraints {
            $0.top.equalTo(collectionView.snp.bottom).offset(15)
            $0.height.equalTo(50)
        }
        """),
        // A comment about a bar on the line of a number that is no bar's height.
        Example("""
        iconView.snp.makeConstraints {
            $0.bottom.equalToSuperview().inset(16) // above the home indicator
            $0.width.equalTo(34) // as wide as the tab bar's icons
        }
        """),
        // Below the safe area's top, or another view's edge, a sum is the app's own spacing.
        Example("""
        card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20 + 64).isActive = true
        badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8 + 64).isActive = true
        """),
        // A top margin of 20 beside a size of the app's own.
        Example("""
        closeButton.snp.makeConstraints { make in
            make.top.equalTo(20)
            make.size.equalTo(CGSize(width: 60, height: 44))
        }
        """),
        // The same constraints on an avatar: a margin and a touch-sized view.
        Example(lazyViewConstrainedInClosure(named: "avatarView", marked: false)),
    ]

    /// A lazily made view of `name`, its SnapKit constraints given as the closure argument: top
    /// 20, height 44.
    static func lazyViewConstrainedInClosure(named name: String, marked: Bool) -> String {
        let mark = marked ? "↓" : ""
        return """
            lazy var \(name): UIView = {
                let \(name) = UIView()
                view.addSubview(\(name))
                \(name).snp.makeConstraints({ (make) in
                    make.width.left.equalTo(view)
                    make.top.equalTo(\(mark)20)
                    make.height.equalTo(\(mark)44)
                })
                return \(name)
            }()
            """
    }
}
