import SwiftSource

/// Whether a file is about a tab bar.
enum TabContext {
    /// The names a file about a tab bar spells.
    static let tabNames: [StaticString] = ["UITabBarController", "UITabBar", "tabBar", "selectedIndex", "tabBarItem", "TabView"]

    static func isTabFile(_ file: SourceFile) -> Bool {
        file.hasIdentifier(anyOf: tabNames) || TabArraysRuleVocabulary.declaresTypeNamedForTabs(file)
    }
}

/// Follows an index from where it comes from (`sender.tag`) to where it is used in one function.
struct TabIndexFlow {
    struct Source {
        /// The `tag` (or `integer`) token.
        var token: Int
        /// `sender.tag`, as written.
        var description: String
        /// The local it is stored in (`let index = sender.tag`), if any.
        var variable: String?
        var statementEnd: Int
    }

    let file: SourceFile
    let body: ClosedRange<Int>
    let isTabFile: Bool

    /// Reads of a view's `tag` (not writes, not SwiftUI's `.tag(…)`),
    /// `UserDefaults….integer(forKey:)` (or `value`/`object(forKey:)` of a defaults store), and a
    /// tab index kept in the app's preferences.
    func sources() -> [Source] {
        var result: [Source] = []
        for index in (body.lowerBound + 1)..<body.upperBound where file.isIdentifier(index) {
            guard file.isPunctuation(index - 1, ".") else {
                // `if let userInfo = notification.userInfo { … userInfo["index"] as? Int … }`.
                guard file.spells(index, "userInfo"), holdsUserInfo(index), isRestoredIndex(index) else { continue }
                let statement = file.statementStart(containing: index)
                result.append(Source(token: index, description: "userInfo", variable: boundVariable(statement: statement, before: index),
                                     statementEnd: file.expressionEnd(from: statement, limit: body.upperBound)))
                continue
            }
            // `Settings[.selectedTabIndex]`: the store's subscript is read, its name is where.
            if file.isPunctuation(index - 2, "["), let close = file.brackets.partner(of: index - 2), isPersistedTabIndex(index) {
                let receiverStart = receiverStartIndex(before: index - 2)
                let statement = file.statementStart(containing: index)
                result.append(Source(token: index - 3, description: file.normalizedText(receiverStart..<(close + 1)),
                                     variable: boundVariable(statement: statement, before: receiverStart),
                                     statementEnd: file.expressionEnd(from: statement, limit: body.upperBound)))
                continue
            }
            let isTag = file.spells(index, "tag") && !file.isOperator(index + 1, "=") && !file.isPunctuation(index + 1, "(")
                && !isListViewsTag(index)
            // `UserDefaults.standard.integer(forKey:)`, `USERDEFAULTS.value(forKey:)`, `defaults.object(forKey:)`.
            let isStoredInteger = file.isPunctuation(index + 1, "(") && file.spells(index + 2, "forKey")
                && (file.spells(index, "integer") || file.spells(index, "value") || file.spells(index, "object"))
                && (max(0, index - 6)..<index).contains { file.isIdentifier($0) && file.tokenContainsFolded($0, "default") }
            guard isTag || isStoredInteger || isPersistedTabIndex(index) || isRestoredIndex(index) || isPostedIndex(index)
                    || isCommandsIndex(index) else { continue }
            let receiverStart = receiverStartIndex(before: index - 1)
            let statement = file.statementStart(containing: index)
            // Within the body: with an unclosed `(` the expression would run past its `}`.
            let end = file.expressionEnd(from: statement, limit: body.upperBound)
            result.append(Source(token: index, description: file.normalizedText(receiverStart..<(index + 1)),
                                 variable: boundVariable(statement: statement, before: receiverStart), statementEnd: end))
        }
        return result
    }

    /// Where the index is used unchecked, if anywhere: a subscript or `selectedIndex`.
    func uncheckedSink(of source: Source) -> String? {
        if body.lowerBound < source.token, let direct = sink(enclosing: source.token) {
            return isChecked(name: nil, source: source, before: source.token) ? nil : direct
        }
        guard let variable = source.variable else { return nil }
        for index in source.statementEnd..<body.upperBound where file.isIdentifier(index) && file.spells(index, variable)
            && !file.isPunctuation(index - 1, ".") {
            guard let sink = sink(enclosing: index) else { continue }
            return isChecked(name: variable, source: source, before: index) ? nil : sink
        }
        return nil
    }

