import SwiftSource

/// `return CGFloat(88)`, `CGRect(x: CGFloat(0), y: CGFloat(64), …)`: numbers wrapped in a
/// conversion, read as the value the conversion holds.
extension HardcodedBarHeightRule {
    private static let conversionNames: [StaticString] = ["CGFloat", "Double", "Float"]

    /// Whether the number is alone inside `CGFloat(…)` / `Double(…)` / `Float(…)`, and the
    /// conversion is not a member's base (`CGFloat(64).rounded()`).
    static func isConverted(_ number: Int, in file: SourceFile) -> Bool {
        file.isPunctuation(number - 1, "(") && file.isPunctuation(number + 1, ")") && !file.isPunctuation(number + 2, ".")
            && conversionNames.contains(where: { file.spells(number - 2, $0) }) && !file.isPunctuation(number - 3, ".")
    }

    /// The numbers at `converted`, judged in a copy of the file where every conversion of a number
    /// is blanked to spaces (`CGFloat(0)` too, so the frame around the number reads as written):
    /// every byte, line and column stays where it was.
    func convertedNumbers(_ converted: [Int], in file: SourceFile) -> [Violation] {
        var bytes = file.bytes
        for token in file.numberTokens where Self.isConverted(Int(token), in: file) {
            let number = Int(token)
            for blanked in [number - 2, number - 1, number + 1] {
                for offset in file.code[blanked].range { bytes[offset] = UInt8(ascii: " ") }
            }
        }
        let numberOffsets = Set(converted.map { file.code[$0].offset })
        let plain = SourceFile(path: file.path, bytes: bytes)
        var reader = BarHeightContext(file: plain, heights: heights)
        var violations: [Violation] = []
        for number in plain.numberTokens where numberOffsets.contains(plain.code[Int(number)].offset) {
            let index = Int(number)
            guard let context = reader.context(of: index), !reader.isInRowSizing(index, of: context), !reader.isOwnComponentHeight(index) else { continue }
            violations.append(plain.violation(Self.description, from: index, message: context.message(plain.text(index)),
                                              suggestion: context.suggestion))
        }
        return violations
    }
}
