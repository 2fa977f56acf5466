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
        // Unbalanced brackets mean a manifest cut short or not Swift: say so, rather than guess.
        var depth = 0
        for index in 0..<file.endIndex where file.code[index].kind == .punctuation {
            switch file.bytes[file.code[index].offset] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if depth < 0 { throw ProjectFileError("line \(file.code[index].line): a closing bracket with no opening one") }
        }
        if depth != 0 { throw ProjectFileError("brackets are not balanced: the manifest is cut short or not Swift") }
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
            let literal = Arguments(file: file, open: value, close: end + 1, arrays: [:])
            arrays[file.text(index + 1)] = literal.literals(in: value + 1, end)
        }
        var targets: [PackageTarget] = []
        var products: [String: [String]] = [:]
        var index = -1
        while index + 1 < file.endIndex {
            index += 1
            if file.isPunctuation(index - 1, "."), file.spells(index, "library") || file.spells(index, "executable"),
               file.isPunctuation(index + 1, "("), let close = file.brackets.partner(of: index + 1) {
                let arguments = Arguments(file: file, open: index + 1, close: close, arrays: arrays)
                if let name = arguments.string("name") { products[name] = arguments.strings("targets") }
                continue
            }
            guard file.isPunctuation(index - 1, "."), file.code[index].kind == .identifier,
                  let kind = targetFactories[file.text(index)], file.isPunctuation(index + 1, "("),
                  let close = file.brackets.partner(of: index + 1) else { continue }
            let arguments = Arguments(file: file, open: index + 1, close: close, arrays: arrays)
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

    /// The labelled arguments of one call, read at its own bracket level.
    private struct Arguments {
        let file: SourceFile
        let open: Int
        let close: Int
        /// The manifest's named string arrays.
        let arrays: [String: [String]]

        /// The token after `label:` at this call's level.
        func value(_ label: StaticString) -> Int? {
            var index = open + 1
            while index < close {
                if file.spells(index, label), file.isPunctuation(index + 1, ":"), file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") {
                    return index + 2
                }
                if let partner = file.brackets.partner(of: index), partner > index { index = partner }
                index += 1
            }
            return nil
        }

        /// A string literal's text at `index` (`"` text `"`), without interpolations.
        func literal(at index: Int) -> String? {
            guard index < close, file.code[index].kind == .stringDelimiter else { return nil }
            if file.code[index + 1].kind == .stringDelimiter { return "" }
            guard file.code[index + 1].kind == .string, file.code[index + 2].kind == .stringDelimiter else { return nil }
            return file.text(index + 1)
        }

        func string(_ label: StaticString) -> String? {
            value(label).flatMap { literal(at: $0) }
        }

        /// The string literals of the `[…]` after `label:`, or of the array a name there stands for.
        func strings(_ label: StaticString) -> [String] {
            guard let start = value(label) else { return [] }
            if file.isIdentifier(start), !file.isPunctuation(start + 1, "."), let named = arrays[file.text(start)] { return named }
            guard file.isPunctuation(start, "["), let end = file.brackets.partner(of: start) else { return [] }
            return literals(in: start, end)
        }

        /// The string literals between the brackets at `start` and `end`.
        func literals(in start: Int, _ end: Int) -> [String] {
            (start + 1..<end).compactMap { index in
                file.code[index].kind == .stringDelimiter && file.code[index - 1].kind != .string ? literal(at: index) : nil
            }
        }

        /// `dependencies: ["A", .target(name: "B"), .product(name: "C", package: "d"), .byName(name: "E")]`.
        func dependencies() -> [String] {
            guard let start = value("dependencies"), file.isPunctuation(start, "["),
                  let end = file.brackets.partner(of: start) else { return [] }
            var names: [String] = []
            var index = start + 1
            while index < end {
                if let name = literal(at: index) {
                    names.append(name)
                    index += 3
                    continue
                }
                if file.isPunctuation(index, "."), file.isPunctuation(index + 2, "("), let callEnd = file.brackets.partner(of: index + 2) {
                    if let name = Arguments(file: file, open: index + 2, close: callEnd, arrays: arrays).string("name") { names.append(name) }
                    index = callEnd + 1
                    continue
                }
                index += 1
            }
            return names
        }
    }
}
