import SwiftSource

/// Whether a lookup has a fallback to another scene, wherever it is written in the function.
extension SceneLookupFinder {
    /// A lookup is a fallback when it is the right side of a `??` (in its own expression or a
    /// later one), or stored in a variable that is read after `??`.
    func markFallbacks(_ lookups: [SceneLookup]) -> [SceneLookup] {
        var result = lookups
        // Whether an `else { … }` block's condition holds a lookup depends on the block alone.
        var elseBlockHasLookup: [Int: Bool] = [:]
        // Where the lookups' own `??`s are and where they end: asked of each `??` before a lookup.
        var ownCoalescings = Set<Int>()
        for lookup in lookups {
            if let coalescing = lookup.coalescing { ownCoalescings.insert(coalescing) }
            ownCoalescings.insert(lookup.end)
        }
        for position in result.indices {
            let lookup = result[position]
            if (file.isOperator(lookup.start - 1, "??") && coalescesAnotherScene(before: lookup.start - 1, ownCoalescings: ownCoalescings))
                || isInElseOfLookupCondition(lookup, among: lookups, memo: &elseBlockHasLookup)
                || isReturnedAfterActiveReturn(lookup, among: lookups) {
                result[position].isFallback = true
            } else if let variable = sites.variable(initializedAt: lookup.start, in: file),
                      let scope = file.enclosingBrackets(of: lookup.start, only: "{") {
                // `active ?? any`: the variable itself, not `any?.windows`, is the right side.
                // An unclosed scope ends at the last token, which an initializer can reach past.
                let after = variable.initializer!.upperBound
                result[position].isFallback = after <= scope.upperBound
                    && sites.coalesced(variable.name, in: after...scope.upperBound, file: file)
            }
        }
        return result
    }

