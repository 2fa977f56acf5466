import SwiftSource
import Foundation

/// An Info.plist as rules see it: its parsed values and, for XML plists, the line of each key.
package struct PlistFile: Sendable {
    package indirect enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case array([Value])
        case dictionary([String: Value])
        case other

        package subscript(key: String) -> Value? {
            guard case let .dictionary(entries) = self else { return nil }
            return entries[key]
        }

        package var string: String? {
            guard case let .string(text) = self else { return nil }
            return text
        }

        package var array: [Value]? {
            guard case let .array(values) = self else { return nil }
            return values
        }
    }

    /// Relative to the working directory, as reports show it.
    package let path: String
    package let root: Value
    /// Binary plists have no lines: every location is line 1.
    package let isBinary: Bool
    private let keyLines: [(key: String, line: Int, column: Int)]

    /// Parses XML or binary plist bytes; the error says what is wrong (for XML, Foundation's
    /// message).
    package init(path: String, bytes: [UInt8]) throws(PlistError) {
        self.path = path
        isBinary = BinaryPlistReader.isBinary(bytes)
        if isBinary {
            root = try BinaryPlistReader.read(bytes)
            keyLines = []
            return
        }
        // SPEC §1 reads XML and binary plists. Anything else would reach Foundation's old-style
        // (OpenStep) parser, which logs its complaint to standard error beside ours.
        // `INFOPLIST_PREPROCESS = YES` plists have `#if`/`#include` lines around keys: every
        // branch's keys are read (a rule cannot know which one a build takes), and lines keep
        // their numbers.
        let preprocessed = PlistFile.withoutPreprocessorLines(bytes)
        guard PlistFile.looksLikeXML(bytes) || preprocessed.map(PlistFile.looksLikeXML) == true else {
            throw PlistError(message: "neither an XML nor a binary property list")
        }
        if let read = XMLPlistReader.read(bytes) {
            root = read
        } else if let preprocessed, let read = XMLPlistReader.read(preprocessed) {
            root = read
        } else if let preprocessed, let parsed = try? PlistFile.parsedByFoundation(preprocessed) {
            root = parsed
        } else {
            root = try PlistFile.parsedByFoundation(bytes)
        }
        keyLines = PlistFile.keyLines(in: bytes)
    }

    /// The XML plist as Foundation reads it (every shape `XMLPlistReader` leaves to it).
    static func parsedByFoundation(_ bytes: [UInt8]) throws(PlistError) -> Value {
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw PlistError(message: PlistFile.describe(error))
        }
        return PlistFile.convert(parsed)
    }

    /// Line and column of the `<key>name</key>` that comes after `line` (1:1 for a binary plist
    /// or a missing key).
    package func location(ofKey name: String, after line: Int = 0) -> (line: Int, column: Int) {
        guard let entry = keyLines.first(where: { $0.key == name && $0.line > line }) else { return (1, 1) }
        return (entry.line, entry.column)
    }

    /// The bytes with every line that starts with `#` (after blanks) blanked out, newline kept;
    /// nil when there is no such line.
    static func withoutPreprocessorLines(_ bytes: [UInt8]) -> [UInt8]? {
        var result = bytes
        var found = false
        var lineStart = true
        var index = 0
        while index < result.count {
            let byte = result[index]
            if byte == 0x0A {
                lineStart = true
            } else if lineStart, byte == 0x20 || byte == 0x09 {
                // Still at the start of the line.
            } else if lineStart, byte == UInt8(ascii: "#") {
                found = true
                while index < result.count, result[index] != 0x0A {
                    result[index] = 0x20
                    index += 1
                }
                continue
            } else {
                lineStart = false
            }
            index += 1
        }
        return found ? result : nil
    }

    /// `<` first, after an optional byte-order mark and whitespace; or a UTF-16 byte-order mark.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        let first = text.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        return first == UInt8(ascii: "<")
    }

    private static func convert(_ value: Any) -> Value {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool where type(of: value) == type(of: true as NSNumber) || value is Bool: return .bool(flag)
        case let number as NSNumber: return .number(number.doubleValue)
        case let values as [Any]: return .array(values.map(convert))
        case let entries as [String: Any]: return .dictionary(entries.mapValues(convert))
        default: return .other
        }
    }

    private static func keyLines(in bytes: [UInt8]) -> [(key: String, line: Int, column: Int)] {
        let open = Array("<key>".utf8)
        let close = Array("</key>".utf8)
        var result: [(String, Int, Int)] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "<"), bytes[index...].starts(with: open) {
                let start = index + open.count
                var end = start
                while end < bytes.count, !bytes[end...].starts(with: close), bytes[end] != UInt8(ascii: "<") { end += 1 }
                result.append((String(decoding: bytes[start..<end], as: UTF8.self), line, index - lineStart + 1))
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo["NSDebugDescription"] as? String, !debug.isEmpty { return debug }
        return nsError.localizedDescription
    }
}

/// A plist that does not parse.
package struct PlistError: Error, Sendable {
    package var message: String
}
