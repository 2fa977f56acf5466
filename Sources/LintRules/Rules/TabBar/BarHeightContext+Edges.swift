import SwiftSource

/// Edges moved past the bars by their heights: constraint offsets and content insets.
extension BarHeightContext {
    /// `make.top.equalTo(64)`, `make.top.equalToSuperview().offset(88)`, `make.bottom.equalTo(-49)`,
    /// `make.bottom.equalToSuperview().offset(-34)`,
    /// `topAnchor.constraint(equalTo: view.topAnchor, constant: 64)`: a top edge placed below the
    /// status and navigation bars (64, 88), or a bottom edge above the tab bar (49, 83) or the home
    /// indicator (34), by their height rather than by the safe area. (A single 20 or 44 there is
    /// as often a margin.)
    func isEdgeOffsetPastBars(_ number: Int) -> Bool {
        guard let value = file.numberValue(number) else { return false }
        // `make.top.equalTo(26 + 64)`: the bars' height and a margin below them, summed.
        let sum = (value == 64 || value == 88) && (file.isOperator(number - 1, "+") || file.isOperator(number + 1, "+"))
            ? literalSum(around: number) : number...number
        guard file.isPunctuation(sum.upperBound + 1, ")") else { return false }
        let negative = sum.count == 1 && file.isOperator(number - 1, "-")
        let top = !negative && (value == 64 || value == 88)
        // `offset(-34)`: the home indicator kept clear by its height, not by the safe area.
        let bottom = negative && (value == 49 || value == 83 || value == 34)
        guard top || bottom, let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        // 34 is a home indicator only at a bar's bottom (a card's image kept 34 above its footer is not).
        if value == 34, !(file.outline.type(containing: number).map { CustomTabBars.namesTabBar($0.name) } ?? false) { return false }
        // In a header, a footer, a card or an empty state's own view, the superview is that view:
        // 64 below its top is a margin of its own, not room for the bars.
        if top, let type = file.outline.type(containing: number), BarHeightContext.namesComponentView(type.name) { return false }
        let edge: StaticString = top ? "top" : "bottom"
        let anchor: StaticString = top ? "topAnchor" : "bottomAnchor"
        let first = negative ? number - 1 : sum.lowerBound
        let callee = call.lowerBound - 1
        if first == call.lowerBound + 1, file.spells(callee, "equalTo") || file.spells(callee, "offset") {
            // Back along the chain: `make.top.equalTo(`, `make.top.equalToSuperview().offset(`.
            // Within this statement: `make.width.equalTo(64)` is no top edge for following
            // `make.top.equalToSuperview()` on the line before.
            let statement = file.statementStart(containing: callee)
            var probe = callee - 1
            var steps = 0
            while probe >= statement, probe > 0, steps < 10 {
                steps += 1
                if file.isPunctuation(probe, ")"), let open = file.brackets.partner(of: probe) {
                    // `equalTo(view.safeAreaLayoutGuide).offset(64)` is a margin below the safe area;
                    // `equalTo(titleLabel.snp.bottom).offset(64)` a space below another view.
                    if (open..<probe).contains(where: { file.spells($0, "safeAreaLayoutGuide") || file.spells($0, "safeArea") }) { return false }
                    if pinsToAnotherView(open..<probe) { return false }
                    probe = open - 1
                    continue
                }
                if file.isPunctuation(probe, ".") {
                    probe -= 1
                    continue
                }
                guard file.isIdentifier(probe) else { return false }
                if file.spells(probe, "safeAreaLayoutGuide") || file.spells(probe, "safeArea") { return false }
                if file.spells(probe, edge) { return true }
                probe -= 1
            }
            return false
        }
        return isConstantPastContainerEdge(call: call, constant: first, anchor: anchor)
    }

    /// `topAnchor.constraint(equalTo: view.topAnchor, constant: …)` with the constant's value at
    /// `constant`: an edge pinned to the container's own edge (not the safe area's, nor another
    /// view's: `equalTo: cardView.topAnchor, constant: 88` is a space inside a card of the app's).
    private func isConstantPastContainerEdge(call: ClosedRange<Int>, constant: Int, anchor: StaticString) -> Bool {
        let callee = call.lowerBound - 1
        guard file.isPunctuation(constant - 1, ":"), file.spells(constant - 2, "constant"), file.spells(callee, "constraint"),
              file.isPunctuation(callee - 1, "."), file.spells(callee - 2, anchor) else { return false }
        let arguments = (call.lowerBound + 1)..<(constant - 2)
        return !arguments.contains { file.spells($0, "safeAreaLayoutGuide") } && arguments.contains { file.spells($0, anchor) }
            && !pinsToAnotherView(arguments)
    }

