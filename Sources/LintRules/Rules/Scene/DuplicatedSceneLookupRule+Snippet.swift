import ProjectModel
import SwiftSource

/// The accessor extension a duplicated lookup's report suggests.
extension DuplicatedSceneLookupRule {
    /// The accessor to paste, for a lookup that yields a scene or a window. It is the lookup done
    /// right, not a copy of the one found: a copy would carry the copy's own flaw into the one
    /// place every caller reads (a `.foregroundActive` filter with no fallback is nil during
    /// launch and in the background, SPEC §8 `scene_activation_fallback`), and every snippet must
    /// lint clean with every rule.
    static func accessorSnippet(yield: SceneLookup.Yield) -> String {
        yield == .window ? windowAccessorSnippet : sceneAccessorSnippet
    }

    /// The active scene, else any window scene: what `--fix` creates, without the file's import.
    static let sceneAccessorSnippet = """
        extension UIWindowScene {
            /// The scene the user is looking at: the foreground-active one, else any connected window scene.
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }
        """

    /// That scene's key window, else its first one.
    static let windowAccessorSnippet = """
        extension UIWindowScene {
            /// The window in front: the key window of the scene the user is looking at, else its first window.
            static var currentWindow: UIWindow? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
                return scene?.keyWindow ?? scene?.windows.first
            }
        }
        """
}
