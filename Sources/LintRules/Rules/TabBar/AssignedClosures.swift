import SwiftSource

/// The closures a file assigns by name (`onSelect = { index in … }`, `bar.onSelect = { … }`),
/// by that name: what a call `onSelect?(sender.tag)` runs, when this file sets it. Read once
/// from the braces, for every call a tab index is handed to.
enum AssignedClosures: FileAnalysis {
    struct Closure: Sendable {
        /// The token of the name assigned to.
        var name: Int
        /// `{` … `}`.
        var body: ClosedRange<Int>
    }

    static func analyse(_ file: SourceFile) -> [String: [Closure]] {
        var result: [String: [Closure]] = [:]
        for position in file.bracketPositions {
            let index = Int(position) - 2
            guard index >= 0, file.isPunctuation(index + 2, "{"), file.isOperator(index + 1, "="), file.isIdentifier(index),
                  let end = file.brackets.partner(of: index + 2) else { continue }
            result[file.text(index), default: []].append(Closure(name: index, body: (index + 2)...end))
        }
        return result
    }
}
