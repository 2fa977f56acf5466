import ProjectModel
import SwiftSource

/// A tab index taken from a view's `tag` (or another unchecked Int) used with no bounds check.
struct UncheckedTabIndexRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] {
        // A tag or a stored integer; else only an index saved in the app's preferences, which a
        // file that sets `selectedIndex` may read.
        guard file.mentions("tag") || file.mentions("integer") || (file.mentions("selectedIndex") && TabIndexFlow.readsPersistedTabIndex(file))
        else { return [] }
        let isTabFile = TabContext.isTabFile(file)
        var violations: [Violation] = []
        for function in file.outline.functions {
            guard let body = function.body else { continue }
            let flow = TabIndexFlow(file: file, body: body, isTabFile: isTabFile)
            for source in flow.sources() {
                let suggestion = "Map it through the tab enum: `guard let tab = Tab(rawValue: \(source.description)) else { return }`, then use `tab.rawValue`."
                guard let sink = flow.uncheckedSink(of: source) ?? flow.uncheckedSinkThroughCall(of: source) else {
                    // Handed to a function of another file: judged in `finish`, with the project's facts.
                    let signatures = flow.signaturesOfUndeclaredCallees(of: source)
                    if !signatures.isEmpty {
                        violations.append(file.violation(
                            Self.description, from: source.token, message: source.description,
                            suggestion: suggestion, key: Self.callKeyPrefix + signatures.joined(separator: "|")))
                    }
                    continue
                }
                violations.append(file.violation(
                    Self.description, from: source.token,
                    message: "This tab index from `\(source.description)` reaches `\(sink)` with no bounds check: a tag that drifts from the tabs traps, or selects nothing",
                    suggestion: suggestion))
            }
        }
        return violations
    }

    private static let callKeyPrefix = "call:"

    /// A tag handed to a function of another file is a finding only if that function, visible
    /// from here, uses the parameter unchecked.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        var seen: [String: ProjectFacts] = [:]
        return violations.compactMap { violation in
            guard let key = violation.key, key.hasPrefix(Self.callKeyPrefix) else { return violation }
            let path = violation.location.path
            let visible = seen[path] ?? project.visible(from: path)
            seen[path] = visible
            let signatures = key.dropFirst(Self.callKeyPrefix.count).split(separator: "|").map(String.init)
            guard let signature = signatures.first(where: visible.tabIndexSinks.contains) else { return nil }
            var kept = violation
            kept.key = nil
            // `check` left the source's spelling as the message.
            kept.message = "This tab index from `\(violation.message)` is handed to `\(signature.prefix { $0 != "#" })`, which uses it as a tab index with no bounds check: a tag that drifts from the tabs traps, or selects nothing"
            return kept
        }
    }

    package static let description = RuleDescription(
        identifier: "unchecked_tab_index",
        name: "Unchecked Tab Index",
        kind: .lint,
        severity: .warning,
        summary: "A tab index taken from a view's `tag`, or another unchecked Int, used to subscript tab arrays or set `selectedIndex` with no bounds check.",
        rationale: """
        A button's `tag` is set in another place — in code, or invisibly in Interface Builder — \
        and nothing ties it to the number of tabs. Used straight as an index, a stale or offset tag \
        (`tag - 1000`) traps with "index out of range" when it subscripts `viewControllers`, the \
        buttons or the title arrays, and silently selects nothing when it sets `selectedIndex`. \
        Optional chaining (`viewControllers?[tag]`) does not check bounds. A `guard` against the \
        count, `indices.contains`, or `Tab(rawValue:)` in between makes it safe.
        """,
        suggestion: "Map the tag through the tab enum: `guard let tab = Tab(rawValue: sender.tag) else { return }`.",
        suggestedCode: """
        @objc private func tabTapped(_ sender: UIButton) {
            guard let tab = Tab(rawValue: sender.tag) else { return }
            selectedIndex = tab.rawValue
            buttons.forEach { $0.isSelected = $0.tag == tab.rawValue }
        }
        """,
        triggeringExamples: [
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    selectedIndex = sender.↓tag
                }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    let toView = viewControllers?[sender.↓tag].view
                    UIView.transition(from: selectedViewController!.view, to: toView!, duration: 0.3, options: .transitionCrossDissolve)
                }
            }
            """),
            Example("""
            final class CustomTabBar: UIView {
                var buttons: [UIButton] = []
                var titles = ["Home", "Me"]
                @objc func didTap(_ gesture: UITapGestureRecognizer) {
                    guard let index = gesture.view?.↓tag else { return }
                    buttons[index].isSelected = true
                    delegate?.tabBar(self, didSelect: titles[index])
                }
            }
            """),
            Example("""
            final class MainTabBarController: UITabBarController {
                @objc func buttonClicked(_ button: UIButton) {
                    let index = button.↓tag - 1000
                    selectedIndex = index
                }
            }
            """),
            Example("""
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    selectedIndex = UserDefaults.standard.↓integer(forKey: "lastTab")
                }
            }
            """),
            Example("""
            final class POITabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var tabIndex = UserPrefs.shared.↓lastTabIndex.value ?? 0
                    if tabIndex == 2 { tabIndex = 0 }
                    selectedIndex = tabIndex
                }
            }
            """),
            Example("""
            final class MainTabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    select(sender.↓tag)
                }
                private func select(_ index: Int) {
                    selectedIndex = index
                }
            }
            """),
            Example("""
            protocol CustomTabBarDelegate: AnyObject { func tabBar(_ tabBar: CustomTabBar, didSelectAt index: Int) }
            final class CustomTabBar: UIView {
                weak var delegate: CustomTabBarDelegate?
                @objc func buttonTapped(_ button: UIButton) {
                    delegate?.tabBar(self, didSelectAt: button.↓tag)
                }
            }
            final class MainTabBarController: UITabBarController, CustomTabBarDelegate {
                func tabBar(_ tabBar: CustomTabBar, didSelectAt index: Int) {
                    selectedIndex = index
                }
            }
            """),
            Example("""
            final class TabBarView: UIView {
                var onSelect: ((Int) -> Void)?
                @objc func tapped(_ sender: UIButton) {
                    let index = sender.↓tag
                    onSelect?(index)
                }
            }
            final class RootController: UITabBarController {
                let bar = TabBarView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.onSelect = { [weak self] index in
                        self?.selectedIndex = index
                    }
                }
            }
            """),
            // Handed to a delegate method another file implements.
            Example("""
            protocol CustomTabBarViewDelegate: AnyObject { func tabBarViewChangedSelectedIndex(at index: Int) }

            final class CustomTabBarView: UIView {
                weak var delegate: CustomTabBarViewDelegate?
                @IBAction func tabBarButtonTapped(_ sender: UIButton) {
                    delegate?.tabBarViewChangedSelectedIndex(at: sender.↓tag)
                }
            }
            """, otherFiles: ["CustomTabBarController.swift": """
            final class CustomTabBarController: UITabBarController, CustomTabBarViewDelegate {
                func tabBarViewChangedSelectedIndex(at index: Int) { selectedIndex = index }
            }
            """]),
        ],
        nonTriggeringExamples: [
            // The delegate in the other file checks the index.
            Example("""
            protocol CustomTabBarViewDelegate: AnyObject { func tabBarViewChangedSelectedIndex(at index: Int) }

            final class CustomTabBarView: UIView {
                weak var delegate: CustomTabBarViewDelegate?
                @IBAction func tabBarButtonTapped(_ sender: UIButton) {
                    delegate?.tabBarViewChangedSelectedIndex(at: sender.tag)
                }
            }
            """, otherFiles: ["CustomTabBarController.swift": """
            final class CustomTabBarController: UITabBarController, CustomTabBarViewDelegate {
                func tabBarViewChangedSelectedIndex(at index: Int) {
                    guard index < (viewControllers?.count ?? 0) else { return }
                    selectedIndex = index
                }
            }
            """]),
            // The app's own selection state follows the taps; a saved index checked against the tabs.
            Example("""
            final class MainTabBarController: UITabBarController {
                func bind(_ viewModel: TabViewModel) { selectedIndex = viewModel.selectedTabIndex }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let saved = UserPrefs.shared.lastTabIndex.value ?? 0
                    if saved < (viewControllers?.count ?? 0) { selectedIndex = saved }
                }
            }
            """),
            Example("""
            final class MainTabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    select(sender.tag)
                }
                private func select(_ index: Int) {
                    guard let tab = Tab(rawValue: index) else { return }
                    selectedIndex = tab.rawValue
                }
            }
            """),
            Example("""
            final class TabBarView: UIView {
                var onSelect: ((Int) -> Void)?
                @objc func tapped(_ sender: UIButton) { onSelect?(sender.tag) }
            }
            final class RootController: UITabBarController {
                let bar = TabBarView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.onSelect = { [weak self] index in
                        guard let self, index < (self.viewControllers?.count ?? 0) else { return }
                        self.selectedIndex = index
                    }
                }
            }
            """),
            Example("""
            final class CellController: UIViewController {
                @objc func tapped(_ sender: UIButton) { log(sender.tag) }
                private func log(_ value: Int) { print("tapped", value) }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    guard let tab = Tab(rawValue: sender.tag) else { return }
                    selectedIndex = tab.rawValue
                }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    guard let controllers = viewControllers, controllers.indices.contains(sender.tag) else { return }
                    selectedViewController = controllers[sender.tag]
                }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                var buttons: [UIButton] = []
                @objc func tabTapped(_ sender: UIButton) {
                    let index = sender.tag
                    guard index < buttons.count else { return }
                    buttons[index].isSelected = true
                    selectedIndex = index
                }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    switch sender.tag {
                    case 0: selectedIndex = 0
                    default: selectedIndex = 1
                    }
                    if sender.tag == 2 { showCompose() }
                }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                func makeButton(_ index: Int) -> UIButton {
                    let button = UIButton()
                    button.tag = index
                    return button
                }
            }
            """),
            Example("""
            struct Tabs: View {
                @State private var selection = 0
                var body: some View {
                    TabView(selection: $selection) { Text("Home").tag(0) }
                }
            }
            """),
            Example("""
            final class FavoritesViewController: UIViewController, UITabBarControllerDelegate {
                @objc func showRoute(_ sender: UIButton) { open(myRoutes[sender.tag]) }
            }
            """),
            Example("""
            final class RoutesViewController: UITableViewController {
                @objc func deleteRoute(_ sender: UIButton) { routes.remove(at: sender.tag) ; print(routes[sender.tag]) }
            }
            """),
            Example("""
            final class TabBarController: UITabBarController {
                @objc func tabTapped(_ sender: UIButton) {
                    selectedIndex = min(sender.tag, (viewControllers?.count ?? 1) - 1)
                    let item = items[safe: sender.tag]
                }
            }
            """),
        ]
    )
}

/// Whether a file is about a tab bar.
enum TabContext {
    static func isTabFile(_ file: SourceFile) -> Bool {
        file.hasIdentifier(anyOf: ["UITabBarController", "UITabBar", "tabBar", "selectedIndex", "tabBarItem", "TabView"])
            || TabArraysRuleVocabulary.declaresTypeNamedForTabs(file)
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
    /// `UserDefaults….integer(forKey:)`, and a tab index kept in the app's preferences.
    func sources() -> [Source] {
        var result: [Source] = []
        for index in (body.lowerBound + 1)..<body.upperBound where file.isIdentifier(index) && file.isPunctuation(index - 1, ".") {
            let isTag = file.spells(index, "tag") && !file.isOperator(index + 1, "=") && !file.isPunctuation(index + 1, "(")
            let isStoredInteger = file.spells(index, "integer") && file.isPunctuation(index + 1, "(") && file.spells(index + 2, "forKey")
                && (index - 6..<index).contains { file.spells($0, "UserDefaults") }
            guard isTag || isStoredInteger || isPersistedTabIndex(index) else { continue }
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
    private func sink(enclosing index: Int) -> String? {
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
                    if TabIndexFlow.tabCollections.contains(name) || (isTabFile && TabIndexFlow.isTabArrayName(name)) {
                        return "\(name)[…]"
                    }
                }
                return nil
            }
            if file.isPunctuation(open, "("), file.spells(open - 1, "object"), file.spells(open + 1, "at"), isTabFile {
                return "object(at:)"
            }
            if file.isPunctuation(open, "(") || file.isPunctuation(open, "{") { break }
            probe = open
        }
        // `selectedIndex = index` (the index the whole right side, or arithmetic on it).
        let statement = file.statementStart(containing: index)
        var probeIndex = statement
        while probeIndex < index {
            if file.spells(probeIndex, "selectedIndex"), file.isOperator(probeIndex + 1, "="), probeIndex + 2 <= index,
               !((probeIndex + 2)..<index).contains(where: { file.isPunctuation($0, "(") }) {
                return "selectedIndex"
            }
            probeIndex += 1
        }
        return nil
    }

    /// A bounds check on the index in the function before `use`: a comparison with a count,
    /// `indices.contains`, `Tab(rawValue:)`, `min(…)`.
    private func isChecked(name: String?, source: Source, before use: Int) -> Bool {
        // Where a mention of the index starts: the name, or the receiver of `.tag`.
        let mentionStart: (Int) -> Int? = { index in
            if let name {
                return file.spells(index, name) && file.isIdentifier(index) && !file.isPunctuation(index - 1, ".") ? index : nil
            }
            return file.spells(index, "tag") && file.isPunctuation(index - 1, ".") ? receiverStartIndex(before: index - 1) : nil
        }
        for index in (body.lowerBound + 1)..<use {
            guard let start = mentionStart(index) else { continue }
            let before = start - 1
            let after = index + 1
            if file.isOperator(after, "<") || file.isOperator(after, "<=") || file.isOperator(after, ">=")
                || file.isOperator(before, ">") || file.isOperator(before, ">=") { return true }
            if file.isPunctuation(before, "("), file.spells(before - 1, "contains") { return true }
            if file.isPunctuation(before, ":"), file.spells(before - 1, "rawValue") { return true }
            if let call = file.enclosingBrackets(of: index, only: "("), file.spells(call.lowerBound - 1, "min") { return true }
        }
        return false
    }

    /// `UserPrefs.shared.lastTabIndex.value`, `Settings.selectedTab`: a tab index saved by an
    /// earlier version of the app, which may have had more tabs. A view model's own
    /// `selectedTabIndex` is kept in step with the taps and is not one.
    /// Whether the file reads a tab index from its preferences anywhere: one pass before the
    /// per-function reading.
    static func readsPersistedTabIndex(_ file: SourceFile) -> Bool {
        file.code.indices.contains { index in
            file.isIdentifier(index) && file.isPunctuation(index - 1, ".") && file.tokenContainsFolded(index, "tab")
                && TabIndexFlow(file: file, body: 0...(file.code.count - 1), isTabFile: false).isPersistedTabIndex(index)
        }
    }

    private func isPersistedTabIndex(_ index: Int) -> Bool {
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

    private func receiverStartIndex(before dot: Int) -> Int {
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
        // The value itself, perhaps offset (`button.tag - 1000`); not wrapped (`Tab(rawValue: tag)`).
        guard file.isKeyword(probe, .let) || file.isKeyword(probe, .var), file.isIdentifier(probe + 1),
              file.isOperator(probe + 2, "="), probe + 3 == receiver else { return nil }
        return file.text(probe + 1)
    }

    /// Collections of a tab bar whatever the file.
    static let tabCollections: Set<String> = ["viewControllers", "items", "children", "childViewControllers"]

    /// Per-tab arrays in a tab file: buttons, titles, icons, images, labels, tabs, controllers.
    static func isTabArrayName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["tab", "item", "button", "btn", "title", "icon", "image", "img", "label", "controller", "vc", "wrapper", "container"]
            .contains(where: lower.contains)
    }
}