    /// The left side of the `??` at `coalescing` is a scene or a window: another lookup, or a name
    /// that says so (`activeScene`, `keyWindow`). `sourceView ?? <lookup>` is the lookup's own
    /// case: the default when no view is given, judged as any lookup.
    private func coalescesAnotherScene(before coalescing: Int, ownCoalescings: Set<Int>) -> Bool {
        // Another lookup's own `??` (`s.first { active } ?? s.first`), or one ending just before it.
        if ownCoalescings.contains(coalescing) { return true }
        var index = coalescing - 1
        let floor = max(0, coalescing - 40)
        while index >= floor {
            if file.isOperator(index, "=") || file.isKeyword(index, .return) || file.isPunctuation(index, ",")
                || file.isPunctuation(index, ";") || file.isPunctuation(index, "{") {
                return false
            }
            if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") || file.isPunctuation(index, "}"),
               let open = file.brackets.partner(of: index), open < index {
                // Arguments or a trailing closure may name a scene too (`scene(for: window)`).
                if (open..<index).contains(where: isSceneOrWindowName) { return true }
                index = open - 1
                continue
            }
            if file.isPunctuation(index, "(") || file.isPunctuation(index, "[") { return false }
            if isSceneOrWindowName(index) { return true }
            index -= 1
        }
        return true
    }

    private func isSceneOrWindowName(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        let folded = FoldedName(file.text(index))
        return folded.contains("scene") || folded.contains("window")
    }

    /// `return scenes.first` after `if let active = <lookup> { return active }` in the same block.
    private func isReturnedAfterActiveReturn(_ lookup: SceneLookup, among lookups: [SceneLookup]) -> Bool {
        guard file.isKeyword(lookup.start - 1, .return), let block = file.enclosingBrackets(of: lookup.start, only: "{") else {
            return false
        }
        return lookups.contains { earlier in
            guard earlier.start < lookup.start, earlier.start > block.lowerBound,
                  let variable = sites.variable(initializedAt: earlier.start, in: file), variable.isConditionBinding,
                  let statementBlock = file.enclosingBrackets(of: variable.keywordIndex, only: "{"), statementBlock == block else { return false }
            return ifReturnsThenFallsBack(variable)
        }
    }

    /// In the `else` of `guard let s = <lookup> else { … }` or `if let s = <lookup> { } else { … }`.
    /// `lookups` is sorted by start.
    private func isInElseOfLookupCondition(_ lookup: SceneLookup, among lookups: [SceneLookup], memo: inout [Int: Bool]) -> Bool {
        var probe = lookup.start
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            let open = block.lowerBound
            if file.isKeyword(open - 1, .else) {
                if let known = memo[open] {
                    if known { return true }
                } else {
                    let conditionEnd = file.isPunctuation(open - 2, "}") ? (file.brackets.partner(of: open - 2) ?? open) : open - 1
                    let statement = file.statementStart(containing: conditionEnd - 1)
                    // A lookup ends after it starts: the first one starting past the condition's end
                    // ends past it too, so the search stops there.
                    var candidate = FallbackIndex.firstPosition(in: lookups.lazy.map(\.start), notBelow: statement)
                    var found = false
                    while candidate < lookups.count, lookups[candidate].start <= conditionEnd, !found {
                        found = lookups[candidate].end <= conditionEnd
                        candidate += 1
                    }
                    memo[open] = found
                    if found { return true }
                }
            }
            probe = open
        }
        return false
    }

    /// Whether the lookup stored in a variable, or the lookup itself, has a `??` fallback anywhere
    /// in the same function: `let active = …; let any = …; return active ?? any`.
    func hasFallback(_ lookup: SceneLookup) -> Bool {
        if lookup.coalescing != nil { return true }
        guard let variable = sites.variable(initializedAt: lookup.start, in: file) else {
            return file.isOperator(lookup.end, "??")
        }
        let scope = file.enclosingBrackets(of: lookup.start, only: "{").map { $0.lowerBound..<$0.upperBound }
            ?? 0..<file.code.count
        let searched = max(scope.lowerBound, lookup.end + 1)..<max(scope.upperBound, lookup.end + 1)
        return sites.coalescing(variable.name, in: searched, file: file)
            || (variable.isConditionBinding && (guardElseHasLookup(after: lookup.end) || ifReturnsThenFallsBack(variable)
                || elseReturnsAnother(variable)))
            || (!variable.isConditionBinding && unwrapsThenFallsBack(variable))
    }

    /// `let scene = <active lookup>`, then `if let windowScene = scene as? UIWindowScene { return … }`
    /// and another lookup returned after it. (The name's uses, not a walk of the rest of the
    /// function: a function of many lookups would walk it once for each.)
    private func unwrapsThenFallsBack(_ variable: VariableDeclaration) -> Bool {
        guard let declaration = file.bindings.declaration(at: variable.nameIndex) else { return false }
        return file.bindings.uses(of: declaration).contains { use in
            use >= 4 && file.isKeyword(use - 4, .if) && file.isKeyword(use - 3, .let) && file.isIdentifier(use - 2)
                && file.isOperator(use - 1, "=") && !file.isPunctuation(use + 1, ".")
                && ifBlockReturnsThenFallsBack(statement: use - 4, conditionEnd: file.expressionEnd(from: use, stopAtBrace: true))
        }
    }

    /// `if let scene = <active lookup> { return scene.delegate } else { return lastActiveDelegate }`,
    /// `guard let scene = <lookup> else { return lastActiveScene }`: what was kept of another
    /// scene is the fallback. (`return nil`, `return 0` or `return .zero` is none.)
    private func elseReturnsAnother(_ variable: VariableDeclaration) -> Bool {
        let statement = file.statementStart(containing: variable.keywordIndex)
        var probe = variable.initializer?.upperBound ?? variable.nameIndex + 1
        var steps = 0
        while file.isPunctuation(probe, ","), steps < 16 {
            probe = file.expressionEnd(from: probe + 1, stopAtBrace: true)
            steps += 1
        }
        var elseBlock = probe + 1
        if file.isKeyword(statement, .if) {
            guard file.isPunctuation(probe, "{"), let close = file.brackets.partner(of: probe), file.isKeyword(close + 1, .else) else { return false }
            elseBlock = close + 2
        } else {
            guard file.isKeyword(statement, .guard), file.isKeyword(probe, .else) else { return false }
        }
        guard file.isPunctuation(elseBlock, "{"), let end = file.brackets.partner(of: elseBlock) else { return false }
        return (elseBlock..<end).contains { index in
            guard file.isKeyword(index, .return) else { return false }
            var value = index + 1
            if file.isKeyword(value, .self), file.isPunctuation(value + 1, ".") { value += 2 }
            return file.isIdentifier(value) && file.text(value).first?.isLowercase == true
                && (file.isPunctuation(value + 1, "}") || file.code[value + 1].line > file.code[value].line)
        }
    }

    /// `if let active = lookup { return active }` and, after it in the same block, another
    /// scene returned (`return scenes.first`).
    private func ifReturnsThenFallsBack(_ variable: VariableDeclaration) -> Bool {
        let statement = file.statementStart(containing: variable.keywordIndex)
        guard file.isKeyword(statement, .if) else { return false }
        return ifBlockReturnsThenFallsBack(statement: statement, conditionEnd: variable.initializer?.upperBound ?? variable.nameIndex + 1)
    }

    /// The `if` at `statement` (its condition's clause ending at `conditionEnd`) returns from its
    /// block, and a scene or window is returned after it in the block around it.
    private func ifBlockReturnsThenFallsBack(statement: Int, conditionEnd: Int) -> Bool {
        var probe = conditionEnd
        var steps = 0
        while file.isPunctuation(probe, ","), steps < 16 {
            probe = file.expressionEnd(from: probe + 1, stopAtBrace: true)
            steps += 1
        }
        guard file.isPunctuation(probe, "{"), let close = file.brackets.partner(of: probe),
              (probe..<close).contains(where: { file.isKeyword($0, .return) }),
              let block = file.enclosingBrackets(of: statement, only: "{") else { return false }
        return (close..<block.upperBound).contains { index in
            file.isKeyword(index, .return) && file.isIdentifier(index + 1)
                && (index + 1..<min(file.expressionEnd(from: index + 1), block.upperBound)).contains { file.spells($0, "first") || file.spells($0, "connectedScenes") }
        }
    }

    /// After a loop over the active scenes, in the block that holds it: another scene, window or
    /// status-bar lookup (`if result == nil { for window in UIApplication.shared.windows … }`).
    func loopHasFallback(_ lookup: SceneLookup) -> Bool {
        let loop = file.statementStart(containing: lookup.start - 1)
        let bodyOpen = (lookup.end..<min(file.code.count, lookup.end + 200)).first { file.isPunctuation($0, "{") }
        guard let bodyOpen, let bodyClose = file.brackets.partner(of: bodyOpen) else { return true }
        // The body of the function, getter or closure the loop is in (`if #available(…) { loop }`
        // then a fallback after the `if`).
        var enclosing = file.enclosingBrackets(of: loop, only: "{")
        for _ in 0..<8 {
            guard let current = enclosing else { break }
            let opener = file.statementStart(containing: current.lowerBound)
            guard [Keyword.if, .for, .while, .guard, .switch, .do, .repeat, .else].contains(where: { file.isKeyword(opener, $0) }) else { break }
            enclosing = file.enclosingBrackets(of: current.lowerBound, only: "{")
        }
        let block = enclosing?.upperBound ?? file.code.count
        // Members, not a local named `keyWindow` that the loop filled.
        // (Not the `else` of `if #available(iOS 13, *)`, which runs only where scenes do not.)
        return (bodyClose + 1..<max(bodyClose + 1, block)).contains { index in
            file.isPunctuation(index - 1, ".")
                && ["connectedScenes", "windows", "keyWindow", "statusBarFrame", "statusBarManager"].contains { file.spells(index, $0) }
                && !file.isInsideAvailabilityFallback(index)
        }
    }

    /// `guard let scene = active else { … another lookup … }`.
    private func guardElseHasLookup(after end: Int) -> Bool {
        guard file.isKeyword(end, .else), file.isPunctuation(end + 1, "{"), let close = file.brackets.partner(of: end + 1) else {
            return false
        }
        return (end + 1..<close).contains { file.spells($0, "connectedScenes") }
    }
}