    /// `array[… index …]` or `selectedIndex = … index …` around a token; a tab file's arrays, or
    /// the tab bar controller's own.
    func sink(enclosing index: Int) -> String? {
        var probe = index
        while let brackets = file.enclosingBrackets(of: probe), brackets.lowerBound > body.lowerBound {
            let open = brackets.lowerBound
            if file.isPunctuation(open, "["), open > 0 {
                // `items[safe: i]` and `items.at(i)` check bounds themselves.
                if file.spells(open + 1, "safe"), file.isPunctuation(open + 2, ":") { return nil }
                var receiver = open - 1
                if file.code[receiver].kind == .operator, file.isPostfix(receiver) { receiver -= 1 }
                if file.isIdentifier(receiver) {
                    let name = file.text(receiver)
                    if TabIndexFlow.tabCollections.contains(name) || (isTabFile && TabIndexFlow.isTabArrayName(name) && !isControlsOwnArray(receiver))
                        || holdsViewControllers(receiver) {
                        return "\(name)[…]"
                    }
                }
                return nil
            }
            // `tabItems.object(at: sender.tag)`: an `NSArray` of the tabs (not a list's rows,
            // `favouriteItems.object(at: sender.tag)`).
            if file.isPunctuation(open, "("), file.spells(open - 1, "object"), file.spells(open + 1, "at"), isTabFile,
               file.isPunctuation(open - 2, "."), file.isIdentifier(open - 3),
               TabIndexFlow.tabCollections.contains(file.text(open - 3)) || TabIndexFlow.isTabArrayName(file.text(open - 3)) {
                return "object(at:)"
            }
            if file.isPunctuation(open, "(") || file.isPunctuation(open, "{") { break }
            probe = open
        }
        // `selectedIndex = index` (the index the whole right side, or arithmetic on it).
        let statement = file.statementStart(containing: index)
        var probeIndex = statement
        while probeIndex < index {
            // Not `var selectedIndex = iv.tag`: a local of that name is no tab bar controller's.
            if file.spells(probeIndex, "selectedIndex"), file.isOperator(probeIndex + 1, "="), probeIndex + 2 <= index,
               !file.isKeyword(probeIndex - 1, .var), !file.isKeyword(probeIndex - 1, .let), !isOtherControlsIndex(probeIndex),
               !((probeIndex + 2)..<index).contains(where: { file.isPunctuation($0, "(") && !isCastOfSender($0, before: index) }),
               !isOwnPropertyOfAnotherType(probeIndex) {
                return "selectedIndex"
            }
            probeIndex += 1
        }
        return nil
    }

    /// `(sender as! UIButton).tag`: parentheses that only cast the tag's owner, closed before it.
    func isCastOfSender(_ open: Int, before tag: Int) -> Bool {
        guard let close = file.brackets.partner(of: open), close < tag else { return false }
        return ((open + 1)..<close).contains { file.isKeyword($0, .as) }
    }

    /// `var pages = [HomeViewController(), MeViewController.init()]`: an array the file fills with
    /// view controllers, the children a tab bar controller written by hand swaps by index,
    /// whatever it is called.
    private func holdsViewControllers(_ receiver: Int) -> Bool {
        let bindings = file.bindings
        guard let declaration = bindings.declaration(at: receiver) else { return false }
        return bindings.values(of: declaration).contains { value in
            guard file.isPunctuation(value.lowerBound, "["), file.brackets.partner(of: value.lowerBound) == value.upperBound - 1 else { return false }
            let elements = Bindings.arguments(from: value.lowerBound, to: value.upperBound - 1, in: file)
            return elements.count >= 2 && elements.allSatisfy { element in
                let start = element.lowerBound
                guard file.isIdentifier(start), TabIndexFlow.namesViewController(file.text(start)) else { return false }
                return file.isPunctuation(start + 1, "(") || (file.isPunctuation(start + 1, ".") && file.isKeyword(start + 2, .`init`))
            }
        }
    }

