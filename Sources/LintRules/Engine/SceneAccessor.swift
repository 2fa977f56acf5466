/// A computed property or function of the project whose whole body is a window-scene lookup,
/// and that any file can call: `UIWindowScene.current`, `UIApplication.shared.keyScene`, a
/// global `currentWindow()`. `--fix` rewrites copies of its lookup, and deprecated window
/// calls, into calls to it.
public struct SceneAccessor: Sendable, Hashable, Comparable {
    public enum Yield: String, Sendable, Hashable {
        case scene
        case window
    }

    /// How to call it from anywhere: `UIWindowScene.current`, `currentScene()`.
    public var call: String
    public var yield: Yield
    /// The normalized lookup it returns (equal lookups share it).
    public var key: String
    /// It force-casts (`as! UIWindowScene`), so it returns a non-optional.
    public var isForced: Bool
    /// Where it is declared (display path), for stable ordering.
    public var path: String
    public var line: Int

    public init(call: String, yield: Yield, key: String, isForced: Bool, path: String, line: Int) {
        self.call = call
        self.yield = yield
        self.key = key
        self.isForced = isForced
        self.path = path
        self.line = line
    }

    public static func < (lhs: SceneAccessor, rhs: SceneAccessor) -> Bool {
        (lhs.path, lhs.line, lhs.call) < (rhs.path, rhs.line, rhs.call)
    }
}
