import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

@Suite struct ConfigurationTests {
    private let rules = RuleRegistry.descriptionsByIdentifier

    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        let json: JSONValue
        do { json = try JSONParser.parse(Array(text.utf8)) } catch { throw ConfigurationError(error.description) }
        return try Configuration.parse(json, path: "/project/.tablint.json", rules: rules)
    }

    private func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
        // comments are allowed
        {
          "include": ["Sources", "App"],
          "exclude": ["**/Generated/**"], /* and block comments */
          "disabled": ["superfluous_disable"],
          "rules": { "deprecated_window_api": { "severity": "error" } },
          "strict": true
        }
        """)
        #expect(configuration.include == ["Sources", "App"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.disabled == ["superfluous_disable"])
        #expect(configuration.severities == ["deprecated_window_api": .error])
        #expect(configuration.strict)
        #expect(configuration.folder == "/project")
    }

    @Test(arguments: [
        (#"{ "exlude": [] }"#, "unknown key 'exlude'"),
        (#"{ "include": "Sources" }"#, "include must be an array of strings, not a string"),
        (#"{ "include": [1] }"#, "include[0] must be a string, not a number"),
        (#"{ "strict": "yes" }"#, "strict must be true or false, not a string"),
        (#"{ "disabled": ["deprecated_window_apii"] }"#, "disabled: unknown rule 'deprecated_window_apii'; did you mean 'deprecated_window_api'?"),
        (#"{ "rules": { "nope": {} } }"#, "rules: unknown rule 'nope'"),
        (#"{ "rules": [] }"#, "rules must be an object of rule ids, not an array"),
        (#"{ "rules": { "deprecated_window_api": true } }"#, "rules.deprecated_window_api must be an object, not a boolean"),
        (#"{ "rules": { "deprecated_window_api": { "severity": "fatal" } } }"#, #"rules.deprecated_window_api.severity must be "warning" or "error""#),
        (#"{ "rules": { "deprecated_window_api": { "heights": [1] } } }"#, "rules.deprecated_window_api.heights is not an option of this rule"),
        ("[]", "the top level must be an object, not an array"),
    ])
    func errorsNameTheKeyPathAndWhatWasExpected(_ pair: (String, String)) {
        let error = message(pair.0)
        #expect(error?.hasPrefix(pair.1) == true, "got: \(error ?? "no error")")
    }

    @Test func optionReadersCheckTypes() throws {
        let options = RuleOptions(identifier: "r", values: [("count", .number(2)), ("heights", .array([.number(1), .string("x")])),
                                                          ("name", .number(3)), ("flag", .bool(true)), ("half", .number(1.5))])
        #expect(try options.integer("count", default: 0) == 2)
        #expect(try options.integer("missing", default: 7) == 7)
        #expect(throws: ConfigurationError("rules.r.half must be an integer, not a number")) { try options.integer("half", default: 0) }
        #expect(throws: ConfigurationError("rules.r.heights must be an array of numbers, but holds a string")) {
            try options.numbers("heights", default: [])
        }
        #expect(throws: ConfigurationError("rules.r.name must be a string, not a number")) { try options.string("name", default: nil) }
        #expect(try options.boolean("flag", default: false))
    }

    @Test func loadingNamesTheFileAndTheProblem() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", "{ \"include\": [ }")
        #expect(throws: ConfigurationError.self) {
            try Configuration.load(path: harness.folder + "/.tablint.json", displayPath: ".tablint.json", rules: rules)
        }
        do {
            _ = try Configuration.load(path: harness.folder + "/.tablint.json", displayPath: ".tablint.json", rules: rules)
        } catch {
            #expect(error.message.hasPrefix(".tablint.json: not valid JSON: line 1, column 16"))
        }
        try harness.write("empty/.tablint.json", "")
        do {
            _ = try Configuration.load(path: harness.folder + "/empty/.tablint.json", displayPath: "empty/.tablint.json", rules: rules)
            Issue.record("an empty configuration must be an error")
        } catch {
            #expect(error.message.contains("empty"))
        }
    }

    @Test func findsTheNearestConfigurationUpwards() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(".tablint.json", "{}")
        try harness.write("App/Sources/Feature/A.swift", "")
        #expect(Configuration.find(from: harness.folder + "/App/Sources/Feature") == harness.folder + "/.tablint.json")
        try harness.write("App/.tablint.json", "{}")
        #expect(Configuration.find(from: harness.folder + "/App/Sources") == harness.folder + "/App/.tablint.json")
    }

    @Test func theInitTemplateIsAValidConfiguration() throws {
        let template = Configuration.template(rules: RuleRegistry.descriptions)
        let configuration = try parse(template)
        #expect(configuration.severities.count == RuleRegistry.all.count)
        #expect(template.contains("//"))
    }
}

@Suite struct JSONParserTests {
    @Test func parsesValuesAndKeepsKeyOrder() throws {
        let value = try JSONParser.parse(Array(#"{"b": [1, -2.5e1, true, false, null], "a": "é\n\u00e9\ud83d\ude00"}"#.utf8))
        guard case let .object(members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(value["b"] == .array([.number(1), .number(-25), .bool(true), .bool(false), .null]))
        #expect(value["a"] == .string("é\né😀"))
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "\"unterminated", "01x", "{\"a\": tru}", "[1] 2", "/* open"])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
