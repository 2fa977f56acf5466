import SwiftSource

/// What a UIKit bar fails to give VoiceOver and large text: names, the selection, the container
/// trait, large content.
extension CustomTabBars {
    /// `button.isSelected = …`, `isSelected.toggle()`, Swift 2's `button.selected = …`; not
    /// `let isSelected = …`, nor one set only in `initialOnly` (where the controls are made, for
    /// the first tab, never again when the tab changes).
    func setsIsSelected(in scope: [ClosedRange<Int>], initialOnly: [ClosedRange<Int>] = []) -> Bool {
        let sets = { (index: Int) -> Bool in
            !file.isKeyword(index - 1, .let) && !file.isKeyword(index - 1, .var) && !initialOnly.contains { $0.contains(index) }
                && (file.isOperator(index + 1, "=") || file.spells(index + 2, "toggle"))
        }
        return first("isSelected", in: scope, where: sets) != nil
            || first("selected", in: scope) { file.isPunctuation($0 - 1, ".") && file.isIdentifier($0 - 2) && sets($0) } != nil
    }

    /// Every action of the bar's buttons pushes or presents a screen and changes nothing of the
    /// bar (`navigationController?.pushViewController(ProfileVC(), animated: true)`): the bar
    /// keeps no selected tab, visual or not, so there is no selection to announce.
    func onlyNavigates(in bodies: [ClosedRange<Int>]) -> Bool {
        let actions = Set(selectorActions(in: bodies))
        guard !actions.isEmpty else { return false }
        let handlers = file.outline.functions.filter { function in
            actions.contains(function.name) && bodies.contains { $0.contains(function.nameIndex) }
        }
        guard Set(handlers.map(\.name)) == actions else { return false }
        return handlers.allSatisfy { handler in
            guard let body = handler.body else { return false }
            let navigates = body.contains { file.spells($0, "pushViewController") || (file.spells($0, "present") && file.isPunctuation($0 + 1, "(")) }
            // `selectedButton = sender`, `button.tintColor = …`, `setImage(…)`: the bar shows a choice.
            let changesBar = body.contains { index in
                (file.isOperator(index, "=") && !file.isKeyword(index - 2, .let) && !file.isKeyword(index - 2, .var))
                    || file.spells(index, "setImage") || file.spells(index, "setTitleColor") || file.spells(index, "isSelected")
            }
            return navigates && !changesBar
        }
    }

    /// `view.accessibilityLabel = selectedTab == .sign ? tabLabel(isTabSelected: true, …) : …`: the
    /// label (or value) VoiceOver reads says which tab is selected.
    func labelTellsSelection(in scope: [ClosedRange<Int>]) -> Bool {
        guard file.mentions("accessibilityLabel") || file.mentions("accessibilityValue") else { return false }
        return scope.contains { range in
            range.contains { index in
                guard file.spells(index, "accessibilityLabel") || file.spells(index, "accessibilityValue"),
                      file.isOperator(index + 1, "=") else { return false }
                let end = file.expressionEnd(from: index + 2, limit: range.upperBound)
                return ((index + 2)..<end).contains { file.isIdentifier($0) && file.tokenContainsFolded($0, "selected") }
            }
        }
    }

    func setsSelectedTrait(in scope: [ClosedRange<Int>]) -> Bool {
        first("selected", in: scope) { isImplicitMember($0) && isInTraitsStatement($0) } != nil
    }

    /// `partlyTitled`: some of the bar's own stored controls are named and others not
    /// (`untitledStoredControls`), so a title found in the bar does not name them all.
    func uiKitProblems(in scope: [ClosedRange<Int>], knownControls: Bool, checksSelection: Bool,
                       initialOnly: [ClosedRange<Int>] = [], partlyTitled: Bool = false) -> [Problem] {
        var problems: [Problem] = []
        let accessibilityName = hasIdentifier("accessibilityLabel", in: scope)
        // `setTitle("", for: .normal)` when a tab is not selected: it is an image alone then.
        let visibleTitle = showsTitle(in: scope) && !clearsTitle(in: scope) && !partlyTitled
        if knownControls, !accessibilityName || partlyTitled, !visibleTitle { problems.append(.name) }
        // `button.isSelected = …`, `isSelected = …` in a control's own code; not `let isSelected = …`.
        let selected = setsIsSelected(in: scope, initialOnly: initialOnly) || setsSelectedTrait(in: scope)
            || labelTellsSelection(in: scope)
        if checksSelection, !selected { problems.append(.selection) }
        if first("tabBar", in: scope, where: { isImplicitMember($0) && isInTraitsStatement($0) }) == nil, !installsAsTabBar(in: scope) {
            problems.append(.container)
        }
        if knownControls, !visibleTitle, !showsLargeContent(in: scope) { problems.append(.largeContent) }
        return problems
    }

