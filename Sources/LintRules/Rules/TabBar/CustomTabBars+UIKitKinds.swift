import SwiftSource

/// What makes a UIKit type a hand-made tab bar: it hides the system bar, is named for one, tells
/// a controller which tab was tapped, or is a controller that swaps its children from a row of
/// buttons or draws its own bar.
extension CustomTabBars {
    /// A `UIViewController` (not a tab bar controller) that adds child view controllers and keeps
    /// the tabs' controllers or the selected index: `viewControllers`, `selectedIndex`, `currentIndex`.
    /// One that pages through them (`UIPageViewControllerDataSource`: onboarding, a photo browser)
    /// is a pager, its buttons "skip" and "next".
    func switchesChildren(inheritance: [String], in bodies: [ClosedRange<Int>]) -> Bool {
        // `addChildViewController(_:)` is the Swift 3 spelling.
        guard inheritance.first == "UIViewController", !inheritance.contains(where: { $0.hasPrefix("UIPageViewController") }),
              (first("addChild", in: bodies, where: { file.isPunctuation($0 + 1, "(") })
                ?? first("addChildViewController", in: bodies, where: { file.isPunctuation($0 + 1, "(") })) != nil
        else { return false }
        return file.outline.variables.contains { variable in
            bodies.contains { $0.contains(variable.nameIndex) } && variable.functionIndex == nil
                && ["viewControllers", "selectedIndex", "currentIndex", "selectedTab", "currentTab"].contains(variable.name)
        }
    }

    /// `private let tabBarView = UIView()` (or a stack view) that the controller adds views to:
    /// the bar it draws instead of a tab bar controller's. Its name and declaration.
    func ownedBarView(in bodies: [ClosedRange<Int>]) -> (name: String, token: Int)? {
        // Named for tabs: a screen's `bottomBar` is as often a toolbar of actions.
        for variable in file.outline.variables where variable.functionIndex == nil
            && (FoldedName(variable.name).contains("tabbar") || FoldedName(variable.name).contains("tabview"))
            && bodies.contains(where: { $0.contains(variable.nameIndex) }) {
            let typeName = variable.typeAnnotation.map { $0.lowerBound } ?? variable.initializer?.lowerBound
            guard let typeName, file.spells(typeName, "UIView") || file.spells(typeName, "UIStackView") else { continue }
            // `@IBOutlet weak var tabbar: UIView!`: laid out, buttons and all, in Interface Builder.
            if isOutlet(variable) {
                return (variable.name, variable.nameIndex)
            }
            let addsViews = first("addSubview", in: bodies) { index in
                file.isPunctuation(index - 1, ".") && file.spells(index - 2, variable.name)
            } ?? first("addArrangedSubview", in: bodies) { index in
                file.isPunctuation(index - 1, ".") && file.spells(index - 2, variable.name)
            }
            if addsViews != nil { return (variable.name, variable.nameIndex) }
        }
        return nil
    }

    /// Named a bottom bar, not a tab bar, and every target action is a different method: a bar
    /// of actions, where tabs share one action that tells them apart (by tag or sender). Or it
    /// holds a slider, a switch, a stepper or a text field: a player's, reader's or editor's
    /// controls, never beside tabs.
    func isActionToolbar(_ type: TypeDeclaration, inheritance: [String], bodies: [ClosedRange<Int>]) -> Bool {
        let names = [type.name] + inheritance.prefix(1)
        guard !names.contains(where: { FoldedName($0).contains("tab") }) else { return false }
        if hasIdentifier("UISlider", in: bodies) || hasIdentifier("UISwitch", in: bodies) || hasIdentifier("UIStepper", in: bodies)
            || hasIdentifier("UITextField", in: bodies) {
            return true
        }
        let actions = selectorActions(in: bodies)
        return actions.count >= 2 && Set(actions).count == actions.count
    }

    /// A `#selector` action named for going back or dismissing (`onPressBackButton`, `goBack`,
    /// `dismissTapped`): tabs never lead back.
    func hasBackAction(in bodies: [ClosedRange<Int>]) -> Bool {
        selectorActions(in: bodies).contains { action in
            CustomTabBars.words(of: action).contains { $0 == "back" || $0 == "dismiss" }
        }
    }

