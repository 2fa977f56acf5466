/// `hardcoded_bar_height` and `.safeAreaInset(edge:)`: only an empty spacer in a file that shows a
/// tab bar keeps a bar's room; a real view there is the inset itself, sized by design.
extension HardcodedBarHeightExamples {
    static let safeAreaInsetNonTriggering: [Example] = [
        Example("""
        struct PlayerScreen: View {
            var body: some View {
                Artwork()
                    .safeAreaInset(edge: .bottom) {
                        PlaybackControls()
                            .frame(height: 48)
                    }
            }
        }
        """),
        // Room for the sign-in buttons laid over the list; there is no tab bar here.
        Example("""
        struct SignInView: View {
            var body: some View {
                ZStack(alignment: .bottom) {
                    List { BenefitsSection() }
                        .safeAreaInset(edge: .bottom) {
                            Color.clear.frame(height: 88)
                        }
                    SignInButtons()
                }
            }
        }
        """),
    ]
}
