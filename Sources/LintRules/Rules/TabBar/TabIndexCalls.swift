import SwiftSource

/// A tab index handed on through one call before it is used: a function of the same file
/// (`select(sender.tag)`), a delegate method the file implements
/// (`delegate?.tabBar(self, didSelectAt: button.tag)`), or a closure property the file sets
/// (`onSelect?(sender.tag)` with `bar.onSelect = { index in self.selectedIndex = index }`).
extension TabIndexFlow {
    /// Where the index goes through the calls it is handed to, read once for both answers.
    struct HandOffs {
        /// Where it reaches a sink unchecked inside a callee of this file, as "`call(…)` → sink".
        var sink: String?
        /// The calls of other files' functions it reaches, as signatures.
        var signatures: [String]
    }

    /// Up to `depth` calls deep (`switchTab(to: sender.tag)` calling `activateTab(tab: to)`,
    /// which calls `itemTapped?(tab)`), each callee handing the index on before any bounds check.
    func handOffs(of source: Source, depth: Int = Self.callDepth) -> HandOffs {
        let calls = callsPassing(source)
        var result = HandOffs(sink: nil, signatures: [])
        for (flow, handed, name) in calleesReceiving(source, calls: calls) {
            if result.sink == nil, let sink = flow.uncheckedSink(of: handed) { result.sink = "\(name)(…) → \(sink)" }
            guard depth > 1 else { continue }
            let inner = flow.handOffs(of: handed, depth: depth - 1)
            if result.sink == nil, let sink = inner.sink { result.sink = "\(name)(…) → \(sink)" }
            result.signatures += inner.signatures
        }
        result.signatures += undeclaredCalleeSignatures(calls)
        return result
    }

    /// Where the index reaches a sink unchecked inside a callee of this file, as "`call` → sink".
    func uncheckedSinkThroughCall(of source: Source) -> String? { handOffs(of: source).sink }

    /// The calls the source is passed to whose callee this file does not declare
    /// (`delegate?.tabBarViewChangedSelectedIndex(at: sender.tag)`), directly or through
    /// functions of this file, as call signatures: the project facts tell whether the callee, in
    /// another file, uses it unchecked.
    func signaturesOfUndeclaredCallees(of source: Source) -> [String] { handOffs(of: source).signatures }

    /// How many calls of this file an index is followed through.
    static let callDepth = 3

    /// The functions (or closures) of this file the source is handed to, each with its flow, the
    /// parameter as a source, and the call's name. A callee that handed the index on only after
    /// checking it is no use of it.
    private func calleesReceiving(_ source: Source, calls: [(open: Int, position: Int)]) -> [(flow: TabIndexFlow, handed: Source, name: String)] {
        var result: [(TabIndexFlow, Source, String)] = []
        for (call, position) in calls {
            let nameIndex = calleeName(before: call)
            let found = callees(named: nameIndex, open: call)
            // `guard index < tabs.count else { return }; select(index)`.
            guard !found.isEmpty, !isChecked(name: source.variable, source: source, before: call) else { continue }
            for callee in found {
                guard let parameter = callee.parameterName(at: position) else { continue }
                let flow = TabIndexFlow(file: file, body: callee.body, isTabFile: isTabFile)
                let handed = Source(token: callee.body.lowerBound, description: source.description, variable: parameter,
                                    statementEnd: callee.body.lowerBound + 1)
                result.append((flow, handed, file.text(nameIndex)))
            }
        }
        return result
    }

