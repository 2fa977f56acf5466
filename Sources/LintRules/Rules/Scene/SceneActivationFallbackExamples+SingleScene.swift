/// `scene_activation_fallback` and the app's scenes: `connectedScenes.first` is the app's scene in
/// an app target that shows one (its Info keys, an iPhone-only target, the Info.plists of an app
/// whose Xcode project is not committed, the project's apps for a file in no target).
extension SceneActivationFallbackExamples {
    static let singleSceneTriggering: [Example] = [
        // No Xcode project committed, and one of the app's Info.plists allows several scenes.
        Example("let scene = ↓UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App/Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: true),
            "Widget/Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: false),
        ]),
    ]

    static let singleSceneNonTriggering: [Example] = [
        // An iPhone-only app target shows one window scene even when its manifest allows more.
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: [
                "INFOPLIST_FILE": "Info.plist", "TARGETED_DEVICE_FAMILY": "1",
            ]),
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: true),
        ]),
        // A stale copy in no target of a project whose one app shows one scene.
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Main.swift"], settings: ["INFOPLIST_FILE": "Info.plist"]),
            "Main.swift": "let app = 1",
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: false),
        ]),
        // No Xcode project committed: the app's Info.plist tells one scene (an empty plist
        // beside it tells nothing).
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App/Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: false),
            "App/Resources/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
        ]),
        // An app target that shows one scene: the first connected scene is the app's scene.
        Example("let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene", otherFiles: [
            "App.xcodeproj/project.pbxproj": ExampleProject.app(sources: ["Example.swift"], settings: ["INFOPLIST_FILE": "Info.plist"]),
            "Info.plist": SceneActivationFallbackRule.sceneManifest(multipleScenes: false),
        ]),
    ]
}
