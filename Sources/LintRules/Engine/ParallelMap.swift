import ProjectModel
import SwiftSource
import Dispatch
import Foundation

/// Runs `body` for each of `count` indices on up to `jobs` threads and returns the results in
/// index order, so output never depends on which thread finished first.
func parallelMap<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    let slots = ResultSlots<T>(count: count, runs: .shrinking(workers: workers))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let indices = slots.claim() {
            for index in indices { slots.store(body(index), at: index) }
        }
    }
    return slots.results()
}

/// The shared state of one `parallelMap`: a counter handing out runs of indices under a lock,
/// and one slot per index that only the thread which claimed the index writes.
private final class ResultSlots<T>: @unchecked Sendable {
    /// How many indices a claim hands out.
    enum Runs {
        /// One: for work that waits (a thread should not sit on indices another could start).
        case single
        /// An eighth of what is left per worker: runs start long (threads seldom meet at the
        /// lock, and write slots far apart) and end short (they finish together).
        case shrinking(workers: Int)
    }

    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private let runs: Runs
    private let storage: UnsafeMutablePointer<T?>

    init(count: Int, runs: Runs) {
        self.count = count
        self.runs = runs
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The next run of indices, nil when none is left.
    func claim() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        let start = next
        switch runs {
        case .single: next += 1
        case .shrinking(let workers): next += max(1, (count - next) / (workers * 8))
        }
        return start..<next
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    /// Moves the results out (a copy would retain, and the slots' release undo, every reference).
    func results() -> [T] {
        (0..<count).map { index in
            let value = (storage + index).move()
            (storage + index).initialize(to: nil)
            return value!
        }
    }
}

/// Counts finished files for a progress display, at most one report per 1 % step.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private var done = 0
    private var lastReported = -1

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        // Reported under the lock: two threads reporting after it could print "2/2" before "1/2".
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let step = total >= 100 ? done * 100 / total : done
        guard step != lastReported else { return }
        lastReported = step
        report(done, total)
    }
}

/// `parallelMap` for work that mostly waits on the disk (`fsync`): plain threads, more of them
/// than cores, since a thread blocked in the kernel leaves its core idle.
func parallelMapBlocking<T: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = ResultSlots<T>(count: count, runs: .single)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(threads, count)) {
        group.enter()
        let thread = Thread {
            while let indices = slots.claim() {
                for index in indices { slots.store(body(index), at: index) }
            }
            group.leave()
        }
        thread.start()
    }
    group.wait()
    return slots.results()
}

/// Frees `value` on another thread, so the caller goes on without waiting for the memory of
/// many small objects to be given back (objects the caller still shares stay, as always).
package func releaseInBackground<T: Sendable>(_ value: consuming T) {
    // Retained here and released there: whichever thread runs first, the last release is there.
    let box = Unmanaged.passRetained(Leftover(consume value))
    DispatchQueue.global().async { box.release() }
}

private final class Leftover<T: Sendable>: @unchecked Sendable {
    let value: T
    init(_ value: consuming T) { self.value = value }
}
