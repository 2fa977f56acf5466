// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tablint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LintRules", targets: ["LintRules"]),
        .executable(name: "tablint", targets: ["tablint"]),
    ],
    targets: [
        .target(name: "LintRules"),
        .executableTarget(name: "tablint", dependencies: ["LintRules"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules"]),
    ]
)
