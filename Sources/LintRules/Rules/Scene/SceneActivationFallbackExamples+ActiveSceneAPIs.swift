/// `scene_activation_fallback` and the APIs that must be given the scene the user is looking at
/// (`requestReview(in:)`, `showManageSubscriptions(in:)`, the offer-code sheet): a `.foregroundActive`
/// lookup handed to one needs no fallback, however the value reaches it.
extension SceneActivationFallbackExamples {
    static let activeSceneAPIsNonTriggering: [Example] = [
        // Held in a local, unwrapped by a `guard`, then handed to the review prompt.
        Example("""
        func promptForReview() -> Bool {
            let windowScene = UIApplication.shared.connectedScenes
                .filter { $0.activationState == .foregroundActive }
                .compactMap { $0 as? UIWindowScene }
                .first
            guard let scene = windowScene else { return false }
            SKStoreReviewController.requestReview(in: scene)
            return true
        }
        """),
        // The same, unwrapped under the name it had.
        Example("""
        private static func presentAppStoreReviewPrompt() throws {
            let scene = UIApplication.shared.connectedScenes.first(where: {
                $0.activationState == .foregroundActive
            }) as? UIWindowScene
            guard let scene = scene else { throw PromptError.noActiveScene }
            SKStoreReviewController.requestReview(in: scene)
        }
        """),
        Example("""
        func askForReview() {
            if let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene {
                SKStoreReviewController.requestReview(in: scene)
            }
        }
        """),
        Example("""
        func manageSubscriptions() async throws {
            guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { return }
            try await AppStore.showManageSubscriptions(in: scene)
        }
        """),
        Example("""
        func redeemOfferCode() {
            guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { return }
            SKPaymentQueue.default().presentOfferCodeRedeemSheet(in: scene)
        }
        """),
        Example("""
        func review() {
            AppStore.requestReview(in: UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as! UIWindowScene)
        }
        """),
        Example("""
        extension UIApplication {
            var activeScene: UIWindowScene? {
                let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                if let active = scenes.first(where: { $0.activationState == .foregroundActive }) {
                    return active
                }
                return scenes.first
            }
        }
        """),
        Example("""
        func presenter() -> UIViewController? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                .filter { $0.activationState == .foregroundActive }
            let scene = scenes.first ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
            return scene?.keyWindow?.rootViewController
        }
        """),
        // The active scene, found by a helper whose only caller hands it to `requestReview(in:)`.
        Example("""
        enum ReviewPrompt {
            static func askIfDue() {
                guard let scene = activeScene() else { return }
                requestReview(in: scene)
            }

            private static func activeScene() -> UIWindowScene? {
                UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
            }

            private static func requestReview(in scene: UIWindowScene) {
                SKStoreReviewController.requestReview(in: scene)
            }
        }
        """),
        // The lookup in parentheses, bound by `if let`.
        Example("""
        func makeReviewRequest() {
            if let scene = (UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene) {
                SKStoreReviewController.requestReview(in: scene)
            }
        }
        """),
        // The active scene found through a local, cast where it is unwrapped, and handed to the review sheet.
        Example("""
        extension PersistentStore {
            func appLaunched() {
                let allScenes = UIApplication.shared.connectedScenes
                let scene = allScenes.first { $0.activationState == .foregroundActive }
                if let windowScene = scene as? UIWindowScene {
                    SKStoreReviewController.requestReview(in: windowScene)
                }
            }
        }
        """),
    ]
}
