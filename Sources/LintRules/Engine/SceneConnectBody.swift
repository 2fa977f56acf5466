import ProjectModel
import SwiftSource

/// Reads the body of `scene(_:willConnectTo:options:)` (or of the app delegate's launch), and
/// one step further: the bodies of the file's functions it calls (`decideRootViewController()`,
/// `setupUI()`), where the window is often built.
struct SceneConnectBody {
    let file: SourceFile
    let body: ClosedRange<Int>

    /// Whether this body, or one of the functions of the file it calls, has `property`. The
    /// callees are resolved only when the body itself has not: most connect methods build their
    /// window in place, and resolving names builds the file's bindings.
    /// With `outsideDeferredClosures`, calls made in a closure that runs later (a completion
    /// handler) are not followed: what they build comes after the launch; nor are calls made on
    /// one path only (`if opened from a link { showInvite() }`): the other path keeps the
    /// storyboard's screen.
    func holds(_ property: KeyPath<SceneConnectBody, Bool>, outsideDeferredClosures: Bool = false) -> Bool {
        if self[keyPath: property] { return true }
        let outline = file.outline
        var localNames = Set<String>()
        for function in outline.functions where function.body != nil { localNames.insert(function.name) }
        func calls(in body: ClosedRange<Int>) -> [Int] {
            body.filter {
                file.isIdentifier($0) && file.isPunctuation($0 + 1, "(") && localNames.contains(file.text($0))
                    && !(outsideDeferredClosures && (isInDeferredClosure($0, within: body) || isOnOnePathOnly($0, within: body)))
            }
        }
        var pending = calls(in: body)
        guard !pending.isEmpty else { return false }
        let bindings = file.bindings
        var seen = Set<Int>()
        // A launch method often hands over to a helper that hands over again
        // (`chooseScreen()` → `loadRoot()`): a few calls deep, each function once.
        for _ in 0..<SceneConnectBody.callDepth {
            var next: [Int] = []
            for index in pending {
                guard let function = bindings.localFunction(calledAt: index), seen.insert(function).inserted,
                      let callee = outline.functions[function].body, callee != body else { continue }
                if SceneConnectBody(file: file, body: callee)[keyPath: property] { return true }
                next += calls(in: callee)
            }
            guard !next.isEmpty else { break }
            pending = next
        }
        return false
    }

    private static let callDepth = 3

    /// `….rootViewController = …` or `window = UIWindow(…)` where it runs during the launch: the
    /// app makes its own window, so the storyboard's is thrown away. A root view controller set
    /// in a completion handler (`Api.login(completion: { … window?.rootViewController = … })`)
    /// replaces the storyboard's screen, which is shown until then.
    var setsRootViewControllerAtLaunch: Bool {
        body.contains { index in
            ((file.spells(index, "rootViewController") && file.isOperator(index + 1, "=") && file.isPunctuation(index - 1, "."))
                || isWindowCreation(assignedAt: index))
                && !isInDeferredClosure(index, within: body) && !isOnOnePathOnly(index, within: body)
        }
    }

    /// `if Auth.auth().currentUser != nil { window?.rootViewController = home }` with no `else`,
    /// or a `guard`'s `else`: on the other path the storyboard's first screen is the app's. A test of the window itself
    /// (`if let window = window`) or of the system (`#available`) chooses no path.
    private func isOnOnePathOnly(_ index: Int, within body: ClosedRange<Int>) -> Bool {
        guard let block = file.enclosingBrackets(of: index, only: "{"), block.lowerBound > body.lowerBound else { return false }
        let statement = file.statementStart(containing: block.lowerBound - 1)
        // `guard let account = loadAccount() else { window?.rootViewController = login; return }`:
        // the path that goes on keeps the storyboard's screen.
        let isGuardElse = file.isKeyword(block.lowerBound - 1, .else) && file.isKeyword(statement, .guard)
        guard isGuardElse || (file.isKeyword(statement, .if) && !file.isKeyword(statement - 1, .else)
                              && !file.isKeyword(block.upperBound + 1, .else)) else { return false }
        return !(statement..<block.lowerBound).contains { file.spells($0, "window") || file.spells($0, "#available") }
    }

    /// `window = UIWindow(…)` / `self.window = UIWindow(…)` / `window = UIWindow.init()` somewhere in the body.
    var makesWindow: Bool {
        body.contains(where: isWindowCreation(assignedAt:))
    }

    /// A `UIWindow(…)` made anywhere in the body, kept in a local first or not
    /// (`let win = UIWindow(windowScene: windowScene)`, then `window = win`).
    var createsWindow: Bool {
        body.contains { !file.isPunctuation($0 - 1, ".") && isWindowCall(at: $0) }
    }

