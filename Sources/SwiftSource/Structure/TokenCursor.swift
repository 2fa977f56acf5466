/// What one code token must look like for `TokenCursor.matches`. A string literal matches a
/// token spelled that way: `"."`, `"("`, `"UIApplication"`, `"??"`.
enum TokenPattern: ExpressibleByStringLiteral, Sendable {
    case text(StaticString)
    case identifier
    case keyword(Keyword)
    case kind(TokenKind)
    case anything

    package init(stringLiteral value: StaticString) { self = .text(value) }

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
struct TokenCursor {
    package let file: SourceFile
    package private(set) var index: Int

    package init(file: SourceFile, index: Int) {
        self.file = file
        self.index = index
    }

    var isValid: Bool { index >= 0 && index < file.code.count }
    package var token: Token? { isValid ? file.code[index] : nil }
    package var kind: TokenKind? { token?.kind }
    package var text: String { isValid ? file.text(index) : "" }

    package var next: TokenCursor { TokenCursor(file: file, index: index + 1) }
    package var previous: TokenCursor { TokenCursor(file: file, index: index - 1) }

    package func offset(by distance: Int) -> TokenCursor { TokenCursor(file: file, index: index + distance) }

    package mutating func advance(by distance: Int = 1) { index += distance }

    /// Whether the tokens from here on match `patterns` one by one.
    package func matches(_ patterns: TokenPattern...) -> Bool { matches(patterns) }

    package func matches(_ patterns: [TokenPattern]) -> Bool {
        for (offset, pattern) in patterns.enumerated() where !pattern.matches(file, index + offset) {
            return false
        }
        return true
    }

    /// Whether the tokens ending here match `patterns` (the last pattern is this token).
    package func follows(_ patterns: TokenPattern...) -> Bool {
        TokenCursor(file: file, index: index - patterns.count + 1).matches(patterns)
    }

    /// The matching bracket of the one here.
    package var partner: TokenCursor? {
        file.brackets.partner(of: index).map { TokenCursor(file: file, index: $0) }
    }

    /// The first position from here (inclusive) whose token matches `pattern`, before `limit`.
    package func first(_ pattern: TokenPattern, before limit: Int? = nil) -> TokenCursor? {
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
    package var enclosingBrackets: ClosedRange<Int>? { file.enclosingBrackets(of: index) }
}

extension SourceFile {
    /// The innermost bracket pair strictly around code token `index` (an opener that is never
    /// closed reaches to the last token). Climbs the openers around it, not every token before it.
    package func enclosingBrackets(of index: Int, only opener: Unicode.Scalar? = nil) -> ClosedRange<Int>? {
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
