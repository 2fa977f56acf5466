import ProjectModel
import SwiftSource

/// The hand-made tab bars of one file and what each does for VoiceOver and large text: the
/// reading behind `custom_tab_bar_accessibility`. UIKit bars are types (`CustomTabBars+UIKit`),
/// SwiftUI bars are `HStack`s of tab buttons (`CustomTabBars+SwiftUI`).
struct CustomTabBars {
    enum Framework { case uiKit, swiftUI }

    /// What a bar fails to give assistive technologies, in the order they are reported.
    enum Problem: String, CaseIterable {
        case name, selection, container, largeContent
    }

    struct Bar {
        var framework: Framework
        /// The type the bar is written in.
        var typeIndex: Int
        /// Where the bar's container is: the bar type's name, the view the buttons are added
        /// to, or the `HStack`.
        var container: Int
        /// The container as code names it (`customBar`); nil when the bar is the type itself.
        var containerName: String?
        /// Where each tab control is made: `UIButton`, `Button`, `onTapGesture`.
        var controls: [Int]
        /// The array the controls are kept in (`buttons`), if any.
        var controlsName: String?
        /// The first image a control shows, if seen: where large content is missing.
        var image: Int?
        /// Where the tab changes (the target action, the assignment in a button's action).
        var selectionSite: Int?
        /// The enum the bar iterates (`ForEach(Tab.allCases)`), if any.
        var tabEnum: String?
        /// The titles of the tabs, when a literal array of them is in sight.
        var titles: [String]
        var missing: [Problem]
        /// The types of the tab items when they are declared elsewhere (`StackItemView`): the
        /// project facts tell whether they are controls or tapped views, and whether their
        /// selection is heard.
        var itemTypes: [String] = []
        /// The bar is one only if the project says its items are tab items.
        var needsItemTypes = false
        /// The bar sets `isSelected` on its items (heard when they are controls).
        var setsIsSelected = false
        /// A SwiftUI bar's title is shown on the selected tab alone (`if selectedTab == tab { Text(…) }`).
        var titleOnlyWhenSelected = false
        /// One tab (the first control) shows an image alone beside tabs with titles: a centre
        /// button that selects a tab of its own.
        var oneTabUnnamed = false
        /// SwiftUI: a control of this file showing an image alone beside item views of other
        /// files, selecting a tab of its own; reported unnamed when the items are named.
        var centreControl: Int?
        /// Its image, when nothing in the file shows large content.
        var centreImage: Int?
        /// UIKit: the tabs are plain views given a tap recognizer by the bar, with no label of
        /// their own (their name problem says so).
        var plainItems = false
        /// UIKit: the stored controls given no title or label, beside ones that have one.
        var untitledControls: [String] = []
        /// Its name and large-content problems stand only if the items' types, declared
        /// elsewhere, show no title or label of their own.
        var itemsDecideName = false
        /// A view named for no bar is one only if one of these calls, which it hands its
        /// buttons' tags to, is a tab index sink of the project (`TagHandoffs`).
        var tabIndexSinks: [String] = []
        /// Buttons that are outlets of this class, laid out in a XIB: its name and large-content
        /// problems stand only if the project's XIB for the class shows them images alone.
        var nibClass: String?
        /// The outlets holding the tab buttons (`homeButton`, `tabButtons`): in the XIB, only
        /// the buttons they connect to are the bar's (a screen's back or cart button is not).
        var nibOutlets: [String] = []
        /// The outlet of the view that holds them (`tabView`): only the buttons inside it count.
        var nibBarOutlet: String?
    }

    let file: SourceFile
    private(set) var bars: [Bar] = []

    /// Reads `file` for the helpers below, finding no bars.
    init(reading file: SourceFile) {
        self.file = file
    }

    init(file: SourceFile) {
        self.file = file
        guard CustomTabBars.mayHoldBar(file) else { return }
        bars = uiKitBars() + swiftUIBars()
    }

    /// Most files have no control a bar is made of: tell before reading the outline.
    private static func mayHoldBar(_ file: SourceFile) -> Bool {
        file.mentions("UIButton") || file.mentions("HStack") || file.mentions("UIControl")
            || (file.mentions("isHidden") && (file.mentions("tabBar") || file.mentions("UITabBar"))) || TabArraysRuleVocabulary.mayNameTabs(file)
    }

    /// A name for a tab bar: `CustomTabBar`, `MainTabbarView`, `CustomTabView`, `BottomBar`.
    /// `HomeTitleView`, `TabHeaderView`: a strip of page titles at the top of one screen, whose
    /// taps page through its content; not the app's tab bar.
    static func namesPageStrip(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return folded.contains("title") || folded.contains("header")
    }

    /// `SegmentedTabView`, `ScrollableTab`: a segmented control of filters, not the app's tabs; a
    /// sticky, swipable or scrollable strip, a pager's or a filter's, sits inside one screen; an
    /// `EditorTab` picks a photo or video editor's tool.
    static func namesStrip(_ name: String) -> Bool {
        namesStrip(FoldedName(name))
    }

    private static func namesStrip(_ lower: FoldedName) -> Bool {
        let strips: [StaticString] = ["segment", "sticky", "swipable", "swipeable", "scrollable", "pager", "filter", "editor", "category"]
        return strips.contains(where: { lower.contains($0) })
    }

    static func namesTabBar(_ name: String) -> Bool {
        let lower = FoldedName(name)
        if namesStrip(lower) { return false }
        // (`TabNavigationMenu`: the app's navigation between tabs, a tab bar by another name.)
        return lower.contains("tabbar") || lower.contains("bottombar") || lower.contains("bottomnav") || lower.contains("tabstrip")
            || lower.contains("tabnavigation") || namesTabView(lower)
    }

