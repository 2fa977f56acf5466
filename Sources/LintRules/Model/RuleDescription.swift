import ProjectModel
import SwiftSource

/// Everything a rule says about itself: the tests, `tablint rules`, `tablint explain` and
/// `Rules.md` all read it from here.
package struct RuleDescription: Sendable {
    /// snake_case, as in `// tablint:disable deprecated_window_api`.
    package var identifier: String
    package var name: String
    package var kind: RuleKind
    package var severity: Severity
    /// One line: what it finds.
    package var summary: String
    /// Why it hurts, in a few sentences.
    package var rationale: String
    /// The refactor to apply, in words; code goes in `suggestedCode`.
    package var suggestion: String
    /// A snippet of the refactor a user can paste.
    var suggestedCode: String?
    package var options: [RuleOption]
    /// Built when asked for (the tests, `tablint explain`, `Rules.md`): a lint run reads every
    /// rule's description but none of its examples, which took more of a small run than its files.
    package var triggeringExamples: [Example] { makeTriggeringExamples() }
    package var nonTriggeringExamples: [Example] { makeNonTriggeringExamples() }
    private let makeTriggeringExamples: @Sendable () -> [Example]
    private let makeNonTriggeringExamples: @Sendable () -> [Example]
    /// Non-empty when `--fix` corrects the rule's violations.
    package var corrections: [Correction]

    package init(identifier: String, name: String, kind: RuleKind, severity: Severity, summary: String,
                rationale: String, suggestion: String, suggestedCode: String? = nil, options: [RuleOption] = [],
                triggeringExamples: @escaping @autoclosure @Sendable () -> [Example],
                nonTriggeringExamples: @escaping @autoclosure @Sendable () -> [Example], corrections: [Correction] = []) {
        self.identifier = identifier
        self.name = name
        self.kind = kind
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.suggestion = suggestion
        self.suggestedCode = suggestedCode
        self.options = options
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }

    package var isFixable: Bool { !corrections.isEmpty }
}

/// A setting a rule takes under `rules.<id>` in `.tablint.json`, besides `severity`.
package struct RuleOption: Sendable {
    package enum ValueType: String, Sendable {
        case integer = "an integer"
        case number = "a number"
        case numbers = "an array of numbers"
        case string = "a string"
        case strings = "an array of strings"
        case boolean = "true or false"
    }

    package var name: String
    package var type: ValueType
    /// The default, as JSON.
    var defaultValue: String
    package var summary: String

    package init(_ name: String, _ type: ValueType, default defaultValue: String, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
