/// How an LSP `Position.character` counts (LSP 3.17 `PositionEncodingKind`). tablint's own
/// columns are UTF-8 bytes; editors mostly count UTF-16 code units.
package enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// LSP 3.17: UTF-16 unless the client offers something else; UTF-8 is preferred when offered
    /// because it is what tablint counts (no conversion can then go wrong).
    package static func negotiate(offered: [String]?) -> PositionEncoding {
        offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
    }
}

/// A 0-based line and character, as the protocol sends them.
package struct Position: Sendable, Equatable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

package struct TextRange: Sendable, Equatable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Inclusive at both ends: a cursor just after the flagged code still hovers it.
    package func contains(_ position: Position) -> Bool { start <= position && position <= end }

    package func overlaps(_ other: TextRange) -> Bool { start <= other.end && other.start <= end }
}

/// Where each line of a text starts, and conversions between byte offsets and positions in
/// either encoding. Lines end at `\n`, `\r\n` or a lone `\r`, as LSP counts them.
package struct LineIndex: Sendable {
    package let bytes: [UInt8]
    /// Byte offset of each line's first byte.
    private(set) var starts: [Int] = [0]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 || (byte == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10)) {
                starts.append(index + 1)
            }
            index += 1
        }
    }

    package var lineCount: Int { starts.count }

    /// The byte offset just past a line's content (before its line break).
    func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        if end > starts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > starts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The position of a byte offset (clamped to the text).
    package func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Position(line: low, character: characters(from: starts[low], to: offset, encoding: encoding))
    }

    /// The position of tablint's 1-based line and UTF-8 byte column.
    package func position(line: Int, byteColumn: Int, encoding: PositionEncoding) -> Position {
        guard line >= 1, line <= starts.count else { return position(ofOffset: bytes.count, encoding: encoding) }
        let start = starts[line - 1]
        let offset = min(start + max(0, byteColumn - 1), bytes.count)
        return Position(line: line - 1, character: characters(from: start, to: offset, encoding: encoding))
    }

    /// The byte offset of a position; a character past the line's end means its end, a line past
    /// the text's end the text's end (LSP 3.17: clients may send either).
    package func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var offset = starts[position.line]
        var counted = 0
        while offset < end, counted < position.character {
            let width = Self.scalarWidth(bytes[offset])
            counted += encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            offset = min(offset + width, end)
        }
        return offset
    }

    /// Characters in the encoding between two offsets of one line.
    private func characters(from start: Int, to end: Int, encoding: PositionEncoding) -> Int {
        guard encoding == .utf16 else { return end - start }
        var count = 0
        var offset = start
        while offset < end {
            let width = Self.scalarWidth(bytes[offset])
            count += width == 4 ? 2 : 1
            offset += width
        }
        return count
    }

    /// The length of the UTF-8 sequence a byte starts; a stray continuation byte counts alone
    /// (as one replacement character).
    private static func scalarWidth(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
