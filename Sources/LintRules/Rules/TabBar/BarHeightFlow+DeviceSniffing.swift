import SwiftSource

/// Comparisons that tell devices apart by a bar height: `statusBarFrame.height != 20`,
/// `safeAreaInsets.top >= 44`, `insets?.top ?? 0 > 20`, `self.navHeight > 64`.
extension BarHeightContext {
    /// `statusBarFrame.height != 20`, `safeAreaInsets.bottom == 34`: telling devices apart by a bar height.
    /// `if height > 20 { return height }`: the inset kept where it is larger, a floor of 20 (the
    /// `else`'s 20 is the guess, reported as such), not a test of the device.
    private func isClamp(_ number: Int, chain: Range<Int>) -> Bool {
        guard chain.count == 1, file.isPunctuation(number + 1, "{"), file.isKeyword(number + 2, .return),
              file.sameText(number + 3, chain.lowerBound) else { return false }
        return file.isKeyword(file.statementStart(containing: number), .if)
    }

    func isDeviceSniffing(_ number: Int) -> Bool {
        let equality = file.isOperator(number - 1, "==") || file.isOperator(number - 1, "!=")
        // `statusBarFrame.height > 20`: a notch told by the status bar outgrowing 20 points. (A
        // safe area's `bottom > 20` is a threshold as good as `> 0`: left alone.)
        let ordering = file.isOperator(number - 1, ">") || file.isOperator(number - 1, ">=")
        guard equality || ordering else { return false }
        // `insets?.top ?? 0 > 20`: the value compared is the inset (`??` binds tighter than `>`).
        let subjectEnd = file.numberValue(number - 2) == 0 && file.isOperator(number - 3, "??") ? number - 4 : number - 2
        var start = subjectEnd
        while start > 0, file.isIdentifier(start) || file.isPunctuation(start, ".") || file.isKeyword(start, .self)
            || (file.code[start].kind == .operator && file.isPostfix(start)) {
            start -= 1
        }
        var chain = (start + 1)..<(subjectEnd + 1)
        // `(window?.safeAreaInsets.bottom ?? 0) == 34`: the inset inside parentheses.
        if chain.isEmpty, file.isPunctuation(subjectEnd, ")"), let open = file.brackets.partner(of: subjectEnd), open < subjectEnd {
            chain = (open + 1)..<subjectEnd
        }
        if ordering {
            // `safeAreaInsets.top >= 44`: a notch told by the top inset reaching a notched phone's
            // status bar (a Dynamic Island's is 59, an iPad's 24); `top > 20`, by the inset
            // outgrowing the plain status bar — as `statusBarFrame.height > 20` does. (A bottom
            // inset's `> 20` is a threshold as good as `> 0`: left alone.)
            // The same test through one local: `let safeAreaTop = window?.safeAreaInsets.top ?? 0`
            // then `safeAreaTop >= 44`.
            // `kSafeAreaInsets.top`: the project's own copy of the insets.
            func isTopInset(_ index: Int) -> Bool {
                guard file.spells(index, "top"), file.isPunctuation(index - 1, ".") else { return false }
                return namesSafeAreaInsets(file.isOperator(index - 2, "?") ? index - 3 : index - 2)  // `insets?.top`
            }
            if let value = file.numberValue(number), value >= 44 || (value == 20 && !isClamp(number, chain: chain)),
               isTopInset(subjectEnd) || (chain.count == 1 && file.isIdentifier(chain.lowerBound)
                   && measuredLocalValue(chain.lowerBound)?.contains(where: isTopInset) == true) {
                return true
            }
            // `self.navHeight > 64`: the navigation bar (with the status bar) taller than on a phone
            // without a notch. (A tab bar's `> 49` is the same test at the bottom.)
            if let value = file.numberValue(number), [64, 88, 49, 83].contains(value), let last = chain.last, file.isIdentifier(last),
               (chain.count == 1 || file.isKeyword(chain.lowerBound, .self) && chain.count == 3),
               BarHeightContext.isBarHeightName(file.text(last)), !isClamp(number, chain: chain) {
                let name = FoldedName(file.text(last))
                let tabBar = name.contains("tab")
                return tabBar ? value == 49 || value == 83 : value == 64 || value == 88
            }
            return file.numberValue(number) == 20 && chain.contains { index in
                file.isIdentifier(index) && (file.spells(index, "statusBarFrame") || file.spells(index, "statusBarManager")
                    || (BarHeightContext.isBarHeightName(file.text(index)) && FoldedName(file.text(index)).contains("status")))
            }
        }
        if chain.contains(where: { index in
            file.isIdentifier(index) && (Self.measuredSources.contains(file.text(index)) || BarHeightContext.isBarHeightName(file.text(index)))
        }) {
            return true
        }
        // `frame.size.height != 83` with `frame` a local holding the tab bar's frame.
        return chain.count >= 3 && file.spells(subjectEnd, "height") && holdsBarFrame(start + 1)
    }
}
