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
        let holdsOnNotched: Bool
        if file.isOperator(comparison, ">") || file.isOperator(comparison, ">=") {
            holdsOnNotched = true
        } else if file.isOperator(comparison, "!=") {
            holdsOnNotched = bound == 0 || bound == 20
        } else if file.isOperator(comparison, "==") {
            guard bound == 0 || bound == 20 else { return false }
            holdsOnNotched = false
        } else {
            holdsOnNotched = false
        }
        return isThen == holdsOnNotched
    }

    /// `trailingAnchor.constraint(…, constant: flag ? -29 : -20)`, `centerYAnchor…`: a constraint
    /// that places a view across or about its centre, sized by nothing.
    func isOnSideOrCentreAnchor(_ number: Int) -> Bool {
        guard file.mentions("constraint") else { return false }
        let statement = file.statementStart(containing: number)
        let anchors: [StaticString] = ["leadingAnchor", "trailingAnchor", "centerXAnchor", "centerYAnchor", "widthAnchor", "leftAnchor", "rightAnchor"]
        // The last anchor before the number names the constraint it is in.
        guard let anchor = (statement..<number).last(where: { file.isIdentifier($0) && file.tokenContainsFolded($0, "anchor") }) else { return false }
        return anchors.contains { file.spells(anchor, $0) }
    }
}
