import ProjectModel
import SwiftSource

/// `--fix --dry-run` output: a unified diff of each file, as `git apply` and `patch -p1` read it.
package enum UnifiedDiff {
    static let contextLines = 3

    /// The diff of `old` → `new` for one file; empty when they are equal. `old` nil: a new file.
    package static func diff(path: String, old: [UInt8]?, new: [UInt8]) -> String {
        let before = lines(old ?? [])
        let after = lines(new)
        guard before != after else { return "" }
        var output = old == nil ? "--- /dev/null\n" : "--- a/\(path)\n"
        output += "+++ b/\(path)\n"
        let steps = edits(before, after).map { step -> (Step, Line) in
            switch step {
            case let .same(index, _): (step, Line(marker: " ", text: before[index]))
            case let .removed(index): (step, Line(marker: "-", text: before[index]))
            case let .added(index): (step, Line(marker: "+", text: after[index]))
            }
        }
        for hunk in hunks(steps) {
            output += "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
            for line in hunk.lines {
                output += line.marker + String(decoding: line.text, as: UTF8.self)
                if line.text.last != UInt8(ascii: "\n") { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    /// Lines with their line breaks (`\n`, `\r\n`, or `\r`), so the diff gives back the bytes.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                result.append(bytes[start...index])
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private enum Step: Equatable { case same(Int, Int), removed(Int), added(Int) }

    /// The shortest edit script: common prefix and suffix first, a longest-common-subsequence
    /// table for what is between (a fix changes a few lines; a huge middle is replaced whole).
    private static func edits(_ before: [ArraySlice<UInt8>], _ after: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = prefix..<(before.count - suffix)
        let newMiddle = prefix..<(after.count - suffix)
        var steps = (0..<prefix).map { Step.same($0, $0) }
        if oldMiddle.count * newMiddle.count > 4_000_000 {
            steps += oldMiddle.map { .removed($0) } + newMiddle.map { .added($0) }
        } else {
            let rows = oldMiddle.count + 1
            let columns = newMiddle.count + 1
            var table = [Int](repeating: 0, count: rows * columns)
            for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
                for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                    table[i * columns + j] = before[oldMiddle.lowerBound + i] == after[newMiddle.lowerBound + j]
                        ? table[(i + 1) * columns + j + 1] + 1
                        : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < oldMiddle.count || j < newMiddle.count {
                if i < oldMiddle.count, j < newMiddle.count, before[oldMiddle.lowerBound + i] == after[newMiddle.lowerBound + j] {
                    steps.append(.same(oldMiddle.lowerBound + i, newMiddle.lowerBound + j))
                    i += 1
                    j += 1
                } else if i < oldMiddle.count, j == newMiddle.count || table[(i + 1) * columns + j] >= table[i * columns + j + 1] {
                    steps.append(.removed(oldMiddle.lowerBound + i))
                    i += 1
                } else {
                    steps.append(.added(newMiddle.lowerBound + j))
                    j += 1
                }
            }
        }
        steps += (0..<suffix).map { .same(before.count - suffix + $0, after.count - suffix + $0) }
        return steps
    }

    struct Line {
        var marker: String
        var text: ArraySlice<UInt8>
    }

    struct Hunk {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        var lines: [Line]
    }

    private static func hunks(_ steps: [(Step, Line)]) -> [Hunk] {
        let changed = steps.indices.filter { if case .same = steps[$0].0 { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Changes closer than twice the context share a hunk.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * contextLines {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        return groups.map { group in
            let first = max(0, group.lowerBound - contextLines)
            let last = min(steps.count - 1, group.upperBound + contextLines)
            var hunk = Hunk(oldStart: 0, oldCount: 0, newStart: 0, newCount: 0, lines: [])
            var oldStart: Int?
            var newStart: Int?
            // Where the hunk begins in each file, even when it has no line of that file.
            var oldPosition = 0
            var newPosition = 0
            for (step, _) in steps[..<first] {
                switch step {
                case .same: oldPosition += 1; newPosition += 1
                case .removed: oldPosition += 1
                case .added: newPosition += 1
                }
            }
            for (step, line) in steps[first...last] {
                hunk.lines.append(line)
                switch step {
                case .same: oldStart = oldStart ?? oldPosition; newStart = newStart ?? newPosition
                    hunk.oldCount += 1; hunk.newCount += 1; oldPosition += 1; newPosition += 1
                case .removed: oldStart = oldStart ?? oldPosition; hunk.oldCount += 1; oldPosition += 1
                case .added: newStart = newStart ?? newPosition; hunk.newCount += 1; newPosition += 1
                }
            }
            // 1-based starts; an empty side names the line before it.
            hunk.oldStart = hunk.oldCount == 0 ? oldPosition : (oldStart ?? 0) + 1
            hunk.newStart = hunk.newCount == 0 ? newPosition : (newStart ?? 0) + 1
            return hunk
        }
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

