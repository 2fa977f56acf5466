import ProjectModel
import SwiftSource

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
        // Appended piece by piece into room made once: interpolations would each make a string.
        var text = ""
        text.reserveCapacity(64 + kept.reduce(0) { $0 + 64 + $1.values.reduce(0) { $0 + $1.utf8.count + 48 } })
        text += "enum Tab: Int, CaseIterable {\n    case "
        text += cases.joined(separator: ", ")
        text += "\n"
        for column in kept {
            text += "\n    var "
            text += unique(TabEnumGenerator.propertyName(for: column.arrayName), in: &usedProperties)
            text += ": "
            text += type(of: column)
            text += " {\n        switch self {\n"
            for (position, name) in cases.enumerated() {
                text += "        case ."
                text += name
                text += ": return "
                text += column.values[position]
                text += "\n"
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
        var text = text
        // nil outside: not ASCII; nil inside: ASCII with no letter or digit.
        let ascii: String?? = text.withUTF8 { bytes in ASCIIName(bytes: bytes).map(\.identifier) }
        if let ascii { return ascii }
        return characterIdentifier(from: text)
    }

    /// `identifier(from:)` by `Character`: for any text.
    static func characterIdentifier(from text: String) -> String? {
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
        var arrayName = arrayName
        if let ascii = arrayName.withUTF8({ ASCIIName(bytes: $0)?.propertyName }) { return ascii }
        return characterPropertyName(for: arrayName)
    }

    /// `propertyName(for:)` by `Character`: for any name.
    static func characterPropertyName(for arrayName: String) -> String {
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

/// `identifier(from:)` and `propertyName(for:)` on the bytes of an ASCII name, where a byte is a
/// character: the same results without `Character` work (a name is made for every tab array
/// reported). `init` fails for any other text, and for a carriage return (`\r\n` is one
/// `Character`).
private struct ASCIIName {
    let bytes: UnsafeBufferPointer<UInt8>

    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard ByteOrder.isASCII(bytes), !bytes.contains(UInt8(ascii: "\r")) else { return nil }
        self.bytes = bytes
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        CharacterClass.isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
    private static func uppercased(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? byte & ~0x20 : byte }

    /// The result of `identifier(from:)` (nil when no letter or digit is left).
    var identifier: String? {
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count + 3)
        var startsWord = true
        for byte in bytes {
            guard ASCIIName.isAlphanumeric(byte) else {
                startsWord = true
                continue
            }
            name.append(!startsWord ? byte : name.isEmpty ? ASCIIName.lowercased(byte) : ASCIIName.uppercased(byte))
            startsWord = false
        }
        guard let first = name.first else { return nil }
        if CharacterClass.isDigit(first) { name.insert(contentsOf: Array("tab".utf8), at: 0) }
        var text = String(decoding: name, as: UTF8.self)
        if TabEnumGenerator.reserved.contains(text) { text += "Tab" }
        return text
    }

    /// The result of `propertyName(for:)`.
    var propertyName: String {
        var name = Array(bytes)
        func hasPrefix(_ prefix: String) -> Bool { name.starts(with: prefix.utf8) }
        func hasSuffix(_ suffix: String) -> Bool { name.count >= suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        for prefix in ["tabBar", "tab"] where hasPrefix(prefix) && name.count > prefix.utf8.count
            && name[prefix.utf8.count] &- UInt8(ascii: "A") < 26 {
            name.removeFirst(prefix.utf8.count)
            name[0] = ASCIIName.lowercased(name[0])
            break
        }
        for suffix in ["Array", "Ary", "List", "Arr"] where hasSuffix(suffix) && name.count > suffix.utf8.count {
            name.removeLast(suffix.utf8.count)
            break
        }
        if hasSuffix("ies") {
            name.removeLast(3)
            name.append(UInt8(ascii: "y"))
        } else if hasSuffix("s"), !hasSuffix("ss") {
            name.removeLast()
        }
        let text = String(decoding: name, as: UTF8.self)
        let identifier = name.withUnsafeBufferPointer { ASCIIName(bytes: $0)?.identifier }
        if name.isEmpty || identifier != text { return identifier ?? "value" }
        return text
    }
}
