import Foundation
import Testing

/// Every input the fuzzer (Scripts/fuzz.sh) once failed on, kept in Fuzz/Regressions and run
/// through the same oracle it used: the pipeline's invariants and every reporter.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Regressions").path

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func theRegressionsAreThere() {
        #expect(!FuzzRegressionTests.inputs.isEmpty, "no inputs in \(FuzzRegressionTests.folder)")
    }

    @Test(arguments: inputs)
    func oracleHolds(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: FuzzRegressionTests.folder + "/" + name)))
        #expect(FuzzOracle.problems(bytes) == [])
    }
}
