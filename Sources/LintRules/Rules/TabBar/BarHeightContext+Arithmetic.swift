import SwiftSource

/// Bar heights in sums: `view.bounds.height - 49`, `kStatusBarHeight + 44`, `(isPhone ? 44 : 50) +
/// statusBarFrame.height`; what in a sum is a height, an inset or a screen, and on which side.
extension BarHeightContext {
    /// `view.bounds.height - 49`, `kScreenH - 64 - 49`, `49 + safeAreaInsets.bottom`: an operand of
    /// `+`/`-` in a sum with a screen, view or safe-area height.
    func isLayoutArithmetic(_ number: Int) -> Bool {
        // `(isPhone ? 44 : 50) + statusBarFrame.height`: the parenthesized choice is the operand.
        let operand = parenthesizedChoice(around: number) ?? number...number
        let left = operand.lowerBound - 1
        let right = operand.upperBound + 1
        let addsLeft = file.isOperator(left, "-") || file.isOperator(left, "+")
        let addsRight = file.isOperator(right, "-") || file.isOperator(right, "+")
        let sum = additiveRange(around: operand)
        // `screenHeight -= (44 + 34)`: the sum is taken from the height it is assigned to.
        let target = sum.flatMap(compoundAssignmentTarget(of:))
        guard addsLeft && file.isBinaryOperator(left) || addsRight && file.isBinaryOperator(right) || target != nil else { return false }
        guard let sum, !isPointOrOwnHeight(number) else { return false }
        let sources = sum.filter { isHeightSource($0) } + (target.map { isHeightSource($0.name) ? [$0.name] : [] } ?? [])
        // `… - 44 - 98 - keyboardFrame.height`: a view kept above the keyboard, with the app's
        // own input bar, not the system's bars. (`keyboardSize.height + 5 - 49`: the keyboard
        // covers the tab bar, whose height is taken off it — that bar, guessed.)
        let takesTabBar = { () -> Bool in
            let value = self.file.numberValue(number)
            return (value == 49 || value == 83) && self.file.isOperator(number - 1, "-") && self.file.isBinaryOperator(number - 1)
        }
        guard !sources.isEmpty || takesTabBar() else { return false }
        if sum.contains(where: { file.isIdentifier($0) && FoldedName(file.text($0)).contains("keyboard") || file.spells($0, "endFrame") }) {
            // (`Screen_Height - 50 - 64 - keyboardHeight`: 64 is no input bar, but the status and
            // navigation bars above the view, guessed.)
            let value = file.numberValue(number)
            let takesTopBars = (value == 64 || value == 88) && file.isOperator(number - 1, "-") && file.isBinaryOperator(number - 1)
                && sources.contains(where: isContainerHeight)
            return takesTabBar() || takesTopBars
        }
        guard !sources.isEmpty else { return false }
        // `geometry.size.height - imageHeight + 20`: a bar's height is taken from a screen's or a
        // view's, never added to it; added, the number is an overlap of the app's own.
        let added = target.map { !$0.subtracts } ?? file.isOperator(left, "+")
        if added, sources.allSatisfy(isContainerHeight) { return false }
        // `(screenHeight - imageHeight - 44 - 10 - 10 - 33) * 0.5`: a stack of the app's own
        // views and margins around one number that happens to be a bar's; no bar is named.
        if stacksOwnSizes(in: sum, besides: number) { return false }
        let value = file.numberValue(number)
        // `UIScreen.main.bounds.height / 2 - 20`, `constant * screenHeight / 896 - 20`: a share of
        // the screen places the app's own view, and 20 is its margin (`height * 0.6 - 49` still
        // leaves room for a tab bar); so is 20 below one of the app's own views
        // (`screenHeight - 20 - titleLabel.frame.maxY`).
        if value == 20, sources.allSatisfy(isScaledHeight) || sum.contains(where: isOwnViewEdge) { return false }
        // `view.frame.height - height - 20 - view.safeAreaInsets.bottom`: the bottom inset is
        // measured, and no bar at the bottom is 20 tall — a floating bar's margin.
        if value == 20, sum.contains(where: { file.spells($0, "bottom") && file.isPunctuation($0 - 1, ".") && file.spells($0 - 2, "safeAreaInsets") }) {
            return false
        }
        // `statusBarFrame.height + 20`: no second status bar stacks below the measured one; the
        // 20 added to it is a margin. (Taken off it, `statusBarHeight - 20`, it guesses the old bar.)
        if value == 20, file.isOperator(left, "+") || (!addsLeft && file.isOperator(right, "+")), sources.allSatisfy(isStatusBarMeasure) {
            return false
        }
        // `y: kNavBarH + 44, height: kScreenH - kNavBarH - 44`: the navigation bar is in the sum by
        // its name already, and the file places something 44 tall below it — the app's own strip
        // of page titles, not that bar again. (Without the strip, `kScreenH - kNavBarH - 44`
        // keeps room for a tab bar at the bottom: a guess.)
        let namesNavigationBar = sources.contains { file.isIdentifier($0) && FoldedName(file.text($0)).contains("nav") }
        if value == 44, namesNavigationBar, placesStripBelowNavigationBar() {
            return false
        }
        // `ScreenHeight - navBarHeight - 44 - tabBarHeight`: both bars are in the sum by name, so
        // the 44 between them is neither — a strip of page titles of the app's own.
        if value == 44, namesNavigationBar, sources.contains(where: { file.isIdentifier($0) && FoldedName(file.text($0)).contains("tabbar") }) {
            return false
        }
        // Beside an inset or a bar's height alone, the number is what sits past it: a tab bar
        // (49) past the bottom, a navigation bar (44) past the top. A status bar or home
        // indicator is in the inset already (`safeAreaInsets.top + 20` is a margin), and
        // `50 + navigationBarHeight` places content below the bar.
        if sources.allSatisfy({ isInsetSource($0) }) {
            let bottom = sources.contains { isBottomSide(sideName(of: $0)) }
            let top = sources.contains { isTopSide(sideName(of: $0)) }
            if bottom, !top { return value == 49 || value == 83 }
            // `20 + SAFE_AREA_HEIGHT`: an inset of either side holds the status bar or the home
            // indicator already; beside it 20 or 34 is a margin.
            if !bottom, !top, value == 20 || value == 34 { return false }
            if top, !bottom {
                // `navBarHeight + 20` from the view's top: a measured navigation bar has no status
                // bar in it, and the 20 above it is that bar's height guessed (below the safe area's
                // top it would be a margin).
                if value == 20, sources.allSatisfy({ isNavigationBarOnly(sideName(of: $0)) }),
                   !sum.contains(where: { file.isIdentifier($0) && FoldedName(file.text($0)).contains("safearea") }) {
                    return true
                }
                // `topBarHeight = safeAreaInsets.top + 50`: the number is the bar the name says.
                if value == 50, let name = plainAssignmentTarget(of: sum), BarHeightContext.isBarHeightName(file.text(name)) { return true }
                return value == 44
            }
        }
        // `view.height - bottomSafeAreaHeight - 64 - topSafeAreaHeight`: with the safe area's top and
        // bottom both measured, the sum holds the status bar and the home indicator already; a 20,
        // 34, 64 or 88 beside them is a view of the app's own, not those bars again.
        if value == 20 || value == 34 || value == 64 || value == 88 {
            let insets = sources.filter { isInsetSource($0) && namesSafeAreaInset(sideName(of: $0)) }
            if insets.contains(where: { isTopSide(sideName(of: $0)) }), insets.contains(where: { isBottomSide(sideName(of: $0)) }) {
                return false
            }
        }
        // A 50 is a bar height only beside a bar's own name, or in the frame of a bar.
        if value == 50 { return sources.contains { BarHeightContext.isBarHeightName(file.text($0)) } || isInBarFrame(number) }
        // `view.bounds.height - 56 - inputBar.bounds.height - 20`: where the app's own bar is
        // measured, the 20 beside it is a margin. Beside a measured navigation bar it is the
        // status bar above it, guessed (`navigationBar.frame.height + tabBar.frame.height + 20`),
        // unless the sum has the top inset already (`height - safeTop - 20 - navigationBar…`).
        if value == 20 {
            let measured = sum.flatMap(measuredBarNames)
            let navigation = measured.contains { FoldedName($0).contains("navigationbar") || FoldedName($0).contains("navbar") }
            if !measured.isEmpty, !navigation || sources.contains(where: isInsetSource) { return false }
        }
        return true
    }