    /// `topAnchor.constraint(equalTo: view.topAnchor, constant: view.frame.height * 0.1 + 64)`: a
    /// share of the screen and the bars of one phone below the view's top (not the safe area's).
    func isTopConstantSumPastBars(_ number: Int) -> Bool {
        guard let value = file.numberValue(number), value == 64 || value == 88,
              file.isOperator(number - 1, "+") && file.isBinaryOperator(number - 1)
                || file.isOperator(number + 1, "+") && file.isBinaryOperator(number + 1),
              file.mentions("topAnchor"), let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard arguments.count == 2, arguments[1].contains(number) else { return false }
        return isConstantPastContainerEdge(call: call, constant: arguments[1].lowerBound + 2, anchor: "topAnchor")
    }

    /// `tableView.contentInset = UIEdgeInsetsMake(64, 0, 49, 0)`, `make.edges.equalTo(view).inset(
    /// UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))`, `contentInset.top = 88`: content
    /// kept clear of the status and navigation bars (64, 88 at the top) or the tab bar (49, 83 at
    /// the bottom) by their height, as before the safe area. Other numbers there are margins.
    func isInsetPastBars(_ number: Int) -> Bool {
        guard let value = file.numberValue(number) else { return false }
        // `UIEdgeInsetsMake(-20, 0, 0, 0)`: content pulled up under a 20-point status bar, as
        // before iOS 11; on a notched phone it stops 24 points short or under the notch.
        let negated = file.isOperator(number - 1, "-")
        let undoesStatusBar = negated && value == 20
        guard undoesStatusBar || (!negated && [49, 64, 83, 88].contains(value)) else { return false }
        let top = undoesStatusBar || value == 64 || value == 88
        let first = negated ? number - 1 : number
        // `contentInset.top = 64`, `scrollIndicatorInsets.bottom = 49`
        if file.isOperator(first - 1, "="), file.spells(first - 2, top ? "top" : "bottom"), file.isPunctuation(first - 3, "."),
           file.isIdentifier(first - 4), isInsetsName(file.text(first - 4)) {
            return true
        }
        if file.isOperator(number - 1, "+") || file.isOperator(number + 1, "+") {
            return (file.mentions("UIEdgeInsetsMake") || file.mentions("UIEdgeInsets")) && isInsetSumPastBars(number)
        }
        guard isWholeArgument(number) else { return false }
        // Labelled with its edge, or an argument of `UIEdgeInsetsMake`: told before the call is
        // found (which maps the file's brackets).
        let labelled = file.isPunctuation(first - 1, ":") && file.spells(first - 2, top ? "top" : "bottom")
        guard labelled || file.mentions("UIEdgeInsetsMake"), let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        let callee = call.lowerBound - 1
        if file.spells(callee, "UIEdgeInsets") || (file.spells(callee, "init") && file.isPunctuation(callee - 1, ".")) {
            // `UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)`, `.init(top: …)`
            guard file.isPunctuation(first - 1, ":"), file.spells(first - 2, top ? "top" : "bottom"),
                  file.spells(callee, "UIEdgeInsets") || call.contains(where: { file.spells($0, "left") || file.spells($0, "right") }) else { return false }
        } else if file.spells(callee, "UIEdgeInsetsMake") {
            let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
            guard arguments.count == 4, let position = arguments.firstIndex(where: { $0.contains(number) }),
                  arguments[position].count == (negated ? 2 : 1), position == (top ? 0 : 2) else { return false }
        } else {
            return false
        }
        // What the insets are for: a scroll view's content or indicators, the safe area, or
        // edges pinned with `inset(…)`.
        if file.isPunctuation(callee - 1, "."), !file.spells(callee, "init") { return false }
        let start = file.spells(callee, "init") ? callee - 1 : callee
        if file.isOperator(start - 1, "="), file.isIdentifier(start - 2), isInsetsName(file.text(start - 2)) { return true }
        if file.isPunctuation(start - 1, "("), file.spells(start - 2, "inset"), file.isPunctuation(start - 3, ".") { return true }
        return file.isPunctuation(start - 1, ":") && file.isIdentifier(start - 2) && isInsetsName(file.text(start - 2))
    }

