import SwiftSource

/// What a SwiftUI bar's controls show and tell VoiceOver: a title (a `Text`, a `Label`, a titled
/// `Button`, a title handed to a view of another file — not a badge's count, not one shown only on
/// the selected tab), an image, the traits and large content the bar gives them.
extension CustomTabBars {
    func swiftUIProblems(in regions: [ClosedRange<Int>]) -> [Problem] {
        let everywhere = [0...max(file.code.count - 1, 0)]
        // A title shown only on the selected tab (`if selectedTab == tab { Text(…) }`) leaves the others unnamed.
        let visibleTitle = first("Text", in: regions, where: { !isShownOnlyWhenSelected($0) && !isBadge($0) }) != nil
            || first("Label", in: regions, where: { !isShownOnlyWhenSelected($0) }) != nil
            || first("Button", in: regions, where: isTitledButton) != nil
            || passesTitleToForeignView(in: regions)
        // Only a control seen to show an image is image-only; one showing a view passed in
        // (`anyTab.view`) may name itself where that view is written.
        let showsImage = regions.contains { region in
            region.contains { index in
                guard file.isIdentifier(index) else { return false }
                let name = FoldedName(file.text(index))
                return file.spells(index, "Image") || name.contains("image") || name.contains("icon") || name.contains("symbol")
            }
        }
        var problems: [Problem] = []
        if !visibleTitle, showsImage, !hasIdentifier("accessibilityLabel", in: regions) { problems.append(.name) }
        if first("isSelected", in: everywhere, where: isImplicitMember) == nil { problems.append(.selection) }
        if first("isTabBar", in: everywhere, where: isImplicitMember) == nil { problems.append(.container) }
        if !visibleTitle, showsImage, !hasIdentifier("accessibilityShowsLargeContentViewer", in: everywhere) { problems.append(.largeContent) }
        return problems
    }

