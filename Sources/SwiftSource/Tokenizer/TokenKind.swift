/// The kind of a token, as named in the token stream of `tablint debug tokens` (SPEC §6).
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case keyword
    /// Includes backticked identifiers (with their backticks) and `$0`, `$name`.
    case identifier
    case integer
    case float
    /// The literal text of a string: one token per run between delimiters and interpolations.
    case string
    /// `"`, `"""`, `#"`, `"#`, `#"""` …
    case stringDelimiter
    /// A whole regex literal, `/…/` or `#/…/#`, delimiters included.
    case regex
    case `operator`
    /// `( ) [ ] { } , : ; . @ \` and the `\(` / `\#(` that open an interpolation.
    case punctuation
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`, `#sourceLocation`, and
    /// the `#` that starts a macro expansion such as `#selector` or `#Preview`.
    case pound
    /// The name after `@`: `MainActor` in `@MainActor`.
    case attribute
    case lineComment
    case blockComment
    case docLineComment
    case docBlockComment
    /// Bytes that cannot start any Swift token (a stray NUL, invalid UTF-8, a lone backtick …).
    case unknown

    /// The name used in the JSON token stream.
    package var name: String {
        switch self {
        case .keyword: "keyword"
        case .identifier: "identifier"
        case .integer: "integer"
        case .float: "float"
        case .string: "string"
        case .stringDelimiter: "stringDelimiter"
        case .regex: "regex"
        case .operator: "operator"
        case .punctuation: "punctuation"
        case .pound: "pound"
        case .attribute: "attribute"
        case .lineComment: "lineComment"
        case .blockComment: "blockComment"
        case .docLineComment: "docLineComment"
        case .docBlockComment: "docBlockComment"
        case .unknown: "unknown"
        }
    }

    /// Whether the kind is one of the four comment kinds.
    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }

    /// Whether the token is part of a string literal's text or delimiters.
    @inlinable public var isStringPart: Bool { self == .string || self == .stringDelimiter }
}

extension TokenKind {
    /// Spelled out so that it is inlinable: rules in other modules compare kinds in their
    /// hottest loops, and the synthesized `==` would be a call each time.
    @inlinable public static func == (lhs: TokenKind, rhs: TokenKind) -> Bool { lhs.rawValue == rhs.rawValue }
}
