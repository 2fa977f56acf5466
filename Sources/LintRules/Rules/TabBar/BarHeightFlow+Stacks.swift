import SwiftSource

/// Where a SwiftUI view's edge padding is: between two of a stack's views, or at the screen's edge
/// of a view that ignores the safe area (not a preview's stand-in screen).
extension BarHeightContext {
    /// Some view of the file ignores the safe area — not only a `#Preview`'s or a
    /// `PreviewProvider`'s stand-in screen.
    func ignoresSafeAreaOutsidePreviews() -> Bool {
        guard file.mentions("ignoresSafeArea") || file.mentions("edgesIgnoringSafeArea") else { return false }
        var previews: [ClosedRange<Int>] = file.outline.types.compactMap { type in
            type.inheritance(in: file).contains("PreviewProvider") ? type.body : nil
        }
        for index in file.code.indices where file.code[index].kind == .pound && file.spells(index, "#Preview") {
            var open = index + 1
            if file.isPunctuation(open, "("), let close = file.brackets.partner(of: open) { open = close + 1 }
            if file.isPunctuation(open, "{"), let close = file.brackets.partner(of: open) { previews.append(open...close) }
        }
        return file.code.indices.contains { index in
            file.isIdentifier(index) && (file.spells(index, "ignoresSafeArea") || file.spells(index, "edgesIgnoringSafeArea"))
                && !previews.contains { $0.contains(index) }
        }
    }

    /// The view a modifier call belongs to is a `VStack`'s child with another view after it.
    func isFollowedBySiblingInVerticalStack(_ call: ClosedRange<Int>) -> Bool {
        guard let content = file.enclosingBrackets(of: call.lowerBound, only: "{") else { return false }
        var before = content.lowerBound - 1
        if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before) { before = open - 1 }
        guard file.spells(before, "VStack") || file.spells(before, "LazyVStack") else { return false }
        // The end of the view's chain of modifiers: `.padding(.bottom, 34).background { … }`.
        var end = call.upperBound
        for _ in 0..<64 {
            guard file.isPunctuation(end + 1, "."), file.isIdentifier(end + 2) else { break }
            end += 2
            if file.isPunctuation(end + 1, "("), let close = file.brackets.partner(of: end + 1) { end = close }
            if file.isPunctuation(end + 1, "{"), let close = file.brackets.partner(of: end + 1) { end = close }
        }
        return end + 1 < content.upperBound && file.isIdentifier(end + 1)
    }
}
