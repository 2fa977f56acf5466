import SwiftSource

/// The values a project's Tuist files give a name: `let appInfo: [String: Plist.Value] = […]`,
/// `static let app: InfoPlist = .extendingDefault(with: […])`, `static var app: InfoPlist { … }`,
/// `static func makeInfoPlist() -> InfoPlist { …; return … }`. Scopes are not told apart:
/// manifests and their helpers are small and name few things; the first definition of a name wins.
package struct TuistDefinitions: Sendable {
    struct Place: Sendable {
        let file: SourceFile
        /// The first token of the value.
        let start: Int
    }

    private(set) var places: [String: Place] = [:]
    /// The `func` keyword of each function the helpers declare, by name: a helper that makes a
    /// project's targets (`makeFeatureModule(name:…)`) is expanded where a manifest calls it.
    private(set) var functions: [String: Place] = [:]

    package init() {}

    package mutating func add(_ file: SourceFile) {
        var index = 0
        while index + 1 < file.endIndex {
            defer { index += 1 }
            guard file.isIdentifier(index + 1) else { continue }
            let name = file.text(index + 1)
            if file.isKeyword(index, .let) || file.isKeyword(index, .var) {
                let next = Self.afterType(in: file, from: index + 2)
                if file.isOperator(next, "=") {
                    record(name, Place(file: file, start: next + 1))
                } else if file.isPunctuation(next, "{"), let close = file.brackets.partner(of: next) {
                    record(name, Place(file: file, start: Self.returned(in: file, open: next, close: close)))
                }
            } else if file.isKeyword(index, .func) {
                if functions[name] == nil { functions[name] = Place(file: file, start: index) }
                // The body is the first brace after the name that no parenthesis or bracket holds.
                var next = index + 2
                while next < file.endIndex, !file.isPunctuation(next, "{") {
                    if !file.isPunctuation(next, "{"), let partner = file.brackets.partner(of: next), partner > next { next = partner }
                    next += 1
                }
                guard let close = file.brackets.partner(of: next) else { continue }
                record(name, Place(file: file, start: Self.returned(in: file, open: next, close: close)))
            }
        }
    }

    subscript(name: String) -> Place? { places[name] }

    private mutating func record(_ name: String, _ place: Place) {
        if places[name] == nil { places[name] = place }
    }

    /// The token after a declaration's optional `: Type` (`[String: Plist.Value]`, `InfoPlist`).
    private static func afterType(in file: SourceFile, from start: Int) -> Int {
        guard file.isPunctuation(start, ":") else { return start }
        var index = start + 1
        while index < file.endIndex, index < start + 40 {
            if file.isOperator(index, "=") || file.isPunctuation(index, "{") { return index }
            if file.isPunctuation(index, "(") || file.isPunctuation(index, "["), let partner = file.brackets.partner(of: index) {
                index = partner + 1
                continue
            }
            guard file.isIdentifier(index) || file.isPunctuation(index, ".") || file.isOperator(index, "?") || file.isOperator(index, "!")
                || file.isOperator(index, "<") || file.isOperator(index, ">") || file.isPunctuation(index, ",") else { return index }
            index += 1
        }
        return index
    }

    /// The value a body gives: its last `return`'s, else its first token's (`{ .extendingDefault(…) }`).
    private static func returned(in file: SourceFile, open: Int, close: Int) -> Int {
        let last = (open + 1..<close).last { file.isKeyword($0, .return) }
        return last.map { $0 + 1 } ?? open + 1
    }
}

/// Reads `infoPlist:` values and Info dictionaries of Tuist manifests, following names into
/// `definitions` a few steps deep.
struct TuistValues {
    let definitions: TuistDefinitions
    let root: String
    private let maximumDepth = 48

    init(definitions: TuistDefinitions, root: String) {
        self.definitions = definitions
        self.root = root
    }

