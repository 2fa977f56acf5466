import ProjectModel
import SwiftSource

/// SwiftUI bars: an `HStack` of buttons (or tapped views) that each select a tab — one per tab
/// in a `ForEach`, or several that set the same selection — in a view named for a tab bar or
/// selecting something named for tabs. A row of actions selects nothing, and is not a bar.
extension CustomTabBars {
    struct Control {
        var token: Int
        /// The control's code with its modifiers.
        var extent: ClosedRange<Int>
        /// The selection it sets: `selectedTab` of `selectedTab = tab`.
        var assigned: String?
        var assignment: Int?
        var perTab: Bool
        /// A view of another file standing for the control (`TabBarItem(tab: .home, selectedTab:
        /// $selectedTab)`): what it does is in the project facts.
        var itemType: String?
    }

    /// `TabView(selection: $selection)` in the same view: the row sets the tab the system view
    /// shows, whatever the state is called — unless the `TabView` pages through photos
    /// (`.tabViewStyle(.page)`).
    private func bindsTabViewSelection(_ selection: String, in body: ClosedRange<Int>?) -> Bool {
        guard let body, let tabView = first("TabView", in: [body]), file.isPunctuation(tabView + 1, "("),
              file.spells(tabView + 2, "selection"), file.isPunctuation(tabView + 3, ":") else { return false }
        let bound = tabView + 4
        guard file.isIdentifier(bound), file.text(bound) == "$" + selection || file.text(bound) == selection,
              let close = file.brackets.partner(of: tabView + 1) else { return false }
        var end = close
        if file.isPunctuation(end + 1, "{"), let content = file.brackets.partner(of: end + 1) { end = content }
        let style = first("tabViewStyle", in: [end...min(end + 12, body.upperBound)])
        return style.map { position in
            !((position + 1)..<min(position + 6, file.code.count)).contains { file.spells($0, "page") || file.spells($0, "PageTabViewStyle") }
        } ?? true
    }

    /// `var tabBar: some View { HStack { … } }`, `func customTabBar() -> some View`: a member of a
    /// screen (`extension AppView`) that draws the app's tab bar, by its name.
    private func isInViewMemberNamedTabBar(_ index: Int) -> Bool {
        if let function = file.outline.function(containing: index), function.kind == .function {
            return CustomTabBars.namesAppTabBar(function.name)
        }
        return file.outline.variables.contains { variable in
            variable.isComputed && variable.functionIndex == nil && variable.accessors?.contains(index) == true
                && CustomTabBars.namesAppTabBar(variable.name)
        }
    }

    /// A name of an image in the controls (`tab.icon`, `item.symbolName`, `AsyncImage`).
    func namesIcon(in regions: [ClosedRange<Int>]) -> Bool {
        regions.contains { region in
            region.contains { index in
                file.isIdentifier(index) && (file.tokenContainsFolded(index, "image") || file.tokenContainsFolded(index, "icon")
                    || file.tokenContainsFolded(index, "symbol"))
            }
        }
    }

