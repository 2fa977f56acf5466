/// What one code token must look like for `TokenCursor.matches`. A string literal matches a
/// token spelled that way: `"."`, `"("`, `"UIApplication"`, `"??"`.
public enum TokenPattern: ExpressibleByStringLiteral, Sendable {
    case text(StaticString)
    case identifier
    case keyword(Keyword)
    case kind(TokenKind)
    case anything

    public init(stringLiteral value: StaticString) { self = .text(value) }

    func matches(_ file: SourceFile, _ index: Int) -> Bool {
        guard index >= 0, index < file.code.count else { return false }
        switch self {
        case let .text(text): return file.spells(index, text) && !file.code[index].kind.isStringPart
        case .identifier: return file.code[index].kind == .identifier
        case let .keyword(keyword): return file.isKeyword(index, keyword)
        case let .kind(kind): return file.code[index].kind == kind
        case .anything: return true
        }
    }
}

/// A position among a file's code tokens, with moves that read like the code a rule looks for:
///
///     if cursor.matches("UIApplication", ".", "shared") { … }
///     let close = cursor.next.partner   // the `)` of a call
public struct TokenCursor {
    public let file: SourceFile
    public private(set) var index: Int

    public init(file: SourceFile, index: Int) {
        self.file = file
        self.index = index
    }

    public var isValid: Bool { index >= 0 && index < file.code.count }
    public var token: Token? { isValid ? file.code[index] : nil }
    public var kind: TokenKind? { token?.kind }
    public var text: String { isValid ? file.text(index) : "" }

    public var next: TokenCursor { TokenCursor(file: file, index: index + 1) }
    public var previous: TokenCursor { TokenCursor(file: file, index: index - 1) }

    public func offset(by distance: Int) -> TokenCursor { TokenCursor(file: file, index: index + distance) }

    public mutating func advance(by distance: Int = 1) { index += distance }

    /// Whether the tokens from here on match `patterns` one by one.
    public func matches(_ patterns: TokenPattern...) -> Bool { matches(patterns) }

    public func matches(_ patterns: [TokenPattern]) -> Bool {
        for (offset, pattern) in patterns.enumerated() where !pattern.matches(file, index + offset) {
            return false
        }
        return true
    }

    /// Whether the tokens ending here match `patterns` (the last pattern is this token).
    public func follows(_ patterns: TokenPattern...) -> Bool {
        TokenCursor(file: file, index: index - patterns.count + 1).matches(patterns)
    }

    /// The matching bracket of the one here.
    public var partner: TokenCursor? {
        file.brackets.partner(of: index).map { TokenCursor(file: file, index: $0) }
    }

    /// The first position from here (inclusive) whose token matches `pattern`, before `limit`.
    public func first(_ pattern: TokenPattern, before limit: Int? = nil) -> TokenCursor? {
        let end = min(limit ?? file.code.count, file.code.count)
        var probe = index
        while probe < end {
            if pattern.matches(file, probe) { return TokenCursor(file: file, index: probe) }
            probe += 1
        }
        return nil
    }

    /// The innermost `{ … }`, `( … )` or `[ … ]` around this position, as the indices of its
    /// brackets.
    public var enclosingBrackets: ClosedRange<Int>? { file.enclosingBrackets(of: index) }
}

extension SourceFile {
    /// The innermost bracket pair strictly around code token `index` (an opener that is never
    /// closed reaches to the last token). Climbs the openers around it, not every token before it.
    public func enclosingBrackets(of index: Int, only opener: Unicode.Scalar? = nil) -> ClosedRange<Int>? {
        let enclosing = brackets.enclosingOpeners
        var candidate = BracketMap.enclosingOpener(of: index, in: enclosing)
        while let open = candidate {
            if opener == nil || bytes[code[open].offset] == UInt8(opener!.value) {
                return open...min(brackets.partner(of: open) ?? code.count, max(code.count - 1, 0))
            }
            candidate = BracketMap.enclosingOpener(of: open, in: enclosing)
        }
        return nil
    }
}
