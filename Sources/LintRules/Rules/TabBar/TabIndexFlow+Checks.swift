import SwiftSource

/// What makes a tab index safe before it is used: a comparison with a count, `indices.contains`,
/// `Tab(rawValue:)`, `min(…)`, or a lookup of this file that checks it and answers nil.
extension TabIndexFlow {
    /// A bounds check on the index in the function before `use`: a comparison with a count,
    /// `indices.contains`, `Tab(rawValue:)`, `min(…)`, a checking lookup (`lookups`: read it —
    /// not again inside one).
    func isChecked(name: String?, source: Source, before use: Int, lookups: Bool = true) -> Bool {
        // Where a mention of the index starts: the name, or the receiver of `.tag`.
        let mentionStart: (Int) -> Int? = { index in
            if let name {
                return file.spells(index, name) && file.isIdentifier(index) && !file.isPunctuation(index - 1, ".") ? index : nil
            }
            return file.spells(index, "tag") && file.isPunctuation(index - 1, ".") ? receiverStartIndex(before: index - 1) : nil
        }
        for index in (body.lowerBound + 1)..<use {
            guard let start = mentionStart(index) else { continue }
            let before = start - 1
            let after = index + 1
            if file.isOperator(after, "<") || file.isOperator(after, "<=") || file.isOperator(after, ">=")
                || file.isOperator(before, ">") || file.isOperator(before, ">=") { return true }
            if file.isPunctuation(before, "("), file.spells(before - 1, "contains"), isRangeOfIndices(before: before - 1) { return true }
            if file.isPunctuation(before, ":"), file.spells(before - 1, "rawValue") { return true }
            if let call = file.enclosingBrackets(of: index, only: "("), file.spells(call.lowerBound - 1, "min") { return true }
            if lookups, isHandedToCheckingLookup(start...index) { return true }
        }
        return false
    }

    /// `guard let route = route(at: index) else { return }` with `func route(at index: Int)` of
    /// this file checking its parameter (`routes.indices.contains(index)`) before it returns one:
    /// the lookup answers nil for an index out of range.
    private func isHandedToCheckingLookup(_ mention: ClosedRange<Int>) -> Bool {
        guard let call = file.enclosingBrackets(of: mention.lowerBound, only: "("), file.isIdentifier(call.lowerBound - 1),
              !file.isPunctuation(call.lowerBound - 2, ".") || file.isKeyword(call.lowerBound - 3, .self) else { return false }
        let statement = file.statementStart(containing: call.lowerBound)
        guard file.isKeyword(statement, .guard) || file.isKeyword(statement, .if) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        guard let position = arguments.firstIndex(where: { $0.contains(mention.lowerBound) }) else { return false }
        var argument = arguments[position]
        if file.isPunctuation(argument.lowerBound + 1, ":") { argument = (argument.lowerBound + 2)..<argument.upperBound }
        // The whole argument is the index (`route(at: index)`, `route(at: sender.tag)`).
        guard argument.lowerBound == mention.lowerBound, argument.upperBound == mention.upperBound + 1 else { return false }
        let outline = file.outline
        return outline.functions.contains { function in
            guard function.kind == .function, function.returnType != nil, let body = function.body,
                  file.sameText(function.nameIndex, call.lowerBound - 1) else { return false }
            guard let parameter = outline.parameters(of: function).dropFirst(position).first else { return false }
            let name = parameter.name(in: file)
            let flow = TabIndexFlow(file: file, body: body, isTabFile: isTabFile)
            return flow.isChecked(name: name, source: Source(token: body.lowerBound, description: name, variable: name, statementEnd: body.lowerBound + 1),
                                  before: body.upperBound, lookups: false)
        }
    }

    /// The receiver of `contains`: `tabs.indices`, `(0..<tabs.count)`, `validRange` — the indices
    /// there are; not `disabledTabs`, a list of some tabs, which says nothing of the bounds.
    private func isRangeOfIndices(before contains: Int) -> Bool {
        guard file.isPunctuation(contains - 1, ".") else { return false }
        let receiver = contains - 2
        if file.isPunctuation(receiver, ")") || file.isPunctuation(receiver, "]") { return true }
        guard file.isIdentifier(receiver) else { return false }
        return file.tokenContainsFolded(receiver, "indices") || file.tokenContainsFolded(receiver, "range")
            || file.tokenContainsFolded(receiver, "valid")
    }
}
