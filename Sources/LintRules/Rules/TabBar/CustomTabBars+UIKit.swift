import ProjectModel
import SwiftSource

/// UIKit bars: a class that hides its `UITabBarController`'s bar and makes a button per tab, or
/// a view or control named for a tab bar that does.
extension CustomTabBars {
    /// Superclasses of a view a bar is drawn in.
    static let viewSuperclasses: Set<String> = ["UIView", "UIControl", "UIStackView", "UIVisualEffectView", "UIToolbar"]

    /// The suffixes of names that are not a bar even when they name one: its parts and its owners.
    static let partSuffixes = ["Item", "ItemView", "Button", "Cell", "Delegate", "DataSource", "Model", "Coordinator", "Protocol"]

    func uiKitBars() -> [Bar] {
        let outline = file.outline
        var result: [Bar] = []
        let mayHideBar = (file.mentions("tabBar") && (file.mentions("isHidden") || file.mentions("hidden") || file.mentions("removeFromSuperview")))
            || (file.mentions("UITabBar") && (file.mentions("isHidden") || file.mentions("removeFromSuperview")))
        var controlTypesOfFile: [String: ClosedRange<Int>]?
        for (typeIndex, type) in outline.types.enumerated() where type.kind == .class {
            guard let body = type.body else { continue }
            let inheritance = type.inheritance(in: file)
            // A `UITabBar` subclass is the system bar restyled: VoiceOver already reads it —
            // unless it takes the system's buttons away and lays out item views of its own.
            let isSystemBarSubclass = inheritance.contains(where: { $0 == "UITabBar" })
            if isSystemBarSubclass, !removesSystemTabButtons(in: [body]) { continue }
            // A strip that scrolls (`class TabView: UIScrollView`, a page menu's) pages through
            // one screen: not the app's tab bar, whatever it is called.
            if inheritance.first == "UIScrollView" || inheritance.first == "UICollectionView" { continue }
            let bodies = [body] + outline.types.filter { $0.kind == .extension && $0.name == type.name }.compactMap(\.body)
            // `setValue(customTabBar, forKey: "tabBar")`: a bar of the app's in the system's place,
            // its items laid out here.
            let replaces = inheritance.first == "UITabBarController" && file.mentions("setValue") && installsAsTabBar(in: bodies)
            var hides = mayHideBar && hidesSystemBar(in: bodies) || replaces
            // The controls a tab bar controller makes, read once: they may be a bar of its own.
            var made: [Int]?
            if !hides, inheritance.first == "UITabBarController" {
                let controlTypes = controlTypesOfFile ?? declaredControlTypes()
                controlTypesOfFile = controlTypes
                let creations = controlCreations(in: bodies, typeIndex: typeIndex, controlTypes: controlTypes)
                made = creations
                hides = drawsBarOverSystemBar(made: creations, in: bodies)
            }
            // A tab bar controller that keeps its bar may still lay a storyboard bar over it.
            let mayOverlay = !hides && inheritance.first == "UITabBarController"
            // A view that tells its owner which of its buttons was tapped is a bar if the project
            // says the owner uses that number as a tab index (`TagHandoffs`).
            let handoffs = hides || mayOverlay ? nil : tabIndexHandoffs(of: type, inheritance: inheritance)
            let named = handoffs != nil || isNamedBar(type, inheritance: inheritance)
            // A plain view controller that swaps its children from a row of tabs is a tab bar
            // controller written by hand.
            let switches = !hides && !mayOverlay && !named && switchesChildren(inheritance: inheritance, in: bodies)
            // A view controller that draws a bar of its own in a view named for one (`tabBarView`).
            let ownedBar = hides || mayOverlay || named || inheritance.first?.hasSuffix("ViewController") != true ? nil : ownedBarView(in: bodies)
            // A view controller named for a tab bar whose buttons are outlets: its view is the bar.
            let namedController = !hides && !mayOverlay && !named && !switches && ownedBar == nil
                && isNamedBarController(type, inheritance: inheritance, bodies: bodies)
            guard hides || mayOverlay || named || switches || ownedBar != nil || namedController else { continue }
            let controlTypes = controlTypesOfFile ?? declaredControlTypes()
            controlTypesOfFile = controlTypes
            var controls = mayOverlay ? [] : made ?? controlCreations(in: bodies, typeIndex: typeIndex, controlTypes: controlTypes)
            var outletBar: (name: String, token: Int)?
            if controls.isEmpty, inheritance.first == "UITabBarController", let outlets = storyboardBar(in: bodies, hidesSystemBar: hides) {
                controls = outlets.buttons
                outletBar = outlets.bar
            }
            // Items made from a type the project must tell about (`TabCell(item)` in a loop), or
            // plain views given a tap recognizer each (`icon.addGestureRecognizer(UITapGestureRecognizer(…))`).
            var tappedViews = false
            var candidates = false
            // A bar view laid out in Interface Builder: its buttons are outlets.
            var outletButtons = false
            if controls.isEmpty, named || hides || switches || ownedBar != nil || namedController {
                controls = outletButtonNames(in: bodies)
                outletButtons = !controls.isEmpty
            }
            // Buttons made elsewhere (a generic stack view of them) and kept here, one per tab.
            var buttonArray = false
            if controls.isEmpty, named, let array = buttonArrayProperty(in: bodies, controlTypes: controlTypesOfFile ?? [:]) {
                controls = [array]
                buttonArray = true
            }
            // `var tabBarItems: [TabBarItem]` of a type declared in another file, wired here
            // (`addTarget`): the project tells whether the items name themselves.
            var foreignItemType: String?
            if controls.isEmpty, named, let array = foreignItemArray(in: bodies, controlTypes: controlTypesOfFile ?? [:]) {
                controls = [array.name]
                foreignItemType = array.type
            }
            if controls.isEmpty, !mayOverlay {
                // Tap recognizers the bar adds itself are certain; items that may be tapped in
                // their own type need the project to say so.
                if !switches { controls = tapRecognizers(in: bodies, typeIndex: typeIndex) }
                tappedViews = !controls.isEmpty
                // Icons made tappable by a bar named for one, their taps heard by its owner.
                if controls.isEmpty, named { controls = interactiveImageViews(in: bodies, typeIndex: typeIndex) }
                if controls.isEmpty {
                    controls = itemCandidates(in: bodies, typeIndex: typeIndex)
                    candidates = !controls.isEmpty
                }
            }
            guard !controls.isEmpty, controls.count >= 2 || buttonArray || foreignItemType != nil || outletButtons || outletBar != nil || controls.contains(where: { isPerTab($0, in: bodies) }) else { continue }
            // Items made one per tab beside a single button (a centre "add" button): the tabs are
            // the items; the button is judged as a control of the bar no more.
            // So is a stored `UIButton()` kept to remember the selected one beside a button made per tab.
            if !buttonArray, !outletButtons, controls.count >= 2 {
                let perTab = controls.filter { isPerTab($0, in: bodies) }
                if !perTab.isEmpty, perTab.count < controls.count { controls = perTab }
                // Two or more items of one type of the project beside one plain `UIButton` (`let
                // diaryButton = HomeTabBarButton(style: .diary)` … and a `plusButton`): the same.
                let plain = controls.filter { file.spells($0, "UIButton") }
                if plain.count == 1, controls.count >= 3,
                   Dictionary(grouping: controls.filter { !file.spells($0, "UIButton") }, by: file.text).values.contains(where: { $0.count >= 2 }) {
                    controls.removeAll { $0 == plain[0] }
                }
            }
            // A `BottomBar` whose buttons each run their own action (preview, send) is a toolbar.
            if named, !hides, isActionToolbar(type, inheritance: inheritance, bodies: bodies) { continue }
            // A bar with a back button is a navigation bar, whatever it is called (`LoginTabBar`).
            if named, !hides, hasBackAction(in: bodies) { continue }
            // Controls of a type declared elsewhere, or laid out in a storyboard, may name
            // themselves there: only the container (and, for outlets, the selection) is certain.
            let knownControls = outletBar == nil && !tappedViews && !outletButtons
                && (buttonArray || controls.allSatisfy { file.spells($0, "UIButton") || file.spells($0, "UIImageView") || controlTypes[file.text($0)] != nil })
            let itemTypes = foreignItemType.map { [$0] }
                ?? (outletBar != nil || tappedViews || outletButtons || buttonArray ? [] : Array(Set(controls.map(file.text)).subtracting(["UIButton", "UIImageView"]).subtracting(controlTypes.keys)).sorted())
            // A hand-made controller of items no type here shows to be controls is a bar only if
            // the project says they are tab items.
            if switches, !knownControls, !outletButtons, itemTypes.isEmpty { continue }
            // A kept array of a control class of this file: that class sets its buttons up.
            let arrayElementType = buttonArray ? arrayElementTypeBody(of: controls[0], controlTypes: controlTypes) : nil
            let scope = bodies + controls.compactMap { controlTypes[file.text($0)] } + (arrayElementType.map { [$0] } ?? [])
                + configuredOutside(controls, bodies: bodies)
            let container = outletBar ?? (hides ? addedContainer(of: controls, in: bodies) : nil) ?? ownedBar
            var bar = Bar(framework: .uiKit, typeIndex: typeIndex, container: container?.token ?? type.nameIndex,
                          containerName: hides || outletBar != nil || ownedBar != nil ? container?.name : nil, controls: controls,
                          controlsName: controlsArray(of: controls, in: bodies), image: firstImage(in: bodies, controls: controls),
                          selectionSite: selectionSite(in: bodies, typeIndex: typeIndex), tabEnum: iteratedEnum(in: bodies),
                          titles: titles(inType: typeIndex), missing: [])
            if hides, container == nil { bar.containerName = "view" }
            bar.tabIndexSinks = handoffs ?? []
            if knownControls, !buttonArray { bar.untitledControls = untitledStoredControls(controls, in: scope) }
            bar.missing = uiKitProblems(in: scope, knownControls: knownControls,
                                        checksSelection: (knownControls || outletBar != nil || tappedViews || outletButtons) && !onlyNavigates(in: bodies),
                                        initialOnly: setUpOnlyBodies(of: controls, selectionSite: bar.selectionSite),
                                        partlyTitled: !bar.untitledControls.isEmpty)
            // Plain views the bar makes tappable are no buttons: a label inside is text of its own.
            if tappedViews, !bar.missing.contains(.name), !hasIdentifier("accessibilityLabel", in: scope) {
                bar.missing.insert(.name, at: 0)
                bar.plainItems = true
            }
            // Outlets the code gives no title or label: the XIB they are laid out in tells
            // (judged with the project, `NibFiles`).
            if outletButtons || outletBar != nil, !showsTitle(in: scope), !hasIdentifier("accessibilityLabel", in: scope) {
                bar.nibClass = type.name
                bar.nibOutlets = controls.map { file.text($0) }
                bar.nibBarOutlet = outletBar?.name
                if !bar.missing.contains(.name) { bar.missing.insert(.name, at: 0) }
                if !showsLargeContent(in: scope), !bar.missing.contains(.largeContent) { bar.missing.append(.largeContent) }
            }
            // Still a `UITabBar`: VoiceOver hears the container as a tab bar.
            if isSystemBarSubclass { bar.missing.removeAll { $0 == .container } }
            bar.titleOnlyWhenSelected = bar.missing.contains(.name) && showsTitle(in: scope) && clearsTitle(in: scope)
            if !itemTypes.isEmpty {
                bar.itemTypes = itemTypes
                // (A controller that adds a tap recognizer to each item makes them tab items itself.)
                bar.needsItemTypes = (candidates || switches && !knownControls) && !tapsItems(in: bodies)
                bar.setsIsSelected = setsIsSelected(in: scope, initialOnly: setUpOnlyBodies(of: controls, selectionSite: bar.selectionSite))
                // Whether the items' selection is heard depends on their type: judged with the project.
                if !bar.missing.contains(.selection), !setsSelectedTrait(in: scope) {
                    bar.missing.insert(.selection, at: bar.missing.firstIndex(of: .container) ?? bar.missing.endIndex)
                }
                // So do their name and large content, when the bar gives them neither: judged
                // with what the item types show (`TabItemType.namesItself`).
                if !knownControls, !tappedViews, !outletButtons, outletBar == nil, !showsTitle(in: scope),
                   !hasIdentifier("accessibilityLabel", in: scope) {
                    bar.itemsDecideName = true
                    if !bar.missing.contains(.name) { bar.missing.insert(.name, at: 0) }
                    if !showsLargeContent(in: scope), !bar.missing.contains(.largeContent) { bar.missing.append(.largeContent) }
                }
            }
            result.append(bar)
        }
        return result
    }

