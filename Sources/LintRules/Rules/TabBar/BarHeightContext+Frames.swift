import SwiftSource

/// Bar heights given to a frame or a constraint: a bar's own `frame`, `heightAnchor` or SnapKit
/// height, a hand-made bar's row, a top bar framed at the screen's edge — and what is not one:
/// a button's 44-point touch target.
extension BarHeightContext {
    /// Whether the file declares a type named for a tab or navigation bar: `declaresSystemBarType`,
    /// computed once.
    mutating func declaresBarType() -> Bool {
        if let known = declaresSystemBarType { return known }
        let found = file.words.contains { word in
            let keyword = Int(word)
            return (file.isKeyword(keyword, .class) || file.isKeyword(keyword, .struct) || file.isKeyword(keyword, .extension))
                && file.isIdentifier(keyword + 1) && file.tokenContainsFolded(keyword + 1, "bar")
                && BarHeightContext.namesSystemBarType(file.text(keyword + 1))
        }
        declaresSystemBarType = found
        return found
    }

    /// `bar.frame = CGRect(… height: 49)`, `tabBar.frame.size.height = 83`,
    /// `tabBar.heightAnchor.constraint(equalToConstant: 49)`, `make.height.equalTo(83)` on a bar.
    mutating func isBarFrameOrConstraint(_ number: Int) -> Bool {
        // `navBarView.frame = CGRect(…, height: 20 + 44)`: each number of a sum that is a bar
        // frame's whole height is one of the bars it stacks.
        if let open = callOfSummedHeight(around: number), framedReceiverIsBar(call: open) { return true }
        // `height: 49` inside `CGRect(…)` / `CGSize(…)`, Swift 2's `CGRectMake(x, y, width, 49)`: the frame of what?
        if file.isPunctuation(number - 1, ":") && file.spells(number - 2, "height") || isCGRectMakeHeight(number), isWholeArgument(number),
           let call = file.enclosingBrackets(of: number, only: "(") {
            if framedReceiverIsBar(call: call.lowerBound) { return true }
            // 44 points is also the smallest comfortable touch target: a button 44 tall in a
            // hand-made navigation bar is sized for a finger, not for the bar.
            if file.numberValue(number) == 44, framesControl(call: call.lowerBound) { return false }
            if isTopBarFrame(number) || isTopBarAnchor(number) { return true }
            // In a hand-made tab or navigation bar's own view, a frame as tall as a bar (44, 49,
            // 50, 83) is the bar's height, given to the row of items that fills it — not a fixed-size button's
            // (`width: 80, height: 50`), nor in a `UITabBar` subclass, whose item row is 49 tall
            // on every device.
            // In a tab bar controller, a frame 49 or 83 tall (heights no other system bar has) is
            // the tab bar's: a background laid under it, a bar of one's own in its place.
            guard file.spells(call.lowerBound - 1, "CGRect") || file.spells(call.lowerBound - 1, "CGRectMake") || file.spells(call.lowerBound - 1, "init"),
                  let value = file.numberValue(number), [44, 49, 50, 83].contains(value) else { return false }
            // Told from the file's keywords and names before its outline is built.
            let mayBeInBarType = declaresBarType()
            let mayBeInTabBarController = (value == 49 || value == 83) && file.mentions("UITabBarController")
            guard mayBeInBarType || mayBeInTabBarController, let type = file.outline.type(containing: number) else { return false }
            let inBarType = mayBeInBarType && BarHeightContext.namesSystemBarType(type.name) && type.inheritance(in: file).first != "UITabBar"
            let inTabBarController = mayBeInTabBarController && type.inherits("UITabBarController", in: file)
            guard inBarType || inTabBarController else { return false }
            return !(call.lowerBound..<number).contains { file.spells($0, "width") && file.isPunctuation($0 + 1, ":")
                && (file.code[$0 + 2].kind == .integer || file.code[$0 + 2].kind == .float) }
        }
        // `bar.frame.size.height = 83`, `bar.frame.height = 83`
        if file.isOperator(number - 1, "="), file.spells(number - 2, "height") {
            var probe = number - 3
            while file.isPunctuation(probe, "."), file.isIdentifier(probe - 1) {
                if isSystemBar([file.text(probe - 1)]) { return true }
                probe -= 2
            }
            // `if var frame = tabBarController?.tabBar.frame { frame.size.height = 83 }`
            if holdsBarFrame(probe + 1) { return true }
            return isOwnBarHeight(number)
        }
        // `bar.heightAnchor.constraint(equalToConstant: 49)`, `…(equalToConstant: view.safeAreaInsets.bottom + 64)`
        // (The file's names first: finding the enclosing call maps the file's brackets.)
        if file.mentions("heightAnchor"), let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "constraint"),
           file.spells(call.lowerBound + 1, "equalToConstant"), file.isPunctuation(call.lowerBound + 2, ":"),
           file.spells(call.lowerBound - 3, "heightAnchor"),
           file.spells(number - 2, "equalToConstant") || isPlainValue(number, in: (call.lowerBound + 3)..<call.upperBound) {
            // The dot before `heightAnchor`, and before it `bar?` / `bar!`.
            var end = call.lowerBound - 4
            if file.isOperator(end - 1, "?") || file.isOperator(end - 1, "!") { end -= 1 }
            let names = receiverNames(before: end)
            if isSystemBar(names) { return isNavigationBarHeight(number, of: names) || !namesNavigationBarOnly(names) }
            // `heightAnchor.constraint(equalToConstant: 44)` of the bar itself, in a hand-made
            // navigation or tab bar's own type (`MediaNavigationBar`).
            let ownAnchor = !file.isPunctuation(call.lowerBound - 4, ".") || file.isKeyword(call.lowerBound - 5, .self)
            guard ownAnchor, declaresBarType(), let value = file.numberValue(number), [44, 49, 50, 64, 83, 88].contains(value),
                  let type = file.outline.type(containing: number) else { return false }
            return BarHeightContext.namesSystemBarType(type.name) && type.inheritance(in: file).first != "UITabBar"
        }
        // `make.top.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-83)` on a bar: its top
        // pinned a guessed height above a bottom edge.
        // `make.bottom.equalTo(view.safeAreaLayoutGuide.snp.top).offset(44)`: its bottom that far
        // below a top edge. (An offset away from the bar, `make.top.equalTo(backButton.snp.bottom)
        // .offset(20)`, is a margin between two views.)
        let negative = file.isOperator(number - 1, "-") && file.isPunctuation(number - 2, "(")
        if file.isPunctuation(number - 1, "(") || negative,
           let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "offset") || file.spells(call.lowerBound - 1, "inset"),
           call.upperBound == number + 1 {
            let statement = file.statementStart(containing: call.lowerBound)..<call.lowerBound
            let constrainsTop = statement.first(where: { file.spells($0, "top") || file.spells($0, "bottom") }).map { file.spells($0, "top") } ?? false
            let spansEdge = file.spells(call.lowerBound - 1, "inset") || negative == constrainsTop
            if spansEdge, statement.contains(where: { file.spells($0, "top") }),
               statement.contains(where: { file.spells($0, "bottom") || file.spells($0, "snp_bottom") }) {
                if let names = constraintsReceiver(around: number), isSystemBar(names) { return true }
                // A tab bar controller's own view, its top a tab bar's height above the bottom:
                // the bar it draws in place of the system one.
                if let value = file.numberValue(number), value == 49 || value == 83, file.mentions("UITabBarController"),
                   let type = file.outline.type(containing: number), type.inherits("UITabBarController", in: file) {
                    return true
                }
            }
        }
        // `make.height.equalTo(83)` in `bar.snp.makeConstraints { make in … }`
        // `make.height.equalTo(isExpanded ? 44 : 18)`: the bar's height when it shows.
        let open = file.isPunctuation(number - 1, "(") && file.isPunctuation(number + 1, ")") ? number - 1 : ternaryCallOpen(number)
        if let open, file.spells(open - 1, "equalTo") || file.spells(open - 1, "constant"), file.spells(open - 3, "height") {
            guard let (block, dot) = constraintsBlock(around: number) else { return false }
            let names = receiverNames(before: dot)
            if isSystemBar(names) { return isNavigationBarHeight(number, of: names) || !namesNavigationBarOnly(names) }
            if isTopBarBlock(block, dot: dot, height: number) { return true }
            guard file.mentions("UITabBarController") || declaresBarType(), let type = file.outline.type(containing: number) else { return false }
            // In a hand-made tab or navigation bar's own type (`HomeTabBar`, `BookNavigationBar`),
            // its content view's (or its items' stack's) height is the bar's.
            if BarHeightContext.namesSystemBarType(type.name) {
                return names.dropFirst().allSatisfy { name in
                    ["self", "contentView", "containerView", "backgroundView", "bgView"].contains(name) || FoldedName(name).hasSuffix("stackview")
                }
            }
            // A tab bar controller's own view pinned to the bottom of its screen: the bar it draws.
            return type.inherits("UITabBarController", in: file) && block.contains { file.spells($0, "bottom") }
                && block.contains { file.spells($0, "left") || file.spells($0, "leading") }
                && block.contains { file.spells($0, "view") && file.isIdentifier($0) }
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
        // FlexLayout's `flex.addItem(navigationBar).height(44)`, PinLayout's
        // `navigationBar.pin.top().horizontally().height(44)`.
        if let target = chainedLayoutTarget(ofHeight: number) { return isSystemBar([file.text(target)]) }
        return false
    }

    /// `height = 64`, `self.frame.size.height = 44` in a hand-made bar's own type: the bar's
    /// height. A view named for navigation (`ConcernNavigationView`) is a bar when it is as tall
    /// as the status and navigation bars together (64, 88); 44 tall, it may be a title view.
    private mutating func isOwnBarHeight(_ number: Int) -> Bool {
        guard !file.isKeyword(number - 3, .var), !file.isKeyword(number - 3, .let),
              !file.isPunctuation(number - 3, ".") || receiverNames(before: number - 3).allSatisfy({ ["self", "frame", "size", "bounds"].contains($0) }),
              let value = file.numberValue(number), [44, 49, 50, 64, 83, 88].contains(value),
              let type = file.outline.type(containing: number), type.kind == .class,
              type.inheritance(in: file).first != "UITabBar" else { return false }
        if declaresBarType(), BarHeightContext.namesSystemBarType(type.name) { return true }
        return (value == 64 || value == 88) && BarHeightContext.namesNavigationView(FoldedName(type.name))
    }

    /// The view a chained layout call sizes, for the number in `.height(N)`: the item of
    /// FlexLayout's `addItem(view)`, or the root of `view.pin…` / `view.flex…`.
    private func chainedLayoutTarget(ofHeight number: Int) -> Int? {
        guard file.isPunctuation(number - 1, "("), file.isPunctuation(number + 1, ")"), file.spells(number - 2, "height"),
              file.isPunctuation(number - 3, "."), file.mentions("pin") || file.mentions("addItem") else { return nil }
        var probe = number - 4
        for _ in 0..<24 {
            if file.isPunctuation(probe, ")"), let open = file.brackets.partner(of: probe) {
                if file.spells(open - 1, "addItem") {
                    return open + 2 == probe && file.isIdentifier(open + 1) ? open + 1 : nil
                }
                probe = open - 1
            }
            guard file.isIdentifier(probe) else { return nil }
            guard file.isPunctuation(probe - 1, ".") else {
                // The chain's root: `view.pin`, `view.flex`.
                return file.spells(probe + 2, "pin") || file.spells(probe + 2, "flex") ? probe : nil
            }
            if file.isKeyword(probe - 2, .self) { return file.spells(probe + 2, "pin") || file.spells(probe + 2, "flex") ? probe : nil }
            probe -= 2
        }
        return nil
    }

    /// Cartography's `tabBar.height == 49` in `constrain(tabBar) { tabBar in … }`: the `==` makes a
    /// constraint there, not a comparison.
    func isCartographyBarHeight(_ number: Int) -> Bool {
        guard file.isOperator(number - 1, "=="), file.spells(number - 2, "height"), file.isPunctuation(number - 3, "."),
              file.isIdentifier(number - 4), file.mentions("constrain"), isSystemBar([file.text(number - 4)]),
              let block = file.enclosingBrackets(of: number, only: "{"), file.isPunctuation(block.lowerBound - 1, ")"),
              let call = file.brackets.partner(of: block.lowerBound - 1) else { return false }
        return file.spells(call - 1, "constrain")
    }

    /// The `{ make in … }` of a `makeConstraints` / `remakeConstraints` around `index`, or of
    /// SnapKit 0.x's `snp_makeConstraints(closure: { … })`, and the `.` before the call.
    func constraintsBlock(around index: Int) -> (block: ClosedRange<Int>, dot: Int)? {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            if namesConstraintsMaker(block.lowerBound - 1) { return (block, block.lowerBound - 2) }
            // `navView.snp.makeConstraints({ (make) in … })`: the closure as the argument.
            if file.isPunctuation(block.lowerBound - 1, "("), file.brackets.partner(of: block.lowerBound - 1) == block.upperBound + 1,
               namesConstraintsMaker(block.lowerBound - 2) {
                return (block, block.lowerBound - 3)
            }
            if file.isPunctuation(block.lowerBound - 1, ":"), file.spells(block.lowerBound - 2, "closure"),
               file.isPunctuation(block.lowerBound - 3, "("),
               (["snp_makeConstraints", "snp_remakeConstraints", "snp_updateConstraints"] as [StaticString]).contains(where: { file.spells(block.lowerBound - 4, $0) }) {
                return (block, block.lowerBound - 5)
            }
            probe = block.lowerBound
        }
        return nil
    }

    /// SnapKit's `makeConstraints`, `remakeConstraints` or `updateConstraints` at `index`.
    private func namesConstraintsMaker(_ index: Int) -> Bool {
        file.spells(index, "makeConstraints") || file.spells(index, "remakeConstraints") || file.spells(index, "updateConstraints")
    }

    /// What a constraints block around `index` constrains: `tabBarView.snp.makeConstraints` → `["snp", "tabBarView"]`.
    func constraintsReceiver(around index: Int) -> [String]? {
        constraintsBlock(around: index).map { receiverNames(before: $0.dot) }
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
    func isSystemBar(_ names: [String]) -> Bool {
        names.contains { name in
            guard BarHeightContext.isBarName(name) else { return false }
            let folded = FoldedName(name)
            // A toolbar, a `reviewButtonBar` or an `actionBar` holds the app's own actions; a
            // `menuBar`, `segmentBar`, `categoryBar` or `progressBar` is a control of the app's own.
            let ownActions = folded.contains("toolbar") || folded.hasSuffix("buttonbar") || folded.hasSuffix("actionbar")
                || folded.hasSuffix("buttonbarview") || folded.hasSuffix("actionbarview")
            let ownControlWords: [StaticString] = ["menubar", "segment", "categorybar", "filterbar", "progressbar", "selectorbar"]
            let ownControl = ownControlWords.contains { folded.contains($0) }
            return (!ownActions && !ownControl) || folded.contains("tab") || folded.contains("nav")
        }
    }

    /// A type named for a tab or navigation bar: `HomeTabBar`, `BookNavigationBar`, `CustomNavBar`.
    static func namesSystemBarType(_ name: String) -> Bool {
        namesBarType(name, words: ["tabbar", "navbar", "navigationbar", "navibar"])
    }

    /// A type whose name holds one of `words`, and is not a bar's controller, item or button.
    static func namesBarType(_ name: String, words: [StaticString]) -> Bool {
        let folded = FoldedName(name)
        return words.contains { folded.contains($0) } && !folded.contains("controller") && !folded.contains("item") && !folded.contains("button")
    }

    /// For a `(`: whether it opens `CGRect(…)` or `CGRect.init(…)`.
    func opensRect(_ open: Int) -> Bool {
        file.spells(open - 1, "CGRect") || file.spells(open - 1, "init") && file.isPunctuation(open - 2, ".") && file.spells(open - 3, "CGRect")
    }

    func framedReceiverIsBar(call open: Int) -> Bool {
        guard file.spells(open - 1, "CGRect") || file.spells(open - 1, "CGSize") || file.spells(open - 1, "CGRectMake")
                || file.spells(open - 1, "init") else { return false }
        var start = open - 1
        if file.isPunctuation(start - 1, ":"), file.spells(start - 2, "frame"),
           let outer = file.enclosingBrackets(of: start, only: "("), file.isIdentifier(outer.lowerBound - 1) {
            let type = file.text(outer.lowerBound - 1)
            if isSystemBar([type]) || Self.namesTabView(type) { return true }
            start = outer.lowerBound - 1
        }
        // `static let tabBar: CGSize = .init(width: 0, height: 88)`: a constant of the bar's size,
        // named before its type (not `tabBarCircle`, a part of it).
        if file.spells(start, "init"), file.isPunctuation(start - 1, "."), file.isOperator(start - 2, "=") { start -= 1 }
        guard file.isOperator(start - 1, "=") else { return false }
        if file.isIdentifier(start - 2), file.isPunctuation(start - 3, ":"), file.isIdentifier(start - 4),
           file.isKeyword(start - 5, .let) || file.isKeyword(start - 5, .var) {
            let name = file.text(start - 4)
            return FoldedName(name).hasSuffix("bar") && isSystemBar([name])
        }
        var names = receiverNames(before: start - 1)
        if names.first == "frame" || names.first == "size" { names.removeFirst() }
        if isSystemBar(names) { return true }
        guard let first = names.first else { return false }
        return Self.namesTabView(first)
    }

    /// `CustomTabView`, `customTabView`: a UIKit view framed as the app's tab bar (a SwiftUI
    /// `TabView` is never given a frame).
    static func namesTabView(_ name: String) -> Bool {
        // Asked of every framed view's name: the bytes rule out nearly all before any folding.
        var bytes = name
        guard bytes.withUTF8({ ByteSearch.containsAny($0, tabViewSpellings) }) else { return false }
        return FoldedName(name).contains("tabview") && CustomTabBars.namesTabBar(name)
    }

    private static let tabViewSpellings = [ByteSearch.Needle("abView"), ByteSearch.Needle("abview"), ByteSearch.Needle("ABVIEW")]

    /// The `(` of the `CGRect(…)` whose `height:` is a sum of numbers holding `number` (`20 + 44`).
    private func callOfSummedHeight(around number: Int) -> Int? {
        let sum = literalSum(around: number)
        guard sum.count > 1, file.isPunctuation(sum.lowerBound - 1, ":"), file.spells(sum.lowerBound - 2, "height"),
              isWholeArgument(sum.upperBound) else { return nil }
        return file.enclosingBrackets(of: number, only: "(")?.lowerBound
    }

    /// Swift 2's `CGRectMake(x, y, width, height)`: whether `number` is the fourth argument.
    func isCGRectMakeHeight(_ number: Int) -> Bool {
        guard file.isPunctuation(number + 1, ")"), file.isPunctuation(number - 1, ","), file.mentions("CGRectMake"), let call = file.enclosingBrackets(of: number, only: "("),
              file.spells(call.lowerBound - 1, "CGRectMake") else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        return arguments.count == 4 && arguments[3] == number..<(number + 1)
    }

    /// `y: screenHeight - 50` in `CustomTabView(frame: CGRect(…))`, `tabBar.frame = CGRectMake(0, h - 50, w, 50)`:
    /// a sum inside the frame of a bar.
    func isInBarFrame(_ number: Int) -> Bool {
        guard let call = file.enclosingBrackets(of: number, only: "(") else { return false }
        return framedReceiverIsBar(call: call.lowerBound)
    }

    /// `customNavigationBar`: a receiver chain that names a navigation bar and no other bar.
    func namesNavigationBarOnly(_ names: [String]) -> Bool {
        names.contains { FoldedName($0).contains("nav") }
            && !names.contains { FoldedName($0).contains("tab") || FoldedName($0).contains("status") }
    }

    /// A number a navigation bar of one's own copies from the system's: 44 (50 on an iPad), or 64
    /// and 88 with the status bar. A navigation bar 54 tall is the app's design, not a status
    /// bar's or a tab bar's height.
    /// A height a navigation bar has: 44 (64, 88 with the status bar) on an iPhone; 50 on an
    /// iPad is the system bar's (`navigationController?.navigationBar`) — a bar of the app's own
    /// 50 tall (`customNavBar`, `movieNavigationBar`) is its design, as 54 would be.
    func isNavigationBarHeight(_ number: Int, of names: [String]) -> Bool {
        guard let value = file.numberValue(number) else { return false }
        if value == 50 { return names.contains("navigationController") }
        return ![20, 21, 34, 47, 48, 49, 54, 59, 83].contains(value)
    }

    /// `equalTo(flag ? 44 : 18)`: the `(` of the call whose whole argument is a ternary with
    /// `number` as its first value.
    func ternaryCallOpen(_ number: Int) -> Int? {
        guard let before = tokenBeforeTernary(firstValue: number), file.isPunctuation(before, "("),
              file.isPunctuation(number + 3, ")") else { return nil }
        return before
    }

    /// `flag ? 44 : 18` with `number` its first value and one name its condition: the token just
    /// before the condition (a call's `(`, a label's `:`), when a token follows the second value.
    func tokenBeforeTernary(firstValue number: Int) -> Int? {
        guard file.isOperator(number - 1, "?"), file.isPunctuation(number + 1, ":"), file.isIdentifier(number - 2),
              file.code.indices.contains(number + 3) else { return nil }
        return number - 3
    }

    /// For the `(` of a `CGRect(…)`: whether it is a button's or a label's frame —
    /// `UIButton(frame: CGRect(…))`, `UIButton.init(frame: CGRect.init(…))`,
    /// `backButton.frame = CGRect(…)`.
    func framesControl(call open: Int) -> Bool {
        var start = open - 1
        if file.spells(start, "init"), file.isPunctuation(start - 1, "."), file.spells(start - 2, "CGRect") { start -= 2 }
        var names: [String] = []
        if file.isPunctuation(start - 1, ":"), file.spells(start - 2, "frame"), let outer = file.enclosingBrackets(of: start, only: "(") {
            var callee = outer.lowerBound - 1
            if file.spells(callee, "init"), file.isPunctuation(callee - 1, ".") { callee -= 2 }
            if file.isIdentifier(callee) { names.append(file.text(callee)) }
        } else if file.isOperator(start - 1, "=") {
            names = receiverNames(before: start - 1)
            if names.first == "frame" { names.removeFirst() }
            names = Array(names.prefix(1))
        }
        return names.contains { name in
            let folded = FoldedName(name)
            return folded.hasSuffix("button") || folded.hasSuffix("btn") || folded.hasSuffix("label")
        }
    }
}
