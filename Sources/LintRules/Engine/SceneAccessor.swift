import ProjectModel
import SwiftSource

/// A computed property or function of the project whose whole body is a window-scene lookup,
/// and that any file can call: `UIWindowScene.current`, `UIApplication.shared.keyScene`, a
/// global `currentWindow()`. `--fix` rewrites copies of its lookup, and deprecated window
/// calls, into calls to it.
struct SceneAccessor: Sendable, Hashable, Comparable {
    enum Yield: String, Sendable, Hashable {
        case scene
        case window
    }

    /// How to call it from anywhere: `UIWindowScene.current`, `currentScene()`.
    package var call: String
    var yield: Yield
    /// The normalized lookup it returns (equal lookups share it).
    var key: String
    /// It force-casts (`as! UIWindowScene`), so it returns a non-optional.
    var isForced: Bool
    /// Where it is declared (display path), for stable ordering.
    package var path: String
    package var line: Int
    /// `public` or `open`: code of other modules may call it, not only its own module's.
    var isPublic = false
    /// What its lookup finds, compared with what `--fix`'s `UIWindowScene.current` finds.
    var meaning: AccessorCallFix.LookupMeaning = .other

    package init(call: String, yield: Yield, key: String, isForced: Bool, path: String, line: Int) {
        self.call = call
        self.yield = yield
        self.key = key
        self.isForced = isForced
        self.path = path
        self.line = line
    }

    package static func < (lhs: SceneAccessor, rhs: SceneAccessor) -> Bool {
        (lhs.path, lhs.line, lhs.call) < (rhs.path, rhs.line, rhs.call)
    }
}