    /// `func savedTab() -> Int { let index = defaults.integer(forKey: "tab"); return index }` with
    /// `selectedIndex = savedTab()` in this file: the value returned to a caller that uses it as
    /// a tab index, as "`savedTab()` → sink". The function's own `return` of the source (or of the
    /// local it is kept in) is the whole returned value.
    func uncheckedSinkThroughReturn(of source: Source, function: FunctionDeclaration) -> String? {
        guard function.kind == .function, function.returnType != nil else { return nil }
        let returnsSource = (body.lowerBound..<body.upperBound).contains { index in
            guard file.isKeyword(index, .return), index > source.token || source.variable != nil else { return false }
            let end = file.expressionEnd(from: index + 1, limit: body.upperBound)
            if let variable = source.variable, end == index + 2, file.spells(index + 1, variable) { return true }
            return source.variable == nil && (index + 1..<end).contains(source.token) && source.statementEnd <= end
        }
        guard returnsSource else { return nil }
        let name = function.name
        for caller in file.outline.functions {
            guard let callerBody = caller.body, callerBody != body else { continue }
            for index in callerBody where file.isIdentifier(index) && file.spells(index, name) && file.isPunctuation(index + 1, "(")
                && file.isPunctuation(index + 2, ")") && (!file.isPunctuation(index - 1, ".") || file.isKeyword(index - 2, .self)) {
                let flow = TabIndexFlow(file: file, body: callerBody, isTabFile: isTabFile)
                if let sink = flow.sink(enclosing: index) { return "\(name)() → \(sink)" }
            }
        }
        return nil
    }

    /// The calls among `calls` whose callee this file does not declare, as call signatures.
    private func undeclaredCalleeSignatures(_ calls: [(open: Int, position: Int)]) -> [String] {
        let outline = file.outline
        return calls.compactMap { call, position in
            // `if let handler = self.onSelect { handler(sender.tag) }`: the property it unwraps.
            let name = aliasedProperty(of: calleeName(before: call)) ?? calleeName(before: call)
            // Declared here as a function: `handOffs` read it. (Not one of another signature:
            // `@IBAction func onSelectTab(_ sender:)` calling `delegate?.onSelectTab(self, index: sender.tag)`.)
            if outline.functions.contains(where: { $0.body != nil && file.sameText($0.nameIndex, name) }),
               !matchingFunctions(named: name, open: call).isEmpty { return nil }
            if outline.variables.contains(where: { file.sameText($0.nameIndex, name) && !isLocalAlias($0.nameIndex) }) {
                // A closure property this file sets was read there too; one another file sets is
                // judged with that file's facts.
                return callees(named: name, open: call).isEmpty ? Self.closureSignature(name: file.text(name), position: position) : nil
            }
            guard let labels = argumentLabels(open: call) else { return nil }
            return Self.signature(name: file.text(name), labels: labels, position: position)
        }
    }

    /// For `handler` bound by `if let handler = self.onSelect` or `guard let handler = onSelect`
    /// in the body, the token of `onSelect` there.
    private func aliasedProperty(of name: Int) -> Int? {
        for index in (body.lowerBound + 1)..<name where file.sameText(index, name) && file.isOperator(index + 1, "=")
            && (file.isKeyword(index - 1, .let) || file.isKeyword(index - 1, .var)) {
            var value = index + 2
            if file.isKeyword(value, .self), file.isPunctuation(value + 1, ".") { value += 2 }
            // The property alone: then the `if`'s brace, `guard`'s `else`, or the next clause.
            guard file.isIdentifier(value), file.isPunctuation(value + 1, "{") || file.isKeyword(value + 1, .else)
                || file.isPunctuation(value + 1, ",") || file.expressionEnd(from: index + 2, limit: body.upperBound) == value + 1 else { continue }
            return value
        }
        return nil
    }

    /// A variable declared by `if let`/`guard let` inside the body, not a property.
    private func isLocalAlias(_ nameIndex: Int) -> Bool {
        body.contains(nameIndex) && nameIndex > body.lowerBound
    }

