extension SourceFile {
    /// The conditions of the `#if` branches around code token `index`, outermost first, as
    /// written (`os(iOS)`, `DEBUG`); a branch after `#else` is `!(condition)` of the `#if` and
    /// of each `#elseif` before it. Empty for code in no conditional block.
    package func compilationConditions(at index: Int) -> [String] {
        var stack: [[String]] = []
        // The directives alone, found once: asked for each of many lookups, a walk of every
        // bracket before each added up to a square.
        for position in analysis(ConditionalDirectives.self) {
            let directive = Int(position)
            guard directive < index else { break }
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


/// The `#if`, `#elseif`, `#else` and `#endif` tokens of a file, in order.
enum ConditionalDirectives: FileAnalysis {
    static func analyse(_ file: SourceFile) -> [Int32] {
        file.bracketTokens.filter { position in
            let directive = Int(position)
            guard file.code[directive].kind == .pound else { return false }
            return ["#if", "#elseif", "#else", "#endif"].contains(file.text(directive))
        }
    }
}
