import ProjectModel
import SwiftSource

// What an editor integration (the language server) reads of a finding. The stored properties
// stay internal so rules keep one way to set them; these are read-only views for higher layers.
extension Violation {
    /// Where the flagged code ends: 1-based line and UTF-8 byte column just past its last token.
    package var end: (line: Int, column: Int) { (endLine, endColumn) }

    /// The refactor's code, when the rule wrote one for this violation (the generated `Tab` enum).
    package var refactorSnippet: String? { snippet }

    /// Other places that belong to this finding.
    package var relatedLocations: [Location] { related }
}

extension Fix {
    /// Files the fix creates (the accessor a duplicate calls), paths as the fix spells them.
    package var filesToCreate: [NewFile] { newFiles }
}

extension Fix.Edit {
    /// The text that replaces `range`.
    package var newText: String { replacement }
}

extension RuleDescription {
    /// A snippet of the refactor a user can paste (hover shows it).
    package var refactorCode: String? { suggestedCode }
}

extension Linter {
    /// The words an unreported Swift file must contain to add anything to a lint (project facts
    /// or whole-project candidates); nil when some rule cannot tell. A client that keeps a
    /// project's files in memory between lints can leave out every file without one.
    package var contextScanTerms: [StaticString]? { projectScanTerms }
}
