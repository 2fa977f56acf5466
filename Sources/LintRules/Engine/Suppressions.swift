import ProjectModel
import SwiftSource

/// The `// tablint:disable …` comments of one file (SPEC §5), as SwiftLint users know them:
/// `disable` / `enable` regions, `disable:next`, `disable:this`, `disable:previous`, and `all`.
struct Suppressions: Sendable {
    /// One comment's command.
    struct Command: Sendable, Equatable {
        enum Action: String, Sendable {
            case disable, enable
            case disableNext = "disable:next"
            case disableThis = "disable:this"
            case disablePrevious = "disable:previous"
        }

        var action: Action
        /// Rule ids as written; `all` stands for every rule.
        package var rules: [String]
        package var line: Int
        package var column: Int
    }

    package private(set) var commands: [Command] = []

    package init(commands: [Command]) { self.commands = commands }

    /// Reads the commands from the comments of a file.
    /// Only `//` comments carry commands: a block comment is prose, and code quoted in it stays quoted.
    package init(file: SourceFile) {
        for comment in file.comments where comment.kind == .lineComment {
            guard let command = Suppressions.parse(file.bytes[comment.range], line: comment.line, column: comment.column) else {
                continue
            }
            commands.append(command)
        }
    }

    /// `tablint:disable:next rule_a rule_b` anywhere in a comment's text.
    static func parse(_ text: ArraySlice<UInt8>, line: Int, column: Int) -> Command? {
        guard let start = markerEnd(in: text) else { return nil }
        var words = String(decoding: text[start...], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        guard !words.isEmpty, let action = Command.Action(rawValue: words.removeFirst()) else { return nil }
        // A block comment's `*/` and anything after an id list's natural end are not ids.
        let rules = words.prefix { $0 != "*/" && $0 != "-" && !$0.hasPrefix("//") }
            .map { $0.hasSuffix("*/") ? String($0.dropLast(2)) : $0 }
            .filter { !$0.isEmpty }
        guard !rules.isEmpty else { return nil }
        return Command(action: action, rules: Array(rules), line: line, column: column)
    }

    /// Where the first `tablint:` in `text` ends. Most comments have none: a byte scan, no allocation.
    private static func markerEnd(in text: ArraySlice<UInt8>) -> Int? {
        let marker: StaticString = "tablint:"
        let length = marker.utf8CodeUnitCount
        guard text.count >= length else { return nil }
        return text.withUnsafeBufferPointer { buffer -> Int? in
            let base = buffer.baseAddress!
            for start in 0...(buffer.count - length) where base[start] == UInt8(ascii: "t") {
                if memcmpEqual(base + start, marker.utf8Start, length) { return text.startIndex + start + length }
            }
            return nil
        }
    }

    /// The command that silences `rule` on `line`, if any (its index in `commands`).
    func suppressingCommand(rule: String, line: Int) -> Int? {
        var regionCommand: Int?
        for (index, command) in commands.enumerated() {
            let names = command.rules.contains("all") || command.rules.contains(rule)
            guard names else { continue }
            switch command.action {
            case .disable where command.line <= line:
                regionCommand = index
            case .enable where command.line <= line:
                regionCommand = nil
            case .disableNext where command.line + 1 == line,
                 .disableThis where command.line == line,
                 .disablePrevious where command.line - 1 == line:
                return index
            default:
                continue
            }
        }
        return regionCommand
    }

    /// A command and one of the rule ids it names.
    struct Use: Hashable, Sendable {
        package var command: Int
        package var rule: String
    }

    /// Splits `violations` of this file into the kept and the suppressed, noting which command
    /// and rule id did the suppressing.
    package func apply(to violations: [Violation]) -> (kept: [Violation], suppressed: Int, used: Set<Use>) {
        guard !commands.isEmpty else { return (violations, 0, []) }
        var kept: [Violation] = []
        var used = Set<Use>()
        var suppressed = 0
        for violation in violations {
            if let command = suppressingCommand(rule: violation.ruleIdentifier, line: violation.location.line) {
                let named = commands[command].rules.contains(violation.ruleIdentifier) ? violation.ruleIdentifier : "all"
                used.insert(Use(command: command, rule: named))
                suppressed += 1
            } else {
                kept.append(violation)
            }
        }
        return (kept, suppressed, used)
    }

    /// Disable commands, and rule ids in them, that silenced nothing; ids no rule has.
    func superfluous(used: Set<Use>, ranRules: Set<String>, knownRules: Set<String>) -> [(command: Command, rule: String, isUnknown: Bool)] {
        var result: [(Command, String, Bool)] = []
        for (index, command) in commands.enumerated() where command.action != .enable {
            for rule in command.rules {
                if rule != "all", !knownRules.contains(rule) {
                    result.append((command, rule, true))
                } else if (rule == "all" || ranRules.contains(rule)), !used.contains(Use(command: index, rule: rule)) {
                    result.append((command, rule, false))
                }
            }
        }
        return result
    }
}
