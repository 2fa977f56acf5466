import SwiftSource

/// Bar heights guessed from the device: a ternary or a branch on a notch flag (`isIPhoneX ? 83 :
/// 49`) and a pair of notched and plain heights. (Comparisons that tell devices apart by a bar
/// height are `BarHeightFlow+DeviceSniffing`.)
extension BarHeightContext {
    /// `isIPhoneX ? 34 : 0`, `(iPhoneX ? 34.0 + 34.0 : 20.0)`: a bar height guessed from the device.
    func isDeviceFlagGuess(_ number: Int) -> Bool {
        (isTernaryDeviceGuess(number) || isInDeviceFlagBranch(number) || isNotchPair(number) || isDefaultOfDeviceBranch(number)
            || isReturnedNotchPair(number) || isReturnedPerScreenHeight(number)) && !isControlFrameHeight(number)
    }

    /// `UIButton(frame: CGRect(…, height: 50 + (isIPhoneX ? 30 : 0)))`: the button's own height,
    /// whatever the device adds below it.
    private func isControlFrameHeight(_ number: Int) -> Bool {
        guard file.isPunctuation(number - 1, ":"), file.spells(number - 2, "height"),
              let call = file.enclosingBrackets(of: number, only: "("), opensRect(call.lowerBound) else { return false }
        return framesControl(call: call.lowerBound)
    }

