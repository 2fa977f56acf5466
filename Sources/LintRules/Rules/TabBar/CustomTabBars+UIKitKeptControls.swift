import ProjectModel
import SwiftSource

/// UIKit tab controls a bar keeps rather than makes: outlets and outlet collections laid out in
/// Interface Builder, a storyboard bar over a tab bar controller, arrays of buttons handed in
/// (of a control class of this file, or of an item type of another).
extension CustomTabBars {
    /// `@IBOutlet weak var …`: laid out in Interface Builder.
    func isOutlet(_ variable: VariableDeclaration) -> Bool {
        (variable.declarationStart..<variable.keywordIndex).contains { file.spells($0, "IBOutlet") }
    }

    /// `var buttons: [UIButton] = []` of a bar that gives them images, titles or actions: its
    /// name token.
    /// The body of `AnimatedTabBarItem` for `var tabBarItems = [AnimatedTabBarItem]()`.
    func arrayElementTypeBody(of property: Int, controlTypes: [String: ClosedRange<Int>]) -> ClosedRange<Int>? {
        guard let variable = file.outline.variables.first(where: { $0.nameIndex == property }),
              let declared = variable.typeAnnotation ?? variable.initializer,
              file.isPunctuation(declared.lowerBound, "["), file.isIdentifier(declared.lowerBound + 1) else { return nil }
        return controlTypes[file.text(declared.lowerBound + 1)]
    }

    /// `var buttons = [UIButton]()`, or an array of a control class of this file
    /// (`var tabBarItems = [AnimatedTabBarItem]()`) that the bar lays out.
    func buttonArrayProperty(in bodies: [ClosedRange<Int>], controlTypes: [String: ClosedRange<Int>]) -> Int? {
        let configures = first("setImage", in: bodies) != nil || first("setTitle", in: bodies) != nil || first("addTarget", in: bodies) != nil
        let lays = first("addArrangedSubview", in: bodies) != nil || first("addSubview", in: bodies) != nil
        guard configures || (lays && !controlTypes.isEmpty) else { return nil }
        return file.outline.variables.first { variable in
            guard variable.functionIndex == nil, bodies.contains(where: { $0.contains(variable.nameIndex) }) else { return false }
            let declared = variable.typeAnnotation ?? variable.initializer
            guard let declared, declared.count <= 5 else { return false }
            let text = file.normalizedText(declared)
            if text == "[UIButton]" || text == "[UIButton]()" { return configures }
            guard file.isPunctuation(declared.lowerBound, "["), file.isIdentifier(declared.lowerBound + 1),
                  file.isPunctuation(declared.lowerBound + 2, "]") else { return false }
            return controlTypes[file.text(declared.lowerBound + 1)] != nil
        }?.nameIndex
    }

    /// `var tabBarItems: [JSTabBarItem] = []`: an array of a button or item type this file does
    /// not declare, whose elements the bar wires to its own action (`addTarget`).
    func foreignItemArray(in bodies: [ClosedRange<Int>], controlTypes: [String: ClosedRange<Int>]) -> (name: Int, type: String)? {
        guard first("addTarget", in: bodies) != nil else { return nil }
        for variable in file.outline.variables where variable.functionIndex == nil && bodies.contains(where: { $0.contains(variable.nameIndex) }) {
            guard let declared = variable.typeAnnotation ?? variable.initializer, declared.count <= 5,
                  file.isPunctuation(declared.lowerBound, "["), file.isIdentifier(declared.lowerBound + 1),
                  file.isPunctuation(declared.lowerBound + 2, "]") else { continue }
            let type = file.text(declared.lowerBound + 1)
            guard !type.hasPrefix("UI"), controlTypes[type] == nil, !file.outline.types.contains(where: { $0.name == type }),
                  CustomTabBars.namesButton(type) || type.hasSuffix("Item") else { continue }
            return (variable.nameIndex, type)
        }
        return nil
    }

