import SwiftSource

/// Where a SwiftUI stack of tab controls sits: inside which calls, above which content, and
/// what its closure holds.
extension CustomTabBars {
    /// Whether `stack` sits in a `VStack` above the content it selects — a `switch` on the
    /// selection, or a paged `TabView(selection:)` bound to it — with none of that content above
    /// it: page tabs at the top of one screen. A tab bar sits below (or over) its content.
    /// The stack may be a view property of its own (`var profileTabsView: some View { HStack { … } }`):
    /// then where the screen shows it decides.
    func isHeader(_ stack: Int, above selection: String, within limit: ClosedRange<Int>?) -> Bool {
        guard let limit else { return false }
        let name = selection.split(separator: ".").last.map(String.init) ?? selection
        if isHeader(stack, ending: contentClosure(of: stack)?.upperBound ?? stack, above: name, within: limit) { return true }
        guard let property = file.outline.computedProperty(containing: stack), let accessors = property.accessors,
              accessors.lowerBound + 1 == stack else { return false }
        return limit.contains { use in
            use != property.nameIndex && file.spells(use, property.name) && !file.isPunctuation(use - 1, ".")
                && isHeader(use, ending: use, above: name, within: limit)
        }
    }

    private func isHeader(_ stack: Int, ending stackEnd: Int, above name: String, within limit: ClosedRange<Int>) -> Bool {
        var probe = stack
        while let block = file.enclosingBrackets(of: probe, only: "{"), block.lowerBound > limit.lowerBound {
            probe = block.lowerBound
            var opener = block.lowerBound - 1
            if file.isPunctuation(opener, ")"), let open = file.brackets.partner(of: opener) { opener = open - 1 }
            guard file.spells(opener, "VStack") || file.spells(opener, "LazyVStack") else { continue }
            func selectsContent(_ index: Int) -> Bool {
                // `switch selectedTab {`, or `if viewModel.selectedTab == .wishlist {`.
                if file.isKeyword(index, .switch) || file.isKeyword(index, .if) {
                    var subject = index + 1
                    while file.isIdentifier(subject) && file.isPunctuation(subject + 1, ".") { subject += 2 }
                    return file.isIdentifier(subject) && file.spells(subject, name)
                        && (file.isKeyword(index, .switch) || file.isOperator(subject + 1, "=="))
                }
                return file.spells(index, "TabView") && file.isPunctuation(index + 1, "(") && file.spells(index + 2, "selection")
            }
            if (block.lowerBound..<stack).contains(where: selectsContent) { return false }
            // A stack of the strip and its underline: the content is further out.
            if ((stackEnd + 1)...block.upperBound).contains(where: selectsContent) { return true }
        }
        return false
    }

    /// `@State var currentTab = "All"` that only the row itself reads (`currentTab == tab ? .black
    /// : .gray`): choosing a tab there switches nothing on the screen — a row of chips, not the
    /// app's tabs. A selection bound, passed on or read by other content is a real one.
    func selectionStaysInRow(_ selection: String, rows: [ClosedRange<Int>], within typeBody: ClosedRange<Int>?) -> Bool {
        guard let typeBody, !selection.contains("."),
              let state = file.outline.variables.first(where: { variable in
                  variable.functionIndex == nil && variable.name == selection && typeBody.contains(variable.keywordIndex)
              }),
              (state.declarationStart..<state.keywordIndex).contains(where: { file.code[$0].kind == .attribute && file.spells($0, "State") })
        else { return false }
        let projected = "$" + selection
        return !typeBody.contains { index in
            guard index != state.nameIndex, file.isIdentifier(index), file.spells(index, selection) || file.text(index) == projected,
                  !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self) else { return false }
            return !rows.contains { $0.contains(index) }
        }
    }

    /// `ForEach(tabbarItems.indices)`, `ForEach(tabs)`, `CustomTabItem(…)`: the stack lays out tab
    /// items. A picker's or segmented control's `tabs` are segments (SwiftUI has `Picker` for them).
    func iteratesTabItems(in body: ClosedRange<Int>, typeName: String) -> Bool {
        let owner = FoldedName(typeName)
        guard !owner.contains("picker"), !owner.contains("segment") else { return false }
        return body.contains { index in
            guard file.isIdentifier(index) else { return false }
            let folded = FoldedName(file.text(index))
            let namesTabs = folded.contains("tabbar") || folded.contains("tabitem") || folded.equals("tabs")
            if file.isPunctuation(index - 1, "("), file.spells(index - 2, "ForEach") { return namesTabs }
            // `ForEach(0..<4) { num in Image(systemName: tabbarImages[num]) … }`: the tabs read by
            // the loop's number.
            if namesTabs, file.isPunctuation(index + 1, "["), !file.isPunctuation(index - 1, ".") { return true }
            return file.isPunctuation(index + 1, "(") && (folded.contains("tabitem") || folded.contains("tabbaritem"))
        }
    }

    /// The `{ … }` of `HStack { … }` or `HStack(spacing: 0) { … }`.
    func contentClosure(of stack: Int) -> ClosedRange<Int>? {
        var brace = stack + 1
        if file.isPunctuation(brace, "("), let close = file.brackets.partner(of: brace) { brace = close + 1 }
        guard file.isPunctuation(brace, "{"), let close = file.brackets.partner(of: brace) else { return nil }
        return brace...close
    }

    /// Whether `index` is inside the arguments or closures of a call to one of `names`.
    func isInside(_ index: Int, calls names: Set<String>) -> Bool {
        isInsideCall(around: index) { callee, _ in names.contains(file.text(callee)) }
    }

    /// `ToolbarItemGroup(placement: .bottomBar) { HStack { … } }`: a row laid in the screen's bottom
    /// toolbar, where a tab bar would be (a toolbar's other items are a screen's actions).
    func isInBottomBarItem(_ index: Int) -> Bool {
        isInsideCall(around: index) { callee, arguments in
            (file.spells(callee, "ToolbarItemGroup") || file.spells(callee, "ToolbarItem"))
                && (arguments?.contains { file.spells($0, "bottomBar") } ?? false)
        }
    }

    /// `ScrollView(.horizontal) { HStack { … } }`: a strip of chips or categories that scrolls
    /// sideways; a tab bar shows all its tabs at once.
    func isInHorizontalScrollView(_ index: Int) -> Bool {
        isInsideCall(around: index) { callee, arguments in
            file.spells(callee, "ScrollView") && (arguments?.contains { file.spells($0, "horizontal") } ?? false)
        }
    }

    /// Whether some call around `index` (in its arguments or its trailing closure) is one that
    /// `matches`, given the callee's name token and its argument list's tokens, if it has one.
    func isInsideCall(around index: Int, matches: (Int, Range<Int>?) -> Bool) -> Bool {
        var probe = index
        while let block = file.enclosingBrackets(of: probe) {
            var before = block.lowerBound - 1
            var arguments: Range<Int>?
            if file.isPunctuation(block.lowerBound, "("), let close = file.brackets.partner(of: block.lowerBound) {
                arguments = (block.lowerBound + 1)..<close
            }
            if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before) {
                arguments = (open + 1)..<before
                before = open - 1
            }
            if file.isIdentifier(before), matches(before, arguments) { return true }
            probe = block.lowerBound
        }
        return false
    }
}
