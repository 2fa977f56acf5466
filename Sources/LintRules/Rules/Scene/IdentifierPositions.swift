import SwiftSource

/// Where each name of a file is spelled as an identifier, in token order: asked instead of a walk
/// of a whole scope when many questions are about the same file (a stored scene collection read
/// elsewhere, for each of thousands of lookups in one function).
enum IdentifierPositions: FileAnalysis {
    static func analyse(_ file: SourceFile) -> [String: [Int]] {
        var positions: [String: [Int]] = [:]
        for index in file.code.indices where file.code[index].kind == .identifier {
            positions[file.text(index), default: []].append(index)
        }
        return positions
    }
}