    /// `HomeViewController`, `MeVC`, `SettingsController`.
    static func namesViewController(_ name: String) -> Bool {
        name.hasSuffix("Controller") || name.hasSuffix("VC")
    }

    /// `UserPrefs.shared.lastTabIndex.value`, `Settings.selectedTab`: a tab index saved by an
    /// earlier version of the app, which may have had more tabs. A view model's own
    /// `selectedTabIndex` is kept in step with the taps and is not one.
    /// Whether the file reads a tab index from its preferences anywhere: one pass before the
    /// per-function reading.
    static func readsPersistedTabIndex(_ file: SourceFile) -> Bool {
        file.code.indices.contains { index in
            file.isIdentifier(index) && file.isPunctuation(index - 1, ".")
                && (file.tokenContainsFolded(index, "tab") || file.tokenContainsFolded(index, "index"))
                && TabIndexFlow(file: file, body: 0...(file.code.count - 1), isTabFile: false).isPersistedTabIndex(index)
        }
    }

    /// `buttons[sender.tag]` in a control of the app's own (`PrettySegmentedControl: UIView`, a
    /// generic button stack) that numbered its buttons itself (`button.tag = index`): the array is
    /// the control's own, indexed by its own numbering — no tab index. A view named for tabs keeps
    /// the report.
    private func isControlsOwnArray(_ receiver: Int) -> Bool {
        guard let type = file.outline.type(containing: receiver), let body = type.body, !FoldedName(type.name).contains("tab"),
              let superclass = type.inheritance(in: file).first,
              CustomTabBars.viewSuperclasses.contains(superclass) || superclass.hasSuffix("View") || superclass.hasSuffix("Control"),
              file.outline.variables.contains(where: { $0.functionIndex == nil && $0.name == file.text(receiver) && body.contains($0.nameIndex) })
        else { return false }
        return body.contains { file.spells($0, "tag") && file.isPunctuation($0 - 1, ".") && file.isOperator($0 + 1, "=") }
    }

    /// `selectedIndex = btn.tag` in a view that declares `private var selectedIndex = -1` of its
    /// own (a segmented strip remembering its button): no tab bar controller's. One that acts
    /// when set (`didSet { swapChild() }`) in a controller, or lives in a type named for tabs, is
    /// the tab index of a hand-made tab bar controller, and stays a sink; in a view (a filter
    /// control moving its indicator) it is the control's own selection.
    private func isOwnPropertyOfAnotherType(_ selectedIndex: Int) -> Bool {
        guard !file.isPunctuation(selectedIndex - 1, ".") || file.isKeyword(selectedIndex - 2, .self),
              let enclosing = file.outline.type(containing: selectedIndex) else { return false }
        // In an extension, the type's own declaration in this file tells what it is and holds the property.
        let declarations = enclosing.kind == .extension ? file.outline.types.filter { $0.name == enclosing.name } : [enclosing]
        let type = declarations.first { $0.kind != .extension } ?? enclosing
        guard !type.inherits("UITabBarController", in: file), !FoldedName(type.name).contains("tab") else { return false }
        let bodies = declarations.compactMap { $0.body }
        // `UIView`, or a project's base view (`SHCommonInitView`).
        let superclass = type.inheritance(in: file).first ?? ""
        let isView = CustomTabBars.viewSuperclasses.contains(superclass) || superclass.hasSuffix("View")
        return file.outline.variables.contains { variable in
            variable.name == "selectedIndex" && variable.functionIndex == nil && (variable.accessors == nil || isView)
                && bodies.contains { $0.contains(variable.nameIndex) }
        }
    }

    /// `toolBar.selectedIndex`, `segmentView.selectedIndex`: the index of another control (an
    /// emoticon keyboard's groups, a segmented strip), not of the tab bar controller.
    private func isOtherControlsIndex(_ selectedIndex: Int) -> Bool {
        var receiver = selectedIndex - 2
        guard file.isPunctuation(selectedIndex - 1, ".") else { return false }
        if file.code[receiver].kind == .operator, file.isPostfix(receiver) { receiver -= 1 }
        guard file.isIdentifier(receiver) else { return false }
        let folded = FoldedName(file.text(receiver))
        guard (["toolbar", "segment", "picker", "page", "emoticon", "menu"] as [StaticString]).contains(where: { folded.contains($0) }) else {
            return false
        }
        // `var storePage: UITabBarController!`: a tab bar controller, whatever it is called.
        return !file.outline.variables.contains { variable in
            variable.name == file.text(receiver) && variable.typeAnnotation.map { annotation in
                annotation.contains { file.isIdentifier($0) && file.tokenContainsFolded($0, "tabbarcontroller") }
            } == true
        }
    }

