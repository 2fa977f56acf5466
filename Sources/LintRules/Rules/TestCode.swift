import SwiftSource

extension SourceFile {
    /// Test code: it uses XCTest (`import XCTest`, an `XCTestCase`) or imports Swift Testing. Its
    /// arrays, windows and insets are fixtures of the test (a simulated device's home indicator),
    /// not the app's shell.
    var isTestCode: Bool {
        if hasIdentifier(anyOf: ["XCTest", "XCTestCase"]) { return true }
        guard mentions("Testing") else { return false }
        return code.indices.contains { isKeyword($0, .import) && spells($0 + 1, "Testing") }
    }
}
