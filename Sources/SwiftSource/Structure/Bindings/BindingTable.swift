/// The names a file declares and, for every identifier that refers to one of them, which: built
/// once per file, the first time a rule asks (`SourceFile.bindings`). Positions are code-token
/// indices. Read it through `Bindings`, which pairs it with its file.
package struct BindingTable: Sendable {
    /// In the order of their names in the file.
    package internal(set) var declarations: [Binding] = []
    /// For each declaration, the values assigned to it after its declaration: `x = …` and
    /// `self.x = …`, as the token ranges of the right-hand sides, in order.
    package internal(set) var assignments: [[Range<Int>]] = []
    /// Name hash → declarations of that name (see `BindingsBuilder.hash`).
    var byName: [UInt64: [Int32]] = [:]
    /// Name-token position → declaration, for the declarations themselves.
    var declarationAtName: [Int32: Int32] = [:]
    /// For each type of the outline, the first type of the file with the same name: an
    /// extension's members are the type's members.
    var canonicalType: [Int] = []
}

/// A file's bindings with the file they describe.
package struct Bindings {
    package let file: SourceFile
    package let table: BindingTable

    package var declarations: [Binding] { table.declarations }

    /// The declaration the identifier at `index` refers to, or that it names: the nearest
    /// enclosing scope wins, `self.x` is the member. Nil for names the file does not declare,
    /// for members of other values (`other.x`) and for argument labels. Resolved when asked:
    /// most identifiers of a file are never asked about.
    package func declaration(at index: Int) -> Int? {
        guard index >= 0, index < file.code.count, file.code[index].kind == .identifier else { return nil }
        if let found = table.declarationAtName[Int32(truncatingIfNeeded: index)] { return Int(found) }
        guard let candidates = table.byName[BindingsBuilder.hash(index, in: file)] else { return nil }
        return BindingResolver(file: file, table: table).resolve(index, among: candidates)
    }

    /// Whether the file declares some name spelled like the identifier at `index`: a cheap
    /// test before `declaration(at:)`.
    package func declaresName(at index: Int) -> Bool {
        table.byName[BindingsBuilder.hash(index, in: file)] != nil
    }

    /// The parameters a closure opening at `brace` declares (`{ [weak self] index, item in`), as
    /// declarations in order; empty for a closure that names none (`$0`) or a block.
    package func closureParameters(at brace: Int) -> [Int] {
        guard file.isPunctuation(brace, "{"), let close = file.brackets.partner(of: brace), close > brace else { return [] }
        let declarations = table.declarations
        // Declarations are ordered by name: the closure's parameters follow its brace.
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].nameIndex <= brace { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var position = low
        while position < declarations.count, declarations[position].nameIndex < close {
            let binding = declarations[position]
            guard binding.kind == .closureParameter, binding.scope.upperBound == close else { break }
            result.append(position)
            position += 1
        }
        return result
    }

    /// A key for the spelling of the token at `index`: equal spellings, equal keys.
    package func nameKey(at index: Int) -> UInt64 { BindingsBuilder.hash(index, in: file) }

    package func binding(at index: Int) -> Binding? { declaration(at: index).map { table.declarations[$0] } }

    /// The identifiers that refer to `declaration`, found in its scope.
    package func uses(of declaration: Int) -> [Int] {
        let binding = table.declarations[declaration]
        let isUse = { (index: Int) -> Bool in
            index != binding.nameIndex && self.file.code[index].kind == .identifier && self.file.sameText(index, binding.nameIndex)
                && self.declaration(at: index) == declaration
        }
        // A short scope is walked; a long one (a function of thousands of lines, asked about each
        // of its locals) is read from where the name occurs, or the walks add up to a square.
        guard binding.scope.count > Self.walkedScopeLength else { return binding.scope.filter(isUse) }
        return file.occurrences(ofNameAt: binding.nameIndex, in: binding.scope).filter(isUse)
    }

    /// Scopes up to this many tokens are walked for their uses.
    static let walkedScopeLength = 4_096

    package func name(of declaration: Int) -> String { file.text(table.declarations[declaration].nameIndex) }
}

extension SourceFile {
    /// The file's declarations and what each identifier refers to, built on first use.
    package var bindings: Bindings {
        let table = storage.lazy.bindings {
            var builder = BindingsBuilder(file: self)
            return builder.build()
        }
        return Bindings(file: self, table: table)
    }
}
