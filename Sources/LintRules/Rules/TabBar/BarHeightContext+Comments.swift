import SwiftSource

/// A number its own line's comment calls a system bar's height: `.inset(34) // homeIndicator
/// height`, `y: 64 // 导航栏`. The author said what the number is; it is still one device's value.
extension BarHeightContext {
    /// The words a comment names a system bar with, folded to lower case with spaces, `_` and `-`
    /// dropped (`home indicator`, `status_bar`); Chinese ones as written.
    private static let commentBarWords: [[UInt8]] = [
        "homeindicator", "statusbar", "navigationbar", "navbar", "tabbar", "safearea",
        "状态栏", "导航栏", "安全区", "标签栏",
    ].map { Array($0.utf8) }

    /// Whether a line comment after the number, on its line, names a system bar, for a number
    /// given to layout (an argument, an assigned value, a term of a sum) and not to a width, a
    /// radius or a font.
    func isNamedBarByComment(_ number: Int) -> Bool {
        let comments = file.comments
        guard !comments.isEmpty else { return false }
        let token = file.code[number]
        // The first comment after the number (comments are in source order).
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].offset <= token.offset { low = middle + 1 } else { high = middle }
        }
        guard low < comments.count, comments[low].line == token.line, comments[low].kind == .lineComment else { return false }
        let isLayoutValue = file.isPunctuation(number - 1, "(") || file.isPunctuation(number - 1, ":") || file.isPunctuation(number - 1, ",")
            || file.isOperator(number - 1, "=") || file.isOperator(number - 1, "+") || file.isOperator(number - 1, "-")
            || file.isOperator(number + 1, "+") || file.isOperator(number + 1, "-")
        guard isLayoutValue, !isGivenToNonHeight(number) else { return false }
        return Self.namesBar(file.bytes[comments[low].offset..<comments[low].end])
    }

    /// The comment names a bar's height (`homeIndicator height`, `状态栏高度`) or is the bar's
    /// name alone (`// 导航栏`, `// tabbar`) and says no "not": `// not the status bar's edge`,
    /// `// as wide as the tab bar's icons` are about something else.
    private static func namesBar(_ text: ArraySlice<UInt8>) -> Bool {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.count)
        for byte in text where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-")
            && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "\t") {
            folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        let lowered = text.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        if contains(lowered, " not ") || contains(lowered, "n't") || contains(lowered, " no ") || contains(lowered, "不是") { return false }
        guard let word = commentBarWords.first(where: { contains(folded, $0) }) else { return false }
        return contains(folded, "height") || contains(folded, "高") || folded.count <= word.count + 6
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        contains(haystack, Array(needle.utf8))
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in haystack[start..<(start + needle.count)].elementsEqual(needle) }
    }
}
