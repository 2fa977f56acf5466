/// `hardcoded_bar_height` in a navigation bar of the app's own: the bar's height is the system
/// bar's it stands in for (44 on an iPhone, not in a compact landscape one, nor with larger text;
/// 64 with the status bar of a phone without a notch); the buttons in it are 44 tall for a
/// finger, which is the app's own sizing.
extension HardcodedBarHeightExamples {
    static let ownNavigationBarsTriggering: [Example] = [
        // The bar's two rows grouped and framed together.
        Example("""
        struct NDNavBar<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View {
                ZStack {
                    Group {
                        HStack { backButton; Spacer() }
                        HStack { content }
                    }
                    .frame(height: ↓44)
                }
            }
        }
        """),
        Example("""
        struct CustomTopBar: View {
            var body: some View {
                HStack {
                    Button(action: dismiss) { Image(systemName: "chevron.left") }
                    Spacer()
                    Text(title)
                }
                .frame(height: ↓44)
            }
        }
        """),
        // A navigation bar of one's own whose bottom is a bar's height below the safe area's top.
        Example("""
        customNavigationBar.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.top).offset(↓44)
        }
        """),
        // A navigation bar of one's own that shrinks to the system bar's height once scrolled.
        Example("""
        struct NavigationBar: View {
            @Binding var hasScrolled: Bool
            var body: some View {
                ZStack {
                    Text("Featured").font(.largeTitle.weight(.bold))
                }
                .frame(height: hasScrolled ? ↓44 : 70)
            }
        }
        """),
        Example("""
        struct ScreenNavBar<Leading: View, Trailing: View>: View {
            var leading: () -> Leading
            var trailing: () -> Trailing

            var body: some View {
                HStack(spacing: 0) {
                    leading()
                    Spacer()
                    trailing()
                }
                .frame(height: ↓44)
            }
        }
        """),
        Example("""
        final class ReaderNavigationBar: UIView {
            func setExpanded(_ isExpanded: Bool) {
                UIView.animate(withDuration: 0.3) {
                    self.contentView.snp.updateConstraints { make in
                        make.height.equalTo(isExpanded ? ↓44 : 18)
                    }
                    self.layoutIfNeeded()
                }
            }
        }
        """),
        // The bar's own height anchor, in its own type.
        Example("""
        final class PlayerNavigationBar: UIStackView {
            private func setUpConstraints() {
                NSLayoutConstraint.activate([
                    heightAnchor.constraint(equalToConstant: ↓44),
                    closeButton.widthAnchor.constraint(equalTo: heightAnchor),
                ])
            }
        }
        """),
        // FlexLayout and PinLayout chains that size the app's own navigation bar, or a tab bar.
        Example("""
        final class ProfileView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                rootFlexContainer.flex.define { flex in
                    flex.addItem(navigationBar)
                        .height(↓44)
                        .marginHorizontal(10)
                }
                tabBar.pin.bottom().horizontally().height(↓49)
            }
        }
        """),
        // A view at the top, as wide as the screen and as tall as the status and navigation bars.
        Example("""
        func setUpNavigationBar() {
            navigationController?.navigationBar.isHidden = true
            navigationView = UIView(frame: CGRect(x: 0, y: 0, width: SCREENWIDTH, height: ↓64))
            view.addSubview(navigationView)
        }
        """),
        Example("let navBar = UINavigationBar(frame: CGRect.init(x: 0, y: 0, width: UIScreen.main.bounds.width, height: ↓64))"),
        // The same band made with constraints: pinned to the screen's top (not the safe area's), full width.
        Example("""
        navigationView.anchor(top: view.topAnchor, left: view.leftAnchor, right: view.rightAnchor, height: ↓64)
        topContainer.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(↓88)
        }
        """),
        // A frame extension's `height` of the view, less both bars.
        Example("let table = UITableView(frame: CGRect(x: 0, y: 0, width: view.width, height: view.height - ↓64 - ↓49), style: .plain)"),
        // With only the navigation bar named, the 44 keeps room for a tab bar: a guess.
        Example("let table = UITableView(frame: CGRect(x: 0, y: 0, width: ScreenWidth, height: ScreenHeight - NavBarHeight - ↓44))"),
        Example("self.topBarHeight = view.safeAreaInsets.top + ↓50 - 12"),
        // The same bar whose other height is a constant of the app's.
        Example("""
        struct NavigationBar: View {
            @Binding var isCompact: Bool
            var body: some View {
                HStack { Text("Library").bold() }
                    .frame(height: isCompact ? ↓44 : Layout.navigationBar.height)
            }
        }
        """),
        // A hand-made navigation bar named `navigationView`, pinned below the safe area at the
        // system bar's height.
        Example("""
        navigationView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(↓44)
        }
        """),
        // The same bars 44 tall: the system navigation bar's height on an iPhone, copied.
        Example("""
        movieNavigationBar.heightAnchor.constraint(equalToConstant: ↓44).isActive = true
        customNavBar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.left.right.equalTo(view)
            make.height.equalTo(↓44)
        }
        """),
        // A hand-made bar's own height, set in its type: a navigation view as tall as the status
        // and navigation bars together; a tab bar's frame.
        Example("""
        class ConcernNavigationView: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                width = screenWidth
                height = ↓64
            }
        }
        class HomeTabBar: UIView {
            func layOut() {
                frame.size.height = ↓49
            }
        }
        """),
    ]

