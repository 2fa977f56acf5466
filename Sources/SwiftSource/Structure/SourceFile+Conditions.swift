extension SourceFile {
    /// The conditions of the `#if` branches around code token `index`, outermost first, as
    /// written (`os(iOS)`, `DEBUG`); a branch after `#else` is `!(condition)` of the `#if` and
    /// of each `#elseif` before it. Empty for code in no conditional block.
    package func compilationConditions(at index: Int) -> [String] {
        var stack: [[String]] = []
        for landmark in bracketTokens {
            let directive = Int(landmark)
            guard directive < index else { break }
            guard code[directive].kind == .pound else { continue }
            switch text(directive) {
            case "#if":
                stack.append([conditionText(after: directive)])
            case "#elseif":
                guard !stack.isEmpty else { continue }
                let previous = stack[stack.count - 1]
                stack[stack.count - 1] = previous.map(Self.negated) + [conditionText(after: directive)]
            case "#else":
                guard !stack.isEmpty else { continue }
                stack[stack.count - 1] = stack[stack.count - 1].map(Self.negated)
            case "#endif":
                _ = stack.popLast()
            default:
                continue
            }
        }
        return stack.flatMap { $0 }
    }

    /// The rest of the directive's line: its condition.
    private func conditionText(after directive: Int) -> String {
        var end = directive + 1
        while end < code.count, code[end].line == code[directive].line { end += 1 }
        guard end > directive + 1 else { return "" }
        return text(bytes: code[directive + 1].offset..<code[end - 1].end)
    }

    private static func negated(_ condition: String) -> String {
        condition.hasPrefix("!(") && condition.hasSuffix(")") && !condition.dropFirst(2).contains("(")
            ? String(condition.dropFirst(2).dropLast()) : "!(\(condition))"
    }
}
