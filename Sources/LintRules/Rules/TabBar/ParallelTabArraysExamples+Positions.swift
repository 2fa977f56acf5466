/// Arrays read at positions written out (`titles[0]`, `icons[0]`): the tabs twice only when read
/// tab by tab at two positions or more; and one `Int` parameter name in two handlers.
extension ParallelTabArraysExamples {
    static let positionsTriggering: [Example] = [
        // Each tab's title and icon written out at its position, tab by tab.
        Example("""
        final class MainTabBarController: UITabBarController {
            private let ↓titles = ["Home", "Profile"]
            private let icons = ["house", "person"]

            override func viewDidLoad() {
                super.viewDidLoad()
                homeButton.setTitle(titles[0], for: .normal)
                homeButton.setImage(UIImage(systemName: icons[0]), for: .normal)
                profileButton.setTitle(titles[1], for: .normal)
                profileButton.setImage(UIImage(systemName: icons[1]), for: .normal)
            }
        }
        """),
    ]

    static let positionsNonTriggering: [Example] = [
        // Two handlers told of different choices, each by a parameter of the same name, and
        // each choice's default shown at its first position.
        Example("""
        final class CalendarTabViewController: UITabBarController {
            let calendarTypeNames = ["Gregorian", "Hijri"]
            let viewTypeNames = ["Monthly", "Weekly"]

            func handleCalendarTypeSelection(selectedIndex: Int) {
                calendarView.calendarTypeLabel = calendarTypeNames[selectedIndex]
            }

            func handleViewTypeSelection(selectedIndex: Int) {
                calendarView.viewTypeLabel = viewTypeNames[selectedIndex]
            }

            func showDefaults() {
                calendarView.calendarTypeLabel = calendarTypeNames[0]
                calendarView.viewTypeLabel = viewTypeNames[0]
            }
        }
        """),
    ]
}
