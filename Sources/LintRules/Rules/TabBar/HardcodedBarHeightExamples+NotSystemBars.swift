/// `hardcoded_bar_height` near bars that are not the system's: only an empty spacer in a file that
/// shows a tab bar keeps a bar's room in `.safeAreaInset(edge:)` (a real view there is the inset
/// itself, sized by design); a tab's own screen, a margin beside a measured bar and a chart's bars
/// are no bar heights either.
extension HardcodedBarHeightExamples {
    static let notSystemBarsNonTriggering: [Example] = [
        // Inside the safe area, 34 below a sheet's button is a gap above the home indicator.
        Example("""
        struct EventDateSheet: View {
            var body: some View {
                VStack { Spacer(); Button("Done") { dismiss() } }.padding(.bottom, 34)
            }
        }
        """),
        // The sizes of an editor's toolbar of the app's own: its row, and square cells as tall.
        Example("""
        class ToolbarFrameModel {
            static let height: CGFloat = 44
            static let cellWidth: CGFloat = ToolbarFrameModel.height
        }
        """),
        // A row of an episode's buttons, and a profile header's toolbar: views of the app's own.
        Example("""
        class EpisodeUtilityButtonBarView: UIView {
            static var height: CGFloat = 48
        }
        class UserDetailHeaderToolbarView: UIView {
            static let height: CGFloat = 64
        }
        """),
        // The screen's own comment bar, 49 tall at the bottom, and the table above it.
        Example("""
        final class ArticleViewController: UIViewController {
            private let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight - 49), style: .grouped)
            private let commentBar = ArticleCommentBar(frame: CGRect(x: 0, y: screenHeight - 49, width: screenWidth, height: 49))
        }
        """),
        // A page-title strip 44 tall under the navigation bar, and the pages below it.
        Example("""
        final class FavoritesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                pageTitles = PageTitleView(frame: CGRect(x: 0, y: navigationBarBottom, width: screenWidth, height: 44), titles: ["News", "Videos"])
                view.addSubview(pageTitles)
                listController.view.frame = CGRect(x: 0, y: 44, width: screenWidth, height: screenHeight - 44 - navigationBarBottom)
            }
        }
        """),
        // Both insets measured: the 64 between them is the app's own bottom strip.
        Example("""
        let brush = UIView(frame: CGRect(x: 0, y: topSafeAreaHeight, width: view.width,
                                         height: view.height - bottomSafeAreaHeight - 64 - topSafeAreaHeight))
        """),
        // An editor's own status strip along the bottom: no system bar of the bottom edge is 20 tall.
        Example("private let BOTTOM_BAR_HEIGHT: CGFloat = 20"),
        // A margin above the bottom inset: the home indicator is inside the inset already.
        Example("copyright.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -(20 + UI_SAFE_AREA_HEIGHT)).isActive = true"),
        // One tab's screen, named for its tab: a spacer, not a bar.
        Example("""
        struct ProgressTabView: View {
            var body: some View {
                ScrollView {
                    InsightsSection()
                    Color.clear.frame(height: 20)
                }
            }
        }
        """),
        // A margin beside a bar that is measured.
        Example("scrollDownButton.frame = CGRect(x: view.bounds.width - 46, y: view.bounds.height - 56 - inputBar.bounds.height - 20, width: 36, height: 36)"),
        // The app's own menu strip (`MenuBar`), pinned under the safe area: a control's height.
        Example("""
        func configureMenuBar() {
            view.addSubview(menuBar)
            menuBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            menuBar.heightAnchor.constraint(equalToConstant: 34).isActive = true
        }
        """),
        // A chart's bar, sized by scaling.
        Example("""
        func drawBars(_ values: [Double], in rect: CGRect) {
            for (index, value) in values.enumerated() {
                let barHeight = max(4, rect.height * value)
                let barY = rect.maxY - 20 - barHeight
                UIBezierPath(rect: CGRect(x: CGFloat(index) * 12, y: barY, width: 8, height: barHeight)).fill()
            }
        }
        """),
        Example("""
        struct PlayerScreen: View {
            var body: some View {
                Artwork()
                    .safeAreaInset(edge: .bottom) {
                        PlaybackControls()
                            .frame(height: 48)
                    }
            }
        }
        """),
        // Room for the sign-in buttons laid over the list; there is no tab bar here.
        Example("""
        struct SignInView: View {
            var body: some View {
                ZStack(alignment: .bottom) {
                    List { BenefitsSection() }
                        .safeAreaInset(edge: .bottom) {
                            Color.clear.frame(height: 88)
                        }
                    SignInButtons()
                }
            }
        }
        """),
        // A search bar's own height: `barHeight` says which bar through the type it is in.
        Example("""
        final class LessonSearchBar: UISearchBar {
            enum Appearance {
                static let barHeight: CGFloat = 44
                static let textColor = UIColor.label
            }
        }
        """),
        // One tab's item in a hand-made SwiftUI bar: its frame sizes the icon and the glow behind it.
        Example("""
        struct TabBarItem: View {
            let tab: Tab
            var body: some View {
                ZStack {
                    Circle().frame(height: 50).blur(radius: 30)
                    tab.icon.resizable().scaledToFit().frame(height: 50, alignment: .center)
                }
            }
        }
        """),
        // A pager's strip of page tabs (a `PagerController` subclass) is the app's own control.
        Example("""
        final class NewsPagerViewController: PagerController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.tabHeight = 44.0
                self.indicatorHeight = 2
            }
        }
        """),
        Example("""
        struct ForcedUpdateView: View {
            var body: some View {
                VStack {
                    ScrollView { Text("A new version is available") }
                    Text("Update").frame(minHeight: 44).padding(.horizontal, 16).ignoresSafeArea()
                    PrimaryButton(title: "Later") { dismiss() }
                        .frame(height: 50)
                        .ignoresSafeArea()
                }
            }
        }
        """),
        // A decoration image laid over the edge, framed by the app.
        Example("""
        struct PromoCodeView: View {
            var body: some View {
                ZStack {
                    Image("vector")
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .edgesIgnoringSafeArea(.all)
                        .frame(height: 20)
                    Text(promo)
                }
            }
        }
        """),
        // The navigation bar is counted by its name; the 44 is a strip of page titles placed under it.
        Example("""
        titleView.frame = CGRect(x: 0, y: kNavBarH, width: kScreenW, height: 44)
        listView.frame = CGRect(x: 0, y: kNavBarH + 44, width: kScreenW, height: kScreenH - kNavBarH - 44 - kBottomViewH)
        """),
        // Both bars are in the sum by name: the 44 between them is the app's strip of page titles.
        Example("let table = UITableView(frame: CGRect(x: 0, y: 0, width: ScreenWidth, height: ScreenHeight - NavBarHeight - 44 - TabBarHeight))"),
        // A cell's own size, as wide as the screen.
        Example("""
        final class FavouriteCell: UICollectionViewListCell {
            static let size = CGRect(x: 0, y: 0, width: screenWidth, height: 64)
        }
        """),
        // A label placed inside a card of the app's own, not below the screen's top.
        Example("resultLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 88).isActive = true"),
        // A content view framed at the top, as wide as the screen: a scroll of cards, no bar.
        Example("private let bottomCollectionView = BottomCollectionView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 88))"),
        // Views placed by shares of the screen, and below one another, with 20-point margins; a
        // sum that ends with its line.
        Example("""
        override func viewDidLoad() {
            super.viewDidLoad()
            bottomConstraint.constant = bottomConstraint.constant * UIScreen.main.bounds.height / 896 - 20
            safeBottomConstraint = bottomConstraint.constant
            questionLabel.frame = CGRect(x: 20, y: UIScreen.main.bounds.height / 2 - side / 2 - 20.0, width: side, height: side)
            drawingView.frame = CGRect(x: 0, y: questionLabel.frame.maxY + 20, width: UIScreen.main.bounds.width,
                                       height: UIScreen.main.bounds.height - 20 - questionLabel.frame.maxY)
        }
        """),
        // A navigation bar of the app's own designed 54 tall below the safe area, and a selector
        // strip of its own.
        Example("""
        customNavigationBar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.horizontalEdges.equalToSuperview()
            make.height.equalTo(54)
        }
        albumSelectorBar.snp.makeConstraints { make in
            make.height.equalTo(44)
        }
        """),
        // A floating button of one's own kept 20 from the screen's right and bottom edges.
        Example("""
        let menuButton = BubbleMenuButton(frame: CGRect(x: kScreenW - homeView.frame.size.width - 20,
                                                        y: kScreenH - homeView.frame.size.height - 20,
                                                        width: homeView.frame.size.width, height: homeView.frame.size.height))
        """),
        // A sum that sizes a view, and one that spaces it below another view.
        Example("""
        badgeView.snp.makeConstraints { maker in
            maker.height.equalTo(20 + 64)
            maker.top.equalTo(avatarView.snp.bottom).offset(10 + 64)
        }
        """),
        // A title bar of the app's own placed a margin below the back button.
        Example("""
        topBar.snp.makeConstraints { make in
            make.top.equalTo(backButton.snp.bottom).offset(20)
            make.leading.trailing.equalToSuperview().inset(15)
        }
        """),
        // A card that opens to a row of its own, and a bar's button sized for a finger.
        Example("""
        struct SummaryCard: View {
            var isExpanded: Bool
            var body: some View {
                VStack { Text("Totals") }
                    .frame(height: isExpanded ? 44 : 0)
            }
        }
        struct NavBarButton: View {
            var isLarge: Bool
            var body: some View {
                HStack { Image(systemName: "chevron.left") }
                    .frame(height: isLarge ? 44 : 32)
            }
        }
        """),
    ]
}
