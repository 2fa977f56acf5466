import UIKit

enum ShareSheet {
    static func present(_ items: [Any]) {
        // The same lookup as UIWindowScene.current, written again.
        guard let scene = UIApplication.shared.connectedScenes
            .first as? UIWindowScene else { return }
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        scene.windows.first?.rootViewController?.present(controller, animated: true)
    }
}
