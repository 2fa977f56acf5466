/// One Swift file as rules see it: its bytes, its code tokens (comments apart), matched
/// brackets and a declaration outline, each computed once (the outline when first asked for:
/// most files never need it).
///
/// Rules address code tokens by their index in `code`; `cursor(at:)` walks them.
public struct SourceFile: Sendable {
    /// The path as reports show it (relative to the working directory).
    package var path: String { storage.path }
    /// The file's bytes, exactly as read.
    @inlinable public var bytes: [UInt8] { storage.bytes }
    /// Code tokens in order; comments are in `comments`.
    @inlinable public var code: [Token] { storage.code }
    /// Comment tokens in order.
    @inlinable public var comments: [Token] { storage.comments }
    package var brackets: BracketMap { storage.brackets }
    /// For SARIF's UTF-16 columns; built on first use.
    package var utf16Columns: UTF16Columns { storage.lazy.utf16Columns { UTF16Columns(storage.bytes) } }
    private var names: NameFilter { storage.names }
    /// Tokens that spell keywords or are attributes, in order (`LexedSource.words`).
    @inlinable public var words: [Int32] { storage.words }
    /// Brackets and conditional directives, in order (`LexedSource.brackets`).
    var bracketTokens: [Int32] { storage.bracketTokens }

    /// The code-token positions of every bracket (and `#` directive), in order: a walk over
    /// them finds `= {` without reading every token.
    package var bracketPositions: [Int32] { storage.bracketTokens }
    /// The number literals, in order (`LexedSource.numbers`).
    @inlinable public var numberTokens: [Int32] { storage.numberTokens }
    /// Rules copy the file into every helper they make; one reference makes a copy cost one
    /// count, not one for each of a dozen arrays. Usable from inline code so that rules in other
    /// modules read tokens without a call per access.
    @usableFromInline let storage: Storage

