import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// One test case per construct of the lexical grammar: the source and every token it yields.
struct LexCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let expected: [String]
    var testDescription: String { name }
}

let lexCases: [LexCase] = [
    // Whitespace, newlines, BOM, shebang.
    LexCase(name: "CRLF and CR newlines", source: "a\r\nb\rc\n", expected: ["identifier a", "identifier b", "identifier c"]),
    LexCase(name: "leading BOM is not a token", source: "\u{FEFF}let x", expected: ["keyword let", "identifier x"]),
    LexCase(name: "shebang line", source: "#!/usr/bin/swift\nprint(1)",
            expected: ["lineComment #!/usr/bin/swift", "identifier print", "punctuation (", "integer 1", "punctuation )"]),
    LexCase(name: "#! later in the file is not a shebang", source: "x\n#!", expected: ["identifier x", "pound #", "operator !"]),
    // Comments.
    LexCase(name: "line and doc comments", source: "// a\n/// b\n//// c\nx",
            expected: ["lineComment // a", "docLineComment /// b", "docLineComment //// c", "identifier x"]),
    LexCase(name: "nested block comments", source: "/* a /* b /* c */ */ */ x",
            expected: ["blockComment /* a /* b /* c */ */ */", "identifier x"]),
    LexCase(name: "doc block comment, and /**/ is not one", source: "/** d */ /**/ /***/",
            expected: ["docBlockComment /** d */", "blockComment /**/", "docBlockComment /***/"]),
    LexCase(name: "unterminated block comment runs to the end", source: "x /* a /* b */\ny",
            expected: ["identifier x", "blockComment /* a /* b */\ny"]),
    LexCase(name: "comment inside an operator run", source: "a+/*c*/b",
            expected: ["identifier a", "operator +", "blockComment /*c*/", "identifier b"]),
    // Identifiers and keywords.
    LexCase(name: "Unicode identifiers", source: "let café = 变量 + x😀",
            expected: ["keyword let", "identifier café", "operator =", "identifier 变量", "operator +", "identifier x😀"]),
    LexCase(name: "backticked and raw identifiers", source: "`class` + `tab bar`",
            expected: ["identifier `class`", "operator +", "identifier `tab bar`"]),
    LexCase(name: "stray backtick", source: "a ` b", expected: ["identifier a", "unknown `", "identifier b"]),
    LexCase(name: "dollar identifiers", source: "$0 + $name + $1",
            expected: ["identifier $0", "operator +", "identifier $name", "operator +", "identifier $1"]),
    LexCase(name: "keywords after a dot are names, init and self stay", source: "x.default.init.self",
            expected: ["identifier x", "punctuation .", "identifier default", "punctuation .", "keyword init",
                       "punctuation .", "keyword self"]),
    LexCase(name: "keyword argument labels are names", source: "wait(for: x, in: y)",
            expected: ["identifier wait", "punctuation (", "identifier for", "punctuation :", "identifier x",
                       "punctuation ,", "identifier in", "punctuation :", "identifier y", "punctuation )"]),
    LexCase(name: "keyword external parameter name", source: "func s(_ a: A, continue b: B)",
            expected: ["keyword func", "identifier s", "punctuation (", "keyword _", "identifier a", "punctuation :",
                       "identifier A", "punctuation ,", "identifier continue", "identifier b", "punctuation :",
                       "identifier B", "punctuation )"]),
    LexCase(name: "contextual keywords in accessors", source: "var v: Int { get { 1 } set { } }",
            expected: ["keyword var", "identifier v", "punctuation :", "identifier Int", "punctuation {", "keyword get",
                       "punctuation {", "integer 1", "punctuation }", "keyword set", "punctuation {", "punctuation }",
                       "punctuation }"]),
    LexCase(name: "contextual keywords used as names", source: "let get = cache.get(); let set = 1",
            expected: ["keyword let", "identifier get", "operator =", "identifier cache", "punctuation .", "identifier get",
                       "punctuation (", "punctuation )", "punctuation ;", "keyword let", "identifier set", "operator =",
                       "integer 1"]),
    LexCase(name: "willSet and didSet", source: "var z = 0 { willSet {} didSet {} }",
            expected: ["keyword var", "identifier z", "operator =", "integer 0", "punctuation {", "keyword willSet",
                       "punctuation {", "punctuation }", "keyword didSet", "punctuation {", "punctuation }", "punctuation }"]),
    LexCase(name: "some and any in types, names elsewhere", source: "func f(a: some P) -> any Q { let some = 1 }",
            expected: ["keyword func", "identifier f", "punctuation (", "identifier a", "punctuation :", "keyword some",
                       "identifier P", "punctuation )", "operator ->", "keyword any", "identifier Q", "punctuation {",
                       "keyword let", "identifier some", "operator =", "integer 1", "punctuation }"]),
    LexCase(name: "modifiers", source: "override final public func f() {}; open(url)",
            expected: ["keyword override", "keyword final", "keyword public", "keyword func", "identifier f", "punctuation (",
                       "punctuation )", "punctuation {", "punctuation }", "punctuation ;", "identifier open", "punctuation (",
                       "identifier url", "punctuation )"]),
    LexCase(name: "capture list", source: "{ [weak self, unowned b] in }",
            expected: ["punctuation {", "punctuation [", "keyword weak", "keyword self", "punctuation ,", "keyword unowned",
                       "identifier b", "punctuation ]", "keyword in", "punctuation }"]),
    LexCase(name: "async and await", source: "func f() async throws { let async = 1; await g(async) }",
            expected: ["keyword func", "identifier f", "punctuation (", "punctuation )", "keyword async", "keyword throws",
                       "punctuation {", "keyword let", "identifier async", "operator =", "integer 1", "punctuation ;",
                       "keyword await", "identifier g", "punctuation (", "identifier async", "punctuation )", "punctuation }"]),
    LexCase(name: "metatypes", source: "func f(t: T.Type) { _ = Int.Type.self }",
            expected: ["keyword func", "identifier f", "punctuation (", "identifier t", "punctuation :", "identifier T",
                       "punctuation .", "keyword Type", "punctuation )", "punctuation {", "keyword _", "operator =",
                       "identifier Int", "punctuation .", "identifier Type", "punctuation .", "keyword self", "punctuation }"]),
    // Numbers.
    LexCase(name: "integers in every radix", source: "42 1_000 0x1F 0o17 0b1010",
            expected: ["integer 42", "integer 1_000", "integer 0x1F", "integer 0o17", "integer 0b1010"]),
    LexCase(name: "floats and exponents", source: "1.5 1e10 1.5E-3 0x1p-3 0xFF.8p2",
            expected: ["float 1.5", "float 1e10", "float 1.5E-3", "float 0x1p-3", "float 0xFF.8p2"]),
    LexCase(name: "a sign is an operator", source: "-1 - -2.5",
            expected: ["operator -", "integer 1", "operator -", "operator -", "float 2.5"]),
    LexCase(name: "member access on a number, ranges", source: "1.description 1..<2 0...3",
            expected: ["integer 1", "punctuation .", "identifier description", "integer 1", "operator ..<", "integer 2",
                       "integer 0", "operator ...", "integer 3"]),
    LexCase(name: "tuple index after a dot", source: "t.0.1", expected: ["identifier t", "punctuation .", "integer 0",
                                                                     "punctuation .", "integer 1"]),
    LexCase(name: "versions in availability are not floats", source: "@available(iOS 13.0, *)",
            expected: ["punctuation @", "attribute available", "punctuation (", "identifier iOS", "integer 13",
                       "punctuation .", "integer 0", "punctuation ,", "operator *", "punctuation )"]),
    LexCase(name: "invalid digits stay in the number", source: "1abc", expected: ["integer 1abc"]),
    // Strings.
    LexCase(name: "string with escapes", source: #""a\"b\\" x"#,
            expected: ["stringDelimiter \"", #"string a\"b\\"#, "stringDelimiter \"", "identifier x"]),
    LexCase(name: "empty string", source: #""""#, expected: ["stringDelimiter \"", "stringDelimiter \""]),
    LexCase(name: "interpolation with a nested string and closure", source: #""a\(b.map { "\($0)" })c""#,
            expected: ["stringDelimiter \"", "string a", "punctuation \\", "punctuation (", "identifier b", "punctuation .",
                       "identifier map", "punctuation {", "stringDelimiter \"", "punctuation \\", "punctuation (",
                       "identifier $0", "punctuation )", "stringDelimiter \"", "punctuation }", "punctuation )",
                       "string c", "stringDelimiter \""]),
    LexCase(name: "parentheses inside an interpolation", source: #""\(f(g(1)))""#,
            expected: ["stringDelimiter \"", "punctuation \\", "punctuation (", "identifier f", "punctuation (",
                       "identifier g", "punctuation (", "integer 1", "punctuation )", "punctuation )", "punctuation )",
                       "stringDelimiter \""]),
    LexCase(name: "multi-line string", source: "\"\"\"\n  a \"q\" \\(x)\n  \"\"\"",
            expected: ["stringDelimiter \"\"\"", "string \n  a \"q\" ", "punctuation \\", "punctuation (", "identifier x",
                       "punctuation )", "string \n  ", "stringDelimiter \"\"\""]),
    LexCase(name: "raw string with raw interpolation", source: ##"#"a\(x)"b\#(y)"#"##,
            expected: ["stringDelimiter #\"", "string a\\(x)\"b", "punctuation \\#", "punctuation (", "identifier y",
                       "punctuation )", "stringDelimiter \"#"]),
    LexCase(name: "double-pound raw string", source: ###"##"a"#b"##"###,
            expected: ["stringDelimiter ##\"", "string a\"#b", "stringDelimiter \"##"]),
    LexCase(name: "raw multi-line string", source: "#\"\"\"\n\"\"\" \n\"\"\"#",
            expected: ["stringDelimiter #\"\"\"", "string \n\"\"\" \n", "stringDelimiter \"\"\"#"]),
    LexCase(name: "unterminated string ends at the line end", source: "\"abc\nlet x",
            expected: ["stringDelimiter \"", "string abc", "keyword let", "identifier x"]),
    LexCase(name: "unterminated interpolation ends at the line end", source: "\"a\\(b\nlet x",
            expected: ["stringDelimiter \"", "string a", "punctuation \\", "punctuation (", "identifier b", "keyword let",
                       "identifier x"]),
    LexCase(name: "unterminated multi-line string runs to the end", source: "\"\"\"\nabc",
            expected: ["stringDelimiter \"\"\"", "string \nabc"]),
    // Regex literals.
    LexCase(name: "regex after an argument label", source: "x.firstMatch(of: /ab+c/)",
            expected: ["identifier x", "punctuation .", "identifier firstMatch", "punctuation (", "identifier of",
                       "punctuation :", "regex /ab+c/", "punctuation )"]),
    LexCase(name: "division is not a regex", source: "a / b / c", expected: ["identifier a", "operator /", "identifier b",
                                                                          "operator /", "identifier c"]),
    LexCase(name: "unspaced division", source: "a/b/c", expected: ["identifier a", "operator /", "identifier b", "operator /",
                                                                 "identifier c"]),
    LexCase(name: "regex after =", source: "let r = /[a-z]+ x/", expected: ["keyword let", "identifier r", "operator =",
                                                                        "regex /[a-z]+ x/"]),
    LexCase(name: "a regex cannot start with a space", source: "let r = x(/ 2, / 3)",
            expected: ["keyword let", "identifier r", "operator =", "identifier x", "punctuation (", "operator /", "integer 2",
                       "punctuation ,", "operator /", "integer 3", "punctuation )"]),
    LexCase(name: "unbalanced parenthesis means operators", source: "f(/, /)",
            expected: ["identifier f", "punctuation (", "operator /", "punctuation ,", "operator /", "punctuation )"]),
    LexCase(name: "extended regex", source: "#/a/b/# + ##/x/#/##",
            expected: ["regex #/a/b/#", "operator +", "regex ##/x/#/##"]),
    LexCase(name: "multi-line extended regex", source: "#/\n a\n/#", expected: ["regex #/\n a\n/#"]),
    LexCase(name: "operator declaration is not a regex", source: "prefix operator /^/",
            expected: ["keyword prefix", "keyword operator", "operator /^/"]),
    // Operators and punctuation.
    LexCase(name: "postfix ? and ! are single tokens", source: "a?.b!.c ?? d",
            expected: ["identifier a", "operator ?", "punctuation .", "identifier b", "operator !", "punctuation .",
                       "identifier c", "operator ??", "identifier d"]),
    LexCase(name: "maximal munch", source: "a &&= b >>= c ..< d", expected: ["identifier a", "operator &&=", "identifier b",
                                                                         "operator >>=", "identifier c", "operator ..<",
                                                                         "identifier d"]),
    LexCase(name: "dots only continue dot operators", source: "a+.b", expected: ["identifier a", "operator +", "punctuation .",
                                                                             "identifier b"]),
    LexCase(name: "arrow, inout ampersand, custom operator", source: "(x) -> Y; f(&a); a <*> b",
            expected: ["punctuation (", "identifier x", "punctuation )", "operator ->", "identifier Y", "punctuation ;",
                       "identifier f", "punctuation (", "operator &", "identifier a", "punctuation )", "punctuation ;",
                       "identifier a", "operator <*>", "identifier b"]),
    LexCase(name: "Unicode operator", source: "a ∘ b", expected: ["identifier a", "operator ∘", "identifier b"]),
    LexCase(name: "key path", source: #"\.title"#, expected: ["punctuation \\", "punctuation .", "identifier title"]),
    // Pound words and attributes.
    LexCase(name: "conditional compilation", source: "#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
            expected: ["pound #if", "identifier DEBUG", "pound #elseif", "identifier os", "punctuation (", "identifier iOS",
                       "punctuation )", "pound #else", "pound #endif"]),
    LexCase(name: "availability check", source: "if #available(iOS 15, *) {}",
            expected: ["keyword if", "pound #available", "punctuation (", "identifier iOS", "integer 15", "punctuation ,",
                       "operator *", "punctuation )", "punctuation {", "punctuation }"]),
    // SPEC §6: `#selector` is one `pound` token, like `#available`; a lone `#` stays one too.
    LexCase(name: "macro expansions are one pound token with their name", source: "#selector(tap) #Preview #file # x",
            expected: ["pound #selector", "punctuation (", "identifier tap", "punctuation )", "pound #Preview",
                       "pound #file", "pound #", "identifier x"]),
    LexCase(name: "a macro in an expression does not end it", source: "let s = #selector(tap)\nlet t = 1",
            expected: ["keyword let", "identifier s", "operator =", "pound #selector", "punctuation (", "identifier tap",
                       "punctuation )", "keyword let", "identifier t", "operator =", "integer 1"]),
    LexCase(name: "attributes", source: "@MainActor @objc(tap:) func f()",
            expected: ["punctuation @", "attribute MainActor", "punctuation @", "attribute objc", "punctuation (",
                       "identifier tap", "punctuation :", "punctuation )", "keyword func", "identifier f", "punctuation (",
                       "punctuation )"]),
    LexCase(name: "availability arguments are keywords, also after an attribute that spells a keyword",
            source: "@available(*, deprecated, message: \"m\") @_spi(S) @inline(__always) func f()",
            expected: ["punctuation @", "attribute available", "punctuation (", "operator *", "punctuation ,",
                       "keyword deprecated", "punctuation ,", "keyword message", "punctuation :", "stringDelimiter \"",
                       "string m", "stringDelimiter \"", "punctuation )", "punctuation @", "attribute _spi",
                       "punctuation (", "identifier S", "punctuation )", "punctuation @", "attribute inline",
                       "punctuation (", "identifier __always", "punctuation )", "keyword func", "identifier f",
                       "punctuation (", "punctuation )"]),
    LexCase(name: "attribute named like a keyword", source: "@convenience let deprecated = 1",
            expected: ["punctuation @", "attribute convenience", "keyword let", "identifier deprecated", "operator =",
                       "integer 1"]),
    LexCase(name: "precedence group words", source: "precedencegroup P { associativity: left higherThan: Q }",
            expected: ["keyword precedencegroup", "identifier P", "punctuation {", "keyword associativity", "punctuation :",
                       "keyword left", "keyword higherThan", "punctuation :", "identifier Q", "punctuation }"]),
    // Bad bytes.
    LexCase(name: "NUL byte", source: "a\u{0}b", expected: ["identifier a", "unknown \u{0}", "identifier b"]),
    LexCase(name: "non-breaking space is not whitespace", source: "a\u{A0}b", expected: ["identifier a", "unknown \u{A0}", "identifier b"]),
    LexCase(name: "single quote", source: "'a'", expected: ["unknown '", "identifier a", "unknown '"]),
]

@Suite struct TokenizerConstructTests {
    @Test(arguments: lexCases)
    func construct(_ example: LexCase) {
        #expect(lexed(example.source) == example.expected)
        #expect(invariantProblems(Array(example.source.utf8)) == [])
    }

    @Test func locationsCountUTF8BytesAndEveryNewlineKind() {
        let source = Array("é x\r\n  y\rz\n\t😀 w".utf8)
        let tokens = Tokenizer.tokenize(source)
        let locations = tokens.map { "\($0.line):\($0.column)" }
        #expect(locations == ["1:1", "1:4", "2:3", "3:1", "4:2", "4:7"])
    }

    @Test func multiLineTokensCarryTheirStart() {
        let source = Array("/* a\n b */ \"\"\"\n s\n \"\"\" x".utf8)
        let tokens = Tokenizer.tokenize(source)
        #expect(tokens.map { "\($0.kind.name)@\($0.line):\($0.column)" } ==
            ["blockComment@1:1", "stringDelimiter@2:7", "string@2:10", "stringDelimiter@4:2", "identifier@4:6"])
    }

    @Test func invalidUTF8InCommentsStringsAndCode() {
        let source: [UInt8] = Array("// a".utf8) + [0xFF, 0xC3] + Array("\n\"s".utf8) + [0xFE] + Array("\"\nx".utf8) + [0x80, 0xC0] + Array("y".utf8)
        let tokens = Tokenizer.tokenize(source)
        #expect(TokenInvariants.violations(in: tokens, of: source) == [])
        #expect(tokens.map(\.kind) == [.lineComment, .stringDelimiter, .string, .stringDelimiter, .identifier, .unknown, .unknown, .identifier])
    }

    @Test func emptyAndWhitespaceOnlyFiles() {
        #expect(Tokenizer.tokenize([UInt8]()).isEmpty)
        #expect(Tokenizer.tokenize(Array(" \n\t\r\n".utf8)).isEmpty)
        #expect(Tokenizer.tokenize([0xEF, 0xBB, 0xBF]).isEmpty)
    }

    @Test func keywordSpellingIsKeptWhenUsedAsAName() {
        let source = Array("let get = x.default".utf8)
        let tokens = Tokenizer.tokenize(source)
        #expect(tokens[1].kind == .identifier && tokens[1].keyword == .get)
        #expect(tokens[5].kind == .identifier && tokens[5].keyword == .default)
    }
}
