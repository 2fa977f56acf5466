import ProjectModel
import SwiftSource

/// The accessor extension a duplicated lookup's report suggests, written from the lookup's own code.
extension DuplicatedSceneLookupRule {
    static func accessorSnippet(body: String, yield: SceneLookup.Yield) -> String {
        let indented = asciiIndented(body) ?? body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "        " + $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
        let type = yield == .window ? "UIWindow?" : "UIWindowScene?"
        let name = yield == .window ? "currentWindow" : "current"
        return "extension UIWindowScene {\n    static var \(name): \(type) {\n\(indented)\n    }\n}"
    }

    /// Each line of `body` indented by eight spaces instead of its own, on bytes: for ASCII
    /// text without carriage returns, where that is what the `Character` version does (a
    /// snippet is made for every lookup found); nil for any other text.
    static func asciiIndented(_ body: String) -> String? {
        var body = body
        return body.withUTF8 { bytes -> String? in
            guard ByteOrder.isASCII(bytes), !bytes.contains(UInt8(ascii: "\r")) else { return nil }
            var indented: [UInt8] = []
            indented.reserveCapacity(bytes.count + 64)
            var atLineStart = true
            for byte in bytes {
                if atLineStart {
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                    indented.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 8))
                    atLineStart = false
                }
                indented.append(byte)
                if byte == UInt8(ascii: "\n") { atLineStart = true }
            }
            if atLineStart { indented.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 8)) }
            return String(decoding: indented, as: UTF8.self)
        }
    }
}
