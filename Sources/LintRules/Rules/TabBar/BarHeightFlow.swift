import SwiftSource

/// The bar-height contexts that need more than the number's own expression: a value that came
/// through a local or property, a getter's fallback branch, a guess on a device flag, a
/// comparison that sniffs the device, SwiftUI modifiers on a bar, a tab bar subclass's own height.
extension BarHeightContext {
    /// Names that read the real inset or bar: their presence makes a number beside them a guess.
    static let measuredSources: Set<String> = ["safeAreaInsets", "statusBarFrame", "safeAreaLayoutGuide", "statusBarManager",
                                               "additionalSafeAreaInsets"]

    /// Whether the file reads a safe area or the status bar anywhere: without, no value of it
    /// can hold one, and no flow needs following.
    var mayReadMeasuredValue: Bool {
        file.mentions("safeAreaInsets") || file.mentions("statusBarFrame") || file.mentions("safeAreaLayoutGuide")
            || file.mentions("statusBarManager") || file.mentions("additionalSafeAreaInsets")
    }

    /// Whether `range` reads a safe area or the status bar, directly or through one name the
    /// file declares (`let inset = window?.safeAreaInsets.top`).
    func readsMeasuredValue(_ range: Range<Int>, followingNames: Bool = true) -> Bool {
        let bindings = followingNames ? file.bindings : nil
        return range.contains { index in
            guard file.isIdentifier(index) else { return false }
            if Self.measuredSources.contains(file.text(index)) { return true }
            guard let bindings, !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self),
                  let origins = bindings.origins(at: index) else { return false }
            return origins.contains { readsMeasuredValue($0, followingNames: false) }
        }
    }

    /// `inset ?? 20` where `inset` holds a safe-area or status-bar value.
    func isFallbackThroughName(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "??"), mayReadMeasuredValue else { return false }
        let start = file.statementStart(containing: number - 1)
        return readsMeasuredValue(start..<(number - 1))
    }

    /// `var area = window.safeAreaInsets.top; if area == 0 { area = 20 }`: a measured inset
    /// replaced by a guess when it reads zero.
    func isZeroInsetReplaced(_ number: Int) -> Bool {
        // `if safe.top <= 0 { safe = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }`: the insets' top or bottom.
        let insets = edgeInsetsStart(of: number)
        // (No bar at the bottom is 20 tall: `bottom: 20` there is a margin.)
        if insets != nil, file.spells(number - 2, "bottom"), file.numberValue(number) == 20 { return false }
        let value = insets ?? number
        let name = value - 2
        guard file.isOperator(value - 1, "="), file.isIdentifier(name), !file.isPunctuation(name - 1, "."),
              mayReadMeasuredValue, let block = file.enclosingBrackets(of: number, only: "{"),
              let condition = (max(0, block.lowerBound - 16)..<block.lowerBound).last(where: { file.isKeyword($0, .if) }) else { return false }
        let tests = (condition + 1)..<block.lowerBound
        guard tests.contains(where: { file.spells($0, file.text(name)) && file.isIdentifier($0) }),
              tests.contains(where: { (file.isOperator($0, "==") || file.isOperator($0, "<=")) && file.numberValue($0 + 1) == 0 })
        else { return false }
        return readsMeasuredValue(name..<(name + 1))
    }

    /// `return 20` beside a branch that returns the measured value, in one getter, function or
    /// closure: `guard let window else { return 20 }; return window.safeAreaInsets.top`.
    func isReturnedFallback(_ number: Int) -> Bool {
        var value = number
        if file.isPunctuation(value - 1, "("), file.spells(value - 2, "CGFloat") { value -= 2 }
        // `return UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)`: the guessed insets' top or bottom.
        if let insets = edgeInsetsStart(of: number) { value = insets }
        // `return -44` beside `return topInset * -1`: an offset by the bar's height.
        if file.isOperator(value - 1, "-"), !file.isBinaryOperator(value - 1), file.isKeyword(value - 2, .return) { value -= 1 }
        let isReturn = file.isKeyword(value - 1, .return)
        // `isLarge ? 48 : 20` as the returned value: a guess either way.
        let inTernary = value == number && isTernaryBranch(number)
        guard isReturn || file.isPunctuation(value - 1, "{") || inTernary, mayReadMeasuredValue else { return false }
        let bindings = file.bindings
        guard let owner = bindings.owningBody(of: number),
              let close = file.brackets.partner(of: owner) else { return false }
        let returned = bindings.returnedExpressions(in: owner...close)
        guard returned.count >= 2,
              let own = returned.first(where: { $0.lowerBound == value || (inTernary && $0.contains(number) && isWholeTernary($0, around: number)) })
        else { return false }
        return returned.contains { $0 != own && readsMeasuredValue($0) }
    }

    /// `flag ? 48 : 20`: the number is the then or the else value of a ternary.
    private func isTernaryBranch(_ number: Int) -> Bool {
        let colon = { (index: Int) in file.isPunctuation(index, ":") || file.isOperator(index, ":") }
        if file.isOperator(number - 1, "?"), !file.isPostfix(number - 1), colon(number + 1) { return true }
        return colon(number - 1) && file.isOperator(number - 3, "?") && !file.isPostfix(number - 3)
    }

    /// The returned expression is `condition ? a : b` with the number as `a` or `b` (not a
    /// ternary deeper inside a call).
    private func isWholeTernary(_ expression: Range<Int>, around number: Int) -> Bool {
        let question = file.isOperator(number - 1, "?") ? number - 1 : number - 3
        guard question > expression.lowerBound, expression.upperBound == (question == number - 1 ? number + 3 : number + 1) else { return false }
        return !(expression.lowerBound..<question).contains { index in
            (file.isPunctuation(index, "(") || file.isPunctuation(index, "[")) && (file.brackets.partner(of: index) ?? 0) > question
        }
    }

    /// For the `top:` or `bottom:` value of `UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)`:
    /// the `UIEdgeInsets` token.
    private func edgeInsetsStart(of number: Int) -> Int? {
        guard file.isPunctuation(number - 1, ":"), file.spells(number - 2, "top") || file.spells(number - 2, "bottom"),
              isWholeArgument(number), file.mentions("UIEdgeInsets"),
              let call = file.enclosingBrackets(of: number, only: "(") else { return nil }
        if file.spells(call.lowerBound - 1, "UIEdgeInsets") { return call.lowerBound - 1 }
        // `UIEdgeInsets.init(top: 20, …)`.
        if file.isKeyword(call.lowerBound - 1, .`init`), file.isPunctuation(call.lowerBound - 2, "."), file.spells(call.lowerBound - 3, "UIEdgeInsets") {
            return call.lowerBound - 3
        }
        return nil
    }

    /// `let guess: CGFloat = 20` returned by name beside the measured value:
    /// `guard let height = scene?.statusBarManager?.statusBarFrame.height else { return guess }`.
    func isReturnedFallbackThroughLocal(_ number: Int) -> Bool {
        var value = number
        if file.isPunctuation(value - 1, "("), file.spells(value - 2, "CGFloat") { value -= 2 }
        guard file.isOperator(value - 1, "="), mayReadMeasuredValue || file.mentions("navigationBar") || file.mentions("tabBar") else { return false }
        // `let guess = 20`, `let guess: CGFloat = 20`: the number is the whole initializer.
        var name = value - 2
        if file.isIdentifier(name), file.isPunctuation(name - 1, ":"), file.isIdentifier(name - 2) { name -= 2 }
        guard file.isIdentifier(name), file.isKeyword(name - 1, .let) || file.isKeyword(name - 1, .var),
              file.expressionEnd(from: value) == (value == number ? number + 1 : number + 2) else { return false }
        let bindings = file.bindings
        guard let owner = bindings.owningBody(of: number), let close = file.brackets.partner(of: owner) else { return false }
        let returned = bindings.returnedExpressions(in: owner...close)
        guard returned.count >= 2, returned.contains(where: { $0.count == 1 && file.sameText($0.lowerBound, name) }) else { return false }
        return returned.contains { expression in
            !(expression.count == 1 && file.sameText(expression.lowerBound, name))
                && (readsMeasuredValue(expression) || readsBarFrame(expression))
        }
    }

    /// `navigationController?.navigationBar.frame.height`, directly or through one name.
    private func readsBarFrame(_ range: Range<Int>) -> Bool {
        let bindings = file.bindings
        func reads(_ range: Range<Int>) -> Bool {
            range.contains { index in
                (file.spells(index, "navigationBar") || file.spells(index, "tabBar")) && file.isPunctuation(index + 1, ".")
                    && (file.spells(index + 2, "frame") || file.spells(index + 2, "bounds"))
            }
        }
        if reads(range) { return true }
        return range.contains { index in
            file.isIdentifier(index) && !file.isPunctuation(index - 1, ".") && (bindings.origins(at: index)?.contains(where: reads) ?? false)
        }
    }

    /// SwiftUI: `.frame(height: 49)` / `.frame(height: 88, alignment: .top)` / `.padding(.bottom, 34)`
    /// on a custom tab bar (a view type named for a bar) or on a view that ignores the safe area.
    func isSwiftUIBarModifier(_ number: Int) -> Bool {
        // Told by the label before the call is found (which maps the file's brackets).
        // `.frame(height: hasScrolled ? 44 : 70)`: the value while the flag holds is the height too.
        let label = isFirstValueOfTernaryArgument(number) ? number - 4 : number - 2
        let heightLabel = file.isPunctuation(label + 1, ":")
            && (file.spells(label, "height") || file.spells(label, "minHeight") || file.spells(label, "maxHeight"))
        guard heightLabel ? file.mentions("frame") : file.isPunctuation(number - 1, ",") && file.mentions("padding"), let call = file.enclosingBrackets(of: number, only: "("), file.isPunctuation(call.lowerBound - 2, ".") else { return false }
        let modifier = call.lowerBound - 1
        let isFrameHeight = file.spells(modifier, "frame") && heightLabel
        let isEdgePadding = file.spells(modifier, "padding") && file.isPunctuation(number - 1, ",")
            && file.isPunctuation(call.lowerBound + 1, ".") && (file.spells(call.lowerBound + 2, "bottom") || file.spells(call.lowerBound + 2, "top"))
        guard isFrameHeight || isEdgePadding else { return false }
        // `.frame(minHeight: 44)`: the smallest target a finger can hit, not a bar.
        if isFrameHeight, file.spells(label, "minHeight"), file.numberValue(number) == 44 { return false }
        // `.frame(width: 50, height: 50)`: a fixed-size element (an icon, a button) of the bar.
        if isFrameHeight, call.contains(where: { file.spells($0, "width") && file.isPunctuation($0 + 1, ":")
            && (file.code[$0 + 2].kind == .integer || file.code[$0 + 2].kind == .float) }) {
            return false
        }
        if isEdgePadding {
            // A bottom padding clears the home indicator or a tab bar, a top one the status and
            // navigation bars: `.padding(.bottom, 20)` is a margin.
            guard let value = file.numberValue(number) else { return false }
            // `Text(tab.name).padding(.top, 50)`: a caption placed under its icon, no edge of a bar.
            if let base = namesBefore(call).last, ["Text", "Image", "Label"].contains(base) { return false }
            let bottom = file.spells(call.lowerBound + 2, "bottom")
            // `Capsule().frame(…).padding(.bottom, 34)` with `Text("Sign in")` below it in a
            // `VStack`: the gap between two of the stack's views, at no edge of the screen.
            if bottom, isFollowedBySiblingInVerticalStack(call) { return false }
            guard (bottom ? [21, 34, 49, 50, 83] : [20, 44, 47, 48, 50, 54, 59, 64, 88] as [Double]).contains(value) else { return false }
            // `.padding(.bottom, 34)` on a tab bar of one's own, or where the safe area is ignored:
            // the home indicator's room, guessed. (Inside the safe area, below a sheet's button, it
            // is a gap above the indicator, the app's own.)
            if bottom, value == 34 {
                return ignoresSafeAreaOutsidePreviews()
                    || file.outline.type(containing: number).map { CustomTabBars.namesTabBar($0.name) } == true
            }
            // `.padding(.bottom, 49)` in a file that shows a tab view: a view lifted above the tab
            // bar by its height on one device (49 and 83 are no other bar's).
            if bottom, value == 49 || value == 83, fileShowsTabView() { return true }
            // A 50 only in a bar of one's own (a footer's top padding is the app's spacing).
            if value == 50 { return file.outline.type(containing: number).map { CustomTabBars.namesTabBar($0.name) } ?? false }
        }
        // `Rectangle().frame(width: 42, height: 1.5).padding(.top, 20)`: a small fixed-size mark
        // (an underline), not a view at the screen's edge.
        if isEdgePadding, hasFixedWidthFrame(beforeModifier: call) { return false }
        // A custom tab bar's own view (`CustomTabBar`, `BottomTabView`), not any toolbar or menu;
        // sized like a tab bar, not like the status or navigation bar (a `ProgressTabView`, one
        // tab's screen, has a 20-point spacer).
        if let type = file.outline.type(containing: number), CustomTabBars.namesTabBar(type.name),
           let value = file.numberValue(number), ![20, 44, 47, 48, 54, 59, 64].contains(value) {
            // One tab's view in the bar (`TabBarItem`, `TabBarButton`): the frame sizes its icon.
            let folded = FoldedName(type.name)
            if isFrameHeight && (folded.contains("item") || folded.contains("button") || folded.contains("icon")) { return false }
            // `AdBannerView(…).frame(height: 50)` above the bar: a banner ad's own size (320 × 50).
            return !(isFrameHeight && modifierNames(ofChainAround: call).contains { $0.first?.isUppercase == true && FoldedName($0).contains("banner") })
        }
        // A navigation bar of one's own (`NavBar`, `CustomTopBar`): the height of its row of
        // back button, title and actions is the system bar's it stands in for.
        if isFrameHeight, let type = file.outline.type(containing: number), BarHeightContext.namesNavigationBarView(type.name),
           let value = file.numberValue(number), [44, 50, 64, 88].contains(value),
           modifierNames(ofChainAround: call).contains(where: { ["HStack", "ZStack", "VStack", "Group"].contains($0) }) {
            return true
        }
        // `.safeAreaInset(edge: .bottom) { Color.clear.frame(height: 88) }`: space kept at the
        // screen's edge for a bar drawn over it — an empty spacer, in a file with a tab bar. A
        // real view there (a player's action row) is the inset, sized as the app designs it; a
        // spacer for a sign-in button laid over a list keeps no bar's room.
        if isFrameHeight, isInSafeAreaInset(call) { return isClearSpacer(framedBy: call) && fileShowsTabBar() }
        // The same view's modifiers: a body is one expression, and another view in it may ignore
        // the safe area while this one sits inside it. `CustomTabBar(…).frame(height: 48 + inset)`:
        // the modified view is the bar.
        let chain = modifierNames(ofChainAround: call)
        if isFrameHeight, chain.contains(where: { $0.first?.isUppercase == true && CustomTabBars.namesTabBar($0) }) { return true }
        // `PrimaryButton(…).frame(height: 50).ignoresSafeArea()`: a button's own height; and an
        // image's (`.resizable()` is an image's modifier), a decoration laid over the edge.
        if chain.contains(where: { $0.first?.isUppercase == true && $0.hasSuffix("Button") || $0 == "resizable" }) { return false }
        return chain.contains { $0 == "ignoresSafeArea" || $0 == "edgesIgnoringSafeArea" }
    }

    /// `height: flag ? 44 : 70`, `height: flag ? 44 : Size.navigationBar.height`: `number` is the
    /// first value of a ternary on one name that is a whole labelled argument.
    private func isFirstValueOfTernaryArgument(_ number: Int) -> Bool {
        guard let before = tokenBeforeTernary(firstValue: number), file.isPunctuation(before, ":") else { return false }
        let end = file.expressionEnd(from: number + 2)
        return file.isPunctuation(end, ")") || file.isPunctuation(end, ",")
    }

    /// A SwiftUI view named for a navigation bar: `NavBar`, `CustomNavigationBar`, `CustomTopBar`;
    /// not one of its items or buttons.
    static func namesNavigationBarView(_ name: String) -> Bool {
        if namesBarType(name, words: ["navbar", "navigationbar", "navibar"]) { return true }
        // `CustomTopBar`, `topBarView`; not `RecordingStopBar`.
        guard namesBarType(name, words: ["topbar"]) else { return false }
        return name.lowercased().hasPrefix("top") || name.contains("TopBar") || name.contains("Topbar") || name.contains("_top")
    }

    /// `Color.clear.frame(…)`, `Spacer().frame(…)`, `Rectangle().fill(.clear).frame(…)`: nothing to see.
    private func isClearSpacer(framedBy call: ClosedRange<Int>) -> Bool {
        let statement = file.statementStart(containing: call.lowerBound)
        let receiver = statement..<(call.lowerBound - 2)
        return receiver.contains { file.spells($0, "clear") || file.spells($0, "Spacer") }
    }

    /// Some name in the file is a tab bar's (`FloatingTabBar()`, `tabBarHeight`, `TabView`).
    private func fileShowsTabBar() -> Bool {
        file.code.indices.contains { file.isIdentifier($0) && CustomTabBars.namesTabBar(file.text($0)) }
    }

    /// `TabView { … }`, `UnifiedTabView(…)`, or a bar of the app's own named for one.
    private func fileShowsTabView() -> Bool {
        file.code.indices.contains { file.isIdentifier($0) && (file.tokenContainsFolded($0, "tabview") || CustomTabBars.namesTabBar(file.text($0))) }
    }

    /// An earlier `.frame(width: 42, …)` with a number for the width, in the chain that ends at `call`.
    private func hasFixedWidthFrame(beforeModifier call: ClosedRange<Int>) -> Bool {
        var dot = call.lowerBound - 2
        for _ in 0..<32 {
            guard file.isPunctuation(dot, "."), file.isPunctuation(dot - 1, ")"), let open = file.brackets.partner(of: dot - 1),
                  file.isIdentifier(open - 1) else { return false }
            if file.spells(open - 1, "frame"), (open..<(dot - 1)).contains(where: { file.spells($0, "width") && file.isPunctuation($0 + 1, ":")
                && (file.code[$0 + 2].kind == .integer || file.code[$0 + 2].kind == .float) }) {
                return true
            }
            dot = open - 2
        }
        return false
    }

    /// The content of a `safeAreaInset(edge:)`: its trailing closure or `content:` argument.
    private func isInSafeAreaInset(_ call: ClosedRange<Int>) -> Bool {
        guard file.mentions("safeAreaInset"), let brace = file.enclosingBrackets(of: call.lowerBound, only: "{") else { return false }
        var before = brace.lowerBound - 1
        if file.isPunctuation(before, ":"), file.spells(before - 1, "content"),
           let arguments = file.enclosingBrackets(of: brace.lowerBound, only: "(") {
            return file.spells(arguments.lowerBound - 1, "safeAreaInset")
        }
        if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before) { before = open - 1 }
        return file.spells(before, "safeAreaInset")
    }

    /// The modifiers of the view whose modifier call is `call` (`.frame(…)` of
    /// `Color.blue.frame(…).ignoresSafeArea()`), before and after it.
    private func modifierNames(ofChainAround call: ClosedRange<Int>) -> [String] {
        var names = namesBefore(call)
        // On: `).ignoresSafeArea()`, `) { … }.ignoresSafeArea(edges: .bottom)`.
        var end = call.upperBound
        var steps = 0
        while steps < 64 {
            steps += 1
            if file.isPunctuation(end + 1, "{"), let close = file.brackets.partner(of: end + 1) { end = close; continue }
            guard file.isPunctuation(end + 1, "."), file.isIdentifier(end + 2) else { break }
            names.append(file.text(end + 2))
            end += 2
            if file.isPunctuation(end + 1, "("), let close = file.brackets.partner(of: end + 1) { end = close }
        }
        return names
    }

    /// The names before a modifier's call in its chain, nearest first: the last is the view the
    /// chain modifies (`Text` in `Text(title).font(.footnote).padding(.top, 50)`).
    private func namesBefore(_ call: ClosedRange<Int>) -> [String] {
        var names: [String] = []
        // Back: `… }.padding(`, `VStack(spacing: 0) { … }.padding(`, `.background(…).padding(`.
        var dot = call.lowerBound - 2
        var steps = 0
        while steps < 64, dot > 0 {
            steps += 1
            var before = dot - 1
            while file.isPunctuation(before, ")") || file.isPunctuation(before, "}") || file.isPunctuation(before, "]"),
                  let open = file.brackets.partner(of: before) {
                before = open - 1
            }
            guard file.isIdentifier(before) else { break }
            names.append(file.text(before))
            guard file.isPunctuation(before - 1, ".") else { break }
            dot = before - 1
        }
        return names
    }

    /// The names a bar type gives its own height.
    private static let ownHeightNames: Set<String> = ["height", "h", "barHeight", "kHeight"]

    /// `let height: CGFloat = 49` inside a `UITabBar` subclass or a view named for a bar.
    func isOwnHeightOfBarType(_ number: Int) -> Bool {
        // `height = 49` or `height: CGFloat = 49`, before any outline is asked for.
        guard file.isOperator(number - 1, "=") else { return false }
        let name: Int
        if file.isPunctuation(number - 3, ":"), file.isIdentifier(number - 4) {
            name = number - 4
        } else if file.isIdentifier(number - 2) {
            name = number - 2
        } else {
            return false
        }
        // `customHeight = 49` in a tab bar view: another name for its own height, told by a tab bar's numbers.
        let isTabBarValue = file.numberValue(number) == 49 || file.numberValue(number) == 83
        let isHeightName = Self.ownHeightNames.contains(file.text(name))
        guard isHeightName || (isTabBarValue && file.tokenContainsFolded(name, "height")) else { return false }
        if isTabBarValue, !isHeightName {
            guard let type = file.outline.type(containing: number), CustomTabBars.namesTabBar(type.name) || type.inherits("UITabBar", in: file),
                  file.outline.variables.contains(where: { $0.name == file.text(name) && $0.functionIndex == nil && type.body?.contains($0.nameIndex) == true })
            else { return false }
            return true
        }
        guard let variable = file.outline.variables.first(where: { $0.initializer?.contains(number) == true }),
              Self.ownHeightNames.contains(where: { $0.lowercased() == variable.name.lowercased() }),
              let initializer = variable.initializer, initializer.count <= 3,
              let type = file.outline.type(containing: number) else { return false }
        // A bar subclass's `height`, even in a method; in a type merely named for a bar (a tab bar
        // controller), only a property: a local of one of its methods sizes something else.
        // `enum Size { struct Tab { static let height: CGFloat = 50 } }`: the tab bar's entry in a
        // table of sizes. A toolbar's or a row of buttons' own type (`ToolbarFrameModel`,
        // `EpisodeUtilityButtonBarView`) is sized by the app.
        let isTabsSizeEntry = variable.isStatic && ["Tab", "Tabs", "TabBar"].contains(type.name)
        return type.inherits("UITabBar", in: file) || type.inherits("UINavigationBar", in: file)
            || (variable.functionIndex == nil && (isSystemBar([type.name]) || isTabsSizeEntry)
                && !type.name.hasSuffix("Button"))
    }
}