    /// `let homeButton = UIButton(type: .system)` … `settingsButton.setTitle("Settings", for: .normal)`:
    /// the bar's controls, each stored under its own name, and some of them given a title or an
    /// accessibility label while others are not — the others are image-only tabs. Only when every
    /// title or label in the bar is given through those names (a loop's `button.setTitle` could
    /// name any of them).
    func untitledStoredControls(_ controls: [Int], in scope: [ClosedRange<Int>]) -> [String] {
        let names = controls.compactMap { creation -> String? in
            guard file.isOperator(creation - 1, "="), file.isIdentifier(creation - 2),
                  file.isKeyword(creation - 3, .let) || file.isKeyword(creation - 3, .var) else { return nil }
            return file.text(creation - 2)
        }
        guard names.count == controls.count, names.count >= 2, Set(names).count == names.count else { return [] }
        var named = Set<String>()
        for range in scope {
            for index in range where file.isIdentifier(index) && file.isPunctuation(index - 1, ".") {
                let gives = (file.spells(index, "setTitle") && !isClearedTitle(at: index + 2))
                    || file.spells(index, "setAttributedTitle") || (file.spells(index, "accessibilityLabel") && file.isOperator(index + 1, "="))
                guard gives else { continue }
                var receiver = index - 2
                if file.isOperator(receiver, "?") || file.isOperator(receiver, "!") { receiver -= 1 }
                guard file.isIdentifier(receiver), names.contains(file.text(receiver)) else { return [] }
                named.insert(file.text(receiver))
            }
        }
        return named.isEmpty ? [] : names.filter { !named.contains($0) }
    }

    /// A title VoiceOver reads and large text shows: `setTitle`, a configuration's title, a
    /// title label's text.
    func showsTitle(in scope: [ClosedRange<Int>]) -> Bool {
        showsButtonTitle(in: scope) || showsLabelTitle(in: scope)
    }

    /// A title label's text, or a title property of the project's own.
    func showsLabelTitle(in scope: [ClosedRange<Int>]) -> Bool {
        first("text", in: scope, where: { file.isOperator($0 + 1, "=") && isTitleLabel(before: $0) }) != nil
            || scope.contains { range in range.contains(where: isTitlePropertyAssignment) }
    }

    /// A button's own title: `setTitle`, a configuration's title, a `UIAction`'s — the name of the
    /// button that shows it, also inside a plain item view.
    func showsButtonTitle(in scope: [ClosedRange<Int>]) -> Bool {
        first("setTitle", in: scope, where: { !isTitleOnlyWithoutImage($0) }) != nil
            || hasIdentifier("setAttributedTitle", in: scope)
            || first("title", in: scope, where: isConfigurationTitle) != nil
            || first("attributedTitle", in: scope, where: isConfigurationTitle) != nil
            || first("subtitle", in: scope, where: isConfigurationTitle) != nil
            || first("attributedSubtitle", in: scope, where: isConfigurationTitle) != nil
            || first("UIAction", in: scope, where: { file.isPunctuation($0 + 1, "(") && file.spells($0 + 2, "title") }) != nil
    }

    /// `button.btnTitle = titles[i]`: a property of the project's own named for a title (an
    /// extension of `UIButton` whose setter calls `setTitle`). A bare `title` is left out: a
    /// controller's or bar item's title set beside the bar is no button's.
    private func isTitlePropertyAssignment(_ index: Int) -> Bool {
        // `= nil`, `= ""`: a title taken away.
        guard file.isIdentifier(index), file.isPunctuation(index - 1, "."), file.isOperator(index + 1, "="),
              !isClearedTitle(at: index + 2), !file.spells(index, "title") else { return false }
        let folded = FoldedName(file.text(index))
        return folded.hasSuffix("title") && !folded.hasSuffix("navigationtitle")
    }

    /// The title taken away again: `setTitle("", for: …)` or `setTitle(nil, for: …)`; a
    /// configuration's title set to `nil` (a `configurationUpdateHandler`'s normal state); a title
    /// label's text given only when selected (`isSelected ? title : nil`) or the label hidden by
    /// the selection (`titleLabel.isHidden = !isSelected`).
    func clearsTitle(in scope: [ClosedRange<Int>]) -> Bool {
        clearsTitleThroughSetTitle(in: scope)
            || first("title", in: scope, where: isConfigurationTitleCleared) != nil
            || first("attributedTitle", in: scope, where: isConfigurationTitleCleared) != nil
            || first("text", in: scope, where: { isTitleLabel(before: $0) && isSelectionOnlyValue(after: $0, clearing: true) }) != nil
            || first("isHidden", in: scope, where: { isTitleLabel(before: $0) && isSelectionOnlyValue(after: $0, clearing: false) }) != nil
    }

