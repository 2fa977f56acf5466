import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `XMLPlistReader` reads the common shape of XML plists itself and leaves the rest to
/// Foundation: where it answers, the answer must be Foundation's.
@Suite struct XMLPlistTests {
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    private func plist(_ body: String) -> [UInt8] { Array((XMLPlistTests.header + body + "\n</plist>\n").utf8) }

    private func expectFoundationsAnswer(_ bytes: [UInt8], _ comment: Comment? = nil) throws {
        let read = try #require(XMLPlistReader.read(bytes), "the reader should take this one", sourceLocation: #_sourceLocation)
        let foundation = try PlistFile.parsedByFoundation(bytes)
        #expect(read == foundation, comment)
        if read != foundation, case let .dictionary(mine) = read, case let .dictionary(theirs) = foundation {
            for key in Set(mine.keys).union(theirs.keys) where mine[key] != theirs[key] {
                Issue.record("\(key.debugDescription): \(String(describing: mine[key])) vs \(String(describing: theirs[key]))")
            }
        }
    }

    @Test func anXcodeInfoPlistReadsAsFoundationReadsIt() throws {
        for path in ["Examples/TabShell/App/Info.plist", "Examples/TabShellFixed/App/Info.plist"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../\(path)")
            try expectFoundationsAnswer(Array(try Data(contentsOf: url)), "\(path)")
        }
        try expectFoundationsAnswer(plist("""
            <dict>
                <key>CFBundleDisplayName</key>
                <string>Module 136</string>
                <!-- a comment between entries -->
                <key>Nested</key>
                <dict>
                    <key>Flag</key>
                    <false/>
                    <key>List</key>
                    <array>
                        <dict>
                            <key>Name</key>
                            <string>Default</string>
                        </dict>
                        <array><string>deep</string></array>
                    </array>
                </dict>
                <key>Empty</key><string/>
                <key>EmptyArray</key><array/>
                <key>EmptyDict</key><dict/>
                <key>Numbers</key>
                <array><integer>0</integer><integer>1</integer><integer>2</integer><integer>-1</integer><integer>-17</integer><integer>007</integer><integer>123456789012345678</integer></array>
                <key>Escapes &amp; entities</key>
                <string>&lt;tab&gt; &quot;bar&quot; &apos;s &#65;&#x42;&#x1F3E0; caf\u{E9} 首页 &gt;</string>
                <key></key><true/>
            </dict>
            """))
    }

    /// Shapes the reader leaves to Foundation (which reads them or says what is wrong).
    @Test(arguments: [
        "<dict><key>A</key><real>1.5</real></dict>",
        "<dict><key>A</key><date>2020-01-01T00:00:00Z</date></dict>",
        "<dict><key>A</key><data>AAAA</data></dict>",
        "<dict><key>A</key><string><![CDATA[x]]></string></dict>",
        "<dict><key>A</key><string>a\r\nb</string></dict>",
        "<dict><key>A</key><true/><key>A</key><false/></dict>",
        "<dict><key>A</key><string>&nbsp;</string></dict>",
        "<dict><key>A</key><string>&#0;</string></dict>",
        "<dict><key>A</key><integer> 1</integer></dict>",
        "<dict><key>A</key><integer>+1</integer></dict>",
        "<dict><key>A</key><integer>1234567890123456789</integer></dict>",
        "<dict><key>A</key><string id=\"x\">a</string></dict>",
        "<dict><key>A</key><true /></dict>",
        "<dict><key>A</key></dict>",
        "<dict><key>A</key><string>a</dict>",
    ])
    func unusualShapesAreLeftToFoundation(body: String) {
        #expect(XMLPlistReader.read(plist(body)) == nil)
    }

    @Test func otherEncodingsAndMarkersAreLeftToFoundation() {
        let body = "<dict><key>A</key><string>a</string></dict>\n</plist>\n"
        #expect(XMLPlistReader.read([0xEF, 0xBB, 0xBF] + plist("<dict/>")) == nil)
        #expect(XMLPlistReader.read(Array(("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\">\n" + body).utf8)) == nil)
        #expect(XMLPlistReader.read(Array(("<plistx version=\"1.0\">\n" + body).utf8)) == nil)
        #expect(XMLPlistReader.read(Array("<plist version=\"1.0\"><dict/></plist> trailing".utf8)) == nil)
    }

    /// Seeded random plists, written with random spacing, comments and escapes.
    @Test func randomPlistsReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 31)
        let words = ["Tab", "scene", "a&b", "<x>", "\"q\"", "it's", "首页", "café", "", " spaced ", "line\nbreak", "UI-1"]
        func escaped(_ text: String) -> String {
            var out = ""
            for character in text {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += Bool.random(using: &generator) ? "&gt;" : ">"
                case "\"": out += Bool.random(using: &generator) ? "&quot;" : "\""
                case "'": out += Bool.random(using: &generator) ? "&apos;" : "'"
                case "é": out += Bool.random(using: &generator) ? "&#233;" : "é"
                default: out.append(character)
                }
            }
            return out
        }
        func space() -> String { ["", " ", "\n", "\n    ", "\t", " <!-- note --> "].randomElement(using: &generator)! }
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator) {
            case 0: return "<string>\(escaped(words.randomElement(using: &generator)!))</string>"
            case 1: return "<integer>\(Bool.random(using: &generator) ? Int.random(in: -2...2, using: &generator) : Int.random(in: -99_999...99_999, using: &generator))</integer>"
            case 2: return Bool.random(using: &generator) ? "<true/>" : "<false/>"
            case 3: return ["<string/>", "<array/>", "<dict/>"].randomElement(using: &generator)!
            case 4, 5:
                var keys = Set<String>()
                var body = ""
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let key = words.randomElement(using: &generator)! + String(Int.random(in: 0...3, using: &generator))
                    guard keys.insert(key).inserted else { continue }
                    body += space() + "<key>\(escaped(key))</key>" + space() + value(depth + 1)
                }
                return "<dict>\(body)\(space())</dict>"
            default:
                let items = (0..<Int.random(in: 0...4, using: &generator)).map { _ in space() + value(depth + 1) }
                return "<array>\(items.joined())\(space())</array>"
            }
        }
        for round in 0..<300 {
            try expectFoundationsAnswer(plist(value(0)), "round \(round)")
        }
    }
}
