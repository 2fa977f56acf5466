import ProjectModel
import SwiftSource

/// `UIApplication.shared.keyWindow`, `.windows`, `.statusBarFrame` and `UIScreen.main`.
struct DeprecatedWindowAPIRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        guard file.mentions("UIApplication") || file.mentions("UIScreen") || file.mentions("keyWindow") || file.mentions("windows")
            || file.mentions("statusBarFrame") else { return [] }
        let receivers = ApplicationReceivers(file: file)
        var violations: [Violation] = []
        // The previous use's last token, when it was `keyWindow`: `keyWindow ?? windows.first`.
        var keyWindowEnd: (token: Int, violation: Int)?
        for index in file.code.indices where file.code[index].kind == .identifier {
            guard let member = DeprecatedMember(file, index) else { continue }
            let receiver = receiverStart(of: index, member: member, in: file, receivers: receivers)
            if receiver == nil, let (start, accessor) = accessorReceiver(of: index, member: member, in: file),
               !file.isInsideDeprecatedDeclaration(index), !member.isAvailableWithoutDeprecation(at: index, in: file) {
                // Judged in `finish`: only the project knows what the accessor returns.
                violations.append(file.violation(Self.description, from: start, through: index, message: member.message,
                                                 suggestion: member.suggestion,
                                                 key: Self.accessorKeyPrefix + accessor + ":" + member.rawValue))
                keyWindowEnd = nil
                continue
            }
            guard let start = receiver,
                  !file.isInsideDeprecatedDeclaration(index), !member.isAvailableWithoutDeprecation(at: index, in: file) else { continue }
            var violation = file.violation(Self.description, from: start, through: index,
                                           message: member.message, suggestion: member.suggestion,
                                           key: member.rawValue)
            violation.pendingAccessorFix = accessorFix(member, from: start, through: index, in: file)
            // One window accessor stands for the pair: `currentWindow() ?? currentWindow()` would
            // ask twice for the same window (issue 23).
            if member == .windows, let previous = keyWindowEnd, file.isOperator(previous.token + 1, "??"), start == previous.token + 2,
               let tail = violation.pendingAccessorFix?.edits.first, let head = violations[previous.violation].pendingAccessorFix,
               head.edits.count == 1, violation.pendingAccessorFix?.edits.count == 1 {
                violations[previous.violation].pendingAccessorFix?.joinedEdits = [Fix.Edit(range: head.edits[0].range.lowerBound..<tail.range.upperBound, replacement: "")]
                violation.pendingAccessorFix?.isJoinedTail = true
            }
            keyWindowEnd = member == .keyWindow ? (index, violations.count) : nil
            violations.append(violation)
        }
        AccessorCallFix.recordImports(of: file, in: &violations)
        return violations
    }

    /// The project's own `extension UIApplication { var keyWindow … }` makes the call its own code.
    /// `keyWindow` and `windows.first` become calls to the project's scene accessor, if it has one.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        // What each file sees: the members and accessors of its own modules and their dependencies.
        var seen: [String: ProjectFacts] = [:]
        return violations.compactMap { violation in
            let path = violation.location.path
            let visible = seen[path] ?? project.visible(from: path)
            seen[path] = visible
            if let key = violation.key, key.hasPrefix(Self.accessorKeyPrefix) {
                let parts = key.dropFirst(Self.accessorKeyPrefix.count).split(separator: ":").map(String.init)
                guard parts.count == 2, visible.applicationAccessors.contains(parts[0]), !visible.applicationMembers.contains(parts[1]) else {
                    return nil
                }
                var violation = violation
                violation.key = nil
                return violation
            }
            if let key = violation.key, key != DeprecatedMember.main.rawValue, visible.applicationMembers.contains(key) {
                return nil
            }
            var violation = violation
            let reportPath = violation.location.path
            violation.fix = violation.pendingAccessorFix?.fix(using: visible.sceneAccessors) { accessor in
                project.moduleToImport(declaredAt: accessor.path, from: reportPath)
            }
            return violation
        }
    }

    /// `app.keyWindow` → the window accessor, or the scene accessor's `keyWindow`;
    /// `app.windows.first …` → the window accessor (when it looks for the key window, or takes
    /// any), or the scene accessor's `windows.first …`.
    private func accessorFix(_ member: DeprecatedMember, from start: Int, through index: Int, in file: SourceFile) -> AccessorCallFix? {
        switch member {
        case .keyWindow:
            guard let edits = file.replacing(start..<(index + 1), with: "") else { return nil }
            return AccessorCallFix(edits: edits, forms: [.init(yield: .window), .init(yield: .scene, suffix: "?.keyWindow")],
                                   isReadOn: file.isReadOn(after: index))
        case .windows:
            guard file.isPunctuation(index + 1, "."), file.spells(index + 2, "first"), file.isIdentifier(index + 2) else { return nil }
            var last = index + 2
            var predicate: Range<Int>?
            if file.isPunctuation(last + 1, "(") || (file.isPunctuation(last + 1, "{") && file.onSameLine(last, last + 1)),
               let close = file.brackets.partner(of: last + 1) {
                predicate = (last + 2)..<close
                last = close
            }
            guard let edits = file.replacing(start..<(last + 1), with: "") else { return nil }
            let looksForKeyWindow = predicate.map { range in range.contains { file.spells($0, "isKeyWindow") } } ?? true
            var forms: [AccessorCallFix.Form] = looksForKeyWindow ? [.init(yield: .window)] : []
            // `.first { … }` kept as written after the scene's `windows`; its comments would be hoisted twice.
            let tail = file.code[index + 1].offset..<file.code[last].end
            if !file.comments.contains(where: { tail.contains($0.offset) }) {
                forms.append(.init(yield: .scene, suffix: "?.windows" + file.text(bytes: tail)))
            }
            return AccessorCallFix(edits: edits, forms: forms, isReadOn: file.isReadOn(after: last))
        case .statusBarFrame, .main:
            return nil
        }
    }

    /// `main` alone in a static member of an extension of `UIScreen` is `UIScreen.main`: not a
    /// declaration (`let main`), a label (`main:`), a call or an attribute (`@main`).
    private func isBareStaticMain(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0, !file.isPunctuation(index - 1, "@"), !file.isPunctuation(index - 1, "\\"),
              !file.isKeyword(index - 1, .let), !file.isKeyword(index - 1, .var), !file.isKeyword(index - 1, .func),
              !file.isKeyword(index - 1, .case), !file.isPunctuation(index + 1, ":"), !file.isPunctuation(index + 1, "("),
              isInExtensionOfUIScreen(index, in: file) else { return false }
        if let property = file.outline.computedProperty(containing: index) { return property.isStatic }
        if let function = file.outline.function(containing: index) { return function.isStatic }
        // A static stored property's initializer.
        return file.outline.variables.contains { $0.isStatic && $0.initializer?.contains(index) == true }
    }

    private func isInExtensionOfUIScreen(_ index: Int, in file: SourceFile) -> Bool {
        guard let type = file.outline.type(containing: index) else { return false }
        return type.kind == .extension && type.name == "UIScreen"
    }

    /// Where the expression that reaches the deprecated member at `index` starts, if it is one.
    private func receiverStart(of index: Int, member: DeprecatedMember, in file: SourceFile,
                               receivers: ApplicationReceivers) -> Int? {
        if member == .main {
            // `UIScreen.main`, not `Foo.UIScreen.main` nor a `main` of something else.
            if file.isPunctuation(index - 1, ".") {
                if file.spells(index - 2, "UIScreen") { return !file.isPunctuation(index - 3, ".") ? index - 2 : nil }
                // `Self.main` in an extension of `UIScreen`.
                guard file.isKeyword(index - 2, .Self), !file.isPunctuation(index - 3, "."),
                      isInExtensionOfUIScreen(index, in: file) else { return nil }
                return index - 2
            }
            return isBareStaticMain(index, in: file) ? index : nil
        }
        return receivers.applicationStart(ofMember: index)
    }

    private static let accessorKeyPrefix = "via:"

    /// `UIApplication.alt_shared?.keyWindow`, `Self.app.windows`, `app().keyWindow`, `appShared.windows`:
    /// a member read through a name that may be the project's accessor of the shared
    /// application. The start of the receiver and the accessor's name.
    private func accessorReceiver(of index: Int, member: DeprecatedMember, in file: SourceFile) -> (Int, String)? {
        guard member != .main, file.isPunctuation(index - 1, ".") else { return nil }
        var name = index - 2
        if name >= 0, file.code[name].kind == .operator, file.isPostfix(name) { name -= 1 }
        if file.isPunctuation(name, ")"), file.isPunctuation(name - 1, "("), file.isIdentifier(name - 2) { name -= 2 }
        guard file.isIdentifier(name) else { return nil }
        var start = name
        if file.isPunctuation(name - 1, "."), file.isIdentifier(name - 2) || file.isKeyword(name - 2, .Self) || file.isKeyword(name - 2, .self) {
            start = name - 2
            guard !file.isPunctuation(start - 1, ".") else { return nil }
        } else if file.isPunctuation(name - 1, ".") {
            return nil
        }
        return (start, file.text(name))
    }

    /// The accessor the corrections call.
    private static let sceneAccessor = """
        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }
        """

    package static let description = RuleDescription(
        identifier: "deprecated_window_api",
        name: "Deprecated Window API",
        kind: .lint,
        severity: .warning,
        summary: "`UIApplication.shared.keyWindow`, `.windows`, `.statusBarFrame` and `UIScreen.main`, deprecated since iOS 13, 15, 13 and 16 — also through a local alias or a project accessor that returns the shared application.",
        rationale: """
        Since iOS 13 an app can show several scenes at once — two windows side by side on iPad, a \
        CarPlay screen, an external display. The application-wide `keyWindow`, `windows` and \
        `statusBarFrame` and the process-wide `UIScreen.main` pick one of them without saying which, \
        so layout and presentation go to the wrong scene, or to none during launch. Apple deprecated \
        them for that reason; a call through an alias (`let app = UIApplication.shared`) or a \
        `UIApplication` parameter is the same call.
        """,
        suggestion: "Ask the scene you are in: `view.window?.windowScene`, or a `UIWindowScene.current` extension for code without a view.",
        suggestedCode: """
        extension UIWindowScene {
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }

        let keyWindow = view.window ?? UIWindowScene.current?.keyWindow
        let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        let screenBounds = view.window?.windowScene?.screen.bounds
        """,
        triggeringExamples: DeprecatedWindowAPIExamples.triggering,
        nonTriggeringExamples: DeprecatedWindowAPIExamples.nonTriggering,
        corrections: [
            Correction(Example("let window = UIApplication.shared.keyWindow", otherFiles: ["UIWindowScene+Current.swift": sceneAccessor]),
                       "let window = UIWindowScene.current?.keyWindow"),
            Correction(Example("""
            let window = UIApplication
                .shared // the app
                .keyWindow
            """, otherFiles: ["UIWindowScene+Current.swift": sceneAccessor]), """
            // the app
            let window = UIWindowScene.current?.keyWindow
            """),
            Correction(Example("""
            func present(_ alert: UIAlertController) {
                let app = UIApplication.shared
                app.windows.first?.rootViewController?.present(alert, animated: true)
            }
            """, otherFiles: ["UIWindowScene+Current.swift": sceneAccessor]), """
            func present(_ alert: UIAlertController) {
                let app = UIApplication.shared
                UIWindowScene.current?.windows.first?.rootViewController?.present(alert, animated: true)
            }
            """),
            Correction(Example("""
            func showToast() {
                UIApplication.shared.keyWindow!.addSubview(ToastView())
                let root = UIApplication.shared.windows.first(where: { $0.isKeyWindow })!.rootViewController
            }
            """, otherFiles: ["UIWindowScene+Current.swift": sceneAccessor]), """
            func showToast() {
                (UIWindowScene.current?.keyWindow)!.addSubview(ToastView())
                let root = (UIWindowScene.current?.windows.first(where: { $0.isKeyWindow }))!.rootViewController
            }
            """),
            Correction(Example("""
            let root = UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController
            """, otherFiles: [
                "UIApplication+Front.swift": """
                extension UIApplication {
                    var frontWindow: UIWindow? {
                        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows).first { $0.isKeyWindow }
                    }
                }
                """,
            ]), """
            let root = UIApplication.shared.frontWindow?.rootViewController
            """),
        ]
    )
}

