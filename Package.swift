// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "tablint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LintRules", targets: ["LintRules"]),
        .executable(name: "tablint", targets: ["tablint"]),
        .plugin(name: "TablintCommandPlugin", targets: ["TablintCommandPlugin"]),
        .plugin(name: "TablintBuildToolPlugin", targets: ["TablintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "LintRules"),
        .executableTarget(name: "tablint", dependencies: ["LintRules"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules"]),
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
