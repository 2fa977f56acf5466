import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// The accessor a duplicated lookup suggests is the lookup done right, whatever the copies say:
/// the active scene with a fallback, and for windows the key window first.
@Suite struct AccessorSnippetTests {
    @Test func sceneAndWindowAccessorsHaveAFallback() {
        let scene = DuplicatedSceneLookupRule.accessorSnippet(yield: .scene)
        #expect(scene.contains("static var current: UIWindowScene? {"))
        #expect(scene.contains("?? scenes.first"))
        let window = DuplicatedSceneLookupRule.accessorSnippet(yield: .window)
        #expect(window.contains("static var currentWindow: UIWindow? {"))
        #expect(window.contains("?? scenes.first") && window.contains("scene?.keyWindow ?? scene?.windows.first"))
    }

    @Test func theSceneSnippetIsTheAccessorFixCreates() {
        #expect(DuplicatedSceneLookupRule.createdAccessor.contains(DuplicatedSceneLookupRule.sceneAccessorSnippet))
    }
}
