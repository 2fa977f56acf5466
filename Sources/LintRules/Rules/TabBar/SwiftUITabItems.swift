import SwiftSource

/// What a SwiftUI view of one file tells about itself as a tab item of a bar in another: its body
/// holds a control that sets a selection (`selectedTab = tab`), or one beside a `@Binding`
/// selection it compares with its tab, and what that control shows and tells VoiceOver.
package struct SwiftUITabItem: Sendable, Equatable {
    var showsTitle = false
    /// A `Text` shown only on the selected tab (`if isSelected { Text(page.label) }`).
    var showsTitleOnlyWhenSelected = false
    var showsImage = false
    /// Names an image (`tab.icon`, `symbolName`) it may draw through a view of its own.
    var namesIcon = false
    var labelled = false
    var marksSelected = false
    var showsLargeContent = false
}

extension CustomTabBars {
    /// The structs of `file` whose body holds a selecting control, by name.
    static func swiftUITabItems(in file: SourceFile) -> [String: SwiftUITabItem] {
        guard file.mentions("View"), file.mentions("Button") || file.mentions("onTapGesture") || file.mentions("TapGesture") else { return [:] }
        // An item of a bar in another file is given the bar's selection (`@Binding var selectedTab`):
        // without one, no outline is needed (most SwiftUI files have buttons, few are tab items).
        let bindings = file.code.indices.filter { file.code[$0].kind == .attribute && file.spells($0, "Binding") }
        // Or told its state: `let isSelected: Bool` (reading every SwiftUI file with a button
        // and a `Bool` built outlines the custom-bar rule does not need: 17 M on the corpus).
        let mayBeTold = file.mentions("Bool") && (file.mentions("isSelected") || file.mentions("selected") || file.mentions("isSelect"))
        // Or handed the shared model that keeps the selection (`@ObservedObject var viewRouter`,
        // whose `currentPage` it sets and compares): asked only of files naming such a member.
        // (The name filter can say maybe of a name the file lacks: the tokens decide.)
        let mayShareModel = file.hasIdentifier(anyOf: CustomTabBars.modelSelectionNames)
            && file.code.indices.contains { file.code[$0].kind == .attribute && CustomTabBars.isSharedModelAttribute($0, in: file) }
        guard !bindings.isEmpty || mayBeTold || mayShareModel else { return [:] }
        let reading = CustomTabBars(reading: file)
        var result: [String: SwiftUITabItem] = [:]
        for type in file.outline.types where type.kind == .struct {
            guard let body = type.body else { continue }
            // Given the selection as a binding it compares, or told its state as a `Bool` and
            // given its action as a closure (`Button(action: action)`).
            let told = bindings.contains(where: { body.contains($0) }) ? reading.comparesBinding(in: body)
                : mayBeTold && reading.isToldSelection(in: body)
            let sharesModel = mayShareModel && reading.comparesModelSelection(in: body)
            guard bindings.contains(where: { body.contains($0) }) || told || sharesModel else { continue }
            let controls = reading.tabControls(in: body, depth: 1, includingActions: told)
            guard controls.contains(where: { $0.assignment != nil }) || (told && !controls.isEmpty) else { continue }
            let regions = [body]
            var item = SwiftUITabItem()
            item.showsTitle = reading.first("Text", in: regions, where: { !reading.isBadge($0) && !reading.isShownOnlyWhenSelected($0) }) != nil
                || reading.first("Label", in: regions, where: { !reading.isShownOnlyWhenSelected($0) }) != nil
                || reading.first("Button", in: regions, where: reading.isTitledButton) != nil
            item.showsTitleOnlyWhenSelected = !item.showsTitle && reading.showsTitleOnlyWhenSelected(in: regions)
            item.showsImage = reading.hasIdentifier("Image", in: regions)
            item.namesIcon = reading.namesIcon(in: regions)
            item.labelled = reading.hasIdentifier("accessibilityLabel", in: regions)
            item.marksSelected = reading.first("isSelected", in: regions, where: reading.isImplicitMember) != nil
            item.showsLargeContent = reading.hasIdentifier("accessibilityShowsLargeContentViewer", in: regions)
            result[type.name] = item
        }
        return result
    }
}
