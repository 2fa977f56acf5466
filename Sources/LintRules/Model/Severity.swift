import ProjectModel
import SwiftSource

/// How serious a violation is. `error` fails a run; `warning` fails it only with `--strict`.
package enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// What sort of problem a rule finds, for grouping in `tablint rules` and docs.
package enum RuleKind: String, Sendable, CaseIterable {
    /// Code that misbehaves: a black screen, a crash, the wrong scene.
    case lint
    /// Code that works but is fragile or repeats itself; a clearer shape exists.
    case idiomatic
}
