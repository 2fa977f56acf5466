import SwiftSource

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

/// A window read off a scene lookup (`(connectedScenes.first as? UIWindowScene)?.windows.first`)
/// repeats the scene lookup it starts with, whatever window it then picks. It is grouped by its
/// whole spelling when that has copies or an accessor of its own, else with its scene part.
extension DuplicatedSceneLookupRule {
    static let scenePartSeparator = "\u{3}"

    /// The key of the scene part of a window lookup's key: what precedes its last `.windows` (or
    /// the scene's own `.keyWindow`) outside brackets, without `?` and the parentheses around it;
    /// nil when the windows are not read off one scene (`flatMap { $0.windows }`).
    static func scenePartKey(of key: String) -> String? {
        let bytes = Array(key.utf8)
        let windows: [UInt8] = Array(".windows".utf8)
        let keyWindow: [UInt8] = Array(".keyWindow".utf8)
        func endsName(_ end: Int) -> Bool {
            end >= bytes.count || !CharacterClass.isASCIIIdentifierBody(bytes[end])
        }
        var depth = 0
        var cut: Int?
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "."):
                if depth == 0, bytes[index...].starts(with: windows)
                    || (bytes[index...].starts(with: keyWindow) && endsName(index + keyWindow.count)) {
                    cut = index
                }
            default: break
            }
            index += 1
        }
        guard var end = cut else { return nil }
        if end > 0, bytes[end - 1] == UInt8(ascii: "?") { end -= 1 }
        var start = 0
        if end - start >= 2, bytes[start] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") {
            start += 1
            end -= 1
        }
        guard end > start else { return nil }
        let part = bytes[start..<end]
        // A scene picked (`first`, `last`, a cast), not the collection of every scene.
        let picks = part.indices.contains { index in
            switch part[index] {
            case UInt8(ascii: "."): part[index...].starts(with: ".first".utf8) || part[index...].starts(with: ".last".utf8)
            case UInt8(ascii: "a"): part[index...].starts(with: "as?".utf8)
            default: false
            }
        }
        return picks ? String(decoding: part, as: UTF8.self) : nil
    }

    /// Each candidate keyed by its whole lookup, or by its scene part when that is a window lookup
    /// with neither copies nor an accessor of its own. Such a copy cannot be rewritten to a scene
    /// accessor by the whole-lookup fix, so it carries none. A scene lookup with no copy of its own
    /// joins the window lookups that are copies of each other and read windows off that same scene
    /// (`let scene = …first as? UIWindowScene` beside two `(…first as? UIWindowScene)?.windows.first`):
    /// it is the third copy of that scene; it keeps no fix, as the group's accessor yields a window.
    func regroupingWindowsByScene(_ violations: [Violation]) -> [Violation] {
        // The separator is one byte, which no key spells otherwise.
        let separator = Self.scenePartSeparator.utf8.first!
        guard violations.contains(where: { $0.key?.utf8.contains(separator) == true }) else { return violations }
        func parts(_ key: String) -> (whole: String, scene: String?) {
            let utf8 = key.utf8
            guard let cut = utf8.firstIndex(of: separator) else { return (key, nil) }
            return (String(key[..<cut]), String(key[utf8.index(after: cut)...]))
        }
        var count: [String: Int] = [:]
        var served: Set<String> = []
        for violation in violations {
            guard let key = violation.key else { continue }
            let whole = parts(key).whole
            count[whole, default: 0] += 1
            if violation.anchor != nil { served.insert(whole) }
        }
        // The first group of window copies reading off each scene part, in project order.
        var windowGroupByScene: [String: String] = [:]
        for violation in violations {
            guard let key = violation.key else { continue }
            let (whole, scene) = parts(key)
            if let scene, count[whole, default: 0] >= minimumOccurrences, windowGroupByScene[scene] == nil {
                windowGroupByScene[scene] = whole
            }
        }
        return violations.map { violation in
            guard let key = violation.key else { return violation }
            let (whole, scene) = parts(key)
            var result = violation
            result.key = whole
            if let scene, count[whole, default: 0] < minimumOccurrences, !served.contains(whole) {
                result.key = scene
                result.pendingAccessorFix = nil
            } else if scene == nil, count[whole, default: 0] < minimumOccurrences, !served.contains(whole),
                      let windows = windowGroupByScene[whole] {
                result.key = windows
                result.pendingAccessorFix = nil
            }
            return result
        }
    }
}
