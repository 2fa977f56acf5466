import Foundation
import LintRules

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: .process()))