/// The four deprecated members and what to say about each.
private enum DeprecatedMember: String {
    case keyWindow, windows, statusBarFrame, main

    init?(_ file: SourceFile, _ index: Int) {
        let length = file.code[index].length
        switch length {
        case 9 where file.spells(index, "keyWindow"): self = .keyWindow
        case 7 where file.spells(index, "windows"): self = .windows
        case 14 where file.spells(index, "statusBarFrame"): self = .statusBarFrame
        case 4 where file.spells(index, "main"): self = .main
        // `UIScreen.mainScreen()`, the Swift 2 spelling.
        case 10 where file.spells(index, "mainScreen") && file.isPunctuation(index + 1, "(") && file.isPunctuation(index + 2, ")"): self = .main
        default: return nil
        }
    }

    /// The iOS version that deprecated the member.
    var deprecatedSince: Double {
        switch self {
        case .keyWindow, .statusBarFrame: 13
        case .windows: 15
        case .main: 16
        }
    }

    /// In code that runs only below an iOS version no later than the deprecation (the `else`
    /// of `if #available(iOS 14, *)` for `UIScreen.main`, deprecated in 16); not below a later
    /// one (after `if #available(iOS 26, *) { return }`, iOS 16 to 25 still run it).
    func isAvailableWithoutDeprecation(at index: Int, in file: SourceFile) -> Bool {
        guard let version = file.availabilityFallbackVersion(index) else { return false }
        return version <= deprecatedSince
    }

    var message: String {
        switch self {
        case .keyWindow: "UIApplication.keyWindow is deprecated since iOS 13: with several scenes there is no single key window"
        case .windows: "UIApplication.windows is deprecated since iOS 15: it mixes the windows of every connected scene"
        case .statusBarFrame: "UIApplication.statusBarFrame is deprecated since iOS 13: each scene has its own status bar"
        case .main: "UIScreen.main is deprecated since iOS 16: the screen depends on the scene (iPad, external display, CarPlay)"
        }
    }

    var suggestion: String {
        switch self {
        case .keyWindow: "Use `view.window`, or `UIWindowScene.current?.keyWindow` where there is no view."
        case .windows: "Use the scene's windows: `view.window?.windowScene?.windows` or `UIWindowScene.current?.windows`."
        case .statusBarFrame: "Use `view.window?.windowScene?.statusBarManager?.statusBarFrame`, or the safe area for layout."
        case .main: "Use `view.window?.windowScene?.screen`, or `traitCollection.displayScale` for the scale."
        }
    }
}
