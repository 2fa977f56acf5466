import ProjectModel
import SwiftSource

/// What `--fix` changes for one violation: byte-range edits to the violation's own file and
/// files to create. A fix is applied whole or not at all.
package struct Fix: Sendable, Equatable {
    package struct Edit: Sendable, Equatable, Comparable {
        /// UTF-8 byte offsets in the file as it was read.
        package var range: Range<Int>
        var replacement: String

        package init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        package static func < (lhs: Edit, rhs: Edit) -> Bool {
            (lhs.range.lowerBound, lhs.range.upperBound, lhs.replacement) < (rhs.range.lowerBound, rhs.range.upperBound, rhs.replacement)
        }

        /// Two edits that touch the same bytes, or insert at the same place, conflict: applying
        /// both would depend on their order.
        func conflicts(with other: Edit) -> Bool {
            range.lowerBound <= other.range.upperBound && other.range.lowerBound <= range.upperBound
        }
    }

    package struct NewFile: Sendable, Equatable {
        /// Absolute, or relative to the working directory.
        package var path: String
        package var contents: String

        package init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    package var edits: [Edit]
    var newFiles: [NewFile]

    package init(edits: [Edit], newFiles: [NewFile] = []) {
        self.edits = edits
        self.newFiles = newFiles
    }
}

/// A correction that calls one of the project's scene accessors (`UIWindowScene.current`)
/// instead of the flagged code. Which accessors exist is known only once every file has been
/// read, so a rule records this while reading the file and completes it in `finish`.
struct AccessorCallFix: Sendable, Equatable {
    struct Form: Sendable, Equatable {
        /// What the accessor must return for this form to apply.
        var yield: SceneAccessor.Yield
        /// Code after the call: `?.keyWindow`, `?.windows.first { $0.isKeyWindow }`, or nothing.
        var suffix: String

        package init(yield: SceneAccessor.Yield, suffix: String = "") {
            self.yield = yield
            self.suffix = suffix
        }
    }

    /// The edits that replace the flagged code; the first one's replacement is the call.
    package var edits: [Fix.Edit]
    /// In order of preference.
    var forms: [Form]
    /// The code after the flagged expression reads on from it (`.`, `!`, a call): an optional
    /// chain in the replacement must then be parenthesized to keep its type.
    var isReadOn: Bool
    /// The `#if` conditions around the flagged code: an accessor created for it keeps them.
    var conditions: [String] = []
    /// What the flagged lookup finds, as far as a new `UIWindowScene.current` (the active
    /// scene, else any) may stand in for it.
    var meaning: LookupMeaning = .other
    /// The modules the file imports, and where an `import` line goes: a call of another module's
    /// accessor imports that module first.
    var fileImports: [String] = []
    var importOffset = 0
    /// `keyWindow ?? windows.first`: the edits that replace the whole pair, for a window accessor.
    var joinedEdits: [Fix.Edit]?
    /// The `windows.first` of such a pair: a window accessor replacing the pair leaves it nothing.
    var isJoinedTail = false

    /// Whether `UIWindowScene.current` means what a lookup meant.
    enum LookupMeaning: Sendable {
        /// Any connected scene (`connectedScenes.first`): the active one is one of them.
        case anyScene
        /// The active scene, with a fallback written into the lookup itself.
        case activeElseAny
        /// Another state, or nil on purpose (`guard let … .foregroundActive … else { return }`,
        /// `active ?? inactive`): the new accessor would change what the code does.
        case other
    }

    package init(edits: [Fix.Edit], forms: [Form], isReadOn: Bool) {
        self.edits = edits
        self.forms = forms
        self.isReadOn = isReadOn
    }

    /// Gives the pending fixes of one file's violations the file's imports, read once and only
    /// when some violation has a pending fix (most files have none).
    static func recordImports(of file: SourceFile, in violations: inout [Violation]) {
        guard violations.contains(where: { $0.pendingAccessorFix != nil }) else { return }
        let imports = file.imports()
        for index in violations.indices where violations[index].pendingAccessorFix != nil {
            violations[index].pendingAccessorFix!.fileImports = imports.names
            violations[index].pendingAccessorFix!.importOffset = imports.insertionOffset
        }
    }

    /// The fix calling the first accessor that suits a form, if the project has one;
    /// `moduleToImport` names the module a call of that accessor needs imported, if any.
    package func fix(using accessors: [SceneAccessor], moduleToImport: (SceneAccessor) -> String? = { _ in nil }) -> Fix? {
        for form in forms {
            guard let accessor = accessors.first(where: { $0.yield == form.yield && !$0.isForced }) else { continue }
            if form.yield == .window {
                if isJoinedTail { return nil }
                if let joinedEdits {
                    var joined = self
                    joined.edits = joinedEdits
                    joined.joinedEdits = nil
                    return joined.fix(calling: accessor.call + form.suffix, importing: moduleToImport(accessor))
                }
            }
            return fix(calling: accessor.call + form.suffix, importing: moduleToImport(accessor))
        }
        return nil
    }

    /// The fix that puts `call` where the flagged code was, importing `module` first when the
    /// file does not yet.
    package func fix(calling call: String, importing module: String? = nil) -> Fix {
        var edits = edits
        let chained = call.contains("?.")
        edits[0].replacement = isReadOn && chained ? "(\(call))" : call
        if let module, !fileImports.contains(module) {
            edits.append(Fix.Edit(range: importOffset..<importOffset, replacement: "import \(module)\n"))
        }
        return Fix(edits: edits)
    }
}
