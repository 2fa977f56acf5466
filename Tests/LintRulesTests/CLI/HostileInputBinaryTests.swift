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
}
