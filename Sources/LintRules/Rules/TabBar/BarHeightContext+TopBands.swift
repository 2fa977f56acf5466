import SwiftSource

/// A band of the app's own across the top of the screen, as tall as the status and navigation
/// bars of one phone: framed, anchored or pinned with SnapKit — not a cell's, a header's or a
/// content view's.
extension BarHeightContext {
    /// `navigationView = UIView(frame: CGRect(x: 0, y: 0, width: SCREENWIDTH, height: 64))`: a view
    /// at the top of the screen, as wide as it and as tall as the status and navigation bars of
    /// one phone — a navigation bar of one's own, short or overlapped on every other device. (A
    /// table's header, a cell or an image is sized by the app.)
    func isTopBarFrame(_ number: Int) -> Bool {
        guard file.isPunctuation(number - 1, ":"), file.spells(number - 2, "height"), isWholeArgument(number),
              let value = file.numberValue(number), value == 64 || value == 88, file.mentions("CGRect"),
              let call = file.enclosingBrackets(of: number, only: "("), opensRect(call.lowerBound) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        func argument(_ label: StaticString) -> Range<Int>? {
            arguments.first { file.spells($0.lowerBound, label) && file.isPunctuation($0.lowerBound + 1, ":") }
                .map { ($0.lowerBound + 2)..<$0.upperBound }
        }
        func isZero(_ range: Range<Int>?) -> Bool { range.map { $0.count == 1 && file.numberValue($0.lowerBound) == 0 } ?? false }
        guard isZero(argument("x")), isZero(argument("y")), let width = argument("width"), width.contains(where: isContainerWidth) else { return false }
        // A content view (`BottomCollectionView`, a table, a scroll view) framed so is no bar;
        // nor is a cell's own size (`static let size = CGRect(…)` in `FavouriteCell`).
        if let type = file.outline.type(containing: call.lowerBound), BarHeightContext.namesCellType(type.name) { return false }
        return !namesContentView(file.statementStart(containing: call.lowerBound)..<call.lowerBound)
    }

    /// `bar.anchor(top: view.topAnchor, left: view.leftAnchor, right: view.rightAnchor, height: 64)`:
    /// the constraint helpers' twin of `isTopBarFrame` — a view pinned to the screen's top edge
    /// (not the safe area's), as wide as it, as tall as the status and navigation bars.
    func isTopBarAnchor(_ number: Int) -> Bool {
        // Asked of every frame's `height:`: the value and the file's names first.
        guard let value = file.numberValue(number), value == 64 || value == 88, file.mentions("topAnchor"),
              file.isPunctuation(number - 1, ":"), file.spells(number - 2, "height"),
              let call = file.enclosingBrackets(of: number, only: "("), file.spells(call.lowerBound - 1, "anchor"),
              isWholeArgument(number) else { return false }
        let arguments = Bindings.arguments(from: call.lowerBound, to: call.upperBound, in: file)
        func argument(_ labels: [StaticString]) -> Range<Int>? {
            arguments.first { argument in labels.contains { file.spells(argument.lowerBound, $0) } && file.isPunctuation(argument.lowerBound + 1, ":") }
                .map { ($0.lowerBound + 2)..<$0.upperBound }
        }
        guard let top = argument(["top"]), top.contains(where: { file.spells($0, "topAnchor") }),
              !top.contains(where: { file.spells($0, "safeAreaLayoutGuide") }),
              argument(["left", "leading"]) != nil, argument(["right", "trailing"]) != nil else { return false }
        return !namesContentView(file.statementStart(containing: call.lowerBound)..<call.lowerBound)
    }

    /// `header.snp.makeConstraints { $0.top.left.right.equalToSuperview(); $0.height.equalTo(64) }`:
    /// the same band in a SnapKit block.
    func isTopBarBlock(_ block: ClosedRange<Int>, dot: Int, height number: Int) -> Bool {
        guard let value = file.numberValue(number), value == 64 || value == 88 else { return false }
        // `$0.top.equalToSuperview()` as it is: an `.offset(10)` or `.inset(10)` after it puts the
        // view below the edge, a row of the app's own.
        let pinsTop = block.contains { index in
            guard file.spells(index, "top"), file.isPunctuation(index - 1, ".") else { return false }
            let end = file.expressionEnd(from: file.statementStart(containing: index), limit: block.upperBound)
            // Broken code can end the expression before the `top` it holds.
            let statement = index..<max(index, end)
            return statement.contains { file.spells($0, "equalToSuperview") }
                && !statement.contains { file.spells($0, "offset") || file.spells($0, "inset") }
        }
        guard pinsTop, !block.contains(where: { file.spells($0, "safeAreaLayoutGuide") || file.spells($0, "safeArea") }),
              block.contains(where: { file.spells($0, "left") || file.spells($0, "leading") || file.spells($0, "horizontalEdges") }),
              block.contains(where: { file.spells($0, "right") || file.spells($0, "trailing") || file.spells($0, "horizontalEdges") })
        else { return false }
        // Pinned to the top of a cell (`CenterListViewCell`): the top of a row, not of the screen.
        if let type = file.outline.type(containing: dot), BarHeightContext.namesCellType(type.name) { return false }
        return !namesContentView(file.statementStart(containing: dot)..<dot)
    }

    /// `FavoritesHeaderView`, `NoFavoritesEmptyStateView`, `PriceCardView`: a part of a screen.
    static func namesComponentView(_ name: String) -> Bool {
        let folded = FoldedName(name)
        guard folded.hasSuffix("view") else { return namesCellType(name) }
        return folded.contains("header") || folded.contains("footer") || folded.contains("emptystate") || folded.contains("card")
    }

    /// `FavouriteCell`, `EpisodeTableViewCell`: a cell, sized by its list.
    static func namesCellType(_ name: String) -> Bool {
        let folded = FoldedName(name)
        return folded.hasSuffix("cell") || folded.hasSuffix("cellview")
    }

    /// A content view (`BottomCollectionView`, a table, a scroll view, a header) named in `range`.
    private func namesContentView(_ range: Range<Int>) -> Bool {
        range.contains { index in
            guard file.isIdentifier(index) else { return false }
            let folded = FoldedName(file.text(index))
            return (["header", "footer", "cell", "image", "button", "label", "section", "collection", "table", "scroll", "bottom"] as [StaticString])
                .contains { folded.contains($0) }
        }
    }
}
