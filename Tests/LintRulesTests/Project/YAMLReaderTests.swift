import Testing
@testable import SwiftSource
@testable import ProjectModel

/// The YAML subset XcodeGen specs are written in, read on bytes.
@Suite struct YAMLReaderTests {
    static func read(_ text: String) throws -> YAMLNode {
        try YAMLReader.read(Array(text.utf8), file: "/p/project.yml", base: "/p")
    }

    @Test func blockMappingsAndSequencesWithLines() throws {
        let node = try Self.read("""
            name: Demo   # the project
            targets:
              App:
                sources:
                  - App
                  - path: "Shared Code"
                    excludes:
                      - Legacy
            """)
        #expect(node["name"]?.string == "Demo")
        let sources = try #require(node["targets"]?["App"]?["sources"]?.items)
        #expect(sources.count == 2)
        #expect(sources[0].string == "App" && sources[0].line == 5)
        #expect(sources[1]["path"]?.string == "Shared Code")
        #expect(sources[1]["excludes"]?.items.compactMap(\.string) == ["Legacy"])
        let app = try #require(node["targets"]?.entries.first)
        #expect(app.key == "App" && app.line == 3 && app.column == 3)
    }

    /// YAML lets a sequence sit at its key's indent.
    @Test func aSequenceAtItsKeysIndent() throws {
        let node = try Self.read("dependencies:\n- target: Core\n- package: Kit\n  product: KitUI\nname: X\n")
        let items = try #require(node["dependencies"]?.items)
        #expect(items.count == 2 && items[1]["product"]?.string == "KitUI")
        #expect(node["name"]?.string == "X")
    }

    @Test func flowCollectionsOverSeveralLines() throws {
        let node = try Self.read("""
            a: [One, "Two, three", 'it''s']
            b: {path: App, excludes: [Tests,
                 Legacy]}
            c: [${target_name}/Sources]
            """)
        #expect(node["a"]?.items.compactMap(\.string) == ["One", "Two, three", "it's"])
        #expect(node["b"]?["path"]?.string == "App")
        #expect(node["b"]?["excludes"]?.items.compactMap(\.string) == ["Tests", "Legacy"])
        #expect(node["c"]?.items.first?.string == "${target_name}/Sources")
        // A flow mapping whose closing brace sits at its key's indent.
        let domains = try Self.read("""
            ATS:
              Domains: {
                "example.org": {
                    Subdomains: true
                }
              }
              Other: 1
            """)
        #expect(domains["ATS"]?["Domains"]?["example.org"]?["Subdomains"]?.string == "true")
        #expect(domains["ATS"]?["Other"]?.string == "1")
    }

    @Test func anchorsAliasesAndMerges() throws {
        let node = try Self.read("""
            base: &base
              SWIFT_VERSION: 5.9
              TARGETED_DEVICE_FAMILY: 1
            app:
              <<: *base
              TARGETED_DEVICE_FAMILY: "1,2"
            copy: *base
            """)
        #expect(node["app"]?["SWIFT_VERSION"]?.string == "5.9")
        #expect(node["app"]?["TARGETED_DEVICE_FAMILY"]?.string == "1,2")
        #expect(node["copy"]?["TARGETED_DEVICE_FAMILY"]?.string == "1")
    }

    @Test func blockScalarsQuotesAndComments() throws {
        let node = try Self.read("""
            script: |
              echo "# not a comment key: value"
              exit 0
            url: "http://example.com/#anchor" # a comment
            colon: a:b
            empty:
            tilde: ~
            """)
        #expect(node["script"]?.string?.contains("exit 0") == true)
        #expect(node["url"]?.string == "http://example.com/#anchor")
        #expect(node["colon"]?.string == "a:b")
        #expect(node["empty"]?.value == .null && node["tilde"]?.value == .null)
    }

    @Test(arguments: ["a: [b, c", "a: {b: c", "  - a\nb: c\n  d", String(repeating: "[", count: 5000)])
    func malformedInputIsAnErrorNotACrash(_ text: String) {
        #expect(throws: ProjectFileError.self) { try Self.read(text) }
    }

    /// Whatever the bytes, the reader ends: binary, invalid UTF-8, deep block nesting.
    @Test func anyBytesEnd() throws {
        var nested = ""
        for depth in 0..<3000 { nested += String(repeating: " ", count: depth) + "k:\n" }
        _ = try? YAMLReader.read(Array(nested.utf8), file: "/p/project.yml", base: "/p")
        _ = try? YAMLReader.read([0xFF, 0xFE, 0x00, 0x3A, 0x0A, 0x2D, 0x2D, 0x0A, 0x7B], file: "/p/project.yml", base: "/p")
        let merged = try Self.read("a: [x]\nb: {c: d}").merged(onto: try Self.read("a: [w]\nb: {e: f}"))
        #expect(merged["a"]?.items.compactMap(\.string) == ["w", "x"])
        #expect(merged["b"]?["c"]?.string == "d" && merged["b"]?["e"]?.string == "f")
        let replaced = try Self.read("a:REPLACE: [x]").merged(onto: try Self.read("a: [w]"))
        #expect(replaced["a"]?.items.compactMap(\.string) == ["x"])
    }
}
