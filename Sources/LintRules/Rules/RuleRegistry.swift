import ProjectModel
import SwiftSource

/// Every rule tablint has, in the order `tablint rules` and `Rules.md` list them. A constant
/// list, not a registry rules add themselves to: nothing here changes at run time.
package enum RuleRegistry {
    package static let all: [any Rule.Type] = [
        CustomTabBarAccessibilityRule.self,
        DeprecatedWindowAPIRule.self,
        DuplicatedSceneLookupRule.self,
        HardcodedBarHeightRule.self,
        ParallelTabArraysRule.self,
        SceneActivationFallbackRule.self,
        StoryboardPlistLeftoverRule.self,
        UncheckedTabIndexRule.self,
        UnretainedSceneWindowRule.self,
        WindowWithoutSceneRule.self,
        SuperfluousDisableRule.self,
    ]

    package static var descriptions: [RuleDescription] { all.map { $0.description } }

    static var identifiers: [String] { all.map { $0.description.identifier } }

    package static var descriptionsByIdentifier: [String: RuleDescription] {
        Dictionary(uniqueKeysWithValues: descriptions.map { ($0.identifier, $0) })
    }

    package static func type(for identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
