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
        /// Where the comment starts: where a report about the command points.
        package var line: Int
        package var column: Int
        /// The line "next" counts from: the comment's last line (a block comment may span several).
        var lastLine: Int?
    }

    package private(set) var commands: [Command] = []

    package init(commands: [Command]) { self.commands = commands }

    /// Reads the commands from the `//` and `/* … */` comments of a file, as SwiftLint does. Doc
    /// comments are documentation: a `///` that shows how to suppress a rule silences nothing.
    package init(file: SourceFile) {
        for comment in file.comments where comment.kind == .lineComment || comment.kind == .blockComment {
            let text = file.bytes[comment.range]
            guard var command = Suppressions.parse(text, line: comment.line, column: comment.column) else { continue }
            if comment.kind == .blockComment, command.action == .disableNext {
                // The next line is the one after the comment, however many lines it spans; the
                // command itself is still where the comment starts.
                command.lastLine = file.endOf(comment).line
            }
            commands.append(command)
        }
    }

    /// `tablint:disable:next rule_a rule_b` (or `rule_a,rule_b`, `rule_a, rule_b`) anywhere in a
    /// comment's text. The ids end with the line, a `*/` or ` - ` (a reason may follow).
    static func parse(_ text: ArraySlice<UInt8>, line: Int, column: Int) -> Command? {
        guard let start = markerEnd(in: text) else { return nil }
        let lineEnd = text[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? text.endIndex
        var words = String(decoding: text[start..<lineEnd], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
            .map(String.init)
        guard !words.isEmpty else { return nil }
        // `disable:next,` or `disable:next*/` would glue the action to what follows.
        let first = words.removeFirst()
        let actionEnd = first.firstIndex { $0 == "," || $0 == "*" } ?? first.endIndex
        guard let action = Command.Action(rawValue: String(first[..<actionEnd])) else { return nil }
        if actionEnd != first.endIndex { words.insert(String(first[actionEnd...]), at: 0) }
        var rules: [String] = []
        scan: for word in words {
            if word == "-" || word.hasPrefix("//") { break }
            for piece in word.split(separator: ",", omittingEmptySubsequences: true) {
                let closes = piece.contains("*/")
                let id = piece.prefix { $0 != "*" }
                if !id.isEmpty { rules.append(String(id)) }
                if closes { break scan }
            }
        }
        guard !rules.isEmpty else { return nil }
        return Command(action: action, rules: rules, line: line, column: column)
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
            case .disableNext where (command.lastLine ?? command.line) + 1 == line,
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
