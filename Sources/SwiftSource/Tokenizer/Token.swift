/// One token of a Swift source file. Compact on purpose: a large file has millions of them.
///
/// Offsets are UTF-8 byte offsets into the file; `line` and `column` are 1-based and the column
/// counts UTF-8 bytes, as the Swift compiler's do.
public struct Token: Sendable, Equatable {
    /// How the token is used: keyword, identifier, literal, operator, punctuation, comment …
    public var kind: TokenKind
    /// The keyword this token spells, also when it is used as an identifier (`let get = 1`):
    /// rules can match `.init` or `get` without comparing bytes. `kind` says how it is used.
    public var keyword: Keyword?
    @usableFromInline var storedOffset: UInt32
    @usableFromInline var storedLength: UInt32
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    /// A token at UTF-8 byte `offset`, `length` bytes long, at 1-based `line` and byte `column`.
    @inlinable
    public init(kind: TokenKind, keyword: Keyword? = nil, offset: Int, length: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        storedOffset = UInt32(truncatingIfNeeded: offset)
        storedLength = UInt32(truncatingIfNeeded: length)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    /// The UTF-8 byte offset of the first byte.
    @inlinable public var offset: Int { Int(storedOffset) }
    /// The length in bytes.
    @inlinable public var length: Int { Int(storedLength) }
    /// The offset one past the last byte.
    @inlinable public var end: Int { Int(storedOffset) + Int(storedLength) }
    /// The token's bytes in the file.
    @inlinable public var range: Range<Int> { offset..<end }
    /// The 1-based line of the first byte.
    @inlinable public var line: Int { Int(storedLine) }
    /// The 1-based column of the first byte, in UTF-8 bytes.
    @inlinable public var column: Int { Int(storedColumn) }

    /// Whether the token is any kind of comment.
    @inlinable public var isComment: Bool { kind.isComment }
}
