/// Where each spelling of an identifier occurs in a file, in token order, keyed like the binding
/// table's names: read by `Bindings.uses(of:)` for long scopes, built the first time one is asked.
enum IdentifierOccurrences: FileAnalysis {
    static func analyse(_ file: SourceFile) -> [UInt64: [Int32]] {
        var occurrences: [UInt64: [Int32]] = [:]
        for index in file.code.indices where file.code[index].kind == .identifier {
            occurrences[BindingsBuilder.hash(index, in: file), default: []].append(Int32(truncatingIfNeeded: index))
        }
        return occurrences
    }
}
