import Testing
@testable import LintRules