    /// `.default`, `.extendingDefault(with: […])`, `.dictionary(…)`, `.file(path: "…")`, `"Info.plist"`,
    /// or a name for one of them.
    /// `interpolations`: the values of names a string may interpolate (`"\(rawValue)/Info.plist"`).
    func info(in file: SourceFile, at start: Int, depth: Int = 0, interpolations: [String: String] = [:]) -> TuistInfo {
        guard depth < 8, start < file.endIndex else { return .unknown }
        let index = skippingTypeName(in: file, at: start)
        if let path = file.plainStringLiteral(at: index) ?? file.interpolatedStringLiteral(at: index, values: interpolations) {
            return .file(absolute(path, from: file))
        }
        guard let (name, after) = memberName(in: file, at: index) else { return .unknown }
        let call = file.isPunctuation(after, "(") ? file.brackets.partner(of: after).map { ManifestArguments(file: file, open: after, close: $0, arrays: [:]) } : nil
        switch name {
        case "default":
            return .unknown
        case "extendingDefault":
            guard let call, let value = call.value("with"), let keys = dictionary(in: file, at: value, depth: depth + 1) else { return .unknown }
            // Tuist's default keys are not modelled: without its own manifest, the scenes are not known.
            return keys.contains { $0.key == "UIApplicationSceneManifest" } ? .keys(keys) : .unknown
        case "dictionary":
            guard call != nil, let keys = dictionary(in: file, at: after + 1, depth: depth + 1) else { return .unknown }
            return .keys(keys)
        case "file":
            guard let call, let value = call.value("path"), let path = path(in: file, at: value, interpolations: interpolations) else { return .unknown }
            return .file(path)
        default:
            guard let place = definitions[name] else { return .unknown }
            return info(in: place.file, at: place.start, depth: depth + 1)
        }
    }

    /// The top-level keys of an Info dictionary: a `[…]` literal, a name for one, or
    /// `base.merging(extra) { … }` (the extra keys win).
    func dictionary(in file: SourceFile, at start: Int, depth: Int) -> [DeclaredInfoKey]? {
        guard depth < 8, start < file.endIndex else { return nil }
        let index = skippingTypeName(in: file, at: start)
        var keys: [DeclaredInfoKey]
        var after: Int
        if file.isPunctuation(index, "["), let close = file.brackets.partner(of: index) {
            keys = entries(in: file, open: index, close: close, depth: 0).map { entry in
                DeclaredInfoKey(key: entry.key, value: entry.value, file: file.path, line: file.code[entry.index].line, column: file.code[entry.index].column)
            }
            after = close + 1
        } else if let (name, next) = memberName(in: file, at: index), let place = definitions[name],
                  let named = dictionary(in: place.file, at: place.start, depth: depth + 1) {
            keys = named
            after = next
        } else {
            return nil
        }
        if file.isPunctuation(after, "."), file.spells(after + 1, "merging"), file.isPunctuation(after + 2, "("),
           let extra = dictionary(in: file, at: after + 3, depth: depth + 1) {
            let overridden = Set(extra.map(\.key))
            keys = keys.filter { !overridden.contains($0.key) } + extra
        }
        return keys
    }

    /// `"key": value` pairs of the dictionary literal between `open` and `close`, with the index
    /// of each key.
    private func entries(in file: SourceFile, open: Int, close: Int, depth: Int) -> [(key: String, value: PlistFile.Value, index: Int)] {
        var found: [(String, PlistFile.Value, Int)] = []
        var index = open + 1
        while index < close {
            let end = elementEnd(in: file, from: index, close: close)
            if let key = file.plainStringLiteral(at: index), file.isPunctuation(index + 3, ":") {
                found.append((key, value(in: file, from: index + 4, to: end, depth: depth + 1), index))
            }
            index = end + 1
        }
        return found
    }

