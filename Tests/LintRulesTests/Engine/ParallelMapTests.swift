import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Workers claim runs of indices that shrink as the work runs out: every index must still be
/// worked on exactly once and come back in index order, whatever the counts.
@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 3, 8])
    func eachIndexOnceInIndexOrder(jobs: Int) {
        for count in [0, 1, 2, 7, 16, 17, 100, 1_000, 5_003] {
            let calls = IndexCalls(count: count)
            let results = parallelMap(count: count, jobs: jobs) { index in
                calls.record(index)
                return index * 3
            }
            #expect(results == (0..<count).map { $0 * 3 }, "\(count) on \(jobs)")
            #expect(calls.all(equal: 1), "\(count) on \(jobs)")
        }
    }

    @Test func blockingMapGivesTheSameOrder() {
        let results = parallelMapBlocking(count: 50, threads: 4) { index -> String in
            usleep(UInt32(index % 3) * 200)
            return "\(index)"
        }
        #expect(results == (0..<50).map { "\($0)" })
    }
}

private final class IndexCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(count: Int) { counts = Array(repeating: 0, count: count) }

    func record(_ index: Int) {
        lock.lock()
        counts[index] += 1
        lock.unlock()
    }

    func all(equal value: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return counts.allSatisfy { $0 == value }
    }
}
