import ProjectModel
import SwiftSource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The words `parallel_tab_arrays` reads in names: which types and identifiers are about tabs,
/// and the UIKit and SwiftUI API that shows an array is read for tabs.
enum TabArraysRuleVocabulary {
    /// `MainTabBarController`, `HomeTabs`, `TabVC` — not `UITableView`.
    static func namesTabs(_ name: String) -> Bool {
        var name = name
        // ASCII names (nearly all) on bytes: one byte is one character there.
        if let ascii = name.withUTF8({ asciiNamesTabs($0) }) { return ascii }
        let characters = Array(name)
        var index = 0
        while index + 3 <= characters.count {
            if characters[index] == "T", characters[index + 1] == "a", characters[index + 2] == "b" {
                let next = index + 3 < characters.count ? characters[index + 3] : nil
                let afterNext = index + 4 < characters.count ? characters[index + 4] : nil
                if next == nil || next!.isUppercase || (next == "s" && (afterNext == nil || afterNext!.isUppercase)) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether a type declared in the file, or one it inherits from, is named for tabs. Most
    /// files cannot have such a name (see `mayNameTabs`) and need no outline to tell.
    static func declaresTypeNamedForTabs(_ file: SourceFile) -> Bool {
        mayNameTabs(file) && hasTypeNamedForTabs(file)
    }

    /// `declaresTypeNamedForTabs` once `mayNameTabs` has said yes.
    static func hasTypeNamedForTabs(_ file: SourceFile) -> Bool {
        file.outline.types.contains { namesTabs($0.name) || $0.inheritance(in: file).contains(where: namesTabs) }
    }

    /// False when no type or inheritance name in the file can pass `namesTabs`. Such a name
    /// holds `Tab` followed by an upper-case letter, by `s` and an upper-case letter, or by the
    /// name's end, within one token; or it joins tokens (an inheritance list appends adjacent
    /// names, skipping attributes and generic arguments), the first of them ending in `T` or
    /// `Ta`. The bytes are read loosely (what follows a token's end, or a non-ASCII byte, is a
    /// maybe), so a false here is certain.
    static func mayNameTabs(_ file: SourceFile) -> Bool {
        // Byte offsets just past a `T` or `Ta` that a non-name byte follows: where an identifier
        // ending in them would end (most are in comments and strings).
        var endsInT: [Int] = []
        let found = file.bytes.withUnsafeBufferPointer { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            func byte(_ index: Int) -> UInt8 { index < count ? base[index] : 0 }
            // What goes on after `Tab` (or `Tabs`) without a match there: a lower-case letter
            // (other than that `s`), a digit or `_`.
            func continuesWord(_ byte: UInt8) -> Bool {
                byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
            }
            func endsToken(_ byte: UInt8) -> Bool { !CharacterClass.isASCIIIdentifierBody(byte) }
            var probe = 0
            while probe < count {
                guard let hit = memchr(base + probe, Int32(UInt8(ascii: "T")), count - probe) else { return false }
                let index = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                probe = index + 1
                let next = byte(index + 1)
                if next == UInt8(ascii: "a") {
                    let third = byte(index + 2)
                    if third == UInt8(ascii: "b") {
                        let fourth = byte(index + 3)
                        if fourth == UInt8(ascii: "s") ? !continuesWord(byte(index + 4)) : !continuesWord(fourth) { return true }
                    } else if endsToken(third) {
                        endsInT.append(index + 2)
                    }
                } else if endsToken(next) {
                    endsInT.append(index + 1)
                }
            }
            return false
        }
        return found || endsInT.contains { identifierEnds(at: $0, in: file) }
    }

    /// Whether an identifier token ends at byte `offset` (keywords never end in `T` or `Ta`):
    /// the start of a `Tab` an inheritance list could join from several tokens. Found by a
    /// binary search of the tokens, which are in byte order.
    private static func identifierEnds(at offset: Int, in file: SourceFile) -> Bool {
        file.code.withUnsafeBufferPointer { tokens in
            var low = 0
            var high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].end < offset { low = middle + 1 } else { high = middle }
            }
            return low < tokens.count && tokens[low].end == offset && tokens[low].kind == .identifier
        }
    }

    /// `namesTabs` for an ASCII name; nil for any other.
    private static func asciiNamesTabs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        func isUppercase(_ index: Int) -> Bool { index >= bytes.count || bytes[index] &- UInt8(ascii: "A") < 26 }
        var index = 0
        while index + 3 <= bytes.count {
            if bytes[index] == UInt8(ascii: "T"), bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "b"),
               isUppercase(index + 3) || (bytes[index + 3] == UInt8(ascii: "s") && isUppercase(index + 4)) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Names that configure a tab bar: a read among them feeds tabs.
    static let tabAPI: Set<String> = [
        "tabBarItem", "UITabBarItem", "tabBar", "selectedIndex", "viewControllers", "selectedImage",
        "selectedViewController", "setViewControllers", "addChild", "addChildViewController",
        "tabItem", "TabView",
    ]
}
