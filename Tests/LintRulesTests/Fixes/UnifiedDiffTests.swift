import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct UnifiedDiffTests {
    private func diff(_ old: String?, _ new: String) -> String {
        UnifiedDiff.diff(path: "A.swift", old: old.map { Array($0.utf8) }, new: Array(new.utf8))
    }

    @Test func equalFilesHaveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func aChangeShowsThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(diff(old, new) == """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesGetTheirOwnHunksAndCloseOnesShareOne() {
        let old = (1...20).map { "\($0)\n" }.joined()
        var new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\neighteen\n")
        #expect(diff(old, new).components(separatedBy: "@@ -").count - 1 == 2)
        new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n7\n", with: "\nseven\n")
        #expect(diff(old, new).components(separatedBy: "@@ -").count - 1 == 1)
    }

    @Test func insertionsDeletionsNewFilesAndMissingFinalNewline() {
        #expect(diff(nil, "a\nb\n") == "--- /dev/null\n+++ b/A.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff("a\nc\n", "a\nb\nc\n") == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,3 @@\n a\n+b\n c\n")
        #expect(diff("a\nb", "a\nc") == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        #expect(diff("a\n", "") == "--- a/A.swift\n+++ b/A.swift\n@@ -1 +0,0 @@\n-a\n")
    }
}