    /// `64 + 31 + 5`: the run of number literals joined by `+` that holds `number` (the number
    /// alone when no `+` joins it to another).
    func literalSum(around number: Int) -> ClosedRange<Int> {
        sum(around: number, of: isNumberLiteral)
    }

    /// The run of terms joined by `+` that holds `number`, each term a token `isTerm` accepts.
    func sum(around number: Int, of isTerm: (Int) -> Bool) -> ClosedRange<Int> {
        var start = number
        while start >= 2, file.isOperator(start - 1, "+"), isTerm(start - 2) { start -= 2 }
        var end = number
        while end + 2 < file.code.count, file.isOperator(end + 1, "+"), isTerm(end + 2) { end += 2 }
        return start...end
    }

    /// `safeAreaInsets`, `kSafeAreaInsets`, `safe_area_insets`: a name holding the insets.
    func namesSafeAreaInsets(_ index: Int) -> Bool {
        file.isIdentifier(index) && FoldedName(file.text(index), droppingUnderscores: true).hasSuffix("safeareainsets")
    }

    func isNumberLiteral(_ index: Int) -> Bool { file.code[index].kind == .integer || file.code[index].kind == .float }

    /// The bar names of a measured height: `messageInputBar` in `messageInputBar.bounds.height`,
    /// `navigationBar` in `navigationController?.navigationBar.frame.size.height`.
    private func measuredBarNames(_ index: Int) -> [String] {
        guard file.spells(index, "height"), file.isPunctuation(index - 1, ".") else { return [] }
        return receiverNames(before: index - 1).filter { BarHeightContext.isBarName($0) }
    }

