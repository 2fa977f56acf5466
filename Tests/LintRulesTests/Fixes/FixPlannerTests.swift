import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct FixPlannerTests {
    private func violation(_ rule: String, line: Int, edits: [(Range<Int>, String)], newFiles: [Fix.NewFile] = []) -> Violation {
        var violation = Violation(ruleIdentifier: rule, severity: .warning, location: Location(path: "A.swift", line: line, column: 1),
                                  endLine: line, endColumn: 2, message: rule, suggestion: "", flaggedText: rule)
        violation.fix = Fix(edits: edits.map { Fix.Edit(range: $0.0, replacement: $0.1) }, newFiles: newFiles)
        return violation
    }

    private let planner = FixPlanner(absolute: { "/p/" + $0 }, isTaken: { $0 == "/p/Taken.swift" })

    @Test func overlappingFixesResolveByReportOrderWhateverTheInputOrder() {
        let first = violation("b_rule", line: 1, edits: [(10..<20, "x")])
        let overlapping = violation("a_rule", line: 2, edits: [(15..<25, "y")])
        let touching = violation("c_rule", line: 3, edits: [(20..<20, "z")])
        let apart = violation("d_rule", line: 4, edits: [(30..<31, "w")])
        for order in [[first, overlapping, touching, apart], [apart, touching, overlapping, first]] {
            let selection = planner.select(order)
            #expect(selection.accepted.map(\.ruleIdentifier) == ["b_rule", "d_rule"])
            #expect(selection.edits["/p/A.swift"] == [Fix.Edit(range: 10..<20, replacement: "x"), Fix.Edit(range: 30..<31, replacement: "w")])
        }
    }

    @Test func aFixIsTakenWholeOrNotAtAll() {
        let winner = violation("a_rule", line: 1, edits: [(0..<5, "a")])
        let partlyBlocked = violation("b_rule", line: 2, edits: [(40..<45, "b"), (3..<4, "c")])
        let selection = planner.select([winner, partlyBlocked])
        #expect(selection.accepted.map(\.ruleIdentifier) == ["a_rule"])
        #expect(selection.edits["/p/A.swift"]?.count == 1)
    }

    @Test func newFilesAreSharedWhenEqualAndNeverReplaceAnything() {
        let accessor = Fix.NewFile(path: "Current.swift", contents: "extension X {}")
        let one = violation("a_rule", line: 1, edits: [(0..<1, "a")], newFiles: [accessor])
        let two = violation("a_rule", line: 2, edits: [(5..<6, "b")], newFiles: [accessor])
        let clash = violation("a_rule", line: 3, edits: [(9..<10, "c")], newFiles: [Fix.NewFile(path: "Current.swift", contents: "other")])
        let taken = violation("a_rule", line: 4, edits: [(12..<13, "d")], newFiles: [Fix.NewFile(path: "Taken.swift", contents: "")])
        let selection = planner.select([one, two, clash, taken])
        #expect(selection.accepted.map(\.location.line) == [1, 2])
        #expect(selection.newFiles == ["/p/Current.swift": "extension X {}"])
        #expect(selection.dependencies == ["/p/A.swift": ["/p/Current.swift"]])
    }

    @Test func editsApplyFromLastToFirst() {
        let bytes = Array("let a = b + c".utf8)
        let edits = [Fix.Edit(range: 8..<9, replacement: "bee"), Fix.Edit(range: 12..<13, replacement: "sea"), Fix.Edit(range: 0..<0, replacement: "// x\n")]
        #expect(String(decoding: TextEdits.apply(edits, to: bytes), as: UTF8.self) == "// x\nlet a = bee + sea")
    }
}
