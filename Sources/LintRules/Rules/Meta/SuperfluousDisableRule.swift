import ProjectModel
import SwiftSource

/// Reported by the engine, which alone sees which suppression comments silenced something.
struct SuperfluousDisableRule: Rule {
    package init(options: RuleOptions) {}

    func check(_ file: SourceFile) -> [Violation] { [] }

    package static let description = RuleDescription(
        identifier: "superfluous_disable",
        name: "Superfluous Disable Command",
        kind: .lint,
        severity: .warning,
        summary: "A `tablint:disable` comment that silences nothing (reported with `--strict`), or names a rule tablint does not have (always reported).",
        rationale: """
        A disable comment that no longer silences anything hides the next real violation on that line \
        and tells readers a problem exists where none does. A misspelled rule id silences nothing at all.
        """,
        suggestion: "Delete the comment, or correct the rule id (`tablint rules` lists them).",
        triggeringExamples: [
            Example("↓// tablint:disable:next deprecated_window_api\nlet x = 1", isWrappable: false),
            Example("let y = 2 ↓// tablint:disable:this deprecated_window_api", isWrappable: false),
            Example("↓// tablint:disable:next no_such_rule\nlet z = 3", isWrappable: false),
        ],
        nonTriggeringExamples: [
            Example("// tablint:disable:next deprecated_window_api\nlet w = UIApplication.shared.keyWindow"),
            Example("let s = UIScreen.main // tablint:disable:this deprecated_window_api"),
            Example("/* tablint:disable:next deprecated_window_api */\nlet a = UIApplication.shared.keyWindow"),
            Example("// tablint:disable:next deprecated_window_api, hardcoded_bar_height\nlet b = UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 20"),
        ]
    )
}
