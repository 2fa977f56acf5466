/// One step of value flow: what a name holds, as the token ranges of the expressions that give
/// it its value. One step only: a local's initializer is not followed into the property it
/// reads; a rule that wants two steps asks again, and decides how far to trust it.
extension Bindings {
    /// The expressions `declaration` may hold: its initializer and the values assigned to it; a
    /// computed property's returned expressions (every branch's `return`); a parameter's
    /// arguments at the calls of its function in this file; a loop variable's sequence.
    package func values(of declaration: Int) -> [Range<Int>] {
        let binding = table.declarations[declaration]
        switch binding.kind {
        case .computedProperty:
            guard let accessors = binding.accessors else { return [] }
            return returnedExpressions(in: getter(of: accessors))
        case .parameter:
            return arguments(for: binding)
        case .closureParameter, .enumCase:
            return []
        default:
            return (binding.initializer.map { [$0] } ?? []) + table.assignments[declaration]
        }
    }

    /// What the expression starting at `index` holds, one step: for a name the file declares,
    /// its values; for a call of a function of this file (`icons()`, `self.children()`), the
    /// function's returned expressions. Nil when neither applies.
    package func origins(at index: Int) -> [Range<Int>]? {
        guard file.isIdentifier(index) else { return nil }
        if file.isPunctuation(index + 1, "("), let function = localFunction(calledAt: index) {
            guard let body = file.outline.functions[function].body else { return nil }
            return returnedExpressions(in: body)
        }
        return declaration(at: index).map(values(of:))
    }

    /// The block a getter's statements are in: the property's braces, or the `get { … }` in them.
    package func getter(of accessors: ClosedRange<Int>) -> ClosedRange<Int> {
        var probe = accessors.lowerBound + 1
        while probe < accessors.upperBound {
            if file.isKeyword(probe, .get) {
                var brace = probe + 1
                while brace < accessors.upperBound, !file.isPunctuation(brace, "{") { brace += 1 }
                // `{ get }` in a protocol has no body.
                guard brace < accessors.upperBound, let close = file.brackets.partner(of: brace), close > brace else { return accessors.lowerBound...accessors.lowerBound }
                return brace...close
            }
            if let partner = file.brackets.partner(of: probe), partner > probe { probe = partner + 1 } else { probe += 1 }
        }
        return accessors
    }

    /// The expressions a body returns: each `return`'s value that belongs to this body (not to a
    /// closure or function inside it), in order; a body of one expression and no `return`
    /// returns that expression.
    package func returnedExpressions(in body: ClosedRange<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var probe = body.lowerBound + 1
        while probe < body.upperBound {
            if file.isKeyword(probe, .return), owningBody(of: probe) == body.lowerBound {
                let end = file.expressionEnd(from: probe + 1)
                if end > probe + 1, file.code[probe + 1].line == file.code[probe].line || file.isPunctuation(probe + 1, "[") {
                    result.append((probe + 1)..<end)
                }
            }
            probe += 1
        }
        if result.isEmpty, !file.isKeyword(body.lowerBound + 1, .return) {
            let start = body.lowerBound + 1
            let end = file.expressionEnd(from: start)
            // The whole body is one expression (an implicit return).
            if end == body.upperBound, end > start {
                result.append(start..<end)
            } else if file.isKeyword(start, .if), let branches = ifExpressionBranches(at: start), branches.end == body.upperBound {
                // Swift 5.9's `if` expression as the whole body: each branch's value is returned.
                result = branches.values
            }
        }
        return result
    }

    /// The values of an `if` expression starting at `start` (`if let x { x } else { 20 }`, with
    /// `else if` chains and `if` expressions nested in a branch), and where it ends; nil when a
    /// branch is not one expression.
    private func ifExpressionBranches(at start: Int, depth: Int = 0) -> (values: [Range<Int>], end: Int)? {
        guard depth < 8 else { return nil }
        // The condition ends at the first `{` outside brackets (Swift reads no trailing closure there).
        var probe = start + 1
        while probe < file.code.count, !file.isPunctuation(probe, "{") {
            if file.isPunctuation(probe, "(") || file.isPunctuation(probe, "[") {
                guard let close = file.brackets.partner(of: probe) else { return nil }
                probe = close
            } else if file.isPunctuation(probe, "}") || file.isPunctuation(probe, ";") {
                return nil
            }
            probe += 1
        }
        guard probe < file.code.count, let close = file.brackets.partner(of: probe), close > probe + 1 else { return nil }
        var values: [Range<Int>] = []
        guard let then = branchValues(in: probe...close, depth: depth) else { return nil }
        values += then
        guard file.isKeyword(close + 1, .else) else { return nil }
        if file.isKeyword(close + 2, .if) {
            guard let rest = ifExpressionBranches(at: close + 2, depth: depth + 1) else { return nil }
            return (values + rest.values, rest.end)
        }
        guard file.isPunctuation(close + 2, "{"), let elseClose = file.brackets.partner(of: close + 2),
              let otherwise = branchValues(in: (close + 2)...elseClose, depth: depth) else { return nil }
        return (values + otherwise, elseClose + 1)
    }