    /// `safeAreaInsets.top`, `bottomSafeAreaHeight`, `window.safeAreaInsets.bottom`: an inset
    /// measured, not a bar's height by name.
    func namesSafeAreaInset(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("safe") || folded.contains("inset") || folded.equals("top") || folded.equals("bottom")
    }

    func isBottomSide(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("bottom") || folded.contains("tabbar") || folded.contains("homeindicator")
    }

    /// A navigation bar's height alone (`navbarheight`, `navigationBar.frame.height`), with no
    /// status bar or inset in it.
    func isNavigationBarOnly(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("nav") && !folded.contains("status") && !folded.contains("safe") && !folded.contains("top")
    }

    func isTopSide(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("top") || folded.contains("status") || folded.contains("nav")
    }

    /// What tells the side of an inset: its name, or for a local the value it holds
    /// (`let h = …statusBarFrame.height` is the top's).
    func sideName(of index: Int) -> String {
        guard !file.isPunctuation(index - 1, "."), let value = measuredLocalValue(index) else { return file.text(index) }
        return file.normalizedText(value)
    }

    /// A safe-area inset or a bar-height name (rather than a screen or view height), or a local
    /// holding one.
    func isInsetSource(_ index: Int) -> Bool {
        let name = file.text(index)
        if name == "top" || name == "bottom" { return true }
        if !file.isPunctuation(index - 1, "."), holdsMeasuredBarValue(index) { return true }
        // `screenSafeAreaBottomHeight` is an inset; `kScreenHeight` is not.
        let folded = FoldedName(name)
        return (!folded.contains("screen") || folded.contains("safe")) && BarHeightContext.isBarHeightName(name)
    }

    /// A screen's or a view's whole height: `kScreenHeight`, `proxy.size.height`, `view.bounds.height`.
    func isContainerHeight(_ index: Int) -> Bool {
        let name = file.text(index)
        if name == "height", file.isPunctuation(index - 1, ".") {
            let receivers = receiverNames(before: index - 1)
            return !receivers.contains("statusBarFrame") && !receivers.contains("layoutFrame")
                && !receivers.contains(where: { BarHeightContext.isBarName($0) })
        }
        let folded = FoldedName(name)
        return (folded.contains("screen") && !folded.contains("safe") && !BarHeightContext.isBarHeightName(name))
            || BarHeightContext.namesMainScreenHeight(name)
    }

    /// `MAIN_HEIGHT`, `kMainH`: the main screen's height in a constants file, named without "screen".
    static func namesMainScreenHeight(_ name: String) -> Bool {
        // Asked of every name in layout arithmetic: the length and the first letter tell first.
        guard (5...12).contains(name.utf8.count), let first = name.utf8.first,
              first == UInt8(ascii: "M") || first == UInt8(ascii: "m") || first == UInt8(ascii: "k") || first == UInt8(ascii: "K")
        else { return false }
        let lower = FoldedName(name, droppingUnderscores: true)
        return lower.equals("mainheight") || lower.equals("kmainheight") || lower.equals("mainh") || lower.equals("kmainh")
    }

