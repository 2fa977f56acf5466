import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct TabEnumGeneratorTests {
    private func column(_ name: String, _ strings: [String]) -> TabEnumGenerator.Column {
        TabEnumGenerator.Column(arrayName: name, values: strings.map { "\"\($0)\"" }, strings: strings)
    }

    @Test(arguments: [
        ("doc.text", "docText"), ("Home", "home"), ("tab_home_nor", "tabHomeNor"), ("default", "defaultTab"),
        ("class", "classTab"), ("1st", "tab1st"), ("person.crop.circle", "personCropCircle"), ("我的", nil), ("🏠", nil),
    ] as [(String, String?)])
    func caseIdentifiers(_ pair: (String, String?)) {
        #expect(TabEnumGenerator.identifier(from: pair.0) == pair.1)
    }

    @Test(arguments: [
        ("icons", "icon"), ("selectedIcons", "selectedIcon"), ("tabTitles", "title"), ("imageNameArray", "imageName"),
        ("categories", "category"), ("titlesAry", "title"), ("tabBarImages", "image"), ("selectImgs", "selectImg"),
    ])
    func propertyNames(_ pair: (String, String)) {
        #expect(TabEnumGenerator.propertyName(for: pair.0) == pair.1)
    }

    /// ASCII names take a path on bytes; it must agree with the `Character` one everywhere.
    @Test func asciiNamesGetWhatCharactersGive() {
        var generator = SeededGenerator(seed: 3)
        let pieces = ["tab", "Tab", "Bar", "tabBar", "icon", "s", "ss", "ies", "Array", "Ary", "List", "Arr", "_", ".", " ", "-",
                      "1", "0x", "default", "class", "self", "init", "rawValue", "A", "z", "\n", "\r\n", "\t", "\"", "é", "首页"]
        for round in 0..<3_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(TabEnumGenerator.identifier(from: text) == TabEnumGenerator.characterIdentifier(from: text), "round \(round): \(text.debugDescription)")
            #expect(TabEnumGenerator.propertyName(for: text) == TabEnumGenerator.characterPropertyName(for: text), "round \(round): \(text.debugDescription)")
        }
    }

    @Test func theIssuesExampleBecomesAnEnumWithReadableCases() throws {
        let generator = TabEnumGenerator(columns: [
            column("icons", ["house", "doc.text", "person"]),
            column("selectedIcons", ["house.fill", "doc.text.fill", "person.fill"]),
            column("titles", ["首页", "订单", "我的"]),
        ])
        let code = try #require(generator.render())
        #expect(code.hasPrefix("enum Tab: Int, CaseIterable {\n    case house, docText, person\n"))
        #expect(code.contains("var title: String {"))
        #expect(code.contains("case .docText: return \"订单\""))
        #expect(code.contains("var selectedIcon: String {"))
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(code) == nil) }
    }

    @Test func nonASCIIOnlyTitlesKeywordNamesAndCollisionsStillParse() throws {
        let samples: [[TabEnumGenerator.Column]] = [
            [column("titles", ["首页", "订单"]), column("others", ["🏠", "📦"])],
            [column("names", ["default", "class", "self"]), column("titles", ["A", "B", "C"])],
            [column("icons", ["home", "home", "Home"]), column("titles", ["x", "y", "z"])],
            [column("items", ["a\\\"b", "c"]), column("items", ["d", "e"])],
        ]
        for columns in samples {
            let code = try #require(TabEnumGenerator(columns: columns).render())
            if SwiftCompiler.isAvailable {
                #expect(try SwiftCompiler.parseErrors(code) == nil, "\(code)")
            }
        }
        let fallback = try #require(TabEnumGenerator(columns: samples[0]).render())
        #expect(fallback.contains("case tab1, tab2"))
        let keywords = try #require(TabEnumGenerator(columns: samples[1]).render())
        #expect(keywords.contains("case defaultTab, classTab, selfTab"))
        let duplicates = try #require(TabEnumGenerator(columns: samples[2]).render())
        #expect(duplicates.contains("case home, home2, home3"))
    }

    @Test func imageArraysAreTypedAsImages() throws {
        let generator = TabEnumGenerator(columns: [
            TabEnumGenerator.Column(arrayName: "images", values: [#"UIImage(named: "a")"#, #"UIImage(named: "b")"#], strings: ["a", "b"]),
        ])
        let code = try #require(generator.render())
        #expect(code.contains("var image: UIImage? {"))
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(code) == nil) }
    }

    @Test func snippetsOfEveryTriggeringExampleParse() throws {
        guard SwiftCompiler.isAvailable else { return }
        for example in ParallelTabArraysRule.description.triggeringExamples {
            let outcome = ExampleHarness.lint([example.path: example.plainCode], rules: [ParallelTabArraysRule(options: RuleOptions(identifier: "p"))])
            for snippet in outcome.violations.compactMap(\.snippet) {
                #expect(try SwiftCompiler.parseErrors(snippet) == nil, "\(example): \(snippet)")
            }
        }
    }
}
