import Testing
@testable import SwiftSource

/// The binding layer: every kind of declaration, which declaration each use names (nearest scope,
/// `self.x`, shadowing), and one step of value flow.
@Suite struct BindingsTests {
    private func file(_ code: String) -> SourceFile { SourceFile(path: "T.swift", bytes: Array(code.utf8)) }

    /// The n-th identifier token spelled `name` (0-based).
    private func token(_ name: String, _ occurrence: Int = 0, in file: SourceFile) -> Int {
        let all = file.code.indices.filter { file.isIdentifier($0) && file.text($0) == name }
        return all[occurrence]
    }

    private func text(_ range: Range<Int>, in file: SourceFile) -> String {
        file.text(bytes: file.code[range.lowerBound].offset..<file.code[range.upperBound - 1].end)
    }

    @Test func everyKindOfDeclarationIsFound() throws {
        let source = file("""
        enum Tab { case home, profile(Int), more = 3 }
        final class Shell {
            static let shared = Shell()
            lazy var bar = UIView()
            var titles: [String] = []
            var count: Int { titles.count }
            func setUp(titles names: [String], _ icons: [String]) {
                let local = 1
                if let first = names.first { print(first) }
                guard let last = icons.last else { return }
                for (index, name) in names.enumerated() { print(index, name, last, local) }
                names.forEach { item in print(item) }
                icons.map { (icon: String) -> Int in icon.count }
            }
        }
        """)
        let kinds = Dictionary(source.bindings.declarations.map { (source.text($0.nameIndex), $0.kind) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["home"] == .enumCase && kinds["profile"] == .enumCase && kinds["more"] == .enumCase)
        #expect(kinds["shared"] == .storedProperty && kinds["bar"] == .storedProperty && kinds["titles"] == .storedProperty)
        #expect(kinds["count"] == .computedProperty)
        #expect(kinds["names"] == .parameter && kinds["icons"] == .parameter)
        #expect(kinds["local"] == .local)
        #expect(kinds["first"] == .conditionBinding && kinds["last"] == .conditionBinding)
        #expect(kinds["index"] == .loopVariable && kinds["name"] == .loopVariable)
        #expect(kinds["item"] == .closureParameter && kinds["icon"] == .closureParameter)
        #expect(source.bindings.declarations.first { source.text($0.nameIndex) == "bar" }?.isLazy == true)
        #expect(source.bindings.declarations.first { source.text($0.nameIndex) == "shared" }?.isStatic == true)
        // A parameter keeps its type: `names: [String]`.
        let names = try #require(source.bindings.declarations.first { source.text($0.nameIndex) == "names" })
        #expect(names.typeAnnotation.map { source.normalizedText($0) } == "[String]")
    }

    @Test func aClosureListsItsOwnParametersOnly() {
        let source = file("""
        func f() {
            items.enumerated().forEach { [weak self] index, item in
                let inner = item.children.map { (child: Node) -> Int in child.count }
                print(index, inner)
            }
            items.forEach { print($0) }
        }
        """)
        let bindings = source.bindings
        let braces = source.code.indices.filter { source.isPunctuation($0, "{") }
        let names = braces.map { bindings.closureParameters(at: $0).map { bindings.name(of: $0) } }
        #expect(names == [[], ["index", "item"], ["child"], []])
    }

    @Test func theNearestScopeWinsAndSelfDotIsTheMember() throws {
        let source = file("""
        final class Tabs {
            var titles = ["A", "B"]
            func a() {
                let titles = ["x"]
                print(titles, self.titles)
            }
            func b() { print(titles) }
            func c(other: Tabs) { print(other.titles) }
        }
        """)
        let bindings = source.bindings
        let member = try #require(bindings.declaration(at: token("titles", 0, in: source)))
        let local = try #require(bindings.declaration(at: token("titles", 1, in: source)))
        #expect(member != local)
        #expect(bindings.declaration(at: token("titles", 2, in: source)) == local)
        #expect(bindings.declaration(at: token("titles", 3, in: source)) == member)  // self.titles
        #expect(bindings.declaration(at: token("titles", 4, in: source)) == member)  // in b()
        #expect(bindings.declaration(at: token("titles", 5, in: source)) == nil)  // other.titles
        #expect(bindings.uses(of: member).count == 2)
    }

    @Test func anUnwrappingNameReadsTheOneItShadowsInItsInitializer() throws {
        let source = file("""
        func present() {
            let scene = lookUpScene()
            guard let scene = scene else { return }
            show(in: scene)
            if let title = title { print(title) }
        }
        """)
        let bindings = source.bindings
        let outer = try #require(bindings.declaration(at: token("scene", 0, in: source)))
        let unwrapped = try #require(bindings.declaration(at: token("scene", 1, in: source)))
        #expect(outer != unwrapped)
        #expect(bindings.declaration(at: token("scene", 2, in: source)) == outer)  // `= scene`
        #expect(bindings.declaration(at: token("scene", 3, in: source)) == unwrapped)  // `in: scene`
        let title = try #require(bindings.declaration(at: token("title", 0, in: source)))
        #expect(bindings.declaration(at: token("title", 1, in: source)) != title)  // `= title` is not itself
        #expect(bindings.declaration(at: token("title", 2, in: source)) == title)
    }

    @Test func aTypesOwnMemberWinsOverAnotherTypeOfTheSameName() throws {
        let source = file("""
        final class Tabs { let icons = ["a"] }
        extension Tabs { func first() -> String { icons[0] } }
        final class Tabs { let icons = ["b"]; func last() -> String { icons[0] } }
        """)
        let bindings = source.bindings
        let first = try #require(bindings.declaration(at: token("icons", 0, in: source)))
        let second = try #require(bindings.declaration(at: token("icons", 2, in: source)))
        #expect(bindings.declaration(at: token("icons", 1, in: source)) == first)  // the extension's
        #expect(bindings.declaration(at: token("icons", 3, in: source)) == second)
    }

    @Test func aLocalIsNotSeenBeforeItsDeclarationNorOutsideItsBlock() {
        let source = file("""
        func f() {
            print(value)
            do { let value = 1; print(value) }
            print(value)
        }
        """)
        let bindings = source.bindings
        #expect(bindings.declaration(at: token("value", 0, in: source)) == nil)
        #expect(bindings.declaration(at: token("value", 2, in: source)) != nil)
        #expect(bindings.declaration(at: token("value", 3, in: source)) == nil)
    }

    @Test func argumentLabelsAndOtherValuesMembersAreNotUses() {
        let source = file("""
        func f(titles: [String]) { g(titles: titles) }
        """)
        let bindings = source.bindings
        #expect(bindings.declaration(at: token("titles", 1, in: source)) == nil)  // the label
        #expect(bindings.declaration(at: token("titles", 2, in: source)) != nil)
    }

    @Test func aStoredPropertyHoldsItsInitializerAndWhatIsAssignedToIt() {
        let source = file("""
        final class Shell: UITabBarController {
            private var icons: [String] = []
            override func viewDidLoad() {
                self.icons = ["house", "person"]
                viewControllers = [A(), B()]
            }
            func read(_ i: Int) -> String { icons[i] }
        }
        """)
        let bindings = source.bindings
        let values = bindings.origins(at: token("icons", 2, in: source)) ?? []
        #expect(values.map { text($0, in: source) } == ["[]", "[\"house\", \"person\"]"])
    }

    @Test func aComputedPropertyHoldsEveryBranchsReturn() throws {
        let source = file("""
        struct Metrics {
            var statusBarHeight: CGFloat {
                if let window = UIApplication.shared.windows.first {
                    return window.safeAreaInsets.top
                }
                guard #available(iOS 13, *) else { return 20 }
                let items = [1, 2].map { value in return value * 2 }
                return 44
            }
            var single: Int { 3 }
            var withGet: Int { get { return 5 } set { } }
        }
        func use(m: Metrics) { print(m.statusBarHeight) }
        """)
        let bindings = source.bindings
        let property = try #require(bindings.declaration(at: token("statusBarHeight", 0, in: source)))
        #expect(bindings.values(of: property).map { text($0, in: source) } == ["window.safeAreaInsets.top", "20", "44"])
        let single = try #require(bindings.declaration(at: token("single", in: source)))
        #expect(bindings.values(of: single).map { text($0, in: source) } == ["3"])
        let withGet = try #require(bindings.declaration(at: token("withGet", in: source)))
        #expect(bindings.values(of: withGet).map { text($0, in: source) } == ["5"])
    }

    /// Swift 5.9's `if` expression as a getter's whole body: each branch's value, through
    /// `else if` chains and an `if` nested in a branch; a branch of statements is no value.
    @Test func anIfExpressionBodyHoldsEachBranchsValue() throws {
        let source = file("""
        enum Insets {
            static var top: CGFloat {
                if let window = UIApplication.shared.keyWindow {
                    window.safeAreaInsets.top
                } else if isPad {
                    24
                } else {
                    if isLarge { 48 } else { 20 }
                }
            }
            static var statements: CGFloat {
                if isPad {
                    print("pad")
                    return 24
                } else { 20 }
            }
        }
        func apply() {
            if isPad { offset = 24 } else { offset = 20 }
        }
        """)
        let bindings = source.bindings
        let top = try #require(bindings.declaration(at: token("top", in: source)))
        #expect(bindings.values(of: top).map { text($0, in: source) } == ["window.safeAreaInsets.top", "24", "48", "20"])
        let statements = try #require(bindings.declaration(at: token("statements", in: source)))
        #expect(bindings.values(of: statements).map { text($0, in: source) } == ["24"])
        // A void function's `if` statement assigns in its branches: it returns nothing.
        let apply = try #require(source.outline.functions.first { $0.name == "apply" }?.body)
        #expect(bindings.returnedExpressions(in: apply).isEmpty)
    }

    @Test func aCallOfAFunctionOfTheFileHoldsWhatItReturns() {
        let source = file("""
        final class Tabs {
            func icons() -> [String] { ["house", "person"] }
            func children() -> [UIViewController] {
                return [Home(), Profile()]
            }
            func item(_ i: Int) { print(icons()[i], self.children()[i], other.icons()) }
        }
        """)
        let bindings = source.bindings
        #expect((bindings.origins(at: token("icons", 1, in: source)) ?? []).map { text($0, in: source) } == ["[\"house\", \"person\"]"])
        #expect((bindings.origins(at: token("children", 1, in: source)) ?? []).map { text($0, in: source) } == ["[Home(), Profile()]"])
        #expect(bindings.origins(at: token("icons", 2, in: source)) == nil)
    }

    @Test func aParameterHoldsTheArgumentsOfTheCallsInTheFile() {
        let source = file("""
        final class Tabs {
            func setUp(titles: [String], images: [String]) { print(titles, images) }
            func viewDidLoad() {
                setUp(titles: ["Home", "Me"], images: ["home", "me"])
                setUp(titles: names, images: icons)
            }
        }
        """)
        let bindings = source.bindings
        let images = bindings.origins(at: token("images", 1, in: source)) ?? []
        #expect(images.map { text($0, in: source) } == ["[\"home\", \"me\"]", "icons"])
    }

    @Test func aLoopVariableHoldsItsSequence() {
        let source = file("""
        func f() { for (index, title) in titles.enumerated() where index > 0 { print(index, title) } }
        """)
        let bindings = source.bindings
        #expect((bindings.origins(at: token("title", 1, in: source)) ?? []).map { text($0, in: source) } == ["titles.enumerated()"])
        #expect(bindings.declaration(at: token("index", 1, in: source)) != nil)  // in the where clause
    }

    @Test func bindingsAreBuiltOnceAndSurviveBrokenCode() {
        for code in ["protocol P { var x: Int { get } }\nstruct S { var y: Int { get { 1 } } }", "func f( { let x = ", "for in {", "{ a, in }", "enum E { case }", "x = = 1", "self.", "let (a, b) = (1"] {
            let source = file(code)
            _ = source.bindings.declarations
            for index in source.code.indices { _ = source.bindings.origins(at: index) }
        }
    }
}
