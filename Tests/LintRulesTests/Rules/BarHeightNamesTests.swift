import Testing
@testable import LintRules

/// `hardcoded_bar_height` skips the outline when no variable can have a bar-height name. The
/// byte test it uses must never say "no" where `isBarHeightName` says "yes", or a named constant
/// would go unreported.
@Suite struct BarHeightNamesTests {
    /// Names built from the words the rule knows, in every case and with underscores anywhere.
    static let names: [String] = {
        let fronts = ["", "k", "K", "default", "my", "_", "ios"]
        let bars = ["TabBar", "tab_bar", "NAVBAR", "navigationBar", "NaviBar", "StatusBar", "status_Bar", "bottomBar",
                    "TopBar", "HomeIndicator", "home_indicator", "SafeArea", "safeBottom", "SAFE_TOP", "bottomSafe",
                    "TopSafe", "Nav", "Bar", "b_a_r", "n_A_v", "custom", "toolbar", "searchBar", "progressBar", "icon"]
        let measures = ["Height", "H", "_HEIGHT", "Hei", "Inset", "Bottom", "Top", "Size", "", "heightConstraint", "Constraint"]
        return fronts.flatMap { front in bars.flatMap { bar in measures.map { front + bar + $0 } } }
    }()

    @Test func theByteTestPassesEveryBarHeightName() {
        var barHeightNames = 0
        for name in Self.names where BarHeightContext.isBarHeightName(name) {
            barHeightNames += 1
            let passes = Array(name.utf8).withUnsafeBufferPointer { BarHeightContext.mayBeBarHeightName($0) }
            #expect(passes, "\(name)")
        }
        #expect(barHeightNames > 500)  // the vocabulary above does reach the rule's names
    }

    @Test func theByteTestRejectsOrdinaryNames() {
        for name in ["rowHeight", "iconSize", "contentInset", "pageSize", "avatar", "cornerRadius", "kScreenWidth"] {
            let passes = Array(name.utf8).withUnsafeBufferPointer { BarHeightContext.mayBeBarHeightName($0) }
            #expect(!passes, "\(name)")
        }
    }

    @Test func namesWithNonASCIIBytesAlwaysPass() {
        let passes = Array("höhe".utf8).withUnsafeBufferPointer { BarHeightContext.mayBeBarHeightName($0) }
        #expect(passes)
    }

    /// Where a declaration's name can stand: after `let` / `var`, after `,`, first in a tuple.
    @Test(arguments: [
        ("let kTabBarHeight: CGFloat = 49", true),
        ("var a = 1, navHeight = 64", true),
        ("let (statusBarHeight, width) = (20, 10)", true),
        ("static var navigationBarHeight: CGFloat { 44 }", true),
        ("let rowHeight: CGFloat = 64", false),
        ("tabBar.frame.size.height = 83", false),
    ])
    func aFileMayDeclareABarHeightNameOnlyWhereAVariableIsNamed(source: String, expected: Bool) {
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        #expect(BarHeightContext.mayDeclareBarHeightName(file) == expected)
    }

    /// Every variable name the outline finds in the rule's own examples passes the file test
    /// when it is a bar-height name: the outline is skipped only where it could not matter.
    @Test func everyOutlinedBarHeightVariableIsSeenByTheFileTest() {
        let description = HardcodedBarHeightRule.description
        for example in description.triggeringExamples + description.nonTriggeringExamples {
            let file = SourceFile(path: "A.swift", bytes: Array(example.code.utf8))
            if file.outline.variables.contains(where: { BarHeightContext.isBarHeightName($0.name) }) {
                #expect(BarHeightContext.mayDeclareBarHeightName(file), "\(example.code)")
            }
        }
    }
}
