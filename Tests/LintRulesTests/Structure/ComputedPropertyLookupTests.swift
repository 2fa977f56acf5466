import Testing
@testable import SwiftSource

/// `Outline.computedProperty(containing:)` answers from a binary search and the blocks' nesting
/// (the 100k-line file of the corpus-scale check took 19 s with a scan per call): it must agree
/// with the plain scan for every token.
@Suite struct ComputedPropertyLookupTests {
    @Test func agreesWithAScanOfEveryProperty() {
        let source = """
            struct A {
                var plain = 1
                var first: Int { 1 }
                var outer: Int {
                    let inner = { () -> Int in
                        struct Local { var deep: Int { get { 2 } } }
                        return Local().deep
                    }
                    return inner()
                }
                var observed = 0 { didSet { print(observed) } }
                static var last: String { "x" }
            }
            var global: Int { 3 }
            let after = 4

            """
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        let outline = file.outline
        for index in 0...file.endIndex {
            var best: VariableDeclaration?
            for variable in outline.variables {
                guard let body = variable.accessors, body.contains(index) else { continue }
                if best == nil || body.lowerBound > best!.accessors!.lowerBound { best = variable }
            }
            #expect(outline.computedProperty(containing: index)?.name == best?.name, "token \(index)")
        }
    }
}
