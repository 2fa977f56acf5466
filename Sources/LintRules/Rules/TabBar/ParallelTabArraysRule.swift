import ProjectModel
import SwiftSource

/// Arrays that describe the same tabs side by side and are read with one index.
struct ParallelTabArraysRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        // A group is reported once, at the first member's declaration.
        let found = Self.reportedGroups(in: file).map { ($0, nil as String?) }
        return (found.isEmpty ? Self.handoffGroups(in: file) : found).map { found, key in
            var violation = violation(for: found, in: file)
            violation.key = key
            return violation
        }
    }

    /// A group in a view that names no tab is reported if the project says the number its
    /// buttons' tags are handed to is a tab index.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var visible: [String: ProjectFacts] = [:]
        return violations.compactMap { violation in
            guard let signatures = TagHandoffs.signatures(inKey: violation.key) else { return violation }
            let path = violation.location.path
            let facts = visible[path] ?? project.visible(from: path)
            visible[path] = facts
            guard signatures.contains(where: facts.usesAsTabIndex) else { return nil }
            var kept = violation
            kept.key = nil
            return kept
        }
    }

    private func violation(for found: TabArrays.Group, in file: SourceFile) -> Violation {
        let group = found.members
        let names = group.map { "`\($0.name)`" }
        let list = names.count == 1 ? names[0] : names.count == 2 ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let takesParameters = group.allSatisfy { $0.source == .parameter && $0.function == group[0].function }
        var violation: Violation
        if takesParameters, let function = group[0].function {
            let name = file.outline.functions[function].fullName(in: file)
            violation = file.violation(Self.description, from: group[0].anchor,
                                       message: "`\(name)` takes the tabs as parallel arrays \(list) and reads them with one index; "
                                           + "every caller must keep them in step",
                                       suggestion: "Take the tabs as one value: `[Tab]`, with `Tab` an enum whose properties hold each tab's data.")
        } else if group.allSatisfy({ $0.source == .argument }) {
            violation = file.violation(Self.description, from: group[0].anchor,
                                       message: "\(list) describe the same tabs side by side, written into one call and matched only by position; "
                                           + "an edit that misses one of them shifts every tab after it")
        } else if found.includesBar, group.count == 1 {
            violation = file.violation(Self.description, from: group[0].anchor,
                                       message: "\(list) describes the tabs beside the bar's own items, matched only by index; "
                                           + "a tab added or moved in one place and not the other shows the wrong data")
        } else {
            violation = file.violation(Self.description, from: group[0].anchor,
                                       message: "\(list) describe the same tabs side by side and are read with one index; "
                                           + "an edit that misses one of them shifts every tab after it")
        }
        violation.related = group.dropFirst().compactMap { member in
            guard member.anchor != group[0].anchor else { return nil }
            return Location(path: file.path, line: file.code[member.anchor].line, column: file.code[member.anchor].column)
        }
        violation.snippet = snippet(for: group, in: file)
        return violation
    }

    /// The groups this rule reports in `file`: `custom_tab_bar_accessibility` writes its
    /// suggestion against the `Tab` enum they become.
    static func reportedGroups(in file: SourceFile) -> [TabArrays.Group] {
        guard isTabContext(file), !file.isTestCode else { return [] }
        return file.analysis(ReportedGroups.self)
    }

    /// The groups of a file not about tabs that are in a type handing its buttons' tags to
    /// another file (`delegate?.didTap(index: button.tag)`), with the key `finish` judges them by.
    private static func handoffGroups(in file: SourceFile) -> [(TabArrays.Group, String?)] {
        guard file.mentions("tag"), !file.isTestCode else { return [] }
        guard !isTabContext(file) else { return [] }
        let handoffs = file.analysis(TagHandoffs.self)
        guard !handoffs.isEmpty else { return [] }
        return TabArrays(file: file).groups().compactMap { group in
            guard let type = file.outline.type(containing: group.members[0].anchor), let signatures = handoffs[type.name] else { return nil }
            return (group, TagHandoffs.key(signatures))
        }
    }

    /// Read once per file about tabs: both rules ask. (Asking the file's store costs more than
    /// the test above, so files that are not about tabs never do.)
    private enum ReportedGroups: FileAnalysis {
        static func analyse(_ file: SourceFile) -> [TabArrays.Group] {
            TabArrays(file: file).groups().filter { describesTabs($0, in: file) }
        }
    }

    /// A file about a tab bar: it mentions the tab bar API or a type named for it.
    private static func isTabContext(_ file: SourceFile) -> Bool {
        if file.hasIdentifier(anyOf: ["UITabBarController", "UITabBar", "UITabBarItem", "tabBarItem", "tabBar", "TabView", "tabItem"]) {
            return true
        }
        // A tab bar controller's `selectedIndex`, not a view's own (`@State var selectedIndex`
        // of a picker grid).
        if file.hasIdentifier(anyOf: ["selectedIndex"]), !file.outline.variables.contains(where: { $0.name == "selectedIndex" }) {
            return true
        }
        guard TabArraysRuleVocabulary.mayNameTabs(file) else { return false }
        if TabArraysRuleVocabulary.hasTypeNamedForTabs(file) { return true }
        if declaresCurrentTab(file) { return true }
        // A file that hands its tabs to a tab bar of the project: `TabBarView(icons: […])`, with
        // the view controllers or with two arguments or more (`CustomTabBar(titles: t, images: i)`).
        let handsControllers = file.mentions("viewControllers")
        return file.code.indices.contains { index in
            guard file.code[index].kind == .identifier, file.isPunctuation(index + 1, "("), !file.isPunctuation(index - 1, "."),
                  TabArraysRuleVocabulary.namesTabs(file.text(index)) else { return false }
            if handsControllers { return true }
            guard let close = file.brackets.partner(of: index + 1) else { return false }
            return Bindings.arguments(from: index + 1, to: close, in: file).count >= 2
        }
    }

    /// The arrays belong to a tab bar: declared in a type named for tabs or a tab bar (by name
    /// or superclass), or read where tab items or view controllers are configured. Table
    /// sections and other side-by-side data in a tab-aware file are not tabs.
    private static func describesTabs(_ group: TabArrays.Group, in file: SourceFile) -> Bool {
        let anchor = group.members[0].anchor
        if let type = file.outline.type(containing: anchor),
           ([type.name] + type.inheritance(in: file)).contains(where: { TabArraysRuleVocabulary.namesTabs($0) && !$0.hasSuffix("Delegate") }) {
            return true
        }
        // A view that keeps which tab is shown (`@Binding var currentTabName`): its per-index
        // buttons are the tabs, whatever the view is called.
        if let type = file.outline.type(containing: anchor), let body = type.body,
           file.outline.variables.contains(where: { $0.functionIndex == nil && body.contains($0.nameIndex) && namesCurrentTab($0.name) }) {
            return true
        }
        return group.reads.contains { read in
            // Handed to the project's tab bar: `CustomTabBar(titles: titles, images: images)`.
            // (A read of arrays passed together is the call's `(`.)
            if let open = file.isPunctuation(read, "(") ? read : file.enclosingBrackets(of: read, only: "(")?.lowerBound,
               file.isIdentifier(open - 1), !file.isPunctuation(open - 2, "."), TabArraysRuleVocabulary.namesTabs(file.text(open - 1)) {
                return true
            }
            let start = file.statementStart(containing: read)
            let end = file.expressionEnd(from: start)
            return (start..<max(end, read + 1)).contains { index in
                file.code[index].kind == .identifier && TabArraysRuleVocabulary.tabAPI.contains(file.text(index))
            }
        }
    }

    /// `currentTabName`, `selectedTab`, `activeTab`: a name for the tab shown.
    private static func namesCurrentTab(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return (folded.hasPrefix("current") || folded.hasPrefix("selected") || folded.hasPrefix("active"))
            && TabArraysRuleVocabulary.namesTabs(name)
    }

    /// Some `var` or `let` of the file is named for the tab shown; told from the keyword list and
    /// the name's bytes, so that a file needs no outline to say no.
    private static func declaresCurrentTab(_ file: SourceFile) -> Bool {
        file.words.contains { word in
            let keyword = Int(word)
            return (file.isKeyword(keyword, .var) || file.isKeyword(keyword, .let)) && file.isIdentifier(keyword + 1)
                && file.tokenContainsFolded(keyword + 1, "tab") && namesCurrentTab(file.text(keyword + 1))
        }
    }

    private func snippet(for group: [TabArrays.Candidate], in file: SourceFile) -> String? {
        let columns = group.compactMap { candidate -> TabEnumGenerator.Column? in
            guard let elements = candidate.elements else { return nil }
            let values = elements.map { file.text(bytes: file.code[$0.lowerBound].offset..<file.code[$0.upperBound - 1].end) }
            let strings = elements.map { range -> String? in
                guard let segment = range.first(where: { file.code[$0].kind == .string }) else { return nil }
                return file.text(segment)
            }
            return TabEnumGenerator.Column(arrayName: candidate.name, values: values, strings: strings)
        }
        return TabEnumGenerator(columns: columns).render()
    }

    package static let description = RuleDescription(
        identifier: "parallel_tab_arrays",
        name: "Parallel Tab Arrays",
        kind: .idiomatic,
        severity: .warning,
        summary: "Two or more arrays that describe the same tabs side by side (icons, selected icons, titles, buttons, labels), read with the same index.",
        rationale: """
        Parallel arrays keep one tab's data in several places that only an index ties together. \
        Adding, removing or reordering a tab means editing every array the same way; miss one and \
        every later tab shows the wrong icon or title — or the app traps on an index out of range. \
        Arrays built in the same loop (a button, an image view and a label per tab) have the same \
        problem. Arrays that merely have equal length but are never read together are not parallel.
        """,
        suggestion: "Make the tab a value: an `enum Tab: Int, CaseIterable` whose properties hold each tab's data; build buttons and bar items from `Tab.allCases`.",
        suggestedCode: """
        enum Tab: Int, CaseIterable {
            case home, orders, profile

            var title: String {
                switch self {
                case .home: return "首页"
                case .orders: return "订单"
                case .profile: return "我的"
                }
            }

            var icon: String {
                switch self {
                case .home: return "house"
                case .orders: return "doc.text"
                case .profile: return "person"
                }
            }
        }
        """,
        triggeringExamples: ParallelTabArraysExamples.triggering + ParallelTabArraysExamples.memberwiseTriggering
            + ParallelTabArraysExamples.storageTriggering + ParallelTabArraysExamples.positionsTriggering
            + ParallelTabArraysExamples.tabStateTriggering,
        nonTriggeringExamples: ParallelTabArraysExamples.nonTriggering + ParallelTabArraysExamples.memberwiseNonTriggering
            + ParallelTabArraysExamples.positionsNonTriggering + ParallelTabArraysExamples.tabStateNonTriggering
    )
}
