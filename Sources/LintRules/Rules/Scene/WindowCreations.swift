import ProjectModel
import SwiftSource

/// A window made in code: `UIWindow(windowScene:)`, `UIWindow(frame:)`, `UIWindow()`,
/// `UIWindow.init(…)`, a subclass (`ThemeWindow(windowScene:)`), or `.init(windowScene:)`.
struct WindowCreation {
    enum Argument { case scene, frame, none }

    /// The type name (`UIWindow`), or the `.`/`init` of an implicit `.init(…)`.
    var callee: Int
    var argument: Argument
    /// What the new window is assigned to: a local (`let window = …`) or a property
    /// (`window = …`, `self.window = …`, `appDelegate.window = …`).
    var target: String?
    var targetIsLocal: Bool
    var statementStart: Int
}

struct WindowCreations {
    let file: SourceFile

    /// The windows made in `range` (a function body or an initializer).
    func find(in range: Range<Int>) -> [WindowCreation] {
        var result: [WindowCreation] = []
        for index in range where file.isPunctuation(index, "(") && index > 0 {
            guard let callee = windowType(calling: index) else { continue }
            let label = index + 1
            let argument: WindowCreation.Argument
            if file.isPunctuation(label, ")") {
                argument = .none
            } else if file.spells(label, "windowScene"), file.isPunctuation(label + 1, ":") {
                argument = .scene
            } else if file.spells(label, "frame"), file.isPunctuation(label + 1, ":") {
                argument = .frame
            } else {
                continue
            }
            // `UIWindow().screen.bounds`: made to read a value, never kept or shown.
            if let close = file.brackets.partner(of: index), file.isPunctuation(close + 1, "."),
               ["screen", "bounds", "frame", "safeAreaInsets", "traitCollection", "coordinateSpace", "windowScene"].contains(where: { file.spells(close + 2, $0) }) {
                continue
            }
            let statement = file.statementStart(containing: callee)
            let (target, isLocal) = assignmentTarget(statement: statement, value: callee)
            result.append(WindowCreation(callee: callee, argument: argument, target: target, targetIsLocal: isLocal,
                                         statementStart: statement))
        }
        return result
    }

    /// The first token of the window type before a call's `(`: `UIWindow(`, `UIWindow.init(`,
    /// `ThemeWindow(`, `= .init(` for a window-typed target.
    private func windowType(calling open: Int) -> Int? {
        let before = open - 1
        // A type: `UIWindow(`, `ThemeWindow(` — not a method named for one (`createMapWindow()`).
        if file.isIdentifier(before), file.text(before).hasSuffix("Window"), !file.isPunctuation(before - 1, "."),
           file.bytes[file.code[before].offset] &- UInt8(ascii: "A") < 26 {
            return before
        }
        if file.isKeyword(before, .`init`), file.isPunctuation(before - 1, ".") {
            if file.isIdentifier(before - 2), file.text(before - 2).hasSuffix("Window") { return before - 2 }
            if file.isOperator(before - 2, "="), file.spells(before - 3, "window") || file.text(before - 3).hasSuffix("Window") {
                return before - 1
            }
        }
        return nil
    }

    /// `let window = X` → ("window", local); `self.window = X` / `window = X` → ("window", property).
    private func assignmentTarget(statement: Int, value: Int) -> (String?, Bool) {
        var probe = statement
        let isDeclaration = file.isKeyword(probe, .let) || file.isKeyword(probe, .var)
        if isDeclaration { probe += 1 }
        var names: [String] = []
        while probe < value, file.isIdentifier(probe) || file.isKeyword(probe, .self) {
            names.append(file.text(probe))
            probe += 1
            if file.code[probe].kind == .operator, file.isPostfix(probe) { probe += 1 }
            guard file.isPunctuation(probe, ".") else { break }
            probe += 1
        }
        if file.isPunctuation(probe, ":") {  // `let window: UIWindow = …`
            while probe < value, !file.isOperator(probe, "=") { probe += 1 }
        }
        guard file.isOperator(probe, "="), let last = names.last else { return (nil, false) }
        return (last, isDeclaration && names.count == 1)
    }

    /// Whether the window held in `name` is stored somewhere that outlives the function after
    /// `start`, within the same `#if` branch or after the conditional block: `self.window = name`,
    /// `window = name`, `appDelegate.window = name`, or handed to a call (`setWindow(name)`).
    func isStored(_ name: String, after start: Int, in body: ClosedRange<Int>, locals: Set<String>) -> Bool {
        var probe = start
        var depth = 0
        while probe < body.upperBound {
            if file.code[probe].kind == .pound {
                let text = file.text(probe)
                if text == "#if" {
                    depth += 1
                } else if text == "#endif" {
                    depth -= 1
                } else if depth == 0, text == "#else" || text == "#elseif" {
                    // Another branch of the conditional the creation is in: skip it.
                    probe = endOfConditional(from: probe, limit: body.upperBound)
                    continue
                }
            }
            if file.isIdentifier(probe), file.spells(probe, name), !file.isPunctuation(probe - 1, "."), !file.isPunctuation(probe + 1, ".") {
                if storesValue(at: probe, locals: locals) { return true }
            }
            probe += 1
        }
        return false
    }

