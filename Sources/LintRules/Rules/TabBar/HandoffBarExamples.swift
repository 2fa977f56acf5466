/// A hand-made tab bar named for nothing about tabs: a view makes a button per tab from literal
/// arrays and tells its owner the tapped button's tag; the owner, in another file, swaps its
/// child view controllers with that number. Three rules find their part of it (`TagHandoffs`),
/// so the examples share the two files; each rule marks its own tokens.
enum HandoffBarExamples {
    static func stripView(container: String = "", array: String = "", tag: String = "") -> String {
        """
        protocol MenuStripDelegate: AnyObject { func menuStrip(didPick index: Int) }

        final class \(container)MenuStrip: UIView {
            weak var delegate: MenuStripDelegate?
            private var buttons: [UIButton] = []
            private let \(array)captions = ["Feed", "Search", "Me"]
            private let glyphs = ["feed", "search", "me"]

            override init(frame: CGRect) {
                super.init(frame: frame)
                for i in 0..<captions.count {
                    let button = UIButton(type: .custom)
                    button.tag = i
                    button.setTitle(captions[i], for: .normal)
                    button.setImage(UIImage(named: glyphs[i]), for: .normal)
                    button.addTarget(self, action: #selector(picked(_:)), for: .touchUpInside)
                    addSubview(button)
                    buttons.append(button)
                }
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc private func picked(_ sender: UIButton) {
                buttons.forEach { $0.isSelected = $0 == sender }
                delegate?.menuStrip(didPick: sender.\(tag)tag)
            }
        }
        """
    }

    /// The owner: a plain view controller that swaps its children with the number.
    static let rootController = """
    final class RootViewController: UIViewController, MenuStripDelegate {
        private let pages = [FeedViewController(), SearchViewController(), MeViewController()]
        private var current: UIViewController?

        func menuStrip(didPick index: Int) {
            current?.view.removeFromSuperview()
            current?.removeFromParent()
            let page = pages[index]
            addChild(page)
            view.addSubview(page.view)
            current = page
        }
    }
    """

    /// The owner swapping its children through a helper of its own.
    static let pagingController = """
    final class RootViewController: UIViewController, MenuStripDelegate {
        private let pages = [FeedViewController(), SearchViewController(), MeViewController()]

        func menuStrip(didPick index: Int) { show(page: index) }

        private func show(page index: Int) {
            let page = pages[index]
            addChild(page)
            view.addSubview(page.view)
        }
    }
    """

    /// The strip named for the page titles it shows, and its owner.
    static let titleStripView = stripView().replacingOccurrences(of: "MenuStrip", with: "HomeTitleView")
    static let titleStripPagingController = pagingController.replacingOccurrences(of: "MenuStrip", with: "HomeTitleView")

    /// An owner that filters a list with the number: the strip is a filter bar, not tabs.
    static let filterController = """
    final class FeedViewController: UIViewController, MenuStripDelegate {
        private let filters = ["all", "photos", "videos"]
        private var filter = "all"

        func menuStrip(didPick index: Int) {
            filter = filters[index]
            reload()
        }
    }
    """
}
