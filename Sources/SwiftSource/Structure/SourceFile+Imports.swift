extension SourceFile {
    /// The modules the file imports, and the byte offset where one more `import` line goes: the
    /// lines of its `import` keywords, read as `ImportedModules` reads every line of a file it does
    /// not tokenize (the keyword list finds them without a pass over the bytes).
    package func imports() -> (names: [String], insertionOffset: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var names: [String] = []
            var insertion = 0
            for word in words where isKeyword(Int(word), .import) {
                var lineStart = code[Int(word)].offset
                while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                var lineEnd = code[Int(word)].end
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                guard let name = ImportedModules.importedName(bytes, lineStart..<lineEnd) else { continue }
                names.append(name)
                insertion = min(lineEnd + 1, bytes.count)
            }
            return (names, insertion)
        }
    }
}
