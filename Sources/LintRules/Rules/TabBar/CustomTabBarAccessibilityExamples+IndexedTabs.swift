/// A SwiftUI bar laid out by a loop over numbers (`ForEach(0..<4) { num in … }`) that reads the
/// tabs from an array by that number: the array's name says these are the tabs, whatever the
/// selection is called.
extension CustomTabBarAccessibilityExamples {
    static let indexedTabsTriggering: [Example] = [
        Example(indexedRow(collection: "tabbarImages", marked: true)),
        // A bar of a view named for no tab bar, whose button builder (`self.tabButton(…)`) sets
        // the tab's number and the state named for tabs.
        Example(builtRow(state: "currentTabName", marked: true)),
    ]

    static let indexedTabsNonTriggering: [Example] = [
        // The same row over an array of photos: a thumbnail strip choosing a picture.
        Example(indexedRow(collection: "photoNames", marked: false)),
        // The same row choosing a filter: nothing it sets is named for tabs.
        Example(builtRow(state: "currentFilterName", marked: false)),
    ]

    /// A screen that switches its content on `selectedViewIndex`, above a row of images read
    /// from `collection` by the loop's number and tapped to select.
    static func indexedRow(collection: String, marked: Bool) -> String {
        let mark = marked ? "↓" : ""
        return """
            struct ContentView: View {
                @State private var selectedViewIndex = 0
                let \(collection) = ["house", "dumbbell", "message", "person"]

                var body: some View {
                    VStack {
                        ZStack {
                            switch selectedViewIndex {
                            case 1: TrainingsView()
                            case 2: ChatsView()
                            case 3: ProfileView()
                            default: HomeView()
                            }
                        }
                        Spacer()
                        \(mark)HStack(alignment: .center) {
                            ForEach(0..<4) { num in
                                Spacer()
                                VStack {
                                    \(mark)Image(systemName: \(collection)[num])
                                        .font(.system(size: 30))
                                        .foregroundColor(selectedViewIndex == num ? .orange : .secondary)
                                        .\(mark)onTapGesture {
                                            \(mark)selectedViewIndex = num
                                        }
                                }
                                Spacer()
                            }
                        }
                    }
                }
            }
            """
    }

    /// A row of four buttons made by `self.tabButton(index:)`, each setting `index` and
    /// `state` to its entry.
    static func builtRow(state: String, marked: Bool) -> String {
        let mark = marked ? "↓" : ""
        return """
            struct CustomNavigation: View {
                @Binding var index: Int
                @Binding var \(state): String

                var body: some View {
                    \(mark)HStack {
                        ForEach(0..<4) { i in
                            self.tabButton(index: i)
                            if i < 3 { Spacer() }
                        }
                    }
                    .padding(.vertical)
                    .background(Color.orange)
                }

                private func tabButton(index: Int) -> some View {
                    let titles = ["Home", "Search", "New", "Saved"]
                    let images = ["house", "magnifyingglass", "plus", "heart.fill"]
                    return Button(action: {
                        self.index = index
                        self.\(mark)\(state) = titles[index]
                    }, label: {
                        HStack(spacing: 15) {
                            Image(systemName: images[index])
                            Text(titles[index])
                        }
                    })
                    .background(Color.red.opacity(self.index == index ? 1 : 0))
                }
            }
            """
    }
}