    func swiftUIBars() -> [Bar] {
        let grids = file.mentions("LazyVGrid") || file.mentions("LazyHGrid")
        guard file.mentions("HStack") || file.mentions("ZStack") || grids else { return [] }
        var result: [Bar] = []
        var covered: [ClosedRange<Int>] = []
        for index in file.code.indices where file.isIdentifier(index)
            && (file.spells(index, "HStack") || file.spells(index, "ZStack") || (grids && (file.spells(index, "LazyVGrid") || file.spells(index, "LazyHGrid"))))
            && !file.isPunctuation(index - 1, ".") {
            guard !covered.contains(where: { $0.contains(index) }), let body = contentClosure(of: index),
                  let type = file.outline.type(containing: index),
                  // A `ZStack` is a bar only in a view named for one (its tabs placed with `.position`),
                  // and so is a grid (a column per tab); elsewhere they layer a screen or lay out a catalogue.
                  file.spells(index, "HStack") || CustomTabBars.namesTabBar(type.name),
                  let typeIndex = file.outline.types.firstIndex(where: { $0.keywordIndex == type.keywordIndex }),
                  !isInside(index, calls: ["TabView", "tabItem", "Picker", "Menu"]), !isInHorizontalScrollView(index),
                  !isInside(index, calls: ["toolbar"]) || isInBottomBarItem(index) else { continue }
            // The stack's content, and the view properties and functions of the type it shows
            // (`HStack { tabButtons }`, `ForEach(tabs) { tabButton($0) }`).
            let parts = [(body, false)] + referencedViewBodies(in: body, typeIndex: typeIndex)
            // (A `switch selectedTab { case 0: HomeView(isAuth: $isAuth) … }` shows the tabs'
            // screens: its views are no controls.)
            let controls = parts.flatMap { part, calledInLoop in
                tabControls(in: part).filter { !isCaseOfSwitch($0.token) }.map { control in
                    var control = control
                    control.perTab = control.perTab || calledInLoop
                    return control
                }
            }
            // `selectedTab = 2` from every control: shortcuts to one tab (a summary tapped to open
            // its screen), not a control per tab.
            if selectsOneTabOnly(controls) { continue }
            if let selection = controls.compactMap(\.assigned).first, opensScreen(with: selection, in: type.body) { continue }
            // `ZStack { TabView { pages }; HStack { tabs } }`: the row inside is the bar.
            // (Or in a view property the `ZStack` shows: `ZStack { pages; tabBar }`.)
            if file.spells(index, "ZStack"), parts.contains(where: { hasInnerRow(holding: controls, in: $0.0) }) { continue }
            let selections = Set(controls.compactMap(\.assigned))
            guard !controls.isEmpty, controls.count >= 2 || controls.contains(where: \.perTab), selections.count <= 1,
                  selections.contains(where: { FoldedName($0).contains("tab") }) || CustomTabBars.namesTabBar(type.name)
                    // Item views handed the model that keeps the selection (`viewRouter.currentPage`).
                    || (controls.allSatisfy { $0.itemType != nil } && selections.contains { name in
                        CustomTabBars.modelSelectionNames.contains { $0.description == name } })
                    || iteratesTabItems(in: body, typeName: type.name)
                    || (selections.first.map({ bindsTabViewSelection($0, in: type.body) }) == true && !controls.contains(where: stepsSelection))
                    || isInViewMemberNamedTabBar(index)
            else { continue }
            // `HomeTabTitleView`, `TabHeaderView`: a strip of page titles at the top of one screen;
            // `currentTab = "Hospitals"`: a category chosen by its name, which a search then uses.
            if CustomTabBars.namesPageStrip(type.name) || controls.contains(where: { selectsByString($0) }) { continue }
            // `ForEach(ScrollableTab.allCases)`: the cases of a strip that pages through one screen.
            let tabEnum = iteratedEnum(in: [body])
            if let tabEnum, CustomTabBars.namesStrip(tabEnum) { continue }
            // The same strip above the content it switches (`VStack { HStack { tabs }; switch selectedTab { … } }`).
            if let selection = selections.first, isHeader(index, above: selection, within: type.body) { continue }
            // (Items of a type named for a tab bar, `TabBarButton(…)`, are a bar's even so: one
            // whose content the app forgot to switch is still heard as one.)
            if !CustomTabBars.namesTabBar(type.name), !isInViewMemberNamedTabBar(index), let selection = selections.first,
               !controls.contains(where: { $0.itemType.map(CustomTabBars.namesTabBar) == true }),
               selectionStaysInRow(selection, rows: parts.map(\.0), within: type.body) { continue }
            // `ContentSegmentedControl` choosing a `ContentTab`: a view named for a segmented
            // control or a picker filters one screen, whatever its cases are called.
            let owner = FoldedName(type.name)
            if owner.contains("segment") || owner.contains("picker") { continue }
            covered += parts.map(\.0)
            // The controls, the views they show, and the views those show (`BottomBarButton` shows
            // `BottomBarButtonView`, which holds the `Text`).
            var regions: [ClosedRange<Int>] = []
            for control in controls {
                let children = childViewBodies(in: control.extent)
                for region in [control.extent] + children + children.flatMap({ childViewBodies(in: $0) }) where !regions.contains(region) {
                    regions.append(region)
                }
            }
            // Tabs of text alone: two buttons that switch a selection (`My courses | Discover`), a
            // segmented control drawn by hand; or a row naming no icon either (`For You | Latest |
            // Following`, a profile's `Posts | Comments` over an underline), one screen's sections.
            // The app's own tabs show icons — unless the view is named for the bar at the bottom
            // (`CustomBottomTabBarView` of `首页 | 我`), or for the app's tab bar and no screen's,
            // with three tabs or more (`TabbarView` of `首页 | 购物 | 消息 | 我`): no strip of one
            // screen's sections is.
            let namesAppBar = owner.contains("bottom") && CustomTabBars.namesTabBar(type.name)
                || controls.count >= 3 && CustomTabBars.namesAppTabBar(type.name)
            if controls.allSatisfy({ $0.itemType == nil }), !namesAppBar,
               first("Text", in: regions) != nil,
               first("Image", in: regions) == nil, first("Label", in: regions) == nil,
               (controls.count == 2 && !controls.contains(where: \.perTab)) || !namesIcon(in: regions) {
                continue
            }
            // Dots of a page indicator (a tapped `Circle()` or `Capsule()` per page): no icon, no title.
            if controls.allSatisfy({ control in Self.shapes.contains { file.spells(control.extent.lowerBound, $0) } }),
               first("Image", in: regions) == nil, first("Text", in: regions) == nil, first("Label", in: regions) == nil {
                continue
            }
            var bar = Bar(framework: .swiftUI, typeIndex: typeIndex, container: index, containerName: nil,
                          controls: controls.map(\.token), controlsName: nil, image: first("Image", in: regions),
                          selectionSite: controls.compactMap(\.assignment).first, tabEnum: tabEnum,
                          titles: titles(inType: typeIndex), missing: swiftUIProblems(in: regions))
            bar.titleOnlyWhenSelected = bar.missing.contains(.name) && showsTitleOnlyWhenSelected(in: regions)
            let foreign = Array(Set(controls.compactMap(\.itemType))).sorted()
            // `Button { selected = .live } label: { Image(systemName: "waveform") }` beside tabs
            // with titles: that tab alone is heard as “button”.
            if foreign.isEmpty, !bar.missing.contains(.name), controls.count >= 2,
               let unnamed = controls.first(where: { isImageOnly($0) && ($0.assigned == nil || $0.assigned == selections.first) }) {
                bar.controls = [unnamed.token] + bar.controls.filter { $0 != unnamed.token }
                markOneTabUnnamed(&bar, image: first("Image", in: [unnamed.extent] + childViewBodies(in: unnamed.extent)))
            }
            // `if tab != .add { Text(tab.title) }`: the add tab is heard as “button”.
            if foreign.isEmpty, !bar.missing.contains(.name), !hasIdentifier("accessibilityLabel", in: regions),
               let leftOut = titleLeftOutOfOneTab(in: regions) {
                markOneTabUnnamed(&bar, image: leftOut.image)
            }
            if !foreign.isEmpty {
                // The items' own bodies are in another file: every problem but the container's is
                // judged with the project's facts about them.
                bar.itemTypes = foreign
                bar.needsItemTypes = true
                bar.missing = Problem.allCases.filter { problem in
                    problem != .container || bar.missing.contains(.container)
                }
                if first("isSelected", in: [0...max(file.code.count - 1, 0)], where: isImplicitMember) != nil {
                    bar.missing.removeAll { $0 == .selection }
                }
                // A centre `Button { selected = 4 } label: { Image("home") }` of this file beside
                // the item views: unnamed itself, whatever the items show (judged with them).
                if let centre = controls.first(where: { isImageOnly($0) && ($0.assigned == nil || $0.assigned == selections.first) }) {
                    bar.centreControl = centre.token
                    if !hasIdentifier("accessibilityShowsLargeContentViewer", in: [0...max(file.code.count - 1, 0)]) {
                        bar.centreImage = first("Image", in: [centre.extent] + childViewBodies(in: centre.extent))
                    }
                }
            }
            result.append(bar)
        }
        return result
    }