    /// `configuration?.attributedTitle = nil`, `config.title = ""`.
    private func isConfigurationTitleCleared(_ index: Int) -> Bool {
        guard file.isPunctuation(index - 1, "."), file.isOperator(index + 1, "=") else { return false }
        var receiver = index - 2
        if file.isOperator(receiver, "?") || file.isOperator(receiver, "!") { receiver -= 1 }
        guard file.isIdentifier(receiver), FoldedName(file.text(receiver)).contains("config") else { return false }
        return isClearedTitle(at: index + 2)
    }

    /// `= isSelected ? title : nil` (`clearing`), `= !isSelected` (not): a value of the label's
    /// that the selection decides.
    private func isSelectionOnlyValue(after property: Int, clearing: Bool) -> Bool {
        guard file.isOperator(property + 1, "=") else { return false }
        let value = (property + 2)..<file.expressionEnd(from: property + 2)
        guard value.contains(where: { file.isIdentifier($0) && FoldedName(file.text($0)).contains("selected") }) else { return false }
        return !clearing || value.contains(where: isClearedTitle)
    }

    /// `nil` or `""` (an opening and a closing delimiter with no text between).
    func isClearedTitle(at position: Int) -> Bool {
        guard file.code.indices.contains(position) else { return false }
        return file.isKeyword(position, .nil)
            || (file.code[position].kind == .stringDelimiter && file.code.indices.contains(position + 1)
                && file.code[position + 1].kind == .stringDelimiter)
    }

    private func clearsTitleThroughSetTitle(in scope: [ClosedRange<Int>]) -> Bool {
        first("setTitle", in: scope) { index in
            guard file.isPunctuation(index + 1, "("), let close = file.brackets.partner(of: index + 1) else { return false }
            // The title argument, or a branch of it (`selected ? title : ""`).
            let title = (index + 2)..<(((index + 2)..<close).first { file.isPunctuation($0, ",") } ?? close)
            return title.contains(where: isClearedTitle)
        } != nil
    }

    func showsLargeContent(in scope: [ClosedRange<Int>]) -> Bool {
        hasIdentifier("showsLargeContentViewer", in: scope) || hasIdentifier("UILargeContentViewerInteraction", in: scope)
            || hasIdentifier("largeContentTitle", in: scope)
    }

    /// `setValue(customTabBar, forKey: "tabBar")`: the bar replaces the controller's own, so it is
    /// a `UITabBar` and VoiceOver hears it as one.
    func installsAsTabBar(in scope: [ClosedRange<Int>]) -> Bool {
        first("setValue", in: scope) { index in
            guard file.isPunctuation(index + 1, "("), let close = file.brackets.partner(of: index + 1) else { return false }
            return ((index + 2)..<close).contains { file.code[$0].kind == .string && file.spells($0, "tabBar") }
        } != nil
    }

    /// `if item.image == nil { button.setTitle(…) }`: a title only for a tab without an icon
    /// leaves the icon tabs unnamed.
    func isTitleOnlyWithoutImage(_ index: Int) -> Bool {
        guard let block = file.enclosingBrackets(of: index, only: "{"), file.isKeyword(file.statementStart(containing: block.lowerBound), .if)
        else { return false }
        let condition = file.statementStart(containing: block.lowerBound)..<block.lowerBound
        return condition.contains { file.isKeyword($0, .nil) }
            && condition.contains { file.isIdentifier($0) && (FoldedName(file.text($0)).contains("image") || FoldedName(file.text($0)).contains("icon")) }
    }

    /// `configuration.title = …`, `config.title = …`, `attributedTitle` of a configuration.
    func isConfigurationTitle(_ index: Int) -> Bool {
        guard file.isPunctuation(index - 1, "."), file.isOperator(index + 1, "="), file.isIdentifier(index - 2) else { return false }
        return FoldedName(file.text(index - 2)).contains("config")
    }

    /// `titleLabel?.text` / `titleLabel.text`.
    func isTitleLabel(before text: Int) -> Bool {
        guard file.isPunctuation(text - 1, ".") else { return false }
        var receiver = text - 2
        if file.isOperator(receiver, "?") || file.isOperator(receiver, "!") { receiver -= 1 }
        return file.spells(receiver, "titleLabel")
    }
}
