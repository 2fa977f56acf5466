import ProjectModel
import SwiftSource

/// Arrays of a file that may hold per-tab data: the candidates behind `parallel_tab_arrays`.
/// Where they are read together is `TabArrayReads`.
struct TabArrays {
    /// One array: a literal (as a declaration's initializer, or assigned to a property in a
    /// method), a getter or method that returns a literal, an array parameter, an array filled
    /// with `append` in a loop that fills others, or the bar's own items and view controllers.
    struct Candidate {
        enum Source: Equatable {
            case literal, returned, parameter, filled
            /// `@IBOutlet var tabButtons: [UIButton]!`: laid out in a storyboard, one per tab.
            case outlets
            /// `private var titles: [String] = []` set from an initializer's array parameter:
            /// the caller's arrays, kept and read side by side here.
            case stored
            /// `tabBar.items`, `viewControllers`: the other side is in a storyboard or UIKit.
            case bar
            /// `TabPageViewController(viewControllers: [A(), B()], icons: ["a", "b"])`: a literal
            /// written straight into a call, beside another of the same statement.
            case argument
        }

        var name: String
        var source: Source
        /// Where the array is declared (its name token), or its first `append` when the
        /// declaration is not in this file; the function's name for a parameter.
        var anchor: Int
        /// The literal's elements, when it has one.
        var elements: [Range<Int>]?
        /// The binding declaration (`Bindings`) the name refers to, for a named array.
        var declaration: Int?
        /// The function (`Outline.functions`) whose result it is, or whose parameter.
        var function: Int?
        /// For an array filled in a loop over another candidate: that candidate (`labels` built
        /// from `titles`). Derived data is not a second copy of the tabs.
        var derivedFrom: Int?
    }

    let file: SourceFile
    let bindings: Bindings
    private(set) var candidates: [Candidate] = []
    /// Declaration → candidate; function → candidate.
    private(set) var byDeclaration: [Int: Int] = [:]
    private(set) var byFunction: [Int: Int] = [:]
    /// The bar's own items, always the last candidate.
    private(set) var bar: Int = -1
    /// The controller's own `viewControllers`, when this file assigns them a literal.
    private(set) var viewControllers: Int?
    /// Whether some function of the file takes an array (only then can a stored array be filled
    /// from one), found the first time a stored array has no value of its own.
    private var takesArrays: Bool?
    /// The name hashes of the candidates, for a quick no.
    private var candidateNames: Set<UInt64> = []
    /// One bit per candidate name (its hash modulo 64): a quicker no than the set's for most
    /// identifiers of the file.
    private var candidateBits: UInt64 = 0
    /// Locals that stand for a candidate (`let images = icons()`), by name hash.
    private var aliasNames: Set<UInt64> = []
    /// The file reads the controller's `viewControllers` and assigns it no literal: they are
    /// the storyboard's, the bar's side.
    private var mayReadStoryboardControllers = false
    /// Locals and arrays that hold the bar's items.
    private var barAliases = TabBarItemAliases()

    init(file: SourceFile) {
        self.file = file
        bindings = file.bindings
        collectLiterals()
        collectReturnedLiterals()
        collectCallResults()
        collectArrayParameters()
        collectFilledTogether()
        collectLiteralArguments()
        candidates.append(Candidate(name: "tabBar.items", source: .bar, anchor: 0))
        bar = candidates.count - 1
        barAliases = TabBarItemAliases(file: file, bindings: bindings)
        mayReadStoryboardControllers = viewControllers == nil && file.mentions("viewControllers")
        for candidate in candidates where candidate.source != .bar && candidate.source != .argument {
            let token = candidate.declaration.map { bindings.declarations[$0].nameIndex }
                ?? candidate.function.map { file.outline.functions[$0].nameIndex } ?? candidate.anchor
            candidateNames.insert(bindings.nameKey(at: token))
        }
        candidateNames.formUnion(aliasNames)
        for name in candidateNames { candidateBits |= Self.bit(of: name) }
    }

    private static func bit(of nameKey: UInt64) -> UInt64 { 1 &<< (nameKey & 63) }

    // MARK: Candidates