    /// One tab of the bar shows an image alone: its name problem, and its large content at
    /// `image` (else at the bar's first image) unless the file shows large content somewhere.
    private func markOneTabUnnamed(_ bar: inout Bar, image: Int?) {
        bar.missing.insert(.name, at: 0)
        bar.oneTabUnnamed = true
        guard !hasIdentifier("accessibilityShowsLargeContentViewer", in: [0...max(file.code.count - 1, 0)]) else { return }
        bar.image = image ?? bar.image
        if !bar.missing.contains(.largeContent) { bar.missing.append(.largeContent) }
    }

    /// Whether `index` is in a case of a `switch` (the brace around it is the switch's).
    private func isCaseOfSwitch(_ index: Int) -> Bool {
        guard let block = file.enclosingBrackets(of: index, only: "{") else { return false }
        // `switch selectedTab {`, `switch viewModel.tab {`: the keyword a few names before the brace.
        var probe = block.lowerBound - 1
        while probe > block.lowerBound - 12, file.isIdentifier(probe) || file.isPunctuation(probe, ".") || file.isKeyword(probe, .self) {
            probe -= 1
        }
        return file.isKeyword(probe, .switch)
    }

    /// Whether an `HStack` inside `body` holds every one of `controls`.
    private func hasInnerRow(holding controls: [Control], in body: ClosedRange<Int>) -> Bool {
        !controls.isEmpty && body.contains { index in
            guard index > body.lowerBound, file.spells(index, "HStack"), !file.isPunctuation(index - 1, "."),
                  let row = contentClosure(of: index) else { return false }
            return controls.allSatisfy { row.contains($0.token) }
        }
    }

