import SwiftSource

/// Why a number at some place is a bar height, and what to suggest there.
struct BarHeightContext {
    enum Kind {
        case arithmetic, barFrame, fallback, namedConstant(String), deviceGuess, deviceSniffing, edgeOffset
    }

    struct Found {
        var kind: Kind
        var suggestion: String

        func message(_ number: String) -> String {
            switch kind {
            case .arithmetic:
                "\(number) is a bar height subtracted from or added to a screen or view height; it is wrong on other devices"
            case .barFrame:
                "\(number) fixes a bar's height; bars differ by device, orientation and text size"
            case .fallback:
                "\(number) as the fallback for a safe-area or status-bar value guesses a device; on others it is wrong"
            case let .namedConstant(name):
                "`\(name)` hard-codes a bar height (\(number)); it differs by device"
            case .deviceGuess:
                "\(number) is a bar height guessed from a device flag; the next device's bars differ"
            case .deviceSniffing:
                "comparing with \(number) tells devices apart by a bar height; new devices and multitasking break the test"
            case .edgeOffset:
                "\(number) moves an edge past the system bars by their height on one device; on others the content is hidden or leaves a gap"
            }
        }
    }

    let file: SourceFile
    /// The variables with bar-height names, found on first need. Most files have none, and
    /// `mayDeclareBarHeightName` tells so without building the outline.
    private var barHeightVariables: [VariableDeclaration]?

    init(file: SourceFile) {
        self.file = file
    }

