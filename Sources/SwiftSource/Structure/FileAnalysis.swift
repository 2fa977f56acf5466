/// A reading of a whole file that more than one rule needs (the tab arrays of a file, whether
/// it names tabs at all): built once per file, the first time one of them asks, and kept with
/// the file's other lazy parts. A rule declares one as a type, the way SwiftUI declares an
/// environment key, so the library below knows nothing of what rules derive.
package protocol FileAnalysis {
    associatedtype Value: Sendable
    static func analyse(_ file: SourceFile) -> Value
}

extension SourceFile {
    /// `Analysis`'s value for this file, built on first use and shared by every copy of the file.
    package func analysis<Analysis: FileAnalysis>(_ analysis: Analysis.Type) -> Analysis.Value {
        storage.lazy.analysis(ObjectIdentifier(analysis)) { Analysis.analyse(self) }
    }
}