    /// `CGRect(x: 0, y: 64 + 31, width: …, height: view.height - 64 - 31)`: a view from below the
    /// bars and a strip of the app's own down to the bottom — the `y` adds what the height takes
    /// off, so the 64 in both is the status and navigation bars of one phone. The strip may be
    /// named (`y: 64 + kNavHeight`, `height: kScreenHeight - 64 - kNavHeight`).
    func isStackedOriginBelowBars(_ number: Int) -> Bool {
        guard let value = file.numberValue(number), value == 64 || value == 88 else { return false }
        func isTerm(_ index: Int) -> Bool {
            isNumberLiteral(index) || (file.isIdentifier(index) && !file.isPunctuation(index - 1, ".")
                && !file.isPunctuation(index + 1, ".") && !file.isPunctuation(index + 1, "("))
        }
        let terms = sum(around: number, of: isTerm)
        let (start, end) = (terms.lowerBound, terms.upperBound)
        guard start != end, file.isPunctuation(start - 1, ":"), file.spells(start - 2, "y"), isWholeArgument(end), file.mentions("CGRect"),
              let call = file.enclosingBrackets(of: number, only: "("), opensRect(call.lowerBound) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard let height = arguments.first(where: { file.spells($0.lowerBound, "height") && file.isPunctuation($0.lowerBound + 1, ":") })
        else { return false }
        let heightValue = (height.lowerBound + 2)..<height.upperBound
        // Every term the `y` adds is taken off a container's height.
        func key(_ term: Int) -> String { file.numberValue(term).map { "\($0)" } ?? file.text(term) }
        let added = stride(from: start, through: end, by: 2).map(key)
        let takenOff = heightValue.filter { isTerm($0) && file.isOperator($0 - 1, "-") }.map(key)
        return heightValue.contains(where: isContainerHeight) && added.allSatisfy { takenOff.contains($0) }
    }

    /// `tableView.frame = CGRect(x: 0, y: 64, width: kScreenWidth, height: kScreenHeight - 64 - kTabH)`,
    /// `CGRect(x: 0, y: 64.0, width: kScreenWidth, height: kNavHeight)`: a view as wide as the screen,
    /// as tall as the rest of it or as a bar, placed below the status and navigation bars by their
    /// height on one device. (A smaller view at `y: 64` is placed by the app's own measure.)
    func isFrameOriginBelowBars(_ number: Int) -> Bool {
        guard file.isPunctuation(number - 1, ":"), file.spells(number - 2, "y"), isWholeArgument(number),
              let value = file.numberValue(number), value == 64 || value == 88 || value == 20, file.mentions("CGRect"),
              let call = file.enclosingBrackets(of: number, only: "("), opensRect(call.lowerBound) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        // (`navigationBar.frame = CGRect(x: 0, y: 20, …)`: a bar of its own below the status bar.)
        if value == 20 { return isBandBelowStatusBar(arguments) || framedReceiverIsBar(call: call.lowerBound) }
        guard let width = arguments.first(where: { file.spells($0.lowerBound, "width") && file.isPunctuation($0.lowerBound + 1, ":") }),
              let height = arguments.first(where: { file.spells($0.lowerBound, "height") && file.isPunctuation($0.lowerBound + 1, ":") })
        else { return false }
        let widthValue = (width.lowerBound + 2)..<width.upperBound
        let heightValue = (height.lowerBound + 2)..<height.upperBound
        if widthValue.contains(where: isContainerWidth),
           heightValue.contains(where: { isContainerHeight($0) || (file.isIdentifier($0) && BarHeightContext.isBarHeightName(file.text($0))) }) {
            return true
        }
        // A band from the screen's left edge across its whole width (`width: width` with
        // `let width = view.bounds.width`), whatever its height: it starts where the bars of one
        // phone end.
        guard let x = arguments.first(where: { file.spells($0.lowerBound, "x") && file.isPunctuation($0.lowerBound + 1, ":") }),
              x.count == 3, file.numberValue(x.lowerBound + 2) == 0 else { return false }
        if widthValue.contains(where: isContainerWidth) { return true }
        guard widthValue.count == 1, let values = file.bindings.origins(at: widthValue.lowerBound), values.count == 1 else { return false }
        return values[0].contains(where: isContainerWidth)
    }

