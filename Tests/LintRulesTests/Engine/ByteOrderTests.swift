import Testing
@testable import SwiftSource
@testable import ProjectModel
@testable import LintRules
@testable import TablintCommands

/// `ByteOrder.sortedIndices` settles most comparisons on the first sixteen bytes read as two
/// words: whatever the strings, it must give the plain stable sort by bytes.
@Suite struct ByteOrderTests {
    @Test func givesThePlainStableSortByBytes() {
        var generator = SeededGenerator(seed: 7)
        // Few distinct bytes and shared stems make ties, prefixes and equal strings common;
        // zero and 0xFF bytes sit at the ends of the order and next to the words' padding.
        let alphabet: [UInt8] = [0, 0x2D, 0x2E, 0x2F, 0x41, 0x61, 0x62, 0x7F, 0xC3, 0xFF]
        let stems: [[UInt8]] = [[], Array("File000".utf8), Array("ViewControllerSetting".utf8), [0x61, 0, 0x61]]
        for _ in 0..<400 {
            var strings: [[UInt8]] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                var string = stems.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 0...20, using: &generator) { string.append(alphabet.randomElement(using: &generator)!) }
                if !strings.isEmpty, Bool.random(using: &generator) {
                    // A prefix of, or the same as, another string.
                    let other = strings.randomElement(using: &generator)!
                    string = Array(other.prefix(Int.random(in: 0...other.count, using: &generator)))
                }
                strings.append(string)
            }
            var bytes: [UInt8] = []
            var spans: [(start: Int, count: Int)] = []
            for string in strings {
                spans.append((bytes.count, string.count))
                bytes += string
            }
            let expected = strings.indices.sorted { first, second in
                strings[first].lexicographicallyPrecedes(strings[second])
                    || (strings[first] == strings[second] && first < second)
            }
            #expect(ByteOrder.sortedIndices(of: spans, in: bytes) == expected, "\(strings)")
        }
    }
}
