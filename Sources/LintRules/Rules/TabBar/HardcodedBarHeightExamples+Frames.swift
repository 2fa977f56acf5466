/// `hardcoded_bar_height` in frames and insets however they are spelled: `CGRect.init(…)`, numbers
/// wrapped in `CGFloat(…)`, a window frame moved below the bars by subtracting their height, and a
/// labelled inset that adds a strip of the app's own to the bars.
extension HardcodedBarHeightExamples {
    static let framesTriggering: [Example] = [
        Example("""
        let tableView = UITableView(frame: CGRect.init(x: 0, y: ↓64, width: screenWidth, height: screenHeight - ↓64), style: .plain)
        """),
        // `UIScreen.width` / `UIScreen.height`: an extension of the app's for the main screen.
        Example("""
        webView = WKWebView(frame: CGRect(x: CGFloat(0), y: CGFloat(↓64), width: CGFloat(UIScreen.width), height: CGFloat(UIScreen.height - ↓64)))
        """),
        Example("""
        navView.frame = CGRect(x: CGFloat(0), y: CGFloat(0), width: CGFloat(UIScreen.width), height: CGFloat(↓64))
        """),
        // The frame of a tapped image, read in the window, moved into a view below the bars.
        Example("""
        let startingFrame = imageView.superview?.convert(imageView.frame, to: nil) ?? .zero
        zoomImageView.frame = CGRect(x: startingFrame.origin.x, y: startingFrame.origin.y - ↓64, width: startingFrame.width, height: startingFrame.height)
        """),
        Example("""
        headRect.origin.y = rect.origin.y + headRect.origin.y - ↓64
        """),
        Example("""
        bottomView.frame = CGRect(x: 0, y: screenHeight - 100 - ↓49, width: screenWidth, height: 100)
        """),
        // The room under a hand-made tab bar, named a safe zone: the home indicator's, guessed.
        Example("""
        let tabBarHeight = CGFloat(60)
        let safeZoneHeight = CGFloat(↓44)
        container.anchor(bottom: safeBottomAnchor, paddingBottom: -safeZoneHeight, height: tabBarHeight + safeZoneHeight)
        """),
        // A row as tall as the screen between the bars: their heights guessed all the same
        // (a row's own height, `return 44`, is no bar's).
        Example("""
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            guard imageHeight > Screen_Height else { return imageHeight + 68 }
            return Screen_Height - ↓64 - 40 - ↓49 + 68
        }
        """),
        Example("""
        collectionView?.contentInset = UIEdgeInsets(top: ↓64 + 35, left: 0, bottom: ↓49, right: 0)
        """),
        // A segmented control across part of the screen is no strip of the screen's own: its
        // height says nothing of the bar's `y`.
        Example("""
        final class ShopViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationBar = UINavigationBar(frame: CGRect(x: 0, y: ↓20, width: view.frame.width, height: ↓44))
                segmentedControl.frame = CGRect(x: 0, y: ↓64, width: UIScreen.main.bounds.width * 0.4, height: 20)
            }
        }
        """),
        // A table of sizes whose tab bar's is a bar's height.
        Example("""
        enum Metrics {
            static let card: CGSize = .init(width: 0, height: 350)
            static let tabBar: CGSize = .init(width: 0, height: ↓88)
        }
        """),
        // The screen's size kept under a name, the view placed below the bars of one phone.
        Example("imageView = UIImageView(frame: CGRect(x: 0, y: ↓64, width: fullScreenSize.width, height: fullScreenSize.height-↓64))"),
        // A bar's frame grown by the home indicator on one device.
        Example("let customTabBar = UIView(frame: CGRect(x: 0, y: frame.height - 49 - (kIsIPhoneX ? ↓34 : 0), width: frame.width, height: ↓49 + (kIsIPhoneX ? ↓34 : 0)))"),
        // A navigation bar of the app's own placed below a 20-point status bar.
        Example("navigationBar.frame = CGRect(x: 0, y: ↓20, width: 750 * PX, height: 128 * PX - 20)"),
    ]

    static let framesNonTriggering: [Example] = [
        // A sum on a side edge is no bar's.
        Example("""
        collectionView.contentInset = UIEdgeInsets(top: 8, left: 44 + 20, bottom: 8, right: 0)
        """),
        // A view its own height and 20 more above the bottom: no bar there is 20 tall. (49 more
        // would be the tab bar's.)
        Example("""
        bottomView.frame = CGRect(x: 0, y: screenHeight - 100 - 20, width: screenWidth, height: 100)
        """),
        // Measured, the offset is right on every device.
        Example("""
        let startingFrame = view.convert(imageView.frame, from: imageView.superview)
        zoomImageView.frame = CGRect(x: startingFrame.origin.x, y: startingFrame.origin.y, width: startingFrame.width, height: startingFrame.height)
        """),
        // A view its own height above another's bottom edge; an offset kept apart from any `y`.
        Example("""
        badge.frame.origin.y = header.frame.maxY - 64
        let distance = cell.frame.origin.y - 64
        """),
        // Converted, an icon's size and a margin are still the app's own.
        Example("""
        iconView.frame = CGRect(x: CGFloat(16), y: CGFloat(20), width: CGFloat(44), height: CGFloat(44))
        """),
        // Sizes of the parts of a tab bar, not of the bar.
        Example("""
        enum Metrics {
            static let tabBarIcon: CGSize = .init(width: 44, height: 29)
            static let tabBarCircle: CGSize = .init(width: 88, height: 88)
        }
        """),
        // A card's size, not the screen's: the 64 is the card's own inset.
        Example("imageView = UIImageView(frame: CGRect(x: 8, y: 8, width: cardSize.width, height: cardSize.height - 64))"),
        // A button 50 tall, with room below it on one device: its own height.
        Example("let cancelButton = UIButton(frame: CGRect(x: 0, y: frame.height - 50 - (kIsIPhoneX ? 30 : 0), width: frame.width, height: 50 + (kIsIPhoneX ? 30 : 0)))"),
        // A floating bar kept 20 above the measured bottom inset: a margin.
        Example("customTabBarView.frame = CGRect(x: 20, y: view.frame.height - height - 20 - view.safeAreaInsets.bottom, width: view.frame.width - 40, height: height)"),
        // A view of the app's own 20 below the top, in a frame scaled from a design.
        Example("avatarView.frame = CGRect(x: 0, y: 20, width: 750 * PX, height: 40)"),
    ]
}
