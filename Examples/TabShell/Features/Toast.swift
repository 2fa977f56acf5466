import UIKit

final class Toast: UIView {
    static func show(_ text: String) {
        let scene = UIApplication.shared.connectedScenes
            .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
        guard let window = scene?.keyWindow else { return }
        let toast = Toast(frame: CGRect(x: 16, y: UIScreen.main.bounds.height - Layout.kTabBarHeight - 64,
                                        width: window.bounds.width - 32, height: 44))
        toast.accessibilityLabel = text
        window.addSubview(toast)
    }
}

final class ProfileHeader: UIView {
    func statusBarOffset() -> CGFloat {
        UIApplication.shared.statusBarFrame.height
    }
}
