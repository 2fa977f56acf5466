import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct OutlineTests {
    @Test func sceneDelegateOutline() throws {
        let file = SourceFile(path: "SceneDelegate.swift", bytes: Array(Fixtures.sceneDelegate.utf8))
        let type = try #require(file.outline.types.first)
        #expect(type.kind == .class)
        #expect(type.name == "SceneDelegate")
        #expect(type.inheritance(in: file) == ["UIResponder", "UIWindowSceneDelegate"])
        #expect(file.outline.functions.map { $0.fullName(in: file) } == ["scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)"])
        let connect = file.outline.functions[0]
        #expect(file.outline.parameters(of: connect).map { $0.name(in: file) } == ["scene", "session", "connectionOptions"])
        #expect(connect.typeIndex == 0)
        let members = file.outline.variables.filter { $0.typeIndex == 0 }
        #expect(members.map(\.name) == ["window", "tabs"])
        #expect(members[0].typeAnnotation.map { file.normalizedText($0) } == "UIWindow?")
        #expect(members[1].initializer.map { file.normalizedText($0) } == #"["house","doc.text","person"]"#)
        let locals = file.outline.variables.filter { $0.functionIndex == 0 }
        #expect(locals.map(\.name) == ["windowScene", "window"])
        #expect(locals[0].isConditionBinding)
        #expect(locals[1].initializer.map { file.normalizedText($0) } == "UIWindow(windowScene:windowScene)")
        // `function(containing:)` finds the method around a token in its body.
        let makeKey = try #require(file.code.indices.first { file.spells($0, "makeKeyAndVisible") })
        #expect(file.outline.function(containing: makeKey)?.name == "scene")
        #expect(file.outline.type(containing: makeKey)?.name == "SceneDelegate")
        #expect(file.outline.function(containing: type.nameIndex) == nil)
    }

    @Test func tabBarControllerOutline() throws {
        let file = SourceFile(path: "MainTabBarController.swift", bytes: Array(Fixtures.tabBarController.utf8))
        #expect(file.outline.types.map(\.name) == ["MainTabBarController"])
        #expect(file.outline.functions.map { $0.fullName(in: file) } == ["viewDidLoad()", "tabTapped(_:)"])
        let properties = file.outline.variables.filter { $0.typeIndex == 0 }
        #expect(properties.map(\.name) == ["icons", "selectedIcons", "titles", "buttons", "customBar"])
        #expect(properties.allSatisfy { !$0.isComputed })
        let customBar = properties[4]
        #expect(customBar.initializer.map { file.code[$0.upperBound - 1] }.map { file.text(of: $0) } == ")")
        let viewDidLoadLocals = file.outline.variables.filter { $0.functionIndex == 0 }.map(\.name)
        #expect(viewDidLoadLocals == ["height", "button"])
    }

    @Test func extensionsAndComputedProperties() throws {
        let file = SourceFile(path: "UIWindowScene+Current.swift", bytes: Array(Fixtures.windowSceneExtension.utf8))
        #expect(file.outline.types.map(\.name) == ["UIWindowScene", "UIApplication"])
        #expect(file.outline.types.map(\.kind) == [.extension, .extension])
        let current = try #require(file.outline.variables.first)
        #expect(current.name == "current" && current.isStatic && current.isComputed)
        #expect(file.outline.variables.map(\.name) == ["current", "keyWindow", "currentScene"])
        #expect(file.outline.variables.map(\.typeIndex) == [0, 0, 1])
        let body = try #require(current.accessors)
        #expect(file.outline.computedProperty(containing: body.lowerBound + 1)?.name == "current")
    }

    @Test func declarationsOfEveryShape() {
        let source = """
        @MainActor public final class A<T: Equatable>: B, C<D>, @unchecked Sendable where T: Hashable {
            struct Inner: Codable { let a: Int, b: String }
            enum Tab: Int, CaseIterable { case home, orders }
            private(set) var count = 0 { didSet { update() } }
            static let shared = A()
            init?(coder: NSCoder) { nil }
            convenience init() { self.init(coder: .init())! }
            deinit {}
            subscript(index: Int) -> Int { index }
            func f<U>(_ x: [U: (Int, String)], in y: @escaping (Int) -> Void = { _ in }) async throws -> U where U: P {}
            static func == (lhs: A, rhs: A) -> Bool { true }
        }
        protocol P: AnyObject { func required(a: Int) -> Int; var value: Int { get } }
        actor Store {}
        extension Foo.Bar: Baz {}
        """
        let file = SourceFile(path: "Shapes.swift", bytes: Array(source.utf8))
        let outline = file.outline
        #expect(outline.types.map(\.name) == ["A", "Inner", "Tab", "P", "Store", "Foo.Bar"])
        #expect(outline.types[0].inheritance(in: file) == ["B", "C", "Sendable"])
        #expect(outline.types[1].parent == 0 && outline.types[2].parent == 0 && outline.types[3].parent == nil)
        #expect(outline.functions.map { $0.fullName(in: file) } == ["init(coder:)", "init()", "deinit", "subscript(_:)",
                                                      "f(_:in:)", "==(lhs:rhs:)", "required(a:)"])
        #expect(outline.functions[0].declarationStart == outline.functions[0].keywordIndex)
        #expect(outline.functions[4].returnType.map { file.normalizedText($0) } == "U where U:P")
        #expect(outline.functions[5].isStatic)
        #expect(outline.functions[6].body == nil)
        #expect(outline.variables.map(\.name) == ["a", "b", "count", "shared", "value"])
        #expect(outline.variables[2].accessors != nil && !outline.variables[2].isComputed)
        #expect(outline.variables[3].isStatic)
        #expect(outline.variables[4].isComputed)
        #expect(file.text(outline.types[0].declarationStart) == "@")
    }

    /// Inheritance clauses and parameter labels stay token positions in the outline; their text
    /// is read with the file.
    @Test func inheritanceAndLabelsAreReadWithTheFile() {
        let source = """
        final class Home: UIKit.UIViewController, Base<Int>, Codable & Sendable where Self: AnyObject {
            func show(_ tab: Int, in bar: UITabBar, animated: Bool) {}
            subscript(row: Int, column column: Int) -> Int { 0 }
        }
        extension Home: UITabBarControllerDelegate {}
        struct Plain {}
        """
        let file = SourceFile(path: "Home.swift", bytes: Array(source.utf8))
        let outline = file.outline
        #expect(outline.types.map { $0.inheritance(in: file) } == [
            ["UIKit.UIViewController", "Base", "Codable", "Sendable"], ["UITabBarControllerDelegate"], [],
        ])
        #expect(outline.types[0].inherits("Codable", in: file) && !outline.types[0].inherits("AnyObject", in: file))
        #expect(outline.types[0].inherits("UIKit.UIViewController", in: file) && !outline.types[0].inherits("UIViewController", in: file))
        #expect(!outline.types[0].inherits("Base<Int>", in: file) && outline.types[0].inherits("Base", in: file))
        #expect(outline.types[2].inheritanceClause == nil)
        let show = outline.functions[0]
        #expect(outline.parameters(of: show).map { $0.label(in: file) } == ["_", "in", "animated"])
        #expect(outline.parameters(of: show).map { $0.name(in: file) } == ["tab", "bar", "animated"])
        #expect(show.fullName(in: file) == "show(_:in:animated:)")
        #expect(outline.functions[1].fullName(in: file) == "subscript(_:column:)")
        #expect(outline.parameters.count == 5, "one array for the file's parameters")
    }

    @Test func unbalancedBracesInConditionalCompilation() {
        let source = """
        #if A
        func f() {
        #else
        func f(x: Int) {
        #endif
            print(1)
        }
        func g() {}
        """
        let file = SourceFile(path: "If.swift", bytes: Array(source.utf8))
        #expect(file.outline.functions.map { $0.fullName(in: file) } == ["f()", "f(x:)", "g()"])
        let print = file.code.indices.first { file.spells($0, "print") }!
        #expect(file.outline.function(containing: print)?.fullName(in: file) == "f()")
        let g = file.outline.functions[2]
        #expect(file.outline.function(containing: g.keywordIndex) == nil)
    }

    /// `inherits` reads the names off the bytes; it must agree with the names `inheritance`
    /// spells, for every name and for near misses, on the fixtures and splices of them.
    @Test func inheritsAgreesWithTheSpelledNames() {
        var generator = SeededGenerator(seed: 17)
        let corpus = Fixtures.all.map { Array($0.utf8) }
        let sources = corpus + (0..<300).map { _ in randomSplice(of: corpus, using: &generator) }
        for (position, bytes) in sources.enumerated() {
            let file = SourceFile(path: "A.swift", bytes: bytes)
            for type in file.outline.types {
                let names = type.inheritance(in: file)
                var probes = names + ["UIWindowSceneDelegate", "UIApplicationDelegate", "Codable", "A", "."]
                for name in names where name.count > 1 {
                    probes += [String(name.dropLast()), String(name.dropFirst()), name + "s", name + ".", "." + name]
                }
                for probe in probes where !probe.isEmpty {
                    #expect(type.inherits(probe, in: file) == names.contains(probe), "source \(position), \(type.name): \(probe)")
                }
            }
        }
    }
}
