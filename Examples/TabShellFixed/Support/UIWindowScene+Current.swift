import UIKit

extension UIWindowScene {
    /// The scene the user is looking at: the active one, else one in the foreground, else any.
    static var current: UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        return scenes.first { $0.activationState == .foregroundActive }
            ?? scenes.first { $0.activationState == .foregroundInactive }
            ?? scenes.first
    }

    /// The window in front: the key window, else the first one.
    var frontWindow: UIWindow? {
        keyWindow ?? windows.first { $0.isKeyWindow } ?? windows.first
    }
}
