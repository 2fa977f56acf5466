/// The same window-scene lookup written out more than once in the project.
public struct DuplicatedSceneLookupRule: Rule {
    let minimumOccurrences: Int

    public init(options: RuleOptions) throws(ConfigurationError) {
        minimumOccurrences = try options.integer("minOccurrences", default: 2)
        guard minimumOccurrences >= 2 else {
            throw ConfigurationError("rules.\(Self.description.identifier).minOccurrences must be at least 2")
        }
    }

    public static var readsWholeProject: Bool { true }

    /// Every lookup starts from `connectedScenes` (`SceneLookupFinder.lookups`).
    public static var projectScanTerms: [StaticString]? { ["connectedScenes"] }

    /// Every lookup yielding a scene or a window is a candidate; `finish` groups them.
    public func check(_ file: SourceFile) -> [Violation] {
        var finder = SceneLookupFinder(file: file)
        return finder.lookups().compactMap { lookup in
            // A window scene or its window: `connectedScenes.first?.delegate` reads a `UIScene`.
            guard lookup.yield == .window || (lookup.yield == .scene && lookup.namesWindowScene), !lookup.isFallback else {
                return nil
            }
            var violation = file.violation(Self.description, from: lookup.reportedStart, through: lookup.end - 1,
                                           message: "", key: lookup.key)
            violation.anchor = accessorCall(for: lookup, in: file)
            violation.snippet = Self.accessorSnippet(body: file.text(bytes: file.code[lookup.start].offset..<file.code[lookup.end - 1].end),
                                                     yield: lookup.yield)
            return violation
        }
    }