    /// SwiftUI's own views that take a binding: never a tab item of the app's.
    static let swiftUIViewsTakingBindings: Set<String> = ["TabView", "Picker", "Toggle", "Slider", "Stepper", "TextField",
                                                          "SecureField", "DatePicker", "ColorPicker", "NavigationStack",
                                                          "NavigationSplitView", "List", "ScrollView"]

    /// The gesture modifiers a `TapGesture()` is given to a view with.
    private static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// `includingActions`: also the controls that neither set a selection nor pass a tab on — an
    /// item view told the selection may select through a closure it was given (`action(tab)`).
    func tabControls(in body: ClosedRange<Int>, depth: Int = 0, includingActions: Bool = false) -> [Control] {
        var controls: [Control] = []
        for index in body where file.isIdentifier(index) {
            guard !controls.contains(where: { $0.extent.contains(index) }) else { continue }
            let isButton = file.spells(index, "Button") && !file.isPunctuation(index - 1, ".")
                && (file.isPunctuation(index + 1, "(") || file.isPunctuation(index + 1, "{"))
            let isTap = file.spells(index, "onTapGesture") && file.isPunctuation(index - 1, ".")
            // `.simultaneousGesture(TapGesture().onEnded { … })`: the view it is given to is the control.
            let gesture = file.spells(index, "TapGesture") && !file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(")
                ? gestureModifier(around: index) : nil
            // A menu's or a context menu's buttons are its items, not tabs.
            if isButton, isInside(index, calls: ["Menu", "contextMenu", "confirmationDialog"]) { continue }
            guard isButton || isTap || gesture != nil else {
                // A system `TabView` laid under the stack (its bar hidden) is no item of it, nor
                // are the pages and item labels it shows; nor is any other SwiftUI view handed the
                // selection (`Picker(selection: $tab)`).
                if depth == 0, file.isPunctuation(index + 1, "("), !file.isPunctuation(index - 1, "."),
                   !CustomTabBars.swiftUIViewsTakingBindings.contains(file.text(index)),
                   let item = itemViewControl(at: index, within: body) ?? foreignItemView(at: index, within: body),
                   !isInside(index, calls: ["TabView", "tabItem"]) {
                    controls.append(item)
                }
                continue
            }
            let start = isButton ? index : file.statementStart(containing: gesture ?? index)
            let end = max(controlEnd(from: start, limit: body.upperBound) - 1, index)
            let extent = start...end
            let action = isButton ? buttonAction(index, end: end) : isTap ? (tapClosure(of: index) ?? index...end) : index...end
            let assignment = selectionAssignment(in: action)
            let loopVariables = loopVariables(around: index, within: body)
            let perTab = loopVariables != nil
            // A control that selects: it sets a selection, or passes the tab it stands for on.
            // (A row of actions in a `ForEach` does neither.)
            guard includingActions || assignment != nil
                || (loopVariables.map { names in action.contains { file.isIdentifier($0) && names.contains(file.text($0)) } } ?? false)
            else { continue }
            controls.append(Control(token: index, extent: extent, assigned: assignment.map(file.text), assignment: assignment, perTab: perTab))
        }
        return controls
    }

    /// The closure of `.onTapGesture { … }` or `.onTapGesture(count: 2) { … }`: its action alone,
    /// not the modifiers chained after it (a `.task` or a cover's dismiss setting some other state).
    private func tapClosure(of tap: Int) -> ClosedRange<Int>? {
        var open = tap + 1
        if file.isPunctuation(open, "("), let close = file.brackets.partner(of: open) {
            // `.onTapGesture(perform: { … })`: the closure is the argument.
            if let inner = ((open + 1)..<close).first(where: { file.isPunctuation($0, "{") }), let end = file.brackets.partner(of: inner), end < close {
                return inner...end
            }
            open = close + 1
        }
        guard file.isPunctuation(open, "{"), let end = file.brackets.partner(of: open) else { return nil }
        return open...end
    }

    /// `simultaneousGesture` of `.simultaneousGesture(TapGesture()…)`, when `index` is its argument.
    private func gestureModifier(around index: Int) -> Int? {
        guard let call = file.enclosingBrackets(of: index, only: "("), file.isIdentifier(call.lowerBound - 1),
              file.isPunctuation(call.lowerBound - 2, "."), CustomTabBars.gestureModifiers.contains(file.text(call.lowerBound - 1)) else { return nil }
        return call.lowerBound - 1
    }

    /// The computed view properties and functions of the type that `body` shows
    /// (`HStack { tabButtons }`), each with whether it is called once per tab (in a `ForEach`).
    private func referencedViewBodies(in body: ClosedRange<Int>, typeIndex: Int) -> [(ClosedRange<Int>, Bool)] {
        var result: [(ClosedRange<Int>, Bool)] = []
        // The type and its extensions in the file (`extension TabBar { var buttons: some View { … } }`).
        let typeName = file.outline.types[typeIndex].name
        func isOwn(_ other: Int?) -> Bool { other.map { $0 == typeIndex || file.outline.types[$0].name == typeName } ?? false }
        for index in body where file.isIdentifier(index) && !file.isPunctuation(index + 1, ":")
            && (!file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self)) {
            let name = file.text(index)
            var part: ClosedRange<Int>?
            if file.isPunctuation(index + 1, "(") {
                part = file.outline.functions.first { $0.name == name && isOwn($0.typeIndex) }?.body
            } else if let variable = file.outline.variables.first(where: { $0.name == name && isOwn($0.typeIndex) && $0.isComputed }) {
                part = variable.accessors
            }
            guard let part, !part.contains(body.lowerBound) else { continue }
            // `.contextMenu { ContextMenu(bundle) }`: a menu's items, written in a function of their own.
            if isInside(index, calls: ["Menu", "contextMenu", "confirmationDialog"]) { continue }
            // `tabItem(page: .feed)`, `tabItem(page: .search)`: one call per tab.
            if let seen = result.firstIndex(where: { $0.0 == part }) {
                result[seen].1 = true
                continue
            }
            result.append((part, loopVariable(around: index, within: body) != nil))
        }
        return result
    }

