// A stand-in for the part of UIKit the example app and the generated test projects use, so
// that code `--fix` rewrote can be type-checked on Linux (there is no UIKit here). Only the
// shapes matter: every member returns a placeholder. Written for these tests.
@_exported import Foundation

public typealias CGFloat = Double

public struct CGPoint { public var x: CGFloat; public var y: CGFloat }
public struct CGSize { public var width: CGFloat; public var height: CGFloat }
public struct CGRect {
    public var origin = CGPoint(x: 0, y: 0)
    public var size = CGSize(width: 0, height: 0)
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
}

public struct UIEdgeInsets { public var top: CGFloat = 0; public var left: CGFloat = 0; public var bottom: CGFloat = 0; public var right: CGFloat = 0 }

open class UIResponder: NSObject {}

public final class UIColor {
    public static let systemOrange = UIColor()
    public static let systemBackground = UIColor()
    public static let systemBlue = UIColor()
    public static let systemGray = UIColor()
}

public final class UIFont {
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
}

open class UIImage {
    public init?(systemName: String) {}
    public init?(named: String) {}
}

open class UIView: UIResponder {
    public var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var tag = 0
    public var isHidden = false
    public var accessibilityLabel: String?
    public var safeAreaInsets = UIEdgeInsets()
    public var window: UIWindow? { nil }
    public required override init() {}
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }
    public func addSubview(_ view: UIView) {}
    public class func appearance() -> Self { self.init() }
}

public final class UIImageView: UIView {
    public convenience init(image: UIImage?, highlightedImage: UIImage?) { self.init() }
}

public final class UILabel: UIView {
    public var font: UIFont?
    public var text: String?
}

public struct UIControlState: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let normal = UIControlState(rawValue: 0)
    public static let selected = UIControlState(rawValue: 4)
}

open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 64)
    }
    public typealias State = UIControlState
    public var isSelected = false
    /// Stand-in for `#selector`: the type check rewrites `#selector(x)` to `"x"` (no Objective-C here).
    public func addTarget(_ target: Any?, action: String, for events: Event) {}
}

public final class UIButton: UIControl {
    public enum ButtonType { case custom, system }
    public convenience init(type: ButtonType) { self.init() }
    public func setTitle(_ title: String?, for state: UIControl.State) {}
    public func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

public final class UITabBar: UIView {}

open class UIViewController: UIResponder {
    public var view = UIView()
    public required override init() {}
    open func viewDidLoad() {}
    open func viewDidLayoutSubviews() {}
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}

open class UITabBarController: UIViewController {
    public var viewControllers: [UIViewController]?
    public var selectedIndex = 0
    public let tabBar = UITabBar()
}

public final class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    public required init() { super.init() }
}

public final class UIScreen {
    public static let main = UIScreen()
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

open class UIScene: UIResponder {
    public enum ActivationState { case unattached, foregroundActive, foregroundInactive, background }
    public final class ConnectionOptions {}
    public var activationState = ActivationState.foregroundActive
    public var delegate: UISceneDelegate?
}

public protocol UISceneDelegate: AnyObject {}
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

public final class UISceneSession {}

open class UIWindowScene: UIScene {
    public var windows: [UIWindow] = []
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

open class UIWindow: UIView {
    public var rootViewController: UIViewController?
    public var windowScene: UIWindowScene?
    public var isKeyWindow = false
    public init(windowScene: UIWindowScene) {
        super.init()
        self.windowScene = windowScene
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init() { super.init() }
    public func makeKeyAndVisible() {}
}

public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// What makes `@main` on an app delegate work, as in UIKit.
    public static func main() {}
}

open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable { public let rawValue: String }
    public struct OpenURLOptionsKey: Hashable { public let rawValue: String }
    public static let shared = UIApplication()
    public var connectedScenes: Set<UIScene> = []
    public var keyWindow: UIWindow? { nil }
    public var windows: [UIWindow] { [] }
    public var statusBarFrame = CGRect(x: 0, y: 0, width: 0, height: 0)
}
