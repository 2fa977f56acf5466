import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The outline and the enclosing brackets are built only when a rule asks for them, and rules
/// skip asking when the bytes say it cannot matter: these cases would lose violations or facts,
/// or give other brackets, if a shortcut were wrong.
@Suite struct LazyStructureTests {
    private func parallelArrays(in code: String) throws -> [Violation] {
        let rules = try ExampleHarness.rules(for: ParallelTabArraysRule.self, configuration: nil)
        return ExampleHarness.lint(["Tabs.swift": code], rules: rules).violations
    }

    /// No tab-bar API is named: only the type's name, read from the outline, makes it a tab file.
    @Test func aTypeNamedForTabsStillMakesATabFile() throws {
        let code = """
        final class HomeTabs {
            private let icons = ["house", "doc.text", "person"]
            private let titles = ["Home", "Orders", "Me"]

            func configure(_ buttons: [Button]) {
                for i in 0..<titles.count {
                    buttons[i].set(title: titles[i], image: icons[i])
                }
            }
        }
        """
        #expect(try parallelArrays(in: code).map(\.location.line) == [2])
        #expect(try parallelArrays(in: code.replacingOccurrences(of: "HomeTabs", with: "HomeTables")).isEmpty)
    }

    /// `mayNameTabs` may say yes too often, never no when a type or inheritance name is named for tabs.
    @Test func mayNameTabsNeverMissesATabName() {
        let sources = [
            "class HomeTabs {}", "class MainTabBarController: UIViewController {}", "struct Tab {}",
            "extension App.Tab {}", "class A: TabBase {}", "class A: B, RootTabs {}", "enum `Tab` {}",
            "class A: Ta bBar {}", "class A: T abs {}", "class A: T @unchecked abBar {}", "class A: T<X> ab {}",
            "class A: T /* c */ a b {}", "class A: MyTabÉcran {}", "class A: Tabs\u{301} {}", "class HomeTabsÉ {}",
            "class TabsX: UIViewController {}", "protocol P: MainTab {}", "actor Tab_ {}",
        ]
        var namedCount = 0
        for source in sources {
            let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
            let named = file.outline.types.contains {
                TabArraysRuleVocabulary.namesTabs($0.name) || $0.inheritance(in: file).contains(where: TabArraysRuleVocabulary.namesTabs)
            }
            if named {
                namedCount += 1
                #expect(TabArraysRuleVocabulary.mayNameTabs(file), "\(source)")
            }
        }
        #expect(namedCount == 15, "the joined and non-ASCII names are among those named for tabs")
        for source in ["class Table {}", "class A: UITableViewController {}", "class Tabular {}", "class Tabs_ {}", "let s = \"SELECT\""] {
            #expect(!TabArraysRuleVocabulary.mayNameTabs(SourceFile(path: "A.swift", bytes: Array(source.utf8))), "\(source)")
        }
    }

    /// Facts need the outline only in files that spell a fact's word; those still give them.
    @Test func factsStillComeFromTheOutline() {
        let file = SourceFile(path: "A.swift", bytes: Array("extension UIApplication {\n    var topWindow: UIWindow? { nil }\n}".utf8))
        #expect(FileFacts.extract(from: file).applicationMembers == ["topWindow"])
        let plain = SourceFile(path: "B.swift", bytes: Array("extension Foo {\n    var topWindow: Int { 1 }\n}".utf8))
        #expect(FileFacts.extract(from: plain).applicationMembers.isEmpty)
    }

    /// Copies share the outline, and threads asking together all get the same one.
    @Test func copiesAndThreadsShareOneOutline() {
        let file = SourceFile(path: "A.swift", bytes: Array(Fixtures.sceneDelegate.utf8))
        let copies = Array(repeating: file, count: 8)
        let names = UnsafeSendableBox(Array(repeating: [String](), count: copies.count))
        DispatchQueue.concurrentPerform(iterations: copies.count) { index in
            let functions = copies[index].outline.functions.map { $0.fullName(in: file) }
            names.set(index, functions)
        }
        let fresh = SourceFile(path: "A.swift", bytes: Array(Fixtures.sceneDelegate.utf8))
        let expected = fresh.outline.functions.map { $0.fullName(in: fresh) }
        #expect(!expected.isEmpty)
        #expect(names.values.allSatisfy { $0 == expected })
    }

    /// Built on first use (from a copy, on any thread), the enclosing brackets still agree with a
    /// plain scan, on stray closers and skipped openers too.
    @Test func enclosingBracketsAreBuiltOnFirstUse() {
        let sources = [
            Fixtures.tabBarController, "func f() { g(a[1], { x in (x) }) }", "f(a[1)] }", "{ ( [ ) }", "let x = [1, (2, 3)]",
        ]
        for source in sources {
            let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
            let copies = Array(repeating: file, count: 4)
            let results = UnsafeSendableBox(Array(repeating: [String](), count: copies.count))
            DispatchQueue.concurrentPerform(iterations: copies.count) { index in
                let copy = copies[index]
                results.set(index, copy.code.indices.map { String(describing: copy.enclosingBrackets(of: $0)) })
            }
            #expect(results.values.allSatisfy { $0 == results.values[0] }, "\(source)")
            #expect(StructureInvariants.violations(in: file).isEmpty, "\(source)")
        }
    }
}

/// Results written by index from concurrent iterations, each to its own slot.
private final class UnsafeSendableBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [[String]]
    init(_ values: [[String]]) { self.values = values }
    func set(_ index: Int, _ value: [String]) { lock.withLock { values[index] = value } }
}

/// A `FileAnalysis` is built once per file, whoever asks and from whichever copy of the file, and
/// each analysis type keeps its own value.
@Suite struct FileAnalysisTests {
    /// A new object each build: the same object twice means one build.
    private final class Count: Sendable {
        let identifiers: Int
        init(_ identifiers: Int) { self.identifiers = identifiers }
    }

    private enum IdentifierCount: FileAnalysis {
        static func analyse(_ file: SourceFile) -> Count {
            Count(file.code.filter { $0.kind == .identifier }.count)
        }
    }

    private enum FirstIdentifier: FileAnalysis {
        static func analyse(_ file: SourceFile) -> String {
            file.code.indices.first { file.isIdentifier($0) }.map(file.text) ?? ""
        }
    }

    @Test func builtOnceAndSharedByCopies() {
        let file = SourceFile(path: "T.swift", bytes: Array("let tabs = titles.map { $0 }".utf8))
        let copy = file
        let first = file.analysis(IdentifierCount.self)
        #expect(first.identifiers == 4)
        #expect(copy.analysis(IdentifierCount.self) === first)
        #expect(copy.analysis(FirstIdentifier.self) == "tabs")
        let other = SourceFile(path: "U.swift", bytes: Array("let a = b".utf8))
        #expect(other.analysis(IdentifierCount.self) !== first)
        #expect(other.analysis(IdentifierCount.self).identifiers == 2)
    }

    @Test func tokenContainsFoldedIgnoresCaseAndReadsOnlyItsToken() {
        let file = SourceFile(path: "T.swift", bytes: Array("UserPrefs.shared.poiTabIndex".utf8))
        let name = file.code.indices.first { file.spells($0, "poiTabIndex") }!
        #expect(file.tokenContainsFolded(name, "tabindex"))
        #expect(file.tokenContainsFolded(name, "poi"))
        #expect(!file.tokenContainsFolded(name, "prefs"))
        #expect(file.tokenContainsFolded(0, "prefs"))
        #expect(!file.tokenContainsFolded(0, "userprefsx"))
    }
}