    /// `TabBarButton(buttonText: "Home", icon: "house")`: a view of another file handed a title,
    /// which it shows (a label's text, not its colour or font); or a style's method of another
    /// file making the tab's view from it (`itemStyle.tabItem(icon: item.icon, title: item.title)`).
    func passesTitleToForeignView(in regions: [ClosedRange<Int>]) -> Bool {
        regions.contains { region in
            region.contains { index in
                // A value, not a `label: { … }` closure.
                guard file.isIdentifier(index), file.isPunctuation(index + 1, ":"), !file.isPunctuation(index + 2, "{"),
                      file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ","),
                      let call = file.enclosingBrackets(of: index, only: "("), file.isIdentifier(call.lowerBound - 1),
                      // (`if activeTab == tab { IRText(tab.title, style: …) }`: the other tabs show none.)
                      !isShownOnlyWhenSelected(call.lowerBound - 1) else { return false }
                let callee = file.text(call.lowerBound - 1)
                if file.isPunctuation(call.lowerBound - 2, ".") {
                    // A method called on a value (`style.tabItem(`, `self.itemStyle.tabItem(`), not a
                    // modifier of the view before it nor the view's own method (`self.tabItem(`).
                    guard file.isIdentifier(call.lowerBound - 3), callee.first?.isLowercase == true else { return false }
                } else {
                    guard callee.first?.isUppercase == true, !Self.swiftUIViews.contains(callee),
                          !file.outline.types.contains(where: { $0.name == callee }) else { return false }
                    // `LocalizedText(key: tab.title)`: a view of the app's named for text shows what it is given.
                    if Self.namesTextView(callee) { return true }
                }
                let label = FoldedName(file.text(index))
                let names = label.contains("title") || label.contains("text") || label.contains("label")
                return names && !label.contains("color") && !label.contains("font") && !label.contains("size") && !label.contains("image")
                    && !label.contains("icon")
            }
        }
    }

    /// `LocalizedText`, `TitleText`: a view of the app's that shows a text.
    static func namesTextView(_ name: String) -> Bool { FoldedName(name).hasSuffix("text") }

    /// A title every tab shows but one: `image` is the image that one shows instead, when told.
    struct TitleLeftOut {
        var image: Int?
    }

    /// `if tab != .add { Text(tab.title) }`: every tab is titled but the one the condition leaves
    /// out, which shows an image alone — the image of `else { Image(…) }` of that `if` or of
    /// another on the same case, or of `if tab == .add { Image(…) }`.
    func titleLeftOutOfOneTab(in regions: [ClosedRange<Int>]) -> TitleLeftOut? {
        let title = first("Text", in: regions) ?? regions.lazy.compactMap { region in
            region.first { file.isIdentifier($0) && Self.namesTextView(file.text($0)) && file.isPunctuation($0 + 1, "(") }
        }.first
        guard let title, let block = file.enclosingBrackets(of: title, only: "{") else { return nil }
        let start = file.statementStart(containing: block.lowerBound)
        // `let isMiddle = index == Tab.allCases.count / 2` … `if !isMiddle { Text(…) }`: the
        // middle tab shows its image alone.
        if file.isKeyword(start, .if), file.isOperator(start + 1, "!"), file.isIdentifier(start + 2), start + 3 == block.lowerBound,
           !FoldedName(file.text(start + 2)).contains("select"), !FoldedName(file.text(start + 2)).contains("active") {
            // The flag is declared before the control, in the loop that makes it.
            let flag = start + 2
            var outer = start
            for _ in 0..<6 {
                guard let block = file.enclosingBrackets(of: outer, only: "{") else { break }
                outer = block.lowerBound
            }
            let scope = outer..<start
            let comparesOneTab = scope.contains { index in
                guard file.isKeyword(index - 1, .let), file.sameText(index, flag), file.isOperator(index + 1, "=") else { return false }
                return ((index + 2)..<file.expressionEnd(from: index + 2)).contains { file.isOperator($0, "==") }
            }
            if comparesOneTab { return TitleLeftOut(image: nil) }
        }
        guard let leftOut = oneCaseCondition(start, block: block, comparison: "!=") else { return nil }
        let name = FoldedName(file.text(leftOut.subject))
        guard !name.contains("select"), !name.contains("current"), !name.contains("active") else { return nil }
        for region in regions {
            for index in region where file.isKeyword(index, .if) {
                guard let open = ((index + 1)..<min(index + 12, region.upperBound)).first(where: { file.isPunctuation($0, "{") }),
                      let close = file.brackets.partner(of: open) else { continue }
                if let other = oneCaseCondition(index, block: open...close, comparison: "=="), file.sameText(other.subject, leftOut.subject),
                   file.sameText(other.caseName, leftOut.caseName), let image = first("Image", in: [open...close]) {
                    return TitleLeftOut(image: image)
                }
                if let other = oneCaseCondition(index, block: open...close, comparison: "!="), file.sameText(other.subject, leftOut.subject),
                   file.sameText(other.caseName, leftOut.caseName), file.isKeyword(close + 1, .else), file.isPunctuation(close + 2, "{"),
                   let end = file.brackets.partner(of: close + 2), let image = first("Image", in: [(close + 2)...end]) {
                    return TitleLeftOut(image: image)
                }
            }
        }
        return TitleLeftOut(image: nil)
    }

    /// `if tab != .add {` (`comparison` `!=` or `==`): the name compared and the case's name.
    private func oneCaseCondition(_ start: Int, block: ClosedRange<Int>, comparison: StaticString) -> (subject: Int, caseName: Int)? {
        guard file.isKeyword(start, .if) else { return nil }
        var subject = start + 1
        while file.isIdentifier(subject), file.isPunctuation(subject + 1, ".") { subject += 2 }
        guard file.isIdentifier(subject), file.isOperator(subject + 1, comparison), file.isPunctuation(subject + 2, "."),
              file.isIdentifier(subject + 3), subject + 4 == block.lowerBound else { return nil }
        return (subject, subject + 3)
    }

    /// SwiftUI's own views, whose arguments are not a project view's title.
    static let swiftUIViews: Set<String> = ["Button", "Image", "Label", "Text", "Toggle", "NavigationLink", "Link", "Menu"]

    /// Some `Text` or `Label` is shown, but only on the selected tab.
    func showsTitleOnlyWhenSelected(in regions: [ClosedRange<Int>]) -> Bool {
        first("Text", in: regions, where: isShownOnlyWhenSelected) != nil || first("Label", in: regions, where: isShownOnlyWhenSelected) != nil
            || regions.contains { region in
                region.contains { index in
                    file.isIdentifier(index) && file.isPunctuation(index + 1, "(") && Self.namesTextView(file.text(index))
                        && isShownOnlyWhenSelected(index)
                }
            }
    }

    /// In an `if` that compares the selection: `if selectedTab == tab { Text(tab.title) }`; or
    /// emptied on the other tabs: `Text(selectedTab == tab ? tab.title : "")`.
    func isShownOnlyWhenSelected(_ index: Int) -> Bool {
        if isEmptiedUnlessSelected(index) { return true }
        var probe = index
        for _ in 0..<4 {
            guard let block = file.enclosingBrackets(of: probe, only: "{") else { return false }
            let start = file.statementStart(containing: block.lowerBound)
            if file.isKeyword(start, .if) {
                let condition = (start + 1)..<block.lowerBound
                func namesSelection(_ position: Int) -> Bool {
                    guard file.isIdentifier(position) else { return false }
                    let name = FoldedName(file.text(position))
                    return name.contains("select") || name.contains("current") || name.contains("active") || isBinding(position)
                }
                // `if selectedTab == tab { … }`, or `if isSelected { … }` with a Bool of the item's.
                if condition.count == 1 { return namesSelection(condition.lowerBound) }
                return condition.contains { file.isOperator($0, "==") } && condition.contains(where: namesSelection)
            }
            probe = block.lowerBound
        }
        return false
    }

    /// `value` in `if value == tabNo`, for `@Binding var value: Int` of the item's view: the
    /// selection its bar handed it, whatever it is called.
    private func isBinding(_ name: Int) -> Bool {
        guard let type = file.outline.type(containing: name) else { return false }
        if file.isPunctuation(name - 1, ".") {
            guard file.isKeyword(name - 2, .self) else { return false }
        } else if let function = file.outline.function(containing: name),
                  file.outline.parameters(of: function).contains(where: { file.sameText($0.nameIndex, name) }) {
            // `createButton(index: Int)` comparing `self.index == index`: the parameter is the item's own number.
            return false
        }
        return file.outline.variables.contains { variable in
            variable.functionIndex == nil && variable.keywordIndex >= 2 && file.spells(variable.keywordIndex - 1, "Binding")
                && file.isPunctuation(variable.keywordIndex - 2, "@") && file.sameText(variable.nameIndex, name)
                && type.body?.contains(variable.nameIndex) == true
        }
    }

    /// `Text(index == 0 ? "Home" : "")`, `Text(isSelected ? title : "")`: a ternary on the
    /// selection whose other branch is an empty string.
    private func isEmptiedUnlessSelected(_ text: Int) -> Bool {
        guard file.isPunctuation(text + 1, "("), let close = file.brackets.partner(of: text + 1),
              let question = ((text + 2)..<close).first(where: { file.isOperator($0, "?") }) else { return false }
        let condition = (text + 2)..<question
        let comparesSelection = condition.contains { file.isOperator($0, "==") }
            || (condition.count == 1 && file.isIdentifier(condition.lowerBound) && FoldedName(file.text(condition.lowerBound)).contains("select"))
        guard comparesSelection else { return false }
        return ((question + 1)..<close).contains(where: isClearedTitle)
    }

    /// `Text("\(badgeCount)")`, or a `Text` inside `if unreadCount > 0 { … }`: a badge on the
    /// icon, not the tab's title.
    func isBadge(_ text: Int) -> Bool {
        func mentionsCount(_ range: Range<Int>) -> Bool {
            range.contains { position in
                guard file.isIdentifier(position) else { return false }
                let name = FoldedName(file.text(position))
                return name.contains("count") || name.contains("badge") || name.contains("unread")
            }
        }
        if file.isPunctuation(text + 1, "("), let close = file.brackets.partner(of: text + 1), mentionsCount((text + 2)..<close) { return true }
        // `.overlay(WithViewStore(store, observe: \.downloadsCount) { if … { Text("\($0.state)") } })`:
        // a count laid over the icon.
        var probe = text
        for _ in 0..<6 {
            guard let bracket = file.enclosingBrackets(of: probe) else { break }
            var before = bracket.lowerBound - 1
            if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before) { before = open - 1 }
            if file.spells(before, "overlay") {
                if mentionsCount(bracket.lowerBound..<text) { return true }
                break
            }
            probe = bracket.lowerBound
        }
        guard let block = file.enclosingBrackets(of: text, only: "{") else { return false }
        let start = file.statementStart(containing: block.lowerBound)
        return file.isKeyword(start, .if) && mentionsCount((start + 1)..<block.lowerBound)
    }

    /// `Button("Home") { … }`, `Button(tab.title, systemImage: tab.icon) { … }`: a title first.
    func isTitledButton(_ index: Int) -> Bool {
        guard file.isPunctuation(index + 1, "(") else { return false }
        let argument = index + 2
        if file.code.indices.contains(argument), file.code[argument].kind == .stringDelimiter { return true }
        return (file.isIdentifier(argument) || file.isKeyword(argument, .self)) && !file.isPunctuation(argument + 1, ":")
    }

    /// A control of this file that shows an image and nothing VoiceOver can read as its name.
    func isImageOnly(_ control: Control) -> Bool {
        guard control.itemType == nil else { return false }
        let region = [control.extent] + childViewBodies(in: control.extent)
        return first("Image", in: region) != nil && first("Text", in: region, where: { !isBadge($0) }) == nil
            && first("Label", in: region) == nil && first("Button", in: region, where: isTitledButton) == nil
            && !hasIdentifier("accessibilityLabel", in: region) && !passesTitleToForeignView(in: region)
    }

    /// SwiftUI's shapes: what a page indicator draws per page.
    static let shapes: [StaticString] = ["Circle", "Capsule", "RoundedRectangle", "Rectangle", "Ellipse"]
}
