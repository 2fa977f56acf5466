import UIKit

extension UIWindowScene {
    /// The scene the user is looking at. (It is not: it is any scene.)
    static var current: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }
}
