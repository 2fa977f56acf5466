import ProjectModel
import SwiftSource

/// `windows.first` on a window scene or the application, with no key-window preference beside it.
struct WindowsFirstFinder {
    let file: SourceFile
    let lookups: [SceneLookup]
    let receivers: ApplicationReceivers

    func violations(_ description: RuleDescription) -> [Violation] {
        guard file.mentions("windows") else { return [] }
        var result: [Violation] = []
        for index in file.code.indices where file.isIdentifier(index) && file.spells(index, "windows") {
            // `windows.last` is the topmost window, picked on purpose (above the keyboard); not `first`'s mistake.
            // `windows.first`, or `windows[0]` (the same window, and a trap when there is none).
            let subscriptsFirst = file.isPunctuation(index + 1, "[") && file.code.indices.contains(index + 3)
                && file.code[index + 2].kind == .integer && file.numberValue(index + 2) == 0 && file.isPunctuation(index + 3, "]")
            guard subscriptsFirst || (file.isPunctuation(index + 1, ".") && file.spells(index + 2, "first")
                  && !file.isPunctuation(index + 3, "(") && !isTrailingClosure(index + 3)) else { continue }
            let spelled = subscriptsFirst ? "windows[0]" : "windows.first"
            // Already judged as part of a connectedScenes lookup.
            if lookups.contains(where: { ($0.start..<$0.end).contains(index) }) { continue }
            let owner: Owner
            let start: Int
            if let application = receivers.applicationStart(ofMember: index) {
                // The branch for systems before scenes (`if #available(iOS 13, *) { … } else { here }`).
                if file.isInsideAvailabilityFallback(index) { continue }
                (owner, start) = (.application, application)
            } else {
                guard file.isPunctuation(index - 1, "."), let scene = sceneReceiverStart(before: index - 1) else { continue }
                (owner, start) = (.scene, scene)
            }
            guard !isKeyPreferred(around: start, windows: index) else { continue }
            result.append(file.violation(description, from: start, through: subscriptsFirst ? index + 3 : index + 2,
                                         message: owner == .application
                                             ? "`\(spelled)` is the application's oldest window, not the key one: an alert, overlay or second scene's window can come first"
                                             : SceneActivationFallbackRule.anyWindowMessage.replacingOccurrences(of: "windows.first", with: spelled),
                                         suggestion: owner == .application
                                             ? "Use the active scene's key window: `scene.keyWindow` (iOS 15) or `windows.first { $0.isKeyWindow } ?? windows.first`."
                                             : SceneActivationFallbackRule.anyWindowSuggestion))
        }
        return result
    }

    private enum Owner { case scene, application }

    /// `windows.first { $0.isKeyWindow }`; not the body of `if let window = windows.first {`,
    /// which Swift reads as the body wherever the condition is not in brackets.
    private func isTrailingClosure(_ index: Int) -> Bool {
        guard file.isPunctuation(index, "{"), file.onSameLine(index - 1, index) else { return false }
        let start = file.statementStart(containing: index - 1)
        guard file.isKeyword(start, .if) || file.isKeyword(start, .guard) || file.isKeyword(start, .while) else { return true }
        if let brackets = file.enclosingBrackets(of: index - 1), brackets.lowerBound > start { return true }
        return false
    }

    /// The first token of `receiver` in `receiver.windows`: `scene`, `windowScene?`,
    /// `view.window?.windowScene`, `(scene as? UIWindowScene)?`; nil for some other application's windows (AppKit's, a UI
    /// test's `XCUIApplication`, an `app` of a type the file does not say).
    private func sceneReceiverStart(before dot: Int) -> Int? {
        var start = dot
        var probe = dot - 1
        while probe >= 0 {
            if file.code[probe].kind == .operator, file.isPostfix(probe) {
                probe -= 1
                continue
            }
            // `(scene as? UIWindowScene)?.windows.first`: the parenthesized receiver; not
            // `(notification.object as? NSApplication)?.windows`, AppKit's.
            if file.isPunctuation(probe, ")"), let open = file.brackets.partner(of: probe) {
                if (open..<probe).contains(where: { file.isIdentifier($0) && Self.appKitApplicationNames.contains(file.text($0)) }) { return nil }
                start = open
                break
            }
            guard file.isIdentifier(probe) || file.isKeyword(probe, .self) else { break }
            start = probe
            guard file.isPunctuation(probe - 1, ".") else { break }
            probe -= 2
        }
        guard start < dot else { return nil }
        if Self.applicationNames.contains(file.text(dot - 1)) || Self.applicationNames.contains(file.text(start)) { return nil }
        return start
    }