    /// `CGPoint(x: …, y: screenH - 44)` places a point; `CGRect(y: h - 32 - 48, height: 48)` puts
    /// a view its own height above an edge. Neither number is a bar's (unless the view is a bar).
    func isPointOrOwnHeight(_ number: Int) -> Bool {
        guard file.mentions("CGPoint") || file.mentions("CGRect"), let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        // A point 49 or 83 above the screen's bottom is the tab bar's top edge (an animation
        // aimed at a tab), guessed; other numbers place a point by the app's own measure.
        if file.spells(call.lowerBound - 1, "CGPoint") { return file.numberValue(number).map { $0 != 49 && $0 != 83 } ?? true }
        guard opensRect(call.lowerBound) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard let height = arguments.first(where: { file.spells($0.lowerBound, "height") && $0.count == 3 }) else { return false }
        // `y: screenHeight - 100 - 20, height: 100`: a view its own height and 20 more above the
        // bottom edge, where no bar is 20 tall — a margin.
        if file.numberValue(number) == 20, file.isOperator(number - 1, "-"),
           let y = arguments.first(where: { file.spells($0.lowerBound, "y") && file.isPunctuation($0.lowerBound + 1, ":") }), y.contains(number),
           y.contains(where: { $0 != number && file.isOperator($0 - 1, "-") && file.sameText($0, height.lowerBound + 2) }) {
            return !framedReceiverIsBar(call: call.lowerBound)
        }
        guard file.sameText(height.lowerBound + 2, number), height.lowerBound + 2 != number else { return false }
        return !framedReceiverIsBar(call: call.lowerBound)
    }

    /// `( … ? 44 : 50)`: the parentheses around a choice of which the number is a whole branch.
    func parenthesizedChoice(around number: Int) -> ClosedRange<Int>? {
        let thenBranch = file.isOperator(number - 1, "?") && !file.isPostfix(number - 1) && file.isPunctuation(number + 1, ":")
        let mayBeElseBranch = file.isPunctuation(number - 1, ":") && file.isPunctuation(number + 1, ")")
        guard thenBranch || mayBeElseBranch else { return nil }
        // An else branch ends the group: its opener is the close's partner, found without
        // mapping every bracket of the file around the number.
        let found = thenBranch ? file.enclosingBrackets(of: number, only: "(") : file.brackets.partner(of: number + 1).map { $0...(number + 1) }
        guard let group = found, group.lowerBound > 0,
              !file.isIdentifier(group.lowerBound - 1), !file.isPunctuation(group.lowerBound - 1, ")"),
              !file.isKeyword(group.lowerBound - 1, .self) else { return nil }
        let elseBranch = mayBeElseBranch && ((group.lowerBound + 1)..<number).contains { file.isOperator($0, "?") && !file.isPostfix($0) }
        return thenBranch || elseBranch ? group : nil
    }

    /// `*` or `/` inside a term (`UIScreen.main.bounds.height * 0.6 - 49`): the term is a fraction
    /// of the screen, and the bar subtracted from it is still the bar. (A number scaled itself is
    /// no bar height: `isInsideComparisonOrScaling`.)
    /// `UIScreen.main.bounds.height / 2`, `0.3 * screenHeight`: a height source multiplied or
    /// divided.
    private func isScaledHeight(_ source: Int) -> Bool {
        var end = source
        while file.isPunctuation(end + 1, "."), file.isIdentifier(end + 2) { end += 2 }
        if isScalingOperator(end + 1) { return true }
        var start = source
        while file.isPunctuation(start - 1, "."), file.isIdentifier(start - 2) || file.isKeyword(start - 2, .self) { start -= 2 }
        return isScalingOperator(start - 1)
    }

    /// `titleLabel.frame.maxY`, `header.frame.minY`: an edge of one of the app's own views (not the
    /// screen's, the root view's or a bar's).
    private func isOwnViewEdge(_ index: Int) -> Bool {
        guard file.isPunctuation(index - 1, ".") else { return false }
        let receivers = receiverNames(before: index - 1)
        // `kScreenH - button.frame.size.height - 20`: a view of one's own kept 20 above the bottom.
        let ownHeight = file.spells(index, "height") && (receivers.contains("frame") || receivers.contains("bounds"))
        guard file.spells(index, "maxY") || file.spells(index, "minY") || ownHeight else { return false }
        let owners = receivers.filter { $0 != "frame" && $0 != "bounds" && $0 != "size" }
        guard let owner = owners.first else { return false }
        return !["view", "window", "keyWindow", "superview", "self", "screen", "UIScreen", "main"].contains(owner) && !isSystemBar(owners)
    }

    private func isScalingOperator(_ index: Int) -> Bool {
        (file.isOperator(index, "*") || file.isOperator(index, "/")) && file.isBinaryOperator(index)
    }

