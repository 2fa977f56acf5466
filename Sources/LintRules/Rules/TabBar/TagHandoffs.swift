import SwiftSource

/// The calls each type of a file hands a tapped control's `tag` to, when another file declares
/// the callee (`delegate?.barView(self, didSelect: button.tag)`), as call signatures. A view
/// that tells its owner which button was tapped is a tab bar when the project says the owner
/// uses that number as a tab index (`FileFacts.tabIndexSinks`): a controller that selects a tab
/// or swaps its children with it. That holds whatever the view is called, so
/// `parallel_tab_arrays` and `custom_tab_bar_accessibility` ask for it in files that name no tab.
enum TagHandoffs: FileAnalysis {
    /// Type name → signatures, sorted.
    static func analyse(_ file: SourceFile) -> [String: [String]] {
        guard file.mentions("tag") else { return [:] }
        let outline = file.outline
        var result: [String: Set<String>] = [:]
        var isTabFile: Bool?
        for function in outline.functions {
            guard let body = function.body, let type = function.typeIndex else { continue }
            // Cheap before the flow: a `.tag` read in the body.
            guard body.contains(where: { file.isIdentifier($0) && file.spells($0, "tag") && file.isPunctuation($0 - 1, ".") }) else { continue }
            let tabFile = isTabFile ?? TabContext.isTabFile(file)
            isTabFile = tabFile
            let flow = TabIndexFlow(file: file, body: body, isTabFile: tabFile)
            for source in flow.sources() where file.spells(source.token, "tag") {
                let signatures = flow.signaturesOfUndeclaredCallees(of: source)
                if !signatures.isEmpty { result[outline.types[type].name, default: []].formUnion(signatures) }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    /// The key a rule gives a finding that holds only if one of `signatures` is a tab index
    /// sink of the project: `tabindex=select(at:)#0|…`.
    static func key(_ signatures: [String]) -> String { keyPrefix + signatures.joined(separator: "|") }

    static let keyPrefix = "tabindex="

    /// The signatures of a key `key(_:)` wrote, nil for any other key.
    static func signatures(inKey key: String?) -> [String]? {
        guard let key, key.hasPrefix(keyPrefix) else { return nil }
        return key.dropFirst(keyPrefix.count).split(separator: "|").map(String.init)
    }
}
