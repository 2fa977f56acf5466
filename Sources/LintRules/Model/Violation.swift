import ProjectModel
import SwiftSource

/// A place in a file: 1-based line and column, the column in UTF-8 bytes.
package struct Location: Sendable, Hashable, Comparable {
    /// Relative to the working directory, as reports show it.
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    package static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// One finding of one rule.
package struct Violation: Sendable, Equatable {
    package var ruleIdentifier: String
    package var severity: Severity
    package var location: Location
    var endLine: Int
    var endColumn: Int
    /// The columns counted in UTF-16 code units, as SARIF wants them.
    var utf16Column: Int
    var utf16EndColumn: Int
    package var message: String
    package var suggestion: String
    /// Code of the refactor, when the rule can write it for this violation.
    var snippet: String?
    /// Other places that belong to this finding (the accessor a duplicate should call).
    var related: [Location]
    /// Stable across edits elsewhere in the file (SPEC §7); set by the engine.
    var fingerprint: String
    /// `--fix` can correct this very violation (a rule's corrections may not apply everywhere).
    var isFixable: Bool { fix != nil }
    /// The flagged code with whitespace and comments removed: what the fingerprint hashes.
    var flaggedText: String
    /// A rule's own note for its cross-file step (`Rule.finish`), never reported.
    var key: String?
    /// For cross-file rules: set on the occurrence that is the canonical definition others
    /// should use (a lookup's accessor), with how to call it.
    var anchor: String?
    /// The edits `--fix` applies; set by the rule (or its `finish`), never by the engine.
    package var fix: Fix?
    /// A correction that calls a project accessor, completed in the rule's `finish`.
    var pendingAccessorFix: AccessorCallFix?

    package init(ruleIdentifier: String, severity: Severity, location: Location, endLine: Int, endColumn: Int,
                message: String, suggestion: String, snippet: String? = nil, related: [Location] = [],
                flaggedText: String, key: String? = nil, fix: Fix? = nil) {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.location = location
        self.endLine = endLine
        self.endColumn = endColumn
        utf16Column = location.column
        utf16EndColumn = endColumn
        self.message = message
        self.suggestion = suggestion
        self.snippet = snippet
        self.related = related
        fingerprint = ""
        self.flaggedText = flaggedText
        self.key = key
        self.fix = fix
    }

    /// SPEC §7: the rule, the file as `path` spells it, and the flagged code — never a line
    /// number, so edits elsewhere in the file leave it alone.
    func fingerprint(path: String) -> String {
        StableHash.hex([ruleIdentifier, path, flaggedText])
    }

    /// The order of every report: file, line, column, rule.
    static func reportOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
        (lhs.location.path, lhs.location.line, lhs.location.column, lhs.ruleIdentifier, lhs.message)
            < (rhs.location.path, rhs.location.line, rhs.location.column, rhs.ruleIdentifier, rhs.message)
    }

    /// Sorts into `reportOrder`, stably. Violations usually come grouped by file, the files in
    /// order: then each file's run is sorted on its own, numbers compared before any string.
    static func sortInReportOrder(_ violations: inout [Violation]) {
        var runs: [Range<Int>] = []
        var start = 0
        for index in violations.indices.dropFirst() where violations[index].location.path != violations[index - 1].location.path {
            runs.append(start..<index)
            start = index
        }
        if !violations.isEmpty { runs.append(start..<violations.count) }
        let filesInOrder = zip(runs, runs.dropFirst()).allSatisfy { earlier, later in
            violations[earlier.lowerBound].location.path < violations[later.lowerBound].location.path
        }
        guard filesInOrder else {
            violations.sort(by: reportOrder)
            return
        }
        for run in runs where run.count > 1 {
            violations[run].sort { lhs, rhs in
                if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
                if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
                if lhs.ruleIdentifier != rhs.ruleIdentifier { return lhs.ruleIdentifier < rhs.ruleIdentifier }
                return lhs.message < rhs.message
            }
        }
    }
}

extension SourceFile {
    /// A violation of `rule` covering code tokens `first...last`.
    package func violation(_ rule: RuleDescription, from first: Int, through last: Int? = nil, message: String,
                          suggestion: String? = nil, snippet: String? = nil, key: String? = nil) -> Violation {
        let lastIndex = last ?? first
        let start = code[first]
        let (endLine, endColumn) = endOf(code[lastIndex])
        var violation = Violation(ruleIdentifier: rule.identifier, severity: rule.severity,
                                  location: Location(path: path, line: start.line, column: start.column),
                                  endLine: endLine, endColumn: endColumn, message: message,
                                  suggestion: suggestion ?? rule.suggestion, snippet: snippet,
                                  flaggedText: normalizedText(first..<(lastIndex + 1)), key: key)
        violation.utf16Column = utf16Column(at: start.offset, byteColumn: start.column)
        violation.utf16EndColumn = utf16Column(at: code[lastIndex].end, byteColumn: endColumn)
        return violation
    }

    /// The 1-based column of a byte offset counted in UTF-16 code units, given its column in bytes
    /// (which says where its line starts).
    func utf16Column(at offset: Int, byteColumn: Int) -> Int {
        utf16Columns.column(of: offset, lineStart: offset - (byteColumn - 1))
    }

    /// The line and column just past a token (it may span lines).
    func endOf(_ token: Token) -> (line: Int, column: Int) {
        var line = token.line
        var column = token.column
        var index = token.offset
        while index < token.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
