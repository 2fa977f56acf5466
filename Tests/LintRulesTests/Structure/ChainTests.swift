import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

private func file(_ source: String) -> SourceFile { SourceFile(path: "T.swift", bytes: Array(source.utf8)) }

private func firstIndex(of text: String, in file: SourceFile) -> Int {
    file.code.indices.first { file.spells($0, text) }!
}

@Suite struct ChainTests {
    @Test func splitsALookupChainIntoLinks() throws {
        let source = file("""
        let s = UIApplication.shared.connectedScenes // all scenes
            .first { $0.activationState == .foregroundActive } as? UIWindowScene
            ?? fallback()
        """)
        let chain = try #require(source.chain(at: firstIndex(of: "UIApplication", in: source)))
        #expect(chain.names(in: source) == ["UIApplication", "shared", "connectedScenes", "first"])
        #expect(chain.links.map(\.kind) == [.name, .name, .name, .name, .trailingClosure])
        #expect(chain.cast.map { source.normalizedText($0.type) } == "UIWindowScene")
        #expect(chain.fallback.map { source.normalizedText($0) } == "fallback()")
        #expect(chain.end == source.code.count)
        #expect(source.text(chain.linksEnd) == "??")
    }

    @Test func optionalAndForcedLinksCallsAndSubscripts() throws {
        let source = file("scene?.windows.first!.rootViewController?.children[0].view")
        let chain = try #require(source.chain(at: 0))
        #expect(chain.links.map(\.kind) == [.name, .optional, .name, .name, .forced, .name, .optional, .name,
                                            .subscript, .name])
        #expect(chain.end == source.code.count)
    }

    @Test func braceAfterAConditionIsTheBodyNotATrailingClosure() throws {
        let source = file("if let w = UIApplication.shared.windows.first { use(w) }")
        let chain = try #require(source.chain(at: firstIndex(of: "UIApplication", in: source)))
        #expect(chain.links.last?.kind == .name)
        #expect(source.text(chain.end) == "{")
        let guarded = file("guard let s = scenes.first(where: { $0.isKey }) else { return }")
        let guardedChain = try #require(guarded.chain(at: firstIndex(of: "scenes", in: guarded)))
        #expect(guardedChain.links.map(\.kind) == [.name, .name, .call])
    }

    @Test func leadingDotImplicitMember() throws {
        let source = file("x = .foregroundActive")
        let chain = try #require(source.chain(at: 2))
        #expect(chain.names(in: source) == ["foregroundActive"])
    }

    @Test func callOnTheNextLineIsNotPartOfTheChain() throws {
        let source = file("let a = b\n(c)()")
        let chain = try #require(source.chain(at: 3))
        #expect(chain.links.count == 1)
    }
}

@Suite struct NormalizationTests {
    private func normalized(_ source: String) -> String {
        let parsed = file(source)
        return parsed.normalizedText(0..<parsed.code.count)
    }

    @Test(arguments: [
        ("scenes.first(where: { $0.isKey })", "scenes.first { $0.isKey }"),
        ("scenes.first { scene in scene.isKey }", "scenes.first { $0.isKey }"),
        ("scenes.first { (scene) -> Bool in scene.isKey }", "scenes.first { $0.isKey }"),
        ("scenes.first(where: { (s: UIScene) in s.isKey })", "scenes.first { $0.isKey }"),
        ("scenes.filter { $0.isKey }.first", "scenes.first { $0.isKey }"),
        ("scenes.filter({ s in s.isKey }).first", "scenes.first { $0.isKey }"),
        ("UIApplication.shared // c\n  .connectedScenes /* d */ .first", "UIApplication.shared.connectedScenes.first"),
        ("a.map { x in x.b.map { y in x.c + y } }", "a.map { $0.b.map { $0.c + $0 } }"),
    ])
    func equivalentSpellingsNormalizeAlike(_ pair: (String, String)) {
        #expect(normalized(pair.0) == normalized(pair.1))
    }

