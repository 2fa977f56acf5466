extension SourceFile {
    /// The modules the file imports (`import Core`, `@testable import Core`, `import class
    /// Core.Router`), and the byte offset where one more `import` line goes: the start of the
    /// line after the last one, or the file's start.
    package func imports() -> (names: [String], insertionOffset: Int) {
        var names: [String] = []
        var insertion = 0
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        for word in words {
            let keyword = Int(word)
            guard isKeyword(keyword, .import), !isPunctuation(keyword - 1, ".") else { continue }
            var name = keyword + 1
            if code.indices.contains(name), code[name].kind == .keyword || kinds.contains(text(name)), isIdentifier(name + 1) { name += 1 }
            guard isIdentifier(name) else { continue }
            names.append(text(name))
            // The end of the import's line: its module path runs on (`Core.Router`) on that line.
            var last = name
            while isPunctuation(last + 1, "."), isIdentifier(last + 2), code[last + 2].line == code[name].line { last += 2 }
            var offset = code[last].end
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            insertion = min(offset + 1, bytes.count)
        }
        return (names, insertion)
    }
}
