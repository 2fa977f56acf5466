/// Loops that keep the active scene with an `if` and cast it to a window scene where they use it:
/// one lookup, however the window it serves is called.
extension DuplicatedSceneLookupExamples {
    static func activeSceneLoop(window: String, mark: String = "", cast: String = "as? UIWindowScene") -> String {
        """
        func attach(_ \(window): UIWindow) {
            for windowScene in \(mark)UIApplication.shared.connectedScenes {
                if windowScene.activationState == .foregroundActive {
                    \(window).windowScene = windowScene \(cast)
                }
            }
        }
        """
    }

    static let loopsTriggering: [Example] = [
        Example(activeSceneLoop(window: "hudWindow", mark: "↓"),
                otherFiles: ["Toast.swift": activeSceneLoop(window: "toastWindow", mark: "↓", cast: "as! UIWindowScene")]),
    ]

    static let loopsNonTriggering: [Example] = [
        // The loop's scene is never a window scene: the loop reads the activation state only.
        Example(activeSceneLoop(window: "hudWindow", cast: "== nil ? nil : nil"),
                otherFiles: ["Toast.swift": activeSceneLoop(window: "toastWindow", cast: "== nil ? nil : nil")]),
    ]
}
