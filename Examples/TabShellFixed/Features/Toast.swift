import UIKit

final class Toast: UIView {
    static func show(_ text: String, in window: UIWindow? = UIWindowScene.current?.frontWindow) {
        guard let window else { return }
        let toast = Toast()
        toast.accessibilityLabel = text
        toast.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(toast)
        NSLayoutConstraint.activate([
            toast.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            toast.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            toast.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            toast.heightAnchor.constraint(equalToConstant: Layout.toastHeight),
        ])
    }
}

final class ProfileHeader: UIView {
    func statusBarOffset() -> CGFloat {
        window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    }
}
