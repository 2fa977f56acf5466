extension DuplicatedSceneLookupRule {
    /// The copies that meet, as groups: the connected parts of the graph whose edges are
    /// `related`, each sorted, in the order of their first member. Whether two copies meet
    /// depends only on their module lists, so the graph is walked between the distinct lists
    /// (a handful in a project), not between copies: 4,000 copies of one lookup asked 16
    /// million questions pairwise (issue 23).
    ///
    /// `members` ascending; `modules[i]` is member `i`'s module list.
    static func meetingGroups(of members: [Int], modules: [[Int]], related: ([Int], [Int]) -> Bool) -> [[Int]] {
        var classOfList: [[Int]: Int] = [:]
        var lists: [[Int]] = []
        var membersOfClass: [[Int]] = []
        for member in members {
            let list = modules[member]
            if let known = classOfList[list] {
                membersOfClass[known].append(member)
            } else {
                classOfList[list] = lists.count
                lists.append(list)
                membersOfClass.append([member])
            }
        }
        // Two copies with the same list meet when that list meets itself; a class that meets
        // another class brings all its members along through that class's copies.
        let meetsItself = lists.map { related($0, $0) }
        var component = Array(repeating: -1, count: lists.count)
        var classGroups: [[Int]] = []
        for start in lists.indices where component[start] < 0 {
            component[start] = classGroups.count
            var group = [start]
            var queue = [start]
            while let next = queue.popLast() {
                for other in lists.indices where component[other] < 0 && related(lists[next], lists[other]) {
                    component[other] = classGroups.count
                    group.append(other)
                    queue.append(other)
                }
            }
            classGroups.append(group)
        }
        var groups: [[Int]] = []
        for classes in classGroups {
            if classes.count == 1, !meetsItself[classes[0]] {
                // Copies that meet no one, not even each other: each alone.
                groups += membersOfClass[classes[0]].map { [$0] }
            } else {
                groups.append(classes.flatMap { membersOfClass[$0] }.sorted())
            }
        }
        return groups.sorted { $0[0] < $1[0] }
    }
}
