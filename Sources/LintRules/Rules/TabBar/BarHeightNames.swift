import ProjectModel
import SwiftSource

/// The names `hardcoded_bar_height` reads: which constants are bar heights and which views are
/// bars, and the cheap test that lets a file skip the outline when no name can be one.
extension BarHeightContext {
    /// Whether some variable of the file may have a bar-height name, without building the
    /// outline. The outline names a variable after `let` / `var`, first in a tuple pattern after
    /// them (`let (a, b)`), and after a `,` that ends a binding (`let a = 1, b = 2`); this looks
    /// at those places (and some more) from the file's keyword list, and passes a name when it
    /// contains `bar`, `nav`, `safe` or `homeindicator` once folded (see `isBarHeightName`).
    static func mayDeclareBarHeightName(_ file: SourceFile) -> Bool {
        let code = file.code
        return file.bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { tokens in
                func mayName(_ index: Int) -> Bool {
                    index < tokens.count && tokens[index].kind == .identifier
                        && mayBeBarHeightName(UnsafeBufferPointer(rebasing: bytes[tokens[index].range]))
                }
                func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                    index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].offset] == byte
                }
                for word in file.words {
                    let keyword = Int(word)
                    guard tokens[keyword].kind == .keyword, tokens[keyword].keyword == .let || tokens[keyword].keyword == .var else {
                        continue
                    }
                    let first = keyword + 1
                    if mayName(first) || isPunctuation(first, UInt8(ascii: "(")) && mayName(first + 1) { return true }
                    if laterBindingMayBeNamed(from: first, in: file, tokens: tokens, bytes: bytes, mayName: mayName) { return true }
                }
                return false
            }
        }
    }

    /// The names after the `,`s of a declaration's bindings: walks the declaration as the outline
    /// ends its bindings (an expression that goes on across lines, brackets skipped whole) and
    /// looks after every `,` at its level, which is more than the outline needs.
    private static func laterBindingMayBeNamed(from start: Int, in file: SourceFile, tokens: UnsafeBufferPointer<Token>,
                                               bytes: UnsafeBufferPointer<UInt8>, mayName: (Int) -> Bool) -> Bool {
        var index = start
        var last = start - 1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.offset] {
                case UInt8(ascii: ","):
                    if mayName(index + 1) { return true }
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    guard let close = file.brackets.partner(of: index) else { return false }
                    last = close
                    index = close + 1
                    continue
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                    return false
                default:
                    break
                }
            }
            if index > start, token.line > tokens[last].line, !file.isPunctuation(index, ","),
               !file.continuesExpression(at: index, after: last) {
                return false
            }
            last = index
            index += 1
        }
        return false
    }

    /// A necessary condition for `isBarHeightName`, on the name's bytes: folded to lower case
    /// with `_` dropped, they contain `bar`, `nav`, `saf`, `hom`, `tus` (status) or `tabh`. Names
    /// with non-ASCII bytes always pass (their folding is Unicode's).
    static func mayBeBarHeightName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var lastThree: UInt32 = 0
        var index = name.startIndex
        while index < name.endIndex {
            let byte = name[index]
            index += 1
            if byte >= 0x80 { return true }
            if byte == UInt8(ascii: "_") { continue }
            lastThree = (lastThree << 8 | UInt32(CharacterClass.asciiLowercased(byte))) & 0xFF_FFFF
            switch lastThree {
            case 0x62_6172, 0x6E_6176, 0x73_6166, 0x68_6F6D, 0x74_7573: return true  // bar, nav, saf, hom, tus
            case 0x74_6162:  // tab: `tabHeight`, `TAB_HEIGHT`, looked at only here
                var next = index
                while next < name.endIndex, name[next] == UInt8(ascii: "_") { next += 1 }
                if next < name.endIndex, CharacterClass.asciiLowercased(name[next]) == UInt8(ascii: "h") { return true }
            default: continue
            }
        }
        return false
    }

    /// Status, navigation, tab and home-indicator bars (a custom toolbar's own height is design).
    private static let barWords: [StaticString] = ["tabbar", "navbar", "navigationbar", "navibar", "titlebar", "statusbar", "bottombar",
                                                   "topbar", "homeindicator", "safearea", "safezone", "safebottom", "safetop", "bottomsafe", "topsafe"]

    /// `kTabBarHeight`, `kNavigationBarH`, `statusBarHeight`, `NavSafeHeight`, `barHeightConstraint`, `kNavHeight`.
    static func isBarHeightName(_ name: String) -> Bool {
        // Asked of most names near a number: the bytes tell nearly all of them apart first.
        var bytes = name
        guard bytes.withUTF8({ mayBeBarHeightName($0) }) else { return false }
        let lower = FoldedName(name, droppingUnderscores: true)
        // `titleBarTopPadding`, `topSafeAreaAnchorConstraintConstant`: space kept from a bar's or
        // the safe area's edge. (Asked only of the few names that name a bar.)
        return namesBarHeight(lower, name: name)
            && !(lower.contains("padding") || lower.contains("margin") || lower.contains("anchor"))
    }

    private static func namesBarHeight(_ lower: FoldedName, name: String) -> Bool {
        // `defaultTopBarButtonContainerWidth`: a width of something in the bar;
        // `labelDistanceToNavigationBarBottom`: a distance from it; `tabBarBottomOffset`: where a
        // floating bar sits above the bottom edge, a margin.
        if lower.contains("width"), !lower.contains("height") { return false }
        if lower.contains("distance") || lower.contains("offset") { return false }
        // `tabBarButtonHeight`, `navBarIconHeight`: a control's in the bar (not `naviContent`'s "icon").
        if lower.contains("button") || (lower.contains("icon") && !lower.contains("navicontent")) { return false }
        // `getNavBarHt`: height shortened to ht (not `navBarRight`).
        let measures = lower.contains("height") || lower.hasSuffix("h") || lower.contains("hei") || lower.hasSuffix("inset")
            || (lower.hasSuffix("ht") && !lower.hasSuffix("ight"))
            || lower.contains("bottom") || lower.contains("top")
        // `pageTabBarHeight`, `segmentTabBarHeight`: a strip of page tabs, the app's own control.
        if lower.contains("tabbar"), (["page", "segment", "category", "scroll", "sticky"] as [StaticString]).contains(where: { lower.contains($0) }) {
            return false
        }
        if barWords.contains(where: { lower.contains($0) }) && measures { return true }
        if measures, namesMisspelledNavigationBar(name) { return true }
        // `k_Height_NavContentBar`: the navigation bar's content height, words apart.
        if lower.contains("height"), lower.hasSuffix("bar"), lower.contains("nav") { return true }
        // `MN_naviContentHeight`, `navContentHeight`: the navigation bar's content, below the status bar.
        if lower.contains("height"), lower.contains("navcontent") || lower.contains("navicontent") || lower.contains("navigationcontent") {
            return true
        }
        // `kNavHeight`, `navH`, `kNavigationH`, `navigationHeight`, `kNaviHeight` — not
        // `navigationLinkViewHeight`, a control's.
        if lower.contains("navheight") || lower.contains("navigationheight") || lower.hasSuffix("navh") || lower.hasSuffix("navigationh")
            || lower.contains("naviheight") || lower.hasSuffix("navih") || lower.contains("navsafe") { return true }
        // `kStatusHeight`, `MGStatusH`: the status bar without the word bar.
        if lower.contains("statusheight") || lower.hasSuffix("statush") { return true }
        // `UI_TAB_HEIGHT`, `kTabH`, `bottomTabHeight`: the tab bar without the word bar; a strip
        // of page or segment tabs (`segmentTabHeight`, `topTabHeight`) is the app's own control.
        if lower.contains("tabheight") || lower.hasSuffix("tabh") {
            let strips: [StaticString] = ["segment", "page", "top", "header", "menu", "title", "scroll", "category", "sticky"]
            return !strips.contains(where: { lower.contains($0) })
        }
        // `barHeight`, `kBarHeight`: a bar with no other name is the system one; `urlBarHeight`
        // or `ratingBarHeight` sizes the app's own control.
        return namesBareBar(lower)
    }

    /// `navgationBarHeight`, `kNaviagtionBarH`: navigation misspelled (as course apps often
    /// spell it) before `bar` — `nav`, five to eight letters ending in `on`, then `bar`.
    static func namesMisspelledNavigationBar(_ name: String) -> Bool {
        let letters = name.utf8.filter { $0 != UInt8(ascii: "_") }.map(CharacterClass.asciiLowercased)
        guard letters.count >= 11 else { return false }
        func spells(_ word: StaticString, at start: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            guard start + count <= letters.count else { return false }
            return (0..<count).allSatisfy { letters[start + $0] == word.utf8Start[$0] }
        }
        for start in 0...(letters.count - 11) where spells("nav", at: start) {
            for gap in 5...8 where spells("on", at: start + 1 + gap) && spells("bar", at: start + 3 + gap) {
                let between = letters[(start + 3)..<(start + 3 + gap)]
                if between.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return true }
            }
        }
        return false
    }

    /// `barHeight`, `kBarHeight`, `defaultBarHeight…`, `barH`: the word bar and nothing to say which.
    private static func namesBareBar(_ lower: FoldedName) -> Bool {
        lower.hasPrefix("barheight") || lower.hasPrefix("kbarheight") || lower.hasPrefix("defaultbarheight")
            || lower.equals("barh") || lower.equals("kbarh")
    }

    /// `barHeight`, `kBarHeight`, `tabHeight`: names that say which bar only through the type
    /// they are in (`isBarHeightName` takes them for the system bar when nothing says otherwise).
    static func isGenericBarHeightName(_ name: String) -> Bool {
        let lower = FoldedName(name, droppingUnderscores: true)
        return namesBareBar(lower) || lower.equals("tabheight") || lower.equals("ktabheight") || lower.equals("tabh") || lower.equals("ktabh")
    }

    /// A type named for one of the app's own controls, not a system bar: `CourseSearchBar`, a
    /// `PagerController` subclass, a segment strip. Its `barHeight` or `tabHeight` is its design.
    static func isOwnControlTypeName(_ name: String) -> Bool {
        let lower = FoldedName(name)
        let strips: [StaticString] = ["pager", "tabstrip", "segment", "pagemenu"]
        return namesOwnControlBar(lower) || strips.contains(where: { lower.contains($0) })
    }

    /// `kNavBar`, `kTabBar`, `kStatusBar`: a constant named only for a system bar. (A view is
    /// named so too: only a `let` of a number is taken for its height.)
    static func isBareBarConstantName(_ name: String) -> Bool {
        let lower = FoldedName(name, droppingUnderscores: true)
        return (["knavbar", "ktabbar", "kstatusbar", "knavigationbar"] as [StaticString]).contains(where: { lower.equals($0) })
    }

    /// Controls of the app's own named like a bar: never a system bar. (A literal in a function,
    /// not a stored array: a static one cost every call a lazy-initialisation check and a retain.)
    private static func namesOwnControlBar(_ lower: FoldedName) -> Bool {
        let controls: [StaticString] = ["searchbar", "progressbar", "scrollbar", "sidebar", "seekbar", "slider",
                                        "ratingbar", "starbar", "snackbar", "grabbar", "grabberbar", "handlebar", "dragbar"]
        return controls.contains(where: { lower.contains($0) })
    }

    /// A view that is a bar: `tabBar`, `customBar`, `navigationBar`, `toolbar`, `bottomBar`, and a
    /// hand-made navigation bar named for one (`navigationView`, `navView`).
    static func isBarName(_ name: String) -> Bool {
        let lower = FoldedName(name)
        if namesOwnControlBar(lower) { return false }
        return lower.hasSuffix("bar") || lower.contains("tabbar") || lower.contains("navbar") || lower.contains("toolbar")
            || lower.contains("barview") || lower.equals("bar") || namesNavigationView(lower)
    }

    /// `navigationView`, `ConcernNavigationView`, `navView`: a navigation bar of the app's own.
    static func namesNavigationView(_ lower: FoldedName) -> Bool {
        lower.hasSuffix("navigationview") || lower.hasSuffix("navview")
    }
}