    /// `select(at:)#0`: a function's name, its argument labels, and which argument.
    static func signature(name: String, labels: [String], position: Int) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")#\(position)"
    }

    /// The functions of a tab file whose `Int` parameters reach a sink unchecked, as call
    /// signatures (`tabBarViewChangedSelectedIndex(at:)#0`).
    static func uncheckedParameterSignatures(in file: SourceFile) -> Set<String> {
        // A tab bar controller's, or one written by hand: a controller that swaps its children.
        guard file.mentions("selectedIndex") || file.mentions("addChild") || file.mentions("addChildViewController") else { return [] }
        let outline = file.outline
        var result = Set<String>()
        // `changeTab` → the positions of its parameters that are used as a tab index.
        var indexPositions: [String: [Int]] = [:]
        var isTabFile: Bool?
        for function in outline.functions where function.kind == .function {
            guard let body = function.body else { continue }
            let parameters = outline.parameters(of: function)
            for (position, parameter) in parameters.enumerated() where parameter.type.count == 1
                && (file.spells(parameter.type.lowerBound, "Int") || file.spells(parameter.type.lowerBound, "NSInteger")) {
                let tabFile = isTabFile ?? TabContext.isTabFile(file)
                isTabFile = tabFile
                let name = parameter.name(in: file)
                let flow = TabIndexFlow(file: file, body: body, isTabFile: tabFile)
                let handed = Source(token: body.lowerBound, description: name, variable: name, statementEnd: body.lowerBound + 1)
                // Or handed on once more inside this file (`tabBarDidSelect(index:)` calling
                // `switchToTab(index: index)`, which sets `selectedIndex`).
                if flow.uncheckedSink(of: handed) != nil || flow.uncheckedSinkThroughCall(of: handed) != nil
                    || Self.copies(of: name, in: body, file: file).contains(where: { flow.uncheckedSink(of: $0) != nil }) {
                    result.insert(signature(name: function.name, labels: parameters.map { $0.label(in: file) }, position: position))
                    indexPositions[function.name, default: []].append(position)
                }
            }
        }
        // `bar.onSelect = { [weak self] index in self?.selectedIndex = index }`, or
        // `Footer.make(in: view, onSelect: { index in self.show(index) })` for a factory that
        // stores it: a closure handed to another file's view, which calls it with a tag.
        for position in file.bracketPositions {
            let index = Int(position) - 2
            guard index > 0, file.isPunctuation(index + 2, "{"), file.isIdentifier(index),
                  file.isOperator(index + 1, "=") && file.isPunctuation(index - 1, ".")
                    || file.isPunctuation(index + 1, ":") && (file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",")),
                  let end = file.brackets.partner(of: index + 2) else { continue }
            let tabFile = isTabFile ?? TabContext.isTabFile(file)
            isTabFile = tabFile
            let body = (index + 2)...end
            let flow = TabIndexFlow(file: file, body: body, isTabFile: tabFile)
            for (position, parameter) in flow.closureParameters(at: index + 2).enumerated() {
                let handed = Source(token: body.lowerBound, description: parameter, variable: parameter, statementEnd: body.lowerBound + 1)
                if flow.uncheckedSink(of: handed) != nil || flow.uncheckedSinkThroughCall(of: handed) != nil {
                    result.insert(closureSignature(name: file.text(index), position: position))
                }
            }
        }
        result.formUnion(methodsAssignedToClosureProperties(in: file, positions: indexPositions))
        return result
    }

    /// `bar.itemTapped = self.changeTab`: a method of this file whose parameter is a tab index
    /// (`positions`: `changeTab` → 0), stored as another file's closure property, makes that
    /// property a tab index sink too (`itemTapped={}#0`).
    private static func methodsAssignedToClosureProperties(in file: SourceFile, positions: [String: [Int]]) -> [String] {
        guard !positions.isEmpty else { return [] }
        var result: [String] = []
        for index in file.code.indices where file.isOperator(index, "=") && index >= 2 && file.isIdentifier(index - 1)
            && file.isPunctuation(index - 2, ".") {
            var method = index + 1
            if file.isKeyword(method, .self), file.isPunctuation(method + 1, ".") { method += 2 }
            guard file.isIdentifier(method), let used = positions[file.text(method)],
                  file.expressionEnd(from: index + 1) == method + 1 else { continue }
            result += used.map { closureSignature(name: file.text(index - 1), position: $0) }
        }
        return result
    }

    /// `tabBarItem(_:didSelectedIndex:)#1` → `tabBar(_:didSelectedIndex:)#1`: a function of a
    /// file that names the tab bar and a delegate type, handing an `Int` parameter, unchecked, to
    /// a function another file declares (a bar view passing its item's tap on to its own
    /// delegate). With `tabIndexSinks`, a tag handed to the first reaches the last's `selectedIndex`.
    static func forwardedParameterSignatures(in file: SourceFile) -> [String: [String]] {
        // A relaying bar names the tab bar and the delegate type it relays to (`weak var delegate:
        // TabBarDelegate?`): told by the name filter, then the bytes, before any outline.
        guard relayTabNames.contains(where: { file.mentions($0) }),
              file.bytes.withUnsafeBufferPointer({ ByteSearch.containsAny($0, relayNeedles) && ByteSearch.containsAny($0, intParameterNeedles) })
        else { return [:] }
        let outline = file.outline
        var result: [String: [String]] = [:]
        for function in outline.functions where function.kind == .function {
            guard let body = function.body else { continue }
            let parameters = outline.parameters(of: function)
            for (position, parameter) in parameters.enumerated() where parameter.type.count == 1
                && (file.spells(parameter.type.lowerBound, "Int") || file.spells(parameter.type.lowerBound, "NSInteger")) {
                let name = parameter.name(in: file)
                let flow = TabIndexFlow(file: file, body: body, isTabFile: true)
                let handed = Source(token: body.lowerBound, description: name, variable: name, statementEnd: body.lowerBound + 1)
                let handedTo = flow.signaturesOfUndeclaredCallees(of: handed)
                guard !handedTo.isEmpty else { continue }
                let own = signature(name: function.name, labels: parameters.map { $0.label(in: file) }, position: position)
                let targets = handedTo.filter { $0 != own }
                // Checked before it is handed on: `guard index < items.count else { return }`.
                guard !targets.isEmpty, !flow.isChecked(name: name, source: handed, before: body.upperBound) else { continue }
                result[own, default: []] += targets
            }
        }
        return result
    }

    private static let relayNeedles = [ByteSearch.Needle("Delegate")]
    /// `TabContext.tabNames` but SwiftUI's `TabView` and the bar's class: a relay hands a UIKit
    /// bar's index on, and asking fewer names keeps the corpus within its budget.
    private static let relayTabNames: [StaticString] = ["tabBar", "UITabBarController", "selectedIndex", "tabBarItem"]
    /// `index: Int`, `didSelectedIndex:Int`: a parameter (or a property) of type `Int` somewhere.
    private static let intParameterNeedles = [ByteSearch.Needle(": Int"), ByteSearch.Needle(":Int")]

    /// `onSelect={}#0`: a closure property called with the index as its first argument.
    static func closureSignature(name: String, position: Int) -> String {
        name + "={}#\(position)"
    }

    /// `var selectToIndex = index`: a local that starts as the parameter (and may be adjusted
    /// before use), as a source of its own.
    private static func copies(of parameter: String, in body: ClosedRange<Int>, file: SourceFile) -> [Source] {
        var result: [Source] = []
        for index in (body.lowerBound + 1)..<body.upperBound where file.isIdentifier(index) && file.text(index) == parameter
            && file.isOperator(index - 1, "=") && file.isIdentifier(index - 2)
            && (file.isKeyword(index - 3, .let) || file.isKeyword(index - 3, .var))
            && file.expressionEnd(from: index, limit: body.upperBound) == index + 1 {
            result.append(Source(token: index, description: parameter, variable: file.text(index - 2), statementEnd: index + 1))
        }
        return result
    }

    /// The calls the source is passed to as a whole argument (`f(sender.tag)`, `f(index)` after
    /// `let index = sender.tag`), with the argument's position.
    private func callsPassing(_ source: Source) -> [(open: Int, position: Int)] {
        var starts: [Int] = []
        if source.variable == nil { starts.append(source.token) }
        if let variable = source.variable {
            for index in source.statementEnd..<body.upperBound where file.isIdentifier(index) && file.spells(index, variable)
                && !file.isPunctuation(index - 1, ".") {
                starts.append(index)
            }
        }
        var result: [(Int, Int)] = []
        for start in starts {
            let anchor = start
            guard var call = file.enclosingBrackets(of: anchor, only: "("), call.lowerBound > body.lowerBound else { continue }
            // `toggleTabBar(index: (sender.view?.tag)!)`: the read in parentheses, unwrapped.
            var group: Int?
            if !file.isIdentifier(calleeName(before: call.lowerBound)), file.isPunctuation(call.lowerBound - 1, ":"),
               file.isOperator(call.upperBound + 1, "!") || file.isOperator(call.upperBound + 1, "?"),
               let outer = file.enclosingBrackets(of: call.lowerBound - 1, only: "("), outer.lowerBound > body.lowerBound {
                group = call.lowerBound
                call = outer
            }
            guard file.isIdentifier(calleeName(before: call.lowerBound)) else { continue }
            let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
            guard let position = arguments.firstIndex(where: { $0.contains(anchor) }) else { continue }
            var argument = arguments[position]
            if file.isPunctuation(argument.lowerBound + 1, ":") { argument = (argument.lowerBound + 2)..<argument.upperBound }
            // The whole argument is the index (perhaps offset): not `Tab(rawValue: tag)`, but
            // `(sender as! UIButton).tag`.
            guard !argument.contains(where: { file.isPunctuation($0, "(") && $0 < anchor && $0 != group && !isCastOfSender($0, before: anchor) }) else { continue }
            result.append((call.lowerBound, position))
        }
        return result
    }

    /// The name before a call's `(`: `select(`, `onSelect?(`.
    private func calleeName(before open: Int) -> Int {
        if file.isOperator(open - 1, "?") || file.isOperator(open - 1, "!") { return open - 2 }
        return open - 1
    }

    struct Callee {
        var body: ClosedRange<Int>
        var parameters: [String]

        func parameterName(at position: Int) -> String? { position < parameters.count ? parameters[position] : nil }
    }

    /// Functions of this file with the call's name and labels, whatever the receiver; else the
    /// closures the file assigns to a property of that name.
    private func callees(named name: Int, open: Int) -> [Callee] {
        let functions = matchingFunctions(named: name, open: open)
        if !functions.isEmpty {
            return functions.map { function in
                Callee(body: function.body!, parameters: file.outline.parameters(of: function).map { $0.name(in: file) })
            }
        }
        return (file.analysis(AssignedClosures.self)[file.text(name)] ?? []).compactMap { closure in
            closure.name == name ? nil : Callee(body: closure.body, parameters: closureParameters(at: closure.body.lowerBound))
        }
    }

    /// Functions of this file with the call's name and labels, whatever the receiver.
    private func matchingFunctions(named name: Int, open: Int) -> [FunctionDeclaration] {
        guard let labels = argumentLabels(open: open) else { return [] }
        return file.outline.functions.filter { function in
            guard function.kind == .function, function.body != nil, file.sameText(function.nameIndex, name) else { return false }
            let parameters = file.outline.parameters(of: function)
            // `switchTab(from: a, to: b)` calls `switchTab(from:to:completion: = nil)`.
            return parameters.count >= labels.count && zip(parameters, labels).allSatisfy { $0.label(in: file) == $1 }
                && parameters.dropFirst(labels.count).allSatisfy { $0.hasDefault(in: file) }
        }
    }

    /// The argument labels of the call whose `(` is at `open`, `_` for an unlabelled one.
    private func argumentLabels(open: Int) -> [String]? {
        guard let close = file.brackets.partner(of: open) else { return nil }
        return Bindings.arguments(from: open, to: close, in: file).map { argument in
            file.isPunctuation(argument.lowerBound + 1, ":") && argument.count > 1 ? file.text(argument.lowerBound) : "_"
        }
    }

    /// `{ [weak self] index in`, `{ (index: Int) in`; `$0` … when it names none.
    func closureParameters(at brace: Int) -> [String] {
        let bindings = file.bindings
        let named = bindings.closureParameters(at: brace).map { bindings.name(of: $0) }
        return named.isEmpty ? (0..<4).map { "$\($0)" } : named
    }
}
