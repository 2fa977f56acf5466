import UIKit

/// Screen metrics, the way the first version of the app needed them.
enum Layout {
    static let isIPhoneX = UIScreen.main.bounds.height >= 812
    static let kStatusBarHeight: CGFloat = isIPhoneX ? 44 : 20
    static let kNavigationBarHeight: CGFloat = isIPhoneX ? 88 : 64
    static let kTabBarHeight: CGFloat = isIPhoneX ? 83 : 49
    // tablint:disable:next hardcoded_bar_height
    static let avatarSize: CGFloat = 64
}

enum Appearance {
    static func apply() {
        UITabBar.appearance().tintColor = .systemOrange
        UILabel.appearance().font = .systemFont(ofSize: 20)
    }
}