    @usableFromInline final class Storage: Sendable {
        let path: String
        @usableFromInline let bytes: [UInt8]
        @usableFromInline let code: [Token]
        @usableFromInline let comments: [Token]
        let brackets: BracketMap
        let names: NameFilter
        /// The name filter's words (kept alive by `names`), read by inlined `mentions` calls.
        /// Only read after the file is built, like the table behind it.
        @usableFromInline nonisolated(unsafe) let nameWords: UnsafeMutablePointer<Int32>
        /// The lexer's landmarks (see `LexedSource`): the outline walks only these.
        @usableFromInline let words: [Int32]
        let bracketTokens: [Int32]
        @usableFromInline let numberTokens: [Int32]
        /// The outline, the enclosing openers and the UTF-16 columns, built the first time a copy
        /// of the file asks.
        let lazy = LazyStructure()

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            let lexed = bytes.withUnsafeBufferPointer { Tokenizer.lex($0) }
            (code, comments, words, bracketTokens, numberTokens) = (lexed.code, lexed.comments, lexed.words, lexed.brackets, lexed.numbers)
            brackets = BracketMap(code: code, bytes: bytes, landmarks: bracketTokens, lazy: lazy)
            names = NameFilter(code: code, bytes: bytes)
            nameWords = names.words
        }
    }

    package init(path: String, bytes: [UInt8]) {
        storage = Storage(path: path, bytes: bytes)
    }

    /// The file's declarations (see `Outline`), built on first use.
    package var outline: Outline {
        storage.lazy.outline {
            var builder = OutlineBuilder(file: self)
            return builder.build()
        }
    }

    /// One past the last code token.
    @inlinable public var endIndex: Int { code.count }

    // MARK: Reading tokens

    /// The source text of a code token.
    package func text(_ index: Int) -> String { text(of: code[index]) }

    package func text(of token: Token) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[token.range]), as: UTF8.self) }
    }

    /// The source text of the byte range.
    package func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether code token `index` is spelled exactly `text`, whatever its kind.
    @inlinable @inline(__always)
    public func spells(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        guard token.length == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { memcmpEqual($0.baseAddress! + token.offset, text.utf8Start, token.length) }
    }

    /// Whether code token `index` contains `part` (given in lower case), ignoring ASCII case:
    /// `poiTabIndex` contains "tab". Reads the token's bytes, so a hot loop makes no `String`.
    package func tokenContainsFolded(_ index: Int, _ part: StaticString) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        let count = part.utf8CodeUnitCount
        guard count > 0, count <= token.length else { return count == 0 }
        let needle = part.utf8Start
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress! + token.offset
            for start in 0...(token.length - count) where CharacterClass.asciiLowercased(base[start]) == needle[0] {
                var offset = 1
                while offset < count, CharacterClass.asciiLowercased(base[start + offset]) == needle[offset] { offset += 1 }
                if offset == count { return true }
            }
            return false
        }
    }

    /// Whether code token `index` is spelled as `text`. Disfavoured so that a literal picks the
    /// `StaticString` version, whose length is known where it is called: hot loops pass literals.
    @_disfavoredOverload
    package func spells(_ index: Int, _ text: String) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        // Most tokens differ in length: no look at the bytes.
        guard text.utf8.count == token.length else { return false }
        if token.length == 0 { return true }
        let same = text.utf8.withContiguousStorageIfAvailable { utf8 in
            bytes.withUnsafeBufferPointer { memcmpEqual($0.baseAddress! + token.offset, utf8.baseAddress!, token.length) }
        }
        return same ?? bytes[token.range].elementsEqual(text.utf8)
    }

    /// Whether two code tokens have the same spelling.
    @inlinable
    public func sameText(_ first: Int, _ second: Int) -> Bool {
        let a = code[first]
        let b = code[second]
        guard a.length == b.length else { return false }
        return bytes.withUnsafeBufferPointer { memcmpEqual($0.baseAddress! + a.offset, $0.baseAddress! + b.offset, a.length) }
    }

    @inlinable @inline(__always)
    /// Whether code token `index` is the one-character punctuation `character` (false out of range).
    public func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < code.count else { return false }
        let token = code[index]
        return token.kind == .punctuation && token.length == 1 && bytes[token.offset] == UInt8(character.value)
    }

    @inlinable @inline(__always)
    /// Whether code token `index` is used as the keyword `keyword` (false out of range).
    public func isKeyword(_ index: Int, _ keyword: Keyword) -> Bool {
        guard index >= 0, index < code.count else { return false }
        return code[index].kind == .keyword && code[index].keyword == keyword
    }

    /// Whether code token `index` is the operator spelled `text` (false out of range).
    @inlinable
    public func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < code.count, code[index].kind == .operator else { return false }
        return spells(index, text)
    }

    /// Whether code token `index` is an identifier (false out of range).
    @inlinable
    public func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < code.count && code[index].kind == .identifier
    }

    /// Whether the file may mention the identifier: false means it certainly does not, so a
    /// rule can skip a file without walking it. True only means perhaps: a rule that decides
    /// something because a name is there asks `hasIdentifier(anyOf:)`.
    /// Inlined where rules ask it (many times a file): no call and no reference count per name.
    @inlinable package func mentions(_ identifier: StaticString) -> Bool {
        let count = identifier.utf8CodeUnitCount
        guard count > 0 else { return false }
        return NameFilter.words(storage.nameWords, mayContain: identifier.utf8Start, count: count)
    }

    /// Whether some identifier token is spelled as one of `names`, for certain. The tokens are
    /// walked only when the filter says one of them may be there.
    package func hasIdentifier(anyOf names: [StaticString]) -> Bool {
        // Most files mention none: tell so before making the list of the possible ones.
        guard names.contains(where: { mentions($0) }) else { return false }
        let possible = names.filter { mentions($0) }
        let tokens = code
        return tokens.indices.contains { index in
            tokens[index].kind == .identifier && possible.contains { spells(index, $0) }
        }
    }

    /// `mentions(_:)` for a name known only at run time (literals take the other one).
    @_disfavoredOverload
    func mentions(_ identifier: String) -> Bool {
        var identifier = identifier
        return identifier.withUTF8 { names.mayContain($0) }
    }

    func cursor(at index: Int) -> TokenCursor { TokenCursor(file: self, index: index) }

    /// Whether code tokens `first` and `second` are on the same line.
    @inlinable
    public func onSameLine(_ first: Int, _ second: Int) -> Bool {
        first >= 0 && second < code.count && first < code.count && second >= 0 && code[first].line == code[second].line
    }
}