    private func endOfConditional(from start: Int, limit: Int) -> Int {
        var probe = start + 1
        var depth = 0
        while probe < limit {
            if file.code[probe].kind == .pound {
                let text = file.text(probe)
                if text == "#if" { depth += 1 }
                if text == "#endif" {
                    if depth == 0 { return probe + 1 }
                    depth -= 1
                }
            }
            probe += 1
        }
        return limit
    }

    /// `name` at `index` is assigned to a property, passed to a call, or returned.
    private func storesValue(at index: Int, locals: Set<String>) -> Bool {
        if file.isKeyword(index - 1, .return) { return true }
        if file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") || file.isPunctuation(index - 1, ":") {
            return file.isPunctuation(index + 1, ")") || file.isPunctuation(index + 1, ",")
        }
        guard file.isOperator(index - 1, "=") else { return false }
        // `target = name`: a property unless it is one of the function's locals.
        var probe = index - 2
        var chain: [String] = []
        var isMember = false
        while probe >= 0, file.isIdentifier(probe) || file.isKeyword(probe, .self) {
            chain.append(file.text(probe))
            guard file.isPunctuation(probe - 1, ".") else { break }
            // `(delegate as? AppDelegate)?.window`: a member of an expression.
            if !(file.isIdentifier(probe - 2) || file.isKeyword(probe - 2, .self)) {
                isMember = true
                break
            }
            probe -= 2
        }
        guard let first = chain.last else { return false }
        if file.isKeyword(probe - 1, .let) || file.isKeyword(probe - 1, .var) { return false }
        return isMember || chain.count > 1 || !locals.contains(first)
    }

    /// The locals a function body declares.
    func locals(in body: ClosedRange<Int>) -> Set<String> {
        Set(file.outline.variables.filter { body.contains($0.keywordIndex) }.map(\.name))
    }

    /// `window.makeKeyAndVisible()`, `window?.isHidden = false` after `start`.
    func isShown(_ name: String, after start: Int, in body: ClosedRange<Int>) -> Bool {
        (start..<body.upperBound).contains { index in
            guard file.isIdentifier(index), file.spells(index, name), !file.isPunctuation(index - 1, ".") else { return false }
            var member = index + 1
            if file.code.indices.contains(member), file.code[member].kind == .operator, file.isPostfix(member) { member += 1 }
            guard file.isPunctuation(member, ".") else { return false }
            return file.spells(member + 1, "makeKeyAndVisible")
                || (file.spells(member + 1, "isHidden") && file.isOperator(member + 2, "=") && file.isKeyword(member + 3, .false))
        }
    }

    /// `let window = UIWindow(frame: UIScreen.main.bounds)` read after `start` only for its
    /// geometry (`overlay.frame = window.frame`, `window.center`): a measure, never shown.
    func isOnlyMeasured(_ name: String, after start: Int, in body: ClosedRange<Int>) -> Bool {
        let geometry: [StaticString] = ["frame", "bounds", "center", "safeAreaInsets"]
        return (start..<body.upperBound).allSatisfy { index in
            guard file.isIdentifier(index), file.spells(index, name), !file.isPunctuation(index - 1, ".") else { return true }
            return file.isPunctuation(index + 1, ".") && geometry.contains { file.spells(index + 2, $0) }
                && !file.isOperator(index + 3, "=")
        }
    }

    /// `someView.addSubview(guideWindow)`: a view named for a window (`UserGuideWindow: UIView`),
    /// placed in another view rather than shown as a window.
    func isAddedAsSubview(_ name: String, after start: Int, in body: ClosedRange<Int>) -> Bool {
        (start..<body.upperBound).contains { index in
            file.isIdentifier(index) && file.spells(index, name) && file.isPunctuation(index - 1, "(")
                && (file.spells(index - 2, "addSubview") || file.spells(index - 2, "insertSubview"))
        }
    }

    /// Whether anything in `region` gives the window held in `name` a scene
    /// (`overlay.windowScene = scene`); any `windowScene =` when the window is held nowhere.
    func receivesScene(_ name: String?, in region: ClosedRange<Int>) -> Bool {
        region.contains { index in
            guard file.spells(index, "windowScene"), file.isOperator(index + 1, "="), file.isPunctuation(index - 1, ".") else {
                return false
            }
            guard let name else { return true }
            return (index - 4...index - 2).contains { file.isIdentifier($0) && file.spells($0, name) }
        }
    }

    /// `window.windowScene = scene`, `self.window?.windowScene = windowScene` after `start`.
    func receivesScene(_ name: String, after start: Int, in body: ClosedRange<Int>) -> Bool {
        sceneAssignment(to: name, after: start, in: body) != nil
    }

    /// The `windowScene` of `name.windowScene = …` after `start`, if the window held in `name` is given a scene there.
    func sceneAssignment(to name: String, after start: Int, in body: ClosedRange<Int>) -> Int? {
        (start..<body.upperBound).first { index in
            file.spells(index, "windowScene") && file.isOperator(index + 1, "=") && file.isPunctuation(index - 1, ".")
                && (index - 4...index - 2).contains { file.isIdentifier($0) && file.spells($0, name) }
        }
    }
}
