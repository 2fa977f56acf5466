import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 9's bad-input matrix, each case through the real `tablint` binary: the exit status of
/// SPEC §2, one stderr line naming the file and the problem, every other file still linted
/// (`Good.swift`'s violation is always there), and valid json, sarif, checkstyle and junit.
@Suite struct BadInputMatrixTests {
    private let tablint: TablintBinary

    init() throws {
        tablint = try TablintBinary.located.get()
    }

    /// One bad file beside `Good.swift`, and what the run must show.
    struct FileCase: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        let bytes: [UInt8]
        let status: Int32
        var problems: [String] = []
        /// Violations in the bad file, besides Good.swift's.
        var violations: [String] = []
        var testDescription: String { name }

        init(_ name: String, _ path: String, _ bytes: [UInt8], status: Int32 = 0, problems: [String] = [], violations: [String] = []) {
            self.name = name
            self.path = path
            self.bytes = bytes
            self.status = status
            self.problems = problems
            self.violations = violations
        }

        init(_ name: String, _ path: String, _ text: String, status: Int32 = 0, problems: [String] = [], violations: [String] = []) {
            self.init(name, path, Array(text.utf8), status: status, problems: problems, violations: violations)
        }
    }

    private static let keyWindow = BadInputProject.keyWindowLine

    static let fileCases: [FileCase] = [
        FileCase("empty file", "Empty.swift", ""),
        FileCase("only a byte-order mark", "BOM.swift", [0xEF, 0xBB, 0xBF]),
        FileCase("binary file named .swift", "Image.swift", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48],
                 status: 3, problems: ["Image.swift: is not valid UTF-8 (first bad byte at line 1, column 1)"]),
        FileCase("invalid UTF-8 in a comment", "Comment.swift", Array("let a = 1 // caf".utf8) + [0xE9, 0x0A],
                 status: 3, problems: ["Comment.swift: is not valid UTF-8 (first bad byte at line 1, column 17)"]),
        FileCase("invalid UTF-8 in a string", "Text.swift", Array("let b = 2\nlet s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8),
                 status: 3, problems: ["Text.swift: is not valid UTF-8 (first bad byte at line 2, column 13)"]),
        FileCase("invalid UTF-8 in an identifier", "Name.swift", Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8),
                 status: 3, problems: ["Name.swift: is not valid UTF-8 (first bad byte at line 1, column 8)"]),
        FileCase("NUL bytes", "Nul.swift", Array("let a = 1\nlet b".utf8) + [0] + Array(" = 2\n".utf8),
                 status: 3, problems: ["Nul.swift: contains NUL bytes at line 2, column 6"]),
        FileCase("20,000-deep parentheses", "Parens.swift",
                 "let x = " + String(repeating: "(", count: 20_000) + "y" + String(repeating: ")", count: 20_000) + "\n" + keyWindow,
                 violations: ["Parens.swift:2:9 deprecated_window_api"]),
        FileCase("20,000-deep square brackets", "Squares.swift",
                 "let x = " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n" + keyWindow,
                 violations: ["Squares.swift:2:9 deprecated_window_api"]),
        FileCase("20,000-deep braces", "Braces.swift",
                 "func f() " + String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000) + "\n" + keyWindow,
                 violations: ["Braces.swift:2:9 deprecated_window_api"]),
        FileCase("20,000-deep string interpolations", "Interpolations.swift",
                 "let x = " + String(repeating: "\"\\(", count: 20_000) + "y" + String(repeating: ")\"", count: 20_000) + "\n" + keyWindow,
                 violations: ["Interpolations.swift:2:9 deprecated_window_api"]),
        FileCase("unterminated string at the end", "OpenString.swift", keyWindow + "\nlet s = \"abc",
                 violations: ["OpenString.swift:1:9 deprecated_window_api"]),
        FileCase("unterminated multi-line string at the end", "OpenBlock.swift", keyWindow + "\nlet s = \"\"\"\nabc",
                 violations: ["OpenBlock.swift:1:9 deprecated_window_api"]),
        FileCase("unterminated comment at the end", "OpenComment.swift", keyWindow + "\n/* abc /* def */",
                 violations: ["OpenComment.swift:1:9 deprecated_window_api"]),
        FileCase("unterminated regex at the end", "OpenRegex.swift", keyWindow + "\nlet r = #/abc",
                 violations: ["OpenRegex.swift:1:9 deprecated_window_api"]),
        FileCase("unterminated interpolation at the end", "OpenInterpolation.swift", keyWindow + "\nlet s = \"a \\(b.map { c",
                 violations: ["OpenInterpolation.swift:1:9 deprecated_window_api"]),
        FileCase("CRLF line endings", "Windows.swift", "let a = 1\r\n" + keyWindow + "\r\nlet b = 2\r\n",
                 violations: ["Windows.swift:2:9 deprecated_window_api"]),
        FileCase("CR line endings", "ClassicMac.swift", "let a = 1\r" + keyWindow + "\rlet b = 2\r",
                 violations: ["ClassicMac.swift:2:9 deprecated_window_api"]),
        FileCase("mixed line endings", "Mixed.swift", "let a = 1\r\nlet b = 2\rlet c = 3\n" + keyWindow + "\r",
                 violations: ["Mixed.swift:4:9 deprecated_window_api"]),
        FileCase("an unknown rule in a suppression comment", "Suppress.swift", "// tablint:disable:next no_such_rule\nlet x = 1\n",
                 violations: ["Suppress.swift:1:1 superfluous_disable"]),
        FileCase("a file named with quotes, markup and a control character", "we\"ird <&>\u{1}.swift", keyWindow + "\n",
                 violations: ["we\"ird <&>\u{1}.swift:1:9 deprecated_window_api"]),
        FileCase("an Info.plist that is neither XML nor binary", "Info.plist", "{ UIMainStoryboardFile = Main; }x",
                 status: 3, problems: ["Info.plist: is not a valid property list: neither an XML nor a binary property list"]),
        FileCase("a damaged binary Info.plist", "Info.plist", "bplist00tabBar.hst00taive = treightAnchor.constraint(equalToConstant:048).i#erro = true",
                 status: 3, problems: ["Info.plist: is not a valid property list: a damaged binary property list: "]),
        FileCase("a broken XML Info.plist", "Info.plist", "<?xml version=\"1.0\"?><plist><dict><key>A</key></dict>",
                 status: 3, problems: ["Info.plist: is not a valid property list: "]),
    ]

    @Test(arguments: fileCases)
    func badFile(_ badCase: FileCase) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(badCase.path, bytes: badCase.bytes)
        let violations = ([BadInputProject.goodViolation] + badCase.violations).sorted()
        try tablint.expect(BadInputExpectation(status: badCase.status, problems: badCase.problems, violations: violations), in: project)
    }

    @Test func lineEndingsKeepEndColumnsRight() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("Good.swift", "let a = 1\r\n" + Self.keyWindow + "\r\n")
        try project.write("Other.swift", "let a = 1\r" + Self.keyWindow + "\r")
        let run = try tablint.run(["--reporter", "json"], in: project.folder)
        let violations = try run.json()["violations"] as? [[String: Any]] ?? []
        #expect(violations.map { "\($0["line"]!):\($0["column"]!)-\($0["endLine"]!):\($0["endColumn"]!)" } == ["2:9-2:39", "2:9-2:39"])
        let text = try tablint.run([], in: project.folder)
        #expect(text.text.contains("Good.swift:2:9: warning:") && text.text.contains("Other.swift:2:9: warning:"))
    }

    @Test func controlCharactersAndQuotesInMessagesAndPaths() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let odd = "we\"ird <&>\u{1}\u{7F}'\\.swift"
        try project.write(odd, "// tablint:disable:next \"<&>\u{1}\u{1B}[31m\n" + Self.keyWindow + "\n")
        let json = try tablint.expect(BadInputExpectation(status: 0, violations: [
            BadInputProject.goodViolation, "\(odd):1:1 superfluous_disable", "\(odd):2:9 deprecated_window_api",
        ]), in: project)
        let messages = (try json.json()["violations"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("'\"<&>\u{1}\u{1B}[31m'") }, "the rule id is quoted as written: \(messages)")
        let actions = try tablint.run(["--reporter", "github-actions"], in: project.folder)
        #expect(actions.text.split(separator: "\n").count == 3, "one workflow command per violation")
        let text = try tablint.run(["--quiet"], in: project.folder)
        #expect(text.text.split(separator: "\n").count == 6, "two lines per violation: \(text.text)")
    }

    @Test func fiveMegabyteSingleLine() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let prefix = "let a = [" + String(repeating: "1, ", count: 1_700_000) + "2]; "
        try project.write("Long.swift", prefix + Self.keyWindow)
        #expect(prefix.utf8.count > 5_000_000)
        let run = try tablint.run(["--reporter", "json"], in: project.folder)
        #expect(run.status == 0 && run.errorOutput.isEmpty)
        let violations = try run.json()["violations"] as? [[String: Any]] ?? []
        #expect(violations.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" } == ["Good.swift:1:9", "Long.swift:1:\(prefix.utf8.count + 9)"])
    }

    @Test func thousandsOfViolationsOnOneLongLine() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let statement = "let s = UIScreen.main; "
        try project.write("Many.swift", String(repeating: statement, count: 5_000) + "\n")
        let run = try tablint.run(["--reporter", "sarif"], in: project.folder)
        #expect(run.status == 0 && run.errorOutput.isEmpty)
        let results = ((try run.json()["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 5_001)
        let columns = results.compactMap { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let region = location?["region"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Many.swift" ? region?["startColumn"] as? Int : nil
        }
        #expect(columns == (0..<5_000).map { 9 + $0 * statement.utf8.count })
    }

    @Test func hundredThousandLines() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let lines = (1..<100_000).map { "let value\($0) = \($0) // line \($0)\n" }.joined()
        try project.write("Lines.swift", lines + Self.keyWindow + "\n")
        let run = try tablint.run(["--reporter", "json"], in: project.folder)
        #expect(run.status == 0 && run.errorOutput.isEmpty)
        let violations = try run.json()["violations"] as? [[String: Any]] ?? []
        #expect(violations.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!)" } == ["Good.swift:1:9", "Lines.swift:100000:9"])
    }

    /// A folder named like a file (a clone of `Charts.swift`) is walked like any folder.
    @Test func aFolderNamedLikeASwiftFile() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("X.swift/Inside.swift", "let w = UIApplication.shared.keyWindow\n")
        try tablint.expect(BadInputExpectation(status: 0, violations: [BadInputProject.goodViolation, "X.swift/Inside.swift:1:9 deprecated_window_api"]),
                           in: project)
    }

    /// Whether `chmod 000` keeps this process from reading a file: not for root, which reads anyway.
    static let permissionsDenyReads: Bool = {
        let path = NSTemporaryDirectory() + "tablint-permission-probe-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) else { return false }
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = chmod(path, 0)
        let descriptor = open(path, O_RDONLY)
        if descriptor >= 0 { close(descriptor) }
        return descriptor < 0
    }()

    @Test(.enabled(if: permissionsDenyReads,
                   "not applicable here: this process reads files whatever their permissions (it runs as root), so chmod 000 cannot make a file unreadable; the read-failure path is tested by aFileWhoseReadFails"))
    func aFileWithoutReadPermission() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("Locked.swift", "let z = 1\n")
        #expect(chmod(project.folder + "/Locked.swift", 0) == 0)
        try tablint.expect(BadInputExpectation(status: 3, problems: ["Locked.swift: cannot be read: Permission denied"]), in: project)
    }

    /// A file that opens but fails to read (EIO), whoever runs the tests: `/proc/self/mem` at
    /// offset 0 is unmapped memory of the reading process.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux's /proc"))
    func aFileWhoseReadFails() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.link("Broken.swift", to: "/proc/self/mem")
        try tablint.expect(BadInputExpectation(status: 3, problems: ["Broken.swift: cannot be read: Input/output error"]), in: project)
    }

    @Test func aSymbolicLinkLoop() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("Sub/Inner.swift", Self.keyWindow + "\n")
        try project.link("Sub/Back", to: "..")
        try project.link("Alias", to: "Sub")
        try project.link("Self.swift", to: "Self.swift")
        // The file is reported once, under its real path, though `Alias` and `Sub/Back/Sub` reach it too.
        try tablint.expect(BadInputExpectation(status: 3, problems: [
            "Self.swift: symbolic link loop: ", "Sub/Back: symbolic link loop: it points to ",
        ], violations: [BadInputProject.goodViolation, "Sub/Inner.swift:1:9 deprecated_window_api"]), in: project)
    }

    @Test func aDanglingSymbolicLink() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.link("Gone.swift", to: "Nowhere.swift")
        try tablint.expect(BadInputExpectation(status: 3, problems: ["Gone.swift: dangling symbolic link: No such file or directory"]),
                           in: project)
    }

    @Test func aNamedPipeIsNotWaitedOn() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        #expect(mkfifo(project.folder + "/Pipe.swift", 0o644) == 0)
        try tablint.expect(BadInputExpectation(status: 3, problems: ["Pipe.swift: is not a regular file (a named pipe)"]), in: project)
    }

    #if os(Linux)
    /// Linux file names are bytes; a `String` path can only hold a repaired copy of this one.
    @Test func aFileNameThatIsNotUTF8() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        let name = Array((project.folder + "/caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        try tablint.expect(BadInputExpectation(status: 3, problems: ["caf\u{FFFD}.swift: cannot be opened: its name is not valid UTF-8"]),
                           in: project)
    }
    #endif

    @Test func aPathThatDoesNotExist() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try tablint.expect(BadInputExpectation(status: 2, problems: ["Missing.swift: no such file or folder"], violations: []),
                           in: project, arguments: ["Missing.swift"])
    }

    @Test(arguments: [
        ("malformed", "{ \"rules\": ", ".tablint.json: not valid JSON: line 1, column 12"),
        ("empty", "", ".tablint.json: not valid JSON: line 1, column 1: the file is empty"),
        ("wrongly typed value", "{ \"strict\": \"yes\" }", ".tablint.json: strict must be true or false, not a string"),
        ("wrongly typed top level", "[1]", ".tablint.json: the top level must be an object, not an array"),
        ("wrongly typed rule option", "{ \"rules\": { \"hardcoded_bar_height\": { \"heights\": \"49\" } } }",
         ".tablint.json: rules.hardcoded_bar_height.heights must be an array of numbers"),
    ])
    func aBadConfiguration(_ configuration: (name: String, text: String, message: String)) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", configuration.text)
        try tablint.expect(BadInputExpectation(status: 2, problems: [configuration.message], violations: []), in: project)
    }

    @Test func aConfigurationThatIsAFolder() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.makeFolder(".tablint.json")
        try tablint.expect(BadInputExpectation(status: 2, problems: [".tablint.json: is a folder, not a configuration file"], violations: []),
                           in: project)
        try tablint.expect(BadInputExpectation(status: 2, problems: [".tablint.json: is a folder, not a configuration file"], violations: []),
                           in: project, arguments: ["--config", ".tablint.json"])
    }

    /// A file deleted between discovery and reading, the window a run leaves open: the same
    /// calls the command line makes, with the deletion placed deterministically in between.
    @Test func aFileDeletedWhileTheRunIsInProgress() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("Doomed.swift", Self.keyWindow + "\n")
        let discovered = FileDiscovery().discover([project.folder])
        #expect(discovered.files.count == 2)
        try FileManager.default.removeItem(atPath: project.folder + "/Doomed.swift")
        let plan = LintPlan(projectFiles: discovered.files, reported: ReportedFiles(discovered.files.map(\.path)))
        let rules = try RuleRegistry.all.map { try $0.init(options: RuleOptions(identifier: $0.description.identifier)) }
        let result = Linter(rules: rules, jobs: 2, workingDirectory: project.folder).lint(plan)
        #expect(result.errors == [InputProblem(path: "Doomed.swift", message: "cannot be read: No such file or directory")])
        #expect(result.violations.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.ruleIdentifier)" }
            == [BadInputProject.goodViolation])
        #expect(result.exitCode(strict: false) == .unreadableInput)
    }
}
