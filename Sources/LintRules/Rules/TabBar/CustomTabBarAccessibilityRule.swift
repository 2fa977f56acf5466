import ProjectModel
import SwiftSource

/// Hand-made tab bars that VoiceOver and Dynamic Type users cannot use.
struct CustomTabBarAccessibilityRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        // One violation per problem per bar: at the control, or the container for its trait.
        let bars = CustomTabBars(file: file).bars.filter { !$0.missing.isEmpty }
        guard !bars.isEmpty else { return [] }
        // The parallel arrays the snippet names its tabs after: read once for the file.
        let groups = ParallelTabArraysRule.reportedGroups(in: file)
        return bars.flatMap { bar -> [Violation] in
            let snippet = CustomTabBarSnippet(bar: bar, file: file, groups: groups).render()
            return centreViolations(of: bar, in: file, snippet: snippet) + bar.missing.map { problem in
                let anchor = self.anchor(of: problem, in: bar)
                var violation = file.violation(Self.description, from: anchor, message: message(for: problem, bar: bar, file: file),
                                               suggestion: suggestion(for: problem, bar: bar), snippet: snippet,
                                               key: bar.itemTypes.isEmpty && bar.tabIndexSinks.isEmpty && !Self.nibDecides(problem, of: bar)
                                                   ? nil : ItemKey(bar: bar, problem: problem).text)
                // Two problems may point at one token: the fingerprint tells them apart.
                violation.flaggedText += "#" + problem.rawValue
                violation.related = related(to: problem, in: bar, anchor: anchor).map {
                    Location(path: file.path, line: file.code[$0].line, column: file.code[$0].column)
                }
                return violation
            }
        }
    }

    /// The centre control's name (and large content) problems, at the control and its image: kept
    /// by `finish` only where the item views name themselves (else the bar's own name problem says it).
    private func centreViolations(of bar: CustomTabBars.Bar, in file: SourceFile, snippet: String?) -> [Violation] {
        guard let centre = bar.centreControl else { return [] }
        let problems: [(CustomTabBars.Problem, Int)] = [(.name, centre)] + (bar.centreImage.map { [(.largeContent, $0)] } ?? [])
        return problems.map { problem, anchor in
            var key = ItemKey(bar: bar, problem: problem)
            key.centre = true
            var violation = file.violation(Self.description, from: anchor,
                                           message: problem == .name ? Self.oneTabUnnamedMessage : Self.oneTabLargeContentMessage,
                                           suggestion: suggestion(for: problem, bar: bar), snippet: snippet, key: key.text)
            violation.flaggedText += "#centre-" + problem.rawValue
            violation.related = [Location(path: file.path, line: file.code[bar.container].line, column: file.code[bar.container].column)]
            return violation
        }
    }

    static let oneTabLargeContentMessage = "This image-only tab button shows no large content (`.accessibilityShowsLargeContentViewer`): people using the largest text sizes cannot tell what it is"

    static let oneTabUnnamedMessage = "This tab button shows an image alone beside tabs with titles — no `Text`, `Label` or `.accessibilityLabel`: VoiceOver reads it as “button”"

    /// A bar whose items are of types declared elsewhere is judged with the project's facts about
    /// them: whether they are tab items at all (when the bar needs them to be), and whether their
    /// selection is heard.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var visible: [String: ProjectFacts] = [:]
        // A bar's name and large-content problems ask of the same XIB: read it once.
        var nibButtons: [String: NibButtons?] = [:]
        return violations.compactMap { violation in
            guard let key = violation.key.flatMap(ItemKey.init(text:)) else { return violation }
            // Outlets whose XIB or storyboard scene shows them with no title and no label: images
            // alone (no name, no large content), or nothing over a label beside them (no name).
            if let nibClass = key.nibClass {
                let readKey = nibClass + ";" + key.nibOutlets.joined(separator: ",") + ";" + (key.nibBarOutlet ?? "")
                let read = nibButtons[readKey] ?? project.nibs.buttons(ofViewClass: nibClass, outlets: key.nibOutlets, barOutlet: key.nibBarOutlet)
                nibButtons[readKey] = read
                guard let buttons = read,
                      key.problem == .name ? buttons.areNameless : buttons.lackLargeContent else { return nil }
                if key.sinks.isEmpty {
                    var kept = violation
                    kept.key = nil
                    return kept
                }
            }
            let path = violation.location.path
            let facts = visible[path] ?? project.visible(from: path)
            visible[path] = facts
            if !key.sinks.isEmpty {
                guard key.sinks.contains(where: facts.usesAsTabIndex) else { return nil }
                if key.types.isEmpty {
                    var kept = violation
                    kept.key = nil
                    return kept
                }
            }
            if key.swiftUI, key.centre {
                // Only beside items that name themselves; unnamed items are the bar's own finding.
                let items = key.types.compactMap { facts.swiftUITabItems[$0] }
                guard items.count == key.types.count, !items.isEmpty, !keepsSwiftUIProblem(.name, of: key.types, known: facts.swiftUITabItems),
                      keepsSwiftUIProblem(.container, of: key.types, known: facts.swiftUITabItems) else { return nil }
                var kept = violation
                kept.key = nil
                return kept
            }
            if key.swiftUI {
                guard keepsSwiftUIProblem(key.problem, of: key.types, known: facts.swiftUITabItems) else { return nil }
                var kept = violation
                kept.key = nil
                if key.problem == .name, key.types.allSatisfy({ facts.swiftUITabItems[$0]?.showsTitleOnlyWhenSelected == true }) {
                    kept.message = Self.titleOnlyWhenSelectedMessage(prefix: "The tab buttons of this bar", swiftUI: true)
                }
                return kept
            }
            guard let verdict = TabItemVerdict(types: key.types, barSetsIsSelected: key.setsIsSelected, known: facts.tabItemTypes) else {
                // Items the project does not show: only a bar certain without them keeps its findings.
                return key.needsTypes || key.problem == .selection || (key.itemsDecideName && (key.problem == .name || key.problem == .largeContent))
                    ? nil : violation
            }
            if key.needsTypes, !verdict.isTabItem { return nil }
            if key.itemsDecideName, key.problem == .name || key.problem == .largeContent {
                // The items' own title, label or large content, in their types.
                // A control showing a label of its own is no image alone: it needs a name, not large content.
                if verdict.namesItself || (key.problem == .largeContent && (verdict.showsLargeContent || verdict.showsLabel)) { return nil }
                var kept = violation
                kept.key = nil
                if key.problem == .name, let plain = verdict.labelledPlainType {
                    kept.message = Self.plainItemsMessage(type: plain)
                    kept.suggestion = Self.plainItemsSuggestion
                }
                return kept
            }
            guard key.problem == .selection else { return violation }
            guard verdict.selectionOnlyVisual else { return nil }
            var kept = violation
            if let plain = verdict.plainType {
                kept.message = "This custom tab bar shows the selected tab only visually: its items (`\(plain)`) are plain views, so an `isSelected` of their own is not heard, and nothing adds the `.selected` trait when the tab changes, so VoiceOver never says “selected”"
                kept.suggestion = "In `\(plain)`, add the trait with the selection: `accessibilityTraits = isSelected ? [.button, .selected] : .button`, and make it an accessibility element with its title as `accessibilityLabel`."
            }
            return kept
        }
    }

    /// A SwiftUI bar of item views declared in other files: a bar only if each is a view that
    /// selects a tab; the selection is heard if one adds `.isSelected`; a name and large content
    /// are missing only where every item shows an image and no title.
    private func keepsSwiftUIProblem(_ problem: CustomTabBars.Problem, of types: [String], known: [String: SwiftUITabItem]) -> Bool {
        let items = types.compactMap { known[$0] }
        guard items.count == types.count, !items.isEmpty else { return false }
        // Items showing a title and no icon (`Income | Expense` over an underline): one screen's
        // strip of text tabs, as a row of them in the bar's own file is; the app's tabs show icons.
        if items.allSatisfy({ $0.showsTitle && !$0.showsImage && !$0.namesIcon }) { return false }
        let imageOnly = items.allSatisfy { $0.showsImage && !$0.showsTitle }
        switch problem {
        case .container: return true
        case .selection: return !items.contains(where: \.marksSelected)
        case .name: return imageOnly && !items.contains(where: \.labelled)
        case .largeContent: return imageOnly && !items.contains(where: \.showsLargeContent)
        }
    }

    /// The part of a bar's finding that `finish` judges: `tabitems=A,B;need=1;sel=0;problem=selection`.
    struct ItemKey {
        var types: [String]
        var needsTypes: Bool
        var setsIsSelected: Bool
        var problem: CustomTabBars.Problem
        /// SwiftUI item views (`SwiftUITabItem`), not UIKit classes (`TabItemType`).
        var swiftUI = false
        /// `Bar.tabIndexSinks`.
        var sinks: [String] = []
        /// `Bar.itemsDecideName`.
        var itemsDecideName = false
        /// `Bar.nibClass`, for a name or large-content problem.
        var nibClass: String?
        /// `Bar.nibOutlets`, with `nibClass`.
        var nibOutlets: [String] = []
        /// `Bar.nibBarOutlet`, with `nibClass`.
        var nibBarOutlet: String?
        /// The finding is the centre control's (`Bar.centreControl`), not the items'.
        var centre = false

        init(bar: CustomTabBars.Bar, problem: CustomTabBars.Problem) {
            sinks = bar.tabIndexSinks
            itemsDecideName = bar.itemsDecideName
            types = bar.itemTypes
            needsTypes = bar.needsItemTypes
            setsIsSelected = bar.setsIsSelected
            self.problem = problem
            swiftUI = bar.framework == .swiftUI
            nibClass = CustomTabBarAccessibilityRule.nibDecides(problem, of: bar) ? bar.nibClass : nil
            if nibClass != nil {
                nibOutlets = bar.nibOutlets
                nibBarOutlet = bar.nibBarOutlet
            }
        }

        init?(text: String) {
            var fields: [String: String] = [:]
            for part in text.split(separator: ";") {
                // `tabitems=` is empty for a bar judged only by its handoffs.
                let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard pair.count == 2 else { return nil }
                fields[pair[0]] = pair[1]
            }
            guard let types = fields["tabitems"], let problem = fields["problem"].flatMap(CustomTabBars.Problem.init(rawValue:)) else { return nil }
            self.types = types.split(separator: ",").map(String.init)  // none for `tabitems=`
            needsTypes = fields["need"] == "1"
            setsIsSelected = fields["sel"] == "1"
            self.problem = problem
            swiftUI = fields["ui"] == "swiftui"
            sinks = fields["sinks"].map { $0.split(separator: "|").map(String.init) } ?? []
            itemsDecideName = fields["names"] == "items"
            nibClass = fields["nib"]
            nibOutlets = fields["outlets"].map { $0.split(separator: ",").map(String.init) } ?? []
            nibBarOutlet = fields["barview"]
            centre = fields["centre"] == "1"
        }

        var text: String {
            "tabitems=\(types.joined(separator: ","));need=\(needsTypes ? 1 : 0);sel=\(setsIsSelected ? 1 : 0);problem=\(problem.rawValue)"
                + (swiftUI ? ";ui=swiftui" : "") + (sinks.isEmpty ? "" : ";sinks=" + sinks.joined(separator: "|")) + (itemsDecideName ? ";names=items" : "")
                + (nibClass.map { ";nib=" + $0 } ?? "") + (nibOutlets.isEmpty ? "" : ";outlets=" + nibOutlets.joined(separator: ","))
                + (nibBarOutlet.map { ";barview=" + $0 } ?? "") + (centre ? ";centre=1" : "")
        }
    }

    /// A name or large-content problem of outlets, which the XIB they are laid out in decides.
    static func nibDecides(_ problem: CustomTabBars.Problem, of bar: CustomTabBars.Bar) -> Bool {
        bar.nibClass != nil && (problem == .name || problem == .largeContent)
    }

    private func anchor(of problem: CustomTabBars.Problem, in bar: CustomTabBars.Bar) -> Int {
        switch problem {
        // Outlets of a storyboard bar may be other buttons of the screen too: the bar's view is the place.
        case .name: bar.nibBarOutlet != nil ? bar.container : bar.controls[0]
        case .selection: bar.selectionSite ?? bar.controls[0]
        case .container: bar.container
        case .largeContent: bar.image ?? bar.controls[0]
        }
    }

    private func related(to problem: CustomTabBars.Problem, in bar: CustomTabBars.Bar, anchor: Int) -> [Int] {
        let others = problem == .container ? [bar.controls[0]] : [bar.container] + bar.controls
        var seen: Set<Int> = [anchor]
        return others.filter { seen.insert($0).inserted }
    }

    /// Tapped plain views as tabs: a label inside is read as text of its own, apart from the view
    /// that takes the tap, and nothing says it is a button.
    static func plainItemsMessage(type: String?) -> String {
        "The tab items of this bar" + (type.map { " (`\($0)`)" } ?? "")
            + " are plain views made tappable, with no `accessibilityLabel`: VoiceOver reads a label inside as text, not as a tab it can press, and an image alone as nothing"
    }

    static let plainItemsSuggestion = "Make each item one accessibility element named from its tab: `isAccessibilityElement = true`, `accessibilityLabel = tab.title`, `accessibilityTraits = .button`."

    private static func titleOnlyWhenSelectedMessage(prefix: String, swiftUI: Bool) -> String {
        prefix + " have no accessible name — "
            + (swiftUI ? "their `Text` shows only on the selected tab, and nothing sets `.accessibilityLabel`, so every other tab is an image alone"
                : "their title is set to nothing on the tabs that are not selected, and nothing sets `accessibilityLabel`, so every other tab is an image alone")
            + ": VoiceOver reads each of them as “button”"
    }

    private func controlsPhrase(_ bar: CustomTabBars.Bar) -> String {
        let titles = bar.titles.prefix(5).map { "“\($0)”" }.joined(separator: ", ")
        return bar.titles.isEmpty ? "The tab buttons of this bar" : "The tab buttons of this bar (\(titles))"
    }

    private func message(for problem: CustomTabBars.Problem, bar: CustomTabBars.Bar, file: SourceFile) -> String {
        let swiftUI = bar.framework == .swiftUI
        switch problem {
        case .name:
            if bar.plainItems { return Self.plainItemsMessage(type: nil) }
            if bar.titleOnlyWhenSelected { return Self.titleOnlyWhenSelectedMessage(prefix: controlsPhrase(bar), swiftUI: swiftUI) }
            if !bar.untitledControls.isEmpty {
                let names = bar.untitledControls.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
                return "Some tab buttons of this bar (\(names)) have no accessible name — no `setTitle` or `accessibilityLabel` of their own, beside buttons that have one: VoiceOver reads each of them as “button”"
            }
            if bar.oneTabUnnamed { return Self.oneTabUnnamedMessage }
            return controlsPhrase(bar) + " have no accessible name — "
                + (swiftUI ? "no `Text`, `Label` or `.accessibilityLabel`, only an image" : "no `setTitle`, `accessibilityLabel` or `configuration.title`, only an image or subviews")
                + ": VoiceOver reads each of them as “button”"
        case .selection:
            return "This custom tab bar shows the selected tab only visually: nothing sets "
                + (swiftUI ? "`.accessibilityAddTraits(.isSelected)`" : "`isSelected` or the `.selected` trait")
                + " when the tab changes, so VoiceOver never says “selected”"
        case .container:
            return "This custom tab bar is not marked as a tab bar ("
                + (swiftUI ? "`.accessibilityElement(children: .contain)` with `.accessibilityAddTraits(.isTabBar)`" : "`accessibilityTraits = .tabBar`")
                + "): VoiceOver does not say “tab, 2 of 4”"
        case .largeContent:
            if bar.oneTabUnnamed { return Self.oneTabLargeContentMessage }
            return "The image-only tab buttons of this bar show no large content ("
                + (swiftUI ? "`.accessibilityShowsLargeContentViewer`" : "`showsLargeContentViewer`, `UILargeContentViewerInteraction`")
                + "): people using the largest text sizes cannot tell the tabs apart"
        }
    }

    private func suggestion(for problem: CustomTabBars.Problem, bar: CustomTabBars.Bar) -> String {
        let system = " If the bar only changes colours, keep the system `UITabBar` with a `UITabBarAppearance`."
        if problem == .name, bar.plainItems { return Self.plainItemsSuggestion }
        switch (problem, bar.framework) {
        case (.name, .uiKit): return "Name each button from its tab: `button.accessibilityLabel = tab.title`." + system
        case (.name, .swiftUI): return "Name each button from its tab: `.accessibilityLabel(tab.title)`, or a `Label`."
        case (.selection, .uiKit): return "Set `isSelected` on every button where the tab changes: `button.isSelected = tab == selected`."
        case (.selection, .swiftUI): return "Add `.accessibilityAddTraits(selection == tab ? .isSelected : [])` to each tab button."
        case (.container, .uiKit): return "Mark the bar: `accessibilityTraits = .tabBar` on the view that holds the buttons." + system
        case (.container, .swiftUI): return "Mark the bar: `.accessibilityElement(children: .contain)` and `.accessibilityAddTraits(.isTabBar)` (iOS 17), or use `TabView`."
        case (.largeContent, .uiKit): return "Give each button `showsLargeContentViewer = true` with `largeContentTitle` and `largeContentImage`, and add a `UILargeContentViewerInteraction` to the bar."
        case (.largeContent, .swiftUI): return "Add `.accessibilityShowsLargeContentViewer { Label(tab.title, systemImage: tab.icon) }` to each tab button."
        }
    }

    package static let description = RuleDescription(
        identifier: "custom_tab_bar_accessibility",
        name: "Custom Tab Bar Accessibility",
        kind: .lint,
        severity: .warning,
        summary: "A hand-made tab bar whose tab buttons have no accessible name, whose selection is only visual, whose container is not marked as a tab bar, or whose image-only buttons show no large content.",
        rationale: """
        The system tab bar tells VoiceOver "Home, tab, 1 of 3, selected", shows the Large Content \
        Viewer to people using the largest text sizes, and follows Dynamic Type. A bar drawn by hand \
        — the system bar hidden and a `UIButton` per tab with an image view and a label added as \
        subviews, or a SwiftUI `HStack` of `Button`s in place of `TabView` — gives VoiceOver an \
        unlabeled "button" per tab, says nothing of which tab is selected when that is shown only by \
        a tint colour, never says "tab, 2 of 4", and shows nothing when someone with large text \
        presses and holds an icon. Accessibility audits and App Store reviews find this late.
        """,
        suggestion: "Name each tab button from its tab, set `isSelected` where the tab changes, mark the bar as a tab bar (`.tabBar` / `.isTabBar`) and give image-only buttons large content; where the custom bar only changes colours, keep the system `UITabBar` with a `UITabBarAppearance`.",
        suggestedCode: """
        customBar.accessibilityTraits = .tabBar
        for tab in Tab.allCases {
            let button = buttons[tab.rawValue]
            button.accessibilityLabel = tab.title
            button.showsLargeContentViewer = true
            button.largeContentTitle = tab.title
            button.largeContentImage = UIImage(named: tab.icon) ?? UIImage(systemName: tab.icon)
            button.addInteraction(UILargeContentViewerInteraction())
        }

        func select(_ selected: Tab) {
            for tab in Tab.allCases {
                buttons[tab.rawValue].isSelected = tab == selected
            }
        }
        """,
        triggeringExamples: CustomTabBarAccessibilityExamples.triggering + CustomTabBarAccessibilityExamples.tappedViewsTriggering
            + CustomTabBarAccessibilityExamples.assemblyTriggering
            + CustomTabBarAccessibilityExamples.hidingTriggering
            + CustomTabBarAccessibilityExamples.selectedTitleTriggering + CustomTabBarAccessibilityExamples.centreButtonTriggering
            + CustomTabBarAccessibilityExamples.centreButtonNamedItems + CustomTabBarAccessibilityExamples.toldItemsTriggering
            + CustomTabBarAccessibilityExamples.sharedModelTriggering
            + CustomTabBarAccessibilityExamples.handlersTriggering
            + CustomTabBarAccessibilityExamples.factoriesTriggering + CustomTabBarAccessibilityExamples.ownerTriggering
            + CustomTabBarAccessibilityExamples.storedItemsTriggering + CustomTabBarAccessibilityExamples.placeholderButtonTriggering
            + CustomTabBarAccessibilityExamples.dispatchTriggering + CustomTabBarAccessibilityExamples.interfaceBuilderTriggering
            + CustomTabBarAccessibilityExamples.storyboardOverlaysTriggering + CustomTabBarAccessibilityExamples.textTabsTriggering
            + CustomTabBarAccessibilityExamples.partlyTitledTriggering + CustomTabBarAccessibilityExamples.indexedTabsTriggering
            + CustomTabBarAccessibilityExamples.sheetsTriggering + CustomTabBarAccessibilityExamples.screenMembersTriggering
            + CustomTabBarAccessibilityExamples.factoryItemsTriggering,
        nonTriggeringExamples: CustomTabBarAccessibilityExamples.nonTriggering
            + CustomTabBarAccessibilityExamples.itemsAndToolbarsNonTriggering + CustomTabBarAccessibilityExamples.hidingNonTriggering
            + CustomTabBarAccessibilityExamples.selectedTitleNonTriggering + CustomTabBarAccessibilityExamples.toldItemsNonTriggering
            + CustomTabBarAccessibilityExamples.sharedModelNonTriggering
            + CustomTabBarAccessibilityExamples.factoriesNonTriggering + CustomTabBarAccessibilityExamples.stripsNonTriggering
            + CustomTabBarAccessibilityExamples.handlersNonTriggering
            + CustomTabBarAccessibilityExamples.dispatchNonTriggering + CustomTabBarAccessibilityExamples.interfaceBuilderNonTriggering
            + CustomTabBarAccessibilityExamples.storyboardOverlaysNonTriggering + CustomTabBarAccessibilityExamples.textTabsNonTriggering
            + CustomTabBarAccessibilityExamples.partlyTitledNonTriggering + CustomTabBarAccessibilityExamples.indexedTabsNonTriggering
            + CustomTabBarAccessibilityExamples.sheetsNonTriggering + CustomTabBarAccessibilityExamples.screensNonTriggering
            + CustomTabBarAccessibilityExamples.screenMembersNonTriggering + CustomTabBarAccessibilityExamples.factoryItemsNonTriggering
    )
}
