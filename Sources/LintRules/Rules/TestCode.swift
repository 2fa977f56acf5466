import SwiftSource

extension SourceFile {
    /// Test code: it uses XCTest (`import XCTest`, an `XCTestCase`) or Quick (a `QuickSpec`),
    /// imports Swift Testing, or lies in a test target's folder or its helpers'. Its
    /// arrays, windows and insets are fixtures of the test (a simulated device's home indicator),
    /// not the app's shell.
    var isTestCode: Bool {
        if hasIdentifier(anyOf: ["XCTest", "XCTestCase", "QuickSpec"]) { return true }
        // A test target's folder, or its shared helpers (`AppTests/`, `GlobalTestHelpers/`).
        if Self.isInTestFolder(path) { return true }
        guard mentions("Testing") else { return false }
        return code.indices.contains { isKeyword($0, .import) && spells($0 + 1, "Testing") }
    }

    /// A folder of the path ends in `Tests` or holds `TestHelpers`, `TestSupport` or
    /// `TestUtilities`; told on bytes (a `String` search per file and rule cost 5 % of a lint).
    static func isInTestFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard let lastSlash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return false }
            let folders = bytes[..<lastSlash]
            var index = folders.startIndex
            while index + 4 <= folders.endIndex {
                defer { index += 1 }
                guard folders[index] == UInt8(ascii: "T"), folders[index + 1] == UInt8(ascii: "e"),
                      folders[index + 2] == UInt8(ascii: "s"), folders[index + 3] == UInt8(ascii: "t") else { continue }
                let rest = folders[(index + 4)...].prefix { $0 != UInt8(ascii: "/") }
                if rest.count == 1, rest.first == UInt8(ascii: "s") { return true }
                for word: StaticString in ["Helpers", "Support", "Utilities"] {
                    let spelled = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
                    if rest.starts(with: spelled) { return true }
                }
            }
            return false
        }
    }
}
