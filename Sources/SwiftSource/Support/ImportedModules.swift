/// The modules a Swift file imports, read from its bytes line by line: `import Utility`,
/// `@testable import Core`, `import class Utility.Router`, `@_exported import DesignSystem`.
/// A byte scan rather than tokens, so a file that a run reads only for context and never
/// tokenizes tells the same imports as one it lints (a `--staged` run and a full run see the
/// same module graph). An `import` line inside a block comment or a multi-line string may be
/// read as one; it only matters when it names a module of the project, which such text rarely does.
package enum ImportedModules {
    package static func names(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var names: [String] = []
        var index = 0
        let count = bytes.count
        while index < count {
            var position = index
            // The next line's start, found before this line is read.
            var next = index
            while next < count, bytes[next] != UInt8(ascii: "\n") { next += 1 }
            let lineEnd = next
            next += 1
            skipSpaces(bytes, &position, before: lineEnd)
            // Attributes before the keyword: `@testable`, `@_exported`, `@preconcurrency`.
            while position < lineEnd, bytes[position] == UInt8(ascii: "@") {
                position += 1
                _ = word(bytes, &position, before: lineEnd)
                skipSpaces(bytes, &position, before: lineEnd)
            }
            if word(bytes, &position, before: lineEnd) == .import {
                skipSpaces(bytes, &position, before: lineEnd)
                var start = position
                var name = readName(bytes, &position, before: lineEnd)
                // `import class Utility.Router`: the kind, then the module's path.
                if let kind = name, importKinds.contains(kind) {
                    skipSpaces(bytes, &position, before: lineEnd)
                    start = position
                    name = readName(bytes, &position, before: lineEnd)
                }
                if name != nil, start < position { names.append(String(decoding: bytes[start..<position], as: UTF8.self)) }
            }
            index = next
        }
        return names
    }

    private enum Word { case `import`, other }

    private static let importSpelling = Array("import".utf8)

    private static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, before end: Int) {
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// An identifier's bytes at `position`, stepping past it.
    private static func readName(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, before end: Int) -> String? {
        let start = position
        while position < end, CharacterClass.isASCIIIdentifierBody(bytes[position]) { position += 1 }
        guard position > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, before end: Int) -> Word? {
        let start = position
        while position < end, CharacterClass.isASCIIIdentifierBody(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        // The whole word: `importer` is not `import`.
        return bytes[start..<position].elementsEqual(importSpelling) ? .import : .other
    }
}
