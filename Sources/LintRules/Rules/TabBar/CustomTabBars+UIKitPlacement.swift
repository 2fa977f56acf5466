import SwiftSource

/// Where a UIKit bar's controls are placed: the view they are added to (climbing stack views to
/// the bar), the controller's `view` or emptied system `tabBar` it is laid over, the array that
/// keeps them, and whether each is made once per tab.
extension CustomTabBars {
    /// A tab bar controller that keeps its bar but lays one of its own over it, in code: a view
    /// added to `view` that gets a control made per tab (of the controls it `made`), or the
    /// controls themselves added to `view`.
    func drawsBarOverSystemBar(made: [Int], in bodies: [ClosedRange<Int>]) -> Bool {
        let perTab = made.filter { isPerTab($0, in: bodies) }
        guard !perTab.isEmpty else { return false }
        guard let container = addedContainer(of: made, in: bodies) else {
            // Or a button per tab added straight to `view`, over the system bar.
            return receiver(addingAnyOf: Set(perTab.flatMap { boundNames(of: $0, in: bodies) }), in: bodies) == "view"
        }
        let parent = receiver(addingAnyOf: [container.name], in: bodies)
        // Or inside the system bar, once its own item views (or its `UITabBarButton`s) are removed.
        return parent == "view" || (parent == "tabBar" && (emptiesSystemBar(in: bodies) || removesSystemTabButtons(in: bodies)))
    }

    /// A control made once per tab: in a loop, or by a factory function returning it.
    func isPerTab(_ creation: Int, in bodies: [ClosedRange<Int>]) -> Bool {
        guard let body = bodies.first(where: { $0.contains(creation) }) else { return false }
        if isInLoop(creation, within: body) { return true }
        guard let function = file.outline.function(containing: creation) else { return false }
        // `func addButton(for item: UITabBarItem)`: called once for each of the bar's items.
        if file.outline.parameters(of: function).contains(where: { parameter in parameter.type.contains { file.spells($0, "UITabBarItem") } }) {
            return true
        }
        // `let itemStack = generateItem(name: item)` in a loop over the tabs: the function makes one per tab.
        let name = function.name
        var calls = 0
        let calledInLoop = bodies.contains { body in
            body.contains { index in
                guard index != function.nameIndex, file.isIdentifier(index), file.isPunctuation(index + 1, "("),
                      !file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self), file.text(index) == name else { return false }
                calls += 1
                return isInLoop(index, within: body)
            }
        }
        // Or called once for each tab (`createTabBarItem(title: "Feed", …)`, `createTabBarItem(title: "Movies", …)`).
        if calledInLoop || calls >= 2 { return true }
        // `func addTabBarButton(image:title:)` called once per tab by the bar's owner: each call
        // makes a button and keeps it in the bar's array (`tabbarBtnArray.append(button)`).
        if let functionBody = function.body, controlsArray(of: [creation], in: [functionBody]) != nil { return true }
        guard let returns = function.returnType else { return false }
        return returns.contains { file.isIdentifier($0) && file.text($0).hasSuffix("Button") }
    }

    /// The view the controls are added to (`customBar.addSubview(button)`), climbing a stack
    /// view to the bar it is in (never to the controller's `view` or system `tabBar` it is laid
    /// in); nil when they go straight into `view`.
    func addedContainer(of controls: [Int], in bodies: [ClosedRange<Int>]) -> (name: String, token: Int)? {
        var names = Set(controls.flatMap { boundNames(of: $0, in: bodies) })
        guard !names.isEmpty else { return nil }
        var container: String?
        for _ in 0..<3 {
            guard let receiver = receiver(addingAnyOf: names, in: bodies), receiver != "view", receiver != "tabBar" else { break }
            // `lazy var customBar: UIStackView = { let stack = UIStackView() … return stack }()`: the property.
            let kept = property(returning: receiver, in: bodies) ?? receiver
            container = kept
            names = [kept]
        }
        guard let container else { return nil }
        let declaration = file.outline.variables.first { variable in
            variable.name == container && bodies.contains { $0.contains(variable.nameIndex) }
        }
        let token = declaration?.nameIndex ?? firstNamed(container, in: bodies)
        return token.map { (container, $0) }
    }

    /// `bar.addSubview(button)`, `self.bar?.addSubview(button)`, `bar!.addSubview(button)`: `bar`.
    func receiver(addingAnyOf names: Set<String>, in bodies: [ClosedRange<Int>]) -> String? {
        for body in bodies {
            for index in body where file.isIdentifier(index) && (file.spells(index, "addSubview") || file.spells(index, "addArrangedSubview"))
                && file.isPunctuation(index + 1, "(") && file.isPunctuation(index - 1, ".") && file.isIdentifier(index + 2)
                && names.contains(file.text(index + 2)) {
                let unwrapped = file.isOperator(index - 2, "?") || file.isOperator(index - 2, "!")
                let name = unwrapped ? index - 3 : index - 2
                if file.isIdentifier(name) { return file.text(name) }
            }
        }
        return nil
    }

    /// The names a control is kept under: `boundName(of:)`, or for one a function of the type
    /// returns (`return CustomTabBarItem(…)` in `getButton(for:action:)`), the properties and
    /// locals bound to its calls (`lazy var feedButton = getButton(for: .feed, …)`).
    func boundNames(of creation: Int, in bodies: [ClosedRange<Int>]) -> [String] {
        if let name = boundName(of: creation) { return [name] }
        guard file.isKeyword(file.statementStart(containing: creation), .return), let function = file.outline.function(containing: creation),
              function.kind == .function else { return [] }
        return file.outline.variables.compactMap { variable in
            guard let value = variable.initializer, bodies.contains(where: { $0.contains(variable.nameIndex) }) else { return nil }
            var call = value.lowerBound
            if file.isKeyword(call, .self), file.isPunctuation(call + 1, ".") { call += 2 }
            return file.sameText(call, function.nameIndex) && file.isPunctuation(call + 1, "(") ? variable.name : nil
        }
    }

    /// `customBar` for `stack` returned by the closure that initializes it
    /// (`lazy var customBar: UIStackView = { let stack = … ; return stack }()`).
    private func property(returning local: String, in bodies: [ClosedRange<Int>]) -> String? {
        file.outline.variables.first { variable in
            guard variable.functionIndex == nil, let value = variable.initializer, file.isPunctuation(value.lowerBound, "{"),
                  bodies.contains(where: { $0.contains(variable.nameIndex) }) else { return false }
            return value.contains { file.isKeyword($0, .return) && file.spells($0 + 1, local) && file.isPunctuation($0 + 2, "}") }
        }?.name
    }

    /// `let button = UIButton(…)`, `guard let button = TabButton.make(item)`: `button`.
    func boundName(of creation: Int) -> String? {
        var start = file.statementStart(containing: creation)
        if file.isKeyword(start, .guard) || file.isKeyword(start, .if) { start += 1 }
        guard file.isKeyword(start, .let) || file.isKeyword(start, .var), file.isIdentifier(start + 1) else { return nil }
        return file.text(start + 1)
    }

    /// `buttons.append(button)`: `buttons`.
    func controlsArray(of controls: [Int], in bodies: [ClosedRange<Int>]) -> String? {
        let names = Set(controls.compactMap(boundName(of:)))
        return first("append", in: bodies) { index in
            file.isPunctuation(index - 1, ".") && file.isIdentifier(index - 2) && file.isPunctuation(index + 1, "(")
                && file.isIdentifier(index + 2) && names.contains(file.text(index + 2))
        }.map { file.text($0 - 2) }
    }
}
