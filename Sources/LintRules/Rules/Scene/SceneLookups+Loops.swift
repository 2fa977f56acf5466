import SwiftSource

/// Loop-based lookups: `for case let scene as UIWindowScene in connectedScenes where …`, or
/// the activation test as the loop's first `if`.
extension SceneLookupFinder {
    /// `for case let scene as UIWindowScene in UIApplication.shared.connectedScenes where
    /// scene.activationState == .foregroundActive { … }`: the loop picks the scenes its `where`
    /// names. A loop with no activation test walks every scene and is no lookup.
    /// The same test as the loop's first statement: `for scene in connectedScenes { if let scene =
    /// scene as? UIWindowScene, scene.activationState == .foregroundActive { … } }`.
    /// The sequence may be cast in parentheses: `for scene: UIWindowScene in
    /// ((UIApplication.shared.connectedScenes as? Set<UIWindowScene>)!) { if … }`.
    func loopLookup(start: Int, base: Int) -> SceneLookup? {
        var inKeyword = start - 1
        while file.isPunctuation(inKeyword, "("), inKeyword > start - 4 { inKeyword -= 1 }
        guard file.isKeyword(inKeyword, .in) else { return nil }
        // The token after the sequence: past the parentheses around it and its cast.
        var last = base
        if inKeyword < start - 1 {
            guard let close = file.brackets.partner(of: inKeyword + 1) else { return nil }
            last = close
        }
        let statement = file.statementStart(containing: inKeyword)
        guard file.isKeyword(statement, .for) else { return nil }
        let clause: Range<Int>
        let innerTest: Bool
        if file.isKeyword(last + 1, .where) {
            let whereEnd = file.expressionEnd(from: last + 2, stopAtBrace: true)
            guard file.isPunctuation(whereEnd, "{") else { return nil }
            clause = (last + 2)..<whereEnd
            innerTest = false
        } else if file.isPunctuation(last + 1, "{"), file.isKeyword(last + 2, .if) {
            let conditionEnd = file.expressionEnd(from: last + 3, stopAtBrace: true)
            var end = conditionEnd
            var steps = 0
            while file.isPunctuation(end, ","), steps < 8 {
                end = file.expressionEnd(from: end + 1, stopAtBrace: true)
                steps += 1
            }
            guard file.isPunctuation(end, "{") else { return nil }
            clause = (last + 3)..<end
            innerTest = true
        } else {
            return nil
        }
        let clauseStates = states(in: clause)
        guard !clauseStates.isEmpty else { return nil }
        // The loop variable: the last name before `as`/`in` in the pattern, or before its type
        // (`scene: UIWindowScene`).
        let pattern = (statement + 1)..<inKeyword
        let named = pattern.firstIndex { file.isPunctuation($0, ":") }.map { pattern.lowerBound..<$0 } ?? pattern
        guard let variable = named.last(where: { file.isIdentifier($0) && !file.isKeyword($0 - 1, .as) }) else { return nil }
        var substitutions: [Range<Int>: String] = [chainReceiverRange(start: start, base: base): SceneLookupFinder.canonicalScenes]
        for index in clause where file.isIdentifier(index) && file.sameText(index, variable) && !file.isPunctuation(index - 1, ".") {
            substitutions[index..<(index + 1)] = "$0"
        }
        // `if scene.activationState == .foregroundActive { window.windowScene = scene as? UIWindowScene }`:
        // the scene the test keeps is cast to a window scene where it is used.
        let castInBody = innerTest && file.brackets.partner(of: clause.upperBound).map { close in
            (clause.upperBound..<close).contains { index in
                file.sameText(index, variable) && file.isKeyword(index + 1, .as) && file.spells(index + 3, "UIWindowScene")
            }
        } == true
        let namesWindowScene = pattern.contains { file.spells($0, "UIWindowScene") }
            || (innerTest && clause.contains { file.spells($0, "UIWindowScene") }) || castInBody
        let key = "for " + (namesWindowScene ? "case let $0 as UIWindowScene " : "$0 ") + "in "
            + file.normalizedText(start..<(base + 1), substituting: substitutions)
            + (innerTest ? " if " : " where ") + file.normalizedText(clause, substituting: substitutions)
        var lookup = SceneLookup(start: start, end: base + 1, key: key, yield: .scene, states: clauseStates,
                                 picksAnyScene: false, searchesAllScenes: true, prefersKeyWindow: false, picksAnyWindow: false,
                                 namesWindowScene: namesWindowScene, reportedStart: start, coalescing: nil, isFallback: false)
        lookup.isLoop = true
        return lookup
    }
}
