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
    /// `if #available(…)`, the body of `if #unavailable(…)` or of `guard #available(…) else`.
    func isInsideAvailabilityFallback(_ index: Int) -> Bool {
        var probe = index
        while let block = enclosingBrackets(of: probe, only: "{") {
            let open = block.lowerBound
            if isKeyword(open - 1, .else) {
                if isPunctuation(open - 2, "}"), let ifBody = brackets.partner(of: open - 2),
                   conditionStarts(before: ifBody, with: "#available", keyword: .if) {
                    return true
                }
                if conditionStarts(before: open - 1, with: "#available", keyword: .guard) { return true }
            } else if conditionStarts(before: open, with: "#unavailable", keyword: .if) {
                return true
            } else if let keyword = conditionKeyword(before: open, keyword: .if), isKeyword(keyword - 1, .else),
                      code[keyword + 1].kind == .pound, spells(keyword + 1, "#available"),
                      isPunctuation(keyword - 2, "}"), let ifBody = brackets.partner(of: keyword - 2),
                      conditionStarts(before: ifBody, with: "#available", keyword: .if) {
                // `if #available(iOS 13, *) { … } else if #available(iOS 11, *) { here }`: for older systems only.
                return true
            }
            probe = open
        }
        return false
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

    /// Whether the `if`/`guard` whose condition ends just before `end` starts with `directive`.
    private func conditionStarts(before end: Int, with directive: StaticString, keyword: Keyword) -> Bool {
        guard let found = conditionKeyword(before: end, keyword: keyword) else { return false }
        return code[found + 1].kind == .pound && spells(found + 1, directive)
    }
}