    /// `notification.object as? Int`: a number some poster sent, of a `Notification` parameter.
    private func isPostedIndex(_ index: Int) -> Bool {
        file.spells(index, "object") && file.isKeyword(index + 1, .as) && file.spells(index + 3, "Int") && isNotificationParameter(index - 2)
    }

    /// `collectionView.tag` in a data source's method: the row or section a nested list stands
    /// for (`items[collectionView.tag]`), not a tab.
    private func isListViewsTag(_ tag: Int) -> Bool {
        var receiver = tag - 2
        if file.code[receiver].kind == .operator, file.isPostfix(receiver) { receiver -= 1 }
        guard file.isIdentifier(receiver), !file.isPunctuation(receiver - 1, ".") else { return false }
        let name = file.text(receiver)
        return name == "collectionView" || name == "tableView" || name.hasSuffix("CollectionView") || name.hasSuffix("TableView")
    }

    /// `sender.propertyList as? Int` of a `UIKeyCommand`: a number the command was made with,
    /// in another place, as a tag is.
    private func isCommandsIndex(_ index: Int) -> Bool {
        file.spells(index, "propertyList") && file.isKeyword(index + 1, .as) && file.spells(index + 3, "Int")
            && isParameter(index - 2, ofType: ["UIKeyCommand", "UICommand"])
    }

    /// `notification` in `notification.object`: a parameter of type `Notification` (not a member of something).
    private func isNotificationParameter(_ receiver: Int) -> Bool {
        isParameter(receiver, ofType: ["Notification", "NSNotification"])
    }

    private func isParameter(_ receiver: Int, ofType types: [StaticString]) -> Bool {
        guard receiver > 0, file.isIdentifier(receiver), file.isPunctuation(receiver + 1, "."), !file.isPunctuation(receiver - 1, "."),
              let function = file.outline.function(containing: receiver) else { return false }
        let name = file.text(receiver)
        return file.outline.parameters(of: function).contains { parameter in
            parameter.name(in: file) == name && parameter.type.contains { position in types.contains { file.spells(position, $0) } }
        }
    }

    /// A local bound to a notification's or an activity's `userInfo`.
    private func holdsUserInfo(_ index: Int) -> Bool {
        guard let declaration = file.bindings.declaration(at: index),
              let value = file.bindings.declarations[declaration].initializer, value.count >= 3 else { return false }
        return file.spells(value.upperBound - 1, "userInfo") && file.isPunctuation(value.upperBound - 2, ".")
    }

    /// `activity.userInfo?["ViewController.selectedIndex"] as? Int`: an index saved with the
    /// state the app restores, from a run that may have had other tabs.
    private func isRestoredIndex(_ index: Int) -> Bool {
        guard file.spells(index, "userInfo") else { return false }
        var open = index + 1
        if file.isOperator(open, "?") || file.isOperator(open, "!") { open += 1 }
        // Any key of a notification's: the poster chose the number; an activity's, one naming a tab index.
        guard file.isPunctuation(open, "["), let close = file.brackets.partner(of: open),
              ((open + 1)..<close).contains(where: { file.code[$0].kind == .string && (file.tokenContainsFolded($0, "index") || file.tokenContainsFolded($0, "tab")) })
                || (file.isPunctuation(index - 1, ".") && isNotificationParameter(index - 2))
        else { return false }
        return file.isKeyword(close + 1, .as) && file.spells(close + 3, "Int")
    }

