import Foundation
import PackagePlugin

/// `swift package tablint [--target NAME …] [tablint options]`: lints the package (or the named
/// targets) with the package's own tablint executable.
@main
struct TablintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let packageDirectory = context.package.directoryURL
        // Without --target, tablint lints what the options name, or the package folder.
        let paths: [String]
        if targetNames.isEmpty {
            paths = []
        } else {
            paths = try context.package.targets(named: targetNames).compactMap { target in
                (target as? SourceModuleTarget).map { relativePath(of: $0.directoryURL, in: packageDirectory) }
            }
        }
        try runTablint(try context.tool(named: "tablint").url, arguments: paths + options, in: packageDirectory)
    }

    private func relativePath(of url: URL, in base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// Runs tablint in a folder and fails the command when tablint does.
func runTablint(_ executable: URL, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        Diagnostics.error("tablint exited with \(process.terminationStatus)")
        throw TablintFailure(code: process.terminationStatus)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode app project (File ▸ Packages, or the project's context menu): lints the Swift
/// files of the chosen targets (`--target NAME`, by display name; default every target). The
/// project folder is the working directory, so its `.xcodeproj` is the project root and its
/// model (targets, dependencies, Info keys) is the context of the cross-file rules.
extension TablintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
        let files = targets.flatMap { target in
            target.inputFiles.filter { $0.url.pathExtension == "swift" }.map { $0.url.path }
        }
        let directory = context.xcodeProject.directoryURL
        try runTablint(try context.tool(named: "tablint").url, arguments: Array(Set(files)).sorted() + extractor.remainingArguments,
                       in: directory)
    }
}
#endif

struct TablintFailure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "tablint exited with \(code)" }
}
