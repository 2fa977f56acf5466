/// `hardcoded_bar_height` in a navigation bar of the app's own: the bar's height is the system
/// bar's it stands in for (44 on an iPhone, not in a compact landscape one, nor with larger text);
/// the buttons in it are 44 tall for a finger, which is the app's own sizing.
extension HardcodedBarHeightExamples {
    static let ownNavigationBarsTriggering: [Example] = [
        Example("""
        struct ScreenNavBar<Leading: View, Trailing: View>: View {
            var leading: () -> Leading
            var trailing: () -> Trailing

            var body: some View {
                HStack(spacing: 0) {
                    leading()
                    Spacer()
                    trailing()
                }
                .frame(height: ↓44)
            }
        }
        """),
        Example("""
        final class ReaderNavigationBar: UIView {
            func setExpanded(_ isExpanded: Bool) {
                UIView.animate(withDuration: 0.3) {
                    self.contentView.snp.updateConstraints { make in
                        make.height.equalTo(isExpanded ? ↓44 : 18)
                    }
                    self.layoutIfNeeded()
                }
            }
        }
        """),
    ]

    static let ownNavigationBarsNonTriggering: [Example] = [
        Example("""
        final class ArticleNavigationBar: UIView {
            lazy var backButton: UIButton = {
                let button = UIButton.init(frame: CGRect.init(x: 0, y: statusBarHeight, width: buttonWidth, height: 44))
                button.setImage(UIImage(named: "back"), for: .normal)
                return button
            }()
            func layoutShareButton() {
                shareButton.frame = CGRect(x: bounds.width - buttonWidth, y: statusBarHeight, width: buttonWidth, height: 44)
            }
        }
        """),
        // The bar's icon, not its row.
        Example("""
        struct ScreenNavBar: View {
            var body: some View {
                HStack {
                    Image("logo").resizable().frame(height: 44)
                    Spacer()
                }
            }
        }
        """),
    ]
}
