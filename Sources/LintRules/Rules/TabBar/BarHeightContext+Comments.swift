import SwiftSource

/// A number its own line's comment calls a system bar's height: `.inset(34) // homeIndicator
/// height`, `y: 64 // 导航栏`. The author said what the number is; it is still one device's value.
extension BarHeightContext {
    /// The words a comment names a system bar with, looked for in the comment folded to lower
    /// case with spaces, `_`, `-` and `/` dropped (`home indicator`, `status_bar`); Chinese, Korean
    /// and Japanese ones as written (`네비게이션 바` without its space).
    private static let commentBarWords: [StaticString] = [
        "homeindicator", "statusbar", "navigationbar", "navbar", "tabbar", "safearea", "状态栏", "导航栏", "安全区", "标签栏",
        "탭바", "상태바", "네비게이션바", "내비게이션바", "홈인디케이터", "タブバー", "ステータスバー", "ナビゲーションバー", "ナビバー",
    ]
    private static let commentBarNeedles = commentBarWords.map(ByteSearch.Needle.init)
    private static let heightNeedles = [ByteSearch.Needle("height"), ByteSearch.Needle("高"), ByteSearch.Needle("높이")]
    private static let negationNeedles = [ByteSearch.Needle(" not "), ByteSearch.Needle("n't"), ByteSearch.Needle(" no "), ByteSearch.Needle("不是")]

    /// `for` or `for the` just before the bar's word (the comment folded): the number is for the bar.
    private static func saysFor(_ word: StaticString, in folded: UnsafeBufferPointer<UInt8>) -> Bool {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count > 0, folded.count >= bytes.count else { return false }
        for start in 0...(folded.count - bytes.count) where folded[start] == bytes[0]
            && (0..<bytes.count).allSatisfy({ folded[start + $0] == bytes[$0] }) {
            let before = folded[..<start]
            if before.suffix(3).elementsEqual("for".utf8)
                || before.suffix(6).elementsEqual("forthe".utf8) { return true }
        }
        return false
    }

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
        guard low < comments.count, comments[low].line == token.line, comments[low].kind == .lineComment else {
            return isDocumentedBarConstant(number, commentBefore: low - 1)
        }
        let isLayoutValue = file.isPunctuation(number - 1, "(") || file.isPunctuation(number - 1, ":") || file.isPunctuation(number - 1, ",")
            || file.isOperator(number - 1, "=") || file.isOperator(number - 1, "+") || file.isOperator(number - 1, "-")
            || file.isOperator(number + 1, "+") || file.isOperator(number + 1, "-")
            || file.isOperator(number - 1, "+=") || file.isOperator(number - 1, "-=")
        guard isLayoutValue, !isGivenToNonHeight(number) else { return false }
        return Self.namesBar(file.bytes[comments[low].offset..<comments[low].end])
    }

    /// `/// navigation bar (top & bottom) height` on the line above `static let NR_BAR_HEIGHT:
    /// CGFloat = 44`: a height constant its documentation says is a system bar's.
    private func isDocumentedBarConstant(_ number: Int, commentBefore index: Int) -> Bool {
        let comments = file.comments
        guard index >= 0, file.isOperator(number - 1, "="), file.expressionEnd(from: number) == number + 1 else { return false }
        // `let NAME = 44`, `static let NAME: CGFloat = 44`.
        var name = number - 2
        if file.isIdentifier(name), file.isPunctuation(name - 1, ":") { name -= 2 }
        guard file.isIdentifier(name), file.isKeyword(name - 1, .let) || file.isKeyword(name - 1, .var),
              file.tokenContainsFolded(name, "height") else { return false }
        let start = file.statementStart(containing: name)
        let comment = comments[index]
        guard comment.kind == .lineComment || comment.kind == .docLineComment, comment.line + 1 == file.code[start].line else { return false }
        return Self.namesBar(file.bytes[comment.offset..<comment.end])
    }

    /// The comment names a bar's height (`homeIndicator height`, `状态栏高度`), is the bar's name
    /// alone (`// 导航栏`, `// tabbar`), or says the number is for the bar (`// add 20 to account
    /// for the status bar`), and says no "not": `// not the status bar's edge`, `// as wide as the
    /// tab bar's icons` are about something else.
    private static func namesBar(_ text: ArraySlice<UInt8>) -> Bool {
        let lowered = text.map { CharacterClass.asciiLowercased($0) }
        let folded = lowered.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-")
            && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\t") }
        return lowered.withUnsafeBufferPointer { lowered in
            folded.withUnsafeBufferPointer { folded in
                guard !ByteSearch.containsAny(lowered, negationNeedles),
                      let word = commentBarNeedles.indices.first(where: { ByteSearch.containsAny(folded, [commentBarNeedles[$0]]) })
                else { return false }
                return ByteSearch.containsAny(folded, heightNeedles) || folded.count <= commentBarWords[word].utf8CodeUnitCount + 6
                    || saysFor(commentBarWords[word], in: folded)
            }
        }
    }
}
