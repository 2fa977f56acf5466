import ProjectModel
import SwiftSource

/// A tab index taken from a view's `tag` (or another unchecked Int) used with no bounds check.
struct UncheckedTabIndexRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        // A tag or a stored integer; else only an index saved in the app's preferences, which a
        // file that sets `selectedIndex` may read.
        guard file.mentions("tag") || file.mentions("integer")
            || (file.mentions("selectedIndex") && (file.mentions("forKey") || file.mentions("userInfo") || file.mentions("object")
                || file.mentions("propertyList") || TabIndexFlow.readsPersistedTabIndex(file)))
        else { return [] }
        let isTabFile = TabContext.isTabFile(file)
        var violations: [Violation] = []
        for function in file.outline.functions {
            guard let body = function.body else { continue }
            let flow = TabIndexFlow(file: file, body: body, isTabFile: isTabFile)
            for source in flow.sources() {
                let suggestion = "Map it through the tab enum: `guard let tab = Tab(rawValue: \(source.description)) else { return }`, then use `tab.rawValue`."
                let direct = flow.uncheckedSink(of: source)
                let handOffs = direct == nil ? flow.handOffs(of: source) : nil
                guard let sink = direct ?? handOffs?.sink ?? flow.uncheckedSinkThroughReturn(of: source, function: function) else {
                    // Handed to a function of another file: judged in `finish`, with the project's facts.
                    // A page-title strip's taps page through one screen: its tag is no tab's index.
                    if let type = file.outline.type(containing: source.token), CustomTabBars.namesPageStrip(type.name) { continue }
                    if let signatures = handOffs?.signatures, !signatures.isEmpty {
                        violations.append(file.violation(
                            Self.description, from: source.token, message: source.description,
                            suggestion: suggestion, key: Self.callKeyPrefix + signatures.joined(separator: "|")))
                    }
                    continue
                }
                let risk = file.spells(source.token, "tag") ? "a tag that drifts from the tabs traps, or selects nothing"
                    : file.spells(source.token, "propertyList") ? "a command made for other tabs traps, or selects nothing"
                    : "an index saved when the app had other tabs traps, or selects nothing"
                violations.append(file.violation(
                    Self.description, from: source.token,
                    message: "This tab index from `\(source.description)` reaches `\(sink)` with no bounds check: \(risk)",
                    suggestion: suggestion))
            }
        }
        return violations
    }

    private static let callKeyPrefix = "call:"

    /// A tag handed to a function of another file is a finding only if that function, visible
    /// from here, uses the parameter unchecked.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var seen: [String: ProjectFacts] = [:]
        return violations.compactMap { violation in
            guard let key = violation.key, key.hasPrefix(Self.callKeyPrefix) else { return violation }
            let path = violation.location.path
            let visible = seen[path] ?? project.visible(from: path)
            seen[path] = visible
            let signatures = key.dropFirst(Self.callKeyPrefix.count).split(separator: "|").map(String.init)
            guard let signature = signatures.first(where: visible.usesAsTabIndex) else { return nil }
            var kept = violation
            kept.key = nil
            // `check` left the source's spelling as the message.
            let callee = signature.prefix { $0 != "#" }
            let handedTo = callee.hasSuffix("={}") ? "the `\(callee.dropLast(3))` closure" : "`\(callee)`"
            kept.message = "This tab index from `\(violation.message)` is handed to \(handedTo), which uses it as a tab index with no bounds check: a tag that drifts from the tabs traps, or selects nothing"
            return kept
        }
    }

    package static let description = RuleDescription(
        identifier: "unchecked_tab_index",
        name: "Unchecked Tab Index",
        kind: .lint,
        severity: .warning,
        summary: "A tab index taken from a view's `tag`, or another unchecked Int, used to subscript tab arrays or set `selectedIndex` with no bounds check.",
        rationale: """
        A button's `tag` is set in another place — in code, or invisibly in Interface Builder — \
        and nothing ties it to the number of tabs. Used straight as an index, a stale or offset tag \
        (`tag - 1000`) traps with "index out of range" when it subscripts `viewControllers`, the \
        buttons or the title arrays, and silently selects nothing when it sets `selectedIndex`. \
        Optional chaining (`viewControllers?[tag]`) does not check bounds. A `guard` against the \
        count, `indices.contains`, or `Tab(rawValue:)` in between makes it safe.
        """,
        suggestion: "Map the tag through the tab enum: `guard let tab = Tab(rawValue: sender.tag) else { return }`.",
        suggestedCode: """
        @objc private func tabTapped(_ sender: UIButton) {
            guard let tab = Tab(rawValue: sender.tag) else { return }
            selectedIndex = tab.rawValue
            buttons.forEach { $0.isSelected = $0.tag == tab.rawValue }
        }
        """,
        triggeringExamples: UncheckedTabIndexExamples.triggering + UncheckedTabIndexExamples.handoffsTriggering,
        nonTriggeringExamples: UncheckedTabIndexExamples.nonTriggering + UncheckedTabIndexExamples.ownControlsNonTriggering
            + UncheckedTabIndexExamples.handoffsNonTriggering
    )
}
