import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct ReportedFilesTests {
    private let files = ["/p/A.swift", "/p/B/Info.plist", "/p/B/C.swift"].map {
        DiscoveredFile(path: $0, kind: $0.hasSuffix(".plist") ? .plist : .swift)
    }

    @Test func everyProjectFileReportsEachFileOfThePlan() {
        let plan = LintPlan(projectFiles: files, reported: .everyProjectFile)
        #expect(files.allSatisfy { plan.reported.contains($0.path) })
        #expect(plan.reportedPaths == files.map(\.path))
    }

    @Test func namedFilesAreTheOnlyOnesReported() {
        var plan = LintPlan(projectFiles: files, reported: ["/p/B/C.swift"])
        #expect(!plan.reported.contains("/p/A.swift"))
        #expect(plan.reportedPaths == ["/p/B/C.swift"])
        // A file `--fix` creates joins the plan and the report.
        plan.projectFiles.append(DiscoveredFile(path: "/p/B/Tab.swift", kind: .swift))
        plan.reported.insert("/p/B/Tab.swift")
        #expect(plan.reportedPaths == ["/p/B/C.swift", "/p/B/Tab.swift"])
        #expect(ReportedFiles(["/p/B/C.swift", "/p/B/Tab.swift"]) == plan.reported)
    }
}
