import SwiftSource

/// What a sum's names measure: a screen's or view's height, the status bar as measured, a local
/// holding a measured bar (`isLayoutArithmetic` asks these of every name beside a bar-height number).
extension BarHeightContext {
    /// A screen, window or view-controller view height: `view.bounds.height`,
    /// `UIScreen.main.bounds.size.height`, `window.frame.height`, `kScreenHeight`,
    /// `safeAreaInsets.bottom`. A view's own `bounds.height` inside a custom view is its
    /// internal layout (a page control 20 points from its bottom), not the screen.
    func isHeightSource(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        // Asked of every name beside a bar-sized number: the token's bytes tell most names apart
        // before any string is made of them.
        if file.tokenContainsFolded(index, "screen") {
            let lower = FoldedName(file.text(index), droppingUnderscores: true)
            if !lower.contains("width"), !lower.contains("wid"),
               lower.hasSuffix("height") || lower.hasSuffix("h") || lower.hasSuffix("hei") || lower.hasSuffix("hight") { return true }
        }
        let isHeight = file.spells(index, "height")
        if !isHeight {
            let token = file.code[index]
            let mayNameMainScreen = (5...12).contains(token.length) && (file.tokenContainsFolded(index, "main"))
            if mayNameMainScreen, BarHeightContext.namesMainScreenHeight(file.text(index)) { return true }
            if file.spells(index, "top") || file.spells(index, "bottom") {
                if file.isPunctuation(index - 1, "."), file.spells(index - 2, "safeAreaInsets") { return true }
            } else {
                // The project's own bar names: `kStatusBarHeight + 44`, `bottomSafeHeight + 49`.
                let mayNameBar = file.bytes.withUnsafeBufferPointer { bytes in
                    BarHeightContext.mayBeBarHeightName(UnsafeBufferPointer(rebasing: bytes[token.range]))
                }
                if mayNameBar, BarHeightContext.isBarHeightName(file.text(index)) { return !isScaledLocal(index) }
            }
        }
        // One local away: `let h = UIApplication.shared.statusBarFrame.height; … h + 44`.
        if !file.isPunctuation(index - 1, "."), holdsMeasuredBarValue(index) { return true }
        guard isHeight, file.isPunctuation(index - 1, ".") else { return false }
        let receivers = receiverNames(before: index - 1)
        // SwiftUI: `proxy.size.height - 49`.
        if receivers.first == "size", receivers.contains(where: { ["proxy", "geometry", "geo", "reader", "geometryProxy"].contains($0) }) {
            return true
        }
        if receivers.contains("statusBarFrame") || receivers.contains("layoutFrame") { return true }
        // `StatusBar.Size.height`, `statusBar.frame.height`: the app's own measure of the status bar.
        if receivers.contains(where: { $0 == "statusBar" || $0 == "StatusBar" }) { return true }
        // `view.height - 64 - 49`: a frame extension's `height` of the view itself; `UIScreen.height`,
        // one of `UIScreen` for the main screen's.
        if let owner = receivers.first, ["view", "window", "keyWindow"].contains(owner) || owner == "UIScreen" && receivers.count == 1 { return true }
        // `fullScreenSize.height`, `kScreenSize.height`: the screen's size, kept under a name.
        if receivers.count == 1, BarHeightContext.namesScreenSize(receivers[0]) { return true }
        guard receivers.contains("bounds") || receivers.contains("frame") else { return false }
        return receivers.contains { receiver in
            receiver == "view" || receiver == "window" || receiver == "keyWindow" || receiver == "UIScreen"
                || receiver == "screen" || receiver == "navigationController" || receiver == "tabBarController"
        }
    }

    /// `fullScreenSize`, `kScreenSize`, `SCREEN_SIZE`: a name for the screen's size.
    static func namesScreenSize(_ name: String) -> Bool {
        let folded = FoldedName(name, droppingUnderscores: true)
        return folded.contains("screen") && folded.hasSuffix("size")
    }

    /// `statusBarFrame.height`, `statusBarManager?.statusBarFrame.size.height`, or a local holding it:
    /// the status bar as measured.
    func isStatusBarMeasure(_ index: Int) -> Bool {
        if file.spells(index, "height"), file.isPunctuation(index - 1, ".") { return receiverNames(before: index - 1).contains("statusBarFrame") }
        guard !file.isPunctuation(index - 1, "."), let value = measuredLocalValue(index) else { return false }
        return value.contains { file.spells($0, "statusBarFrame") }
    }

    /// `let barHeight = max(4, maxBarHeight * ratio)`: a local computed by scaling, the bar of a
    /// chart rather than a system bar.
    private func isScaledLocal(_ index: Int) -> Bool {
        guard !file.isPunctuation(index - 1, "."), let function = file.outline.function(containing: index), let body = function.body else { return false }
        let name = file.text(index)
        guard let local = file.outline.variables.last(where: { $0.name == name && body.contains($0.nameIndex) && $0.nameIndex < index }),
              let value = local.initializer else { return false }
        return value.contains { file.isOperator($0, "*") || file.isOperator($0, "/") }
    }

    /// A local whose value reads the status bar or a safe-area inset.
    func holdsMeasuredBarValue(_ index: Int) -> Bool {
        measuredLocalValue(index) != nil
    }

    /// The value of `let h = …statusBarFrame.height` declared earlier in the same function, for
    /// the `h` at `index`. Read from the tokens, not the bindings: this is asked about every
    /// name beside a bar-height number, in files that need no bindings otherwise.
    func measuredLocalValue(_ index: Int) -> Range<Int>? {
        guard file.mentions("statusBarFrame") || file.mentions("safeAreaInsets") else { return nil }
        // The function's body, or the file's top-level code.
        let floor = file.outline.function(containing: index)?.body?.lowerBound ?? -1
        var probe = index - 1
        while probe > floor + 2 {
            if file.isOperator(probe, "="), file.sameText(probe - 1, index), file.isKeyword(probe - 2, .let) || file.isKeyword(probe - 2, .var) {
                let end = min(file.expressionEnd(from: probe + 1), probe + 17)
                let value = (probe + 1)..<end
                return value.contains { file.spells($0, "statusBarFrame") || file.spells($0, "safeAreaInsets") } ? value : nil
            }
            probe -= 1
        }
        return nil
    }
}