    /// `TabBar`, `TabbarView`, `CustomTabBar`, `MainTabBarView`: the app's tab bar, by a name that
    /// ties it to no one screen (`ProfileTabBar`, `HomeTopTabBar` are a screen's strips).
    static func namesAppTabBar(_ name: String) -> Bool {
        let names: [StaticString] = ["tabbar", "tabbarview", "customtabbar", "customtabbarview", "maintabbar", "maintabbarview",
                                     "apptabbar", "apptabbarview", "roottabbar", "roottabbarview", "mytabbar", "mytabbarview"]
        let lower = FoldedName(name, droppingUnderscores: true)
        return names.contains { lower.equals($0) }
    }

    /// `CustomTabView`, `BottomTabView`, `MainTabView`, `MainCustomTabView`: the app's tab view;
    /// not `ActivityTabView` or `ProgressTabView`, one tab's screen.
    private static func namesTabView(_ lower: FoldedName) -> Bool {
        guard lower.contains("tabview") else { return false }
        let prefixes: [StaticString] = ["tabview", "customtab", "bottomtab", "floatingtab", "maintab", "apptab", "roottab", "mytab"]
        return prefixes.contains { lower.hasPrefix($0) } || lower.contains("customtabview")
    }

    // MARK: Evidence

    /// An identifier spelled `name` in one of `ranges`.
    func hasIdentifier(_ name: StaticString, in ranges: [ClosedRange<Int>]) -> Bool {
        first(name, in: ranges) != nil
    }

    func first(_ name: StaticString, in ranges: [ClosedRange<Int>], where accept: (Int) -> Bool = { _ in true }) -> Int? {
        // A name the file does not mention is in none of its ranges: no walk.
        guard file.mentions(name) else { return nil }
        for range in ranges {
            for index in range where file.isIdentifier(index) && file.spells(index, name) && accept(index) { return index }
        }
        return nil
    }

    /// `first(_:in:)` for a name known only at run time.
    func firstNamed(_ name: String, in ranges: [ClosedRange<Int>]) -> Int? {
        for range in ranges {
            for index in range where file.isIdentifier(index) && file.spells(index, name) { return index }
        }
        return nil
    }

    /// `.member` written as an implicit member (`= .tabBar`, `insert(.selected)`, `[.tabBar]`),
    /// not a property read (`self.tabBar`).
    func isImplicitMember(_ index: Int) -> Bool {
        guard file.isPunctuation(index - 1, ".") else { return false }
        let before = index - 2
        if file.isIdentifier(before) || file.isKeyword(before, .self) || file.isPunctuation(before, ")")
            || file.isPunctuation(before, "]") || (file.code.indices.contains(before) && file.code[before].kind == .operator && file.isPostfix(before)) {
            return file.spells(before, "UIAccessibilityTraits") || file.spells(before, "AccessibilityTraits")
        }
        return true
    }

    /// Whether the statement around `index` writes `accessibilityTraits`, or `index` is in the
    /// getter of an `accessibilityTraits` override.
    func isInTraitsStatement(_ index: Int) -> Bool {
        if let property = file.outline.computedProperty(containing: index), property.name == "accessibilityTraits" { return true }
        let start = file.statementStart(containing: index)
        return (start..<index).contains { file.isIdentifier($0) && file.spells($0, "accessibilityTraits") }
    }

    /// The string literals of an array literal, when every element is one.
    func stringLiterals(of variable: VariableDeclaration) -> [String]? {
        guard let initializer = variable.initializer, file.isPunctuation(initializer.lowerBound, "["),
              file.brackets.partner(of: initializer.lowerBound) == initializer.upperBound - 1 else { return nil }
        let elements = Bindings.arguments(from: initializer.lowerBound, to: initializer.upperBound - 1, in: file)
        let strings = elements.compactMap { element -> String? in
            guard element.count == 3, file.code[element.lowerBound].kind == .stringDelimiter,
                  file.code[element.lowerBound + 1].kind == .string else { return nil }
            return file.text(element.lowerBound + 1)
        }
        return strings.count == elements.count && strings.count >= 2 ? strings : nil
    }

    /// A literal array of titles declared in the type: `let titles = ["Home", "Me"]`; an array of
    /// names (`storyboardNames`) only when no titles are there.
    func titles(inType typeIndex: Int) -> [String] {
        let members = file.outline.variables.filter { variable in
            file.outline.type(containing: variable.nameIndex).map({ $0.keywordIndex }) == file.outline.types[typeIndex].keywordIndex
        }
        for word in ["title", "name"] as [StaticString] {
            for variable in members where FoldedName(variable.name).contains(word) {
                if let strings = stringLiterals(of: variable) { return strings }
            }
        }
        return []
    }

    /// The enum iterated in `ranges`: `Tab` of `Tab.allCases`.
    func iteratedEnum(in ranges: [ClosedRange<Int>]) -> String? {
        guard let cases = first("allCases", in: ranges, where: { file.isPunctuation($0 - 1, ".") && file.isIdentifier($0 - 2) }) else {
            return nil
        }
        return file.text(cases - 2)
    }

    /// The body of the innermost loop (`for`, `while`, `forEach`, `map`) around `index`, inside `limit`.
    func isInLoop(_ index: Int, within limit: ClosedRange<Int>) -> Bool {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{"), limit.contains(block.lowerBound), block.lowerBound != limit.lowerBound {
            let brace = block.lowerBound
            let start = file.statementStart(containing: brace)
            if file.isKeyword(start, .for) || file.isKeyword(start, .while) { return true }
            var before = brace - 1
            if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before) { before = open - 1 }
            if file.isIdentifier(before), ["forEach", "map", "compactMap", "flatMap", "ForEach"].contains(file.text(before)) { return true }
            probe = brace
        }
        return false
    }
}