    /// Declarations whose initializer or an assigned value is an array literal of two or more
    /// values: `let icons = [...]`, `static let titles = [...]`, `self.images = [...]` in
    /// `viewDidLoad`.
    private mutating func collectLiterals() {
        for (position, binding) in bindings.declarations.enumerated() {
            switch binding.kind {
            case .local, .storedProperty: break
            default: continue
            }
            if binding.kind == .storedProperty, isOutletCollection(binding) {
                add(Candidate(name: bindings.name(of: position), source: .outlets, anchor: binding.nameIndex, declaration: position))
                continue
            }
            let values = bindings.values(of: position)
            if binding.kind == .storedProperty, isSetFromArrayParameter(binding, values: values, declaration: position) {
                add(Candidate(name: bindings.name(of: position), source: .stored, anchor: binding.nameIndex, declaration: position))
                continue
            }
            guard let elements = values.compactMap({ literalElements($0) ?? closureReturnedLiteral($0) }).first
                    ?? appendedValues(of: position, values: values) else { continue }
            let name = bindings.name(of: position)
            guard !Self.namesAnimationData(name) else { continue }
            add(Candidate(name: name, source: .literal, anchor: binding.nameIndex, elements: elements, declaration: position))
        }
        // `viewControllers = [A(), B()]` of the controller itself (not declared in this file).
        guard file.mentions("viewControllers") else { return }
        for index in file.code.indices where file.isIdentifier(index) && file.spells(index, "viewControllers")
            && file.isOperator(index + 1, "=") && bindings.declaration(at: index) == nil {
            guard !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self) else { continue }
            let end = file.expressionEnd(from: index + 2)
            guard let elements = literalElements((index + 2)..<end) else { continue }
            if let existing = viewControllers { candidates[existing].elements = candidates[existing].elements ?? elements; continue }
            candidates.append(Candidate(name: "viewControllers", source: .literal, anchor: index, elements: elements))
            viewControllers = candidates.count - 1
        }
    }

    /// `viewControllers: [A(), B()]`, `icons: ["a", "b"]`: labelled array literals passed to a
    /// call. Only a statement with two of the same length ties them (see `TabArrayReads`).
    private mutating func collectLiteralArguments() {
        for open in file.code.indices where file.isPunctuation(open, "[") && file.isPunctuation(open - 1, ":") && file.isIdentifier(open - 2) {
            guard let close = file.brackets.partner(of: open), let call = file.enclosingBrackets(of: open, only: "("),
                  call.lowerBound == open - 3 || file.isPunctuation(open - 3, ","), file.isIdentifier(call.lowerBound - 1),
                  let elements = literalElements(open..<(close + 1)) else { continue }
            let name = file.text(open - 2)
            // Named for a tab's data: a gradient's `colors:` and `locations:` are not tabs.
            let folded = FoldedName(name)
            guard (["title", "image", "icon", "controller", "item", "tab", "page", "vcs"] as [StaticString]).contains(where: { folded.contains($0) }),
                  !Self.namesAnimationData(name) else { continue }
            candidates.append(Candidate(name: name, source: .argument, anchor: open, elements: elements))
        }
    }

    /// `lazy var viewControllers: [UIViewController] = { …; return [a, b, c] }()`: the literal an
    /// immediately called closure returns, directly or through one local.
    private func closureReturnedLiteral(_ value: Range<Int>) -> [Range<Int>]? {
        guard value.count >= 4, file.isPunctuation(value.lowerBound, "{"), let close = file.brackets.partner(of: value.lowerBound),
              close + 3 == value.upperBound, file.isPunctuation(close + 1, "("), file.isPunctuation(close + 2, ")") else { return nil }
        return returnedLiteral(in: value.lowerBound...close)
    }

    /// The literal a body returns: `return [a, b]`, or `let items = [a, b]; return items`.
    private func returnedLiteral(in body: ClosedRange<Int>) -> [Range<Int>]? {
        let returned = bindings.returnedExpressions(in: body)
        guard returned.count == 1 else { return nil }
        if let elements = literalElements(returned[0]) { return elements }
        guard returned[0].count == 1, let local = bindings.declaration(at: returned[0].lowerBound),
              body.contains(bindings.declarations[local].nameIndex) else { return nil }
        return bindings.values(of: local).compactMap { literalElements($0) }.first
    }

    /// `let tabBarImages = getTabBarImages()`: a local holding what a returned-literal method
    /// returns is that method's array.
    private mutating func collectCallResults() {
        guard !byFunction.isEmpty else { return }
        for (position, binding) in bindings.declarations.enumerated() where binding.kind == .local {
            guard let value = binding.initializer, value.count == 3, file.isIdentifier(value.lowerBound),
                  file.isPunctuation(value.lowerBound + 1, "("), file.isPunctuation(value.lowerBound + 2, ")"),
                  let function = bindings.localFunction(calledAt: value.lowerBound), let candidate = byFunction[function],
                  byDeclaration[position] == nil else { continue }
            byDeclaration[position] = candidate
            aliasNames.insert(bindings.nameKey(at: binding.nameIndex))
        }
    }

    /// `var titles: [String] = []` whose only values besides the empty literal are an array
    /// parameter: `self.titles = titles` in `init(titles: [String], …)`, or `images.append(…)`
    /// in a loop over one (`for name in imageNames`).
    private mutating func hasArrayParameters() -> Bool {
        if let takesArrays { return takesArrays }
        // From the declarations already bound (the outline may not be built for this file).
        let found = bindings.declarations.contains { binding in
            binding.kind == .parameter && binding.typeAnnotation.map { file.isPunctuation($0.lowerBound, "[") } == true
        }
        takesArrays = found
        return found
    }

    private mutating func isSetFromArrayParameter(_ binding: Binding, values: [Range<Int>], declaration: Int) -> Bool {
        // Typed `[…]`, or made empty as `[UIImage]()`.
        let typedArray: Bool
        if let type = binding.typeAnnotation {
            typedArray = file.isPunctuation(type.lowerBound, "[") && !isDictionaryType(type)
        } else if let initializer = binding.initializer {
            typedArray = isEmptyArray(initializer)
        } else {
            typedArray = false
        }
        guard typedArray else { return false }
        // `var titles: [String]` of a struct with no initializer of its own: the memberwise
        // initializer's parameter (`CustomTabBar(titles: […], images: […])`).
        if values.isEmpty, binding.initializer == nil, let owner = binding.typeIndex, file.outline.types[owner].kind == .struct,
           !file.outline.functions.contains(where: { $0.kind == .initializer && $0.typeIndex == owner }) {
            return true
        }
        let assigned = values.filter { !isEmptyArray($0) }
        // Only as the partner of the bar's items (`tabBar.items![i]`), which most files never read.
        if assigned.isEmpty, file.mentions("items"), file.mentions("tabBar"), isSetByOwner(binding, declaration: declaration) { return true }
        if assigned.isEmpty { return hasArrayParameters() && isFilledFromArrayParameter(declaration) }
        return assigned.allSatisfy { value in value.count == 1 && isArrayParameter(value.lowerBound) }
    }

    /// `var tabImageNames: [String] = []` of a class, which this file never fills: whoever makes
    /// the object hands it the array (`tabBarController.tabImageNames = names` in a coordinator).
    /// A `private` one nobody else can set stays empty, and is no copy of the tabs.
    private func isSetByOwner(_ binding: Binding, declaration: Int) -> Bool {
        guard binding.kind == .storedProperty, !binding.isStatic, let owner = binding.typeIndex,
              file.outline.types[owner].kind == .class else { return false }
        let start = file.statementStart(containing: binding.nameIndex)
        guard !(start..<binding.nameIndex).contains(where: { file.isKeyword($0, .private) || file.isKeyword($0, .fileprivate) }) else { return false }
        // Filled here (`names.append(…)`, `names += …`, `names.insert(…)`): its values are this file's.
        let fillers: [StaticString] = ["append", "insert", "replaceSubrange", "addObjects"]
        return !bindings.uses(of: declaration).contains { use in
            file.isOperator(use + 1, "+=") || (file.isPunctuation(use + 1, ".") && fillers.contains { file.spells(use + 2, $0) })
        }
    }

    /// `@IBOutlet var tabButtons: [UIButton]!` (or `weak`, `private`): an outlet collection.
    private func isOutletCollection(_ binding: Binding) -> Bool {
        let name = binding.nameIndex
        guard file.isPunctuation(name + 1, ":"), file.isPunctuation(name + 2, "[") else { return false }
        var probe = name - 1
        while probe >= 0, probe >= name - 6, !file.isPunctuation(probe, "}"), !file.isPunctuation(probe, ";") {
            if file.spells(probe, "IBOutlet") { return true }
            probe -= 1
        }
        return false
    }

    /// Getters and methods that return one array literal: `var icons: [String] { [...] }`,
    /// `func children() -> [UIViewController] { [A(), B()] }`.
    private mutating func collectReturnedLiterals() {
        for (position, binding) in bindings.declarations.enumerated() where binding.kind == .computedProperty {
            // An array's getter: typed `[…]`, or its body opens with the literal.
            guard let accessors = binding.accessors, binding.typeAnnotation.map({ file.isPunctuation($0.lowerBound, "[") })
                    ?? (file.isPunctuation(accessors.lowerBound + 1, "[") || file.isKeyword(accessors.lowerBound + 1, .return)) else { continue }
            let values = bindings.values(of: position)
            guard values.count == 1, let elements = literalElements(values[0]) else { continue }
            add(Candidate(name: bindings.name(of: position), source: .returned, anchor: binding.nameIndex,
                          elements: elements, declaration: position))
        }
        for (position, function) in file.outline.functions.enumerated() where function.kind == .function {
            guard let body = function.body, file.outline.parameters(of: function).isEmpty,
                  let returnType = function.returnType, file.isPunctuation(returnType.lowerBound, "[") else { continue }
            guard let elements = returnedLiteral(in: body) else { continue }
            candidates.append(Candidate(name: function.name, source: .returned, anchor: function.nameIndex,
                                        elements: elements, function: position))
            byFunction[position] = candidates.count - 1
        }
    }

    /// `func setUp(titles: [String], images: [String], controllers: [UIViewController])`: a
    /// function that takes two or more arrays.
    private mutating func collectArrayParameters() {
        for (position, function) in file.outline.functions.enumerated() where function.body != nil {
            // `[String]`, `[String]?`, `Array<String>?`; not a dictionary.
            let arrays = file.outline.parameters(of: function).filter { parameter in
                let start = parameter.type.lowerBound
                let isArray = file.isPunctuation(start, "[") || (file.spells(start, "Array") && file.isOperator(start + 1, "<"))
                return isArray && !parameter.type.contains { file.isPunctuation($0, ":") }
            }
            guard arrays.count >= 2 else { continue }
            for parameter in arrays {
                guard let declaration = bindings.declaration(at: parameter.nameIndex) else { continue }
                add(Candidate(name: parameter.name(in: file), source: .parameter, anchor: function.nameIndex,
                              declaration: declaration, function: position))
            }
        }
    }

    private mutating func add(_ candidate: Candidate) {
        guard let declaration = candidate.declaration, byDeclaration[declaration] == nil else { return }
        candidates.append(candidate)
        byDeclaration[declaration] = candidates.count - 1
    }

    /// `var icons: [UIImage] = []` and then `icons.append(UIImage(named: "home")!)` once per
    /// tab, outside any loop: the literal written one element at a time.
    private func appendedValues(of declaration: Int, values: [Range<Int>]) -> [Range<Int>]? {
        // `[]`, `[UITabBarItem]()`, or Objective-C's `NSMutableArray()`.
        guard file.mentions("append") || file.mentions("addObjects"), let first = values.first,
              (file.isPunctuation(first.lowerBound, "[")
                && (first.count == 2 && file.isPunctuation(first.lowerBound + 1, "]")
                    || first.count == 5 && file.isIdentifier(first.lowerBound + 1) && file.isPunctuation(first.lowerBound + 2, "]")
                        && file.isPunctuation(first.lowerBound + 3, "(") && file.isPunctuation(first.lowerBound + 4, ")")))
                || (file.spells(first.lowerBound, "NSMutableArray") && file.isPunctuation(first.lowerBound + 1, "(")) else { return nil }
        let binding = bindings.declarations[declaration]
        var elements: [Range<Int>] = []
        for index in binding.scope where file.isIdentifier(index) && (file.spells(index, "append") || file.spells(index, "addObjects"))
            && file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(") {
            var receiver = index - 2
            if file.code[receiver].kind == .operator, file.isPostfix(receiver) { receiver -= 1 }
            guard file.isIdentifier(receiver), bindings.declaration(at: receiver) == declaration,
                  let close = file.brackets.partner(of: index + 1), close > index + 2 else { continue }
            // Filled in a loop, it holds what the loop walks: not a second copy of the tabs.
            if enclosingLoop(of: index) != nil { return nil }
            // `append(contentsOf: […])`, `addObjects(from: […])`: every tab at once.
            if file.isPunctuation(index + 3, ":"), file.spells(index + 2, "contentsOf") || file.spells(index + 2, "from") {
                guard let literal = literalElements((index + 4)..<close) else { continue }
                elements += literal
                continue
            }
            elements.append((index + 2)..<close)
        }
        return elements.count >= 2 ? elements : nil
    }

    /// Frames of an animation and their timings go side by side by nature; they are not tabs.
    static func namesAnimationData(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return folded.contains("frame") || folded.contains("duration") || folded.contains("delay") || folded.contains("keytime")
    }

    /// `a.append(x)` and `b.append(y)` in one loop body: both arrays are built per tab.
    private mutating func collectFilledTogether() {
        guard file.mentions("append") else { return }
        var byLoop: [Int: [(name: String, site: Int)]] = [:]
        for index in file.code.indices where file.isIdentifier(index) && file.spells(index, "append")
            && file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(") {
            let receiver = index - 2
            guard file.isIdentifier(receiver), !file.isPunctuation(receiver - 1, ".") || file.isKeyword(receiver - 2, .self),
                  let loop = enclosingLoop(of: index) ?? perTabFunctionBody(around: index) else { continue }
            byLoop[loop, default: []].append((file.text(receiver), receiver))
        }
        for (loop, appends) in byLoop.sorted(by: { $0.key < $1.key }) {
            let names = Set(appends.map(\.name))
            guard names.count >= 2, !walksRecords(loop) else { continue }
            let source = loopSource(of: loop)
            for name in names.sorted() where !candidates.contains(where: { $0.name == name }) {
                let site = appends.first { $0.name == name }!.site
                let declaration = bindings.declaration(at: site)
                var candidate = Candidate(name: name, source: .filled, anchor: declaration.map { bindings.declarations[$0].nameIndex } ?? site,
                                          declaration: declaration)
                candidate.derivedFrom = source
                if declaration != nil { add(candidate) } else { candidates.append(candidate) }
            }
        }
    }

    /// The candidate the identifier at `index` names: a declared array, a call of a method that
    /// returns one, or the bar's items (`tabBar.items`, `viewControllers`).
    func candidate(at index: Int) -> Int? {
        guard file.isIdentifier(index) else { return nil }
        if isBarSide(index) { return bar }
        // Most identifiers are named like no candidate: one hash tells.
        let key = bindings.nameKey(at: index)
        guard candidateBits & Self.bit(of: key) != 0, candidateNames.contains(key) else { return nil }
        if let viewControllers, isOwnViewControllers(index) { return viewControllers }
        if file.isPunctuation(index + 1, "("), let function = bindings.localFunction(calledAt: index) {
            return byFunction[function]
        }
        return bindings.declaration(at: index).flatMap { byDeclaration[$0] }
    }

    /// `tabBar.items`: the bar's items, made in a storyboard or by UIKit; or a local holding them.
    private func isBarSide(_ index: Int) -> Bool {
        if file.spells(index, "items") && file.isPunctuation(index - 1, ".") && TabBarItemAliases.namesTabBar(index - 2, in: file) { return true }
        // The controller's own `viewControllers`, made in a storyboard (none assigned here).
        if mayReadStoryboardControllers, isOwnViewControllers(index) { return true }
        return !barAliases.isEmpty && barAliases.holdsBarItems(index, file: file, bindings: bindings)
    }

    /// The controller's `viewControllers` (or `self.`, `tabBarController?.`), not declared here.
    private func isOwnViewControllers(_ index: Int) -> Bool {
        guard file.spells(index, "viewControllers"), bindings.declaration(at: index) == nil else { return false }
        guard file.isPunctuation(index - 1, ".") else { return !file.isPunctuation(index + 1, ":") }
        return file.isKeyword(index - 2, .self) || (file.isOperator(index - 2, "?") && file.spells(index - 3, "tabBarController"))
            || file.spells(index - 2, "tabBarController")
    }
}
