import SwiftSource

/// Bar heights a function returns per device: the two branches of a notch flag as `return`s, or
/// a `switch` (or an `if`) over the screen's height with a `return` for each phone.
extension BarHeightContext {
    /// `switch UIScreen.main.nativeBounds.height { case 2436: return 88 … default: return 64 }`:
    /// a value returned for each device, told apart by its screen's height.
    func isReturnedPerScreenHeight(_ number: Int) -> Bool {
        guard file.isKeyword(number - 1, .return), file.expressionEnd(from: number) == number + 1,
              let block = file.enclosingBrackets(of: number, only: "{") else { return false }
        // A function named for a bar (`getNavBarHt`) is reported by its name.
        func isInFunctionNamedForBar() -> Bool {
            file.outline.function(containing: number).map { BarHeightContext.isBarHeightName($0.name) } ?? false
        }
        // `if UIScreen.main.bounds.height == 852 { return 78 } else { return 88 }`: told by the
        // screen's height, the notched phone's own bars (88, 83), as a branch's whole body.
        if file.isPunctuation(number - 2, "{"), file.isPunctuation(number + 1, "}"),
           let value = file.numberValue(number), value == 88 || value == 83 {
            var opener = number - 2
            if file.isKeyword(opener - 1, .else), file.isPunctuation(opener - 2, "}"), let body = file.brackets.partner(of: opener - 2) {
                opener = body
            }
            let start = file.statementStart(containing: opener - 1)
            if file.isKeyword(start, .if), comparesScreenWithNotchedPhone(start..<opener) { return !isInFunctionNamedForBar() }
        }
        let start = file.statementStart(containing: block.lowerBound - 1)
        guard file.isKeyword(start, .switch),
              // The return is a case's own, not a closure's inside it.
              (block.lowerBound..<number).contains(where: { file.isKeyword($0, .case) || file.isKeyword($0, .default) }) else { return false }
        if isInFunctionNamedForBar() { return false }
        let subject = (start + 1)..<block.lowerBound
        return subject.contains { file.spells($0, "nativeBounds") }
            || (subject.contains { file.spells($0, "height") } && subject.contains { file.spells($0, "UIScreen") || file.spells($0, "screen") })
    }

    /// `if isIPhoneX { return 88 }` then `return 64` (or `else { return 64 }`): a getter's two
    /// returns are the bars of the phone with a notch and of the one without. Told by the branch's
    /// notch flag, a 44 beside a 20 or a 0 is the notched phone's status bar (`func topInset()`).
    func isReturnedNotchPair(_ number: Int) -> Bool {
        guard file.isKeyword(number - 1, .return), file.expressionEnd(from: number) == number + 1,
              let value = file.numberValue(number) else { return false }
        let partners: [Double] = Self.notchPartner(of: value).map { [$0] } ?? (value == 44 ? [20, 0] : value == 20 ? [44] : [])
        guard !partners.isEmpty else { return false }
        if value == 44 || value == 20, let function = file.outline.function(containing: number),
           Self.ownSizeWords.contains(where: { FoldedName(function.name).contains($0) }) {
            return false
        }
        // The branch returning a partner: `{ return partner }` of an `if` that names the notched phone.
        func returns(_ expected: [Double], inBodyOpenedAt opener: Int) -> Bool {
            file.isKeyword(opener + 1, .return) && file.numberValue(opener + 2).map { expected.contains($0) } == true && file.isPunctuation(opener + 3, "}")
        }
        func namesNotchedPhone(ifBodyOpenedAt opener: Int) -> Bool {
            let start = file.statementStart(containing: opener - 1)
            return file.isKeyword(start, .if) && namesNotchedDevice(in: start..<opener)
        }
        // `return 64` after `if isIPhoneX { return 88 }`, or in its `else`.
        var close = number - 2
        if file.isPunctuation(close, "{"), file.isKeyword(close - 1, .else) { close -= 2 }
        if file.isPunctuation(close, "}"), let opener = file.brackets.partner(of: close), file.isPunctuation(opener, "{") {
            return returns(partners, inBodyOpenedAt: opener) && namesNotchedPhone(ifBodyOpenedAt: opener)
        }
        // `return 88` in `if isIPhoneX { … }`, the other return after it or in its `else`.
        guard file.isPunctuation(number - 2, "{"), file.isPunctuation(number + 1, "}"), namesNotchedPhone(ifBodyOpenedAt: number - 2) else { return false }
        var next = number + 2
        if file.isKeyword(next, .else), file.isPunctuation(next + 1, "{") { next += 1 } else { next -= 1 }
        return file.isKeyword(next + 1, .return) && file.numberValue(next + 2).map { partners.contains($0) } == true
    }
}
