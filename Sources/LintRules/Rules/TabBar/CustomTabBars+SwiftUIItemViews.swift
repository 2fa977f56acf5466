import ProjectModel
import SwiftSource

/// SwiftUI tab items written as views: a view of this file whose body selects the tab, or one of
/// another file handed a binding to the selection or the code that selects (the project facts
/// tell), and the closures and bindings they are handed.
extension CustomTabBars {
    /// `TabBarButton(image: "house", selectedTab: $selectedTab)`: a view of this file whose own
    /// body holds the control that selects the tab — a tab item, one per tab.
    func itemViewControl(at index: Int, within body: ClosedRange<Int>) -> Control? {
        guard file.isPunctuation(index + 1, "("), !file.isPunctuation(index - 1, "."), file.text(index).first?.isUppercase == true,
              let close = file.brackets.partner(of: index + 1), close <= body.upperBound,
              let type = file.outline.types.first(where: { $0.kind == .struct && $0.name == file.text(index) }), let typeBody = type.body,
              !typeBody.contains(index) else { return nil }
        // `TabButton(timeline: .home, selected: $selected, action: action)`: told the selection,
        // which its body compares with the tab it stands for.
        let told = ((index + 2)..<close).lazy.compactMap({ bindingName(at: $0) }).first.flatMap { binding in
            comparesBinding(in: typeBody) ? binding : nil
        }
        let end = max(controlEnd(from: index, limit: body.upperBound) - 1, close)
        // `TabBarButtonView(tab: tab, isActive: …) { current = tab }`: handed the code that selects.
        if let action = actionClosure(ofCallAt: index, close: close, within: body), let assignment = selectionAssignment(in: action) {
            return Control(token: index, extent: index...max(end, action.upperBound), assigned: file.text(assignment), assignment: assignment,
                           perTab: loopVariable(around: index, within: body) != nil)
        }
        let inner = tabControls(in: typeBody, depth: 1, includingActions: told != nil)
        let loopVariable = loopVariable(around: index, within: body)
        let passesTab = loopVariable.map { name in ((index + 1)...close).contains { file.isIdentifier($0) && file.spells($0, name) } } ?? false
        guard let first = inner.first(where: { $0.assignment != nil }) ?? (passesTab || told != nil ? inner.first : nil) else { return nil }
        return Control(token: index, extent: index...end, assigned: first.assigned ?? told, assignment: first.assignment, perTab: loopVariable != nil)
    }

    static let presentingCalls: Set<String> = ["NavigationLink", "sheet", "fullScreenCover", "navigationDestination", "popover"]

    /// `TabBarItem(tab: .home, selectedTab: $selectedTab)`: a view no type of this file declares,
    /// given a binding to a selection — a tab item if the project says its body selects.
    /// Or `TabBarButton(icon: "house", isSelected: selectedTab == 0) { selectedTab = 0 }`: told
    /// whether it is selected, and given the code that selects its tab.
    func foreignItemView(at index: Int, within body: ClosedRange<Int>) -> Control? {
        guard file.isPunctuation(index + 1, "("), !file.isPunctuation(index - 1, "."), file.text(index).first?.isUppercase == true,
              let close = file.brackets.partner(of: index + 1), close <= body.upperBound,
              !file.outline.types.contains(where: { $0.name == file.text(index) }),
              // A screen pushed or presented (`NavigationLink { MealsView(…) }`, `.sheet { … }`)
              // with a binding of its own is no item of the row that opens it.
              !isInside(index, calls: CustomTabBars.presentingCalls) else { return nil }
        let end = max(controlEnd(from: index, limit: body.upperBound) - 1, close)
        if let binding = ((index + 2)..<close).lazy.compactMap({ bindingName(at: $0) }).first {
            return Control(token: index, extent: index...end, assigned: binding, assignment: nil,
                           perTab: loopVariable(around: index, within: body) != nil, itemType: file.text(index))
        }
        // `TabBarIcon(viewRouter: viewRouter, assignedPage: .home)`: handed the model that keeps
        // the selection and a tab of its own (the ViewRouter pattern).
        if let member = sharedModelArgument(in: (index + 2)..<close),
           ((index + 2)..<close).contains(where: { file.isPunctuation($0, ":") && file.isPunctuation($0 + 1, ".") && file.isIdentifier($0 + 2) }) {
            return Control(token: index, extent: index...end, assigned: member, assignment: nil,
                           perTab: loopVariable(around: index, within: body) != nil, itemType: file.text(index))
        }
        // The action, told its state by a comparison.
        guard let action = actionClosure(ofCallAt: index, close: close, within: body), let assignment = selectionAssignment(in: action),
              ((index + 2)..<close).contains(where: { file.isOperator($0, "==") && file.sameText($0 - 1, assignment) })
                || comparesThroughFunction(in: (index + 2)..<close, assignment: assignment) else { return nil }
        return Control(token: index, extent: index...max(end, action.upperBound), assigned: file.text(assignment), assignment: assignment,
                       perTab: loopVariable(around: index, within: body) != nil, itemType: file.text(index))
    }

