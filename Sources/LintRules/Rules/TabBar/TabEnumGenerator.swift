/// Writes the view-model enum that replaces parallel tab arrays: a case per tab and a property
/// per array, from the arrays' literal values. The result is valid Swift (the tests parse it).
struct TabEnumGenerator {
    struct Column {
        /// The array's name: `selectedIcons`.
        var arrayName: String
        /// The source text of each element, one per tab: `"house.fill"`, `UIImage(named: "home")`.
        var values: [String]
        /// The string inside each element, if any: `house.fill`, `home`.
        var strings: [String?]
    }

    var columns: [Column]

    func render() -> String? {
        guard let count = columns.first?.values.count, count >= 2 else { return nil }
        let kept = columns.filter { $0.values.count == count }
        let cases = caseNames(count: count, columns: kept)
        var usedProperties: Set<String> = ["rawValue", "allCases", "hashValue", "init"]
        var text = "enum Tab: Int, CaseIterable {\n    case " + cases.joined(separator: ", ") + "\n"
        for column in kept {
            let property = unique(TabEnumGenerator.propertyName(for: column.arrayName), in: &usedProperties)
            text += "\n    var \(property): \(type(of: column)) {\n        switch self {\n"
            for (position, name) in cases.enumerated() {
                text += "        case .\(name): return \(column.values[position])\n"
            }
            text += "        }\n    }\n"
        }
        text += "}"
        return text
    }

    /// `String` for string literals, `UIImage?` for `UIImage(named:)`, else the first call's type.
    private func type(of column: Column) -> String {
        if column.values.allSatisfy({ $0.hasPrefix("\"") }) { return "String" }
        if column.values.allSatisfy({ $0.hasPrefix("UIImage(") }) { return "UIImage?" }
        if column.values.allSatisfy({ $0.hasPrefix("NSLocalizedString(") || $0.hasPrefix("String(localized:") }) { return "String" }
        if let first = column.values.first, let paren = first.firstIndex(of: "("),
           first[..<paren].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
           column.values.allSatisfy({ $0.hasPrefix(first[..<paren]) }) {
            return String(first[..<paren])
        }
        return "String"
    }

    /// Case names from the first column whose strings all make identifiers (icon names are
    /// ASCII even when titles are not); `tab1`, `tab2` … when none does.
    private func caseNames(count: Int, columns: [Column]) -> [String] {
        let ordered = columns.sorted { rank($0.arrayName) < rank($1.arrayName) }
        for column in ordered {
            let names = column.strings.map { $0.flatMap(TabEnumGenerator.identifier(from:)) }
            guard names.allSatisfy({ $0 != nil }) else { continue }
            var used = Set<String>()
            return names.map { unique($0!, in: &used) }
        }
        return (1...count).map { "tab\($0)" }
    }

    /// Unselected icons first, then titles, then anything; selected variants last.
    private func rank(_ name: String) -> Int {
        let lower = FoldedName(name)
        if lower.contains("select") || lower.contains("highlight") || lower.contains("active") { return 3 }
        if lower.contains("icon") || lower.contains("image") || lower.contains("img") || lower.contains("normal") { return 0 }
        if lower.contains("title") || lower.contains("name") { return 1 }
        return 2
    }

    /// `doc.text` → `docText`, `Home` → `home`, `tab_home_nor` → `tabHomeNor`; nil when nothing
    /// ASCII is left (`首页`). Keywords get a `Tab` suffix: `default` → `defaultTab`.
    static func identifier(from text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard !words.isEmpty else { return nil }
        var name = words.enumerated().map { position, word in
            position == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if let first = name.first, first.isNumber { name = "tab" + name }
        if TabEnumGenerator.reserved.contains(name) { name += "Tab" }
        return name
    }

    /// `selectedIcons` → `selectedIcon`, `tabTitles` → `title`, `imageNameArray` → `imageName`.
    static func propertyName(for arrayName: String) -> String {
        var name = arrayName
        for prefix in ["tabBar", "tab"] where name.hasPrefix(prefix) && name.count > prefix.count
            && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase {
            name = String(name.dropFirst(prefix.count))
            name = name.prefix(1).lowercased() + name.dropFirst()
            break
        }
        for suffix in ["Array", "Ary", "List", "Arr"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        if name.hasSuffix("ies") {
            name = String(name.dropLast(3)) + "y"
        } else if name.hasSuffix("s"), !name.hasSuffix("ss") {
            name = String(name.dropLast())
        }
        if name.isEmpty || identifier(from: name) != name { name = identifier(from: name) ?? "value" }
        return name
    }

    private func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    static let reserved: Set<String> = Set(Keyword.allCases.filter(\.isReserved).map(\.spelling))
        .union(["self", "Self", "Type", "Protocol", "some", "any", "init", "rawValue", "allCases"])
}
