import ProjectModel
import SwiftSource

/// Runs arbitrary bytes through everything tablint does to a file and collects every broken
/// promise: the shared oracle of the fuzzer (Fuzz/) and of the regression tests that keep what
/// it found. A crash or a hang shows up by itself; this adds what would otherwise pass silently.
///
/// The bytes are read three ways: as Swift (tokens, structure, every rule, suppressions, even
/// when the bytes are not UTF-8, which the engine would refuse), as an Info.plist, and as one
/// project of both through the whole `Linter`, whose result the caller can hand to reporters.
package enum PipelineInvariants {
    static let swiftPath = "Input.swift"
    static let plistPath = "Info.plist"
    static let folder = "/fuzz"

    package static func check(_ bytes: [UInt8]) -> (problems: [String], result: LintResult) {
        var problems = TokenInvariants.violations(in: Tokenizer.tokenize(bytes), of: bytes)
        let file = SourceFile(path: swiftPath, bytes: bytes)
        problems += StructureInvariants.violations(in: file)
        let lines = LineTable(bytes)
        let isText = TextCheck.problem(in: bytes) == nil
        let rules = RuleRegistry.all.compactMap { try? $0.init(options: RuleOptions(identifier: $0.description.identifier)) }
        var project = ProjectFacts()
        project.merge(FileFacts.extract(from: file), path: swiftPath)
        for rule in rules {
            let found = rule.check(file)
            problems += found.flatMap { locationProblems($0, in: file, lines: lines, isText: isText) }
            let finished = rule.finish(found, project: project)
            problems += finished.flatMap { locationProblems($0, in: file, lines: lines, isText: isText) }
        }
        problems += suppressionProblems(Suppressions(file: file), lines: lines)
        if let plist = try? PlistFile(path: plistPath, bytes: bytes) {
            for rule in rules {
                problems += rule.checkPlist(plist).flatMap { plistLocationProblems($0, lines: lines) }
            }
        }
        let result = lintAsProject(bytes, rules: rules)
        problems += resultProblems(result, bytes: bytes, lines: lines)
        if isText, result.violations.contains(where: { $0.fix != nil }) {
            problems += fixProblems(bytes, rules: rules)
        }
        return (Array(problems.prefix(40)), result)
    }

    /// The bytes as `Input.swift` and `Info.plist` of one project, through the engine.
    private static func lintAsProject(_ bytes: [UInt8], rules: [any Rule]) -> LintResult {
        let (linter, plan) = project(bytes, rules: rules)
        return linter.lint(plan)
    }

    private static func project(_ bytes: [UInt8], rules: [any Rule]) -> (Linter, LintPlan) {
        let files = [DiscoveredFile(path: folder + "/" + plistPath, kind: .plist),
                     DiscoveredFile(path: folder + "/" + swiftPath, kind: .swift)]
        let plan = LintPlan(projectFiles: files, reported: ReportedFiles(files.map(\.path)),
                            overrides: Dictionary(uniqueKeysWithValues: files.map { ($0.path, bytes) }))
        return (Linter(rules: rules, strict: true, jobs: 1, workingDirectory: folder), plan)
    }

    /// `--fix` in memory (nothing is written): every changed file keeps every comment, closes
    /// every bracket it closed before (a rough stand-in for "still parses", which needs swiftc),
    /// and a second `--fix` over the result finds nothing more to do once the first converged.
    static func fixProblems(_ bytes: [UInt8], rules: [any Rule]) -> [String] {
        let (linter, plan) = project(bytes, rules: rules)
        let outcome = FixSession(linter: linter, plan: plan).run()
        var problems: [String] = []
        for path in outcome.changedPaths {
            guard let fixed = outcome.contents[path] else { continue }
            let name = "--fix of \(path)"
            if TextCheck.problem(in: fixed) != nil { problems.append("\(name): the result is not text") }
            let after = SourceFile(path: path, bytes: fixed)
            guard let original = outcome.originals[path] else { continue }
            let before = SourceFile(path: path, bytes: original)
            if unmatchedBrackets(after) > unmatchedBrackets(before) {
                problems.append("\(name): \(unmatchedBrackets(after)) unmatched brackets, \(unmatchedBrackets(before)) before")
            }
            if let lost = lostComments(before: before, after: after).first { problems.append("\(name): lost the comment \(lost)") }
        }
        if !outcome.fixed.isEmpty, !outcome.result.violations.contains(where: { $0.fix != nil }) {
            var again = plan
            for (path, contents) in outcome.contents { again.overrides[path] = contents }
            for path in outcome.created.sorted() {
                again.projectFiles.append(DiscoveredFile(path: path, kind: .swift))
                again.reported.insert(path)
            }
            again.projectFiles.sort()
            let second = FixSession(linter: linter, plan: again).run()
            if let refixed = second.fixed.first {
                problems.append("--fix is not idempotent: a second run fixes \(refixed.ruleIdentifier) at \(refixed.location.line):\(refixed.location.column)")
            }
        }
        return problems
    }

    private static func unmatchedBrackets(_ file: SourceFile) -> Int {
        file.code.indices.count { index in
            file.code[index].kind == .punctuation && "([{)]}".utf8.contains(file.bytes[file.code[index].offset])
                && file.brackets.partner(of: index) == nil
        }
    }

    static func lostComments(before: SourceFile, after: SourceFile) -> [String] {
        commentTexts(before).subtracting(commentTexts(after)).sorted()
    }

    private static func commentTexts(_ file: SourceFile) -> Set<String> {
        Set(file.comments.map { String(decoding: file.bytes[$0.offset..<$0.offset + $0.length], as: UTF8.self) })
    }

    private static func resultProblems(_ result: LintResult, bytes: [UInt8], lines: LineTable) -> [String] {
        var problems: [String] = []
        for violation in result.violations {
            if violation.location.path == swiftPath {
                problems += locationProblems(violation, in: nil, lines: lines, isText: true)
            } else if violation.location.path == plistPath {
                problems += plistLocationProblems(violation, lines: lines)
            } else {
                problems.append("engine: violation in \(violation.location.path), a file that was not linted")
            }
            if violation.fingerprint.count != 32 { problems.append("engine: fingerprint '\(violation.fingerprint)'") }
        }
        if result.violations != result.violations.sorted(by: Violation.reportOrder) {
            problems.append("engine: violations are not in report order")
        }
        let swiftIsText = TextCheck.problem(in: bytes) == nil
        if result.errors.contains(where: { $0.path == swiftPath }) == swiftIsText {
            problems.append("engine: Input.swift is \(swiftIsText ? "" : "not ")text, errors are \(result.errors)")
        }
        if result.fileCount + result.errors.count != 2 {
            problems.append("engine: \(result.fileCount) files linted and \(result.errors.count) unreadable, of 2")
        }
        return problems
    }

    /// A Swift violation starts at a code token, ends at or after it, inside the file; its fix
    /// edits bytes of the file.
    static func locationProblems(_ violation: Violation, in file: SourceFile?, lines: LineTable, isText: Bool) -> [String] {
        var problems: [String] = []
        let name = "\(violation.ruleIdentifier) at \(violation.location.line):\(violation.location.column)"
        problems += placeProblems(name, line: violation.location.line, column: violation.location.column, lines: lines)
        problems += placeProblems(name + " end", line: violation.endLine, column: violation.endColumn, lines: lines)
        if (violation.endLine, violation.endColumn) < (violation.location.line, violation.location.column) {
            problems.append("\(name): ends before it starts, at \(violation.endLine):\(violation.endColumn)")
        }
        // A UTF-16 column counts fewer units than bytes, in text; the engine refuses other bytes.
        if violation.utf16Column < 1 || (isText && violation.utf16Column > violation.location.column) {
            problems.append("\(name): UTF-16 column \(violation.utf16Column)")
        }
        if let file, violation.ruleIdentifier != SuperfluousDisableRule.description.identifier,
           !file.code.contains(where: { $0.line == violation.location.line && $0.column == violation.location.column }) {
            problems.append("\(name): no code token starts there")
        }
        for edit in violation.fix?.edits ?? [] where edit.range.lowerBound < 0 || edit.range.upperBound > lines.byteCount {
            problems.append("\(name): its fix edits bytes \(edit.range), outside the file's \(lines.byteCount)")
        }
        for related in violation.related where related.path == violation.location.path {
            problems += placeProblems(name + " related", line: related.line, column: related.column, lines: lines)
        }
        return problems
    }

    private static func plistLocationProblems(_ violation: Violation, lines: LineTable) -> [String] {
        placeProblems("\(violation.ruleIdentifier) in the plist", line: violation.location.line,
                      column: violation.location.column, lines: lines)
    }

    private static func suppressionProblems(_ suppressions: Suppressions, lines: LineTable) -> [String] {
        suppressions.commands.flatMap { command in
            placeProblems("suppression \(command.action.rawValue)", line: command.line, column: command.column, lines: lines)
                + (command.rules.contains(where: \.isEmpty) ? ["suppression with an empty rule id"] : [])
        }
    }

    /// A 1-based line of the file and a column at most one past its last byte.
    private static func placeProblems(_ name: String, line: Int, column: Int, lines: LineTable) -> [String] {
        guard line >= 1, line <= lines.lineStarts.count else {
            return ["\(name): line \(line) of \(lines.lineStarts.count)"]
        }
        let start = lines.lineStarts[line - 1]
        // Up to the line's terminator, or one past the last byte of the file.
        let limit = line < lines.lineStarts.count ? lines.lineStarts[line] - 1 : lines.byteCount
        guard column >= 1, start + column - 1 <= limit else { return ["\(name): column \(column) is not on line \(line)"] }
        return []
    }
}
