import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Whether report bytes are what their format promises, by parsing them with Foundation's own
/// parsers. Shared by the tests and the fuzzer (Scripts/fuzz.sh compiles this file into it), so
/// it names no tablint type.
enum ReportValidation {
    /// Problems with a JSON document (json, sarif); empty when it parses to an object.
    static func jsonProblems(_ bytes: [UInt8]) -> [String] {
        do {
            let object = try JSONSerialization.jsonObject(with: Data(bytes))
            return object is [String: Any] ? [] : ["the JSON report is not an object"]
        } catch {
            return ["the JSON report does not parse: \(error)"]
        }
    }

    /// Problems with an XML document (checkstyle, junit); empty when it is well-formed.
    static func xmlProblems(_ bytes: [UInt8]) -> [String] {
        let parser = XMLParser(data: Data(bytes))
        let delegate = ErrorCollector()
        parser.delegate = delegate
        if parser.parse() { return [] }
        return ["the XML report is not well-formed: \(delegate.message ?? parser.parserError.map { "\($0)" } ?? "unknown error")"]
    }

    /// Problems with line-oriented output (text, github-actions, summary): valid UTF-8, and as
    /// many lines as the report has entries, so no message or path breaks a line.
    static func lineProblems(_ bytes: [UInt8], expectedLines: Int?) -> [String] {
        var problems: [String] = []
        if String(validating: bytes, as: UTF8.self) == nil { problems.append("the report is not UTF-8") }
        if let expectedLines {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count - 1
            if lines != expectedLines { problems.append("the report has \(lines) lines, not \(expectedLines)") }
        }
        return problems
    }

    private final class ErrorCollector: NSObject, XMLParserDelegate {
        var message: String?
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if message == nil { message = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)" }
        }
    }
}
