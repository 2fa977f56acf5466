/// Everything a rule says about itself: the tests, `tablint rules`, `tablint explain` and
/// `Rules.md` all read it from here.
public struct RuleDescription: Sendable {
    /// snake_case, as in `// tablint:disable deprecated_window_api`.
    public var identifier: String
    public var name: String
    public var kind: RuleKind
    public var severity: Severity
    /// One line: what it finds.
    public var summary: String
    /// Why it hurts, in a few sentences.
    public var rationale: String
    /// The refactor to apply, in words; code goes in `suggestedCode`.
    public var suggestion: String
    /// A snippet of the refactor a user can paste.
    public var suggestedCode: String?
    public var options: [RuleOption]
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]
    /// Non-empty when `--fix` corrects the rule's violations.
    public var corrections: [Correction]

    public init(identifier: String, name: String, kind: RuleKind, severity: Severity, summary: String,
                rationale: String, suggestion: String, suggestedCode: String? = nil, options: [RuleOption] = [],
                triggeringExamples: [Example], nonTriggeringExamples: [Example], corrections: [Correction] = []) {
        self.identifier = identifier
        self.name = name
        self.kind = kind
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.suggestion = suggestion
        self.suggestedCode = suggestedCode
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }

    public var isFixable: Bool { !corrections.isEmpty }
}

/// A setting a rule takes under `rules.<id>` in `.tablint.json`, besides `severity`.
public struct RuleOption: Sendable {
    public enum ValueType: String, Sendable {
        case integer = "an integer"
        case number = "a number"
        case numbers = "an array of numbers"
        case string = "a string"
        case strings = "an array of strings"
        case boolean = "true or false"
    }

    public var name: String
    public var type: ValueType
    /// The default, as JSON.
    public var defaultValue: String
    public var summary: String

    public init(_ name: String, _ type: ValueType, default defaultValue: String, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
