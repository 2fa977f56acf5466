import SwiftSource

/// `return CGFloat(88)`, `CGRect(x: CGFloat(0), y: CGFloat(64), …)`: numbers wrapped in a
/// conversion, read as the value the conversion holds.
extension HardcodedBarHeightRule {
    private static let conversionNames: [StaticString] = ["CGFloat", "Double", "Float"]

    /// Whether the number is alone inside `CGFloat(…)` / `Double(…)` / `Float(…)`.
    static func isConverted(_ number: Int, in file: SourceFile) -> Bool {
        file.isPunctuation(number - 1, "(") && file.isPunctuation(number + 1, ")") && isPlainConversion(opening: number - 1, closing: number + 1, in: file)
    }

    /// Whether `open…close` are the parentheses of a conversion that reads as its value: not a
    /// member's base (`CGFloat(64).rounded()`).
    private static func isPlainConversion(opening open: Int, closing close: Int, in file: SourceFile) -> Bool {
        conversionNames.contains(where: { file.spells(open - 1, $0) }) && !file.isPunctuation(open - 2, ".") && !file.isPunctuation(close + 1, ".")
    }

    /// The numbers at `converted`, judged in a copy of the file where every conversion of a number
    /// is blanked to spaces (`CGFloat(0)` too, so the frame around the number reads as written):
    /// every byte, line and column stays where it was.
    func convertedNumbers(_ converted: [Int], in file: SourceFile) -> [Violation] {
        var bytes = file.bytes
        for number in file.numberTokens {
            let index = Int(number) - 2
            guard Self.isConverted(index + 2, in: file) else { continue }
            for blanked in [index, index + 1, index + 3] {
                for offset in file.code[blanked].range { bytes[offset] = UInt8(ascii: " ") }
            }
        }
        let numberOffsets = Set(converted.map { file.code[$0].offset })
        let plain = SourceFile(path: file.path, bytes: bytes)
        var reader = BarHeightContext(file: plain, heights: heights)
        var violations: [Violation] = []
        for number in plain.numberTokens where numberOffsets.contains(plain.code[Int(number)].offset) {
            let index = Int(number)
            guard let context = reader.context(of: index), !reader.isInRowSizing(index), !reader.isOwnComponentHeight(index) else { continue }
            violations.append(plain.violation(Self.description, from: index, message: context.message(plain.text(index)),
                                              suggestion: context.suggestion))
        }
        return violations
    }
}