    /// `@IBOutlet weak var button0: UIButton!` (two or more): the name tokens of a bar view's
    /// buttons laid out in Interface Builder.
    func outletButtonNames(in bodies: [ClosedRange<Int>]) -> [Int] {
        // `UIButton!`, or a project's item class laid out in Interface Builder (`MainTabBarItem!`,
        // `TabButton!`), two or more of the same type.
        var outletsByType: [String: [Int]] = [:]
        for variable in file.outline.variables where bodies.contains(where: { $0.contains(variable.nameIndex) })
            && file.isPunctuation(variable.nameIndex + 1, ":") && file.isIdentifier(variable.nameIndex + 2) && isOutlet(variable) {
            let type = file.text(variable.nameIndex + 2)
            guard type == "UIButton" || (!type.hasPrefix("UI") && (CustomTabBars.namesButton(type) || type.hasSuffix("Item"))) else { continue }
            outletsByType[type, default: []].append(variable.nameIndex)
        }
        if let buttons = outletsByType["UIButton"], buttons.count >= 2 { return buttons }
        if let items = outletsByType.values.filter({ $0.count >= 2 }).max(by: { $0.count < $1.count || ($0.count == $1.count && $0[0] > $1[0]) }) {
            return items
        }
        // `@IBOutlet var buttons: [UIButton]!`: an outlet collection, one button per tab.
        let collection = file.outline.variables.first { variable in
            bodies.contains { $0.contains(variable.nameIndex) } && file.isPunctuation(variable.nameIndex + 1, ":")
                && file.isPunctuation(variable.nameIndex + 2, "[") && file.isIdentifier(variable.nameIndex + 3)
                && (file.spells(variable.nameIndex + 3, "UIButton") || CustomTabBars.namesButton(file.text(variable.nameIndex + 3)))
                && isOutlet(variable)
        }
        if let collection { return [collection.nameIndex] }
        // `@IBAction func buttonPressed(_ sender: UIButton)` reading `sender.tag`: the tab buttons
        // are laid out in Interface Builder, each wired to the one action, the tag telling the tab.
        let action = file.outline.functions.first { function in
            guard function.kind == .function, bodies.contains(where: { $0.contains(function.keywordIndex) }), let body = function.body,
                  (function.declarationStart..<function.keywordIndex).contains(where: { file.spells($0, "IBAction") }) else { return false }
            let parameters = file.outline.parameters(of: function)
            guard parameters.count == 1, let parameter = parameters.first, file.spells(parameter.type.lowerBound, "UIButton") else { return false }
            let sender = parameter.name(in: file)
            return body.contains { file.spells($0, "tag") && file.isPunctuation($0 - 1, ".") && file.spells($0 - 2, sender) }
        }
        return action.map { [$0.nameIndex] } ?? []
    }

    /// A bar laid out in a storyboard over the controller's own: `@IBOutlet var customTabBarView:
    /// UIView!` added to `view`, and two or more `@IBOutlet … : UIButton!`. The buttons' name
    /// tokens, and the bar's. Where the code hides the system bar, any outlet view it adds is the
    /// bar; where it keeps it, the controller must select tabs somewhere, or the buttons are
    /// something else laid over the screen.
    func storyboardBar(in bodies: [ClosedRange<Int>], hidesSystemBar: Bool) -> (buttons: [Int], bar: (name: String, token: Int))? {
        let outlets = file.outline.variables.filter { variable in
            bodies.contains { $0.contains(variable.nameIndex) }
                && isOutlet(variable)
        }
        let buttons = outlets.filter { file.isPunctuation($0.nameIndex + 1, ":") && file.spells($0.nameIndex + 2, "UIButton") }
        // Buttons with no outlets, wired only to an action that selects a tab: the bar is known
        // by its name (`customTabBarView`) and the action stands for its buttons.
        let actions = buttons.count >= 2 ? [] : tabSelectingActions(in: bodies)
        guard buttons.count >= 2 || !actions.isEmpty else { return nil }
        guard hidesSystemBar || !actions.isEmpty || first("selectedIndex", in: bodies, where: { file.isOperator($0 + 1, "=") }) != nil
            || first("selectedViewController", in: bodies, where: { file.isOperator($0 + 1, "=") }) != nil else { return nil }
        for view in outlets where file.isPunctuation(view.nameIndex + 1, ":") && file.spells(view.nameIndex + 2, "UIView")
            && (buttons.count >= 2 || hidesSystemBar || FoldedName(view.name).contains("tabbar")) {
            let added = first("addSubview", in: bodies) {
                file.isPunctuation($0 + 1, "(") && (file.spells($0 + 2, view.name) || (file.isKeyword($0 + 2, .self) && file.spells($0 + 4, view.name)))
            }
            if added != nil { return (buttons.count >= 2 ? buttons.map(\.nameIndex) : actions, (view.name, view.nameIndex)) }
        }
        return nil
    }

    /// `@IBAction func changeTab(_ sender: UIButton) { selectedIndex = sender.tag }`, or one that
    /// hands the tag to a method of the type that selects the tab (`select(tag: (sender as!
    /// UIButton).tag)`): the name of each action a storyboard's buttons call to select a tab.
    func tabSelectingActions(in bodies: [ClosedRange<Int>]) -> [Int] {
        let ownFunctions = file.outline.functions.filter { function in bodies.contains { $0.contains(function.nameIndex) } }
        func selects(_ body: ClosedRange<Int>) -> Bool {
            first("selectedIndex", in: [body], where: { file.isOperator($0 + 1, "=") }) != nil
        }
        let selecting = Set(ownFunctions.filter { $0.body.map(selects) == true }.map(\.name))
        return ownFunctions.compactMap { function in
            guard let body = function.body,
                  (function.declarationStart..<function.keywordIndex).contains(where: { file.spells($0, "IBAction") }),
                  file.outline.parameters(of: function).contains(where: { parameter in
                      parameter.type.contains { file.spells($0, "UIButton") || file.spells($0, "Any") || file.spells($0, "AnyObject") }
                  }) else { return nil }
            // `select(tag: (sender as! UIButton).tag)`: the tag among the call's arguments.
            let handsTag = body.contains { index in
                guard file.isIdentifier(index), file.isPunctuation(index + 1, "("), selecting.contains(file.text(index)),
                      let close = file.brackets.partner(of: index + 1) else { return false }
                return ((index + 2)..<close).contains { file.spells($0, "tag") }
            }
            return selects(body) || handsTag ? function.nameIndex : nil
        }
    }
}
