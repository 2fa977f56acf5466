import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// Baselines written by one version, on one platform, are read by every later one (SPEC §7): a
/// fingerprint's bytes never change. The values here were written by the first implementation.
@Suite struct FingerprintTests {
    @Test func fingerprintsKeepTheirValues() {
        #expect(StableHash.hex(["hardcoded_bar_height", "Bar.swift", "49"]) == "4d9db523459d4540ca305d2362f23287")
        #expect(StableHash.hex(["hardcoded_bar_height", "Sources/App/TabBarController.swift", "49"])
            == "e50cba3983226d2807fd9ddaca5f080c")
        #expect(StableHash.hex(["é"]) == "5feb231c1dfafbb31fa8dd6bd601b233")
        #expect(StableHash.hex([]) == "cbf29ce48422232584222325cbf29ce4")
    }

    @Test func partsAreKeptApart() {
        #expect(StableHash.hex(["ab", "c"]) == "ad22872f536e470593f61c6c6a9c01c8")
        #expect(StableHash.hex(["a", "bc"]) == "401801fc84f3ca79cb6c4ab0ecb40531")
    }

    @Test func bridgedAndNativeStringsHashAlike() {
        // A substring's copy and a string built by appending may be stored differently.
        var built = ""
        for character in "Sources/App/TabBarController.swift" { built.append(character) }
        let sliced = String("xxSources/App/TabBarController.swift".dropFirst(2))
        #expect(StableHash.hex(["r", built]) == StableHash.hex(["r", sliced]))
    }

    @Test func aViolationsFingerprintIsItsRulePathAndFlaggedText() throws {
        let rule = try HardcodedBarHeightRule(options: RuleOptions(identifier: "hardcoded_bar_height"))
        let file = SourceFile(path: "Bar.swift", bytes: Array("let kTabBarHeight: CGFloat = 49\n".utf8))
        let violations = rule.check(file)
        #expect(violations.map { $0.fingerprint(path: "Bar.swift") } == ["4d9db523459d4540ca305d2362f23287"])
    }
}
