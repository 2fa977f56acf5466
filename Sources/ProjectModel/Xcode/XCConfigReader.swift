import SwiftSource
import Foundation

/// Reads an `.xcconfig` file: `KEY = value` lines, `//` comments, and `#include "other.xcconfig"`
/// (also `#include?`, which may be missing), the included file's settings first.
struct XCConfigReader {
    let readFile: (String) -> [UInt8]?
    var problems: [String] = []
    private var visiting: Set<String> = []

    init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    mutating func settings(of path: String) -> [String: BuildSetting] {
        guard !visiting.contains(path), visiting.count < 32 else {
            problems.append("\(path): includes itself")
            return [:]
        }
        guard let bytes = readFile(path) else {
            problems.append("\(path): cannot be read")
            return [:]
        }
        visiting.insert(path)
        defer { visiting.remove(path) }
        var settings: [String: BuildSetting] = [:]
        let text = String(decoding: bytes, as: UTF8.self)
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: " \t\r")
            if trimmed.hasPrefix("#include") {
                let optional = trimmed.hasPrefix("#include?")
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = PathUtilities.absolute(String(trimmed[trimmed.index(after: open)..<close]), relativeTo: PathUtilities.parent(path))
                if optional, readFile(included) == nil { continue }
                settings.merge(self.settings(of: included), uniquingKeysWith: { _, new in new })
                continue
            }
            // `KEY[sdk=iphoneos*] = value`: the `=` of a condition is not the assignment.
            guard var equals = trimmed.firstIndex(of: "=") else { continue }
            if trimmed[..<equals].contains("["), !trimmed[..<equals].contains("]") {
                guard let close = trimmed[equals...].firstIndex(of: "]"),
                      let assignment = trimmed[close...].firstIndex(of: "=") else { continue }
                equals = assignment
            }
            let key = trimmed[..<equals].trimmingCharacters(in: " \t")
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: " \t;")
            guard !key.isEmpty else { continue }
            settings[key] = BuildSetting(value: value, file: path, line: number + 1)
        }
        return settings
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
