import ProjectModel
import SwiftSource

/// Chooses the fixes one pass applies: each whole or not at all, none touching another's bytes,
/// first come first served in report order — so the choice is the same on every run. A fix
/// that loses is not lost: the next pass lints the fixed code again and retries it.
struct FixPlanner {
    /// Absolute path of a report path.
    let absolute: (String) -> String
    /// A file that may not be created because something is already there.
    let isTaken: (String) -> Bool

    struct Selection {
        var accepted: [Violation] = []
        /// Absolute path → edits, sorted.
        var edits: [String: [Fix.Edit]] = [:]
        /// Absolute path → contents.
        var newFiles: [String: String] = [:]
        /// Absolute path of an edited file → the files it needs created (the accessor it calls).
        var dependencies: [String: Set<String>] = [:]
    }

    func select(_ violations: [Violation]) -> Selection {
        var selection = Selection()
        for violation in violations.sorted(by: Violation.reportOrder) {
            guard let fix = violation.fix, !fix.edits.isEmpty || !fix.newFiles.isEmpty else { continue }
            let path = absolute(violation.location.path)
            let taken = selection.edits[path] ?? []
            // An edit another fix already makes (the same `import` line) is shared, not a conflict.
            let fresh = fix.edits.filter { !taken.contains($0) }
            guard !fresh.contains(where: { edit in taken.contains { $0.conflicts(with: edit) } }),
                  !hasInternalConflict(fix.edits) else { continue }
            let creates = fix.newFiles.map { (absolute($0.path), $0.contents) }
            guard creates.allSatisfy({ path, contents in
                selection.newFiles[path].map { $0 == contents } ?? !isTaken(path)
            }) else { continue }
            selection.accepted.append(violation)
            selection.edits[path, default: []] += fresh
            selection.edits[path]!.sort()
            for (newPath, contents) in creates {
                selection.newFiles[newPath] = contents
                selection.dependencies[path, default: []].insert(newPath)
            }
        }
        return selection
    }

    private func hasInternalConflict(_ edits: [Fix.Edit]) -> Bool {
        let sorted = edits.sorted()
        return zip(sorted, sorted.dropFirst()).contains { $0.range.upperBound > $1.range.lowerBound
            || ($0.range.isEmpty && $1.range.isEmpty && $0.range.lowerBound == $1.range.lowerBound) }
    }
}

/// Applying byte-range edits to a file's bytes.
enum TextEdits {
    /// `bytes` with `edits` applied, last to first so earlier offsets stay valid. The edits must
    /// not overlap (`FixPlanner` sees to that).
    static func apply(_ edits: [Fix.Edit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted().reversed() {
            let range = min(edit.range.lowerBound, result.count)..<min(edit.range.upperBound, result.count)
            result.replaceSubrange(range, with: Array(edit.replacement.utf8))
        }
        return result
    }
}
