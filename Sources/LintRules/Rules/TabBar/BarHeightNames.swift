/// The names `hardcoded_bar_height` reads: which constants are bar heights and which views are
/// bars, and the cheap test that lets a file skip the outline when no name can be one.
extension BarHeightContext {
    /// Whether some variable of the file may have a bar-height name, without building the
    /// outline: a variable's name is the token after `let` / `var`, after `,` (`let a = 1, b = 2`)
    /// or after `(` (a tuple pattern), and a bar-height name contains `bar`, `nav`, `safe` or
    /// `homeindicator` once folded (see `isBarHeightName`).
    static func mayDeclareBarHeightName(_ file: SourceFile) -> Bool {
        let code = file.code
        return file.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens in
                for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
                    let previous = tokens[index - 1]
                    let follows = previous.kind == .keyword ? previous.keyword == .let || previous.keyword == .var
                        : previous.kind == .punctuation && previous.length == 1
                            && (bytes[previous.offset] == UInt8(ascii: ",") || bytes[previous.offset] == UInt8(ascii: "("))
                    if follows, mayBeBarHeightName(UnsafeBufferPointer(rebasing: bytes[tokens[index].range])) { return true }
                }
                return false
            }
        }
    }

    /// A necessary condition for `isBarHeightName`, on the name's bytes: folded to lower case
    /// with `_` dropped, they contain `bar`, `nav`, `saf` or `hom`. Names with non-ASCII bytes
    /// always pass (their folding is Unicode's).
    static func mayBeBarHeightName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var lastThree: UInt32 = 0
        for byte in name {
            if byte >= 0x80 { return true }
            if byte == UInt8(ascii: "_") { continue }
            let folded = CharacterClass.asciiLowercased(byte)
            lastThree = (lastThree << 8 | UInt32(folded)) & 0xFF_FFFF
            switch lastThree {
            case 0x62_6172, 0x6E_6176, 0x73_6166, 0x68_6F6D: return true  // bar, nav, saf, hom
            default: continue
            }
        }
        return false
    }

    /// Status, navigation, tab and home-indicator bars (a custom toolbar's own height is design).
    private static let barWords: [StaticString] = ["tabbar", "navbar", "navigationbar", "navibar", "statusbar", "bottombar",
                                                   "topbar", "homeindicator", "safearea", "safebottom", "safetop", "bottomsafe", "topsafe"]

    /// `kTabBarHeight`, `kNavigationBarH`, `statusBarHeight`, `NavSafeHeight`, `barHeightConstraint`, `kNavHeight`.
    static func isBarHeightName(_ name: String) -> Bool {
        let lower = FoldedName(name, droppingUnderscores: true)
        let measures = lower.contains("height") || lower.hasSuffix("h") || lower.contains("hei") || lower.hasSuffix("inset")
            || lower.contains("bottom") || lower.contains("top")
        if barWords.contains(where: { lower.contains($0) }) && measures { return true }
        if lower.contains("nav") && (lower.contains("height") || lower.hasSuffix("h")) { return true }
        if lower.contains("bar"), lower.contains("height"), !(["search", "progress", "toolbar", "sidebar", "scroll"] as [StaticString]).contains(where: lower.contains) { return true }
        return false
    }

    /// A view that is a bar: `tabBar`, `customBar`, `navigationBar`, `toolbar`, `bottomBar`.
    static func isBarName(_ name: String) -> Bool {
        let lower = FoldedName(name)
        if (["searchbar", "progressbar", "scrollbar", "sidebar", "seekbar", "slider"] as [StaticString]).contains(where: { lower.contains($0) }) { return false }
        return lower.hasSuffix("bar") || lower.contains("tabbar") || lower.contains("navbar") || lower.contains("toolbar")
            || lower.contains("barview") || lower.equals("bar")
    }
}
