import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `HeightSet` keeps small whole numbers as bits: it must answer as a `Set<Double>` would.
@Suite struct HeightSetTests {
    @Test(arguments: [
        HardcodedBarHeightRule.defaultHeights,
        [],
        [0, 63, 64, 127, 128, 1_000],
        [49.5, 20, -3, 0.25, 1e300],
    ])
    func answersAsASetWould(heights: [Double]) {
        let set = HeightSet(heights)
        let probes: [Double] = Array(-2...130).map(Double.init) + heights + [-0.0, 49.5, 49.000001, 0.25, 1e300, .infinity, 64, 127.5]
        for probe in probes {
            #expect(set.contains(probe) == Set(heights).contains(probe), "\(probe) in \(heights)")
        }
    }
}
