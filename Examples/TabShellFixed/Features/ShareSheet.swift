import UIKit

enum ShareSheet {
    static func present(_ items: [Any]) {
        guard let window = UIWindowScene.current?.frontWindow else { return }
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        window.rootViewController?.present(controller, animated: true)
    }
}
