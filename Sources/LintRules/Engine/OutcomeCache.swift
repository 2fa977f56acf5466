import Foundation

/// The outcomes of a linter's last run, for the next run to reuse where a file is unchanged: a
/// client that lints the same project again and again (the language server, on every edit) then
/// tokenizes and checks only the files that changed, and every run still ends with the whole
/// cross-file step. A run reuses an outcome only when everything it was made from is the same:
/// the file's path and kind, whether it is reported, its bytes (compared in full; the same
/// buffer compares at once), and the linter's configuration (`Linter.outcomeConfiguration`).
/// So a cached run's result equals an uncached run's, and nothing needs invalidating by hand:
/// a changed file, a new configuration or a new plan simply misses.
///
/// It holds one snapshot, that of the last run that used it: files the last run did not see are
/// forgotten, so it never grows past one plan. Runs may share a cache from several threads;
/// each reads the snapshot it started with and the last to finish leaves its own.
package final class OutcomeCache: @unchecked Sendable {
    /// One file's outcome with what it was made from.
    struct Entry: Sendable {
        var kind: DiscoveredFile.Kind
        var bytes: [UInt8]
        var outcome: FileOutcome
    }

    /// The outcomes of one run, by absolute path, under one configuration.
    struct Snapshot: Sendable {
        var configuration: String
        var entries: [String: Entry] = [:]

        /// The outcome made from exactly these inputs, if the run had one.
        func outcome(of file: DiscoveredFile, reported: Bool, bytes: [UInt8]) -> FileOutcome? {
            guard let entry = entries[file.path], entry.kind == file.kind, entry.outcome.isReported == reported,
                  entry.bytes == bytes else { return nil }
            return entry.outcome
        }
    }

    private let lock = NSLock()
    private var last: Snapshot?

    package init() {}

    /// The last run's outcomes if it had this configuration; else none.
    func snapshot(for configuration: String) -> Snapshot {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.configuration == configuration else { return Snapshot(configuration: configuration) }
        return last
    }

    /// Keeps a run's outcomes in place of the last ones.
    func keep(_ snapshot: Snapshot) {
        lock.lock()
        last = snapshot
        lock.unlock()
    }

    /// Forgets every outcome (for a client that wants the next run to read everything afresh).
    package func removeAll() {
        lock.lock()
        last = nil
        lock.unlock()
    }

    /// How many files' outcomes are held: for tests.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return last?.entries.count ?? 0
    }
}

extension Linter {
    /// Everything besides a file's path, kind, bytes and whether it is reported that its outcome
    /// depends on: the folder paths are shown relative to, whether fix sources are kept, and each
    /// rule with its options. Rules are stateless values whose stored properties are their
    /// options, so a rule's reflection spells them all. Severities, `strict` and the known rule
    /// ids are applied after the outcomes and do not matter here.
    var outcomeConfiguration: String {
        var key = workingDirectory + "\u{0}" + (keepsFixSources ? "fix-sources" : "")
        for rule in rules { key += "\u{0}" + String(reflecting: rule) }
        return key
    }
}
