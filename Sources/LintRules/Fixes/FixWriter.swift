import ProjectModel
import SwiftSource

/// Puts a `FixSession.Outcome` on disk without ever losing a byte: new files first (created,
/// never replacing anything), then each changed file atomically (`FileIO.writeAtomically`), and
/// only if it still holds exactly the bytes that were linted — a file edited meanwhile is left
/// alone and reported.
package struct FixWriter {
    /// Absolute path → path as reports show it.
    let displayPath: @Sendable (String) -> String

    package init(displayPath: @escaping @Sendable (String) -> String) {
        self.displayPath = displayPath
    }

    package struct Report {
        /// Absolute paths written or created.
        package var written: Set<String> = []
        package var problems: [InputProblem] = []
    }

    package func write(_ outcome: FixSession.Outcome) -> Report {
        var report = Report()
        var failedCreations = Set<String>()
        for path in outcome.changedPaths where outcome.created.contains(path) {
            do {
                try FileIO.writeAtomically(outcome.contents[path]!, to: path, creating: true)
                report.written.insert(path)
            } catch {
                failedCreations.insert(path)
                report.problems.append(InputProblem(path: path, message: "could not be created: \(error.message); its fixes were not applied"))
            }
        }
        let changed = outcome.changedPaths.filter { !outcome.created.contains($0) }
        let uncreated = failedCreations
        let displayPath = displayPath
        // Each file waits on its own `fsync`: many at once keep the disk busy, not the cores.
        let results = parallelMapBlocking(count: changed.count, threads: 16) { index -> InputProblem? in
            let path = changed[index]
            if let missing = outcome.dependencies[path]?.intersection(uncreated).sorted().first {
                return InputProblem(path: path, message: "not fixed: it would call code in \(displayPath(missing)), which could not be created")
            }
            let target = FileIO.resolvingSymlinks(path)
            do throws(SystemError) {
                guard let stamp = FileIO.stamp(of: target) else { throw .current }
                // A rename would give a hard-linked file a new inode and leave the other names
                // with the old text: such a file is reported, not fixed (docs/TESTING.md).
                guard stamp.links <= 1 else {
                    return InputProblem(path: path, message: "has \(stamp.links) hard links; not fixed, since replacing it would separate them")
                }
                let current = try FileIO.read(target)
                guard current == outcome.originals[path],
                      try FileIO.replaceIfUnchanged(outcome.contents[path]!, at: target, stamp: stamp, content: current) else {
                    return InputProblem(path: path, message: "changed on disk while tablint was fixing it; not fixed")
                }
                return nil
            } catch {
                return InputProblem(path: path, message: "could not be fixed: \(error.message)")
            }
        }
        for (path, problem) in zip(changed, results) {
            if let problem {
                report.problems.append(problem)
            } else {
                report.written.insert(path)
            }
        }
        for folder in Set(report.written.map { PathUtilities.parent(FileIO.resolvingSymlinks($0)) }).sorted() {
            FileIO.synchronizeFolder(folder)
        }
        return report
    }

    /// Removes temporaries an interrupted run left beside the files it may write.
    package static func removeAbandonedTemporaries(near paths: [String]) {
        for folder in Set(paths.map { PathUtilities.parent(FileIO.resolvingSymlinks($0)) }).sorted() {
            FileIO.removeAbandonedTemporaries(in: folder)
        }
    }
}