    @Test func differentLookupsStayDifferent() {
        #expect(normalized("scenes.first { $0.isKey }") != normalized("scenes.last { $0.isKey }"))
        #expect(normalized("scenes.first { $0.isKey }") != normalized("scenes.first"))
        #expect(normalized("scenes.filter { $0.a }.first { $0.b }") != normalized("scenes.first { $0.a }"))
        #expect(normalized("x.y.first") == "x.y.first")
    }

    @Test func memberNamesAreNotRenamed() {
        #expect(normalized("items.map { scene in scene.scene }") == "items.map{$0.scene}")
    }

    /// Two substitutions starting at one token (a receiver that names `connectedScenes` twice):
    /// the longer wins, however the dictionary orders them. Dictionaries of other capacities
    /// iterate in other orders, so each is tried.
    @Test func overlappingSubstitutionsGiveOneSpelling() {
        let source = file("UIApplication.shared.connectedScenes.fird.connectedScenes.first")
        let outer = 0..<9, inner = 0..<5
        var spellings: Set<String> = []
        for capacity in [2, 3, 8, 17, 64, 100, 1000] {
            for innerFirst in [true, false] {
                var substitutions = [Range<Int>: String](minimumCapacity: capacity)
                if innerFirst { substitutions[inner] = "INNER" }
                substitutions[outer] = "OUTER"
                if !innerFirst { substitutions[inner] = "INNER" }
                spellings.insert(source.normalizedText(0..<source.code.count, substituting: substitutions))
            }
        }
        #expect(spellings == ["OUTER.first"])
    }
}

@Suite struct CursorAndBracketTests {
    @Test func cursorMatchesReadLikeTheCode() throws {
        let source = file("let w = UIApplication.shared.keyWindow")
        let cursor = source.cursor(at: 3)
        #expect(cursor.matches("UIApplication", ".", "shared", ".", .identifier))
        #expect(!cursor.matches("UIApplication", ".", "windows"))
        #expect(cursor.previous.matches(.kind(.operator)))
        #expect(cursor.previous.previous.previous.matches(.keyword(.let)))
        #expect(cursor.offset(by: 4).follows("shared", ".", "keyWindow"))
        #expect(cursor.first("keyWindow")?.index == 7)
        #expect(!source.cursor(at: 100).isValid)
    }

    @Test func stringContentNeverMatchesCode() {
        let source = file(#"let s = "shared""#)
        #expect(!source.cursor(at: 4).matches("shared"))
    }

    @Test func bracketsMatchAndSurviveUnbalancedInput() {
        let source = file("f(a[0], { b }) ) ] (")
        // f ( a [ 0 ] , { b } ) ) ] (
        #expect(source.brackets.partner(of: 1) == 10)
        #expect(source.brackets.partner(of: 3) == 5)
        #expect(source.brackets.partner(of: 7) == 9)
        #expect(source.brackets.partner(of: 11) == nil)
        #expect(source.brackets.partner(of: 12) == nil)
        #expect(source.brackets.partner(of: 13) == nil)
        let mismatched = file("( [ )")
        #expect(mismatched.brackets.partner(of: 0) == 2)
        #expect(mismatched.brackets.partner(of: 1) == nil)
    }

    @Test func interpolationParenthesesPair() {
        let source = file(#""a\(f(x))b""#)
        let open = source.code.indices.first { source.isPunctuation($0, "(") }!
        let close = source.brackets.partner(of: open)!
        #expect(source.text(close) == ")" && source.code[close + 1].kind == .string)
    }

    @Test func enclosingBrackets() throws {
        let source = file("func f() { g(x) }")
        let x = firstIndex(of: "x", in: source)
        #expect(source.enclosingBrackets(of: x).map { source.text($0.lowerBound) } == "(")
        #expect(source.enclosingBrackets(of: x, only: "{").map { source.text($0.lowerBound) } == "{")
    }
}
