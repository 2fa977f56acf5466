/// What `--fix` changes for one violation: byte-range edits to the violation's own file and
/// files to create. A fix is applied whole or not at all.
public struct Fix: Sendable, Equatable {
    public struct Edit: Sendable, Equatable, Comparable {
        /// UTF-8 byte offsets in the file as it was read.
        public var range: Range<Int>
        public var replacement: String

        public init(range: Range<Int>, replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        public static func < (lhs: Edit, rhs: Edit) -> Bool {
            (lhs.range.lowerBound, lhs.range.upperBound, lhs.replacement) < (rhs.range.lowerBound, rhs.range.upperBound, rhs.replacement)
        }

        /// Two edits that touch the same bytes, or insert at the same place, conflict: applying
        /// both would depend on their order.
        public func conflicts(with other: Edit) -> Bool {
            range.lowerBound <= other.range.upperBound && other.range.lowerBound <= range.upperBound
        }
    }

    public struct NewFile: Sendable, Equatable {
        /// Absolute, or relative to the working directory.
        public var path: String
        public var contents: String

        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    public var edits: [Edit]
    public var newFiles: [NewFile]

    public init(edits: [Edit], newFiles: [NewFile] = []) {
        self.edits = edits
        self.newFiles = newFiles
    }
}

/// A correction that calls one of the project's scene accessors (`UIWindowScene.current`)
/// instead of the flagged code. Which accessors exist is known only once every file has been
/// read, so a rule records this while reading the file and completes it in `finish`.
public struct AccessorCallFix: Sendable, Equatable {
    public struct Form: Sendable, Equatable {
        /// What the accessor must return for this form to apply.
        public var yield: SceneAccessor.Yield
        /// Code after the call: `?.keyWindow`, `?.windows.first { $0.isKeyWindow }`, or nothing.
        public var suffix: String

        public init(yield: SceneAccessor.Yield, suffix: String = "") {
            self.yield = yield
            self.suffix = suffix
        }
    }

    /// The edits that replace the flagged code; the first one's replacement is the call.
    public var edits: [Fix.Edit]
    /// In order of preference.
    public var forms: [Form]
    /// The code after the flagged expression reads on from it (`.`, `!`, a call): an optional
    /// chain in the replacement must then be parenthesized to keep its type.
    public var isReadOn: Bool

    public init(edits: [Fix.Edit], forms: [Form], isReadOn: Bool) {
        self.edits = edits
        self.forms = forms
        self.isReadOn = isReadOn
    }

    /// The fix calling the first accessor that suits a form, if the project has one.
    public func fix(using accessors: [SceneAccessor]) -> Fix? {
        for form in forms {
            guard let accessor = accessors.first(where: { $0.yield == form.yield && !$0.isForced }) else { continue }
            return fix(calling: accessor.call + form.suffix)
        }
        return nil
    }

    /// The fix that puts `call` where the flagged code was.
    public func fix(calling call: String) -> Fix {
        var edits = edits
        let chained = call.contains("?.")
        edits[0].replacement = isReadOn && chained ? "(\(call))" : call
        return Fix(edits: edits)
    }
}
