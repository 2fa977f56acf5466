import ProjectModel
import SwiftSource

/// Status, navigation, tab and home-indicator heights written as numbers.
struct HardcodedBarHeightRule: Rule {
    let heights: HeightSet

    static let defaultHeights: [Double] = [20, 44, 47, 48, 49, 50, 54, 59, 64, 83, 88, 34, 21]

    package init(options: RuleOptions) throws(ConfigurationError) {
        heights = HeightSet(try options.numbers("heights", default: Self.defaultHeights, positive: true))
    }

    func check(_ file: SourceFile) -> [Violation] {
        var violations: [Violation] = []
        var reader = BarHeightContext(file: file, heights: heights)
        var isTestCode: Bool?
        // `return CGFloat(88)`, `CGFloat(UIScreen.height - 64)`: judged where the conversion is
        // read as what it converts.
        var converted: [Int] = []
        for number in file.numberTokens {
            let index = Int(number)
            guard let value = file.numberValue(index), heights.contains(value) else { continue }
            // A test's device model (`bottomSafeArea = 34` for a simulated home indicator) is a
            // fixture. Asked at the first bar-sized number: most files have none.
            if isTestCode == nil { isTestCode = file.isTestCode }
            if isTestCode == true { return [] }
            if Self.isConverted(index, in: file) {
                converted.append(index)
                continue
            }
            // Asked last: most numbers have no bar context at all.
            guard let context = reader.context(of: index), !reader.isInRowSizing(index, of: context), !reader.isOwnComponentHeight(index) else { continue }
            var violation = file.violation(Self.description, from: index, message: context.message(file.text(index)),
                                           suggestion: context.suggestion)
            // `kNavigationBarHeight + 20`: a margin if that name, declared elsewhere, holds the status bar.
            if value == 20, let name = reader.navigationNameAdded(to: index) { violation.key = Self.navigationSumKey + name }
            if case let .namedConstant(name) = context.kind, reader.declaresStatusInclusiveNavigation(index, name: name) {
                violation.key = Self.navigationDeclarationKey + name
            }
            violations.append(violation)
        }
        if !converted.isEmpty {
            violations += convertedNumbers(converted, in: file)
            violations.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        }
        return violations
    }

    static let navigationSumKey = "navsum="
    static let navigationDeclarationKey = "navdecl="

    /// A 20 added to a navigation-bar name whose declaration, in a file the code sees, already
    /// adds the status bar (`kNavigationBarHeight = kStatusBarHeight + 44`) is a margin below both
    /// bars. The declarations are this rule's own findings (their 44), read from the keys.
    func finish(_ violations: [Violation], project: ProjectFacts) -> [Violation] {
        guard violations.contains(where: { $0.key != nil }) else { return violations }
        var declarations: [String: [String]] = [:]
        for violation in violations {
            guard let key = violation.key, key.hasPrefix(Self.navigationDeclarationKey) else { continue }
            declarations[String(key.dropFirst(Self.navigationDeclarationKey.count)), default: []].append(violation.location.path)
        }
        return violations.compactMap { violation in
            guard let key = violation.key else { return violation }
            var kept = violation
            kept.key = nil
            guard key.hasPrefix(Self.navigationSumKey) else { return kept }
            let paths = declarations[String(key.dropFirst(Self.navigationSumKey.count))] ?? []
            return paths.contains(where: { project.scope.sees(violation.location.path, $0) }) ? nil : kept
        }
    }

    package static let description = RuleDescription(
        identifier: "hardcoded_bar_height",
        name: "Hard-coded Bar Height",
        kind: .lint,
        severity: .warning,
        summary: "Status, navigation, tab or home-indicator heights written as numbers (20, 44, 49, 64, 83, 88, 34 …) in layout arithmetic, a bar's frame or constraint, a safe-area fallback (also through a local, or as a getter's other branch), a device-flag guess, a device-sniffing comparison, SwiftUI frames and edge padding of a custom bar, or a bar-height constant.",
        rationale: """
        Bar heights are not constants: the status bar is 20, 44, 47, 48, 54 or 59 points depending \
        on the iPhone, a tab bar is 49 plus the home indicator (34) on Face ID phones and 50 or 65 \
        on iPad, and both change with Dynamic Type, split view and multitasking. A number that was \
        right on one device clips content or leaves a gap on the next, and `isIPhoneX ? 88 : 64` \
        guesses break with every new screen. UIKit already knows the real values. Numbers that \
        size an icon, a font, a label inside a bar, a corner radius or a table row are not bar \
        heights; neither are counts and limits.
        """,
        suggestion: "Measure instead of guessing: `view.safeAreaInsets`, `view.safeAreaLayoutGuide`, `tabBar.frame.height`, `navigationController?.navigationBar.frame.height`, `statusBarManager?.statusBarFrame.height`.",
        suggestedCode: """
        // Pin content to the safe area instead of subtracting bar heights:
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        // Or measure the bars that are there:
        let tabBarHeight = tabBarController?.tabBar.frame.height ?? 0
        let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        """,
        options: [RuleOption("heights", .numbers, default: "[20, 44, 47, 48, 49, 50, 54, 59, 64, 83, 88, 34, 21]",
                             "The numbers that are bar heights.")],
        triggeringExamples: HardcodedBarHeightExamples.triggering + HardcodedBarHeightExamples.constraintsTriggering
            + HardcodedBarHeightExamples.namesAndSniffingTriggering + HardcodedBarHeightExamples.ownNavigationBarsTriggering
            + HardcodedBarHeightExamples.ownTabBarsTriggering + HardcodedBarHeightExamples.framesTriggering,
        nonTriggeringExamples: HardcodedBarHeightExamples.nonTriggering + HardcodedBarHeightExamples.constraintsNonTriggering
            + HardcodedBarHeightExamples.namesAndSniffingNonTriggering + HardcodedBarHeightExamples.notSystemBarsNonTriggering
            + HardcodedBarHeightExamples.ownNavigationBarsNonTriggering
            + HardcodedBarHeightExamples.ownTabBarsNonTriggering + HardcodedBarHeightExamples.framesNonTriggering
    )
}
