/// Where each spelling of an identifier occurs in a file, in token order, keyed like the binding
/// table's names: built the first time a long scope is searched for a name.
enum IdentifierOccurrences: FileAnalysis {
    static func analyse(_ file: SourceFile) -> [UInt64: [Int32]] {
        var occurrences: [UInt64: [Int32]] = [:]
        for index in file.code.indices where file.code[index].kind == .identifier {
            occurrences[BindingsBuilder.hash(index, in: file), default: []].append(Int32(truncatingIfNeeded: index))
        }
        return occurrences
    }
}

extension SourceFile {
    /// The identifiers spelled like the one at `index` (itself included) within `range`, in token
    /// order, from an index of the file's names: a search of a long scope for one name without
    /// walking it, and without walking the name's occurrences outside the scope either.
    package func occurrences(ofNameAt index: Int, in range: Range<Int>? = nil) -> [Int] {
        guard index >= 0, index < code.count, code[index].kind == .identifier else { return [] }
        let all = analysis(IdentifierOccurrences.self)[BindingsBuilder.hash(index, in: self)] ?? []
        let range = range ?? 0..<code.count
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if Int(all[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        while low < all.count, Int(all[low]) < range.upperBound {
            if sameText(Int(all[low]), index) { result.append(Int(all[low])) }
            low += 1
        }
        return result
    }

    package func occurrences(ofNameAt index: Int, in range: ClosedRange<Int>) -> [Int] {
        occurrences(ofNameAt: index, in: Range(range))
    }
}
