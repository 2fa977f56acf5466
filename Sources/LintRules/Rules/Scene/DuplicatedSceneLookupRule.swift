import ProjectModel
import SwiftSource

/// The same window-scene lookup written out more than once in the project.
struct DuplicatedSceneLookupRule: Rule {
    let minimumOccurrences: Int
    /// Where `--fix` creates the accessor when the project has none; nil: beside the first copy.
    let accessorFile: String?

    static let accessorFileName = "UIWindowScene+Current.swift"

    package init(options: RuleOptions) throws(ConfigurationError) {
        minimumOccurrences = try options.integer("minOccurrences", default: 2)
        guard minimumOccurrences >= 2 else {
            throw ConfigurationError("rules.\(Self.description.identifier).minOccurrences must be at least 2")
        }
        accessorFile = try options.path("accessorFile")
        if let accessorFile, !accessorFile.hasSuffix(".swift") {
            throw ConfigurationError("rules.\(Self.description.identifier).accessorFile must name a .swift file")
        }
    }

    static var readsWholeProject: Bool { true }

    /// Every lookup starts from `connectedScenes` or `openSessions` (`SceneLookupFinder.lookups`).
    static var projectScanTerms: [StaticString]? { ["connectedScenes", "openSessions"] }

    /// Every lookup yielding a scene or a window is a candidate; `finish` groups them.
    func check(_ file: SourceFile) -> [Violation] {
        var finder = SceneLookupFinder(file: file)
        let accessors = SceneAccessorFinder(file: file)
        // `let windowScenes = …compactMap { … }` read as `windowScenes.first` in each step of one
        // fallback chain: the lookup is written once, in the variable; later reads of the same
        // scene from it are no copies.
        var readCollections: Set<String> = []
        var violations: [Violation] = finder.lookups().compactMap { lookup in
            if let stored = lookup.storedScenes {
                let scene = Self.scenePartKey(of: lookup.key) ?? lookup.key
                guard readCollections.insert("\(stored.declaration.lowerBound)\u{1}" + scene).inserted else { return nil }
            }
            // A window scene of the project's own class (`$0 as? ExternalDisplayScene`): one only if
            // the project declares it so, which `finish` knows.
            if lookup.accessorYield == nil, lookup.yield == .scene, let type = lookup.castType, !lookup.isFallback {
                var violation = file.violation(Self.description, from: lookup.reportedStart, through: lookup.end - 1,
                                               message: "", key: Self.subclassKey(type) + lookup.key)
                violation.anchor = accessors.accessor(for: lookup)?.call
                return violation
            }
            // A window scene or its window: `connectedScenes.first?.delegate` reads a `UIScene`.
            guard let yield = lookup.accessorYield, !lookup.isFallback else { return nil }
            // A window read off a scene lookup is also a copy of that scene lookup (`finish` decides).
            let sceneKey = yield == .window ? Self.scenePartKey(of: lookup.key) : nil
            var violation = file.violation(Self.description, from: lookup.reportedStart, through: lookup.end - 1,
                                           message: "", key: lookup.key + (sceneKey.map { Self.scenePartSeparator + $0 } ?? ""))
            violation.anchor = accessors.accessor(for: lookup)?.call
            if !lookup.isLoop, !lookup.isCastThroughLocal, let edits = replacementEdits(for: lookup, in: file) {
                // The call replaces the lookup; a forced cast stays forced.
                violation.pendingAccessorFix = AccessorCallFix(
                    edits: edits, forms: [AccessorCallFix.Form(yield: yield, suffix: lookup.isForced(in: file) ? "!" : "")],
                    isReadOn: file.isReadOn(after: lookup.end - 1))
                violation.pendingAccessorFix?.conditions = file.compilationConditions(at: lookup.start)
                violation.pendingAccessorFix?.meaning = Self.meaning(of: lookup)
            }
            violation.snippet = Self.accessorSnippet(yield: lookup.yield)
            return violation
        }
        AccessorCallFix.recordImports(of: file, in: &violations)
        return violations
    }

    /// Whether the accessor `--fix` creates (the active scene, else any) finds what `lookup`
    /// finds; a fallback written elsewhere in the function is not the lookup's own.
    static func meaning(of lookup: SceneLookup) -> AccessorCallFix.LookupMeaning {
        // `first { $0.delegate is SceneDelegate }` takes any scene of one kind, which the active
        // scene (of whatever kind) need not be.
        if lookup.picksAnyScene, lookup.coalescing == nil, !SceneLookupKey.testsDelegateType(lookup.key) {
            return .anyScene
        }
        if lookup.coalescing != nil, lookup.states.contains("foregroundActive"),
           lookup.states.isSubset(of: ["foregroundActive", "foregroundInactive"]) {
            return .activeElseAny
        }
        return .other
    }