    /// A plist value written in Swift: a string, `true`, a number, an array or dictionary
    /// literal, `.boolean(true)`, `.string("…")`, `.array([…])`, `.dictionary([…])`, or a name for one.
    private func value(in file: SourceFile, from start: Int, to end: Int, depth: Int) -> PlistFile.Value {
        guard start < end, depth < maximumDepth else { return .other }
        if end - start == 3, let text = file.plainStringLiteral(at: start) { return .string(text) }
        if end - start == 1 {
            if file.isKeyword(start, .true) { return .bool(true) }
            if file.isKeyword(start, .false) { return .bool(false) }
            if file.code[start].kind == .integer || file.code[start].kind == .float {
                return Double(file.text(start).replacingAll("_", with: "")).map(PlistFile.Value.number) ?? .other
            }
            if file.isIdentifier(start), let place = definitions[file.text(start)] {
                return value(in: place.file, from: place.start, to: definitionEnd(in: place.file, from: place.start), depth: depth + 8)
            }
        }
        if file.isPunctuation(start, "["), file.brackets.partner(of: start) == end - 1 {
            if file.isPunctuation(start + 1, ":") { return .dictionary([:]) }
            if file.plainStringLiteral(at: start + 1) != nil, file.isPunctuation(start + 4, ":") {
                var dictionary: [String: PlistFile.Value] = [:]
                for entry in entries(in: file, open: start, close: end - 1, depth: depth) where dictionary[entry.key] == nil {
                    dictionary[entry.key] = entry.value
                }
                return .dictionary(dictionary)
            }
            var elements: [PlistFile.Value] = []
            var index = start + 1
            while index < end - 1 {
                let elementEnd = elementEnd(in: file, from: index, close: end - 1)
                if elementEnd > index { elements.append(value(in: file, from: index, to: elementEnd, depth: depth + 1)) }
                index = elementEnd + 1
            }
            return .array(elements)
        }
        if file.isPunctuation(start, "."), file.isIdentifier(start + 1), file.isPunctuation(start + 2, "("),
           file.brackets.partner(of: start + 2) == end - 1 {
            switch file.text(start + 1) {
            case "boolean", "string", "integer", "real", "array", "dictionary":
                return value(in: file, from: start + 3, to: end - 1, depth: depth + 1)
            default:
                return .other
            }
        }
        return .other
    }

    /// The index of the comma or closing bracket that ends the element starting at `start`.
    private func elementEnd(in file: SourceFile, from start: Int, close: Int) -> Int {
        var index = start
        let limit = min(close, file.endIndex)
        while index < limit, !file.isPunctuation(index, ",") {
            if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") || file.isPunctuation(index, "}") { return index }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return index
    }

    /// Where a definition's value ends: at its line's end, unless the next line goes on with a
    /// member (`.merging(…)`), or at a closing bracket.
    private func definitionEnd(in file: SourceFile, from start: Int) -> Int {
        var index = start
        while index < file.endIndex, !file.isPunctuation(index, ",") {
            if file.isPunctuation(index, ")") || file.isPunctuation(index, "]") || file.isPunctuation(index, "}") { return index }
            if index > start, file.code[index].line > file.code[index - 1].line, !file.isPunctuation(index, ".") { return index }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return index
    }

    /// `InfoPlist.name`, `Project.name`, `Self.name`: the type's name says nothing more.
    private func skippingTypeName(in file: SourceFile, at index: Int) -> Int {
        guard index + 1 < file.endIndex, file.isIdentifier(index), file.isPunctuation(index + 1, "."),
              file.text(index).first?.isUppercase == true else { return index }
        return index + 1
    }

    /// `.name` or `name` (a call's name too), and the token after it.
    private func memberName(in file: SourceFile, at index: Int) -> (String, Int)? {
        if file.isPunctuation(index, "."), file.isIdentifier(index + 1) { return (file.text(index + 1), index + 2) }
        if file.isIdentifier(index) { return (file.text(index), index + 1) }
        return nil
    }

    /// `"Info.plist"`, `.relativeToManifest("…")`, `.relativeToRoot("…")`.
    private func path(in file: SourceFile, at index: Int, interpolations: [String: String] = [:]) -> String? {
        if let text = file.plainStringLiteral(at: index) ?? file.interpolatedStringLiteral(at: index, values: interpolations) {
            return absolute(text, from: file)
        }
        guard file.isPunctuation(index, "."), file.isPunctuation(index + 2, "("), let text = file.plainStringLiteral(at: index + 3) else { return nil }
        return file.spells(index + 1, "relativeToRoot") ? PathUtilities.absolute(text, relativeTo: root) : absolute(text, from: file)
    }

    private func absolute(_ path: String, from file: SourceFile) -> String {
        PathUtilities.absolute(path, relativeTo: PathUtilities.parent(file.path))
    }
}
