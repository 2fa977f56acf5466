/// A SwiftUI bar given its tabs as arrays through its memberwise initializer, and the screen that
/// hands them over: both keep the tabs in two places.
extension ParallelTabArraysExamples {
    static let memberwiseBar = """
    struct CustomTabBar: View {
        @Binding var selected: Int
        var titles: [String]
        var images: [String]

        var body: some View {
            HStack {
                ForEach(0..<titles.count, id: \\.self) { i in
                    Button { selected = i } label: {
                        VStack { Image(images[i]); Text(titles[i]) }
                    }
                }
            }
        }
    }
    """

    static let markedMemberwiseBar = memberwiseBar.replacingOccurrences(of: "    var titles: [String]", with: "    var ↓titles: [String]")

    static let memberwiseTriggering: [Example] = [
        Example(markedMemberwiseBar),
        Example("""
        struct MainView: View {
            @State private var selected = 0
            private let ↓tabTitles = ["Feed", "Projects", "Profile"]
            private let tabImages = ["feed", "rocket", "profile"]

            var body: some View {
                CustomTabBar(selected: $selected, titles: tabTitles, images: tabImages)
            }
        }
        """, otherFiles: ["CustomTabBar.swift": markedMemberwiseBar]),
    ]

    /// Arrays handed to a view that names no tab: a chart's labels and values.
    static let memberwiseNonTriggering: [Example] = [
        Example("""
        struct StatsView: View {
            private let labels = ["Mon", "Tue", "Wed"]
            private let values = [3, 5, 2]

            var body: some View {
                BarChart(labels: labels, values: values)
            }
        }
        """),
    ]
}
