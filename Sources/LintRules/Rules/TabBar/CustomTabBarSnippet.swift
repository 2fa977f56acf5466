import ProjectModel
import SwiftSource

/// The code `custom_tab_bar_accessibility` suggests for one bar: only the lines for what the
/// bar lacks, written against the `Tab` enum — the one `parallel_tab_arrays` generates from the
/// bar's arrays when both rules fire in one type, so the two refactors fit together.
struct CustomTabBarSnippet {
    /// The enum and the names of its title and icon properties.
    struct TabNames {
        var enumName = "Tab"
        var title = "title"
        var icon = "icon"
    }

    let bar: CustomTabBars.Bar
    let names: TabNames
    /// The SwiftUI selection the buttons set: `selectedTab`.
    let selection: String

    init(bar: CustomTabBars.Bar, file: SourceFile, groups: [TabArrays.Group]) {
        self.bar = bar
        names = CustomTabBarSnippet.names(for: bar, in: file, groups: groups)
        selection = bar.selectionSite.map(file.text) ?? "selection"
    }

    /// From the parallel arrays of the bar's type when there are any (`titles` → `title`,
    /// `tabImages` → `image`), else from the enum the bar iterates.
    static func names(for bar: CustomTabBars.Bar, in file: SourceFile, groups: [TabArrays.Group]) -> TabNames {
        var names = TabNames()
        let type = file.outline.types[bar.typeIndex]
        let group = groups.first { group in
            file.outline.type(containing: group.members[0].anchor)?.keywordIndex == type.keywordIndex
        }
        if let group {
            let properties = group.members.filter { $0.elements != nil }.map { TabEnumGenerator.propertyName(for: $0.name) }
            if let title = properties.first(where: { FoldedName($0).contains("title") || FoldedName($0).contains("name") }) { names.title = title }
            if let icon = properties.first(where: isIconName) { names.icon = icon }
            return names
        }
        guard let enumName = bar.tabEnum else { return names }
        names.enumName = enumName
        if let declaration = file.outline.types.first(where: { $0.kind == .enum && $0.name == enumName }), let body = declaration.body {
            let properties = file.outline.variables.filter { body.contains($0.nameIndex) && $0.typeIndex != nil }.map(\.name)
            if let title = properties.first(where: { FoldedName($0).contains("title") }) { names.title = title }
            if let icon = properties.first(where: isIconName) { names.icon = icon }
        }
        return names
    }

    private static func isIconName(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return (folded.contains("icon") || folded.contains("image") || folded.contains("img"))
            && !folded.contains("select") && !folded.contains("highlight") && !folded.contains("active")
    }

    func render() -> String {
        bar.framework == .uiKit ? uiKit() : swiftUI()
    }

    private func has(_ problem: CustomTabBars.Problem) -> Bool { bar.missing.contains(problem) }

    private func uiKit() -> String {
        let tab = names.enumName
        let buttons = bar.controlsName ?? "buttons"
        var lines: [String] = []
        if has(.container) {
            switch bar.containerName {
            case nil:
                lines += ["// In the bar's initializer: VoiceOver says \"tab, 2 of 3\".", "accessibilityTraits = .tabBar"]
            case "view"?:
                lines += ["// One container for the buttons, marked as a tab bar: VoiceOver says \"tab, 2 of 3\".",
                          "let bar = UIStackView(arrangedSubviews: \(buttons))", "bar.accessibilityTraits = .tabBar"]
            case let name?:
                lines += ["// VoiceOver says \"tab, 2 of 3\".", "\(name).accessibilityTraits = .tabBar"]
            }
        }
        if has(.name) || has(.largeContent) {
            lines += ["for tab in \(tab).allCases {", "    let button = \(buttons)[tab.rawValue]"]
            if has(.name) { lines.append("    button.accessibilityLabel = tab.\(names.title)") }
            if has(.largeContent) {
                lines += ["    // The Large Content Viewer for people using the largest text sizes.",
                          "    button.showsLargeContentViewer = true",
                          "    button.largeContentTitle = tab.\(names.title)",
                          "    button.largeContentImage = UIImage(named: tab.\(names.icon)) ?? UIImage(systemName: tab.\(names.icon))",
                          "    button.addInteraction(UILargeContentViewerInteraction())"]
            }
            lines.append("}")
        }
        if has(.selection) {
            if !lines.isEmpty { lines.append("") }
            lines += ["// Where the tab changes: VoiceOver says \"selected\".", "func select(_ selected: \(tab)) {",
                      "    for tab in \(tab).allCases {", "        \(buttons)[tab.rawValue].isSelected = tab == selected", "    }", "}"]
        }
        return lines.joined(separator: "\n")
    }

    private func swiftUI() -> String {
        let tab = names.enumName
        var lines = ["HStack {", "    ForEach(\(tab).allCases, id: \\.self) { tab in",
                     "        Button {", "            \(selection) = tab", "        } label: {",
                     "            Image(systemName: tab.\(names.icon))", "        }"]
        if has(.name) { lines.append("        .accessibilityLabel(tab.\(names.title))") }
        if has(.selection) { lines.append("        .accessibilityAddTraits(\(selection) == tab ? .isSelected : [])") }
        if has(.largeContent) {
            lines += ["        .accessibilityShowsLargeContentViewer {",
                      "            Label(tab.\(names.title), systemImage: tab.\(names.icon))", "        }"]
        }
        lines += ["    }", "}"]
        if has(.container) {
            lines += ["// iOS 17: VoiceOver says \"tab, 2 of 3\".", ".accessibilityElement(children: .contain)",
                      ".accessibilityAddTraits(.isTabBar)"]
        }
        return lines.joined(separator: "\n")
    }
}