    /// `headView = HUPUHeadView(frame: CGRect(x: 0, y: 20, width: kScreenW, height: 60))` in a view
    /// controller: a band across the screen placed below the status bar of phones without a notch.
    /// (In a cell or a header of its own, `y: 20` is a margin the app chose.)
    private func isBandBelowStatusBar(_ arguments: [Range<Int>]) -> Bool {
        guard let x = arguments.first(where: { file.spells($0.lowerBound, "x") && file.isPunctuation($0.lowerBound + 1, ":") }),
              x.count == 3, file.numberValue(x.lowerBound + 2) == 0,
              let width = arguments.first(where: { file.spells($0.lowerBound, "width") && file.isPunctuation($0.lowerBound + 1, ":") }),
              ((width.lowerBound + 2)..<width.upperBound).contains(where: isContainerWidth),
              let type = file.outline.type(containing: x.lowerBound) else { return false }
        let name = FoldedName(type.name, droppingUnderscores: true)
        return name.hasSuffix("controller") || name.hasSuffix("vc")
    }

    /// A screen's or a view's whole width: `kScreenWidth`, `SCREEN_W`, `view.bounds.width`.
    func isContainerWidth(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        let name = file.text(index)
        if name == "width", file.isPunctuation(index - 1, ".") {
            // `view.width`, `self.view.width`: the frame's width by an extension of `UIView`;
            // `UIScreen.width`, the main screen's by one of `UIScreen`.
            if file.spells(index - 2, "view") || file.spells(index - 2, "window") || file.spells(index - 2, "UIScreen") { return true }
            let receivers = receiverNames(before: index - 1)
            if receivers.count == 1, BarHeightContext.namesScreenSize(receivers[0]) { return true }
            return (receivers.contains("bounds") || receivers.contains("frame"))
                && receivers.contains { ["view", "window", "keyWindow", "UIScreen", "screen"].contains($0) }
        }
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("screen") && (folded.hasSuffix("width") || folded.hasSuffix("w") || folded.hasSuffix("wid"))
    }

