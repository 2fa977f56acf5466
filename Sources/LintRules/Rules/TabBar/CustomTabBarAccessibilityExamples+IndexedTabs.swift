/// A SwiftUI bar laid out by a loop over numbers (`ForEach(0..<4) { num in … }`) that reads the
/// tabs from an array by that number: the array's name says these are the tabs, whatever the
/// selection is called.
extension CustomTabBarAccessibilityExamples {
    static let indexedTabsTriggering: [Example] = [
        Example(indexedRow(collection: "tabbarImages", marked: true)),
    ]

    static let indexedTabsNonTriggering: [Example] = [
        // The same row over an array of photos: a thumbnail strip choosing a picture.
        Example(indexedRow(collection: "photoNames", marked: false)),
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
}
