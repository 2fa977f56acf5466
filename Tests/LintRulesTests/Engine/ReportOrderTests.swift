import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `sortInReportOrder` sorts each file's run on its own when the files come in order: whatever
/// the input, it must give exactly what the plain stable sort by `reportOrder` gives.
@Suite struct ReportOrderTests {
    private func violation(_ path: String, _ line: Int, _ column: Int, _ rule: String, _ message: String, tag: Int) -> Violation {
        // `endLine` tells equal-keyed violations apart, so a lost stability shows.
        Violation(ruleIdentifier: rule, severity: .warning, location: Location(path: path, line: line, column: column),
                  endLine: tag, endColumn: 1, message: message, suggestion: "", flaggedText: "")
    }

    @Test func givesWhatTheStableSortGives() {
        var generator = SeededGenerator(seed: 11)
        let paths = ["A.swift", "B/C.swift", "B/c.swift", "../Up.swift", "é.swift", "Z.swift"]
        for round in 0..<300 {
            let fileCount = Int.random(in: 1...paths.count, using: &generator)
            var files = Array(paths.shuffled(using: &generator).prefix(fileCount))
            // Half the rounds come grouped by file with the files in order, as the engine makes them.
            let grouped = round.isMultiple(of: 2)
            if grouped { files.sort() }
            var violations: [Violation] = []
            var tag = 0
            for path in files {
                for _ in 0..<Int.random(in: 0...6, using: &generator) {
                    tag += 1
                    violations.append(violation(path, Int.random(in: 1...3, using: &generator), Int.random(in: 1...2, using: &generator),
                                                ["rule_b", "rule_a"].randomElement(using: &generator)!,
                                                ["m", "n"].randomElement(using: &generator)!, tag: tag))
                }
            }
            if !grouped { violations.shuffle(using: &generator) }
            var sorted = violations
            Violation.sortInReportOrder(&sorted)
            let expected = violations.sorted(by: Violation.reportOrder)
            #expect(sorted == expected, "round \(round)")
            if sorted != expected { return }
        }
    }
}
