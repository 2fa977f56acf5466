// swift-tools-version:6.1
import PackageDescription

// Each target is a layer that depends only on the ones below it; the compiler enforces the
// direction (a module cannot import one above it):
//
//   tablint (executable shim) → TablintCommands → TablintLanguageServer → LintRules → ProjectModel → SwiftSource
//
// Modules reach each other through `package` access; nothing is `public` but the little the
// executable needs.
let package = Package(
    name: "tablint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tablint", targets: ["tablint"]),
        .plugin(name: "TablintCommandPlugin", targets: ["TablintCommandPlugin"]),
        .plugin(name: "TablintBuildToolPlugin", targets: ["TablintBuildToolPlugin"]),
    ],
    targets: [
        // Bytes → tokens → structure: the tokenizer, line table, bracket map, outline, member
        // chains, statements, the token cursor; byte, path and file-system helpers.
        .target(name: "SwiftSource"),
        // What a project is: Info.plist readers (XML and binary).
        .target(name: "ProjectModel", dependencies: ["SwiftSource"]),
        // The linter: rule model, rules, engine, suppressions, configuration, baseline, fixes, reporters.
        .target(name: "LintRules", dependencies: ["SwiftSource", "ProjectModel"]),
        // `tablint lsp`: the Language Server Protocol over the engine (docs/EDITORS.md). Below the
        // command line, which only starts it and hands it the way a folder becomes a lint setup.
        .target(name: "TablintLanguageServer", dependencies: ["LintRules", "ProjectModel", "SwiftSource"]),
        // The command line as a testable `CLI.run`.
        .target(name: "TablintCommands", dependencies: ["TablintLanguageServer", "LintRules", "ProjectModel", "SwiftSource"]),
        .executableTarget(name: "tablint", dependencies: ["TablintCommands"]),
        .testTarget(name: "LintRulesTests", dependencies: ["SwiftSource", "ProjectModel", "LintRules", "TablintLanguageServer", "TablintCommands"]),
        // `swift package tablint`
        .plugin(
            name: "TablintCommandPlugin",
            capability: .command(intent: .custom(verb: "tablint", description: "Lint the package's tab-bar and scene shell code")),
            dependencies: ["tablint"]
        ),
        // Lint during `swift build`: add `plugins: [.plugin(name: "TablintBuildToolPlugin", package: "tablint")]` to a target.
        .plugin(name: "TablintBuildToolPlugin", capability: .buildTool(), dependencies: ["tablint"]),
    ]
)
