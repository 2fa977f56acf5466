import SwiftSource

/// Heights of the screen's own full-width components: a page-title strip under the navigation
/// bar, a comment or input bar at the bottom. A type that lays one out at 44 or 49 points and
/// then subtracts that number from the screen's height subtracts its component, not a system bar.
extension BarHeightContext {
    /// Whether `number` is the height the type around it gives one of its own strips or entry bars
    /// (`titleView = PageTitleView(frame: CGRect(x: 0, y: 64, width: screenWidth, height: 44))`,
    /// `commentBar.snp.makeConstraints { make.height.equalTo(49) }`).
    mutating func isOwnComponentHeight(_ number: Int) -> Bool {
        guard let value = file.numberValue(number), let typeIndex = file.outline.typeIndex(containing: number) else { return false }
        if let known = ownComponentHeights[typeIndex] { return known.contains(value) }
        var found: Set<Double> = []
        if let body = file.outline.types[typeIndex].body {
            // Only the type's numbers, not every token of it: `height: 44`, `height.equalTo(49)`.
            let numbers = file.numberTokens
            var position = FallbackIndex.firstPosition(in: numbers.lazy.map { Int($0) }, notBelow: body.lowerBound)
            while position < numbers.endIndex, Int(numbers[position]) <= body.upperBound {
                let candidate = Int(numbers[position])
                position += 1
                let label = file.spells(candidate - 2, "height") ? candidate - 2 : file.spells(candidate - 4, "height") ? candidate - 4 : nil
                guard let label, let height = (label == candidate - 2 ? ownFrameHeight(at: label) : ownConstraintHeight(at: label)) else { continue }
                found.insert(height)
            }
        }
        ownComponentHeights[typeIndex] = found
        return found.contains(value)
    }

    /// `height: 44` of a full-width `CGRect` in a statement that makes or frames an own component.
    private func ownFrameHeight(at label: Int) -> Double? {
        guard file.isPunctuation(label + 1, ":"), let height = file.numberValue(label + 2),
              file.isPunctuation(label + 3, ")") || file.isPunctuation(label + 3, ","),
              let rect = file.enclosingBrackets(of: label, only: "("), opensRect(rect.lowerBound),
              spansWidth(rect) else { return nil }
        let start = file.statementStart(containing: rect.lowerBound)
        return (start..<rect.lowerBound).contains(where: { namesOwnComponent(at: $0, strips: true) }) ? height : nil
    }

    /// The `width:` of the rectangle names a width (`screenWidth`, `view.bounds.width`): a strip
    /// across the screen, not a control inside a bar.
    private func spansWidth(_ rect: ClosedRange<Int>) -> Bool {
        guard let label = rect.first(where: { file.spells($0, "width") && file.isPunctuation($0 + 1, ":") }) else { return false }
        let end = ((label + 2)..<rect.upperBound).first { file.isPunctuation($0, ",") } ?? rect.upperBound
        // `width: screenWidth * 0.4`: a share of the width, not a strip across it.
        if ((label + 2)..<end).contains(where: { file.isOperator($0, "*") || file.isOperator($0, "/") }) { return false }
        return ((label + 2)..<end).contains { index in
            file.isIdentifier(index) && (file.tokenContainsFolded(index, "width") || file.tokenContainsFolded(index, "screenw"))
        }
    }

    /// `make.height.equalTo(49)` inside `commentBar.snp.makeConstraints { … }`.
    private func ownConstraintHeight(at label: Int) -> Double? {
        guard file.isPunctuation(label + 1, "."), file.spells(label + 2, "equalTo"), file.isPunctuation(label + 3, "("),
              let height = file.numberValue(label + 4), file.isPunctuation(label + 5, ")"),
              let block = file.enclosingBrackets(of: label, only: "{"), file.spells(block.lowerBound - 1, "makeConstraints"),
              file.spells(block.lowerBound - 3, "snp"), namesOwnComponent(at: block.lowerBound - 5, strips: false) else { return nil }
        return height
    }

    /// `titleView`, `PageTitleView`, `segmentView` (strips, only with a full-width frame);
    /// `commentBar`, `inputBar`, `replyBar`: the screen's own text-entry bar. Read from the
    /// token's bytes: most frames name none.
    private func namesOwnComponent(at index: Int, strips: Bool) -> Bool {
        guard file.isIdentifier(index) else { return false }
        if file.tokenContainsFolded(index, "commentbar") || file.tokenContainsFolded(index, "inputbar")
            || file.tokenContainsFolded(index, "replybar") {
            return true
        }
        return strips && (file.tokenContainsFolded(index, "titleview") || file.tokenContainsFolded(index, "pagetitle")
            || file.tokenContainsFolded(index, "segment"))
    }
}
