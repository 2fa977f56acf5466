import UIKit

enum Layout {
    static let avatarSize: CGFloat = 64
    static let toastHeight: CGFloat = 44
}

enum Appearance {
    static func apply() {
        UITabBar.appearance().tintColor = .systemOrange
        UILabel.appearance().font = .systemFont(ofSize: 20)
    }
}
