import LintRules
import ProjectModel
import SwiftSource

/// Turning tablint's findings into LSP values.
package enum Diagnostics {
    /// Where `codeDescription.href` points: the rule's section of Rules.md, whose headings are the
    /// rule ids (so the fragment is the id). Documented in docs/EDITORS.md.
    package static let rulesDocument = "https://github.com/tablint/tablint/blob/main/Rules.md"

    package static func href(for rule: String) -> String { rulesDocument + "#" + rule }

    /// The range of a violation in the text it was found in.
    package static func range(of violation: Violation, in lines: LineIndex, encoding: PositionEncoding) -> TextRange {
        let start = lines.position(line: violation.location.line, byteColumn: violation.location.column, encoding: encoding)
        let end = lines.position(line: violation.end.line, byteColumn: violation.end.column, encoding: encoding)
        return TextRange(start: start, end: max(start, end))
    }

    /// One `Diagnostic`. `related` gives the text of another file (for `relatedInformation`),
    /// nil when it cannot be read (its columns are then taken as they are).
    package static func diagnostic(_ violation: Violation, lines: LineIndex, encoding: PositionEncoding,
                                   absolute: (String) -> String, related: (String) -> LineIndex?) -> JSONValue {
        let message = violation.suggestion.isEmpty ? violation.message : violation.message + "\n" + violation.suggestion
        let relatedInformation: [JSONValue] = violation.relatedLocations.map { location in
            let path = absolute(location.path)
            let start: Position
            if let lines = related(path) {
                start = lines.position(line: location.line, byteColumn: location.column, encoding: encoding)
            } else {
                start = Position(line: max(0, location.line - 1), character: max(0, location.column - 1))
            }
            return .fields([
                "location": .fields(["uri": .string(FileURI.uri(of: path)), "range": json(TextRange(start: start, end: start))]),
                "message": .string("\(violation.ruleIdentifier): related place (\(location.path):\(location.line))"),
            ])
        }
        return .fields([
            "range": json(range(of: violation, in: lines, encoding: encoding)),
            "severity": .number(violation.severity == .error ? 1 : 2),
            "code": .string(violation.ruleIdentifier),
            "codeDescription": .fields(["href": .string(href(for: violation.ruleIdentifier))]),
            "source": .string("tablint"),
            "message": .string(message),
            "relatedInformation": relatedInformation.isEmpty ? nil : .array(relatedInformation),
        ])
    }

    package static func json(_ position: Position) -> JSONValue {
        .fields(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
    }

    package static func json(_ range: TextRange) -> JSONValue {
        .fields(["start": json(range.start), "end": json(range.end)])
    }

    package static func position(_ value: JSONValue?) -> Position? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int else { return nil }
        return Position(line: line, character: character)
    }

    package static func range(_ value: JSONValue?) -> TextRange? {
        guard let start = position(value?["start"]), let end = position(value?["end"]) else { return nil }
        return TextRange(start: start, end: end)
    }
}
