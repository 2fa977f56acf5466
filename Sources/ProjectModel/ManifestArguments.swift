import SwiftSource

/// The labelled arguments of one call in a Swift manifest (`Package.swift`, a Tuist
/// `Project.swift`), read at its own bracket level: manifests are read as tokens, never run.
struct ManifestArguments {
    let file: SourceFile
    let open: Int
    let close: Int
    /// The manifest's named string arrays.
    let arrays: [String: [String]]
    /// The values of the names a string may interpolate (`"\(name)Demo"` in a Tuist helper,
    /// with `name` its parameter); none in a manifest's own calls.
    var interpolations: [String: String] = [:]

    /// Unbalanced brackets mean a manifest cut short or not Swift: say so, rather than guess.
    static func requireBalancedBrackets(in file: SourceFile) throws(ProjectFileError) {
        var depth = 0
        for index in 0..<file.endIndex where file.code[index].kind == .punctuation {
            switch file.bytes[file.code[index].offset] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if depth < 0 { throw ProjectFileError("line \(file.code[index].line): a closing bracket with no opening one") }
        }
        if depth != 0 { throw ProjectFileError("brackets are not balanced: the manifest is cut short or not Swift") }
    }

    /// The token after `label:` at this call's level, for a label known only at run time (a
    /// helper's parameter).
    func value(labelled label: String) -> Int? {
        var index = open + 1
        while index < close {
            if file.isIdentifier(index), file.text(index) == label, file.isPunctuation(index + 1, ":"),
               file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") {
                return index + 2
            }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return nil
    }

    /// The token after `label:` at this call's level.
    func value(_ label: StaticString) -> Int? {
        var index = open + 1
        while index < close {
            if file.spells(index, label), file.isPunctuation(index + 1, ":"), file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") {
                return index + 2
            }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return nil
    }

    /// Where the argument whose value starts at `start` ends: the next comma at this call's
    /// level, or the closing bracket.
    func end(of start: Int) -> Int {
        var index = start
        while index < close, !file.isPunctuation(index, ",") {
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return max(start, min(index, close))
    }

    /// A string literal's text at `index`, inside this call.
    func literal(at index: Int) -> String? {
        guard index < close else { return nil }
        if let plain = file.plainStringLiteral(at: index) { return plain }
        guard !interpolations.isEmpty else { return nil }
        // `name: name`: the helper's parameter itself.
        if file.isIdentifier(index), !file.isPunctuation(index + 1, "."), !file.isPunctuation(index + 1, "("),
           let value = interpolations[file.text(index)] {
            return value
        }
        return file.interpolatedStringLiteral(at: index, values: interpolations)
    }

    func string(_ label: StaticString) -> String? {
        value(label).flatMap { literal(at: $0) }
    }

    /// The string literals of the `[…]` after `label:`, or of the array a name there stands for.
    func strings(_ label: StaticString) -> [String] {
        guard let start = value(label) else { return [] }
        if file.isIdentifier(start), !file.isPunctuation(start + 1, "."), let named = arrays[file.text(start)] { return named }
        guard file.isPunctuation(start, "["), let end = file.brackets.partner(of: start) else { return [] }
        return literals(in: start, end)
    }

    /// The string literals between the brackets at `start` and `end`.
    func literals(in start: Int, _ end: Int) -> [String] {
        (start + 1..<end).compactMap { index in
            file.code[index].kind == .stringDelimiter && file.code[index - 1].kind != .string ? literal(at: index) : nil
        }
    }

    /// `dependencies: ["A", .target(name: "B"), .product(name: "C", package: "d"), .byName(name: "E")]`,
    /// and Tuist's `.project(target: "F", path: "…")`.
    func dependencies() -> [String] {
        guard let start = value("dependencies"), file.isPunctuation(start, "["),
              let end = file.brackets.partner(of: start) else { return [] }
        var names: [String] = []
        var index = start + 1
        while index < end {
            if let name = literal(at: index) {
                names.append(name)
                index += 3
                continue
            }
            if file.isPunctuation(index, "."), file.isPunctuation(index + 2, "("), let callEnd = file.brackets.partner(of: index + 2) {
                var call = ManifestArguments(file: file, open: index + 2, close: callEnd, arrays: arrays)
                call.interpolations = interpolations
                // Tuist names another manifest's target as `.project(target: "B", path: "…")`.
                if let name = call.string("name") ?? call.string("target") { names.append(name) }
                index = callEnd + 1
                continue
            }
            index += 1
        }
        return names
    }
}

extension SourceFile {
    /// A string literal whose interpolations are names of `values`: `"Targets/\(name)/Sources/**"`.
    func interpolatedStringLiteral(at index: Int, values: [String: String]) -> String? {
        guard index >= 0, index < endIndex, code[index].kind == .stringDelimiter, text(index) == "\"" else { return nil }
        var result = ""
        var position = index + 1
        while position < endIndex {
            switch code[position].kind {
            case .stringDelimiter:
                return result
            case .string:
                result += text(position)
                position += 1
            default:
                guard isPunctuation(position, "\\"), isPunctuation(position + 1, "("), position + 3 < endIndex,
                      isIdentifier(position + 2), isPunctuation(position + 3, ")"), let value = values[text(position + 2)] else { return nil }
                result += value
                position += 4
            }
        }
        return nil
    }

    /// A string literal's text at `index` (`"` text `"`; `""` is empty), none with interpolations:
    /// what a manifest names a target, a path or a key with.
    func plainStringLiteral(at index: Int) -> String? {
        guard index >= 0, index + 1 < endIndex, code[index].kind == .stringDelimiter else { return nil }
        if code[index + 1].kind == .stringDelimiter { return "" }
        guard index + 2 < endIndex, code[index + 1].kind == .string, code[index + 2].kind == .stringDelimiter else { return nil }
        return text(index + 1)
    }
}
