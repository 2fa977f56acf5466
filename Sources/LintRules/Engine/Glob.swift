import ProjectModel
import SwiftSource

/// A path pattern as `--exclude` and the config's `exclude` take it: `*` and `?` within one
/// path component, `[a-z]` classes, `**` for any number of components. A pattern with no `/`
/// matches a file or folder name anywhere (`Pods`, `*.generated.swift`); one with a `/` matches
/// the path relative to the folder it is given in (`Sources/Generated/**`, `**/Generated/**`).
package struct Glob: Sendable, Equatable {
    let pattern: String
    private let components: [[UInt8]]
    private let matchesAnyName: Bool

    package init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = pattern
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        matchesAnyName = !trimmed.contains("/")
    }

    /// What is wrong with a pattern, or nil: a `[` that no `]` closes would be matched as a
    /// plain `[`, which is never what was meant.
    package static func problem(in pattern: String) -> String? {
        for component in pattern.split(separator: "/") {
            let bytes = Array(component.utf8)
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                guard bytes[index] == UInt8(ascii: "[") else {
                    index += 1
                    continue
                }
                // As `matchOne` reads a class: an optional `!` or `^`, then a first `]` is a member.
                var close = index + 1
                if close < bytes.count, bytes[close] == UInt8(ascii: "!") || bytes[close] == UInt8(ascii: "^") { close += 1 }
                if close < bytes.count { close += 1 }
                while close < bytes.count, bytes[close] != UInt8(ascii: "]") { close += 1 }
                guard close < bytes.count else { return "\(pattern): the '[' has no ']' to close it (write \\[ for a plain '[')" }
                index = close + 1
            }
        }
        return nil
    }

    /// Whether `relativePath` (components separated by `/`) or any of its parent folders matches.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        if matchesAnyName {
            guard let only = components.first else { return false }
            return parts.contains { Glob.matchComponent(only, $0) }
        }
        // A folder that matches excludes what is inside it: try every prefix of the path.
        for length in stride(from: parts.count, through: 1, by: -1) where Glob.matchPath(components[...], parts[0..<length]) {
            return true
        }
        return false
    }

    private static func matchPath(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if matchPath(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first, component) else { return false }
        return matchPath(pattern.dropFirst(), path.dropFirst())
    }

    /// `*`, `?` and `[…]` within one component, with backtracking over the last `*`.
    static func matchComponent(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0
        var n = 0
        var starP = -1
        var starN = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                starP = p
                starN = n
                p += 1
            } else if p < pattern.count, let next = matchOne(pattern, p, name[n]) {
                p = next
                n += 1
            } else if starP >= 0 {
                p = starP + 1
                starN += 1
                n = starN
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// If the pattern element at `p` matches `byte`, the index after that element.
    private static func matchOne(_ pattern: [UInt8], _ p: Int, _ byte: UInt8) -> Int? {
        switch pattern[p] {
        case UInt8(ascii: "?"):
            return p + 1
        case UInt8(ascii: "["):
            var index = p + 1
            var negate = false
            if index < pattern.count, pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^") {
                negate = true
                index += 1
            }
            var matched = false
            var first = true
            while index < pattern.count, pattern[index] != UInt8(ascii: "]") || first {
                first = false
                let low = pattern[index]
                if index + 2 < pattern.count, pattern[index + 1] == UInt8(ascii: "-"), pattern[index + 2] != UInt8(ascii: "]") {
                    if low <= byte, byte <= pattern[index + 2] { matched = true }
                    index += 3
                } else {
                    if low == byte { matched = true }
                    index += 1
                }
            }
            guard index < pattern.count else { return pattern[p] == byte ? p + 1 : nil }  // no `]`: literal `[`
            return matched != negate ? index + 1 : nil
        case UInt8(ascii: "\\") where p + 1 < pattern.count:
            return pattern[p + 1] == byte ? p + 2 : nil
        default:
            return pattern[p] == byte ? p + 1 : nil
        }
    }
}