    private static let appKitApplicationNames: Set<String> = ["NSApplication", "NSApp"]

    private static let applicationNames: Set<String> = ["UIApplication", "NSApp", "NSApplication", "XCUIApplication",
                                                        "app", "application", "shared", "sharedApplication"]

    /// A key-window choice in the same expression: `windows.first { $0.isKeyWindow } ?? windows.first`,
    /// `scene.keyWindow ?? scene.windows.first`.
    private func isKeyPreferred(around start: Int, windows: Int) -> Bool {
        if let block = file.enclosingBrackets(of: start, only: "{") {
            let inElse = file.isKeyword(block.lowerBound - 1, .else)
            let opener = file.statementStart(containing: inElse ? block.lowerBound - 1 : block.lowerBound)
            // `if let window = UIApplication.shared.keyWindow { return window } else { return windows[0] }`
            // (or `guard let … keyWindow … else { return windows[0] }`);
            // `if UIApplication.shared.keyWindow == nil { return windows.first! }`: the first window
            // only when there is no key one.
            if file.isKeyword(opener, .if) || (inElse && file.isKeyword(opener, .guard)), (opener..<block.lowerBound).contains(where: { index in
                inElse ? file.spells(index, "keyWindow") || file.spells(index, "isKeyWindow")
                    : file.spells(index, "keyWindow") && file.isOperator(index + 1, "==") && file.isKeyword(index + 2, .nil)
            }) {
                return true
            }
        }
        let statement = file.statementStart(containing: start)
        if followsKeyWindowAttempt(statement) { return true }
        let end = file.expressionEnd(from: statement)
        // In a condition list (`guard let scene = …, let window = …first(where: \.isKeyWindow) ?? …first`),
        // the clause the lookup is in.
        let range = statement..<end ~= start ? statement..<end : conditionClause(around: start, from: statement)
        guard range.contains(where: { file.isOperator($0, "??") }) else { return false }
        return range.contains { file.spells($0, "isKeyWindow") || file.spells($0, "keyWindow") }
    }

    /// `if let window = windows.first(where: { $0.isKeyWindow }) { return window }` earlier in
    /// the same block: the statement at `statement` is the last resort after the key window (or
    /// after the main window, `first(where: { $0.windowLevel == .normal })`, above any alert's).
    private func followsKeyWindowAttempt(_ statement: Int) -> Bool {
        guard let block = file.enclosingBrackets(of: statement, only: "{") else { return false }
        var index = block.lowerBound + 1
        while index < statement {
            if file.isPunctuation(index, "{") || file.isPunctuation(index, "("), let close = file.brackets.partner(of: index) {
                index = close + 1
                continue
            }
            guard file.isKeyword(index, .if) || file.isKeyword(index, .guard) else { index += 1; continue }
            var body = index + 1
            var mentionsKeyWindow = false
            while body < statement, !file.isPunctuation(body, "{") || file.isPunctuation(body - 1, "(") || file.isPunctuation(body - 1, ",") {
                if file.spells(body, "isKeyWindow") || file.spells(body, "keyWindow") { mentionsKeyWindow = true }
                if (file.isPunctuation(body, "(") || file.isPunctuation(body, "{")), let close = file.brackets.partner(of: body) {
                    // `first(where: { $0.isKeyWindow })`, `first { $0.isKeyWindow }` in the condition.
                    if (body..<close).contains(where: { file.spells($0, "isKeyWindow") || file.spells($0, "windowLevel") }) { mentionsKeyWindow = true }
                    body = close + 1
                    continue
                }
                body += 1
            }
            guard body < statement, let close = file.brackets.partner(of: body) else { return false }
            if mentionsKeyWindow, (body..<close).contains(where: { file.isKeyword($0, .return) }) { return true }
            index = close + 1
        }
        return false
    }

    /// The clause of an `if`/`guard` condition list around `index`: between the `,`s (or the
    /// keyword, or `else`) at its bracket level.
    private func conditionClause(around index: Int, from statement: Int) -> Range<Int> {
        let level = file.enclosingBrackets(of: index)?.lowerBound
        func isSeparator(_ probe: Int) -> Bool {
            file.isPunctuation(probe, ",") && file.enclosingBrackets(of: probe)?.lowerBound == level
        }
        var lower = index
        while lower > statement, !isSeparator(lower - 1) { lower -= 1 }
        var upper = index
        while upper < file.code.count, !isSeparator(upper), !file.isKeyword(upper, .else),
              !(file.isPunctuation(upper, "{") && file.enclosingBrackets(of: upper)?.lowerBound == level && file.isKeyword(statement, .if)) {
            upper += 1
        }
        return lower..<upper
    }
}
