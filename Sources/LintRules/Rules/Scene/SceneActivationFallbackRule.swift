import ProjectModel
import SwiftSource

/// Scene lookups that can pick the wrong scene, or none.
struct SceneActivationFallbackRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        var finder = SceneLookupFinder(file: file)
        let lookups = finder.lookups()
        for lookup in lookups where !lookup.isFallback {
            guard let problem = problem(of: lookup, finder: finder) else { continue }
            var violation = file.violation(Self.description, from: lookup.reportedStart, through: lookup.end - 1,
                                           message: problem.message, suggestion: problem.suggestion)
            if problem.lacksFallback { violation.fix = fallbackFix(for: lookup, in: file) }
            if problem.picksAnyScene {
                violation.key = lookup.picksAnyWindow && !lookup.prefersKeyWindow ? Self.picksAnySceneAndWindowKey : Self.picksAnySceneKey
            }
            violations.append(violation)
        }
        violations += WindowsFirstFinder(file: file, lookups: lookups, receivers: ApplicationReceivers(file: file)).violations(Self.description)
        // A test runs in the host app's one scene; its lookups are fixtures, not the shell.
        // (Asked last: most files have nothing to excuse.)
        return violations.isEmpty || file.isTestCode ? [] : violations
    }

    private struct Problem {
        var message: String
        var suggestion: String
        /// Only a fallback is missing: `--fix` can add it.
        var lacksFallback = false
        /// No activation filter: harmless in an app that shows one scene.
        var picksAnyScene = false
    }

    static let picksAnySceneKey = "picksAnyScene"
    /// Any scene, then any of its windows: in a one-scene app only the window half is wrong.
    static let picksAnySceneAndWindowKey = "picksAnyScene+window"

    /// An Info.plist with a scene manifest, for the examples.
    static func sceneManifest(multipleScenes: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<\(multipleScenes)/>
        \t</dict>
        </dict>
        </plist>
        """
    }

    /// `connectedScenes.first` cannot pick a wrong scene in an app target that declares a single
    /// scene (the project model's effective Info keys); a missing fallback still can.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        violations.compactMap { violation in
            guard violation.key == Self.picksAnySceneKey || violation.key == Self.picksAnySceneAndWindowKey else { return violation }
            var violation = violation
            if project.isSingleSceneApp(at: violation.location.path) {
                guard violation.key == Self.picksAnySceneAndWindowKey else { return nil }
                violation.message = Self.anyWindowMessage
                violation.suggestion = Self.anyWindowSuggestion
            }
            violation.key = nil
            return violation
        }
    }

    /// `lookup ?? <the same lookup without its activation filter>`, spelled like the lookup:
    /// `scenes.first { $0.activationState == .foregroundActive } ?? scenes.first`.
    private func fallbackFix(for lookup: SceneLookup, in file: SourceFile) -> Fix? {
        guard lookup.yield == .scene, lookup.start == lookup.reportedStart, lookup.coalescing == nil,
              !lookup.activationFilters.isEmpty, !lookup.isForced(in: file),
              file.holdsWholeBrackets(lookup.start..<lookup.end),
              let fallback = file.singleLineCode(lookup.start..<lookup.end, omitting: lookup.activationFilters) else { return nil }
        let last = lookup.end - 1
        let next = lookup.end
        // `lookup == nil`, `lookup as? T`: the value is tested, not used; a fallback would change the test.
        if next < file.code.count,
           (file.isBinaryOperator(next) && !file.isPostfix(next)) || file.isKeyword(next, .as) || file.isKeyword(next, .is) {
            return nil
        }
        let start = file.code[lookup.start].offset
        let end = file.code[last].end
        let readsOn = file.isReadOn(after: last) || (file.isOperator(next, "?") && file.isPostfix(next))
        if readsOn {
            return Fix(edits: [Fix.Edit(range: start..<start, replacement: "("),
                               Fix.Edit(range: end..<end, replacement: " ?? \(fallback))")])
        }
        if !file.onSameLine(lookup.start, last) {
            let continuation = file.lineBreak + file.indentation(ofLineHolding: last) + "?? " + fallback
            return Fix(edits: [Fix.Edit(range: end..<end, replacement: continuation)])
        }
        return Fix(edits: [Fix.Edit(range: end..<end, replacement: " ?? " + fallback)])
    }

    private func problem(of lookup: SceneLookup, finder: SceneLookupFinder) -> Problem? {
        // A loop over the active scenes finds nothing while none is active, unless the code
        // after it looks elsewhere.
        if lookup.isLoop, lookup.states == ["foregroundActive"], !finder.loopHasFallback(lookup) {
            return Problem(
                message: "No scene is `.foregroundActive` during launch, in the background or behind a system sheet: this loop then finds nothing",
                suggestion: "After the loop, fall back to a `.foregroundInactive` scene or any scene: `scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first`.",
                lacksFallback: true)
        }
        // Every scene's windows: which scene does not matter, but the window picked from them does.
        if lookup.searchesAllScenes {
            return lookup.picksAnyWindow && !lookup.prefersKeyWindow ? Problem(message: Self.anyWindowMessage, suggestion: Self.anyWindowSuggestion) : nil
        }
        if lookup.picksAnyScene, !followsLoopOverScenes(lookup, in: finder.file) {
            return Problem(
                message: "This lookup takes any connected scene: on iPad, CarPlay or an external display it can be one the user is not looking at",
                suggestion: "Prefer `.foregroundActive` and fall back: `scenes.first { $0.activationState == .foregroundActive } ?? scenes.first`.",
                picksAnyScene: true)
        }
        // (`scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first` is the tail
        // of a fallback chain, not a lookup for inactive scenes alone.)
        if lookup.states == ["foregroundInactive"], !finder.hasFallback(lookup) {
            return Problem(
                message: "This lookup accepts only `.foregroundInactive` scenes: the scene the user is using is `.foregroundActive`",
                suggestion: "Look for `.foregroundActive` first, and fall back to `.foregroundInactive` or any scene.")
        }
        if lookup.states == ["foregroundActive"], !finder.hasFallback(lookup), !feedsActiveSceneAPI(lookup, in: finder.file) {
            return Problem(
                message: "No scene is `.foregroundActive` during launch, in the background or behind a system sheet: this lookup then finds nothing",
                suggestion: "Add a fallback: `… ?? scenes.first { $0.activationState == .foregroundInactive } ?? scenes.first`.",
                lacksFallback: true)
        }
        if lookup.picksAnyWindow, !lookup.prefersKeyWindow {
            return Problem(message: Self.anyWindowMessage, suggestion: Self.anyWindowSuggestion)
        }
        return nil
    }

    /// `for scene in connectedScenes { … return }` and then `connectedScenes.first`: the loop has
    /// chosen the scene it wants, and the first one is what is left when it found none (or the
    /// wrap-around of a "next window" command) — not a guess at the current scene.
    private func followsLoopOverScenes(_ lookup: SceneLookup, in file: SourceFile) -> Bool {
        guard let function = file.outline.function(containing: lookup.start), let body = function.body else { return false }
        var index = body.lowerBound
        while index < lookup.start {
            defer { index += 1 }
            guard file.isKeyword(index, .for) else { continue }
            var probe = index + 1
            while probe < lookup.start, !file.isKeyword(probe, .in), !file.isPunctuation(probe, "{") { probe += 1 }
            guard file.isKeyword(probe, .in) else { continue }
            let sequenceEnd = file.expressionEnd(from: probe + 1, stopAtBrace: true)
            if ((probe + 1)..<sequenceEnd).contains(where: { file.spells($0, "connectedScenes") }) { return true }
        }
        return false
    }

    static let anyWindowMessage = "`windows.first` takes any window of the scene, not the key window"
    static let anyWindowSuggestion = "Use `scene.keyWindow` (iOS 15) or `windows.first { $0.isKeyWindow } ?? windows.first`."

    /// APIs that must be given the scene the user is looking at: a fallback to another scene
    /// would show the sheet where nobody sees it.
    private static let activeSceneAPIs: [StaticString] = ["requestReview", "showManageSubscriptions", "beginRefundRequest",
                                                           "presentOfferCodeRedeemSheet"]

    /// The lookup's scene goes straight to an API that needs the active scene:
    /// `requestReview(in: lookup)`, or a name holding the lookup used only that way.
    private func feedsActiveSceneAPI(_ lookup: SceneLookup, in file: SourceFile) -> Bool {
        // Every way ends at one of these calls: a file that names none is told at once (a walk of
        // the lookup's uses per lookup is quadratic in a function of thousands of them).
        guard Self.activeSceneAPIs.contains(where: { file.mentions($0) }) else { return false }
        if feedsActiveSceneAPI(valueAt: lookup.start, in: file) { return true }
        // `if let scene = (UIApplication.shared.connectedScenes.first { … } as? UIWindowScene)`:
        // the value starts at the parenthesis.
        if file.isPunctuation(lookup.start - 1, "("), feedsActiveSceneAPI(valueAt: lookup.start - 1, in: file) { return true }
        // `func activeScene() -> UIWindowScene? { lookup }`, whose every call in the file feeds one.
        // Or `var foregroundActiveScene: UIWindowScene? { lookup }`, read only that way.
        let accessor: (name: String, nameIndex: Int, body: ClosedRange<Int>, isFunction: Bool)
        if let function = file.outline.function(containing: lookup.start), function.kind == .function, let body = function.body {
            accessor = (function.name, function.nameIndex, body, true)
        } else if let variable = file.outline.variables.first(where: { $0.isComputed && $0.accessors?.contains(lookup.start) == true }),
                  let body = variable.accessors {
            accessor = (variable.name, variable.nameIndex, body, false)
        } else {
            return false
        }
        guard isReturnedWhole(lookup, from: accessor.body, in: file) else { return false }
        let uses = file.code.indices.filter { index in
            file.isIdentifier(index) && file.spells(index, accessor.name) && index != accessor.nameIndex && !accessor.body.contains(index)
                && file.isPunctuation(index + 1, "(") == accessor.isFunction
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            // The whole chain the use ends: `UIApplication.shared.foregroundActiveScene`.
            var start = use
            while file.isPunctuation(start - 1, "."), file.isIdentifier(start - 2) || file.isKeyword(start - 2, .self) { start -= 2 }
            return feedsActiveSceneAPI(valueAt: start, in: file)
        }
    }

    /// The value that starts at `start` goes to an active-scene API: as its `in:` argument, or
    /// through a name used only that way, or handed to a function of the file that does so with
    /// its parameter (`requestReview(in: scene)` of a `private static func requestReview(in:)`).
    /// Also through a second name that only unwraps the first (`let windowScene = lookup` then
    /// `guard let scene = windowScene else { … }`).
    private func feedsActiveSceneAPI(valueAt start: Int, in file: SourceFile, unwrapping: Bool = true) -> Bool {
        if isActiveSceneArgument(at: start, in: file) { return true }
        let bindings = file.bindings
        guard let declaration = file.analysis(DeclarationsByInitializer.self)[start] else { return false }
        let uses = bindings.uses(of: declaration)
        return !uses.isEmpty && uses.allSatisfy { use in
            if isActiveSceneArgument(at: use, in: file) || passesToActiveSceneFunction(at: use, in: file) { return true }
            // (Or casts it: `if let windowScene = scene as? UIWindowScene`.)
            guard unwrapping, let unwrapped = file.analysis(DeclarationsByInitializer.self)[use],
                  bindings.declarations[unwrapped].kind == .conditionBinding,
                  let value = bindings.declarations[unwrapped].initializer,
                  value.count == 1 || (value.count == 4 && file.isKeyword(value.lowerBound + 1, .as)) else { return false }
            return feedsActiveSceneAPI(valueAt: use, in: file, unwrapping: false)
        }
    }

    /// Each declaration by where its initializer starts (the first, as a walk from the top would
    /// find): asked for every lookup of a file, which may have thousands.
    private enum DeclarationsByInitializer: FileAnalysis {
        static func analyse(_ file: SourceFile) -> [Int: Int] {
            var positions: [Int: Int] = [:]
            for (position, declaration) in file.bindings.declarations.enumerated() {
                guard let start = declaration.initializer?.lowerBound, positions[start] == nil else { continue }
                positions[start] = position
            }
            return positions
        }
    }

    /// `requestReview(in: scene)` calling a function of this file whose parameter goes to the API.
    private func passesToActiveSceneFunction(at index: Int, in file: SourceFile) -> Bool {
        guard file.isPunctuation(index - 1, ":"), let call = file.enclosingBrackets(of: index, only: "("),
              file.isIdentifier(call.lowerBound - 1) else { return false }
        let name = file.text(call.lowerBound - 1)
        return file.outline.functions.contains { function in
            guard function.name == name, let body = function.body else { return false }
            let parameters = file.outline.parameters(of: function).map { file.text($0.nameIndex) }
            return body.contains { argument in
                file.isIdentifier(argument) && parameters.contains(file.text(argument)) && isActiveSceneArgument(at: argument, in: file)
            }
        }
    }

    /// The lookup is what the function returns: its single expression, or `return lookup`.
    private func isReturnedWhole(_ lookup: SceneLookup, from body: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let first = file.isKeyword(body.lowerBound + 1, .return) ? body.lowerBound + 2 : body.lowerBound + 1
        return first == lookup.start && file.expressionEnd(from: first, limit: body.upperBound) == body.upperBound
    }

    /// `in: <here>` of a call to one of `activeSceneAPIs`.
    private func isActiveSceneArgument(at index: Int, in file: SourceFile) -> Bool {
        guard file.isPunctuation(index - 1, ":"), file.isKeyword(index - 2, .in) || file.spells(index - 2, "in"),
              let call = file.enclosingBrackets(of: index, only: "("), file.isIdentifier(call.lowerBound - 1) else { return false }
        return Self.activeSceneAPIs.contains { file.spells(call.lowerBound - 1, $0) }
    }

    package static let description = RuleDescription(
        identifier: "scene_activation_fallback",
        name: "Scene Activation Fallback",
        kind: .lint,
        severity: .warning,
        summary: "A window-scene lookup that can pick the wrong scene or none: no activation-state filter, a `.foregroundActive` filter with no fallback, `.foregroundInactive` alone, or `windows.first` (of a scene or the application) with no key-window preference.",
        rationale: """
        `connectedScenes` is a set: with two windows on iPad, a CarPlay screen or an external \
        display, `.first` is any of them, so alerts and sheets appear on a screen nobody is looking \
        at. Filtering on `.foregroundActive` fixes that but finds nothing during launch, in the \
        background, or while a system sheet makes the scene inactive — so the lookup needs a \
        fallback, written in the same function (`?? scenes.first`, or `active ?? any`). A scene's \
        `windows.first` is likewise any window of it, and the application's `windows.first` is its \
        oldest window, whatever scene or level it has; the key window is the one in front. A lookup \
        that searches the key window across all scenes, or that loops over every scene, needs no \
        activation state. In an app target that shows one scene (its Info keys do not set \
        `UIApplicationSupportsMultipleScenes` — the manifest Xcode generates for \
        `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` sets it —, or it builds for \
        iPhone alone, and it declares no CarPlay or external-display role), \
        `.first` is that scene and is not reported; a missing fallback still is. A \
        `.foregroundActive` scene handed straight to an API that needs the active scene \
        (`requestReview(in:)`, `AppStore.showManageSubscriptions(in:)`, \
        `Transaction.beginRefundRequest(in:)`) is right without a fallback.
        """,
        suggestion: "Prefer the foreground-active scene, fall back to any scene, and prefer the key window.",
        suggestedCode: """
        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive }
                    ?? scenes.first { $0.activationState == .foregroundInactive }
                    ?? scenes.first
            }

            var frontWindow: UIWindow? { keyWindow ?? windows.first { $0.isKeyWindow } ?? windows.first }
        }
        """,
        triggeringExamples: SceneActivationFallbackExamples.triggering + SceneActivationFallbackExamples.singleSceneTriggering,
        nonTriggeringExamples: SceneActivationFallbackExamples.nonTriggering + SceneActivationFallbackExamples.singleSceneNonTriggering
            + SceneActivationFallbackExamples.activeSceneAPIsNonTriggering,
        corrections: [
            Correction(Example("""
            let scene = UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive } as? UIWindowScene
            """), """
            let scene = UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive } as? UIWindowScene
                ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
            """),
            Correction(Example("""
            func currentScene() -> UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive }
            }
            """), """
            func currentScene() -> UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
            """),
            Correction(Example("""
            extension UIApplication {
                var activeScene: UIWindowScene? {
                    connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
                }
            }
            """), """
            extension UIApplication {
                var activeScene: UIWindowScene? {
                    connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene ?? connectedScenes.first as? UIWindowScene
                }
            }
            """),
            Correction(Example("""
            let delegate = UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first?.delegate as? SceneDelegate
            """), """
            let delegate = (UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first ?? UIApplication.shared.connectedScenes.first)?.delegate as? SceneDelegate
            """),
        ]
    )
}
