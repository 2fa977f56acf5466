/// Rows of buttons that look like a tab bar and are not one: a strip of chips that scrolls
/// sideways, a strip of page titles at the top of a screen, categories chosen by their names, a
/// navigation bar named for tabs.
extension CustomTabBarAccessibilityExamples {
    static let stripsNonTriggering: [Example] = [
        // Named a tab bar, but its tapped icons go back and pick a language: a navigation bar.
        Example("""
        final class SignInTabBar: UIView {
            weak var delegate: SignInTabBarDelegate?
            private let backIcon = UIImageView(image: UIImage(named: "arrow-left"))
            private let languageIcon = UIImageView(image: UIImage(named: "globe"))

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(backIcon)
                addSubview(languageIcon)
                backIcon.isUserInteractionEnabled = true
                languageIcon.isUserInteractionEnabled = true
                backIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapBack)))
                languageIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapLanguage)))
            }

            required init?(coder: NSCoder) { nil }

            @objc private func didTapBack() { delegate?.signInTabBarDidGoBack(self) }
            @objc private func didTapLanguage() { delegate?.signInTabBarDidAskForLanguage(self) }
        }
        """),
        // A page menu's tab strip that scrolls sideways, its items tapped: one screen's pages.
        Example("""
        protocol TabViewDelegate: AnyObject { func tabView(_ tabView: TabView, didSelectTabAt index: Int) }

        open class TabView: UIScrollView {
            open weak var tabViewDelegate: TabViewDelegate?
            var itemViews: [TabItemView] = []
            private let containerView = UIStackView()

            func reloadData(titles: [String]) {
                for (index, title) in titles.enumerated() {
                    let itemView = TabItemView(title: title)
                    itemView.tag = index
                    itemView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapItemView(_:))))
                    itemViews.append(itemView)
                    containerView.addArrangedSubview(itemView)
                }
            }

            @objc func tapItemView(_ recognizer: UITapGestureRecognizer) {
                guard let itemView = recognizer.view as? TabItemView else { return }
                itemViews.forEach { $0.titleLabel.textColor = $0 == itemView ? .label : .secondaryLabel }
                tabViewDelegate?.tabView(self, didSelectTabAt: itemView.tag)
            }
        }
        """),
        // A feed's sections as tabs of text alone over an underline, in a view of their own that
        // the screen places above its list: a strip of one screen, not the app's tabs.
        Example("""
        enum FeedSection: String, CaseIterable {
            case forYou = "For You", latest = "Latest", following = "Following"
        }

        struct FeedSectionTabs: View {
            @Binding var selectedTab: FeedSection

            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        ForEach(FeedSection.allCases, id: \\.self) { section in
                            Button { selectedTab = section } label: {
                                Text(section.rawValue)
                                    .foregroundColor(selectedTab == section ? .primary : .secondary)
                                    .frame(maxWidth: .infinity)
                            }
                        }
                    }
                    HStack(spacing: 0) {
                        ForEach(FeedSection.allCases, id: \\.self) { section in
                            Rectangle().frame(height: selectedTab == section ? 2 : 1)
                        }
                    }
                }
            }
        }
        """),
        // A photo editor's tool picker (`EditorTab`) at the foot of the editor: the editor's tools, not the app's tabs.
        Example("""
        import SwiftUI

        struct EditorFooterView: View {
            @Binding var selectedTab: EditorTab

            var body: some View {
                HStack(spacing: 0) {
                    ForEach(EditorTab.allCases, id: \\.self) { tab in
                        Button(action: { selectedTab = tab }) {
                            Image(systemName: tab.icon)
                                .foregroundColor(selectedTab == tab ? .white : .gray)
                        }
                    }
                }
                .padding(.horizontal, 16)
            }
        }
        """),
        // The same row of tools kept in a view property, shown above the `switch` on its selection.
        Example("""
        import SwiftUI

        struct AdjustmentView: View {
            @State private var selectedTab: AdjustmentTab = .basic

            var body: some View {
                VStack(spacing: 0) {
                    tabSelectionView
                    switch selectedTab {
                    case .basic: BasicSliders()
                    case .curve: ToneCurveEditor()
                    }
                }
            }

            private var tabSelectionView: some View {
                HStack(spacing: 0) {
                    ForEach(AdjustmentTab.allCases, id: \\.self) { tab in
                        Button(action: { selectedTab = tab }) {
                            Image(systemName: tab.icon)
                                .foregroundColor(selectedTab == tab ? .white : .gray)
                        }
                    }
                }
                .padding(.horizontal, 16)
                .background(Color.black)
            }
        }
        """),
        // A profile page's own tabs, a view property shown above the content it switches with `if`.
        Example("""
        struct ProfileView: View {
            @StateObject private var viewModel = ProfileViewModel()

            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        header
                        profileTabsView
                        if viewModel.selectedTab == .wishlist {
                            WishlistView()
                        } else {
                            ProductsGalleryView(items: viewModel.selectedPosts)
                        }
                    }
                }
            }

            private var profileTabsView: some View {
                HStack(spacing: 0) {
                    tabButton(for: .listing)
                    tabButton(for: .archive)
                    tabButton(for: .wishlist)
                }
            }

            private func tabButton(for tab: ProfileViewModel.Tab) -> some View {
                Image(tab.rawValue)
                    .foregroundStyle(viewModel.selectedTab == tab ? Color.black : Color.gray)
                    .onTapGesture { viewModel.selectedTab = tab }
            }
        }
        """),
        // One tab's screen (named for its tab) with two text buttons switching its lists: a
        // segmented control drawn by hand; and a month picker's arrows.
        Example("""
        struct ExploreTabView: View {
            @State private var selectedTab = 0
            @State private var selectedMonth = Date()

            var body: some View {
                VStack {
                    HStack(spacing: 0) {
                        Button(action: { selectedTab = 0 }) { Text("My courses") }
                        Button(action: { selectedTab = 1 }) { Text("Discover") }
                    }
                    HStack {
                        Button(action: { selectedMonth = previous(selectedMonth) }) { Image(systemName: "chevron.left") }
                        Text(selectedMonth.formatted())
                        Button(action: { selectedMonth = next(selectedMonth) }) { Image(systemName: "chevron.right") }
                    }
                }
            }
        }
        """),
        // The same titled pair at the top of a screen (`关注 | 发现`): named for a tab bar, yet not
        // for the one at the bottom.
        Example("""
        struct HomeTopTabBar: View {
            @Binding var currentTab: Int

            var body: some View {
                HStack {
                    Button(action: { currentTab = 0 }) {
                        Text("关注").foregroundStyle(currentTab == 0 ? .black : .gray)
                    }
                    Button(action: { currentTab = 1 }) {
                        Text("发现").foregroundStyle(currentTab == 1 ? .black : .gray)
                    }
                }
            }
        }
        """),
        // A bottom panel of actions, one of them a menu whose items are made per object type.
        Example("""
        struct HomeBottomNavigationPanel: View {
            @ObservedObject var model: PanelModel

            var body: some View {
                HStack {
                    Button { model.onTapSearch() } label: { Image(systemName: "magnifyingglass") }
                    Spacer()
                    Menu {
                        ForEach(model.objectTypes) { type in
                            Button { model.create(type) } label: { Text(type.name) }
                        }
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        """),
        // Filter chips in a strip that scrolls sideways: not a tab bar, whatever the state is called.
        Example("""
        struct NotificationFilters: View {
            @ObservedObject var viewModel: NotificationsViewModel

            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(Filter.allCases, id: \\.self) { filter in
                            Button {
                                viewModel.selectedTab = filter
                            } label: {
                                Image(systemName: filter.icon)
                            }
                        }
                    }
                }
            }
        }
        """),
        Example("""
        struct HomeTabTitleView: View {
            @Binding var selectedTab: Int

            var body: some View {
                HStack {
                    Button { selectedTab = 0 } label: { Image(systemName: "person.2") }
                    Button { selectedTab = 1 } label: { Image(systemName: "sparkles") }
                }
            }
        }
        """),
        // Page tabs over one screen's content, chosen by tapping their titles: a header, not the app's tab bar.
        Example("""
        struct SectionTabHeader: View {
            let sections: [String]
            @Binding var currentTabIndex: Int

            var body: some View {
                HStack(spacing: 0) {
                    ForEach(sections.indices, id: \\.self) { index in
                        Text(sections[index])
                            .fontWeight(index == currentTabIndex ? .semibold : .regular)
                            .onTapGesture { currentTabIndex = index }
                    }
                }
            }
        }
        """),
        Example("""
        struct HospitalMapView: View {
            @State private var currentTab = "Clinics"
            @StateObject private var viewModel = HospitalViewModel()

            var body: some View {
                HStack {
                    Button {
                        currentTab = "Clinics"
                        viewModel.search(keyword: "clinic")
                    } label: { Image("clinic") }
                    Button {
                        currentTab = "Pharmacies"
                        viewModel.search(keyword: "pharmacy")
                    } label: { Image("pharmacy") }
                }
            }
        }
        """),
        Example("""
        struct AssetsSlider: View {
            @State private var selectedTab = 0
            let assets: [Asset]

            var body: some View {
                HStack(spacing: 8) {
                    ForEach(0..<assets.count, id: \\.self) { index in
                        RoundedRectangle(cornerRadius: 4)
                            .frame(width: index == selectedTab ? 16 : 8, height: 8)
                            .onTapGesture { selectedTab = index }
                    }
                }
            }
        }
        """),
        // A function named for a bar, but its cases are a scrollable strip's.
        Example("""
        struct AddressesView: View {
            @State private var selectedTab: ScrollableTab = .list

            var body: some View {
                VStack { CustomTabBar(); Text("Addresses") }
            }

            func CustomTabBar() -> some View {
                HStack(spacing: 0) {
                    ForEach(ScrollableTab.allCases, id: \\.rawValue) { tab in
                        HStack { Image(systemName: tab.systemImage); Text(tab.rawValue) }
                            .onTapGesture { selectedTab = tab }
                    }
                }
            }
        }
        """),
    ]
}