    /// Where a control's expression ends (exclusive): past `label: { … }` and the other
    /// trailing closures after the first, and past the modifiers on the lines after them.
    func controlEnd(from start: Int, limit: Int) -> Int {
        var end = file.expressionEnd(from: start, limit: limit)
        // `expressionEnd` stops at the `{` after `label:`.
        if file.isPunctuation(end, "{"), file.isPunctuation(end - 1, ":"), file.isIdentifier(end - 2) { end -= 2 }
        while end < limit, file.isIdentifier(end), file.isPunctuation(end + 1, ":"), file.isPunctuation(end + 2, "{"),
              let close = file.brackets.partner(of: end + 2), close < limit {
            end = close + 1
            if end < limit, file.isPunctuation(end, "."), file.isIdentifier(end + 1) {
                end = max(file.expressionEnd(from: end, limit: limit), end + 1)
            }
        }
        return end
    }

    /// The code a button runs: `Button { … }` (its first closure), `Button(action: { … })`, the
    /// trailing closure of `Button("Title") { … }`; not its label.
    private func buttonAction(_ button: Int, end: Int) -> ClosedRange<Int> {
        let open = button + 1
        guard let close = file.brackets.partner(of: open), close <= end else { return button...end }
        if file.isPunctuation(open, "{") { return open...close }
        let labelled = (open..<close).contains { file.spells($0, "action") && file.isPunctuation($0 + 1, ":") }
        if !labelled, file.isPunctuation(close + 1, "{"), let trailing = file.brackets.partner(of: close + 1), trailing <= end {
            return (close + 1)...trailing
        }
        return open...close
    }

