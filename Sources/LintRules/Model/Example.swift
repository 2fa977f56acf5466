import ProjectModel
import SwiftSource
import Foundation

/// A piece of code a rule must (or must not) flag. In a triggering example a `↓` marks each
/// place a violation must be reported. An example records where it is written, so a failing
/// example points at its own line.
package struct Example: Sendable, CustomStringConvertible {
    package var code: String
    /// The example's own file name; a rule that reads Info.plist files needs `Info.plist`.
    package var path: String
    /// Further files of the same project, for cross-file rules: path → content.
    package var otherFiles: [String: String]
    /// Rule options for this example (the JSON of `rules.<id>` in `.tablint.json`).
    package var configuration: String?
    /// False for examples that only make sense as written (they are not re-run inside a
    /// comment or string, or after a multi-byte line): a plist, or a whole-file shape.
    var isWrappable: Bool
    package let file: StaticString
    package let line: UInt

    package init(_ code: String, path: String = "Example.swift", otherFiles: [String: String] = [:],
                configuration: String? = nil, isWrappable: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.path = path
        self.otherFiles = otherFiles
        self.configuration = configuration
        self.isWrappable = isWrappable && path.hasSuffix(".swift")
        self.file = file
        self.line = line
    }

    /// The code without its `↓` markers.
    package var plainCode: String { code.replacingOccurrences(of: "↓", with: "") }

    package var description: String { "\(PathUtilities.lastComponent("\(file)")):\(line)" }
}

/// A before → after pair for `--fix`, run by the same generic test as the examples: `--fix`
/// must turn `before` (and its other files) into `after` (and `afterFiles`), the result must
/// parse, and fixing it again must change nothing.
package struct Correction: Sendable, CustomStringConvertible {
    package var before: Example
    var after: String
    /// Other files after the fix, those created included (path → code); files not named keep
    /// their code.
    var afterFiles: [String: String]

    package init(_ before: Example, _ after: String, afterFiles: [String: String] = [:]) {
        self.before = before
        self.after = after
        self.afterFiles = afterFiles
    }

    package var description: String { before.description }
}
