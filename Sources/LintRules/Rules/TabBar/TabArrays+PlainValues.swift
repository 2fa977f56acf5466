import SwiftSource

/// Whether a literal array holds plain values, one per tab written out: only those say the tabs
/// are written twice beside the bar's own items.
extension TabArrays {
    /// Elements that are plain values (a name, a string, `UIImage(named:)`), not a tuple or a
    /// value built with labels: an array of those is one array of tabs, the cure.
    func holdsPlainValues(_ candidate: Candidate) -> Bool {
        guard let elements = candidate.elements else { return false }
        // `UITabBarItem(title: …, image: …)`: the tabs written out beside the controllers.
        if elements.allSatisfy({ file.spells($0.lowerBound, "UITabBarItem") && file.isPunctuation($0.lowerBound + 1, "(") }) { return true }
        // `[.feed, .goals, .profile]`: the cases of the app's tab type, the one value per tab the
        // rule asks for, whatever else is read by their position.
        if elements.allSatisfy({ $0.count == 2 && file.isPunctuation($0.lowerBound, ".") && file.isIdentifier($0.lowerBound + 1) }) { return false }
        return elements.allSatisfy { element in
            if file.isPunctuation(element.lowerBound, "(") { return false }
            // `[UIImage(named: "home"), UIImage(named: "home_selected")]`: a tab's images side by
            // side, still matched to the tab only by position.
            if file.isPunctuation(element.lowerBound, "[") { return true }
            let labels = element.filter { file.isPunctuation($0, ":") && (file.isIdentifier($0 - 1)) }
            return labels.count < 2
        }
    }
}
