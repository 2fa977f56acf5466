import SwiftSource

/// Which branch of a ternary on a measured inset is the notched phone's
/// (`safeAreaInsets.bottom > 0 ? 34 : 15`), and constraints that place rather than size.
extension BarHeightContext {
    /// Whether `number` is the value a ternary gives the phone with a notch: the condition before
    /// `question` compares an inset with `0` or `20` (`> 0`, `!= 0`, `>= 44` hold on the notched
    /// phone; `== 0`, `< 20` on the others), and `number` is the matching branch. A `-` before
    /// the number belongs to it.
    func isNotchedBranch(_ number: Int, question: Int) -> Bool {
        let value = file.isOperator(number - 1, "-") && !file.isBinaryOperator(number - 1) ? number - 1 : number
        let isThen = value == question + 1
        guard isThen || file.isPunctuation(value - 1, ":") else { return false }
        let floor = max(0, question - 8)
        guard let comparison = (floor..<question).last(where: isComparisonWithNumber),
              let bound = file.numberValue(comparison + 1) else { return false }
        // Whether the comparison holds on the notched phone; nil when its bound tells nothing.
        let holdsOnNotched: Bool?
        switch file.text(comparison) {
        case ">", ">=": holdsOnNotched = true
        case "<", "<=": holdsOnNotched = false
        case "!=": holdsOnNotched = bound == 0 || bound == 20 ? true : nil
        case "==": holdsOnNotched = bound == 0 || bound == 20 ? false : nil
        default: holdsOnNotched = nil
        }
        guard let holdsOnNotched else { return false }
        return isThen == holdsOnNotched
    }

    /// `trailingAnchor.constraint(…, constant: flag ? -29 : -20)`, `centerYAnchor…`: a constraint
    /// that places a view across or about its centre, sized by nothing.
    func isOnSideOrCentreAnchor(_ number: Int) -> Bool {
        guard let anchor = constrainedAnchor(around: number) else { return false }
        let anchors: [StaticString] = ["leadingAnchor", "trailingAnchor", "centerXAnchor", "centerYAnchor", "widthAnchor", "leftAnchor", "rightAnchor"]
        return anchors.contains { file.spells(anchor, $0) }
    }

    /// `view.bottomAnchor.constraint(…, constant: flag ? -29 : -20)`: the anchor of the view a
    /// constraint call around `number` constrains (`bottomAnchor`), out of a few parentheses.
    func constrainedAnchor(around number: Int) -> Int? {
        guard file.mentions("constraint"), var call = file.enclosingBrackets(of: number, only: "(") else { return nil }
        for _ in 0..<3 where !file.spells(call.lowerBound - 1, "constraint") {
            guard let outer = file.enclosingBrackets(of: call.lowerBound, only: "(") else { return nil }
            call = outer
        }
        let anchor = call.lowerBound - 3
        guard file.spells(call.lowerBound - 1, "constraint"), file.isPunctuation(call.lowerBound - 2, "."), anchor >= 0,
              file.isIdentifier(anchor), file.tokenContainsFolded(anchor, "anchor") else { return nil }
        return anchor
    }

    /// `width - 20`: a number taken from or added to a width.
    func isBesideWidth(_ number: Int) -> Bool {
        (file.isOperator(number - 1, "-") || file.isOperator(number - 1, "+")) && file.isBinaryOperator(number - 1) && file.spells(number - 2, "width")
    }
}
