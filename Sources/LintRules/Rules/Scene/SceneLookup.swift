import SwiftSource

/// A place where code picks one window scene, or its window, out of `connectedScenes`: the
/// shared reading of the scene rules.
struct SceneLookup: Sendable {
    enum Yield: Sendable { case scene, window, other }

    /// The first token: the receiver (`UIApplication`, `app`, `self`, a bare `connectedScenes`
    /// inside `extension UIApplication`, a `scenes` variable) or the `(` around it.
    var start: Int
    /// One past the lookup itself: up to the scene or window it yields, with its cast, and its
    /// `??` fallback when nothing is read from the result in between.
    var end: Int
    /// The spelling two equal lookups share (receiver made canonical, see `ExpressionNormalizer`).
    var key: String
    var yield: Yield
    /// Activation states the selection tests (`foregroundActive` …).
    var states: Set<String>
    /// `first` / `last` picks a scene with no predicate on it, or a predicate that never looks
    /// at the activation state.
    var picksAnyScene: Bool
    /// All windows of all scenes are searched (for the key window): no activation state needed.
    var searchesAllScenes: Bool
    var prefersKeyWindow: Bool
    /// `windows.first` / `.last` with no key-window preference.
    var picksAnyWindow: Bool
    /// The lookup names `UIWindowScene` (a cast or `compactMap`), so it yields a window scene.
    var namesWindowScene: Bool

    /// Where a report points: the receiver, inside any parentheses around the chain.
    var reportedStart: Int

    /// The `??` of this lookup, if it has one.
    var coalescing: Int?
    /// The `let scenes = …connectedScenes…` this lookup reads, when it reads a stored collection.
    var storedScenes: StoredScenes?
    /// Tokens that filter on the activation state: without them the lookup takes any scene
    /// (`(where: { … })` after `first`, or a whole `.filter { … }`).
    var activationFilters: [Range<Int>] = []
    /// Where it is the right side of a `??`: a fallback for something before it.
    var isFallback: Bool
    /// `for case let scene as UIWindowScene in connectedScenes where scene.activationState == …`:
    /// a lookup written as a loop (no call can replace it).
    var isLoop = false
    /// `let scene = …first; scene as? UIWindowScene`: a window scene only through the local, so
    /// replacing the lookup alone would leave the cast behind.
    var isCastThroughLocal = false
    /// The type a scene lookup casts to when it is not `UIWindowScene` (`$0 as? ExternalDisplayScene`):
    /// a window scene if the project declares it as one.
    var castType: String?
    /// `compactMap { ($0 as? UIWindowScene)?.keyWindow?.safeAreaInsets.top }`: a member of the
    /// window is read inside the lookup, so the expression yields that member, not the window.
    var readsPastResult = false
}

/// `let scenes = UIApplication.shared.connectedScenes…`: scenes a later lookup picks from.
struct StoredScenes: Sendable {
    var name: String
    /// The declaration's tokens, from its first modifier to the end of its initializer.
    var declaration: ClosedRange<Int>
    /// Where the name can be read: after the declaration to the end of its scope.
    var scope: Range<Int>
    /// Made from another stored collection (`let active = windowScenes.filter { … }`): rewriting
    /// the lookup would leave the other one unread, so `--fix` leaves it alone.
    var isDerived = false
}