    /// The lookup's bytes to replace; with the `let scenes = …` it reads when nothing else
    /// reads that, so no unused variable is left behind.
    private func replacementEdits(for lookup: SceneLookup, in file: SourceFile) -> [Fix.Edit]? {
        // `(…first as? UIWindowScene)?.screen` becomes `UIWindowScene.current?.screen`: the call needs no parentheses.
        let wrapped = file.isPunctuation(lookup.start - 1, "(") && file.brackets.partner(of: lookup.start - 1) == lookup.end
            && !file.isIdentifier(lookup.start - 2) && !file.isPunctuation(lookup.start - 2, ")")
        let range = wrapped ? (lookup.start - 1)..<(lookup.end + 1) : lookup.start..<lookup.end
        guard var edits = file.replacing(range, with: "") else { return nil }
        guard let stored = lookup.storedScenes else { return edits }
        if stored.isDerived { return nil }
        // Read from the file's index of names: a walk of the scope per lookup was quadratic.
        guard let nameIndex = stored.declaration.first(where: { file.isIdentifier($0) && file.spells($0, stored.name) }) else { return nil }
        let readElsewhere = file.occurrences(ofNameAt: nameIndex, in: stored.scope).contains { index in
            !(lookup.start..<lookup.end).contains(index) && !file.isPunctuation(index - 1, ".")
        }
        if readElsewhere { return edits }
        guard let deletion = file.deletingLines(of: stored.declaration) else { return nil }
        edits.append(deletion)
        return edits
    }

    /// The key prefix of a lookup that casts to `type`, a window scene if the project says so.
    private static func subclassKey(_ type: String) -> String { "\u{2}" + type + "\u{2}" }