    /// The bodies of the file's own views used in `extent`: `TabBarItem(tab: tab)`.
    func childViewBodies(in extent: ClosedRange<Int>) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        for index in extent where file.isIdentifier(index) && file.isPunctuation(index + 1, "(") {
            let name = file.text(index)
            if name.first?.isUppercase == true {
                guard let type = file.outline.types.first(where: { $0.kind == .struct && $0.name == name }), let body = type.body else { continue }
                bodies.append(body)
                continue
            }
            // `tabButton(for: index)`: a view builder of this file, not a modifier or another value's method.
            guard !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self),
                  let function = file.outline.functions.first(where: { $0.kind == .function && $0.name == name && returnsView($0) }),
                  let body = function.body, !body.contains(index) else { continue }
            bodies.append(body)
        }
        return bodies
    }

    /// `-> some View`, `-> AnyView`, `-> Image`: a function that builds a view.
    private func returnsView(_ function: FunctionDeclaration) -> Bool {
        guard let type = function.returnType else { return false }
        return type.contains { file.spells($0, "View") || file.spells($0, "AnyView") || file.spells($0, "Image") }
    }

    /// The control sets its selection to a string literal (`currentTab = "Hospitals"`).
    private func selectsByString(_ control: Control) -> Bool {
        guard let assignment = control.assignment, file.isOperator(assignment + 1, "=") else { return false }
        return file.code.indices.contains(assignment + 2) && file.code[assignment + 2].kind == .stringDelimiter
    }
}
