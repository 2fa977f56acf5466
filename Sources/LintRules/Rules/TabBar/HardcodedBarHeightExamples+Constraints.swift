/// Bar heights written where a hand-made bar is constrained or framed: its top pinned a guessed
/// height above the safe area, its height anchor with the inset added, its items' stack, a
/// closure that computes a bar height once; and what stays silent beside them.
extension HardcodedBarHeightExamples {
    static let constraintsTriggering: [Example] = [
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
    ]

    static let constraintsNonTriggering: [Example] = [
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
    ]
}
