import Testing
@testable import SwiftSource

/// The byte scan that tells which modules a file imports (the project model's import edges).
@Suite struct ImportedModulesTests {
    static func names(_ text: String) -> [String] {
        Array(text.utf8).withUnsafeBufferPointer { ImportedModules.scan($0).names }
    }

    @Test func readsEveryFormOfImport() {
        let text = """
            import UIKit
              @testable import Core
            @_exported import DesignSystem
            @preconcurrency import Network
            import class Utility.Router
            import struct Shared.Tab
            let importer = Importer()
            // import Commented
            func importData() {}
            import\tTabbed
            import Last
            """
        #expect(Self.names(text) == ["UIKit", "Core", "DesignSystem", "Network", "Utility", "Shared", "Tabbed", "Last"])
    }

    /// One more `import` goes on the line after the last one, or at the file's start.
    @Test func anImportLineGoesAfterTheLastOne() {
        let text = "import UIKit\nimport Core\n\nfunc f() {}\n"
        #expect(Array(text.utf8).withUnsafeBufferPointer { ImportedModules.scan($0).insertionOffset } == 25)
        #expect(Array("func f() {}\n".utf8).withUnsafeBufferPointer { ImportedModules.scan($0).insertionOffset } == 0)
    }

    @Test func toleratesAnyBytes() {
        #expect(Self.names("") == [])
        #expect(Self.names("import") == [])
        #expect(Self.names("import ") == [])
        #expect(Self.names("@") == [])
        #expect(Self.names("import 9Lives\n") == [])
        let binary = [UInt8](repeating: 0xFF, count: 64) + Array("\nimport Core".utf8)
        #expect(binary.withUnsafeBufferPointer { ImportedModules.scan($0).names } == ["Core"])
    }
}
