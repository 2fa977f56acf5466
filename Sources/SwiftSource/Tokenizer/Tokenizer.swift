/// Turns Swift source bytes into tokens. Never fails: malformed input becomes tokens that run to
/// where they must end (an unterminated string to its line end, a comment to the end of the file)
/// and the rest of the file still tokenizes. Nesting (comments, interpolations) is tracked with
/// counters and an explicit stack, never recursion, so no input can overflow the call stack.
package enum Tokenizer {
    /// Code tokens and comments apart, each in source order: what rules read.
    package static func split(_ source: UnsafeBufferPointer<UInt8>) -> (code: [Token], comments: [Token]) {
        let lexed = lex(source)
        return (lexed.code, lexed.comments)
    }

    /// The tokens, and the landmarks the lexer noted on the way (see `LexedSource`).
    static func lex(_ source: UnsafeBufferPointer<UInt8>) -> LexedSource {
        guard let base = source.baseAddress, !source.isEmpty else { return LexedSource() }
        // Code tokens go straight into the array returned, sized for ordinary code (about one
        // token per 6 bytes); a denser file moves to a growing buffer and is copied once.
        var lexed = LexedSource()
        var grown: [Token]?
        lexed.code = [Token](unsafeUninitializedCapacity: source.count / 5 + 16) { buffer, initialized in
            var lexer = Lexer(base: base, count: source.count, codeStorage: buffer)
            lexer.run()
            if lexer.tokens.ownsStorage {
                grown = lexer.tokens.take()
                initialized = 0
            } else {
                initialized = lexer.tokens.count
            }
            lexed.comments = lexer.comments.take()
            lexed.words = lexer.words.take()
            lexed.brackets = lexer.brackets.take()
            lexed.numbers = lexer.numbers.take()
            lexer.tokens.free()
            lexer.comments.free()
        }
        if let grown { lexed.code = grown }
        ContextualKeywords.classify(&lexed.code, words: lexed.words, source: base)
        return lexed
    }

    /// Every token in source order, comments included.
    package static func tokenize(_ source: UnsafeBufferPointer<UInt8>) -> [Token] {
        let (code, comments) = split(source)
        guard !comments.isEmpty else { return code }
        var merged: [Token] = []
        merged.reserveCapacity(code.count + comments.count)
        var commentIndex = 0
        for token in code {
            while commentIndex < comments.count, comments[commentIndex].offset < token.offset {
                merged.append(comments[commentIndex])
                commentIndex += 1
            }
            merged.append(token)
        }
        merged.append(contentsOf: comments[commentIndex...])
        return merged
    }

    package static func tokenize(_ source: [UInt8]) -> [Token] {
        source.withUnsafeBufferPointer { tokenize($0) }
    }
}

/// An open string literal: the lexer is either in its text or in one of its interpolations.
struct StringFrame {
    var pounds: Int
    var isMultiline: Bool
    var inInterpolation = false
    /// Unclosed `(` inside the current interpolation; the `)` that finds it at zero closes it.
    var parenDepth = 0
}

/// What the last significant token allows next; decides whether a `/` starts a regex literal.
struct PreviousToken {
    var allowsRegex = true
    var isBinaryOperator = false
    var isFuncOrOperatorKeyword = false
    var exists = false
}

struct Lexer {
    let base: UnsafePointer<UInt8>
    let end: Int
    var pos = 0
    var line = 1
    var lineStart = 0
    /// Code tokens; comments go to `comments`.
    var tokens: TokenBuffer
    var comments: TokenBuffer
    var frames: [StringFrame] = []
    /// In order, the code tokens that spell a keyword or are attributes: the only ones
    /// `ContextualKeywords` looks at.
    var words: TokenIndexBuffer
    /// In order, the code tokens that are brackets (`(`, `[`, `{`, `)`, `]`, `}`, interpolation
    /// parentheses included) or conditional directives (`#if` … `#endif`): all `BracketMap` reads.
    var brackets: TokenIndexBuffer
    /// In order, the number literals.
    var numbers: TokenIndexBuffer
    var previous = PreviousToken()
    /// The byte offset where the file's content starts (after a BOM): a shebang must be there.
    var contentStart = 0
    /// Open parentheses, to know when an availability list ends.
    var parenDepth = 0
    /// Set by `#available` or `@available`: the next `(` opens a list of versions.
    var expectsVersionList = false
    /// The depth of the open availability list, where `13.0` is a version (`13`, `.`, `0`), not
    /// a float, as Swift's parser reads it; -1 outside one.
    var versionListDepth = -1
    let keywords = KeywordTable.shared
    let identifierBodyTable = CharacterClass.identifierBodyTable

