import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

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
        // The measure first: `k_Height_NavContentBar`.
        let measureFirst = ["k_Height_NavContentBar", "heightNavBar", "kHeightNavigationContentBar"]
        return fronts.flatMap { front in bars.flatMap { bar in measures.map { front + bar + $0 } } } + measureFirst
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

    /// Later bindings of one declaration, however the declaration is spread over lines: where the
    /// outline finds a bar-height variable, the file test must not rule the file out.
    @Test(arguments: [
        "let a = 1,\n    navHeight = 64",
        "var a = 1\n    , kTabbarH: CGFloat = 49",
        "let a = foo(1,\n            2), tabBarHeight = 49",
        "var a: [Int] = [1, 2], statusBarH = 20",
        "let a = { 1 }(), kNavH = 64",
        "let x: Dictionary<String, Int> = [:], navBarHeight = 44",
        "let x: Dictionary<String,\n    Int> = [:], navBarHeight = 44",
        "private(set) var a = 0, bottomSafeHeight = 34",
        "let a = cond\n    ? 1\n    : 2, tabBarHeight = 49",
        "let a = b as? Int ?? 0, homeIndicatorHeight = 34",
        "var a: Int { 1 }, navBarH = 44",
        "if let a = b, let navHeight = c { print(a) }",
        "guard let a = b,\n      let tabBarHeight = c else { return }",
        "let (a, b) = (1, 2), statusBarHeight = 20",
        "struct S {\n    let a = 1, b = 2\n    static let c = [1,\n        2], kTabBarHeight: CGFloat = 49\n}",
    ])
    func everyLaterBindingWithABarHeightNameIsSeen(source: String) {
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        #expect(file.outline.variables.contains { BarHeightContext.isBarHeightName($0.name) }, "the outline finds it")
        #expect(BarHeightContext.mayDeclareBarHeightName(file))
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
