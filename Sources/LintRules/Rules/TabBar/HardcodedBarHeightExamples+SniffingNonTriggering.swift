import SwiftSource

/// `hardcoded_bar_height`: names, getters and comparisons that look like a guessed bar but are the
/// app's own sizes, thresholds or measured values.
extension HardcodedBarHeightExamples {
    static let namesAndSniffingNonTriggering: [Example] = [
        // A navigation bar's height compared with the tab bar's number, and a floor: no device told apart.
        Example("""
        if navHeight > 49 { compact = false }
        if navHeight > 64 { return navHeight }
        """),
        // A bar of the app's own named after a section of the navigation, not a misspelled navigation bar.
        Example("let navigationSectionBarHeight: CGFloat = 44"),
        // A switch over the app's own style, not the screen: the header's sizes are its design.
        Example("""
        func headerHeight(for style: HeaderStyle) -> CGFloat {
            switch style {
            case .compact: return 64
            default: return 88
            }
        }
        """),
        // Returns told by something other than a notch, or not a pair of one phone's bars.
        Example("""
        final class AvatarView: UIView {
            private var side: CGFloat {
                if isLarge {
                    return 88
                }
                return 64
            }

            private var badge: CGFloat {
                if isIPhoneX { return 88 }
                return 40
            }

            private func iconSize() -> CGFloat {
                if isIPhoneX { return 44 }
                return 20
            }
        }
        """),
        // A card's own padding, returned as a pair by a function that names no safe area.
        Example("func cardPadding() -> (top: CGFloat, bottom: CGFloat) { return (44, 34) }"),
        // Below the top inset (which holds the status bar) and a measured navigation bar, 20 is a margin.
        Example("titleLabel.frame.origin.y = view.safeAreaInsets.top + navigationBarHeight + 20"),
        // A branch on the idiom, not the notch; a corner's radius on a notched phone.
        Example("""
        if UIDevice.current.userInterfaceIdiom == .pad {
            headerView.anchor(top: view.topAnchor, heightConstant: 64)
        }
        if UIDevice.current.hasNotch {
            screenCornerRadius = 34
        }
        """),
        // The screen's corners, guessed from the same flag, are no bar.
        Example("""
        HStack { items }
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: isIPhoneX ? 34 : 0, style: .continuous))
        """),
        // A flag told from something other than an inset guesses no device.
        Example("""
        let isCrowded = tabs.count > 4
        let iconHeight = isCrowded ? 20 : 34
        """),
        // The same choice beside a margin of the app's own.
        Example("let spacing = (isCompact ? 44 : 50) + margin"),
        // A local default of the app's own, returned beside a value that measures no bar.
        Example("""
        func cardHeight() -> CGFloat {
            let guess: CGFloat = 50
            guard let height = cachedHeights[id] else { return guess }
            return height
        }
        """),
        // An overlap added to a view's height, and an own view's height above the home indicator.
        Example(".frame(width: width, height: geometry.size.height - imageHeight + 20)"),
        Example("make.height.equalTo(50 + screenSafeAreaBottomHeight)"),
        // A card's own fraction, and a margin beside the app's own measured bar.
        Example("""
        let imageHeight = cardHeight * 0.5 - 44
        footer.padding(.bottom, geometry.safeAreaInsets.bottom > 0 ? 20 : 36)
        avatarView.frame = CGRect(x: 16, y: 64, width: 48, height: kScreenHeight * 0.1)
        cardView.frame = CGRect(x: 0, y: 64, width: cardWidth, height: 120)
        badge.frame = CGRect(x: 0, y: 64, width: avatarView.width, height: 20)
        avatarView.frame = CGRect(x: 10, y: 64 + 40, width: 80, height: 80)
        cardView.frame = CGRect(x: 16, y: 0, width: 100, height: 20 + 44)
        listView.frame = CGRect(x: 0, y: 64 + 31, width: view.width, height: view.height - 200)
        cardView.frame = CGRect(x: 0, y: 64 + cardOffset, width: view.width, height: 300 - cardOffset)
        scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
        let listHeight = view.bounds.height - messageInputBar.bounds.height - 20
        let safeTop = view.safeAreaInsets.top
        tableView.frame.size.height = view.bounds.height - safeTop - 20 - (navigationController?.navigationBar.bounds.height ?? 0)
        """),
        // A margin inside a cell or a header of the app's own, and a view controller's narrower view.
        Example("""
        final class ScoreCell: UITableViewCell {
            let titleLabel = UILabel(frame: CGRect(x: 0, y: 20, width: kScreenW, height: 30))
        }
        final class ScoreViewController: UIViewController {
            let badge = UILabel(frame: CGRect(x: 16, y: 20, width: kScreenW - 32, height: 30))
        }
        """),
        // A strip of page tabs of the app's own, a default a branch on no device overrides, and a
        // hand-tuned layout's sizes per screen.
        Example("""
        func pageTabBarHeight() -> CGFloat {
            return 44
        }

        func layoutHeader() {
            var y: CGFloat = 64
            if showsBanner {
                y = 88
            }
            header.frame.origin.y = y
        }

        func growHeader() {
            if prefersLargeTitles {
                for constraint in header.constraints where constraint.firstAttribute == .height {
                    if constraint.constant == 20 { constraint.constant = 44 }
                }
            }
        }

        func avatarSize() -> CGFloat {
            var avatarWidth: CGFloat = 64
            if isIPhoneX { avatarWidth = 88 }
            return avatarWidth
        }

        func resize() {
            if screenWidth == 375 && screenHeight == 812 {
                cellHeight = tempHeight + 20
                tutorialSpacingHeight = 20
            }
            let cardPadding: CGFloat = screenHeight >= 812 ? 44 : 20
        }
        """),
        // An image centred above a stack of the app's own buttons and margins: one of them is 44 tall.
        Example("""
        let top = (FULL_SCREEN_HEIGHT - imageSize.height - 44 - 10 - 10 - 33) * 0.5
        """),
        // The top inset kept where it outgrows the plain status bar: a floor, not a device test.
        Example("""
        var statusBarHeight: CGFloat {
            let height = view.safeAreaInsets.top
            if height > 20 {
                return height
            }
            return statusBarFrameHeight
        }
        """),
        // A bottom inset's threshold, kept in a local.
        Example("""
        let bottomInset = view.safeAreaInsets.bottom
        let hasHomeIndicator = bottomInset > 20
        """),
        // Added to a view's height, the number is the app's own overlap, not a bar taken off it.
        Example("""
        var contentHeight = view.bounds.height
        contentHeight += 44
        """),
        // `Right` is no height: the spacing of a button in the navigation bar.
        Example("""
        func navBarRight() -> CGFloat {
            return 44
        }
        """),
        // A snackbar (a toast) is the app's own view.
        Example("""
        struct OfflineSnackBarView: View {
            static let height: CGFloat = 50
        }
        """),
        // A fixed-size centre button of a tab bar controller, sized like the bar.
        Example("""
        final class ShopTabBarController: UITabBarController {
            private let centerButton = UIButton(frame: CGRect(x: 0, y: 0, width: 64, height: 49))
        }
        """),
        // A strip of page tabs is the app's own control; a safe area's `> 20` is a threshold.
        Example("""
        enum Metrics {
            static let segmentTabHeight: CGFloat = 44
            static let topTabHeight: CGFloat = 48
        }
        let hasHomeIndicator = window.safeAreaInsets.bottom > 20
        let hasHomeBar = window?.safeAreaInsets.bottom ?? 0 > 20
        let isTall = proxy.size.height - 88 > 600
        """),
        // Under a screen's buttons, a margin where there is no home indicator (no bottom bar is 20 tall).
        Example("""
        struct AddBookButtonGroupView: View {
            var body: some View {
                buttonGroup
                    .padding(.bottom, safeAreaInsets.bottom != 0 ? 0 : 20)
                    .padding(.bottom, isPresentingKeyboard ? (safeAreaInsets.bottom != 0 ? 20 : -10) : 0)
            }
        }
        """),
        Example("""
        itemStack.snp.makeConstraints {
            $0.bottom.equalToSuperview().offset(-30)
            $0.top.equalToSuperview().offset(34)
        }
        """),
        Example("let iconSize: CGFloat = isLarge ? 88 : 64"),
        // A width on iOS 11; a height on a later release, which is no device's sign.
        Example("""
        if #available(iOS 11.0, *) {
            cardWidth = 300 + 34
        }
        if #available(iOS 15.0, *) {
            sheetHeight = 400 + 34
        }
        """),
        // A device-flag ternary on the line above sizes another value; a toolbar of the app's
        // own is sized by design on each device.
        Example("""
        badge.snp.makeConstraints { make in
            make.right.equalTo(isIPhoneX ? -24 : -16)
            make.height.equalTo(20)
        }
        toolbar.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(isIPhoneX ? 100 : 88)
        }
        """),
        // A view kept above the keyboard with its own input bar; a distance from a bar, or a
        // button's height in it, is no bar's height.
        Example("""
        let y = view.bounds.height - frame.origin.y - 44 - 98 - keyboardFrame.height
        if offsetY >= titleDistanceToNavigationBarBottom + 44 { titleOffset = 0 }
        let tabBarButtonHeight: CGFloat = 48
        """),
        // A sheet's grabber is no bar.
        Example("""
        grabBar.snp.makeConstraints {
            $0.top.equalToSuperview().offset(12)
            $0.height.equalTo(6)
            $0.bottom.equalTo(titleLabel.snp.top).offset(-20)
        }
        """),
        // A card's image kept above its footer: no bar.
        Example("""
        final class CardView: UIView {
            private func layout() {
                imageView.snp.makeConstraints {
                    $0.top.horizontalEdges.equalToSuperview()
                    $0.bottom.equalToSuperview().offset(-34)
                }
            }
        }
        """),
        // The getter's `if` expression falls back to a margin of the app's own.
        Example("""
        static var contentTopInset: CGFloat {
            if let top = UIApplication.shared.keyWindowInConnectedScenes?.safeAreaInsets.top {
                top + 8
            } else {
                16
            }
        }
        """),
        // A bar of the app's own, sized per device: the other side is no system bar's height.
        Example("""
        public var menuBar: CGFloat {
            return isUpperIphoneX ? 84 : 64
        }
        """),
        // On the phone the inset says has a notch, 20 is a margin (no bar of it is 20); a side
        // or centre constraint places a view and sizes nothing.
        Example("""
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? 20 : 0, right: 0)
        NSLayoutConstraint.activate([
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? -29 : -20),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? -50 : -35),
        ])
        """),
        // Room at the bottom on the phone without a home indicator (no bar at the bottom is 20),
        // and a width less a margin.
        Example("""
        tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? 0 : 20, right: 0)
        sendButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: keyWindow?.safeAreaInsets.bottom ?? 0 > 0 ? -29 : -20).isActive = true
        let side = (keyWindow?.safeAreaInsets.bottom ?? 0) > 0 ? view.bounds.width : view.bounds.width - 20
        """),
        // A row for the small phones, told by a screen no taller than theirs: a layout's own size.
        Example("""
        private func rowHeight() -> CGFloat {
            if UIScreen.main.bounds.height <= 667 {
                return 88
            } else {
                return 120
            }
        }
        """),
        // The same scaled numbers picking a gap below a label, whose other side is no bar's height.
        Example("""
        timeLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: ScreenSize.isIphoneX ? 70.scale : 20.scale)
        lockView.topAnchor.constraint(equalTo: timeLabel.bottomAnchor, constant: ScreenSize.isIphoneX ? 20.scale : 70.scale)
        """),
    ]
}
