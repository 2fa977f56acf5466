/// Exit codes, SPEC §2.
package enum ExitCode: Int32, Sendable {
    case success = 0
    case violations = 1
    case usage = 2
    case unreadableInput = 3
}