    /// `isSelected: isSelected(index)` with `func isSelected(_ index: Int) -> Bool { currentIndex
    /// == index }` of this file: the comparison with the selection, made by a function.
    private func comparesThroughFunction(in arguments: Range<Int>, assignment: Int) -> Bool {
        arguments.contains { position in
            guard file.isIdentifier(position), file.isPunctuation(position + 1, "("), !file.isPunctuation(position - 1, ".") else { return false }
            return file.outline.functions.contains { function in
                guard function.kind == .function, let body = function.body, file.sameText(function.nameIndex, position) else { return false }
                return body.contains { file.isOperator($0, "==") && (file.sameText($0 - 1, assignment) || file.sameText($0 + 1, assignment)) }
            }
        }
    }

    /// The closure a view is handed to run when tapped: a trailing closure, or an `action:`
    /// argument's.
    func actionClosure(ofCallAt index: Int, close: Int, within body: ClosedRange<Int>) -> ClosedRange<Int>? {
        if file.isPunctuation(close + 1, "{"), let closing = file.brackets.partner(of: close + 1), closing <= body.upperBound {
            return (close + 1)...closing
        }
        // `action: { … }`, or another labelled closure (`onSelect: { … }`, `onTap: { … }`) at the call's level.
        var position = index + 2
        var labelled: ClosedRange<Int>?
        while position < close {
            if file.isIdentifier(position), file.isPunctuation(position + 1, ":"), file.isPunctuation(position + 2, "{"),
               file.isPunctuation(position - 1, "(") || file.isPunctuation(position - 1, ","), let closing = file.brackets.partner(of: position + 2) {
                if file.spells(position, "action") { return (position + 2)...closing }
                if labelled == nil { labelled = (position + 2)...closing }
                position = closing + 1
                continue
            }
            if let partner = file.brackets.partner(of: position), partner > position { position = partner }
            position += 1
        }
        return labelled
    }

    /// A view that shows whether it is the selected tab: it declares `@Binding var selected` and
    /// compares it (`selected == tab`, `selected != timeline ? img : …`).
    func comparesBinding(in typeBody: ClosedRange<Int>) -> Bool {
        for variable in file.outline.variables where typeBody.contains(variable.nameIndex) && variable.functionIndex == nil {
            guard (variable.declarationStart..<variable.keywordIndex).contains(where: { file.spells($0, "Binding") }) else { continue }
            let compared = typeBody.contains { index in
                file.isIdentifier(index) && file.spells(index, variable.name) && !file.isPunctuation(index - 1, ".")
                    && (file.isOperator(index + 1, "==") || file.isOperator(index + 1, "!=")
                        || file.isOperator(index - 1, "==") || file.isOperator(index - 1, "!="))
            }
            if compared { return true }
        }
        return false
    }

