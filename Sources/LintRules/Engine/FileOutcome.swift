import ProjectModel

/// What the engine learnt from one file of a plan: its own violations (the candidates a
/// cross-file rule's `finish` compares, for a file read only for context), the facts it tells
/// about the project, its suppression comments, or why it could not be linted. Made on a worker
/// thread from the file's bytes alone, so an unchanged file's outcome can be reused
/// (`OutcomeCache`).
struct FileOutcome: Sendable {
    var isReported = false
    /// Made on the worker thread, and kept only where the step after needs it: for a file
    /// with violations or suppression comments (most files have neither).
    var displayPath: String?
    var violations: [Violation] = []
    /// nil when the file tells nothing about the project (most files).
    var facts: FileFacts?
    /// The modules a Swift file imports, read only in a project of several modules (else nil).
    var imports: [String]?
    var suppressions: Suppressions?
    var problem: InputProblem?
    /// The file's bytes, kept only for `--fix` when a rule proposed a fix here.
    var bytes: [UInt8]?
    /// The bytes it was made from, kept only when a run keeps its outcomes for the next
    /// (`OutcomeCache`), which compares them.
    var source: [UInt8]?

    var isLinted: Bool { isReported && problem == nil }
}