    /// The run of operands joined by `+` and `-` around an operand (parentheses and calls kept
    /// whole, and products as their terms).
    /// Whether the sum holds at least three other numbers that are no bar heights (margins and
    /// sizes of the app's own views) and neither another bar height nor a bar's name.
    private func stacksOwnSizes(in sum: Range<Int>, besides number: Int) -> Bool {
        var ownSizes = 0
        for index in sum where index != number {
            switch file.code[index].kind {
            case .integer, .float:
                // A factor (`* 0.5`) scales the sum; it is no size in it.
                if isScalingOperator(index - 1) || isScalingOperator(index + 1) { continue }
                guard let value = file.numberValue(index), !heights.contains(value) else { return false }
                ownSizes += 1
            case .identifier:
                if BarHeightContext.isBarHeightName(file.text(index)) || BarHeightContext.isBarName(file.text(index)) { return false }
            default:
                continue
            }
        }
        return ownSizes >= 3
    }

    /// `screenHeight` of `screenHeight -= 44 + 34` or `screenHeight -= (44 + 34)`, when `sum` (or
    /// its parentheses) is the whole right side of a compound assignment; `subtracts` for `-=`.
    /// `y: kNavBarH + 44` somewhere in the file: a view 44 points below the navigation bar.
    private func placesStripBelowNavigationBar() -> Bool {
        file.code.indices.contains { index in
            file.spells(index, "y") && file.isPunctuation(index + 1, ":") && file.isIdentifier(index + 2)
                && FoldedName(file.text(index + 2)).contains("nav") && file.isOperator(index + 3, "+") && file.numberValue(index + 4) == 44
        }
    }

    /// `topBarHeight` of `self.topBarHeight = … + 50`.
    private func plainAssignmentTarget(of sum: Range<Int>) -> Int? {
        file.isOperator(sum.lowerBound - 1, "=") && file.isIdentifier(sum.lowerBound - 2) ? sum.lowerBound - 2 : nil
    }

    private func compoundAssignmentTarget(of sum: Range<Int>) -> (name: Int, subtracts: Bool)? {
        var before = sum.lowerBound - 1
        if file.isPunctuation(before, "("), file.brackets.partner(of: before) == sum.upperBound { before -= 1 }
        let subtracts = file.isOperator(before, "-=")
        guard subtracts || file.isOperator(before, "+="), file.isIdentifier(before - 1) else { return nil }
        return (before - 1, subtracts)
    }

    func additiveRange(around operand: ClosedRange<Int>) -> Range<Int>? {
        var start = operand.lowerBound
        var end = operand.upperBound + 1
        // Two operands with no operator between are two statements (`a = h - 20` then `b = c` on
        // the next line): the sum ends at the first. (Asked of each token the walks pass.)
        let code = file.code
        @inline(__always) func isOperandStart(_ index: Int) -> Bool {
            let kind = code[index].kind
            return kind == .identifier || kind == .integer || kind == .float || (kind == .keyword && file.isKeyword(index, .self))
        }
        @inline(__always) func isOperandEnd(_ index: Int) -> Bool {
            isOperandStart(index) || file.isPunctuation(index, ")") || file.isPunctuation(index, "]")
                || (code[index].kind == .operator && file.isPostfix(index))
        }
        while start > 0 {
            let previous = start - 1
            if isOperandStart(start), isOperandEnd(previous) { break }
            if file.isOperator(previous, "+") || file.isOperator(previous, "-") || file.isPunctuation(previous, ".")
                || isScalingOperator(previous)
                || file.isIdentifier(previous) || file.code[previous].kind == .integer || file.code[previous].kind == .float
                || file.isKeyword(previous, .self) || (file.code[previous].kind == .operator && file.isPostfix(previous)) {
                start = previous
            } else if file.isPunctuation(previous, ")") || file.isPunctuation(previous, "]"), let open = file.brackets.partner(of: previous) {
                start = open
            } else {
                break
            }
        }
        while end < file.code.count {
            if isOperandStart(end) {
                if isOperandEnd(end - 1) { break }
                end += 1
            } else if file.isOperator(end, "+") || file.isOperator(end, "-") || file.isPunctuation(end, ".")
                || isScalingOperator(end) || (file.code[end].kind == .operator && file.isPostfix(end)) {
                end += 1
            } else if file.isPunctuation(end, "(") || file.isPunctuation(end, "["), let close = file.brackets.partner(of: end) {
                end = close + 1
            } else {
                break
            }
        }
        return start..<end
    }
}