    /// `ExternalDisplayScene` of a key made by `subclassKey`.
    private static func castType(inKey key: String) -> String? {
        guard key.hasPrefix("\u{2}") else { return nil }
        return key.dropFirst().split(separator: "\u{2}", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }

    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var groups: [String: [Violation]] = [:]
        var order: [String] = []
        for violation in regroupingWindowsByScene(violations) {
            guard let key = violation.key else { continue }
            if let type = Self.castType(inKey: key), !project.windowSceneSubclasses.contains(type) { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(violation)
        }
        var reported: [Violation] = []
        var createsAccessor = false
        let scope = project.scope
        // The project's accessors by lookup, in project order, instead of a scan per group.
        let accessorsByKey = Dictionary(grouping: project.sceneAccessors, by: \.key)
        for key in order {
            let group = groups[key]!.sorted { $0.location < $1.location }
            guard group.count >= minimumOccurrences else {
                // Too few to ask for an accessor, but the project has one spelled otherwise that
                // finds this scene: it is one more occurrence (and what a run interrupted after
                // creating it, with one copy left, must still rewrite that copy to).
                if group.count + 1 >= minimumOccurrences, let existing = equivalentAccessor(for: group, project: project) {
                    reported += group.map { calling(existing, $0, project: project) }
                }
                continue
            }
            // Copies meet only where one's module sees the other's (SPEC §9): two apps' own
            // copies, or their own accessors, are not duplicates of each other.
            let modules = group.map { scope.modules(of: $0.location.path) }
            func related(_ first: Int, _ second: Int) -> Bool {
                scope.sees(modules[first], modules[second]) || scope.sees(modules[second], modules[first])
            }
            let accessors = group.indices.filter { group[$0].anchor != nil }
            var unserved: [Int] = []
            for index in group.indices {
                // The first accessor this copy can call; a second accessor points at an earlier one.
                let isAccessor = group[index].anchor != nil
                guard let accessorIndex = accessors.first(where: { $0 != index && (!isAccessor || $0 < index) && scope.sees(modules[index], modules[$0]) }),
                      let call = group[accessorIndex].anchor else {
                    // An accessor that others call is the cure, not a copy.
                    if !isAccessor || !accessors.contains(where: { $0 != index && related(index, $0) }) {
                        unserved.append(index)
                    }
                    continue
                }
                let accessor = group[accessorIndex]
                var violation = group[index]
                // The fix needs an accessor this copy can call: the project's facts hold only those
                // other files can (not private, not under `#if`), and another module's must be public.
                let found = accessorsByKey[key]?.first { $0.call == call && $0.path == accessor.location.path }
                let hiddenModule = Set(modules[index]).isDisjoint(with: modules[accessorIndex]) && found?.isPublic != true
                    ? project.moduleToImport(declaredAt: accessor.location.path, from: violation.location.path) : nil
                // Each module keeping an accessor of its own, where the other's is internal to it: no copy.
                if isAccessor, hiddenModule != nil { continue }
                let declared = hiddenModule == nil ? found : nil
                violation.message = "This window-scene lookup repeats `\(call)` "
                    + "(\(accessor.location.path):\(accessor.location.line)); call it instead"
                violation.suggestion = "Replace the lookup with `\(call)`."
                if let hiddenModule {
                    // Another module's internal accessor: this code cannot call it until it is public.
                    violation.message = "This window-scene lookup repeats `\(call)` "
                        + "(\(accessor.location.path):\(accessor.location.line)), which module `\(hiddenModule)` keeps internal; make it public and call it"
                    violation.suggestion = "Declare `\(call)` `public` in `\(hiddenModule)`, then replace the lookup with it."
                }
                violation.related = [accessor.location]
                violation.snippet = nil
                // An accessor's own body is never rewritten: calling another accessor of the same
                // name from it would call itself.
                violation.fix = violation.anchor != nil ? nil : declared.flatMap { found in
                    fix(violation.pendingAccessorFix, calling: found,
                        importing: project.moduleToImport(declaredAt: found.path, from: violation.location.path))
                }
                violation.anchor = nil
                reported.append(violation)
            }
            // The copies no accessor serves, in groups of those that meet.
            for component in Self.meetingGroups(of: unserved, modules: modules, related: { scope.sees($0, $1) || scope.sees($1, $0) }) {
                guard component.count >= minimumOccurrences else { continue }
                let members = component.map { group[$0] }
                if let existing = equivalentAccessor(for: members, project: project) {
                    reported += members.map { calling(existing, $0, project: project) }
                    continue
                }
                // One new accessor per run; a second kind of lookup gets its own on a later run.
                let newAccessor = createsAccessor ? nil : accessorToCreate(for: members, project: project)
                createsAccessor = createsAccessor || newAccessor != nil
                // An accessor's own body is the cure, even where a module below it cannot call it
                // (the copy there is reported; moving the accessor down serves both).
                let onlyAccessors = members.allSatisfy { $0.anchor != nil }
                for var violation in members where violation.anchor == nil || onlyAccessors {
                    violation.message = Self.copiesMessage(for: violation.location, among: members)
                    violation.suggestion = "Create the `UIWindowScene.current` accessor below once and call it from every place."
                    if let type = Self.castType(inKey: key) {
                        // The project's own scene class: the accessor returns it, not `UIWindowScene`.
                        violation.suggestion = "Put the lookup in one accessor that returns `\(type)` (`static var current: \(type)?` in `extension \(type)`), and call it from every place."
                        violation.snippet = nil
                    }
                    violation.related = Self.listedCopies(besides: violation.location, among: members)
                    if violation.anchor == nil, let newAccessor,
                       var fix = fix(violation.pendingAccessorFix, calling: newAccessor.accessor,
                                     importing: project.moduleToImport(declaredAt: newAccessor.file.path, from: violation.location.path)) {
                        fix.newFiles = [newAccessor.file]
                        violation.fix = fix
                    }
                    violation.anchor = nil
                    reported.append(violation)
                }
            }
        }
        return reported
    }

    package static let description = RuleDescription(
        identifier: "duplicated_scene_lookup",
        name: "Duplicated Scene Lookup",
        kind: .idiomatic,
        severity: .warning,
        summary: "The same window-scene lookup (`UIApplication.shared.connectedScenes …`, `(active ?? any) as? UIWindowScene`, a `for case let scene as UIWindowScene in connectedScenes where …` loop, `openSessions.first?.scene`) written out more than once in a module and the modules it depends on.",
        rationale: """
        Every copy of "find the current window scene" is a decision — which activation state, which \
        fallback, which window — made again by hand. Copies drift: one learns to prefer the key \
        window, another still takes the first scene, and the bug is fixed in one place only. \
        Spellings that mean the same lookup count as copies: `first(where:)` or a trailing closure, \
        `$0` or a named parameter, `filter { … }.first`, line breaks and comments inside the chain. \
        When one copy is already the whole body of an accessor, the others should call it. Copies \
        are compared as the compiler sees them: within a target (Xcode or SwiftPM) and the targets \
        it depends on; two apps of one repository each keep their own accessor.
        """,
        suggestion: "Keep the lookup in one accessor, such as `UIWindowScene.current`, and call it everywhere.",
        suggestedCode: """
        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }
        """,
        options: [
            RuleOption("minOccurrences", .integer, default: "2", "How many occurrences make a violation, an accessor the project declares counting as one (at least 2)."),
            RuleOption("accessorFile", .string, default: "null",
                       "Where `--fix` creates `UIWindowScene.current` when the project has no accessor (relative to the configuration file); by default `UIWindowScene+Current.swift` beside the first copy."),
        ],
        triggeringExamples: DuplicatedSceneLookupExamples.triggering + DuplicatedSceneLookupExamples.membersTriggering
            + DuplicatedSceneLookupExamples.loopsTriggering,
        nonTriggeringExamples: DuplicatedSceneLookupExamples.nonTriggering + DuplicatedSceneLookupExamples.membersNonTriggering
            + DuplicatedSceneLookupExamples.loopsNonTriggering,
        corrections: [
            Correction(Example("""
            func showBanner() {
                let top = UIApplication.shared.connectedScenes.first as? UIWindowScene
                top?.keyWindow?.addSubview(banner)
            }
            """, otherFiles: [
                "UIWindowScene+Current.swift": """
                extension UIWindowScene {
                    static var current: UIWindowScene? {
                        UIApplication.shared.connectedScenes.first as? UIWindowScene
                    }
                }
                """,
            ]), """
            func showBanner() {
                let top = UIWindowScene.current
                top?.keyWindow?.addSubview(banner)
            }
            """),
            Correction(Example("""
            func share() {
                let scene = UIApplication.shared.connectedScenes // the visible one
                    .first { scene in scene.activationState == .foregroundActive } as? UIWindowScene
                scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
            }
            """, otherFiles: [
                "Scenes.swift": """
                extension UIApplication {
                    var foregroundScene: UIWindowScene? {
                        connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
                    }
                }
                """,
            ]), """
            func share() {
                // the visible one
                let scene = UIApplication.shared.foregroundScene
                scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
            }
            """),
            Correction(Example("""
            func askForReview() {
                SKStoreReviewController.requestReview(in: UIApplication.shared.connectedScenes.first as! UIWindowScene)
            }
            """, otherFiles: [
                "Scenes.swift": """
                extension UIWindowScene {
                    static var current: UIWindowScene? {
                        UIApplication.shared.connectedScenes.first as? UIWindowScene
                    }
                }
                """,
            ]), """
            func askForReview() {
                SKStoreReviewController.requestReview(in: UIWindowScene.current!)
            }
            """),
            Correction(Example("""
            let inset = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.safeAreaInsets
            """, otherFiles: [
                "UIWindow+Key.swift": """
                extension UIWindow {
                    static var key: UIWindow? {
                        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }
                    }
                }
                """,
            ]), """
            let inset = UIWindow.key?.safeAreaInsets
            """),
            Correction(Example("""
            func present(_ alert: UIAlertController) {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
                scene?.keyWindow?.rootViewController?.present(alert, animated: true)
            }
            func sceneCount() -> Int {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
                return scene == nil ? 0 : scenes.count
            }
            """, otherFiles: ["UIWindowScene+Current.swift": createdAccessor]), """
            func present(_ alert: UIAlertController) {
                let scene = UIWindowScene.current
                scene?.keyWindow?.rootViewController?.present(alert, animated: true)
            }
            func sceneCount() -> Int {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let scene = UIWindowScene.current
                return scene == nil ? 0 : scenes.count
            }
            """),
            Correction(Example("""
            func presentAlert(_ alert: UIAlertController) {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                scene?.keyWindow?.rootViewController?.present(alert, animated: true)
            }
            """, path: "Sources/Alerts.swift", otherFiles: [
                "Sources/Share/ShareSheet.swift": """
                func share(_ items: [Any]) {
                    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                    scene.keyWindow?.rootViewController?.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                }
                """,
            ]), """
            func presentAlert(_ alert: UIAlertController) {
                let scene = UIWindowScene.current
                scene?.keyWindow?.rootViewController?.present(alert, animated: true)
            }
            """, afterFiles: [
                "Sources/Share/ShareSheet.swift": """
                func share(_ items: [Any]) {
                    guard let scene = UIWindowScene.current else { return }
                    scene.keyWindow?.rootViewController?.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                }
                """,
                "Sources/UIWindowScene+Current.swift": createdAccessor,
            ]),
        ]
    )
}
