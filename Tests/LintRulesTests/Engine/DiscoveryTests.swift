import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct GlobTests {
    @Test(arguments: [
        ("Pods", "Pods/A/B.swift", true), ("Pods", "App/Pods/B.swift", true), ("Pods", "App/PodsX/B.swift", false),
        ("*.generated.swift", "A/B.generated.swift", true), ("*.generated.swift", "A/B.swift", false),
        ("**/Generated/**", "App/Generated/X.swift", true), ("**/Generated/**", "Generated/X.swift", true),
        ("**/Generated/**", "App/GeneratedX/X.swift", false), ("Sources/Legacy", "Sources/Legacy/A.swift", true),
        ("Sources/Legacy", "Other/Sources/Legacy/A.swift", false), ("Sources/*/Mocks", "Sources/App/Mocks/M.swift", true),
        ("Tests?", "Tests1/A.swift", true), ("[AB]pp", "App/x.swift", true), ("[!AB]pp", "App/x.swift", false),
        ("./Sources/Gen/", "Sources/Gen/x.swift", true),
    ])
    func matches(_ case: (String, String, Bool)) {
        #expect(Glob(`case`.0).matches(`case`.1) == `case`.2, "\(`case`.0) vs \(`case`.1)")
    }
}

@Suite struct DiscoveryTests {
    @Test func findsSwiftAndInfoPlistsAndSkipsTheUsualFolders() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for path in ["App/A.swift", "App/Info.plist", "App/Widget-Info.plist", "App/Other.plist", "App/Base.lproj/Main.storyboard",
                     ".build/X.swift", "Pods/P.swift", "Carthage/C.swift", "DerivedData/D.swift", ".hidden/H.swift",
                     "App/.git/G.swift", "App/Generated/G.swift", "README.md",
                     // Near misses of the names above, told apart on the names' bytes.
                     "App/XInfo.plist", "App/Info.plist.bak", "App/B.Swift", "App/Main.storyboardc", "App/-Info.plist", "App/swift",
                     // Firebase's keys, committed empty in open-source apps: not an Info.plist.
                     "App/GoogleService-Info.plist"] {
            try harness.write(path, "")
        }
        let result = FileDiscovery(exclusions: [(Glob("**/Generated/**"), harness.folder)]).discover([harness.folder])
        #expect(result.files.map { PathUtilities.relative($0.path, to: harness.folder) } ==
            ["App/-Info.plist", "App/A.swift", "App/Info.plist", "App/Widget-Info.plist"])
        #expect(result.files.map(\.kind) == [.plist, .swift, .plist, .plist])
        #expect(result.storyboards.map { PathUtilities.relative($0, to: harness.folder) } == ["App/Base.lproj/Main.storyboard"])
        // Named explicitly, a skipped folder or an excluded file is linted.
        let named = FileDiscovery(exclusions: [(Glob("**/Generated/**"), harness.folder)])
            .discover([harness.folder + "/Pods", harness.folder + "/App/Generated/G.swift"])
        #expect(named.files.map { PathUtilities.relative($0.path, to: harness.folder) } == ["App/Generated/G.swift", "Pods/P.swift"])
    }

    /// Sorted input is kept as it is; anything else comes out in `String` order, each path once.
    @Test(arguments: [
        ["/p/A.swift", "/p/B/C.swift", "/p/b.swift"],
        ["/p/b.swift", "/p/A.swift", "/p/B/C.swift", "/p/A.swift"],
        ["/p/é.swift", "/p/e.swift", "/p/f.swift", "/p/é.swift", "/p/E.swift"],
        ["/p/B.swift", "/p/B.swift"],
        [],
    ])
    func filesComeOutInPathOrderOnce(paths: [String]) {
        let files = paths.map { DiscoveredFile(path: $0, kind: .swift) }
        #expect(FileDiscovery.sortedUnique(files).map(\.path) == Array(Set(paths)).sorted())
    }

    /// Helper threads list folders ahead of the walk; the walk, and so what it finds, must not
    /// change: same files, storyboards and problems, in the same order, at any thread count.
    @Test(arguments: [2, 3, 8])
    func helpersListingAheadChangeNothing(jobs: Int) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for module in 0..<12 {
            for folder in ["", "/Views", "/Views/Cells", "/Model", "/Generated", "/.hidden", "/Pods"] {
                try harness.write("Module\(module)\(folder)/File\(module).swift", "")
            }
            try harness.write("Module\(module)/Info.plist", "")
            try harness.write("Module\(module)/Views/Main.storyboard", "")
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: harness.folder + "/Module3/Linked", withDestinationPath: harness.folder + "/Module7/Views")
        try manager.createSymbolicLink(atPath: harness.folder + "/Module4/Outside", withDestinationPath: harness.folder + "/Module0/Model")
        try manager.createSymbolicLink(atPath: harness.folder + "/Module5/Loop", withDestinationPath: harness.folder + "/Module5")
        try manager.createSymbolicLink(atPath: harness.folder + "/Module6/Gone.swift", withDestinationPath: harness.folder + "/Nowhere.swift")
        try harness.write("Module8/Folder.swift/Inside.swift", "")
        let exclusions = [(Glob("**/Generated/**"), harness.folder)]
        let alone = FileDiscovery(exclusions: exclusions, jobs: 1).discover([harness.folder])
        // Linked folders add nothing: their files are found under their real paths; a folder
        // named like a Swift file is walked.
        #expect(alone.files.count == 12 * 5 + 1)
        #expect(alone.problems.count == 2, "a loop and a dangling link")
        for _ in 0..<20 {
            let helped = FileDiscovery(exclusions: exclusions, jobs: jobs).discover([harness.folder])
            #expect(helped.files == alone.files)
            #expect(helped.storyboards == alone.storyboards)
            #expect(helped.problems == alone.problems)
        }
    }

    @Test func aPrefetchedListingIsTheListingWhoeverMakesIt() {
        let calls = CallCounter()
        let prefetch = ListingPrefetch<String>(helpers: 2) { folder in
            calls.count(folder)
            return "listed " + folder
        }
        let folders = (0..<200).map { "/f\($0)" }
        prefetch.queue(Array(folders.prefix(150)))
        // The walk asks last queued first, and also for folders never queued.
        for folder in folders.reversed() {
            #expect(prefetch.listing(of: folder) == "listed " + folder)
        }
        prefetch.finish()
        #expect(calls.counts == Dictionary(uniqueKeysWithValues: folders.map { ($0, 1) }), "each folder listed once")
    }

    @Test func symlinksAreFollowedOnceAndLoopsAndDanglingLinksReported() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("Real/A.swift", "")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: harness.folder + "/Linked", withDestinationPath: harness.folder + "/Real")
        try manager.createSymbolicLink(atPath: harness.folder + "/Real/Loop", withDestinationPath: harness.folder + "/Real")
        try manager.createSymbolicLink(atPath: harness.folder + "/Gone.swift", withDestinationPath: harness.folder + "/Nowhere.swift")
        let result = FileDiscovery().discover([harness.folder])
        // `Linked` and `Real` are the same folder: its file is found once, under its real path.
        #expect(result.files.map { PathUtilities.relative($0.path, to: harness.folder) } == ["Real/A.swift"])
        let messages = result.problems.map { "\(PathUtilities.relative($0.path, to: harness.folder)): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("Gone.swift: dangling symbolic link") })
        #expect(messages.filter { $0.contains("symbolic link loop") }.count == 1)
        #expect(messages.contains { $0.hasPrefix("Real/Loop: symbolic link loop") })
    }
}

/// How many times each folder was listed, from any thread.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var byFolder: [String: Int] = [:]

    func count(_ folder: String) {
        lock.lock()
        byFolder[folder, default: 0] += 1
        lock.unlock()
    }

    var counts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return byFolder
    }
}
