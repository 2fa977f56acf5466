import ProjectModel
import SwiftSource

/// Which of a plan's files have their violations reported: every project file (a plain run over
/// the project, where a set of every path would only cost time) or the files named.
package struct ReportedFiles: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// nil: every project file.
    private var named: Set<String>?

    package static var everyProjectFile: ReportedFiles { ReportedFiles(named: nil) }

    /// The files with these absolute paths.
    package init(_ paths: some Sequence<String>) {
        named = Set(paths)
    }

    package init(arrayLiteral paths: String...) {
        self.init(paths)
    }

    private init(named: Set<String>?) {
        self.named = named
    }

    /// Whether the plan's file at `path` (absolute) is reported.
    package func contains(_ path: String) -> Bool {
        named?.contains(path) ?? true
    }

    /// Reports one more file, which the plan must hold too.
    package mutating func insert(_ path: String) {
        named?.insert(path)
    }
}
