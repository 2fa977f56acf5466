import Foundation
import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// tablint reads binary plists itself (Foundation, given a damaged one, falls back to its text
/// parser and logs to stderr): what Foundation writes must read back the same, and damage of
/// every kind must be an error, never a crash, a hang or a log line.
@Suite struct BinaryPlistTests {
    private func binary(_ plist: Any) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
    }

    @Test func readsWhatFoundationWrites() throws {
        let long = String(repeating: "x", count: 300)
        let bytes = try binary([
            "UIMainStoryboardFile": "Main", "Unicode": "Scène 🚀", "Long": long,
            "Numbers": [0, 1, -1, 255, 65_536, Int64.max, Int64.min, 2.5, Float(0.5)] as [Any],
            "Flags": [true, false], "Nested": ["A": ["B": ["C"]]], "Other": [Data([1, 2]), Date(timeIntervalSince1970: 0)],
        ] as [String: Any])
        let plist = try PlistFile(path: "Info.plist", bytes: bytes)
        #expect(plist.isBinary)
        #expect(plist.root["UIMainStoryboardFile"]?.string == "Main")
        #expect(plist.root["Unicode"]?.string == "Scène 🚀")
        #expect(plist.root["Long"]?.string == long)
        #expect(plist.root["Numbers"] == .array([0, 1, -1, 255, 65_536, Double(Int64.max), Double(Int64.min), 2.5, 0.5].map { .number($0) }))
        #expect(plist.root["Flags"] == .array([.bool(true), .bool(false)]))
        #expect(plist.root["Nested"]?["A"]?["B"] == .array([.string("C")]))
        #expect(plist.root["Other"] == .array([.other, .other]))
    }

    @Test func everyTruncationAndEveryFlippedByteIsAnErrorOrAValue() throws {
        let bytes = try binary(["UIApplicationSceneManifest": ["UISceneConfigurations": ["A": [["UISceneStoryboardFile": "Main"]]]]])
        for length in 0..<bytes.count {
            #expect(throws: PlistError.self) { try PlistFile(path: "Info.plist", bytes: Array(bytes.prefix(length))) }
        }
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xD1, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? PlistFile(path: "Info.plist", bytes: damaged)
            }
        }
    }

    /// Object 0, an array holding itself; object 0, an array holding object 1 twice, which
    /// holds object 2 twice, …: a cycle and 2^60 paths through 61 objects.
    @Test func cyclesAndSharedObjectsEnd() throws {
        func plist(_ objects: [[UInt8]]) -> [UInt8] {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let table = bytes.count
            for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
            bytes += [0, 0, 0, 0, 0, 0, 2, 1] + bigEndian(objects.count) + bigEndian(0) + bigEndian(table)
            return bytes
        }
        func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        #expect(throws: PlistError.self) { try PlistFile(path: "Info.plist", bytes: plist([[0xA1, 0]])) }
        let shared = (0..<60).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x09]]
        #expect(throws: PlistError.self) { try PlistFile(path: "Info.plist", bytes: plist(shared)) }
        #expect(try PlistFile(path: "Info.plist", bytes: plist([[0xA2, 1, 1], [0x09]])).root == .array([.bool(true), .bool(true)]))
    }
}
