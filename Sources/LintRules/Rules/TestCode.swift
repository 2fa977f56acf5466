import SwiftSource

extension SourceFile {
    /// Test code: it uses XCTest (`import XCTest`, an `XCTestCase`), imports Swift Testing, or lies
    /// in a test target's folder or its helpers'. Its
    /// arrays, windows and insets are fixtures of the test (a simulated device's home indicator),
    /// not the app's shell.
    var isTestCode: Bool {
        if hasIdentifier(anyOf: ["XCTest", "XCTestCase"]) { return true }
        // A test target's folder, or its shared helpers (`AppTests/`, `GlobalTestHelpers/`).
        if path.contains("Test"), path.split(separator: "/").dropLast().contains(where: { folder in
            folder.hasSuffix("Tests") || folder.contains("TestHelpers") || folder.contains("TestSupport") || folder.contains("TestUtilities")
        }) { return true }
        guard mentions("Testing") else { return false }
        return code.indices.contains { isKeyword($0, .import) && spells($0 + 1, "Testing") }
    }
}
