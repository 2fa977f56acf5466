import SwiftSource

/// A value of a YAML document as XcodeGen specs use it: scalars, sequences and mappings, each
/// remembering where it is written (the project model reports Info keys at their line) and the
/// folder its relative paths start from.
package struct YAMLNode: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case null
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    package struct Entry: Sendable, Equatable {
        package var key: String
        package var line: Int
        package var column: Int
        package var value: YAMLNode
    }

    package var value: Value
    /// Absolute path of the file it is written in.
    package var file: String
    package var line: Int
    package var column: Int
    /// The folder its relative paths are relative to: its file's, unless an `include` with
    /// `relativePaths: false` made them the including spec's.
    package var base: String

    package init(_ value: Value, file: String, line: Int, column: Int, base: String) {
        self.value = value
        self.file = file
        self.line = line
        self.column = column
        self.base = base
    }

    /// The value of `key` in a mapping (the last one written, as YAML readers keep).
    package subscript(key: String) -> YAMLNode? {
        guard case let .mapping(entries) = value else { return nil }
        return entries.last { $0.key == key }?.value
    }

    package var entries: [Entry] {
        if case let .mapping(entries) = value { return entries }
        return []
    }

    /// A scalar's text.
    package var string: String? {
        if case let .scalar(text) = value { return text }
        return nil
    }

    /// A sequence's items; a lone scalar or mapping is a sequence of one (XcodeGen accepts
    /// `sources: App` for `sources: [App]`).
    package var items: [YAMLNode] {
        switch value {
        case let .sequence(items): items
        case .null: []
        default: [self]
        }
    }

    /// A scalar's YAML truth: `true`, `yes`, `on` (any case).
    package var isTrue: Bool {
        guard let text = string?.lowercased() else { return false }
        return text == "true" || text == "yes" || text == "on"
    }

    package var isFalse: Bool {
        guard let text = string?.lowercased() else { return false }
        return text == "false" || text == "no" || text == "off"
    }

    /// Every scalar below rewritten by `transform` (`${target_name}` in a template).
    package func mappingScalars(_ transform: (String) -> String) -> YAMLNode {
        var copy = self
        switch value {
        case .null: break
        case let .scalar(text): copy.value = .scalar(transform(text))
        case let .sequence(items): copy.value = .sequence(items.map { $0.mappingScalars(transform) })
        case let .mapping(entries):
            copy.value = .mapping(entries.map { entry in
                var entry = entry
                entry.key = transform(entry.key)
                entry.value = entry.value.mappingScalars(transform)
                return entry
            })
        }
        return copy
    }

    /// XcodeGen's merge of a spec onto what it includes (and of a target onto its templates):
    /// mappings merge key by key, sequences add up, anything else is replaced; a key written
    /// `name:REPLACE` replaces the whole value.
    package func merged(onto base: YAMLNode) -> YAMLNode {
        switch (base.value, value) {
        case let (.mapping(old), .mapping(new)):
            var result = old
            for entry in new {
                var entry = entry
                let replaces = entry.key.hasSuffix(":REPLACE")
                if replaces { entry.key = String(entry.key.dropLast(":REPLACE".count)) }
                if let index = result.lastIndex(where: { $0.key == entry.key }) {
                    if !replaces { entry.value = entry.value.merged(onto: result[index].value) }
                    result[index] = entry
                } else {
                    result.append(entry)
                }
            }
            var copy = self
            copy.value = .mapping(result)
            return copy
        case let (.sequence(old), .sequence(new)):
            var copy = self
            copy.value = .sequence(old + new)
            return copy
        default:
            return self
        }
    }
}