    private func isPersistedTabIndex(_ index: Int) -> Bool {
        // `Settings[.selectedViewControllerIndex]`, `Defaults[.lastTabIndex]`: a settings store's key.
        if file.isPunctuation(index - 2, "["), file.isIdentifier(index - 3), !file.isOperator(file.brackets.partner(of: index - 2).map { $0 + 1 } ?? index, "=") {
            return file.tokenContainsFolded(index, "index") && (file.tokenContainsFolded(index, "tab") || file.tokenContainsFolded(index, "selected"))
                && (file.tokenContainsFolded(index - 3, "setting") || file.tokenContainsFolded(index - 3, "default")
                    || file.tokenContainsFolded(index - 3, "pref") || file.tokenContainsFolded(index - 3, "storage"))
        }
        guard file.tokenContainsFolded(index, "tab"),
              file.tokenContainsFolded(index, "index") || file.tokenContainsFolded(index, "selected"),
              !file.isOperator(index + 1, "=") else { return false }
        return (receiverStartIndex(before: index - 1)..<index).contains { position in
            file.isIdentifier(position)
                && (file.tokenContainsFolded(position, "pref") || file.tokenContainsFolded(position, "default")
                    || file.tokenContainsFolded(position, "setting") || file.tokenContainsFolded(position, "storage")
                    || file.tokenContainsFolded(position, "keychain"))
        }
    }

    func receiverStartIndex(before dot: Int) -> Int {
        var start = dot
        var probe = dot - 1
        while probe > body.lowerBound {
            if file.code[probe].kind == .operator, file.isPostfix(probe) {
                probe -= 1
                continue
            }
            if file.isPunctuation(probe, ")"), let open = file.brackets.partner(of: probe) {
                start = open
                probe = open - 1
                if file.isPunctuation(probe, ".") { probe -= 1; continue }
                break
            }
            guard file.isIdentifier(probe) || file.isKeyword(probe, .self) else { break }
            start = probe
            guard file.isPunctuation(probe - 1, ".") else { break }
            probe -= 2
        }
        return start
    }

    /// `let index = sender.tag`, `guard let index = gesture.view?.tag else`, `var i = tag - 1`.
    private func boundVariable(statement: Int, before receiver: Int) -> String? {
        var probe = statement
        if file.isKeyword(probe, .guard) || file.isKeyword(probe, .if) { probe += 1 }
        // `if let userInfo = …, let index = userInfo["index"] as? Int`: a later clause of the condition.
        if probe + 3 != receiver, file.isPunctuation(receiver - 4, ","), file.isKeyword(receiver - 3, .let) || file.isKeyword(receiver - 3, .var) {
            probe = receiver - 3
        }
        // `selectedIndex = sender.tag`, `self.current = sender.tag`: a property takes the index,
        // and the function goes on to use it (`viewControllers[selectedIndex]`).
        if file.isOperator(receiver - 1, "="), file.isIdentifier(receiver - 2),
           statement == receiver - 2 || (statement == receiver - 4 && file.isKeyword(statement, .self) && file.isPunctuation(statement + 1, ".")) {
            return file.text(receiver - 2)
        }
        // The value itself, perhaps offset (`button.tag - 1000`); not wrapped (`Tab(rawValue: tag)`).
        guard file.isKeyword(probe, .let) || file.isKeyword(probe, .var), file.isIdentifier(probe + 1) else { return nil }
        // `let index: Int = Settings[.selectedTabIndex] ?? 0`.
        let value = file.isPunctuation(probe + 2, ":") && file.spells(probe + 3, "Int") ? probe + 4 : probe + 2
        guard file.isOperator(value, "="), value + 1 == receiver else { return nil }
        return file.text(probe + 1)
    }

    /// Collections of a tab bar whatever the file.
    static let tabCollections: Set<String> = ["viewControllers", "items", "children", "childViewControllers"]

    /// Per-tab arrays in a tab file: buttons, titles, icons, images, labels, tabs, controllers.
    static func isTabArrayName(_ name: String) -> Bool {
        let lower = name.lowercased()
        // `items`, `tabItems`, `barItems`, `menuItems` — not a list's `favouriteItems` or `addedItemDetails`.
        if lower.contains("item") {
            return lower == "items" || ["tab", "bar", "menu"].contains(where: lower.contains)
        }
        return ["tab", "button", "btn", "title", "icon", "image", "img", "label", "controller", "vc", "wrapper", "container"]
            .contains(where: lower.contains)
    }
}