    /// `codeStorage`: memory for the code tokens while it lasts (see `TokenBuffer.init(into:)`).
    init(base: UnsafePointer<UInt8>, count: Int, codeStorage: UnsafeMutableBufferPointer<Token>? = nil) {
        self.base = base
        end = count
        tokens = codeStorage.map(TokenBuffer.init(into:)) ?? TokenBuffer(capacity: count / 5 + 16)
        comments = TokenBuffer(capacity: count / 200 + 16)
        words = TokenIndexBuffer(capacity: count / 24 + 16)
        brackets = TokenIndexBuffer(capacity: count / 16 + 16)
        numbers = TokenIndexBuffer(capacity: count / 128 + 16)
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            pos = 3
            contentStart = 3
        }
    }

    @inline(__always) func byte(_ index: Int) -> UInt8 { index < end ? base[index] : 0 }

    @inline(__always) func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Consumes the newline at `index` (CRLF counts once) and returns the index after it.
    @inline(__always)
    mutating func consumeNewline(at index: Int) -> Int {
        var next = index + 1
        if base[index] == UInt8(ascii: "\r"), next < end, base[next] == UInt8(ascii: "\n") { next += 1 }
        line += 1
        lineStart = next
        return next
    }

    /// String text is lexed where it starts (after an opening delimiter, or the `)` that closes
    /// an interpolation), up to where code starts again, so this loop only ever sees code.
    mutating func run() {
        while true {
            skipWhitespace()
            guard pos < end else { break }
            // Most tokens are ASCII names: they skip the general dispatch.
            if CharacterClass.isASCIIIdentifierHead(base[pos]) {
                expectsVersionList = false
                lexIdentifier(from: pos)
            } else {
                lexToken()
            }
        }
    }

    /// Skips whitespace. A newline inside an interpolation of a single-line string ends that
    /// string: Swift does not let such an interpolation span lines, and stopping there keeps an
    /// unterminated `"\(` from swallowing the rest of the file.
    @inline(__always)
    mutating func skipWhitespace() {
        var index = skipSpaces(from: pos)
        while index < end {
            let current = base[index]
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
                index += 1
            } else if isNewline(current) {
                index = skipSpaces(from: consumeNewline(at: index))
                while let frame = frames.last, frame.inInterpolation, !frame.isMultiline {
                    frames.removeLast()
                }
            } else if current == 0x0B || current == 0x0C {
                index += 1
            } else {
                break
            }
        }
        pos = index
    }

    /// Skips indentation eight spaces at a time; the rest of a run goes byte by byte. (Finding the
    /// run's end from a word's bit mask costs more instructions than the branches it saves.)
    @inline(__always)
    func skipSpaces(from start: Int) -> Int {
        var index = start
        let eightSpaces: UInt64 = 0x2020_2020_2020_2020
        while index &+ 8 <= end, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == eightSpaces {
            index &+= 8
        }
        return index
    }

    // MARK: Emitting

    /// Appends a token that starts at `start` on the current line. (Offsets are within the
    /// file, so the arithmetic cannot overflow and skips the checks.)
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword? = nil) {
        tokens.append(Token(kind: kind, keyword: keyword, offset: start, length: pos &- start,
                            line: line, column: start &- lineStart &+ 1))
    }

    /// Appends a comment (they never span lines unless block comments, whose location is given).
    @inline(__always)
    mutating func emitComment(_ kind: TokenKind, from start: Int, line startLine: Int, column: Int) {
        comments.append(Token(kind: kind, offset: start, length: pos &- start, line: startLine, column: column))
    }

    /// Appends a token that may span lines; its location was taken before it was scanned.
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int, column: Int) {
        tokens.append(Token(kind: kind, offset: start, length: pos &- start, line: startLine, column: column))
    }

    /// Notes that the token about to be emitted is a bracket or a conditional directive.
    @inline(__always)
    mutating func noteBracket() {
        brackets.append(tokens.count)
    }

    @inline(__always)
    mutating func setPrevious(allowsRegex: Bool, isBinaryOperator: Bool = false, isFuncOrOperator: Bool = false) {
        previous = PreviousToken(allowsRegex: allowsRegex, isBinaryOperator: isBinaryOperator,
                                 isFuncOrOperatorKeyword: isFuncOrOperator, exists: true)
    }

    // MARK: Dispatch

    mutating func lexToken() {
        let start = pos
        let current = base[pos]
        let opensVersionList = expectsVersionList
        expectsVersionList = false
        // Single bytes first: they become one jump table. Cases with ranges would be tested one
        // after another before it, so digits and names (which the main loop mostly takes
        // before coming here) wait in `default`.
        switch current {
        case UInt8(ascii: "\""):
            lexStringOpening(from: start, pounds: 0)
        case UInt8(ascii: "/"):
            let next = byte(pos + 1)
            if next == UInt8(ascii: "/") {
                lexLineComment(from: start)
            } else if next == UInt8(ascii: "*") {
                lexBlockComment(from: start)
            } else if !lexBareRegex(from: start) {
                lexOperator(from: start)
            }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            pos += 1
            if current == UInt8(ascii: "(") {
                parenDepth += 1
                if opensVersionList { versionListDepth = parenDepth }
                if frames.last?.inInterpolation == true { frames[frames.count - 1].parenDepth += 1 }
            }
            noteBracket()
            emit(.punctuation, from: start)
            setPrevious(allowsRegex: true)
        case UInt8(ascii: ")"):
            pos += 1
            if parenDepth == versionListDepth { versionListDepth = -1 }
            parenDepth = max(parenDepth - 1, 0)
            noteBracket()
            emit(.punctuation, from: start)
            setPrevious(allowsRegex: false)
            if let frame = frames.last, frame.inInterpolation {
                if frame.parenDepth == 0 {
                    frames[frames.count - 1].inInterpolation = false
                    lexStringBody()
                } else {
                    frames[frames.count - 1].parenDepth -= 1
                }
            }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            pos += 1
            noteBracket()
            emit(.punctuation, from: start)
            setPrevious(allowsRegex: false)
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            pos += 1
            emit(.punctuation, from: start)
            setPrevious(allowsRegex: true)
        case UInt8(ascii: "."):
            if byte(pos + 1) == UInt8(ascii: ".") {
                lexOperator(from: start)
            } else {
                pos += 1
                emit(.punctuation, from: start)
                setPrevious(allowsRegex: false)
            }
        case UInt8(ascii: "@"):
            lexAttribute(from: start)
        case UInt8(ascii: "#"):
            lexPound(from: start)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier(from: start)
        case UInt8(ascii: "$"):
            lexDollarIdentifier(from: start)
        case UInt8(ascii: "\\"):
            pos += 1
            emit(.punctuation, from: start)
            setPrevious(allowsRegex: false)
        default:
            if CharacterClass.isDigit(current) {
                lexNumber(from: start)
            } else if CharacterClass.isASCIIIdentifierHead(current) {
                lexIdentifier(from: start)
            } else if CharacterClass.isASCIIOperator(current) {
                lexOperator(from: start)
            } else if current >= 0x80 {
                lexNonASCII(from: start)
            } else {
                pos += 1
                emit(.unknown, from: start)
                setPrevious(allowsRegex: true)
            }
        }
    }
}
