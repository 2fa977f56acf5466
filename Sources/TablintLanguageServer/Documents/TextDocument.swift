import SwiftSource

/// An open document: the editor's unsaved text, which is what tablint lints.
package struct TextDocument: Sendable {
    package let uri: String
    /// Absolute path of the file the document is (or will be saved as).
    package let path: String
    package private(set) var version: Int
    package private(set) var lines: LineIndex

    package var bytes: [UInt8] { lines.bytes }

    package init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        lines = LineIndex(Array(text.utf8))
    }

    /// One `TextDocumentContentChangeEvent`: with a range, an incremental edit in the
    /// negotiated encoding; without, the whole new text.
    package struct Change: Sendable {
        package var range: TextRange?
        package var text: String

        package init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Applies changes in order (each range refers to the text after the ones before it).
    package mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding) {
        for change in changes {
            guard let range = change.range else {
                lines = LineIndex(Array(change.text.utf8))
                continue
            }
            let start = lines.offset(of: range.start, encoding: encoding)
            let end = max(start, lines.offset(of: range.end, encoding: encoding))
            var bytes = lines.bytes
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            lines = LineIndex(bytes)
        }
        self.version = version
    }
}

/// `file://` URIs and paths (RFC 8089, with the percent-encoding editors write).
package enum FileURI {
    /// The absolute path of a `file:` URI; nil for other schemes (an untitled buffer).
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst("file://".count))
        // `file://host/path`: only the local host is a path here.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) { rest = Array(rest[slash...]) } else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
               let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        return PathUtilities.normalize(String(decoding: bytes, as: UTF8.self))
    }

    /// The `file:` URI of an absolute path: every byte but the unreserved ones and `/` escaped.
    package static func uri(of path: String) -> String {
        var result = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                result += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
