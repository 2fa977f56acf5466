import Foundation
import Testing
@testable import SwiftSource
@testable import LintRules

/// Issue 23: the scene-lookup finder's fallback marking once walked a lookup's whole scope for
/// each lookup (and every collection's scope for each collection), quadratic in a file with
/// many lookups in one function. These tests hold what it marks, on small and large files.
@Suite struct SceneLookupScaleTests {
    /// One function with `count` lookups in the four spellings `Benchmarks/pathological.py` uses.
    static func manyLookups(_ count: Int) -> String {
        var lines = ["import UIKit", "final class Many {", "    func everything() {"]
        for n in 0..<count {
            switch n % 4 {
            case 0: lines.append("        let a\(n) = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene")
            case 1: lines.append("        let b\(n) = UIApplication.shared.connectedScenes.first { scene in scene.activationState == .foregroundActive } as? UIWindowScene")
            case 2: lines.append("        let c\(n) = UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.first as? UIWindowScene")
            default:
                lines.append("        let s\(n) = UIApplication.shared.connectedScenes")
                lines.append("        let d\(n) = (s\(n).first { $0.activationState == .foregroundActive } ?? s\(n).first) as? UIWindowScene")
            }
        }
        lines += ["    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private func lookups(_ source: String) -> (SourceFile, [SceneLookup]) {
        let file = SourceFile(path: "Many.swift", bytes: Array(source.utf8))
        var finder = SceneLookupFinder(file: file)
        return (file, finder.lookups())
    }

    @Test func everySpellingIsFoundAndOnlyTheRightSideOfEachCoalescingIsAFallback() {
        let (file, found) = lookups(Self.manyLookups(400))
        // Three direct lookups per four lines, and two on each stored collection.
        #expect(found.count == 300 + 200)
        let fallbacks = found.filter(\.isFallback)
        #expect(fallbacks.count == 100)
        // The fallback is the bare `sN.first` after `??`, never the left side.
        #expect(fallbacks.allSatisfy { file.isOperator($0.start - 1, "??") && file.text($0.start).hasPrefix("s") })
        #expect(found.map(\.start) == found.map(\.start).sorted())
    }

    @Test func aStoredLookupReadAfterCoalescingIsAFallbackWhereverItIsInTheScope() {
        var lines = ["func pick() -> UIWindowScene? {"]
        for n in 0..<200 {
            lines.append("    let active\(n) = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene")
            lines.append("    let any\(n) = UIApplication.shared.connectedScenes.first as? UIWindowScene")
        }
        // Only every tenth pair is joined, and far below the lookups: the search spans the scope.
        for n in stride(from: 0, to: 200, by: 10) { lines.append("    _ = active\(n) ?? any\(n)") }
        // A read of the result (`any?.windows`) is not the variable as a fallback.
        lines.append("    _ = active1 ?? any1?.windows")
        lines.append("    return nil")
        lines.append("}")
        let (file, found) = lookups(lines.joined(separator: "\n"))
        #expect(found.count == 400)
        let fallbackNames = found.filter(\.isFallback).compactMap { lookup in
            file.outline.variables.first { $0.initializer?.lowerBound == lookup.start }?.name
        }
        #expect(fallbackNames == stride(from: 0, to: 200, by: 10).map { "any\($0)" })
        // `active ?? any`: the left side has a fallback, found by the same index.
        let finder = SceneLookupFinder(file: file)
        let withFallback = found.filter { !$0.isFallback && finder.hasFallback($0) }
        #expect(withFallback.count == 21)
    }

    @Test func aFileWithEightThousandLookupsInOneFunctionFindsEachOnce() {
        // Its time is not asserted here (speed is the benchmark's, and a timed test fails under
        // load): CI runs `Benchmarks/pathological.py --check`, which fails on quadratic growth.
        let found = lookups(Self.manyLookups(8_000)).1
        #expect(found.count == 10_000)
        #expect(found.filter(\.isFallback).count == 2_000)
        #expect(Set(found.map(\.start)).count == found.count)
        #expect(found.map(\.start) == found.map(\.start).sorted())
    }
}

/// `DuplicatedSceneLookupRule.meetingGroups` groups copies between distinct module lists; it
/// must give exactly the groups the pairwise walk it replaced gave, on any relation.
@Suite struct MeetingGroupsTests {
    /// The walk as it was: every remaining copy asked about every copy reached.
    private func pairwise(_ members: [Int], modules: [[Int]], related: ([Int], [Int]) -> Bool) -> [[Int]] {
        var groups: [[Int]] = []
        var remaining = members
        while let first = remaining.first {
            var component = [first]
            var queue = [first]
            remaining.removeFirst()
            while let next = queue.popLast() {
                let joined = remaining.filter { related(modules[next], modules[$0]) }
                remaining.removeAll { joined.contains($0) }
                component += joined
                queue += joined
            }
            groups.append(component.sorted())
        }
        return groups
    }

    @Test(arguments: 0..<40)
    func theSameGroupsAsThePairwiseWalk(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed + 1))
        let lists = (0..<Int.random(in: 1...5, using: &random)).map { list in
            (0..<Int.random(in: 0...2, using: &random)).map { _ in Int.random(in: 0...3, using: &random) } + [list * 10]
        }
        // A symmetric relation between lists, some of which do not meet themselves.
        var meets: [[Bool]] = Array(repeating: Array(repeating: false, count: lists.count), count: lists.count)
        for a in lists.indices { for b in a..<lists.count { meets[a][b] = Bool.random(using: &random); meets[b][a] = meets[a][b] } }
        let position = Dictionary(uniqueKeysWithValues: lists.enumerated().map { ($1, $0) })
        let related = { (a: [Int], b: [Int]) in meets[position[a]!][position[b]!] }
        let modules = (0..<Int.random(in: 0...30, using: &random)).map { _ in lists.randomElement(using: &random)! }
        let members = modules.indices.filter { _ in Int.random(in: 0...5, using: &random) > 0 }
        #expect(DuplicatedSceneLookupRule.meetingGroups(of: members, modules: modules, related: related)
            == pairwise(members, modules: modules, related: related))
    }
}

/// SplitMix64: the same cases on every run.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
