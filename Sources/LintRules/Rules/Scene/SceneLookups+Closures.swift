import SwiftSource

/// What the closures of a scene lookup's chain test: the activation states they name, a scene
/// they want by identity, a member of the result they read.
extension SceneLookupFinder {
    /// `{ $0.safeAreaInsets.top }`, `{ window in window.rootViewController }`: a closure that reads
    /// a member of what it is given (a cast, `{ $0 as? UIWindowScene }`, reads none).
    func readsMember(in range: Range<Int>) -> Bool {
        range.contains { file.isPunctuation($0, ".") && file.isIdentifier($0 + 1) && $0 > range.lowerBound && file.isIdentifier($0 - 1) }
    }

    /// A predicate on the scene's session role, session or delegate, on its key window, or one that
    /// compares what it shows with a value: it wants that scene. (A delegate's type,
    /// `$0.delegate is SceneDelegate`, is every scene of the app's main kind: any of them.)
    func selectsByIdentity(_ range: Range<Int>) -> Bool {
        // `guard let delegate = scene.delegate, delegate is SceneDelegate`: a type test too.
        let testsType = range.contains { file.isKeyword($0, .is) }
        return range.contains { index in
            file.isIdentifier(index) && file.isPunctuation(index - 1, ".")
                && (file.spells(index, "role") || file.spells(index, "persistentIdentifier")
                    || (file.spells(index, "delegate") && !testsType && !file.isKeyword(index + 1, .as)))
        }
            // `first { ($0 as? UIWindowScene)?.title == documentTitle }`: the scene showing that one thing;
            // `first { $0.keyWindow != nil }`: the scene with the key window, the one in use.
            || (range.contains { file.isOperator($0, "==") || file.isOperator($0, "===") } && !mentions(range, "activationState"))
            || mentions(range, "keyWindow") || mentions(range, "isKeyWindow")
    }

    /// Activation states named in a closure: `.foregroundActive`, `UIScene.ActivationState.background`.
    func states(in range: Range<Int>) -> Set<String> {
        var result = Set<String>()
        for index in range where file.isPunctuation(index - 1, ".") && file.isIdentifier(index) {
            switch file.text(index) {
            case "foregroundActive", "foregroundInactive", "background", "unattached": result.insert(file.text(index))
            default: break
            }
        }
        return result
    }

    func mentions(_ range: Range<Int>, _ name: StaticString) -> Bool {
        range.contains { file.spells($0, name) && file.code[$0].kind == .identifier }
    }
}