    /// `tableView.setContentOffset(CGPoint(x: 0, y: -64), animated: true)`, `contentOffset.y = -88`:
    /// scrolled to the top by the status and navigation bars' height, as before iOS 11's adjusted
    /// insets; on other devices the first row hides under the bar or leaves a gap.
    func isContentOffsetPastBars(_ number: Int) -> Bool {
        let minus = number - 1
        // `contentOffset.y = max(contentOffset.y - 350, -64)`: scrolled up, but no further than the bars.
        if file.isOperator(minus, "-"), file.isPunctuation(minus - 1, ","), file.isPunctuation(number + 1, ")"),
           let value = file.numberValue(number), value == 64 || value == 88, file.mentions("contentOffset"),
           let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "max"),
           file.isOperator(call.lowerBound - 2, "="), file.spells(call.lowerBound - 3, "y"), file.isPunctuation(call.lowerBound - 4, "."),
           file.spells(call.lowerBound - 5, "contentOffset") {
            return true
        }
        guard file.isOperator(minus, "-"), let value = file.numberValue(number), value == 64 || value == 88,
              file.isPunctuation(minus - 1, ":") || file.isOperator(minus - 1, "="), file.spells(minus - 2, "y"),
              file.mentions("contentOffset") || file.mentions("setContentOffset") else { return false }
        if file.isOperator(minus - 1, "=") {
            return file.isPunctuation(minus - 3, ".") && file.spells(minus - 4, "contentOffset") && file.expressionEnd(from: minus) == number + 1
        }
        guard file.isPunctuation(number + 1, ")"), let call = file.enclosingBrackets(of: number, only: "("),
              file.spells(call.lowerBound - 1, "CGPoint") else { return false }
        let callee = call.lowerBound - 1
        if file.isPunctuation(callee - 1, "("), file.spells(callee - 2, "setContentOffset") { return true }
        return file.isOperator(callee - 1, "=") && file.spells(callee - 2, "contentOffset")
    }

    /// `make.top.equalTo(20)` beside `make.size.equalTo(CGSize(width: 60, height: navigationBarHeight
    /// - statusHeight))`: a view sized to fill the navigation bar, its top the status bar of a
    /// phone without a notch. (A top of 20 alone is as often a margin.)
    func isTopBelowStatusBarInBar(_ number: Int) -> Bool {
        guard file.isPunctuation(number - 1, "("), file.isPunctuation(number + 1, ")"), file.numberValue(number) == 20,
              file.spells(number - 2, "equalTo"), file.isPunctuation(number - 3, "."), file.spells(number - 4, "top"),
              let (block, dot) = constraintsBlock(around: number) else { return false }
        return block.contains { index in
            guard file.spells(index, "height"), file.isPunctuation(index + 1, ":") || file.isPunctuation(index + 1, ".") else { return false }
            let end = file.expressionEnd(from: index + 2)
            return ((index + 2)..<end).contains { file.isIdentifier($0) && BarHeightContext.isBarHeightName(file.text($0)) }
        } || isNavigationBarBelowStatusBar(block: block, dot: dot)
    }

    /// `navView.snp.makeConstraints { make.top.equalTo(20); make.height.equalTo(44) }`: a
    /// navigation bar of the app's own, below the status bar of a phone without a notch.
    private func isNavigationBarBelowStatusBar(block: ClosedRange<Int>, dot: Int) -> Bool {
        isSystemBar(receiverNames(before: dot)) && block.contains { index in
            file.spells(index, "height") && file.isPunctuation(index + 1, ".") && file.spells(index + 2, "equalTo")
                && file.isPunctuation(index + 3, "(") && file.numberValue(index + 4) == 44 && file.isPunctuation(index + 5, ")")
        }
    }

    /// `CGRect(x: start.origin.x, y: start.origin.y - 64, …)`, `rect.origin.y = cellRect.origin.y - 64`:
    /// a frame read in the window's coordinates moved into a view below the status and navigation
    /// bars by their height on one phone.
    func isOriginShiftedPastBars(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "-"), let value = file.numberValue(number), value == 64 || value == 88,
              file.isPunctuation(number - 3, "."),
              file.spells(number - 2, "y") && file.spells(number - 4, "origin") || file.spells(number - 2, "minY"),
              file.expressionEnd(from: number) == number + 1 else { return false }
        // Back over the sum to what it gives: a `y:` argument or an assigned `y`.
        var probe = number - 2
        while probe > number - 32, file.isIdentifier(probe) || file.numberValue(probe) != nil || file.isPunctuation(probe, ".")
                || file.isOperator(probe, "+") || file.isOperator(probe, "-") {
            probe -= 1
        }
        return (file.isPunctuation(probe, ":") || file.isOperator(probe, "=")) && file.spells(probe - 1, "y")
    }

    /// `UIEdgeInsetsMake(0, 0, 49 + 64, 0)`: the bars' heights added up as the bottom (or top)
    /// inset of a scroll view's content.
    private func isInsetSumPastBars(_ number: Int) -> Bool {
        guard let call = file.enclosingBrackets(of: number, only: "("),
              file.spells(call.lowerBound - 1, "UIEdgeInsetsMake") || file.spells(call.lowerBound - 1, "UIEdgeInsets") else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard arguments.count == 4, let position = arguments.firstIndex(where: { $0.contains(number) }), position == 0 || position == 2 else { return false }
        var argument = arguments[position]
        // `UIEdgeInsets(top: 64 + 35, …)`: the sum after its edge's label.
        if file.isPunctuation(argument.lowerBound + 1, ":") { argument = (argument.lowerBound + 2)..<argument.upperBound }
        // Numbers joined by `+` alone, one of them the bar of that edge.
        guard argument.allSatisfy({ file.isOperator($0, "+") || file.numberValue($0) != nil }) else { return false }
        let values = argument.compactMap { file.numberValue($0) }
        let edgeBars: Set<Double> = position == 0 ? [64, 88] : [49, 83]
        guard values.contains(where: edgeBars.contains) else { return false }
        let start = call.lowerBound - 1
        return file.isOperator(start - 1, "=") && file.isIdentifier(start - 2) && isInsetsName(file.text(start - 2))
    }

    private func isInsetsName(_ name: String) -> Bool {
        ["contentInset", "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "additionalSafeAreaInsets", "insets", "inset"].contains(name)
    }

    /// `(titleLabel.snp.bottom)`, `(avatar.bottomAnchor)`: an edge of a sibling view, not of the
    /// container (`view`, `superview`, `self`, `contentView`).
    private func pinsToAnotherView(_ group: Range<Int>) -> Bool {
        guard let edge = group.first(where: { file.spells($0, "snp") || (file.isIdentifier($0) && file.text($0).hasSuffix("Anchor")) }),
              file.isPunctuation(edge - 1, "."), file.isIdentifier(edge - 2) else { return false }
        return !["view", "superview", "self", "contentView", "window"].contains(file.text(edge - 2))
    }
}
