import SwiftSource

/// Why a number at some place is a bar height, and what to suggest there.
struct BarHeightContext {
    enum Kind {
        case arithmetic, barFrame, fallback, namedConstant(String), deviceGuess, deviceSniffing, edgeOffset, commented
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
            case .commented:
                "\(number) is a system bar's height, as its comment says; it differs by device"
            }
        }
    }

    let file: SourceFile
    /// The numbers taken for bar heights (the rule's `heights` option).
    let heights: HeightSet
    /// The variables with bar-height names, found on first need. Most files have none, and
    /// `mayDeclareBarHeightName` tells so without building the outline.
    private var barHeightVariables: [VariableDeclaration]?
    /// Whether the file declares a type named for a tab or navigation bar, found on first need
    /// from its keywords (most files declare none, and need no outline to say so).
    var declaresSystemBarType: Bool?
    /// Per type (by outline index), the heights of the strips and entry bars it lays out itself.
    var ownComponentHeights: [Int: Set<Double>] = [:]

    init(file: SourceFile, heights: HeightSet) {
        self.file = file
        self.heights = heights
    }

    mutating func context(of number: Int) -> Found? {
        if isDeviceSniffing(number) || isSafeAreaTermCompared(number) {
            return Found(kind: .deviceSniffing, suggestion: "Read the value you need (`safeAreaInsets`, `statusBarManager?.statusBarFrame`) instead of inferring the device.")
        }
        if isCartographyBarHeight(number) {
            return Found(kind: .barFrame, suggestion: "Let the bar size itself and read `tabBar.frame.height`; pin custom bars to `safeAreaLayoutGuide`.")
        }
        if isInsideComparisonOrScaling(number) { return nil }
        if barHeightVariables == nil {
            barHeightVariables = BarHeightContext.mayDeclareBarHeightName(file)
                ? file.outline.variables.filter {
                    BarHeightContext.isBarHeightName($0.name) || ($0.isLet && BarHeightContext.isBareBarConstantName($0.name))
                } : []
        }
        if let name = constantName(for: number), !isOwnControlsGenericHeight(name, at: number), !isOtherSidesHeight(number, name: name) {
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
        if isFrameOriginBelowBars(number) || isStackedOriginBelowBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Pin the view to `view.safeAreaLayoutGuide.topAnchor`, or place it at `view.safeAreaInsets.top`.")
        }
        if isOriginShiftedPastBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Convert the frame into the view's coordinates instead: `view.convert(frame, from: nil)`.")
        }
        if isContentOffsetPastBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Scroll to the top by the adjusted inset: `setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: true)`.")
        }
        if isEdgeOffsetPastBars(number) || isTopBelowStatusBarInBar(number) || isTopConstantSumPastBars(number) {
            return Found(kind: .edgeOffset, suggestion: "Pin the edge to the safe area instead: `make.top.equalTo(view.safeAreaLayoutGuide)`, `topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)`.")
        }
        if isLayoutArithmetic(number) {
            return Found(kind: .arithmetic, suggestion: "Use `view.safeAreaLayoutGuide` or `view.safeAreaInsets`, or the measured `tabBar.frame.height`.")
        }
        if isFallbackThroughName(number) || isReturnedFallback(number) || isReturnedFallbackThroughLocal(number) || isZeroInsetReplaced(number) {
            return Found(kind: .fallback, suggestion: "Use `?? 0` (no window, no inset), or read the inset once there is a window.")
        }
        if isDeviceFlagGuess(number) {
            return Found(kind: .deviceGuess, suggestion: "Read the inset instead of guessing the device: `view.safeAreaInsets`, `window.safeAreaInsets`.")
        }
        if let name = barHeightFunctionReturning(number), !isOwnControlsGenericHeight(name, at: number) {
            return Found(kind: .namedConstant(name), suggestion: suggestion(forName: name))
        }
        if isSwiftUIBarModifier(number) || isOwnHeightOfBarType(number) {
            return Found(kind: .barFrame, suggestion: "Let the bar size itself and read `tabBar.frame.height`; pin custom bars to `safeAreaLayoutGuide`.")
        }
        if isNamedBarByComment(number) {
            return Found(kind: .commented, suggestion: "Pin to `safeAreaLayoutGuide`, or read the measured value (`view.safeAreaInsets`, `tabBar.frame.height`) instead of one device's.")
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
            // `let navHeight: CGFloat = { … return 64 … }()`: a closure run once for the value.
            if let initializer = variable.initializer, initializer.contains(number), file.isPunctuation(initializer.lowerBound, "{"),
               file.isKeyword(number - 1, .return), file.expressionEnd(from: number) == number + 1 {
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

    /// `func getNavBarHeight() -> CGFloat { switch … { case 2436: return 88 … return 64 } }`: a
    /// function or a getter named for a bar height returns one (not a closure's `return` inside it).
    private func barHeightFunctionReturning(_ number: Int) -> String? {
        if let name = safeAreaTupleFunctionReturning(number) { return name }
        guard file.isKeyword(number - 1, .return), file.expressionEnd(from: number) == number + 1 else { return nil }
        let owner = file.bindings.owningBody(of: number)
        if let property = file.outline.computedProperty(containing: number), let accessors = property.accessors,
           BarHeightContext.isBarHeightName(property.name), let owner,
           owner == accessors.lowerBound || file.spells(owner - 1, "get") && file.enclosingBrackets(of: owner, only: "{")?.lowerBound == accessors.lowerBound {
            return property.name
        }
        guard let function = file.outline.function(containing: number), function.kind == .function,
              BarHeightContext.isBarHeightName(function.name), let body = function.body,
              owner == body.lowerBound else { return nil }
        return function.name
    }

    /// `func safeArea() -> (top: CGFloat, bottom: CGFloat) { switch Size.type { case .notch:
    /// return (44, 34) … } }`: insets guessed per device, each number in its labelled place (a
    /// status bar's height at `top`, the home indicator's at `bottom`).
    private func safeAreaTupleFunctionReturning(_ number: Int) -> String? {
        guard file.isPunctuation(number - 1, "(") || file.isPunctuation(number - 1, ","),
              file.isPunctuation(number + 1, ",") || file.isPunctuation(number + 1, ")"),
              file.mentions("top"), file.mentions("bottom"),
              let tuple = file.enclosingBrackets(of: number, only: "("), file.isKeyword(tuple.lowerBound - 1, .return),
              let function = file.outline.function(containing: number), function.kind == .function,
              FoldedName(function.name, droppingUnderscores: true).contains("safearea"),
              let returnType = function.returnType, file.isPunctuation(returnType.lowerBound, "("),
              let value = file.numberValue(number) else { return nil }
        // The element's position, and the label at that position in the return type.
        let position = ((tuple.lowerBound + 1)..<number).filter { index in
            file.isPunctuation(index, ",") && file.enclosingBrackets(of: index, only: "(")?.lowerBound == tuple.lowerBound
        }.count
        let labels = (returnType.lowerBound..<returnType.upperBound).filter { index in
            file.isIdentifier(index) && file.isPunctuation(index + 1, ":")
        }
        guard position < labels.count else { return nil }
        if file.spells(labels[position], "top") { return [20, 44, 47, 48, 50, 54, 59].contains(value) ? function.name : nil }
        if file.spells(labels[position], "bottom") { return [21, 34].contains(value) ? function.name : nil }
        return nil
    }

    /// `static let barHeight: CGFloat = 44` in `CourseSearchBar.Appearance`, `self.tabHeight = 44`
    /// in a pager: a name that says no bar of its own, in a type (or one it is nested in) that is
    /// the app's own control, or inherits from one.
    /// `BOTTOM_BAR_HEIGHT = 20`: a bottom bar named with the status bar's height is no system bar
    /// of the bottom edge (none is 20 tall) — the app's own strip.
    private func isOtherSidesHeight(_ number: Int, name: String) -> Bool {
        file.numberValue(number) == 20 && isBottomSide(name) && !isTopSide(name)
    }

    private func isOwnControlsGenericHeight(_ name: String, at number: Int) -> Bool {
        guard BarHeightContext.isGenericBarHeightName(name) else { return false }
        var typeIndex = file.outline.typeIndex(containing: number)
        while let index = typeIndex {
            let type = file.outline.types[index]
            if BarHeightContext.isOwnControlTypeName(type.name) || type.inheritance(in: file).contains(where: BarHeightContext.isOwnControlTypeName) {
                return true
            }
            typeIndex = type.parent
        }
        return false
    }

    /// The number is the value, or an operand of `+`, `-`, `? :`, parentheses, or `CGFloat(…)` in it.
    func isPlainValue(_ number: Int, in range: Range<Int>) -> Bool {
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
        } || isMeasuredBarFallback(number) || isFallbackGivenBarName(number, statement: start)
    }

    /// `statusBarHeight = (navigationBar.frame.minY ?? 20)`: whatever is measured, the guess is
    /// given to a bar height's name.
    private func isFallbackGivenBarName(_ number: Int, statement start: Int) -> Bool {
        guard let assignment = (start..<(number - 1)).first(where: { file.isOperator($0, "=") }) else { return false }
        var name = assignment - 1
        // `let statusBarHeight: CGFloat = …`
        if file.isIdentifier(name), file.isPunctuation(name - 1, ":"), file.isIdentifier(name - 2) { name -= 2 }
        return file.isIdentifier(name) && BarHeightContext.isBarHeightName(file.text(name))
    }

    /// `tabBarController?.tabBar.bounds.height ?? 49`: the bar measured, and its height guessed
    /// when there is none to measure.
    private func isMeasuredBarFallback(_ number: Int) -> Bool {
        let height = number - 2
        guard file.spells(height, "height"), file.isPunctuation(height - 1, "."), let value = file.numberValue(number),
              [44, 49, 64, 83, 88].contains(value) else { return false }
        var probe = height - 2
        var steps = 0
        while probe > 0, steps < 8, file.isIdentifier(probe) || file.isPunctuation(probe, ".") || file.isOperator(probe, "?") {
            if file.isIdentifier(probe), BarHeightContext.isBarName(file.text(probe)) { return true }
            probe -= 1
            steps += 1
        }
        return false
    }

    /// The chain that ends just before `end`: `self.tabBar.frame` → `["frame", "tabBar", "self"]`;
    /// `let bar =` → `["bar"]`.
    func receiverNames(before end: Int) -> [String] {
        var names: [String] = []
        var probe = end - 1
        while probe >= 0 {
            if file.isIdentifier(probe) || file.isKeyword(probe, .self) {
                names.append(file.text(probe))
                guard file.isPunctuation(probe - 1, ".") else { break }
                probe -= 2
            } else if file.code[probe].kind == .operator, file.isPostfix(probe) {
                probe -= 1
            } else if file.isPunctuation(probe, ")"), file.isPunctuation(probe - 1, "("),
                      file.spells(probe - 2, "mainScreen") || file.spells(probe - 2, "sharedApplication") {
                probe -= 2  // Swift 2's `UIScreen.mainScreen().bounds`: the singleton's call is its name.
            } else if file.isPunctuation(probe, ":") {
                probe -= 1  // `let bar: UIView =`: skip the type annotation's colon
                while probe >= 0, !file.isKeyword(probe, .let), !file.isKeyword(probe, .var), !file.isIdentifier(probe) { probe -= 1 }
            } else {
                break
            }
        }
        return names
    }

    /// `tableView(_:heightForRowAt:)`, `collectionView(_:layout:sizeForItemAt:)`: a row's or a
    /// cell's height, whatever else the method reads — but not a footer of `isIPhoneX ? 34 : 0`,
    /// the home indicator's room under the last row, guessed from the device.
    func isInRowSizing(_ number: Int, of context: Found) -> Bool {
        let labels = BarHeightContext.rowSizingLabels
        guard labels.contains(where: { file.mentions($0) }), let function = file.outline.function(containing: number) else { return false }
        let signature = function.nameIndex..<(function.body?.lowerBound ?? function.nameIndex)
        guard let label = signature.first(where: { index in file.isIdentifier(index) && labels.contains { file.spells(index, $0) } }) else {
            return false
        }
        if case .deviceGuess = context.kind, file.numberValue(number) == 34, file.spells(label, "heightForFooterInSection") { return false }
        // `Screen_Height - 64 - 49`: a row as tall as the screen between the bars, guessed.
        if case .arithmetic = context.kind, takesFromScreenHeight(number) { return false }
        return true
    }

    /// The number is taken off the screen's height: `kScreenHeight - 64`, `UIScreen.main.bounds.height - 49`.
    private func takesFromScreenHeight(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "-"), file.isBinaryOperator(number - 1), let sum = additiveRange(around: number...number) else { return false }
        return sum.contains { index in
            guard file.isIdentifier(index), index < number else { return false }
            if file.spells(index, "height"), file.isPunctuation(index - 1, ".") {
                return receiverNames(before: index - 1).contains { $0 == "UIScreen" || $0 == "screen" }
            }
            let folded = FoldedName(file.text(index))
            return folded.contains("screen") && !folded.contains("safe") && !BarHeightContext.isBarHeightName(file.text(index))
        }
    }

    private static let rowSizingLabels: [StaticString] = [
        "heightForRowAt", "estimatedHeightForRowAt", "heightForHeaderInSection", "heightForFooterInSection", "sizeForItemAt",
    ]

    /// Comparisons (`top > 20`) detect devices; factors (`* 44`, `/ 20`) scale.
    private func isInsideComparisonOrScaling(_ number: Int) -> Bool {
        // Compared by bytes: this is asked of every bar-sized number.
        func comparesOrScales(_ neighbour: Int) -> Bool {
            guard file.code.indices.contains(neighbour), file.code[neighbour].kind == .operator else { return false }
            return file.spells(neighbour, "*") || file.spells(neighbour, "/") || file.spells(neighbour, "%") || file.spells(neighbour, ">")
                || file.spells(neighbour, "<") || file.spells(neighbour, ">=") || file.spells(neighbour, "<=")
                || file.spells(neighbour, "==") || file.spells(neighbour, "!=")
        }
        return comparesOrScales(number - 1) || comparesOrScales(number + 1)
    }

    /// `let hasHomeIndicator = proxy.safeAreaInsets.bottom - 88 > 20`: a bar's height taken off an
    /// inset to tell the device by the rest (`-` binds tighter than `>`).
    private func isSafeAreaTermCompared(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "-") || file.isOperator(number - 1, "+"), file.isPunctuation(number - 3, "."),
              file.spells(number - 2, "bottom") || file.spells(number - 2, "top"),
              file.isOperator(number + 1, ">") || file.isOperator(number + 1, "<") || file.isOperator(number + 1, ">=")
                || file.isOperator(number + 1, "<=") else { return false }
        return namesSafeAreaInsets(number - 4)
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