    /// An `=` outside brackets: the branch assigns rather than yields.
    private func isAssignment(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if file.isOperator(index, "=") { return true }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return false
    }

    private func branchValues(in block: ClosedRange<Int>, depth: Int) -> [Range<Int>]? {
        let start = block.lowerBound + 1
        guard start < block.upperBound else { return nil }
        let end = file.expressionEnd(from: start)
        // `{ offset = 20 }` is a statement of a void body, not a value.
        if end == block.upperBound { return isAssignment(start..<end) ? nil : [start..<end] }
        guard file.isKeyword(start, .if), let nested = ifExpressionBranches(at: start, depth: depth + 1),
              nested.end == block.upperBound else { return nil }
        return nested.values
    }

    /// The `{` of the function, closure or getter a `return` at `index` returns from: the
    /// innermost braces around it that are not an `if`, `else`, `guard`, `switch`, `case`, `do`,
    /// loop or `catch` block.
    package func owningBody(of index: Int) -> Int? {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            let open = block.lowerBound
            if !isStatementBlock(open) { return open }
            probe = open
        }
        return nil
    }

    private func isStatementBlock(_ brace: Int) -> Bool {
        if file.isKeyword(brace - 1, .else) || file.isKeyword(brace - 1, .do) || file.isKeyword(brace - 1, .repeat)
            || file.isKeyword(brace - 1, .defer) {
            return true
        }
        let start = file.statementStart(containing: brace)
        guard file.code.indices.contains(start), file.code[start].kind == .keyword, let keyword = file.code[start].keyword else {
            return false
        }
        switch keyword {
        case .if, .guard, .switch, .for, .while, .catch:
            // A closure in the condition (`if list.contains(where: { … })`) is not the body.
            return file.expressionEnd(from: start + 1, stopAtBrace: true) <= brace || keyword == .switch
        default:
            return false
        }
    }

    /// The function of this file called at `index` (`name(` or `self.name(`), by name and
    /// argument labels.
    package func localFunction(calledAt index: Int) -> Int? {
        guard file.isPunctuation(index + 1, "(") else { return nil }
        if file.isPunctuation(index - 1, "."), !file.isKeyword(index - 2, .self) { return nil }
        if file.isKeyword(index - 1, .func) { return nil }
        let functions = file.outline.functions
        let labels = argumentLabels(ofCallAt: index + 1)
        return functions.indices.first { position in
            let function = functions[position]
            guard function.kind == .function, function.body != nil, file.sameText(function.nameIndex, index) else { return false }
            let parameters = file.outline.parameters(of: function)
            return parameters.count == labels.count
                && zip(parameters, labels).allSatisfy { parameter, label in parameter.label(in: file) == (label ?? "_") }
        }
    }

    /// The labels of a call's arguments (nil for an unlabelled one).
    private func argumentLabels(ofCallAt open: Int) -> [String?] {
        guard let close = file.brackets.partner(of: open), close > open + 1 else { return [] }
        return Self.arguments(from: open, to: close, in: file).map { argument in
            file.isPunctuation(argument.lowerBound + 1, ":") && argument.count > 1 ? file.text(argument.lowerBound) : nil
        }
    }

    /// The arguments passed to `parameter` at each call of its function in this file.
    private func arguments(for parameter: Binding) -> [Range<Int>] {
        guard let functionIndex = parameter.functionIndex else { return [] }
        let function = file.outline.functions[functionIndex]
        let parameters = Array(file.outline.parameters(of: function))
        guard let position = parameters.firstIndex(where: { $0.nameIndex == parameter.nameIndex }) else { return [] }
        var result: [Range<Int>] = []
        for index in file.code.indices where file.isIdentifier(index) && file.sameText(index, function.nameIndex)
            && index != function.nameIndex && localFunction(calledAt: index) == functionIndex {
            guard let close = file.brackets.partner(of: index + 1) else { continue }
            let arguments = Self.arguments(from: index + 1, to: close, in: file)
            guard position < arguments.count else { continue }
            var argument = arguments[position]
            if file.isPunctuation(argument.lowerBound + 1, ":"), argument.count > 2 { argument = (argument.lowerBound + 2)..<argument.upperBound }
            result.append(argument)
        }
        return result
    }

    /// The comma-separated parts between `open` and `close`, as token ranges.
    package static func arguments(from open: Int, to close: Int, in file: SourceFile) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = open + 1
        var probe = start
        while probe < close {
            if file.isPunctuation(probe, ",") {
                if probe > start { result.append(start..<probe) }
                start = probe + 1
            } else if let partner = file.brackets.partner(of: probe), partner > probe {
                probe = partner
            }
            probe += 1
        }
        if close > start { result.append(start..<close) }
        return result
    }
}
