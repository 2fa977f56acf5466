import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The name filter answers "perhaps" for names a file does not have (a Bloom filter's false
/// positive). Rules may skip a file when it says no, but a verdict must rest on names that are
/// really there: a file whose other names happen to set the filter's bits for `XCTest` is not
/// a test file.
@Suite struct NameFilterDecisionTests {
    /// Names (`decoy12`, …) that together set every bit the filter reads for `name`.
    private func decoys(claiming name: StaticString) -> [String] {
        let target = NameFilter.positions(name.utf8Start, name.utf8CodeUnitCount)
        var uncovered: Set<Int> = [target.0, target.1]
        var decoys: [String] = []
        var number = 0
        while !uncovered.isEmpty {
            let candidate = "decoy\(number)"
            number += 1
            let bits = Array(candidate.utf8).withUnsafeBufferPointer { NameFilter.positions($0.baseAddress!, $0.count) }
            if !uncovered.isDisjoint(with: [bits.0, bits.1]) {
                decoys.append(candidate)
                uncovered.subtract([bits.0, bits.1])
            }
        }
        return decoys
    }

    @Test func aClaimedNameIsNotTakenForAPresentOne() {
        let decoys = decoys(claiming: "XCTestCase")
        let file = SourceFile(path: "A.swift", bytes: Array("let names = [\(decoys.joined(separator: ", "))]".utf8))
        #expect(file.mentions("XCTestCase"), "the decoys set the filter's bits")
        #expect(!file.hasIdentifier(anyOf: ["XCTestCase"]))
        #expect(file.hasIdentifier(anyOf: ["XCTestCase", "names"]))
    }

    @Test func parallelTabArraysAreFoundWhateverTheFilterClaims() throws {
        let rules = try ExampleHarness.rules(for: ParallelTabArraysRule.self, configuration: nil)
        let example = ParallelTabArraysRule.description.triggeringExamples[0].plainCode
        let expected = ExampleHarness.lint(["Tabs.swift": example], rules: rules).violations.count
        #expect(expected > 0)
        for name: StaticString in ["XCTest", "XCTestCase"] {
            let decoyLine = "\nlet unrelated = [\(decoys(claiming: name).joined(separator: ", "))]\n"
            let violations = ExampleHarness.lint(["Tabs.swift": example + decoyLine], rules: rules).violations
            #expect(violations.count == expected, "with decoys for \(name)")
        }
    }
}