    /// `TabCell(item)`, `let view = BarItem()`: a type of the project made in a loop of the bar
    /// type — a tab item if the project facts say it is a control or a tapped view.
    private func itemCandidates(in bodies: [ClosedRange<Int>], typeIndex: Int) -> [Int] {
        let owner = file.outline.types[typeIndex].name
        var result: [Int] = []
        // `let homeItem = TabItem()`, `let profileItem = TabItem()`: stored, one property per tab.
        var stored: [String: [Int]] = [:]
        for body in bodies {
            for index in body where file.isIdentifier(index) && !file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(") {
                let name = file.text(index)
                guard name.first?.isUppercase == true, !["UI", "NS", "CG", "CA", "CF"].contains(where: name.hasPrefix), name != owner,
                      file.outline.type(containing: index)?.name == owner,
                      !file.outline.types.contains(where: { $0.name == name && $0.kind != .class && $0.kind != .extension }),
                      isViewPlacement(of: index) else { continue }
                if isInLoop(index, within: body) {
                    result.append(index)
                } else if file.outline.function(containing: index) == nil {
                    stored[name, default: []].append(index)
                }
            }
        }
        for (_, creations) in stored where creations.count >= 2 { result += creations }
        return result.sorted()
    }

    /// A creation kept or shown as a view: `let item = Name(…)`, `addSubview(Name(…))`,
    /// `items.append(Name(…))` — not `Int(index)` in an expression.
    private func isViewPlacement(of creation: Int) -> Bool {
        if file.isOperator(creation - 1, "="), file.isIdentifier(creation - 2),
           file.isKeyword(creation - 3, .let) || file.isKeyword(creation - 3, .var) {
            return true
        }
        guard file.isPunctuation(creation - 1, "("), file.isIdentifier(creation - 2) else { return false }
        return ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "append"].contains(file.text(creation - 2))
    }

    /// `UITapGestureRecognizer(` made in a loop of the bar type (or twice or more): a tapped view per tab.
    private func tapRecognizers(in bodies: [ClosedRange<Int>], typeIndex: Int) -> [Int] {
        let owner = file.outline.types[typeIndex].name
        var result: [Int] = []
        for body in bodies {
            for index in body where file.isIdentifier(index) && file.spells(index, "UITapGestureRecognizer") && file.isPunctuation(index + 1, "(")
                && file.outline.type(containing: index)?.name == owner {
                result.append(index)
            }
        }
        return result
    }

    /// `albumsButton = UIImageView(image: …)` with `albumsButton.isUserInteractionEnabled = true`,
    /// two or more in the bar's own code: icons that are the tabs, tapped through a recognizer
    /// the owner adds. An image view has no title: only a label names it.
    private func interactiveImageViews(in bodies: [ClosedRange<Int>], typeIndex: Int) -> [Int] {
        guard file.mentions("isUserInteractionEnabled"), file.mentions("UIImageView") else { return [] }
        let owner = file.outline.types[typeIndex].name
        var enabled: Set<String> = []
        var made: [(name: String, creation: Int)] = []
        for body in bodies {
            for index in body where file.isIdentifier(index) && file.outline.type(containing: index)?.name == owner {
                if file.spells(index, "isUserInteractionEnabled"), file.isPunctuation(index - 1, "."), file.isIdentifier(index - 2),
                   file.isOperator(index + 1, "="), file.isKeyword(index + 2, .true) {
                    enabled.insert(file.text(index - 2))
                } else if file.spells(index, "UIImageView"), file.isPunctuation(index + 1, "("), file.isOperator(index - 1, "="),
                          file.isIdentifier(index - 2) {
                    made.append((file.text(index - 2), index))
                }
            }
        }
        let tappable = made.filter { enabled.contains($0.name) }
        return tappable.count >= 2 ? tappable.map(\.creation) : []
    }

    /// Classes of the file that are controls: `class TabButton: UIButton`, name → body.
    private func declaredControlTypes() -> [String: ClosedRange<Int>] {
        var types: [String: ClosedRange<Int>] = [:]
        for type in file.outline.types where type.kind == .class {
            guard let superclass = type.inheritance(in: file).first, let body = type.body else { continue }
            if superclass == "UIButton" || superclass == "UIControl" { types[type.name] = body; continue }
            // A tab item view holding its own tapped button (`btnAction.addTarget(self, …)`):
            // the bar makes one per tab (`TabView(tab: tab)`), and it is the control.
            if superclass == "UIView", let targetAction = first("addTarget", in: [body]),
               file.outline.type(containing: targetAction)?.name == type.name {
                types[type.name] = body
            }
        }
        return types
    }

    /// Where the bar makes its controls: `UIButton(`, `UIButton.init(`, `UIButton.systemButton(`,
    /// and any `…Button(`, in the type itself (not a type nested in it).
    private func controlCreations(in bodies: [ClosedRange<Int>], typeIndex: Int,
                                  controlTypes: [String: ClosedRange<Int>]) -> [Int] {
        var result: [Int] = []
        let owner = file.outline.types[typeIndex].name
        for body in bodies {
            for index in body where file.isIdentifier(index) && !file.isPunctuation(index - 1, ".") {
                let name = file.text(index)
                guard name == "UIButton" || controlTypes[name] != nil
                        || ((CustomTabBars.namesButton(name) || name.hasSuffix("ItemView") || CustomTabBars.namesTabItemType(name)) && name.first?.isUppercase == true),
                      file.isPunctuation(index + 1, "(") || (file.isPunctuation(index + 1, ".")
                          && ["init", "systemButton"].contains(file.text(index + 2)) && file.isPunctuation(index + 3, "("))
                          || isFactoryBinding(index),
                      name != "UIBarButton", file.outline.type(containing: index)?.name == owner else { continue }
                result.append(index)
            }
        }
        // A `CustomTabBarItem` may be a tab's model (title, icon, controller): a view only once it is added to one.
        return result.filter { creation in
            let name = file.text(creation)
            guard controlTypes[name] == nil, CustomTabBars.namesTabItemType(name), !CustomTabBars.namesButton(name) else { return true }
            return receiver(addingAnyOf: Set(boundNames(of: creation, in: bodies)), in: bodies) != nil
        }
    }


    private func firstImage(in bodies: [ClosedRange<Int>], controls: [Int]) -> Int? {
        if let image = first("setImage", in: bodies) ?? first("setBackgroundImage", in: bodies) { return image }
        let isMade = { (index: Int) in self.file.isPunctuation(index + 1, "(") }
        // The icon made beside the first tab control (`let icon = UIImageView()` after `UIButton()`
        // in the loop), not a stored `lastSelectedImage` of the type.
        if let control = controls.first, let block = file.enclosingBrackets(of: control, only: "{"),
           let icon = first("UIImageView", in: [control...block.upperBound], where: isMade) {
            return icon
        }
        return first("UIImageView", in: bodies, where: isMade)
    }

    /// The target action of the controls (`#selector(tabTapped(_:))`), else an `@IBAction`,
    /// else the first `selectedIndex =`.
    private func selectionSite(in bodies: [ClosedRange<Int>], typeIndex: Int) -> Int? {
        let actions = file.outline.functions.filter { function in
            bodies.contains { $0.contains(function.nameIndex) }
                && (function.declarationStart..<function.nameIndex).contains { file.spells($0, "IBAction") }
        }
        // The first action that changes state (`currentIndex = 1`), not a centre button's that only tells a delegate.
        if first("addTarget", in: bodies) == nil,
           let action = actions.first(where: { $0.body?.contains { file.isOperator($0, "=") } == true }) ?? actions.first {
            return action.nameIndex
        }
        if let target = first("addTarget", in: bodies), let selector = (target..<min(target + 12, file.code.count))
            .first(where: { file.code[$0].kind == .pound && file.spells($0, "#selector") }), file.isIdentifier(selector + 2) {
            let name = file.text(selector + 2)
            if let function = file.outline.functions.first(where: { function in
                function.name == name && bodies.contains { $0.contains(function.nameIndex) }
            }) {
                return function.nameIndex
            }
        }
        return first("selectedIndex", in: bodies) { file.isOperator($0 + 1, "=") }
    }
}

extension CustomTabBars {
    /// `CustomTabBarItem`, `MainTabItem`: a type of the app's for one tab of its bar (a view, or
    /// a model the project facts tell apart) — not UIKit's `UITabBarItem`.
    static func namesTabItemType(_ name: String) -> Bool {
        (name.hasSuffix("TabBarItem") || name.hasSuffix("TabItem")) && name != "UITabBarItem" && name.count > "TabItem".count
    }

    /// `TabButton`, `CQ_Midbutton`, `tabBtn`-like type names: a control by its name.
    static func namesButton(_ name: String) -> Bool {
        name.hasSuffix("Button") || name.hasSuffix("button") || name.hasSuffix("Btn")
    }
}
