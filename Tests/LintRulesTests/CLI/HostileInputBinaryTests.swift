import Foundation
import Testing
@testable import LintRules

/// Issue 23's smaller defects and report sizes, each through the real `tablint` binary: what a
/// user, a hook or CI sees (exit status, stderr, the report's bytes).
@Suite struct HostileInputBinaryTests {
    private let tablint: TablintBinary

    init() throws {
        tablint = try TablintBinary.located.get()
    }

    static let copy = """
        import UIKit
        final class Screen {
            func present() {
                let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene
                _ = scene
            }
        }

        """

    private func violations(_ run: TablintBinary.Run) throws -> [[String: Any]] {
        try #require(run.json()["violations"] as? [[String: Any]])
    }

    // MARK: duplicated_scene_lookup at scale

    @Test func aLookupCopiedIntoManyFilesListsAtMostThreeOthersAndCountsThemAll() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", "{}")
        for n in 0..<12 { try project.write(String(format: "Sources/Screen%02d.swift", n), Self.copy) }
        let run = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "json"], in: project.folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        let found = try violations(run)
        #expect(found.count == 12)
        let files = found.map { $0["file"] as! String }
        for (position, violation) in found.enumerated() {
            let related = (violation["related"] as? [[String: Any]] ?? []).map { $0["file"] as! String }
            // The first three other copies in location order, whichever copy is reported.
            #expect(related == Array(files.filter { $0 != files[position] }.prefix(3)))
            let message = violation["message"] as! String
            #expect(message.contains("written out 12 times"))
            #expect(message.contains(position == 0 ? "this is the first" : "first at Sources/Screen00.swift:4"), "\(message)")
        }
        // SARIF carries the same three, not eleven.
        let sarif = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "sarif"], in: project.folder)
        let results = try #require(((try sarif.json()["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.map { ($0["relatedLocations"] as? [Any])?.count ?? 0 } == Array(repeating: 3, count: 12))
    }

    @Test func aFewCopiesListEveryOtherWithTheMessageAsBefore() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", "{}")
        for n in 0..<3 { try project.write("Sources/Screen\(n).swift", Self.copy) }
        let run = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "json"], in: project.folder)
        let found = try violations(run)
        #expect(found.map { ($0["related"] as? [Any])?.count ?? 0 } == [2, 2, 2])
        #expect(found.allSatisfy {
            ($0["message"] as! String) == "This window-scene lookup is written out 3 times in the project; put it in one accessor"
        })
    }

    // MARK: control characters in file names

    /// ESC starts a terminal escape sequence (here: colour red, and an OSC that sets the window
    /// title ended by BEL). Reports and stderr show `\x1B`, `\x07` instead, one line each.
    @Test func controlCharactersInFileNamesAreShownEscapedInTextGitHubAndStderr() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", "{}")
        try project.write("Bad\u{1B}[31mRed.swift", BadInputProject.keyWindowLine + "\n")
        try project.write("Enc\u{1B}]0;owned\u{07}.swift", bytes: [0xFF, 0xFE])
        for reporter in ["text", "github-actions", "markdown"] {
            let run = try tablint.run(["--reporter", reporter], in: project.folder)
            #expect(run.status == 3)
            let everything = run.text + run.errorOutput
            #expect(!everything.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(reporter): \(everything)")
            #expect(run.text.contains("Bad\\x1B[31mRed.swift"), "\(reporter): \(run.text)")
            #expect(run.errorLines == ["tablint: Enc\\x1B]0;owned\\x07.swift: is not valid UTF-8 (first bad byte at line 1, column 1)"])
        }
        let github = try tablint.run(["--reporter", "github-actions"], in: project.folder)
        #expect(github.text.contains("::error file=Enc\\x1B]0;owned\\x07.swift::"), "\(github.text)")
        // JSON keeps the real name: it escapes for itself, and scripts need the file.
        let json = try tablint.run(["--reporter", "json"], in: project.folder)
        let files = try violations(json).map { $0["file"] as! String }
        #expect(files.contains("Bad\u{1B}[31mRed.swift"))
    }

    // MARK: configuration values

    struct ConfigCase: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let message: String
        var testDescription: String { name }
    }

    static let configCases: [ConfigCase] = [
        .init(name: "an include with NUL", json: #"{ "include": ["\u0000"] }"#,
              message: ".tablint.json: include[0] must be a path, not text with a NUL character"),
        .init(name: "an include that does not exist", json: #"{ "include": [".", "Missing"] }"#,
              message: ".tablint.json: include[1] Missing: no such file or folder"),
        .init(name: "an unclosed glob class", json: #"{ "exclude": ["[unclosed"] }"#,
              message: ".tablint.json: exclude[0] [unclosed: the '[' has no ']' to close it (write \\[ for a plain '[')"),
        .init(name: "a negative height", json: #"{ "rules": { "hardcoded_bar_height": { "heights": [49, -1] } } }"#,
              message: ".tablint.json: rules.hardcoded_bar_height.heights[1] must be a positive number"),
        .init(name: "a height too large for a Double", json: #"{ "rules": { "hardcoded_bar_height": { "heights": [1e400] } } }"#,
              message: ".tablint.json: rules.hardcoded_bar_height.heights[0] must be a finite number, not one too large to hold"),
        .init(name: "a top-level key twice", json: #"{ "strict": true, "strict": false }"#,
              message: ".tablint.json: strict is set more than once"),
        .init(name: "a rule option twice", json: #"{ "rules": { "hardcoded_bar_height": { "heights": [1], "heights": [2] } } }"#,
              message: ".tablint.json: rules.hardcoded_bar_height.heights is set more than once"),
        .init(name: "an accessor file outside the project",
              json: #"{ "rules": { "duplicated_scene_lookup": { "accessorFile": "../Elsewhere/Current.swift" } } }"#,
              message: ".tablint.json: rules.duplicated_scene_lookup.accessorFile must be inside the folder of the configuration, not ../Elsewhere/Current.swift"),
    ]

    @Test(arguments: configCases)
    func aBadConfigurationValueIsAConfigurationErrorNamingTheKey(_ testCase: ConfigCase) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", testCase.json)
        let run = try tablint.run([], in: project.folder)
        #expect(run.status == 2, "\(run.errorOutput)")
        #expect(run.errorLines == ["tablint: " + testCase.message])
        #expect(run.output.isEmpty, "nothing is linted")
    }

    @Test func goodValuesNextToTheBadOnesStillLoad() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write("Sources/Keep.swift", "let w = UIApplication.shared.keyWindow\n")
        try project.write(".tablint.json", #"""
            { "include": ["Good.swift", "Sources"], "exclude": ["\\[literal", "[!]x]*.generated.swift"],
              "rules": { "hardcoded_bar_height": { "heights": [49, 83.5] },
                         "duplicated_scene_lookup": { "accessorFile": "Sources/../Sources/Current.swift" } } }
            """#)
        let run = try tablint.run(["--reporter", "json"], in: project.folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(try violations(run).count == 2)
        let usage = try tablint.run(["--exclude", "a[b"], in: project.folder)
        #expect(usage.status == 2)
        #expect(usage.errorLines == ["tablint: --exclude a[b: the '[' has no ']' to close it (write \\[ for a plain '[')"])
    }

    // MARK: a damaged binary plist

    /// A string object at byte 8 whose marker says its length follows as an integer, followed
    /// by a byte that is no integer marker; the trailer itself is sound.
    @Test func aDamagedBinaryPlistSaysInWordsWhatIsWrong() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        var bytes = Array("bplist00".utf8) + [0x5F, 0x00, 8]
        bytes += [UInt8](repeating: 0, count: 6) + [1, 1]
        for value: UInt64 in [1, 0, 10] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
        try project.write("Info.plist", bytes: bytes)
        let run = try tablint.run(["--quiet"], in: project.folder)
        #expect(run.status == 3)
        #expect(run.errorLines == ["tablint: Info.plist: is not a valid property list: a damaged binary property list: "
            + "the object at byte 8 says an integer with its length follows, but none does"])
    }

    // MARK: a file reached through a symbolic link

    /// `Alias.swift` links to `A.swift`: one file, so its lookup is one copy, not a duplicate of
    /// itself, and `--fix` has nothing to rewrite through the second name.
    @Test func aFileSymlinkIsOneFileForDuplicatedLookups() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", "{}")
        try project.write("A.swift", Self.copy)
        try project.link("Alias.swift", to: "A.swift")
        let run = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "json"], in: project.folder)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(try violations(run).isEmpty)
        let fix = try tablint.run(["--only", "duplicated_scene_lookup", "--fix"], in: project.folder)
        #expect(fix.status == 0, "\(fix.errorOutput)")
        #expect(try String(contentsOfFile: project.folder + "/A.swift", encoding: .utf8) == Self.copy)
        #expect(!FileManager.default.fileExists(atPath: project.folder + "/UIWindowScene+Current.swift"))
        // With a real second copy beside it, the pair is reported once each, under real names.
        try project.write("B.swift", Self.copy)
        let pair = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "json"], in: project.folder)
        #expect(try violations(pair).map { $0["file"] as! String } == ["A.swift", "B.swift"])
        #expect(try violations(pair).allSatisfy { ($0["message"] as! String).contains("written out 2 times") })
        // Named on the command line through the link, it is still the one file.
        let named = try tablint.run(["--only", "duplicated_scene_lookup", "--reporter", "json", "Alias.swift", "B.swift"], in: project.folder)
        #expect(try violations(named).count == 2, "\(named.text)")
    }

    // MARK: temporaries a killed --fix left

    /// `.A.swift.tablint-Ab12Cd` is what `--fix` writes before its rename; killed in between, it
    /// stays. Any later run removes it from the folders it lists, once it is older than a live
    /// `--fix` could leave one; a fresh one may be another run's, and stays.
    @Test(arguments: [["--reporter", "json"], ["--quiet"], ["--only", "deprecated_window_api"], ["--fix"]])
    func anyRunRemovesTemporariesAKilledFixLeft(_ arguments: [String]) throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", "{}")
        try project.write("Sources/Deep/A.swift", Self.copy)
        let old = ["Sources/Deep/.A.swift.tablint-Ab12Cd", ".Good.swift.tablint-x9Y8z7"]
        let fresh = "Sources/.B.swift.tablint-Qw3Rt4"
        let unrelated = ["Sources/.A.swift.tablint-short", "Sources/.notes.tablint", "Sources/Deep/A.swift.tablint-Ab12Cd"]
        for path in old + [fresh] + unrelated { try project.write(path, "half a file") }
        let hourAgo = Date(timeIntervalSinceNow: -3_600)
        for path in old + unrelated {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: project.folder + "/" + path)
        }
        let run = try tablint.run(arguments, in: project.folder)
        #expect(run.status == 0 || run.status == 1, "\(run.errorOutput)")
        for path in old { #expect(!FileManager.default.fileExists(atPath: project.folder + "/" + path), "\(path) is left") }
        for path in [fresh] + unrelated { #expect(FileManager.default.fileExists(atPath: project.folder + "/" + path), "\(path) is gone") }
    }

    @Test func aDryRunAndAnExcludedFolderKeepTheirTemporaries() throws {
        let project = try BadInputProject()
        defer { project.remove() }
        try project.write(".tablint.json", #"{ "exclude": ["Vendor"] }"#)
        let paths = [".Good.swift.tablint-Ab12Cd", "Vendor/.V.swift.tablint-Ab12Cd"]
        for path in paths {
            try project.write(path, "half a file")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: project.folder + "/" + path)
        }
        _ = try tablint.run(["--fix", "--dry-run"], in: project.folder)
        #expect(FileManager.default.fileExists(atPath: project.folder + "/" + paths[0]))
        _ = try tablint.run([], in: project.folder)
        #expect(!FileManager.default.fileExists(atPath: project.folder + "/" + paths[0]))
        // The walk never lists an excluded folder, and no second walk goes looking.
        #expect(FileManager.default.fileExists(atPath: project.folder + "/" + paths[1]))
    }
}
