import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// docs/CI.md is copied into people's pipelines: every tablint command in it must parse, and
/// the hook id and plugin names must be the real ones.
@Suite struct CIDocumentTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The arguments after each `tablint` (or `…/tablint`) that is followed by an option or a
    /// command, up to a shell operator or comment: in code lines, and in `inline code` of prose.
    private func tablintCommands(in document: String) -> [(line: String, arguments: [String])] {
        var commands: [(String, [String])] = []
        for line in document.split(separator: "\n").map(String.init) {
            let pieces = line.contains("`") ? line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) } : [line]
            for piece in pieces {
                if let arguments = tablintArguments(in: piece, pluginLine: line.contains("swift package")) {
                    commands.append((line, arguments))
                }
            }
        }
        return commands
    }

    private func tablintArguments(in code: String, pluginLine: Bool) -> [String]? {
        let commandWords: Set<String> = ["lint", "rules", "explain", "init", "install-hook", "debug", "help"]
        let words = code.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
        guard let start = words.firstIndex(where: { $0 == "tablint" || $0.hasSuffix("/tablint") }),
              start + 1 < words.count,
              words[start + 1].hasPrefix("-") || commandWords.contains(words[start + 1]) else { return nil }
        var arguments: [String] = []
        for word in words[(start + 1)...] {
            if ["||", "&&", "#", "//", ";", "|"].contains(word) { break }
            arguments.append(word)
        }
        // `swift package tablint --target NAME`: the plugin's own option.
        if pluginLine, let target = arguments.firstIndex(of: "--target") {
            arguments.removeSubrange(target...(target + 1))
        }
        return arguments
    }

    @Test func everyTablintCommandInTheDocumentParses() throws {
        let commands = tablintCommands(in: try text("docs/CI.md"))
        #expect(commands.count >= 15, "the extraction found the commands")
        for (line, arguments) in commands {
            switch arguments.first {
            case "install-hook":
                #expect(arguments.dropFirst().allSatisfy { $0 == "--force" }, "\(line)")
            case "--version", "--help":
                #expect(arguments.count == 1, "\(line)")
            default:
                do {
                    _ = try LintOptions.parse(arguments)
                } catch {
                    Issue.record("docs/CI.md: \(line)\n\(error.message)")
                }
            }
        }
        let reporters = commands.flatMap { command in
            command.arguments.indices.filter { command.arguments[$0] == "--reporter" }.map { command.arguments[$0 + 1] }
        }
        #expect(Set(reporters) == ["sarif", "github-actions", "junit", "checkstyle", "summary", "gitlab", "markdown", "html"])
    }

    @Test func hookIdAndPluginNamesAreTheRealOnes() throws {
        let document = try text("docs/CI.md")
        let hooks = try text(".pre-commit-hooks.yaml")
        let package = try text("Package.swift")
        #expect(hooks.contains("- id: tablint\n"))
        #expect(document.contains("      - id: tablint\n"))
        #expect(package.contains(#".plugin(name: "TablintBuildToolPlugin""#))
        #expect(document.contains(#".plugin(name: "TablintBuildToolPlugin", package: "tablint")"#))
        #expect(package.contains(#"verb: "tablint""#))
        #expect(try text("README.md").contains("[docs/CI.md](docs/CI.md)"))
    }

    /// The versions CHANGELOG.md records as released (a top-level `## x.y.z — date` heading that is
    /// not "unreleased"); a release is tagged `vx.y.z` (README, "Releases").
    private func releasedVersions() throws -> Set<String> {
        let headings = try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        return Set(headings.filter { !$0.contains("unreleased") }.compactMap { $0.dropFirst(3).split(separator: " ").first.map(String.init) })
    }

    @Test func theChangelogsTopEntryIsTheVersionInTheSources() throws {
        let top = try #require(try text("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(top.hasPrefix("## \(Tool.version) "), "CHANGELOG.md's top heading \(top) is not Tool.version \(Tool.version)")
    }

    /// Every version docs/CI.md pins — `rev:`, `--branch`, `from:`, `TABLINT_REV` — is a commit sha
    /// or a release the changelog records: a tag that does not exist fails the user's checkout.
    @Test func everyPinnedVersionExists() throws {
        let released = try releasedVersions()
        let document = try text("docs/CI.md")
        var pins: [String] = []
        for line in document.split(separator: "\n").map(String.init) where !line.contains("`") {
            let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = code.split(whereSeparator: { " =\"(),".contains($0) }).map(String.init)
            for (index, word) in words.enumerated() where index + 1 < words.count
                && ["rev:", "--branch", "from:", "TABLINT_REV", "TABLINT_REV:", "revision:"].contains(word) {
                pins.append(words[index + 1])
            }
        }
        #expect(pins.count >= 6, "the pins were found: \(pins)")
        for pin in pins {
            let isSha = pin.count == 40 && pin.allSatisfy(\.isHexDigit)
            let version = pin.hasPrefix("v") ? String(pin.dropFirst()) : pin
            #expect(isSha || released.contains(version), "docs/CI.md pins \(pin), which is neither a commit sha nor a release in CHANGELOG.md")
        }
    }
}
