import SwiftSource

/// A navigation bar's height name declared with the status bar in its value
/// (`let kNavigationBarHeight: CGFloat = kStatusBarHeight + 44`, `let navigationHeight = 44 +
/// topSafeAreaHeight`): another file's `kNavigationBarHeight + 20` then adds a margin below both
/// bars, not a guessed status bar. The declaration is itself reported (its 44), so the rule reads
/// it where it already is and `finish` pairs the two.
extension BarHeightContext {
    /// Whether the declaration of `name` holding `number` also adds the status bar: a name for it,
    /// the top inset, or a number of both bars (64 and more) on the same line.
    func declaresStatusInclusiveNavigation(_ number: Int, name: String) -> Bool {
        // The line's first token: most constants' lines start with their declaration.
        let line = file.code[number].line
        var start = number
        while start > 0, file.code[start - 1].line == line { start -= 1 }
        guard file.isKeyword(start, .let) || file.isKeyword(start, .var) || file.isKeyword(start, .static)
            || file.isKeyword(start, .public) || file.isKeyword(start, .private) || file.isKeyword(start, .fileprivate) else { return false }
        let folded = FoldedName(name)
        guard folded.contains("nav"), !folded.contains("status") else { return false }
        var probe = start
        while probe < file.endIndex, file.code[probe].line == line {
            if file.isIdentifier(probe), file.tokenContainsFolded(probe, "status") || file.tokenContainsFolded(probe, "topsafe")
                || file.tokenContainsFolded(probe, "safeareatop") || (file.spells(probe, "top") && file.spells(probe - 2, "safeAreaInsets")) {
                return true
            }
            if let value = file.numberValue(probe), value >= 64 { return true }
            probe += 1
        }
        return false
    }

    /// The navigation-bar name a 20 is added to (`kNavigationBarHeight + 20`, `20 + navHeight`),
    /// if that is what the number sits beside.
    func navigationNameAdded(to number: Int) -> String? {
        func navigationName(_ operatorIndex: Int, _ operand: Int) -> String? {
            guard file.isOperator(operatorIndex, "+"), file.isIdentifier(operand), !file.isPunctuation(operand + 1, "."),
                  !file.isPunctuation(operand - 1, "."), file.tokenContainsFolded(operand, "nav"),
                  !file.tokenContainsFolded(operand, "status") else { return nil }
            return file.text(operand)
        }
        return navigationName(number - 1, number - 2) ?? navigationName(number + 1, number + 2)
    }
}