    /// The words of a camel-case or snake-case name, lower-cased: `onPressBackButton` → on, press, back, button.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in name.utf8 {
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if byte == UInt8(ascii: "_") || isUpper {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current = isUpper ? [byte | 0x20] : []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The methods named by the `#selector(…)`s in `bodies`, in order, repeats kept.
    func selectorActions(in bodies: [ClosedRange<Int>]) -> [String] {
        var actions: [String] = []
        for body in bodies {
            for index in body where file.code[index].kind == .pound && file.spells(index, "#selector")
                && file.isPunctuation(index + 1, "(") && file.isIdentifier(index + 2) {
                actions.append(file.text(index + 2))
            }
        }
        return actions
    }

    func isNamedBar(_ type: TypeDeclaration, inheritance: [String]) -> Bool {
        guard let superclass = inheritance.first, !superclass.hasSuffix("Controller"), !type.name.hasSuffix("Controller"),
              !type.name.hasSuffix("VC"), !CustomTabBars.partSuffixes.contains(where: type.name.hasSuffix) else { return false }
        if CustomTabBars.namesTabBar(superclass) { return true }
        return CustomTabBars.namesTabBar(type.name)
    }

    /// A view controller named for a tab bar (`CustomTabbar`, `TabBarContainer`) whose tab
    /// buttons are outlets laid out in Interface Builder: its view is the bar, embedded by the
    /// screen that shows the tabs.
    func isNamedBarController(_ type: TypeDeclaration, inheritance: [String], bodies: [ClosedRange<Int>]) -> Bool {
        guard let superclass = inheritance.first, superclass.hasSuffix("ViewController"), CustomTabBars.namesTabBar(type.name) else {
            return false
        }
        // `@IBOutlet weak var bottomTabBar: UITabBar!`: the controller shows the system bar; its
        // outlet buttons are the screen's.
        let showsSystemBar = file.outline.variables.contains { variable in
            bodies.contains { $0.contains(variable.nameIndex) } && isOutlet(variable)
                && file.isPunctuation(variable.nameIndex + 1, ":") && file.spells(variable.nameIndex + 2, "UITabBar")
        }
        return !showsSystemBar && !outletButtonNames(in: bodies).isEmpty
    }

    /// The calls a view named for no bar hands its buttons' tags to (`TagHandoffs`), if any.
    func tabIndexHandoffs(of type: TypeDeclaration, inheritance: [String]) -> [String]? {
        guard let superclass = inheritance.first, CustomTabBars.viewSuperclasses.contains(superclass), !CustomTabBars.namesTabBar(type.name),
              !CustomTabBars.namesPageStrip(type.name),
              let signatures = file.analysis(TagHandoffs.self)[type.name] else { return nil }
        return signatures
    }

    /// `tabBar.isHidden = true` (or `self.tabBar.hidden = true`): the controller's own bar, not
    /// `tabBarController?.tabBar` hidden by a pushed screen.
    func hidesSystemBar(in bodies: [ClosedRange<Int>]) -> Bool {
        first("tabBar", in: bodies) { index in
            guard !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self), file.isPunctuation(index + 1, ".") else { return false }
            if file.spells(index + 2, "removeFromSuperview") { return true }
            return (file.spells(index + 2, "isHidden") || file.spells(index + 2, "hidden")) && file.isOperator(index + 3, "=")
                && file.isKeyword(index + 4, .true)
        } != nil || hidesBarFoundAmongSubviews(in: bodies)
    }

    /// `for view in tabBar.subviews { view.removeFromSuperview() }`,
    /// `tabBar.subviews.forEach { $0.removeFromSuperview() }`: the system bar's item views gone,
    /// its frame kept for a bar of one's own.
    func emptiesSystemBar(in bodies: [ClosedRange<Int>]) -> Bool {
        guard file.mentions("removeFromSuperview") else { return false }
        return first("tabBar", in: bodies) { index in
            guard file.isPunctuation(index + 1, "."), file.spells(index + 2, "subviews") else { return false }
            let end = min(file.code.count, index + 20)
            return ((index + 3)..<end).contains { file.spells($0, "removeFromSuperview") }
        } != nil
    }

    /// `if view.isKind(of: NSClassFromString("UITabBarButton")!) { view.removeFromSuperview() }` in a
    /// `UITabBar` subclass: the system's tab buttons taken away for item views of its own.
    func removesSystemTabButtons(in bodies: [ClosedRange<Int>]) -> Bool {
        guard file.mentions("removeFromSuperview") else { return false }
        return bodies.contains { body in
            body.contains { index in
                guard file.code[index].kind == .string, file.spells(index, "UITabBarButton") else { return false }
                let end = min(file.code.count, index + 24)
                return ((index + 1)..<end).contains { file.spells($0, "removeFromSuperview") }
            }
        }
    }

    /// `for view in view.subviews where view.isKind(of: UITabBar.self) { view.isHidden = true }`,
    /// or `if view is UITabBar { view.removeFromSuperview() }`: the same bar, found by its class.
    func hidesBarFoundAmongSubviews(in bodies: [ClosedRange<Int>]) -> Bool {
        guard file.mentions("UITabBar") else { return false }
        return first("UITabBar", in: bodies) { index in
            let isClassTest = (file.isPunctuation(index + 1, ".") && file.isKeyword(index + 2, .self) && file.spells(index - 2, "of"))
                || file.isKeyword(index - 1, .is)
            guard isClassTest, let block = file.enclosingBrackets(of: index, only: "{") else { return false }
            // The `if` or `for … where` block the test opens, else the block it is in.
            let opener = ((index + 1)..<min(file.code.count, index + 16)).first { file.isPunctuation($0, "{") }
            let scope = opener.flatMap { open in file.brackets.partner(of: open).map { open...$0 } } ?? block
            return scope.contains { position in
                (file.spells(position, "isHidden") && file.isOperator(position + 1, "=") && file.isKeyword(position + 2, .true))
                    || (file.spells(position, "removeFromSuperview") && file.isPunctuation(position - 1, "."))
            }
        } != nil
    }
}