    mutating func context(of number: Int) -> Found? {
        if isDeviceSniffing(number) {
            return Found(kind: .deviceSniffing, suggestion: "Read the value you need (`safeAreaInsets`, `statusBarManager?.statusBarFrame`) instead of inferring the device.")
        }
        if isInsideComparisonOrScaling(number) { return nil }
        if barHeightVariables == nil {
            barHeightVariables = BarHeightContext.mayDeclareBarHeightName(file)
                ? file.outline.variables.filter {
                    BarHeightContext.isBarHeightName($0.name) || ($0.isLet && BarHeightContext.isBareBarConstantName($0.name))
                } : []
        }
        if let name = constantName(for: number) {
            return Found(kind: .namedConstant(name), suggestion: suggestion(forName: name))
        }
        if isSafeAreaFallback(number) {
            return Found(kind: .fallback, suggestion: "Use `?? 0` (no window, no inset), or read the inset once there is a window.")
        }
        if isBarFrameOrConstraint(number) {
            return Found(kind: .barFrame, suggestion: "Let the bar size itself and read `tabBar.frame.height`; pin custom bars to `safeAreaLayoutGuide`.")
        }
        if isInsetPastBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Let the scroll view inset itself for the bars (`contentInsetAdjustmentBehavior = .automatic`), or pin to `safeAreaLayoutGuide`.")
        }
        if isEdgeOffsetPastBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Pin the edge to the safe area instead: `make.top.equalTo(view.safeAreaLayoutGuide)`, `topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)`.")
        }
        if isLayoutArithmetic(number) {
            return Found(kind: .arithmetic, suggestion: "Use `view.safeAreaLayoutGuide` or `view.safeAreaInsets`, or the measured `tabBar.frame.height`.")
        }
        if isFallbackThroughName(number) || isReturnedFallback(number) || isReturnedFallbackThroughLocal(number) {
            return Found(kind: .fallback, suggestion: "Use `?? 0` (no window, no inset), or read the inset once there is a window.")
        }
        if isDeviceFlagGuess(number) {
            return Found(kind: .deviceGuess, suggestion: "Read the inset instead of guessing the device: `view.safeAreaInsets`, `window.safeAreaInsets`.")
        }
        if isSwiftUIBarModifier(number) || isOwnHeightOfBarType(number) {
            return Found(kind: .barFrame, suggestion: "Let the bar size itself and read `tabBar.frame.height`; pin custom bars to `safeAreaLayoutGuide`.")
        }
        return nil
    }

    // MARK: Contexts

    /// `isIPhoneX ? 88 : 64`, `49 + 34`, `{ 44 }` assigned to `kNavigationBarH`, `tabBarHeight` …
    private func constantName(for number: Int) -> String? {
        for variable in barHeightVariables ?? [] {
            if let initializer = variable.initializer, initializer.contains(number), isPlainValue(number, in: initializer) {
                return variable.name
            }
            if variable.isComputed, let body = variable.accessors, body.contains(number),
               isPlainValue(number, in: (body.lowerBound + 1)..<body.upperBound) {
                return variable.name
            }
        }
        // `self.tabBarHeightOverride = 64.0`: a value assigned, not declared, to a bar height's name.
        if file.isOperator(number - 1, "="), file.isIdentifier(number - 2), BarHeightContext.isBarHeightName(file.text(number - 2)),
           file.expressionEnd(from: number) == number + 1 {
            return file.text(number - 2)
        }
        // `barHeightConstraint.constant = 64`
        if file.isOperator(number - 1, "="), file.spells(number - 2, "constant"), file.isPunctuation(number - 3, "."),
           file.isIdentifier(number - 4), BarHeightContext.isBarHeightName(file.text(number - 4)) {
            return file.text(number - 4)
        }
        return nil
    }

    /// The number is the value, or an operand of `+`, `-`, `? :`, parentheses, or `CGFloat(…)` in it.
    private func isPlainValue(_ number: Int, in range: Range<Int>) -> Bool {
        var probe = range.lowerBound
        while probe < range.upperBound {
            let token = file.code[probe]
            switch token.kind {
            case .integer, .float, .identifier, .keyword:
                break
            case .operator:
                guard file.isOperator(probe, "+") || file.isOperator(probe, "-") || file.isOperator(probe, "?")
                    || file.isOperator(probe, "?") || file.isOperator(probe, "!") || file.isOperator(probe, "??")
                    || file.isOperator(probe, "||") || file.isOperator(probe, "&&") || file.isOperator(probe, ">=")
                    || file.isOperator(probe, "==") || file.isOperator(probe, ">") else { return false }
            case .punctuation:
                if file.isPunctuation(probe, "{") || file.isPunctuation(probe, "}") { break }
                guard file.isPunctuation(probe, "(") || file.isPunctuation(probe, ")") || file.isPunctuation(probe, ":")
                    || file.isPunctuation(probe, ".") else { return false }
            default:
                return false
            }
            probe += 1
        }
        // A comparison (`top >= 44 ? 88 : 64`) tests a device; its number is not the height.
        return !(file.isOperator(number - 1, ">=") || file.isOperator(number - 1, ">") || file.isOperator(number - 1, "=="))
    }

    /// `…safeAreaInsets.bottom ?? 34`, `statusBarFrame.height ?? 20`.
    private func isSafeAreaFallback(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "??") else { return false }
        let start = file.statementStart(containing: number - 1)
        return (start..<(number - 1)).contains { index in
            file.isIdentifier(index) && (file.spells(index, "safeAreaInsets") || file.spells(index, "statusBarFrame")
                || file.spells(index, "safeAreaLayoutGuide") || file.spells(index, "statusBarManager"))
        }
    }

    /// `bar.frame = CGRect(… height: 49)`, `tabBar.frame.size.height = 83`,
    /// `tabBar.heightAnchor.constraint(equalToConstant: 49)`, `make.height.equalTo(83)` on a bar.
    private func isBarFrameOrConstraint(_ number: Int) -> Bool {
        // `height: 49` inside `CGRect(…)` / `CGSize(…)`: the frame of what?
        if file.isPunctuation(number - 1, ":"), file.spells(number - 2, "height"), isWholeArgument(number),
           let call = file.enclosingBrackets(of: number, only: "(") {
            return framedReceiverIsBar(call: call.lowerBound)
        }
        // `bar.frame.size.height = 83`, `bar.frame.height = 83`
        if file.isOperator(number - 1, "="), file.spells(number - 2, "height") {
            var probe = number - 3
            while file.isPunctuation(probe, "."), file.isIdentifier(probe - 1) {
                if isSystemBar([file.text(probe - 1)]) { return true }
                probe -= 2
            }
            // `if var frame = tabBarController?.tabBar.frame { frame.size.height = 83 }`
            return holdsBarFrame(probe + 1)
        }
        // `bar.heightAnchor.constraint(equalToConstant: 49)`
        if file.isPunctuation(number - 1, ":"), file.spells(number - 2, "equalToConstant"),
           let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "constraint"),
           file.spells(call.lowerBound - 3, "heightAnchor") {
            return isSystemBar(receiverNames(before: call.lowerBound - 4))
        }
        // `make.height.equalTo(83)` in `bar.snp.makeConstraints { make in … }`
        if file.isPunctuation(number - 1, "("), file.isPunctuation(number + 1, ")"), file.spells(number - 2, "equalTo")
            || file.spells(number - 2, "constant"), file.spells(number - 4, "height") {
            var probe = number
            while let block = file.enclosingBrackets(of: probe, only: "{") {
                if file.spells(block.lowerBound - 1, "makeConstraints") || file.spells(block.lowerBound - 1, "remakeConstraints") {
                    let names = receiverNames(before: block.lowerBound - 2)
                    if isSystemBar(names) { return true }
                    // In a hand-made tab or navigation bar's own type (`HomeTabBar`,
                    // `BookNavigationBar`), its content view's height is the bar's.
                    guard let type = file.outline.type(containing: number), BarHeightContext.namesSystemBarType(type.name) else { return false }
                    return names.dropFirst().allSatisfy { ["self", "contentView", "containerView", "backgroundView", "bgView"].contains($0) }
                }
                probe = block.lowerBound
            }
            return false
        }
        // `bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: 34)`:
        // the home indicator's height added back below the safe area.
        if file.isPunctuation(number - 1, ":"), file.spells(number - 2, "constant"), file.numberValue(number) == 34,
           let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "constraint"),
           (call.lowerBound..<number).contains(where: { file.spells($0, "safeAreaLayoutGuide") }),
           (call.lowerBound..<number).contains(where: { file.spells($0, "bottomAnchor") }) {
            return true
        }
        // `toolbar.constrainAttribute(.height, to: 49)`
        if file.isPunctuation(number - 1, ":"), file.spells(number - 2, "to"), let call = file.enclosingBrackets(of: number, only: "("),
           file.spells(call.lowerBound - 1, "constrainAttribute"), file.spells(call.lowerBound + 2, "height") {
            return isSystemBar(receiverNames(before: call.lowerBound - 2))
        }
        return false
    }

    /// A local that holds a bar's frame: `var frame = tabBar.frame`, `if var frame = tabBarController?.tabBar.frame`.
    func holdsBarFrame(_ index: Int) -> Bool {
        guard file.isIdentifier(index), !file.isPunctuation(index - 1, "."), file.isPunctuation(index + 1, ".") else { return false }
        let bindings = file.bindings
        guard let declaration = bindings.declaration(at: index),
              let value = bindings.declarations[declaration].initializer, value.count <= 12,
              file.spells(value.upperBound - 1, "frame"), file.isPunctuation(value.upperBound - 2, ".") else { return false }
        return isSystemBar(receiverNames(before: value.upperBound - 2))
    }

    func isWholeArgument(_ number: Int) -> Bool {
        file.isPunctuation(number + 1, ",") || file.isPunctuation(number + 1, ")")
    }

    /// For the `(` of a `CGRect(…)`: the bar it sizes, through `bar.frame = CGRect(…)`,
    /// `bar = Bar(frame: CGRect(…))` or `let bar = Bar(frame: CGRect(…))`.
    /// Whether `names` (a receiver chain) is a status, navigation or tab bar. A toolbar is sized
    /// by the app (a 50-point sync bar, a 44-point keyboard accessory): not one of the system
    /// bars whose height depends on the device.
    private func isSystemBar(_ names: [String]) -> Bool {
        names.contains { name in
            guard BarHeightContext.isBarName(name) else { return false }
            let folded = FoldedName(name)
            return !folded.contains("toolbar") || folded.contains("tab") || folded.contains("nav")
        }
    }

    /// A type named for a tab or navigation bar: `HomeTabBar`, `BookNavigationBar`, `CustomNavBar`.
    static func namesSystemBarType(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return (["tabbar", "navbar", "navigationbar", "navibar"] as [StaticString]).contains { folded.contains($0) }
            && !folded.contains("controller") && !folded.contains("item") && !folded.contains("button")
    }

    func framedReceiverIsBar(call open: Int) -> Bool {
        guard file.spells(open - 1, "CGRect") || file.spells(open - 1, "CGSize") || file.spells(open - 1, "init") else { return false }
        var start = open - 1
        if file.isPunctuation(start - 1, ":"), file.spells(start - 2, "frame"),
           let outer = file.enclosingBrackets(of: start, only: "("), file.isIdentifier(outer.lowerBound - 1) {
            if isSystemBar([file.text(outer.lowerBound - 1)]) { return true }
            start = outer.lowerBound - 1
        }
        guard file.isOperator(start - 1, "=") else { return false }
        var names = receiverNames(before: start - 1)
        if names.first == "frame" || names.first == "size" { names.removeFirst() }
        return isSystemBar(names)
    }

    /// The chain that ends just before `end`: `self.tabBar.frame` → `["frame", "tabBar", "self"]`;
    /// `let bar =` → `["bar"]`.
    private func receiverNames(before end: Int) -> [String] {
        var names: [String] = []
        var probe = end - 1
        while probe >= 0 {
            if file.isIdentifier(probe) || file.isKeyword(probe, .self) {
                names.append(file.text(probe))
                guard file.isPunctuation(probe - 1, ".") else { break }
                probe -= 2
            } else if file.code[probe].kind == .operator, file.isPostfix(probe) {
                probe -= 1
            } else if file.isPunctuation(probe, ":") {
                probe -= 1  // `let bar: UIView =`: skip the type annotation's colon
                while probe >= 0, !file.isKeyword(probe, .let), !file.isKeyword(probe, .var), !file.isIdentifier(probe) { probe -= 1 }
            } else {
                break
            }
        }
        return names
    }

    /// `view.bounds.height - 49`, `kScreenH - 64 - 49`, `49 + safeAreaInsets.bottom`: an operand of
    /// `+`/`-` in a sum with a screen, view or safe-area height.
    private func isLayoutArithmetic(_ number: Int) -> Bool {
        // `(isPhone ? 44 : 50) + statusBarFrame.height`: the parenthesized choice is the operand.
        let operand = parenthesizedChoice(around: number) ?? number...number
        let left = operand.lowerBound - 1
        let right = operand.upperBound + 1
        let addsLeft = file.isOperator(left, "-") || file.isOperator(left, "+")
        let addsRight = file.isOperator(right, "-") || file.isOperator(right, "+")
        guard addsLeft && file.isBinaryOperator(left) || addsRight && file.isBinaryOperator(right) else { return false }
        guard let sum = additiveRange(around: operand), !isPointOrOwnHeight(number) else { return false }
        let sources = sum.filter { isHeightSource($0) }
        guard !sources.isEmpty else { return false }
        // `geometry.size.height - imageHeight + 20`: a bar's height is taken from a screen's or a
        // view's, never added to it; added, the number is an overlap of the app's own.
        if file.isOperator(left, "+"), sources.allSatisfy(isContainerHeight) { return false }
        let value = file.numberValue(number)
        // Beside an inset or a bar's height alone, the number is what sits past it: a tab bar
        // (49) past the bottom, a navigation bar (44) past the top. A status bar or home
        // indicator is in the inset already (`safeAreaInsets.top + 20` is a margin), and
        // `50 + navigationBarHeight` places content below the bar.
        if sources.allSatisfy({ isInsetSource($0) }) {
            let bottom = sources.contains { isBottomSide(sideName(of: $0)) }
            let top = sources.contains { isTopSide(sideName(of: $0)) }
            if bottom, !top { return value == 49 || value == 83 }
            if top, !bottom { return value == 44 }
        }
        // A 50 is a bar height only beside a bar's own name.
        if value == 50 { return sources.contains { BarHeightContext.isBarHeightName(file.text($0)) } }
        return true
    }

    private func isBottomSide(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("bottom") || folded.contains("tabbar") || folded.contains("homeindicator")
    }

    private func isTopSide(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("top") || folded.contains("status") || folded.contains("nav")
    }

    /// What tells the side of an inset: its name, or for a local the value it holds
    /// (`let h = …statusBarFrame.height` is the top's).
    private func sideName(of index: Int) -> String {
        guard !file.isPunctuation(index - 1, "."), let value = measuredLocalValue(index) else { return file.text(index) }
        return file.normalizedText(value)
    }

    /// A safe-area inset or a bar-height name (rather than a screen or view height), or a local
    /// holding one.
    private func isInsetSource(_ index: Int) -> Bool {
        let name = file.text(index)
        if name == "top" || name == "bottom" { return true }
        if !file.isPunctuation(index - 1, "."), holdsMeasuredBarValue(index) { return true }
        // `screenSafeAreaBottomHeight` is an inset; `kScreenHeight` is not.
        let folded = FoldedName(name)
        return (!folded.contains("screen") || folded.contains("safe")) && BarHeightContext.isBarHeightName(name)
    }

    /// A screen's or a view's whole height: `kScreenHeight`, `proxy.size.height`, `view.bounds.height`.
    private func isContainerHeight(_ index: Int) -> Bool {
        let name = file.text(index)
        if name == "height", file.isPunctuation(index - 1, ".") {
            let receivers = receiverNames(before: index - 1)
            return !receivers.contains("statusBarFrame") && !receivers.contains("layoutFrame")
                && !receivers.contains(where: { BarHeightContext.isBarName($0) })
        }
        let folded = FoldedName(name)
        return folded.contains("screen") && !folded.contains("safe") && !BarHeightContext.isBarHeightName(name)
    }

    /// `CGPoint(x: …, y: screenH - 44)` places a point; `CGRect(y: h - 32 - 48, height: 48)` puts
    /// a view its own height above an edge. Neither number is a bar's (unless the view is a bar).
    private func isPointOrOwnHeight(_ number: Int) -> Bool {
        guard let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        if file.spells(call.lowerBound - 1, "CGPoint") { return true }
        guard file.spells(call.lowerBound - 1, "CGRect") else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard let height = arguments.first(where: { file.spells($0.lowerBound, "height") && $0.count == 3 }),
              file.sameText(height.lowerBound + 2, number), height.lowerBound + 2 != number else { return false }
        return !framedReceiverIsBar(call: call.lowerBound)
    }

    /// `( … ? 44 : 50)`: the parentheses around a choice of which the number is a whole branch.
    private func parenthesizedChoice(around number: Int) -> ClosedRange<Int>? {
        guard let group = file.enclosingBrackets(of: number, only: "("), group.lowerBound > 0,
              !file.isIdentifier(group.lowerBound - 1), !file.isPunctuation(group.lowerBound - 1, ")"),
              !file.isKeyword(group.lowerBound - 1, .self) else { return nil }
        let thenBranch = file.isOperator(number - 1, "?") && !file.isPostfix(number - 1) && file.isPunctuation(number + 1, ":")
        let elseBranch = file.isPunctuation(number - 1, ":") && number + 1 == group.upperBound
            && ((group.lowerBound + 1)..<number).contains { file.isOperator($0, "?") && !file.isPostfix($0) }
        return thenBranch || elseBranch ? group : nil
    }

    /// The run of operands joined by `+` and `-` around an operand (parentheses and calls kept whole).
    private func additiveRange(around operand: ClosedRange<Int>) -> Range<Int>? {
        var start = operand.lowerBound
        var end = operand.upperBound + 1
        while start > 0 {
            let previous = start - 1
            if file.isOperator(previous, "+") || file.isOperator(previous, "-") || file.isPunctuation(previous, ".")
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
            if file.isOperator(end, "+") || file.isOperator(end, "-") || file.isPunctuation(end, ".") || file.isIdentifier(end)
                || file.code[end].kind == .integer || file.code[end].kind == .float || file.isKeyword(end, .self)
                || (file.code[end].kind == .operator && file.isPostfix(end)) {
                end += 1
            } else if file.isPunctuation(end, "(") || file.isPunctuation(end, "["), let close = file.brackets.partner(of: end) {
                end = close + 1
            } else {
                break
            }
        }
        return start..<end
    }

    /// A screen, window or view-controller view height: `view.bounds.height`,
    /// `UIScreen.main.bounds.size.height`, `window.frame.height`, `kScreenHeight`,
    /// `safeAreaInsets.bottom`. A view's own `bounds.height` inside a custom view is its
    /// internal layout (a page control 20 points from its bottom), not the screen.
    private func isHeightSource(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        let name = file.text(index)
        let lower = FoldedName(name, droppingUnderscores: true)
        if lower.contains("screen"), !lower.contains("width"), !lower.contains("wid"),
           lower.hasSuffix("height") || lower.hasSuffix("h") || lower.hasSuffix("hei") { return true }
        if (name == "top" || name == "bottom"), file.isPunctuation(index - 1, "."), file.spells(index - 2, "safeAreaInsets") { return true }
        // The project's own bar names: `kStatusBarHeight + 44`, `bottomSafeHeight + 49`.
        if name != "height", BarHeightContext.isBarHeightName(name) { return true }
        // One local away: `let h = UIApplication.shared.statusBarFrame.height; … h + 44`.
        if !file.isPunctuation(index - 1, "."), holdsMeasuredBarValue(index) { return true }
        guard name == "height", file.isPunctuation(index - 1, ".") else { return false }
        let receivers = receiverNames(before: index - 1)
        // SwiftUI: `proxy.size.height - 49`.
        if receivers.first == "size", receivers.contains(where: { ["proxy", "geometry", "geo", "reader", "geometryProxy"].contains($0) }) {
            return true
        }
        if receivers.contains("statusBarFrame") || receivers.contains("layoutFrame") { return true }
        guard receivers.contains("bounds") || receivers.contains("frame") else { return false }
        return receivers.contains { receiver in
            receiver == "view" || receiver == "window" || receiver == "keyWindow" || receiver == "UIScreen"
                || receiver == "screen" || receiver == "navigationController" || receiver == "tabBarController"
        }
    }

    /// A local whose value reads the status bar or a safe-area inset.
    private func holdsMeasuredBarValue(_ index: Int) -> Bool {
        measuredLocalValue(index) != nil
    }

    /// The value of `let h = …statusBarFrame.height` declared earlier in the same function, for
    /// the `h` at `index`. Read from the tokens, not the bindings: this is asked about every
    /// name beside a bar-height number, in files that need no bindings otherwise.
    private func measuredLocalValue(_ index: Int) -> Range<Int>? {
        guard file.mentions("statusBarFrame") || file.mentions("safeAreaInsets") else { return nil }
        // The function's body, or the file's top-level code.
        let floor = file.outline.function(containing: index)?.body?.lowerBound ?? -1
        var probe = index - 1
        while probe > floor + 2 {
            if file.isOperator(probe, "="), file.sameText(probe - 1, index), file.isKeyword(probe - 2, .let) || file.isKeyword(probe - 2, .var) {
                let end = min(file.expressionEnd(from: probe + 1), probe + 17)
                let value = (probe + 1)..<end
                return value.contains { file.spells($0, "statusBarFrame") || file.spells($0, "safeAreaInsets") } ? value : nil
            }
            probe -= 1
        }
        return nil
    }

    /// `tableView(_:heightForRowAt:)`, `collectionView(_:layout:sizeForItemAt:)`: a row's or a
    /// cell's height, whatever else the method reads.
    func isInRowSizing(_ number: Int) -> Bool {
        let labels = BarHeightContext.rowSizingLabels
        guard labels.contains(where: { file.mentions($0) }), let function = file.outline.function(containing: number) else { return false }
        return (function.nameIndex..<(function.body?.lowerBound ?? function.nameIndex)).contains { index in
            file.isIdentifier(index) && labels.contains { file.spells(index, $0) }
        }
    }

    private static let rowSizingLabels: [StaticString] = [
        "heightForRowAt", "estimatedHeightForRowAt", "heightForHeaderInSection", "heightForFooterInSection", "sizeForItemAt",
    ]

    /// Comparisons (`top > 20`) detect devices; factors (`* 44`, `/ 20`) scale.
    private func isInsideComparisonOrScaling(_ number: Int) -> Bool {
        for neighbour in [number - 1, number + 1] where file.code.indices.contains(neighbour) && file.code[neighbour].kind == .operator {
            let text = file.text(neighbour)
            if ["*", "/", "%", ">", "<", ">=", "<=", "==", "!="].contains(text) { return true }
        }
        return false
    }

    // MARK: Suggestions

    private func suggestion(forName name: String) -> String {
        let lower = name.lowercased()
        if lower.contains("status") { return "Measure it: `view.window?.windowScene?.statusBarManager?.statusBarFrame.height`, or use `view.safeAreaInsets.top`." }
        if lower.contains("nav") { return "Measure it: `navigationController?.navigationBar.frame.height`, or pin to `view.safeAreaLayoutGuide.topAnchor`." }
        if lower.contains("tab") { return "Measure it: `tabBarController?.tabBar.frame.height`, or pin to `view.safeAreaLayoutGuide.bottomAnchor`." }
        return "Measure it: `view.safeAreaInsets` or `view.safeAreaLayoutGuide`."
    }
}