    public func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var groups: [String: [Violation]] = [:]
        var order: [String] = []
        for violation in violations {
            guard let key = violation.key else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(violation)
        }
        var reported: [Violation] = []
        for key in order {
            let group = groups[key]!.sorted { $0.location < $1.location }
            guard group.count >= minimumOccurrences else { continue }
            if let accessor = group.first(where: { $0.anchor != nil }), let call = accessor.anchor {
                for var violation in group where violation.location != accessor.location {
                    violation.message = "This window-scene lookup repeats `\(call)` "
                        + "(\(accessor.location.path):\(accessor.location.line)); call it instead"
                    violation.suggestion = "Replace the lookup with `\(call)`."
                    violation.related = [accessor.location]
                    violation.snippet = nil
                    reported.append(violation)
                }
            } else {
                for var violation in group {
                    let others = group.filter { $0.location != violation.location }
                    violation.message = "This window-scene lookup is written out \(group.count) times in the project; "
                        + "put it in one accessor"
                    violation.suggestion = "Create the `UIWindowScene.current` accessor below once and call it from every place."
                    violation.related = others.map(\.location)
                    reported.append(violation)
                }
            }
        }
        return reported
    }

    /// How to call the accessor whose whole body is `lookup`, if it is one.
    private func accessorCall(for lookup: SceneLookup, in file: SourceFile) -> String? {
        guard let block = file.enclosingBrackets(of: lookup.start, only: "{"), isWholeBody(lookup, block: block, in: file) else {
            return nil
        }
        let outline = file.outline
        var owner: TypeDeclaration?
        var name: String
        var isStatic: Bool
        var isFunction = false
        if let property = outline.computedProperty(containing: lookup.start),
           let accessors = property.accessors, accessors.lowerBound == block.lowerBound || isGetterBlock(block, of: accessors, in: file) {
            name = property.name
            isStatic = property.isStatic
            owner = property.typeIndex.map { outline.types[$0] }
        } else if let function = outline.function(containing: lookup.start), function.body == block, function.parameters.isEmpty,
                  function.kind == .function {
            name = function.name
            isStatic = function.isStatic
            isFunction = true
            owner = function.typeIndex.map { outline.types[$0] }
        } else {
            return nil
        }
        if isFunction { name += "()" }
        guard let owner else { return name }
        if isStatic { return "\(owner.name).\(name)" }
        return owner.name == "UIApplication" ? "UIApplication.shared.\(name)" : name
    }

    /// `{ lookup }` or `{ return lookup }`.
    private func isWholeBody(_ lookup: SceneLookup, block: ClosedRange<Int>, in file: SourceFile) -> Bool {
        let first = file.isKeyword(block.lowerBound + 1, .return) ? block.lowerBound + 2 : block.lowerBound + 1
        return first == lookup.start && lookup.end == block.upperBound
    }

    /// `var x: T { get { lookup } }`.
    private func isGetterBlock(_ block: ClosedRange<Int>, of accessors: ClosedRange<Int>, in file: SourceFile) -> Bool {
        file.isKeyword(block.lowerBound - 1, .get) && accessors.contains(block.lowerBound)
    }

    static func accessorSnippet(body: String, yield: SceneLookup.Yield) -> String {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        let indented = lines.map { "        " + $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
        let type = yield == .window ? "UIWindow?" : "UIWindowScene?"
        let name = yield == .window ? "currentWindow" : "current"
        return "extension UIWindowScene {\n    static var \(name): \(type) {\n\(indented)\n    }\n}"
    }

    public static let description = RuleDescription(
        identifier: "duplicated_scene_lookup",
        name: "Duplicated Scene Lookup",
        kind: .idiomatic,
        severity: .warning,
        summary: "The same window-scene lookup (`UIApplication.shared.connectedScenes …`) written out more than once in the project.",
        rationale: """
        Every copy of "find the current window scene" is a decision — which activation state, which \
        fallback, which window — made again by hand. Copies drift: one learns to prefer the key \
        window, another still takes the first scene, and the bug is fixed in one place only. \
        Spellings that mean the same lookup count as copies: `first(where:)` or a trailing closure, \
        `$0` or a named parameter, `filter { … }.first`, line breaks and comments inside the chain. \
        When one copy is already the whole body of an accessor, the others should call it.
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
        options: [RuleOption("minOccurrences", .integer, default: "2", "How many copies make a violation (at least 2).")],
        triggeringExamples: [
            Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
                "Settings.swift": "guard let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }",
            ]),
            Example("""
            let scene = ↓UIApplication.shared.connectedScenes
                .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
            """, otherFiles: [
                "Share.swift": """
                func share() {
                    let scene = ↓UIApplication.shared.connectedScenes // the visible one
                        .first { scene in scene.activationState == .foregroundActive } as? UIWindowScene
                    scene?.keyWindow?.rootViewController?.present(sheet, animated: true)
                }
                """,
            ]),
            Example("let scene = ↓UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first as? UIWindowScene", otherFiles: [
                "Toast.swift": "let scene = ↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene",
            ]),
            Example("func showBanner() { let top = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene }", otherFiles: [
                "UIWindowScene+Current.swift": """
                extension UIWindowScene {
                    static var current: UIWindowScene? {
                        UIApplication.shared.connectedScenes.first as? UIWindowScene
                    }
                }
                """,
            ]),
            Example("""
            extension UIApplication {
                var foregroundScene: UIWindowScene? {
                    connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
                }
            }
            let scene = ↓UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            """),
            Example("""
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            let scene = ↓scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            let keyWindow = scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
            """, otherFiles: [
                "Coordinator.swift": """
                func present() {
                    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                    let scene = ↓scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
                }
                """,
            ]),
            Example("let inset = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.safeAreaInsets",
                    otherFiles: [
                        "Layout.swift": "let root = (↓UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first { $0.isKeyWindow }?.rootViewController",
                    ]),
            Example("""
            struct SheetButton: View {
                var body: some View {
                    Button("Share") {
                        if let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene { present(in: scene) }
                    }
                }
            }
            """, otherFiles: ["Review.swift": "SKStoreReviewController.requestReview(in: ↓UIApplication.shared.connectedScenes.first as! UIWindowScene)"]),
        ],
        nonTriggeringExamples: [
            Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"),
            Example("static let shared = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate", otherFiles: [
                "Preview/SceneDelegate.swift": "static let shared = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate",
            ]),
            Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
                "Other.swift": "let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene",
            ]),
            Example("""
            extension UIWindowScene {
                static var current: UIWindowScene? {
                    UIApplication.shared.connectedScenes.first as? UIWindowScene
                }
            }
            let scene = UIWindowScene.current
            """),
            Example("for scene in UIApplication.shared.connectedScenes { scene.title = nil }", otherFiles: [
                "B.swift": "for scene in UIApplication.shared.connectedScenes { scene.title = nil }",
            ]),
            Example("let count = UIApplication.shared.connectedScenes.count", otherFiles: [
                "B.swift": "let count = UIApplication.shared.connectedScenes.count",
            ]),
            Example("let window = UIApplication.shared.connectedScenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }.first { $0.isKeyWindow }",
                    otherFiles: ["B.swift": "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"]),
            Example("""
            // let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let hint = "UIApplication.shared.connectedScenes.first as? UIWindowScene"
            """),
            Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene",
                    otherFiles: ["B.swift": "let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene"],
                    configuration: #"{ "minOccurrences": 3 }"#),
        ]
    )
}
