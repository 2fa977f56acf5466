import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// What the examples cannot show for `custom_tab_bar_accessibility`: the message names the
/// tabs, the snippet uses the `Tab` enum `parallel_tab_arrays` writes for the same type, and the
/// problems of one bar are told apart.
@Suite struct CustomTabBarAccessibilityTests {
    static let seed = """
    final class ShellController: UITabBarController {
        private let bar = UIView()
        private let tabImages = ["tab_home", "tab_mine"]
        private let tabTitles = ["首页", "我的"]
        private var items: [UIButton] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tabBar.isHidden = true
            view.addSubview(bar)
            for index in 0..<tabTitles.count {
                let button = UIButton(type: .custom)
                let icon = UIImageView(image: UIImage(named: tabImages[index]))
                let label = UILabel()
                label.text = tabTitles[index]
                button.addSubview(icon)
                button.addSubview(label)
                items.append(button)
                bar.addSubview(button)
            }
        }
    }
    """

    private func lint(_ code: String, allRules: Bool = false) -> [Violation] {
        let rules: [any Rule] = allRules ? SnippetsLintCleanTests.allRules : [CustomTabBarAccessibilityRule(options: RuleOptions(identifier: "custom_tab_bar_accessibility"))]
        return ExampleHarness.lint(["Shell.swift": code], rules: rules).violations
    }

    @Test func everyProblemOnceWithItsOwnFingerprint() {
        let violations = lint(Self.seed).filter { $0.ruleIdentifier == "custom_tab_bar_accessibility" }
        #expect(violations.count == 4)
        #expect(Set(violations.map(\.flaggedText)).count == 4)
        #expect(violations.allSatisfy { !$0.related.isEmpty })
    }

    @Test func theMessageNamesTheTabs() throws {
        let name = try #require(lint(Self.seed).first { $0.message.contains("accessible name") })
        #expect(name.message.contains("“首页”, “我的”"))
        #expect(name.location.line == 12)
    }

    @Test func theSnippetUsesTheGeneratedTabEnum() throws {
        let violations = lint(Self.seed, allRules: true)
        let arrays = try #require(violations.first { $0.ruleIdentifier == "parallel_tab_arrays" }?.snippet)
        let bar = try #require(violations.first { $0.ruleIdentifier == "custom_tab_bar_accessibility" }?.snippet)
        // The enum has `image` and `title` (from `tabImages`, `tabTitles`); the bar's code reads them.
        #expect(arrays.contains("var image: String") && arrays.contains("var title: String"), "\(arrays)")
        #expect(bar.contains("button.accessibilityLabel = tab.title"), "\(bar)")
        #expect(bar.contains("UIImage(named: tab.image)"), "\(bar)")
        #expect(bar.contains("items[tab.rawValue]") && bar.contains("bar.accessibilityTraits = .tabBar"), "\(bar)")
        // Together they lint clean and parse.
        let both = arrays + "\n\n" + bar
        #expect(lint(both, allRules: true).isEmpty, "\(both)")
        if SwiftCompiler.isAvailable { #expect(try SwiftCompiler.parseErrors(both) == nil) }
    }

    @Test func aBarThatDoesEverythingIsSilent() {
        let fixed = Self.seed
            .replacingOccurrences(of: "view.addSubview(bar)", with: "view.addSubview(bar)\n        bar.accessibilityTraits = .tabBar")
            .replacingOccurrences(of: "items.append(button)", with: """
            items.append(button)
                        button.accessibilityLabel = tabTitles[index]
                        button.showsLargeContentViewer = true
                        button.isSelected = index == selectedIndex
            """)
        #expect(lint(fixed).isEmpty, "\(lint(fixed).map(\.message))")
    }

    /// A title shown on the selected tab alone: the message says so rather than "no `Text`".
    @Test func aTitleOnTheSelectedTabAloneIsNamedInTheMessage() throws {
        let bar = try #require(CustomTabBarAccessibilityExamples.selectedTitleTriggering.first).plainCode
        let name = try #require(lint(bar).first { $0.message.contains("accessible name") })
        #expect(name.message.contains("shows only on the selected tab"))
        let titled = bar.replacingOccurrences(of: "if selectedTab == tab {\n                        Text(tab.title)\n                    }", with: "")
        #expect(titled != bar)
        let imageOnly = try #require(lint(titled).first { $0.message.contains("accessible name") })
        #expect(imageOnly.message.contains("no `Text`"))
    }
}
