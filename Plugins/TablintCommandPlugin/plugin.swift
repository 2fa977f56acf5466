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
        let process = Process()
        process.executableURL = try context.tool(named: "tablint").url
        process.arguments = paths + options
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("tablint exited with \(process.terminationStatus)")
            throw TablintFailure(code: process.terminationStatus)
        }
    }

    private func relativePath(of url: URL, in base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct TablintFailure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "tablint exited with \(code)" }
}
