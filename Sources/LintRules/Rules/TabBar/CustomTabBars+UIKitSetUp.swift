import SwiftSource

/// Where a UIKit bar's controls come from and who sets them up: factories that make them, the
/// bar's owner configuring its stored buttons in the same file, taps the bar gives its items, and
/// the functions that set the first tab's state where the buttons are made.
extension CustomTabBars {
    /// The bar gives its items their taps itself: `item.rx.tapGesture()`, `item.addGestureRecognizer(…)`.
    func tapsItems(in bodies: [ClosedRange<Int>]) -> Bool {
        first("tapGesture", in: bodies) { file.isPunctuation($0 - 1, ".") && file.spells($0 - 2, "rx") } != nil
            || first("addGestureRecognizer", in: bodies) { file.isPunctuation($0 - 1, ".") } != nil
            // `override func touchesEnded(…)`: the bar finds the tapped item by its frame itself.
            || first("touchesEnded", in: bodies) { file.isKeyword($0 - 1, .func) } != nil
            || first("touchesBegan", in: bodies) { file.isKeyword($0 - 1, .func) } != nil
    }

    /// Statements elsewhere in the file that configure the bar's stored controls
    /// (`tabBar.homeTab.setTitle("Home", for: .normal)` in the controller that owns the bar): a
    /// bar view that only declares its buttons is set up by its owner.
    func configuredOutside(_ controls: [Int], bodies: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        let stored = Set(controls.filter { file.outline.function(containing: $0) == nil }.compactMap(boundName(of:)))
        guard !stored.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in file.code.indices where file.isIdentifier(index) && file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, ".")
            && stored.contains(file.text(index)) && !bodies.contains(where: { $0.contains(index) }) {
            let start = file.statementStart(containing: index)
            let end = max(file.expressionEnd(from: start) - 1, index)
            if ranges.last.map({ $0.contains(index) }) != true { ranges.append(start...end) }
        }
        return ranges
    }

    /// The bodies of the functions that make the controls, when the selection handler neither
    /// is one nor calls one: what they set is the first tab's state, not a change of tab.
    func setUpOnlyBodies(of controls: [Int], selectionSite: Int?) -> [ClosedRange<Int>] {
        let outline = file.outline
        guard let selectionSite,
              let handler = outline.functions.first(where: { $0.nameIndex == selectionSite }) ?? outline.function(containing: selectionSite),
              let handlerBody = handler.body else { return [] }
        var result: [ClosedRange<Int>] = []
        for control in controls {
            guard let maker = outline.function(containing: control), let body = maker.body, maker.nameIndex != handler.nameIndex,
                  !result.contains(body) else { continue }
            let called = handlerBody.contains { file.isIdentifier($0) && file.spells($0, maker.name) && file.isPunctuation($0 + 1, "(") }
            if !called { result.append(body) }
        }
        return result
    }

    /// `let button = UIButton.createBtn(…)`, `var btn = UIButton.buttonWithType(.Custom) as! UIButton`,
    /// `guard let button = TabButton.makeButton(item)`: a project's (or an old SDK's) factory of
    /// a control, bound to a name.
    func isFactoryBinding(_ type: Int) -> Bool {
        guard file.isPunctuation(type + 1, "."), file.isIdentifier(type + 2), file.isPunctuation(type + 3, "("),
              file.text(type + 2).first?.isLowercase == true, !file.spells(type + 2, "appearance"), file.isOperator(type - 1, "=") else { return false }
        let start = file.statementStart(containing: type)
        return file.isKeyword(start, .let) || file.isKeyword(start, .var) || file.isKeyword(start, .guard) || file.isKeyword(start, .if)
    }
}
