import ProjectModel
import SwiftSource

extension SourceFile {
    /// Inside a function, property or type marked `@available(*, deprecated)` (or deprecated on a
    /// platform): code kept for old systems on purpose.
    func isInsideDeprecatedDeclaration(_ index: Int) -> Bool {
        var starts: [(Int, Int)] = []
        var function = outline.function(containing: index)
        while let current = function {
            starts.append((current.declarationStart, current.keywordIndex))
            function = current.parent.map { outline.functions[$0] }
        }
        if let property = outline.computedProperty(containing: index) {
            starts.append((property.declarationStart, property.keywordIndex))
        }
        // `@available(*, deprecated) static let screenHeight = UIScreen.main.bounds.height`
        if let stored = outline.variables.first(where: { $0.initializer?.contains(index) == true }) {
            starts.append((stored.declarationStart, stored.keywordIndex))
        }
        var type = outline.type(containing: index)
        while let current = type {
            starts.append((current.declarationStart, current.keywordIndex))
            type = current.parent.map { outline.types[$0] }
        }
        return starts.contains { start, keyword in hasDeprecatedAvailability(from: start, to: keyword) }
    }

    private func hasDeprecatedAvailability(from start: Int, to end: Int) -> Bool {
        var probe = start
        while probe < end {
            if code[probe].kind == .attribute, spells(probe, "available"), isPunctuation(probe + 1, "("),
               let close = brackets.partner(of: probe + 1) {
                if (probe + 2..<close).contains(where: { spells($0, "deprecated") || spells($0, "obsoleted") }) { return true }
                probe = close
            }
            probe += 1
        }
        return false
    }

    /// Inside the branch that runs on systems without the new API: the `else` of
    /// `if #available(…)`, the body of `if #unavailable(…)` or of `guard #available(…) else`, or
    /// the code after an `if #available(…)` body that returns.
    func isInsideAvailabilityFallback(_ index: Int) -> Bool {
        availabilityFallbackVersion(index) != nil
    }

    /// For code inside such a fallback, the iOS version it runs below (`15` for the code after
    /// `if #available(iOS 15, *) { return … }`); 0 when the check names no iOS version; nil
    /// outside any fallback.
    func availabilityFallbackVersion(_ index: Int) -> Double? {
        var probe = index
        while let block = enclosingBrackets(of: probe, only: "{") {
            let open = block.lowerBound
            if isKeyword(open - 1, .else) {
                // Only when the check is the whole condition: the `else` of `if #available(iOS 12, *),
                // isDark { … }` runs on every system that is not dark.
                if isPunctuation(open - 2, "}"), let ifBody = brackets.partner(of: open - 2),
                   let keyword = condition(before: ifBody, with: "#available", keyword: .if), isSoleCheck(at: keyword + 1, endingBefore: ifBody) {
                    return iOSVersion(ofCheckAt: keyword + 1)
                }
                if let keyword = condition(before: open - 1, with: "#available", keyword: .guard), isSoleCheck(at: keyword + 1, endingBefore: open - 1) {
                    return iOSVersion(ofCheckAt: keyword + 1)
                }
            } else if let keyword = condition(before: open, with: "#unavailable", keyword: .if) {
                return iOSVersion(ofCheckAt: keyword + 1)
            } else if let keyword = conditionKeyword(before: open, keyword: .if), isKeyword(keyword - 1, .else),
                      code[keyword + 1].kind == .pound, spells(keyword + 1, "#available"),
                      isPunctuation(keyword - 2, "}"), let ifBody = brackets.partner(of: keyword - 2),
                      let first = condition(before: ifBody, with: "#available", keyword: .if) {
                // `if #available(iOS 13, *) { … } else if #available(iOS 11, *) { here }`: for older systems only.
                return iOSVersion(ofCheckAt: first + 1)
            }
            // The latest of them is the lowest version: `if #available(iOS 15) { return }` then
            // `if #available(iOS 13) { return }` leaves iOS 12.
            if let version = availabilityReturns(before: index, in: block).map(iOSVersion(ofCheckAt:)).min() { return version }
            probe = open
        }
        return nil
    }

    /// `#available(…)` at `pound` is all of the condition that ends before `end`.
    private func isSoleCheck(at pound: Int, endingBefore end: Int) -> Bool {
        guard isPunctuation(pound + 1, "("), let close = brackets.partner(of: pound + 1) else { return false }
        return close + 1 == end
    }

    /// `#available(iOS 15.0, *)` → 15; 0 when no iOS version is named.
    private func iOSVersion(ofCheckAt pound: Int) -> Double {
        guard isPunctuation(pound + 1, "("), let close = brackets.partner(of: pound + 1) else { return 0 }
        for position in (pound + 2)..<close where spells(position, "iOS") {
            return numberValue(position + 1) ?? 0
        }
        return 0
    }

    /// After `if #available(iOS 15, *) { …; return … }` in the same block: only older systems
    /// get there. The `#available` tokens of every such `if` before `index`.
    private func availabilityReturns(before index: Int, in block: ClosedRange<Int>) -> [Int] {
        var found: [Int] = []
        var probe = block.lowerBound + 1
        while probe < index {
            if let close = brackets.partner(of: probe), close > probe {
                // A nested block or call of an earlier statement: its `if`s are not this block's.
                if close >= index { return found }
                probe = close + 1
                continue
            }
            if isKeyword(probe, .if), code.indices.contains(probe + 2), code[probe + 1].kind == .pound, spells(probe + 1, "#available"),
               isPunctuation(probe + 2, "("), let conditionClose = brackets.partner(of: probe + 2),
               isPunctuation(conditionClose + 1, "{"), let bodyClose = brackets.partner(of: conditionClose + 1) {
                if bodyClose < index, !isKeyword(bodyClose + 1, .else), bodyClose > conditionClose + 2 {
                    let last = statementStart(containing: bodyClose - 1)
                    if isKeyword(last, .return) || isKeyword(last, .throw) { found.append(probe + 1) }
                }
                probe = bodyClose + 1
                continue
            }
            probe += 1
        }
        return found
    }

    /// The `if`/`guard` keyword whose condition ends just before `end`.
    private func conditionKeyword(before end: Int, keyword: Keyword) -> Int? {
        var probe = end - 1
        var steps = 0
        while probe >= 0, steps < 40 {
            if let open = brackets.partner(of: probe), open < probe {
                probe = open - 1
                continue
            }
            if isKeyword(probe, keyword) { return probe }
            if isPunctuation(probe, "{") || isPunctuation(probe, "}") || isPunctuation(probe, ";") { return nil }
            probe -= 1
            steps += 1
        }
        return nil
    }

    /// The `if`/`guard` whose condition ends just before `end`, when it starts with `directive`.
    private func condition(before end: Int, with directive: StaticString, keyword: Keyword) -> Int? {
        guard let found = conditionKeyword(before: end, keyword: keyword) else { return nil }
        return code[found + 1].kind == .pound && spells(found + 1, directive) ? found : nil
    }
}
