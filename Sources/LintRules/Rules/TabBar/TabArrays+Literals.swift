import SwiftSource

/// How `TabArrays` reads array literals: their elements, and the dictionaries (literals and
/// types) that look like arrays but are read by key.
extension TabArrays {
    /// The elements of `[a, b, c]` when `range` is exactly that literal with two or more values
    /// (not a dictionary).
    func literalElements(_ range: Range<Int>) -> [Range<Int>]? {
        guard !range.isEmpty, file.isPunctuation(range.lowerBound, "["),
              file.brackets.partner(of: range.lowerBound) == range.upperBound - 1 else { return nil }
        let elements = Bindings.arguments(from: range.lowerBound, to: range.upperBound - 1, in: file)
        guard elements.count >= 2, !elements.contains(where: isDictionaryEntry) else { return nil }
        return elements
    }

    /// `"memoBtn": CGSize(…)`, `.home: "house"`: a key and its value — the literal is a dictionary,
    /// read by key, not by position. (A ternary's `:` follows its `?`.)
    func isDictionaryEntry(_ element: Range<Int>) -> Bool {
        var index = element.lowerBound
        while index < element.upperBound {
            if file.isOperator(index, "?") && !file.isPostfix(index) { return false }
            if file.isPunctuation(index, ":") { return true }
            if file.code[index].kind == .punctuation, let close = file.brackets.partner(of: index), close > index {
                index = close + 1
                continue
            }
            index += 1
        }
        return false
    }

    /// `[Int: UIImage]`: a dictionary type, not an array's.
    func isDictionaryType(_ type: Range<Int>) -> Bool {
        guard file.isPunctuation(type.lowerBound, "["), let close = file.brackets.partner(of: type.lowerBound) else { return false }
        return isDictionaryEntry((type.lowerBound + 1)..<close)
    }
}