    static let ownNavigationBarsNonTriggering: [Example] = [
        Example("let headerTop = view.safeAreaInsets.top + 50"),
        // A recording's stop bar (no top bar for all its letters): a 44-point control of its own.
        Example("""
        struct RecordingStopBar: View {
            var body: some View {
                HStack {
                    Text(elapsed)
                    Image(systemName: "stop.fill")
                }
                .frame(height: 44)
            }
        }
        """),
        // Pinned below the safe area's top, the band is the app's own row; a table's header is content.
        Example("""
        navigationView.anchor(top: view.safeAreaLayoutGuide.topAnchor, left: view.leftAnchor, right: view.rightAnchor, height: 64)
        topContainer.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.left.right.equalToSuperview()
            make.height.equalTo(88)
        }
        headerView.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(64)
        }
        searchContainer.snp.makeConstraints {
            $0.top.equalToSuperview().offset(10)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(64)
        }
        """),
        // A row's background pinned to the top of its cell.
        Example("""
        final class CenterListViewCell: UITableViewCell {
            func setUp() {
                bgView.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(64)
                }
            }
        }
        """),
        // A table's header at the top of its table; a strip placed lower down.
        Example("""
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: kScreenWidth, height: 64))
        let promotionStrip = UIView(frame: CGRect(x: 0, y: 120, width: kScreenWidth, height: 64))
        """),
        Example("""
        final class ArticleNavigationBar: UIView {
            lazy var backButton: UIButton = {
                let button = UIButton.init(frame: CGRect.init(x: 0, y: statusBarHeight, width: buttonWidth, height: 44))
                button.setImage(UIImage(named: "back"), for: .normal)
                return button
            }()
            func layoutShareButton() {
                shareButton.frame = CGRect(x: bounds.width - buttonWidth, y: statusBarHeight, width: buttonWidth, height: 44)
            }
        }
        """),
        // The app's own rows in the same chains: a title, an avatar.
        Example("""
        final class ProfileView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                rootFlexContainer.flex.define { flex in
                    flex.addItem(titleLabel).height(44)
                }
                avatarView.pin.top(pin.safeArea.top).left(16).height(44)
            }
        }
        """),
        // The bar's icon, not its row.
        Example("""
        struct ScreenNavBar: View {
            var body: some View {
                HStack {
                    Image("logo").resizable().frame(height: 44)
                    Spacer()
                }
            }
        }
        """),
        // A row that grows when expanded: its height, a constant's in the other branch, is no bar's.
        Example("""
        struct ProfileRow: View {
            @Binding var isExpanded: Bool
            var body: some View {
                HStack { Text("Profile") }
                    .frame(height: isExpanded ? 44 : Layout.row.height)
            }
        }
        """),
        // Bars of the app's own 50 tall below the safe area: their design, as 54 is (the
        // system's navigation bar is 50 only on an iPad).
        Example("""
        movieNavigationBar.heightAnchor.constraint(equalToConstant: 50).isActive = true
        customNavBar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.left.right.equalTo(view)
            make.height.equalTo(50)
        }
        """),
        // The same view 54 tall: no system navigation bar is; the app's own design.
        Example("""
        navigationView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(54)
        }
        """),
        // A navigation view 44 tall is a title view's size; a label inside a bar has its own.
        Example("""
        class SearchNavigationView: UIView {
            override func awakeFromNib() {
                super.awakeFromNib()
                height = 44
            }
        }
        class HomeTabBar: UIView {
            func layOut() {
                titleLabel.frame.size.height = 44
            }
        }
        """),
    ]
}
