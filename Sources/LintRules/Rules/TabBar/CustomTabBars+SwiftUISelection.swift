import SwiftSource

/// What a SwiftUI tab control selects: the name it assigns (`selectedTab = tab`), directly or
/// through one handler of its view, and the tab a `ForEach` hands it.
extension CustomTabBars {
    /// `selectedTab = tab`, `self.selection = index`: the assigned name's token. Or the call that
    /// hands the selection to a model or a store: `viewModel.handleTabSelection(tag)`,
    /// `store.send(.setTab(info))`.
    func selectionAssignment(in extent: ClosedRange<Int>) -> Int? {
        if let direct = directSelectionAssignment(in: extent) { return direct }
        return selectionAssignment(calledIn: extent, passing: nil, depth: 2)
    }

    /// `{ handleTap(on: .device) }`: a call of a function of this file that sets the selection to
    /// what it is told (`selected = tab` of `handleTap(on tab: Tab)`), not a state of its own —
    /// itself or through one more function it hands that on to (`handleTabTap(index)` calling
    /// `handleNormalTab(index)`). `passing`: the names the caller may hand on (nil: any call).
    private func selectionAssignment(calledIn extent: ClosedRange<Int>, passing: Set<String>?, depth: Int) -> Int? {
        guard depth > 0 else { return nil }
        for index in extent where file.isIdentifier(index) && file.isPunctuation(index + 1, "(")
            && (!file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self)) {
            if let passing, let close = file.brackets.partner(of: index + 1),
               !((index + 2)..<close).contains(where: { file.isIdentifier($0) && passing.contains(file.text($0)) }) { continue }
            let name = file.text(index)
            for function in file.outline.functions where function.name == name {
                guard let body = function.body, !body.contains(index) else { continue }
                let parameters = Set(file.outline.parameters(of: function).map { $0.name(in: file) })
                if let assignment = directSelectionAssignment(in: body) {
                    if file.isIdentifier(assignment + 2), parameters.contains(file.text(assignment + 2)) { return assignment }
                    continue
                }
                if !parameters.isEmpty, let handedOn = selectionAssignment(calledIn: body, passing: parameters, depth: depth - 1) {
                    return handedOn
                }
            }
        }
        return nil
    }

    /// The selection set in `extent` itself, not through a call.
    func directSelectionAssignment(in extent: ClosedRange<Int>) -> Int? {
        for index in extent where file.isIdentifier(index) && file.isPunctuation(index + 1, "(") && file.isPunctuation(index - 1, ".") {
            let folded = FoldedName(file.text(index))
            if folded.contains("tab"), ["select", "set", "switch", "change", "goto", "move"].contains(where: { folded.contains($0) }) {
                return index
            }
        }
        // `self.index = index; self.currentTabName = titles[index]`: the state named for tabs is
        // the selection, whichever is set first.
        var first: Int?
        for index in extent where file.isOperator(index, "=") && file.isBinaryOperator(index) && file.isIdentifier(index - 1) {
            let name = index - 1
            let before = name - 1
            if file.isKeyword(before, .let) || file.isKeyword(before, .var) { continue }
            // `viewModel.title = …` is not the selection; `appState.currentTab = tab`, a selection
            // kept in a shared model, is, and so is a router's `currentPage`.
            if file.isPunctuation(before, "."), !file.isKeyword(before - 1, .self) {
                let folded = FoldedName(file.text(name))
                // In a view named for a tab bar, a member set to a tab's number or case
                // (`appState.topID = 0`) is the selection whatever it is called.
                let setsTabConstant = ((index + 1 < file.code.count && file.code[index + 1].kind == .integer) || (file.isPunctuation(index + 1, ".") && file.isIdentifier(index + 2)))
                    && file.outline.type(containing: index).map { CustomTabBars.namesTabBar($0.name) } == true
                guard folded.contains("tab") || folded.contains("select") || folded.contains("current") || setsTabConstant else { continue }
            }
            // `showingSheet = true`: a flag the control raises, not the selection.
            if file.isKeyword(index + 1, .true) || file.isKeyword(index + 1, .false) { continue }
            // `edge = newIndex > currentIndex ? .trailing : .leading`: a value worked out from the
            // tab (a transition's direction), not the tab itself.
            let valueEnd = file.expressionEnd(from: index + 1, limit: extent.upperBound)
            if ((index + 1)..<valueEnd).contains(where: { file.isOperator($0, "?") && !file.isPostfix($0) }) { continue }
            if FoldedName(file.text(name)).contains("tab") { return name }
            first = first ?? name
        }
        return first
    }

    /// `tab` of `ForEach(Tab.allCases) { tab in`, when `index` is in that closure inside `body`.
    func loopVariable(around index: Int, within body: ClosedRange<Int>) -> String? {
        loopVariables(around: index, within: body)?.first
    }

    /// Every parameter of that `ForEach`'s closure: `ForEach(Array(zip(items.indices, items)),
    /// id: \.0) { index, item in … }` gives both.
    func loopVariables(around index: Int, within body: ClosedRange<Int>) -> [String]? {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{"), block.lowerBound > body.lowerBound {
            let brace = block.lowerBound
            if file.isPunctuation(brace - 1, ")"), let open = file.brackets.partner(of: brace - 1), file.spells(open - 1, "ForEach") {
                var name = brace + 1
                if file.isPunctuation(name, "(") { name += 1 }
                guard file.isIdentifier(name) || file.isKeyword(name, .wildcard) else { return ["$0"] }
                var names = [file.text(name)]
                while file.isPunctuation(name + 1, ","), file.isIdentifier(name + 2) || file.isKeyword(name + 2, .wildcard) {
                    name += 2
                    names.append(file.text(name))
                }
                return names
            }
            probe = brace
        }
        return nil
    }

    /// `NavigationLink(destination: CrittersView(tab: openingTab), isActive: $showsCritters)`,
    /// `.sheet(isPresented: $shows) { Detail(tab: openingTab) }`: the selection is handed to the
    /// screen the controls open — shortcuts into it, not a bar switching tabs in place. (A screen
    /// that sets it, `Create(onDone: { selectedTab = 1 })`, sends the user to a tab of the bar.)
    func opensScreen(with selection: String, in body: ClosedRange<Int>?) -> Bool {
        guard let body, file.mentions("NavigationLink") || file.mentions("sheet") || file.mentions("fullScreenCover")
                || file.mentions("navigationDestination") else { return false }
        return body.contains { index in
            guard file.isIdentifier(index), file.isPunctuation(index + 1, "("),
                  file.spells(index, "NavigationLink") || file.spells(index, "sheet") || file.spells(index, "fullScreenCover")
                    || file.spells(index, "navigationDestination"),
                  let close = file.brackets.partner(of: index + 1) else { return false }
            // The call's arguments, and its trailing closure.
            var end = close
            if file.isPunctuation(close + 1, "{"), let brace = file.brackets.partner(of: close + 1) { end = brace }
            return ((index + 2)..<end).contains { file.isIdentifier($0) && file.text($0) == selection && !file.isPunctuation($0 - 1, ".")
                && !file.isOperator($0 + 1, "=") }
        }
    }

    /// Two or more assignments, each giving the selection the same constant (`2`, `.settings`):
    /// item views sharing one body (`currentTab = tab`) assign one variable to different tabs, and
    /// a view function shown in two branches is one control, not two.
    func selectsOneTabOnly(_ controls: [Control]) -> Bool {
        let assignments = Set(controls.map(\.assignment))
        guard assignments.count >= 2 else { return false }
        let values = assignments.map { assignment -> String? in
            guard let assignment, file.isOperator(assignment + 1, "=") else { return nil }
            let end = file.expressionEnd(from: assignment + 2)
            let value = (assignment + 2)..<end
            let isConstant = !value.isEmpty && value.allSatisfy { index in
                switch file.code[index].kind {
                case .integer, .string, .stringDelimiter: true
                case .identifier: file.isPunctuation(index - 1, ".")
                case .punctuation: file.isPunctuation(index, ".")
                default: false
                }
            }
            return isConstant ? file.normalizedText(value) : nil
        }
        guard let first = values.first, let value = first else { return false }
        return values.allSatisfy { $0 == value }
    }

    /// `currentIndex = max(currentIndex - 1, 0)`: a button that steps through pages, not one
    /// that picks a tab.
    func stepsSelection(_ control: Control) -> Bool {
        guard let assignment = control.assignment, file.isOperator(assignment + 1, "=") else { return false }
        let end = file.expressionEnd(from: assignment + 2)
        return ((assignment + 2)..<end).contains { file.isIdentifier($0) && file.sameText($0, assignment) }
    }
}
