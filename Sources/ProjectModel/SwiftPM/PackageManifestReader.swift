import SwiftSource

/// One target of a `Package.swift`, as the model needs it.
package struct PackageTarget: Sendable, Equatable {
    package enum Kind: String, Sendable { case regular, executable, test, macro, plugin, system, binary }
    package var name: String
    package var kind: Kind
    /// Absolute path of its folder (`path:`, else `Sources/<Name>`, `Tests/<Name>` for tests).
    package var folder: String
    /// Absolute paths left out (`exclude:`).
    package var excluded: [String] = []
    /// Absolute paths that alone are its sources (`sources:`); empty: the whole folder.
    package var sources: [String] = []
    /// Names of the targets and products it depends on.
    package var dependencies: [String] = []
    /// Where its `name:` is written.
    package var line: Int = 1
}

/// Reads a `Package.swift` with tablint's own tokenizer: it is never compiled or run, so only
/// the literal shapes SwiftPM documents are understood (`.target(name: "A", path: "…",
/// exclude: […], sources: […], dependencies: ["B", .target(name: "C"), .product(name: "D", package: "e")])`).
package enum PackageManifestReader {
    static let targetFactories: [String: PackageTarget.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "plugin": .plugin, "systemLibrary": .system, "binaryTarget": .binary,
    ]

    /// The targets, and for each library or executable product whose name is not a target's,
    /// the targets it bundles (`.library(name: "SDKDynamic", targets: ["SDK", "Core"])`).
    package static func read(path: String, bytes: [UInt8]) throws(ProjectFileError) -> (targets: [PackageTarget], products: [String: [String]]) {
        let file = SourceFile(path: path, bytes: bytes)
        let folder = PathUtilities.parent(path)
        try ManifestArguments.requireBalancedBrackets(in: file)
        guard file.hasIdentifier(anyOf: ["Package"]) else { throw ProjectFileError("it declares no `Package(…)`") }
        // `let publicTargets = ["A", "B"]`, named later in `targets: publicTargets`.
        var arrays: [String: [String]] = [:]
        for index in 0..<file.endIndex where file.isKeyword(index, .let) || file.isKeyword(index, .var) {
            guard file.isIdentifier(index + 1) else { continue }
            var value = index + 2
            if file.isPunctuation(value, ":") {
                // `: [String]`
                guard file.isPunctuation(value + 1, "["), let close = file.brackets.partner(of: value + 1) else { continue }
                value = close + 1
            }
            guard file.isOperator(value, "="), file.isPunctuation(value + 1, "["),
                  let end = file.brackets.partner(of: value + 1) else { continue }
            let literal = ManifestArguments(file: file, open: value, close: end + 1, arrays: [:])
            arrays[file.text(index + 1)] = literal.literals(in: value + 1, end)
        }
        var targets: [PackageTarget] = []
        var products: [String: [String]] = [:]
        var index = -1
        while index + 1 < file.endIndex {
            index += 1
            if file.isPunctuation(index - 1, "."), file.spells(index, "library") || file.spells(index, "executable"),
               file.isPunctuation(index + 1, "("), let close = file.brackets.partner(of: index + 1) {
                let arguments = ManifestArguments(file: file, open: index + 1, close: close, arrays: arrays)
                if let name = arguments.string("name") { products[name] = arguments.strings("targets") }
                continue
            }
            guard file.isPunctuation(index - 1, "."), file.code[index].kind == .identifier,
                  let kind = targetFactories[file.text(index)], file.isPunctuation(index + 1, "("),
                  let close = file.brackets.partner(of: index + 1) else { continue }
            let arguments = ManifestArguments(file: file, open: index + 1, close: close, arrays: arrays)
            guard let name = arguments.string("name") else { continue }
            let defaultFolder = kind == .test ? "Tests/\(name)" : kind == .plugin ? "Plugins/\(name)" : "Sources/\(name)"
            let targetFolder = PathUtilities.absolute(arguments.string("path") ?? defaultFolder, relativeTo: folder)
            var target = PackageTarget(name: name, kind: kind, folder: targetFolder)
            target.line = file.code[index].line
            target.excluded = arguments.strings("exclude").map { PathUtilities.absolute($0, relativeTo: targetFolder) }
            target.sources = arguments.strings("sources").map { PathUtilities.absolute($0, relativeTo: targetFolder) }
            target.dependencies = arguments.dependencies()
            targets.append(target)
            // `.target(name:)` inside its dependencies names a dependency, not a new target.
            index = close
        }
        for target in targets { products[target.name] = nil }
        return (targets, products.filter { !$0.value.isEmpty })
    }
}
