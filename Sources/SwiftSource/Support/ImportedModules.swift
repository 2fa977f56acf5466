/// The modules a Swift file imports, read from its bytes line by line: `import Utility`,
/// `@testable import Core`, `import class Utility.Router`, `@_exported import DesignSystem`; and
/// where one more `import` line goes. A byte scan rather than tokens, so a file that a run reads
/// only for context and never tokenizes tells the same imports as one it lints (a `--staged` run
/// and a full run see the same module graph). An `import` line inside a block comment or a
/// multi-line string may be read as one; it only matters when it names a module of the project,
/// which such text rarely does.
package enum ImportedModules {
    /// The imported modules, and the offset of the line after the last `import` line (0 without one).
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (names: [String], insertionOffset: Int) {
        var names: [String] = []
        var insertion = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if let name = importedName(bytes, lineStart..<lineEnd) {
                names.append(name)
                insertion = min(lineEnd + 1, bytes.count)
            }
            lineStart = lineEnd + 1
        }
        return (names, insertion)
    }

    /// The module an `import` line names, if the line is one.
    package static func importedName(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> String? {
        var position = line.lowerBound
        // Attributes before the keyword: `@testable`, `@_exported`, `@preconcurrency`.
        while true {
            skipSpaces(bytes, &position, before: line.upperBound)
            guard position < line.upperBound, bytes[position] == UInt8(ascii: "@") else { break }
            position += 1
            _ = identifier(bytes, &position, before: line.upperBound)
        }
        guard let keyword = identifier(bytes, &position, before: line.upperBound), bytes[keyword].elementsEqual(importSpelling) else { return nil }
        skipSpaces(bytes, &position, before: line.upperBound)
        guard var name = identifier(bytes, &position, before: line.upperBound) else { return nil }
        // `import class Utility.Router`: the kind, then the module's path.
        if importKinds.contains(String(decoding: bytes[name], as: UTF8.self)) {
            skipSpaces(bytes, &position, before: line.upperBound)
            guard let module = identifier(bytes, &position, before: line.upperBound) else { return nil }
            name = module
        }
        return String(decoding: bytes[name], as: UTF8.self)
    }

    private static let importSpelling = Array("import".utf8)

    private static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, before end: Int) {
        while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    /// The identifier at `position` (not starting with a digit), stepping past it.
    private static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, before end: Int) -> Range<Int>? {
        let start = position
        while position < end, CharacterClass.isASCIIIdentifierBody(bytes[position]) { position += 1 }
        guard position > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        return start..<position
    }
}
