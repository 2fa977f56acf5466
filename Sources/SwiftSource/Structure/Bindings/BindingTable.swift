/// The names a file declares and, for every identifier that refers to one of them, which: built
/// once per file, the first time a rule asks (`SourceFile.bindings`). Positions are code-token
/// indices. Read it through `Bindings`, which pairs it with its file.
package struct BindingTable: Sendable {
    /// In the order of their names in the file.
    package internal(set) var declarations: [Binding] = []
    /// For each declaration, the identifiers that refer to it (its own name not included).
    package internal(set) var uses: [[Int32]] = []
    /// For each declaration, the values assigned to it after its declaration: `x = …` and
    /// `self.x = …`, as the token ranges of the right-hand sides, in order.
    package internal(set) var assignments: [[Range<Int>]] = []
    /// Identifier token → declaration.
    var declarationOfUse: [Int32: Int32] = [:]
    /// Name-token position → declaration, for the declarations themselves.
    var declarationAtName: [Int32: Int32] = [:]
}

/// A file's bindings with the file they describe.
package struct Bindings {
    package let file: SourceFile
    package let table: BindingTable

    package var declarations: [Binding] { table.declarations }

    /// The declaration the identifier at `index` refers to, or that it names: the nearest
    /// enclosing scope wins, `self.x` is the member. Nil for names the file does not declare,
    /// for members of other values (`other.x`) and for argument labels.
    package func declaration(at index: Int) -> Int? {
        let key = Int32(truncatingIfNeeded: index)
        if let found = table.declarationOfUse[key] ?? table.declarationAtName[key] { return Int(found) }
        return nil
    }

    package func binding(at index: Int) -> Binding? { declaration(at: index).map { table.declarations[$0] } }

    /// The identifiers that refer to `declaration`.
    package func uses(of declaration: Int) -> [Int] { table.uses[declaration].map(Int.init) }

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