    /// `currentPage` for `viewRouter: viewRouter`, an argument that hands on an `@ObservedObject`,
    /// `@StateObject` or `@EnvironmentObject` of this file: the member of it the file reads the
    /// selection from (`switch viewRouter.currentPage`).
    func sharedModelArgument(in arguments: Range<Int>) -> String? {
        guard file.hasIdentifier(anyOf: CustomTabBars.modelSelectionNames) else { return nil }
        for position in arguments where file.isIdentifier(position) && file.isPunctuation(position - 1, ":")
            && (file.isPunctuation(position + 1, ",") || file.isPunctuation(position + 1, ")")) {
            let name = file.text(position)
            guard sharedModels(in: nil).contains(name) else { continue }
            // The member the file reads the selection from: `switch viewRouter.currentPage`.
            let member = file.code.indices.lazy.first { index in
                file.isIdentifier(index) && file.isPunctuation(index - 1, ".") && file.spells(index - 2, name)
                    && CustomTabBars.modelSelectionNames.contains(where: { file.spells(index, $0) })
            }
            if let member { return file.text(member) }
        }
        return nil
    }

    /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`: a model the view shares.
    static func isSharedModelAttribute(_ index: Int, in file: SourceFile) -> Bool {
        file.spells(index, "ObservedObject") || file.spells(index, "StateObject") || file.spells(index, "EnvironmentObject")
    }

    /// The names of the stored properties so marked, in `typeBody` (nil: anywhere in the file).
    func sharedModels(in typeBody: ClosedRange<Int>?) -> Set<String> {
        Set(file.outline.variables.filter { variable in
            variable.functionIndex == nil && typeBody.map { $0.contains(variable.nameIndex) } != false
                && (variable.declarationStart..<variable.keywordIndex).contains { CustomTabBars.isSharedModelAttribute($0, in: file) }
        }.map(\.name))
    }

    /// Members a shared model keeps the selected tab in (the ViewRouter pattern's `currentPage`).
    static let modelSelectionNames: [StaticString] = ["currentPage", "currentTab", "selectedTab", "selectedPage", "activeTab"]

    /// `viewRouter.currentPage == assignedPage` where `viewRouter` is an `@ObservedObject`,
    /// `@StateObject` or `@EnvironmentObject` of the view: the item compares the model's selection
    /// with its own tab.
    func comparesModelSelection(in typeBody: ClosedRange<Int>) -> Bool {
        let models = sharedModels(in: typeBody)
        guard !models.isEmpty else { return false }
        return typeBody.contains { index in
            guard file.isIdentifier(index), file.isPunctuation(index - 1, "."), file.isIdentifier(index - 2),
                  models.contains(file.text(index - 2)), CustomTabBars.modelSelectionNames.contains(where: { file.spells(index, $0) }) else { return false }
            return file.isOperator(index + 1, "==") || file.isOperator(index + 1, "!=") || file.isOperator(index - 3, "==") || file.isOperator(index - 3, "!=")
        }
    }

    /// `let isSelected: Bool` and `let action: () -> Void` run by the view's control: a tab item
    /// told its state and handed the code that selects its tab.
    func isToldSelection(in typeBody: ClosedRange<Int>) -> Bool {
        var flag = false
        var closure: String?
        for variable in file.outline.variables where typeBody.contains(variable.nameIndex) && variable.functionIndex == nil {
            guard let annotation = variable.typeAnnotation else { continue }
            // `isSelected`, `selected`, `isSelect`.
            if FoldedName(variable.name).contains("select"), annotation.count == 1, file.spells(annotation.lowerBound, "Bool") { flag = true }
            if annotation.contains(where: { file.isOperator($0, "->") }) { closure = variable.name }
        }
        guard flag, let closure else { return false }
        // Run by the control: `Button(action: action)`, `action()`.
        return typeBody.contains { index in
            file.isIdentifier(index) && file.spells(index, closure) && !file.isPunctuation(index - 1, ".")
                && (file.isPunctuation(index + 1, "(") || (file.isPunctuation(index - 1, ":") && file.spells(index - 2, "action")))
        }
    }

    /// `selectedTab` of `$selectedTab` (one identifier token); nil for `$0` and other names.
    func bindingName(at index: Int) -> String? {
        guard file.isIdentifier(index) else { return nil }
        let text = file.text(index)
        guard text.hasPrefix("$"), let first = text.dropFirst().first, !first.isNumber else { return nil }
        return String(text.dropFirst())
    }
}