    private func isWindowCreation(assignedAt index: Int) -> Bool {
        file.spells(index, "window") && file.isOperator(index + 1, "=") && isWindowCall(at: index + 2)
    }

    /// `UIWindow(…)` or `UIWindow.init(…)` at `index`.
    private func isWindowCall(at index: Int) -> Bool {
        file.spells(index, "UIWindow")
            && (file.isPunctuation(index + 1, "(")
                || (file.isPunctuation(index + 1, ".") && file.isKeyword(index + 2, .`init`) && file.isPunctuation(index + 3, "(")))
    }

    /// It makes a window for the scene and keeps it, or sets a root view controller during the
    /// connection. A root set later, in a notification observer or a completion handler, switches
    /// away from the storyboard's screen, which was shown until then; one set on one path only
    /// (`if signedIn { … }`) leaves the storyboard's for the other.
    var buildsWindowInCode: Bool {
        body.contains { index in
            // `window.rootViewController = …` (not a local named `rootViewController`).
            (file.spells(index, "rootViewController") && file.isOperator(index + 1, "=") && file.isPunctuation(index - 1, ".")
                && !isInDeferredClosure(index, within: body) && !isOnOnePathOnly(index, within: body))
                || (file.spells(index, "windowScene") && file.isPunctuation(index + 1, ":") && isWindowCreation(argumentLabel: index)
                    && !isDroppedLocalWindow(madeAt: index))
        }
    }

    /// `let window = UIWindow(windowScene: windowScene)` and nothing ever assigned that local
    /// (`self.window = window`): the window is released at the end of the call, and the
    /// storyboard's window, which UIKit set before, is the one on screen.
    private func isDroppedLocalWindow(madeAt label: Int) -> Bool {
        // (A `(` closed by a bracket of another kind, or not at all, ends past the body.)
        guard let call = file.enclosingBrackets(of: label, only: "("), call.upperBound < body.upperBound, file.isOperator(call.lowerBound - 2, "="),
              file.isIdentifier(call.lowerBound - 3), file.isKeyword(call.lowerBound - 4, .let) || file.isKeyword(call.lowerBound - 4, .var)
        else { return false }
        let local = call.lowerBound - 3
        return !((call.upperBound + 1)..<body.upperBound).contains { index in
            file.sameText(index, local) && !file.isPunctuation(index - 1, ".")
                && (file.isOperator(index - 1, "=") || file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",")
                    || file.isPunctuation(index - 1, ":") || file.isKeyword(index - 1, .return))
        }
    }

    private func isWindowCreation(argumentLabel index: Int) -> Bool {
        guard let call = file.enclosingBrackets(of: index, only: "("), call.lowerBound > 0 else { return false }
        let callee = call.lowerBound - 1
        return file.spells(callee, "init") || file.text(callee).hasSuffix("Window")
    }

    /// Whether `index` sits in a closure handed to a call that may run it later — a completion
    /// handler (`login(completion: { … })`, `fetch { user in … }`) — between `body`'s braces.
    /// `DispatchQueue.main.async { … }` runs on the next turn of the main loop, and
    /// `UIView.transition(with: window, …, animations: { … })` at once: the launch, still.
    func isInDeferredClosure(_ index: Int, within body: ClosedRange<Int>) -> Bool {
        var probe = index
        for _ in 0..<32 {
            guard let brace = file.enclosingBrackets(of: probe, only: "{")?.lowerBound, brace > body.lowerBound else { return false }
            if let callee = calleeOfClosure(at: brace), !Self.launchTimeCalls.contains(file.text(callee)) {
                return true
            }
            probe = brace
        }
        return false
    }

    /// Calls that run their closure now, or on the next turn of the main loop: still the launch.
    private static let launchTimeCalls: Set<String> = ["async", "asyncAfter", "sync", "performWithoutAnimation", "autoreleasepool", "animate", "transition"]

    /// The name of the call a closure opening at `brace` is passed to: `f(x: {`, `f({`, `f(a) {`, `f {`.
    private func calleeOfClosure(at brace: Int) -> Int? {
        let before = brace - 1
        if file.isPunctuation(before, ":") || file.isPunctuation(before, "(") || file.isPunctuation(before, ",") {
            guard let call = file.enclosingBrackets(of: brace, only: "("), file.isIdentifier(call.lowerBound - 1) else { return nil }
            return call.lowerBound - 1
        }
        // A trailing closure, not the block of `if f(x) {`, `for x in xs {`, `guard … else {`.
        let statement = file.statementStart(containing: before)
        let controlKeywords: [Keyword] = [.if, .guard, .while, .for, .switch, .repeat, .do, .catch, .else, .defer]
        if controlKeywords.contains(where: { file.isKeyword(statement, $0) }) { return nil }
        if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before), file.isIdentifier(open - 1) { return open - 1 }
        return file.isIdentifier(before) ? before : nil
    }
}