    /// `var y: CGFloat = 64`, then `if height == 812.0 { y = 88 }`: the plain phone's bar kept as
    /// the default that a device branch overrides with the notched phone's.
    func isDefaultOfDeviceBranch(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "="), let value = file.numberValue(number) else { return false }
        // A plain phone's bar height and the notched phone's.
        let partner: Double
        switch value {
        case 64: partner = 88
        case 49: partner = 83
        case 20: partner = 44
        default: return false
        }
        var name = number - 2
        if file.isIdentifier(name), file.isPunctuation(name - 1, ":"), file.isIdentifier(name - 2) { name -= 2 }
        guard file.isIdentifier(name), file.isKeyword(name - 1, .var), file.expressionEnd(from: number) == number + 1,
              let block = file.enclosingBrackets(of: number, only: "{"), block.upperBound > number else { return false }
        return ((number + 1)..<block.upperBound).contains { index in
            file.sameText(index, name) && !file.isPunctuation(index - 1, ".") && file.isOperator(index + 1, "=")
                && file.numberValue(index + 2) == partner && file.expressionEnd(from: index + 2) == index + 3
                && isInDeviceFlagBranch(index + 2)
        }
    }


    /// Words of a name that sizes the app's own things, not a bar: `iconSize`, `avatarHeight`,
    /// `func cellHeight()`.
    static let ownSizeWords: [StaticString] = ["size", "icon", "image", "avatar", "photo", "cell", "row", "thumb", "button", "font", "radius"]

    /// The same bar's height on the other kind of phone: 88 and 64 (status and navigation bars),
    /// 83 and 49 (tab bar), with a notch and without.
    static func notchPartner(of value: Double) -> Double? {
        switch value {
        case 88: 64
        case 64: 88
        case 83: 49
        case 49: 83
        default: nil
        }
    }

    /// `Device_Is_iPhone_All ? 88.0 : 64.0`, `flag ? 83 : 49`: the two branches are the bars of a
    /// phone with a notch and of one without, whatever the flag is called.
    func isNotchPair(_ number: Int) -> Bool {
        guard let partner = file.numberValue(number).flatMap(Self.notchPartner) else { return false }
        let isThen = file.isOperator(number - 1, "?") && !file.isPostfix(number - 1) && file.isPunctuation(number + 1, ":")
            && file.numberValue(number + 2) == partner
        let isElse = file.isPunctuation(number - 1, ":") && file.numberValue(number - 2) == partner
            && file.isOperator(number - 3, "?") && !file.isPostfix(number - 3)
        guard isThen || isElse else { return false }
        // `let iconSize = isLarge ? 88 : 64`: a size of the app's own, told by its name.
        if let name = receivingName(of: number),
           Self.ownSizeWords.contains(where: { name.contains($0) }) {
            return false
        }
        return !isGivenToNonHeight(number)
    }

    func isTernaryDeviceGuess(_ number: Int) -> Bool {
        // The `?` of the ternary is a few tokens before the number, in the same expression.
        var probe = number - 1
        let floor = max(0, number - 24)
        while probe >= floor {
            if file.isOperator(probe, "?"), !file.isPostfix(probe) {
                // A ternary of the statement above (no token ends a line) is another value's; an
                // own toolbar is sized per device by design. (Asked only once a `?` is found.)
                guard probe >= file.statementStart(containing: number), !sizesOwnToolbar(number) else { return false }
                // `edge.bottom == 0 ? 20 : 0` with `edge` the safe area: the device told inline.
                // (`insets.bottom > 0 ? 20 : 36` picks a margin: the other side is no bar's height.)
                if comparesMeasuredValue(max(0, probe - 8)..<probe) {
                    guard !isGivenToNonHeight(number), !isOnSideOrCentreAnchor(number), !isBesideWidth(number) else { return false }
                    // Told by the inset which phone it is: on the notched one, 34 is its home
                    // indicator and no bar is 20 (`bottom > 0 ? 20 : 0` adds a margin there).
                    switch (file.numberValue(number), isNotchedBranch(number, question: probe)) {
                    case (34, true): return true
                    case (20, true): return false
                    default: break
                    }
                    return !isPairedWithNonBarNumber(number, question: probe) && !isBottomMarginOutsideBar(number)
                }
                // `statusBarHeight = (screenHeight >= 812.0 ? 44 : 20)`: the notched phone told by the
                // screen's height, the numbers given to a bar's name (or the notched bars themselves).
                if let value = file.numberValue(number),
                   value == 88 || value == 83 || receivingToken(of: number).map({ BarHeightContext.isBarHeightName(file.text($0)) }) == true,
                   comparesScreenWithNotchedPhone(max(file.statementStart(containing: number), probe - 16)..<probe) {
                    return true
                }
                var condition = probe - 1
                while condition >= max(0, probe - 8) {
                    if file.isIdentifier(condition), Self.namesDeviceFlag(file.text(condition)) || holdsInsetComparison(condition) {
                        // `cornerRadius: isIPhoneX ? 34 : 0` follows the screen's corners, not a bar;
                        // `hasNotch ? 30 : 20` picks a margin (the other side is no bar's height).
                        return !isGivenToNonHeight(number) && !isPairedWithNonBarNumber(number, question: probe)
                    }
                    // `hasTabBar ? height - 49 : height`: the bar's height guessed on its flag.
                    if file.isIdentifier(condition), FoldedName(file.text(condition)).contains("tabbar"),
                       let value = file.numberValue(number), value == 49 || value == 83,
                       file.isOperator(number - 1, "-") || file.isOperator(number - 1, "+") { return true }
                    if file.isOperator(condition, "=") || file.isKeyword(condition, .return) || file.isPunctuation(condition, "{")
                        || file.isPunctuation(condition, ";") { break }
                    condition -= 1
                }
                return false
            }
            if file.isPunctuation(probe, ";") || file.isOperator(probe, "=") || file.isKeyword(probe, .return)
                || (file.isPunctuation(probe, "{") && file.brackets.partner(of: probe).map({ $0 > number }) == true) {
                return false
            }
            probe -= 1
        }
        return false
    }

    /// `toolbar.snp.makeConstraints { make.height.equalTo(isX ? 100 : 88) }`: the app's own
    /// toolbar, sized as the app designs it on each device.
    private func sizesOwnToolbar(_ number: Int) -> Bool {
        guard let names = constraintsReceiver(around: number) else { return false }
        return names.contains { FoldedName($0).contains("toolbar") } && !isSystemBar(names)
    }

    /// `let hasHomeIndicator = proxy.safeAreaInsets.bottom > 20`: a flag told from an inset or the
    /// status bar compared with a number, whatever it is called.
    func holdsInsetComparison(_ name: Int) -> Bool {
        guard mayReadMeasuredValue, !file.isPunctuation(name - 1, ".") else { return false }
        // The outline's declarations, not the bindings: this is asked of every ternary beside a
        // bar height, and most files never need their bindings built.
        return file.outline.variables.contains { variable in
            guard variable.nameIndex < name, file.sameText(variable.nameIndex, name), let value = variable.initializer else { return false }
            return value.contains { file.isIdentifier($0) && Self.measuredSources.contains(file.text($0)) }
                && value.contains(where: isComparisonWithNumber)
        }
    }

    /// A comparison with a number of an inset or the status bar, read directly or through one
    /// name, in the tokens of a ternary's condition.
    func comparesMeasuredValue(_ condition: Range<Int>) -> Bool {
        guard mayReadMeasuredValue else { return false }
        // Only the condition itself: from the last `(`, `,`, `=`, `:` or `return` before the `?`.
        var start = condition.lowerBound
        for index in condition.reversed() where file.isPunctuation(index, "(") || file.isPunctuation(index, ",")
            || file.isOperator(index, "=") || file.isPunctuation(index, ":") || file.isKeyword(index, .return) {
            start = index + 1
            break
        }
        let range = start..<condition.upperBound
        return range.contains(where: isComparisonWithNumber) && readsMeasuredValue(range)
    }

    /// `> 20`, `== 0`: a comparison operator at `index` with a number after it.
    func isComparisonWithNumber(_ index: Int) -> Bool {
        guard index + 1 < file.code.count, file.code[index + 1].kind == .integer || file.code[index + 1].kind == .float else { return false }
        return [">", ">=", "<", "<=", "==", "!="].contains { file.isOperator(index, $0) }
    }

    /// The other side of the ternary is a single number that no bar is tall (not 0, not one of
    /// `heights`).
    func isPairedWithNonBarNumber(_ number: Int, question: Int) -> Bool {
        // `.frame(height: hasHomeIndicator ? 88 : 62)`: a bar's height either way.
        if let call = file.enclosingBrackets(of: number, only: "("), call.lowerBound < question,
           (call.lowerBound..<question).contains(where: { FoldedName(file.text($0)).contains("height") }) {
            return false
        }
        let statement = file.statementStart(containing: number)
        if statement < question,
           (statement..<question).contains(where: { file.isIdentifier($0) && FoldedName(file.text($0)).contains("height") }) { return false }
        // `var navigationBar: CGFloat { isX ? 84 : 64 }`: a bar's height whatever the other side.
        if isGetterValueNamedForBar(statement: statement) { return false }
        var other: Int
        // `isX ? 70.scale : 20.scale`: numbers passed through the project's scaling member.
        func isScaled(_ number: Int) -> Bool { file.isPunctuation(number + 1, ".") && file.isIdentifier(number + 2) }
        let afterNumber = isScaled(number) ? number + 3 : number + 1
        if file.isOperator(number - 1, ":") || file.isPunctuation(number - 1, ":") {
            other = number - 2
            if file.isIdentifier(other), file.isPunctuation(other - 1, "."), other >= 2,
               file.code[other - 2].kind == .integer || file.code[other - 2].kind == .float { other -= 2 }
            guard other == question + 1 else { return false }
        } else if number == question + 1, file.isOperator(afterNumber, ":") || file.isPunctuation(afterNumber, ":") {
            other = afterNumber + 1
            guard !file.code.indices.contains(other + 1) || !(file.code[other + 1].kind == .integer || file.code[other + 1].kind == .float
                || file.isOperator(other + 1, "+") || file.isOperator(other + 1, "-") || file.isOperator(other + 1, "*")) else { return false }
        } else {
            return false
        }
        guard file.code.indices.contains(other), file.code[other].kind == .integer || file.code[other].kind == .float,
              let value = file.numberValue(other) else { return false }
        return value != 0 && !heights.contains(value)
    }

    /// The statement is the whole value of a getter named for a bar height (`navBarHeight`), or
    /// for a bar with a number's type (`var safeAreaNavigationBar: CGFloat`).
    private func isGetterValueNamedForBar(statement: Int) -> Bool {
        guard let property = file.outline.computedProperty(containing: statement), let accessors = property.accessors,
              file.bindings.owningBody(of: statement) == accessors.lowerBound else { return false }
        let start = file.isKeyword(statement, .return) ? statement + 1 : statement
        guard file.isKeyword(statement, .return) || statement == accessors.lowerBound + 1,
              file.expressionEnd(from: start) == accessors.upperBound || file.isKeyword(statement, .return) else { return false }
        if BarHeightContext.isBarHeightName(property.name) { return true }
        let name = FoldedName(property.name, droppingUnderscores: true)
        guard (["navigationbar", "navbar", "tabbar", "statusbar"] as [StaticString]).contains(where: { name.contains($0) }),
              let type = property.typeAnnotation, type.count == 1 else { return false }
        return ["CGFloat", "Double", "Float", "Int"].contains(file.text(type.lowerBound))
    }

    /// `.padding(.bottom, safeAreaInsets.bottom != 0 ? 0 : 20)` under a screen's buttons: no bar at
    /// the bottom is 20 tall, so it is a margin kept where there is no home indicator — unless the
    /// view is a tab bar of one's own, whose room at the edge is what the guess stands for.
    private func isBottomMarginOutsideBar(_ number: Int) -> Bool {
        guard file.numberValue(number) == 20, var call = file.enclosingBrackets(of: number, only: "(") else { return false }
        // `UIEdgeInsets(…, bottom: inset > 0 ? 0 : 20, …)`, `button.bottomAnchor.constraint(…,
        // constant: inset > 0 ? -29 : -20)`: the same room at the bottom, in UIKit.
        if receivingName(of: number)?.equals("bottom") == true || constrainedAnchor(around: number).map({ file.spells($0, "bottomAnchor") }) == true {
            return file.outline.type(containing: number).map { !CustomTabBars.namesTabBar($0.name) } ?? true
        }
        // `isPresentingKeyboard ? (insets.bottom != 0 ? 20 : -10) : 0`: out of the ternary's parentheses.
        var levels = 0
        while !file.isIdentifier(call.lowerBound - 1), levels < 3, let outer = file.enclosingBrackets(of: call.lowerBound, only: "(") {
            call = outer
            levels += 1
        }
        guard file.spells(call.lowerBound - 1, "padding"), file.isPunctuation(call.lowerBound + 1, "."),
              file.spells(call.lowerBound + 2, "bottom") else { return false }
        return file.outline.type(containing: number).map { !CustomTabBars.namesTabBar($0.name) } ?? true
    }

    /// The number is an argument or assigned value that is no height: `cornerRadius:`, `width:`,
    /// `spacing:`, `layer.cornerRadius = …`.
    func isGivenToNonHeight(_ number: Int) -> Bool {
        guard let name = receivingName(of: number) else { return false }
        return name.contains("radius") || name.contains("width") || name.contains("spacing") || name.equals("ofsize")
            || name.contains("font") || name.contains("alpha") || name.contains("opacity")
    }

    /// The label or the assigned name that takes the value the number is in (`height:`, `let size =`).
    func receivingName(of number: Int) -> FoldedName? {
        receivingToken(of: number).map { FoldedName(file.text($0)) }
    }

    /// The token of `receivingName`.
    func receivingToken(of number: Int) -> Int? {
        var label: Int?
        if let call = file.enclosingBrackets(of: number, only: "(") {
            let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
            if let argument = arguments.first(where: { $0.contains(number) }), file.isPunctuation(argument.lowerBound + 1, ":") {
                label = argument.lowerBound
            }
        }
        if label == nil {
            let statement = file.statementStart(containing: number)
            label = (statement..<number).last { file.isOperator($0, "=") && file.isIdentifier($0 - 1) }.map { $0 - 1 }
            // `let iconSize: CGFloat = …`: the name, not its type.
            if let type = label, file.isPunctuation(type - 1, ":"), file.isIdentifier(type - 2) { label = type - 2 }
        }
        guard let label, file.isIdentifier(label) else { return nil }
        return label
    }

    /// `if UIDevice.current.isX { topCns.constant = topCns.constant + 44 }`, or its `else`: a bar
    /// height added to or set as a layout value in a branch taken on a device flag (or on iOS 11,
    /// for the home indicator).
    func isInDeviceFlagBranch(_ number: Int) -> Bool {
        // `anchor(…, heightConstant: 64)`: a height handed to a layout helper by its label (not
        // a frame's `height:`, judged as a frame).
        let labelled = file.isPunctuation(number - 1, ":") && file.isIdentifier(number - 2) && !file.spells(number - 2, "height")
            && file.tokenContainsFolded(number - 2, "height")
        guard file.isOperator(number - 1, "=") || file.isOperator(number - 1, "+") || file.isOperator(number - 1, "+=")
                || file.isOperator(number + 1, "+") || labelled,
              let block = file.enclosingBrackets(of: number, only: "{") else { return false }
        let statement = file.statementStart(containing: number)
        guard statement > block.lowerBound else { return false }
        // `height = …` / `top += …`, or SnapKit's `make.height.equalTo(5 + 34 + 60 * 5)`.
        let targetName: Int
        let valueStart: Int
        if labelled {
            (targetName, valueStart) = (number - 2, number)
        } else if let assignment = (statement..<number).first(where: { file.isOperator($0, "=") || file.isOperator($0, "+=") }),
           file.isIdentifier(assignment - 1) {
            (targetName, valueStart) = (assignment - 1, assignment + 1)
        } else if let call = file.enclosingBrackets(of: number, only: "("), call.lowerBound > statement,
                  file.spells(call.lowerBound - 1, "equalTo"), file.isPunctuation(call.lowerBound - 2, "."), file.isIdentifier(call.lowerBound - 3) {
            (targetName, valueStart) = (call.lowerBound - 3, call.lowerBound + 1)
        } else {
            return false
        }
        let target = FoldedName(file.text(targetName))
        // `if hasNotch { added = 34 }`: the home indicator, whatever the name it is kept in (not
        // a corner's radius or another size of the app's).
        let assignedAlone = file.isOperator(number - 1, "=") && file.expressionEnd(from: number) == number + 1
        let namesOtherSize = (["radius", "corner", "width", "size", "font", "spacing"] as [StaticString]).contains { target.contains($0) }
        let homeIndicator = file.numberValue(number) == 34 && assignedAlone && !namesOtherSize
            && !target.contains("margin") && !target.contains("padding")
        // 88 and 83, the notched phone's own bars, whatever the name (`margin = 88` for the iPhone X).
        let notchedBar = (file.numberValue(number) == 88 || file.numberValue(number) == 83) && assignedAlone && !namesOtherSize
        guard target.equals("constant") || target.contains("height") || target.contains("top") || target.equals("y") || homeIndicator
            || notchedBar
        else { return false }
        // A 50 is a bar height only beside a bar's name; a number past a bar's own height
        // (`STATUS_BAR_HEIGHT + 50`) is a margin below it.
        if file.numberValue(number) == 50 { return false }
        if (valueStart..<file.expressionEnd(from: valueStart)).contains(where: { index in
            file.isIdentifier(index) && (BarHeightContext.isBarHeightName(file.text(index)) || file.spells(index, "safeAreaInsets"))
        }) {
            return false
        }
        var opener = block.lowerBound
        if file.isKeyword(opener - 1, .else), file.isPunctuation(opener - 2, "}"), let body = file.brackets.partner(of: opener - 2) {
            opener = body
        }
        let start = file.statementStart(containing: opener - 1)
        guard file.isKeyword(start, .if) else { return false }
        if namesNotchedDevice(in: start..<opener) { return true }
        // `if device.isOneOf(Device.allFaceIDCapableDevices) { for c in constraints { if c.constant == 20 { c.constant = 44 } } }`:
        // the device told by a branch around the one the value is in.
        if isInsideNotchedDeviceBranch(around: start) { return true }
        // Told by the screen's height, only the notched phone's own bars (88, 83): a screen
        // branch sizes every view of a hand-tuned layout (`cellHeight = tempHeight + 20`).
        if let value = file.numberValue(number), value == 88 || value == 83, comparesScreenWithNotchedPhone(start..<opener) { return true }
        // `if #available(iOS 11.0, *) { let height = 537 + 34 }`: the home indicator added on the
        // release that brought the first phone with one, as if every phone since had it.
        return file.numberValue(number) == 34 && opener == block.lowerBound
            && (start..<opener).contains { index in
                file.spells(index, "iOS") && file.numberValue(index + 1).map { $0.rounded(.down) == 11 } == true
            }
    }

    /// An `if` naming a notched device around `statement`, two blocks out at most.
    private func isInsideNotchedDeviceBranch(around statement: Int) -> Bool {
        var inner = statement
        for _ in 0..<2 {
            guard let block = file.enclosingBrackets(of: inner, only: "{") else { return false }
            let opener = file.statementStart(containing: block.lowerBound - 1)
            if file.isKeyword(opener, .if), namesNotchedDevice(in: opener..<block.lowerBound) { return true }
            inner = opener
        }
        return false
    }

    /// `if height == 812.0` with `let height = UIScreen.main.bounds.size.height`,
    /// `if UIScreen.main.bounds.height >= 812`: the notched phone told by the screen's height in
    /// points (812 the iPhone X's, up to the largest Pro Max's).
    func comparesScreenWithNotchedPhone(_ condition: Range<Int>) -> Bool {
        condition.contains { index in
            guard isComparisonWithNumber(index), let value = file.numberValue(index + 1),
                  Self.notchedPhoneHeights.contains(value) || (value >= 812 && value <= 956 && !file.isOperator(index, "==")),
                  !file.isOperator(index, "<"), !file.isOperator(index, "<=") else { return false }
            let operand = index - 1
            guard file.isIdentifier(operand) else { return false }
            if isContainerHeight(operand) { return true }
            guard !file.isPunctuation(operand - 1, "."), let values = file.bindings.origins(at: operand), values.count == 1 else { return false }
            return values[0].contains { file.spells($0, "height") && file.isPunctuation($0 - 1, ".") && isContainerHeight($0) }
        }
    }

    /// Screen heights in points of phones with a notch or a Dynamic Island.
    static let notchedPhoneHeights: Set<Double> = [812, 844, 852, 874, 896, 926, 932, 956]

    /// A condition that names a notched device (`if isIPhoneX`, `if device.isOneOf([.iPhoneX])`).
    func namesNotchedDevice(in condition: Range<Int>) -> Bool {
        condition.contains { file.isIdentifier($0) && Self.namesNotchedDevice(file.text($0)) }
    }

    /// The device itself (`isX`, `isIPhoneX`, `hasNotch`), not a mode such as `isFullScreenAvailable`:
    /// a statement's branch is a weaker sign than a ternary's value.
    static func namesNotchedDevice(_ name: String) -> Bool {
        let lower = FoldedName(name, droppingUnderscores: true)
        return lower.contains("iphonex") || lower.contains("notch") || lower.contains("bangs") || lower.contains("liuhai")
            || lower.equals("isx") || (lower.contains("faceid") && !lower.contains("interfaceidiom"))  // `allFaceIDCapableDevices`
    }

    /// `isIPhoneX`, `iPhoneX`, `hasNotch`, `isFullScreen`, `isBangs` — never `isIPad`.
    static func namesDeviceFlag(_ name: String) -> Bool {
        let lower = FoldedName(name, droppingUnderscores: true)
        return lower.contains("iphonex") || lower.contains("notch") || lower.contains("fullscreen") || lower.contains("bangs")
            || lower.contains("liuhai") || lower.contains("homeindicator") || lower.equals("isx")
    }
}
