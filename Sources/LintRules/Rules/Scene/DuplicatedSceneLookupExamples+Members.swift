/// Copies of one key-window lookup that differ in where they read the window's member: inside the
/// `compactMap` closure, or after `.first`.
extension DuplicatedSceneLookupExamples {
    static let membersTriggering: [Example] = [
        Example("""
        let root = ↓UIApplication.shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first?.rootViewController
        """, otherFiles: [
            "NativeAdView.swift": """
            let presenter = ↓UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow?.rootViewController }.first
            """,
        ]),
        // A getter whose lookup reads the inset inside the closure returns the inset: no accessor
        // of the window for the other copy to call, but a second copy of its lookup.
        Example("""
        private var safeAreaInsetTop: CGFloat {
            ↓UIApplication.shared.connectedScenes
                .compactMap { ($0 as? UIWindowScene)?.keyWindow?.safeAreaInsets.top }
                .first ?? 0
        }
        """, otherFiles: [
            "GoogleSignInView.swift": """
            let root = ↓UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
            """,
        ]),
    ]

    static let membersNonTriggering: [Example] = [
        // The first scene's window, and the key window of any scene: two lookups.
        Example("""
        let root = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?.rootViewController
        """, otherFiles: [
            "NativeAdView.swift": """
            let presenter = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController
            """,
        ]),
    ]
}
