import Foundation
import PackagePlugin

/// Lints a target's Swift files during `swift build`; violations appear as build warnings and
/// errors (the text reporter prints the `file:line:column:` form build logs understand).
@main
struct TablintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        // No declared outputs: the command runs whenever an input changes, and only then.
        return [
            .buildCommand(
                displayName: "tablint \(target.name)",
                executable: try context.tool(named: "tablint").url,
                arguments: files.map(\.path) + ["--quiet", "--no-color"],
                inputFiles: files,
                outputFiles: []
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode app target (Build Phases ▸ Run Build Tool Plug-ins): its Swift sources,
/// linted from the project folder so the `.xcodeproj` is the project root and its model the
/// cross-file context.
extension TablintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !files.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "tablint \(target.displayName)",
                executable: try context.tool(named: "tablint").url,
                arguments: ["--working-directory", context.xcodeProject.directoryURL.path]
                    + files.map(\.path) + ["--quiet", "--no-color"],
                inputFiles: files,
                outputFiles: []
            ),
        ]
    }
}
#endif
