import Foundation
import Testing
@testable import SwiftSource

/// The modules are layers (README, docs/ARCHITECTURE.md): each may import only the ones below
/// it. The compiler enforces what Package.swift declares; this test keeps Package.swift and the
/// sources' imports from drifting upwards together.
@Suite struct ModuleLayeringTests {
    /// Lowest first.
    static let layers = ["SwiftSource", "ProjectModel", "LintRules", "TablintLanguageServer", "TablintCommands", "tablint"]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project modules `import`ed by the Swift files under `Sources/<module>`, read with
    /// tablint's own tokenizer (an `import` in a comment or string does not count).
    static func imports(of module: String) throws -> Set<String> {
        let folder = repository.appendingPathComponent("Sources/\(module)")
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(relative)))
            let file = SourceFile(path: relative, bytes: bytes)
            for index in 0..<file.endIndex where file.isKeyword(index, .import) && file.isIdentifier(index + 1) {
                let name = file.text(index + 1)
                if layers.contains(name) { found.insert(name) }
            }
        }
        return found
    }

    @Test(arguments: layers)
    func importsOnlyLowerLayers(_ module: String) throws {
        let position = Self.layers.firstIndex(of: module)!
        let allowed = Set(Self.layers[..<position])
        let imported = try Self.imports(of: module)
        #expect(imported.isSubset(of: allowed), "\(module) imports \(imported.subtracting(allowed).sorted())")
    }

    @Test func packageManifestDeclaresOnlyDownwardDependencies() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let file = SourceFile(path: "Package.swift", bytes: Array(manifest.utf8))
        // `.target(name: "X", dependencies: ["A", "B"])`: the strings after `dependencies:` up
        // to the closing bracket.
        var checked: Set<String> = []
        var index = 0
        while index < file.endIndex {
            defer { index += 1 }
            guard index >= 2, file.spells(index - 2, "target") || file.spells(index - 2, "executableTarget"),
                  file.spells(index, "name"), file.isPunctuation(index + 1, ":"),
                  file.code[index + 3].kind == .string else { continue }
            let name = file.text(index + 3)
            guard let position = Self.layers.firstIndex(of: name) else { continue }
            var cursor = index + 4
            var dependencies: [String] = []
            var depth = 0
            while cursor < file.endIndex {
                if file.isPunctuation(cursor, "(") || file.isPunctuation(cursor, "[") { depth += 1 }
                if file.isPunctuation(cursor, ")") || file.isPunctuation(cursor, "]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if file.code[cursor].kind == .string { dependencies.append(file.text(cursor)) }
                cursor += 1
            }
            let allowed = Set(Self.layers[..<position])
            let projectDependencies = Set(dependencies).intersection(Self.layers)
            #expect(projectDependencies.isSubset(of: allowed), "\(name) depends on \(projectDependencies.subtracting(allowed).sorted())")
            checked.insert(name)
        }
        #expect(checked == Set(Self.layers), "targets found in Package.swift: \(checked.sorted())")
    }
}
