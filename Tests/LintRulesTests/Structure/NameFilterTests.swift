import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `SourceFile.mentions` lets rules skip a file without walking it. It must never say no for a
/// name the file has, and should seldom say yes for one it lacks: each false yes costs a rule a
/// walk over the whole file.
@Suite struct NameFilterTests {
    /// The words rules ask about before they walk a file.
    private static let queries = [
        "connectedScenes", "UIApplication", "UIScreen", "UITabBarItem", "TabView", "XCTestCase", "append",
        "integer", "selectedIndex", "tabItem", "willConnectTo", "window", "windows",
    ]
    /// Names that fill ordinary app files.
    private static let vocabulary = [
        "Int", "String", "Bool", "Double", "CGFloat", "items", "describing", "view", "title", "image", "count",
        "index", "viewDidLoad", "UIViewController", "UIView", "addSubview", "NSLayoutConstraint", "activate",
        "constant", "equalTo", "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "frame", "bounds",
        "navigationController", "present", "animated", "completion", "coder", "backgroundColor", "label", "text",
        "font", "systemFont", "ofSize", "weight", "button", "setTitle", "normal", "addTarget", "action", "tableView",
        "indexPath", "row", "section", "cell", "dequeueReusableCell", "withIdentifier", "reloadData", "data",
        "result", "error", "value", "name", "id", "model", "viewModel", "delegate", "dataSource", "isHidden",
        "alpha", "layer", "cornerRadius", "map", "filter", "first", "last", "isEmpty", "print", "Date", "URL",
        "JSONDecoder", "decode", "Task", "MainActor", "Error", "DispatchQueue", "main", "shared", "userInfo",
    ]

    @Test func everyIdentifierOfAFileIsMentioned() {
        for source in Fixtures.all {
            let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
            for index in file.code.indices where file.code[index].kind == .identifier {
                #expect(file.mentions(file.text(index)), "\(file.text(index))")
            }
        }
    }

    /// Files made of ordinary names: a word a rule asks about that is not there is reported as
    /// perhaps there for few of them, whichever word it is.
    @Test func absentWordsAreSeldomClaimed() {
        var generator = SeededGenerator(seed: 42)
        var claimed = [String: Int]()
        var absent = [String: Int]()
        for _ in 0..<300 {
            var names = Set<String>()
            for _ in 0..<Int.random(in: 40...200, using: &generator) {
                let head = NameFilterTests.vocabulary.randomElement(using: &generator)!
                let tail = Bool.random(using: &generator) ? "" : NameFilterTests.vocabulary.randomElement(using: &generator)!
                names.insert(head + tail)
            }
            let file = SourceFile(path: "A.swift", bytes: Array(names.sorted().joined(separator: "\n").utf8))
            for query in NameFilterTests.queries where !names.contains(query) {
                absent[query, default: 0] += 1
                if file.mentions(query) { claimed[query, default: 0] += 1 }
            }
        }
        for query in NameFilterTests.queries {
            let rate = Double(claimed[query] ?? 0) / Double(max(absent[query] ?? 0, 1))
            #expect(rate < 0.15, "\(query) is claimed by \(Int(rate * 100)) % of the files without it")
        }
        let overall = Double(claimed.values.reduce(0, +)) / Double(absent.values.reduce(0, +))
        #expect(overall < 0.06, "\(overall)")
    }
}
