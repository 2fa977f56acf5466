import SwiftSource

/// Where the candidate arrays are read together: with one index (`icons[i]`, `titles[i]`, the
/// same index variable in another method), walked by one loop (`enumerated()`, `indices`,
/// `0..<titles.count`, SwiftUI's `ForEach`), zipped, or passed side by side to one call.
extension TabArrays {
    /// Candidates read together, with the token of each read.
    struct Group {
        var members: [Candidate]
        var reads: [Int]
        /// One side is the bar's own items or view controllers.
        var includesBar: Bool
    }

    func groups() -> [Group] {
        guard candidates.count >= 2 else { return [] }
        var reads: [String: Set<Int>] = [:]
        var sites: [Int: [Int]] = [:]
        for index in file.code.indices where file.isIdentifier(index) {
            guard let candidate = candidate(at: index) else {
                if let read = countNameRead(at: index) {
                    reads["d:\(read.variable)", default: []].insert(read.candidate)
                    sites[read.candidate, default: []].append(index)
                }
                continue
            }
            for key in readKeys(at: index) {
                reads[key, default: []].insert(candidate)
                sites[candidate, default: []].append(index)
            }
        }
        for (call, members) in passedTogether() {
            reads["call:\(call)", default: []].formUnion(members)
            for member in members { sites[member, default: []].append(call) }
        }
        // Literals written into the calls of one statement, of one length: the tabs twice.
        var statements: [Int: [Int]] = [:]
        for position in candidates.indices where candidates[position].source == .argument {
            statements[file.statementStart(containing: candidates[position].anchor), default: []].append(position)
        }
        for (statement, members) in statements where members.count >= 2
            && Set(members.compactMap { candidates[$0].elements?.count }).count == 1 {
            reads["statement:\(statement)", default: []].formUnion(members)
            for member in members { sites[member, default: []].append(candidates[member].anchor) }
        }
        pairLiteralPositions(in: &reads)
        var parent = Array(candidates.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node { node = parent[node] }
            return node
        }
        var joined = Set<Int>()
        // The bar's items are one candidate for the whole file. Two arrays each read beside them
        // describe the same tabs (`icons` with the items, `titles` with the controllers) — unless
        // they are locals of two methods: a second `titles` written out in a language handler is
        // a copy of its own, not a column of the first.
        var readWithBar = Set<Int>()
        for key in reads.keys.sorted() {
            let sorted = reads[key]!.sorted()
            guard sorted.count >= 2 else { continue }
            if sorted.contains(bar) {
                readWithBar.formUnion(sorted.filter { $0 != bar })
            }
            let arrays = sorted.filter { $0 != bar }
            joined.formUnion(arrays)
            for (offset, first) in arrays.enumerated() {
                for second in arrays[(offset + 1)...] where !isDerived(first, second) {
                    parent[root(second)] = root(first)
                }
            }
        }
        let withBar = readWithBar.sorted()
        for (offset, first) in withBar.enumerated() {
            for second in withBar[(offset + 1)...] where !isDerived(first, second) {
                if let one = localFunction(first), let other = localFunction(second), one != other { continue }
                parent[root(second)] = root(first)
            }
        }
        var grouped: [Int: [Int]] = [:]
        for position in candidates.indices where joined.contains(position) { grouped[root(position), default: []].append(position) }
        return grouped.values.compactMap { arrays -> Group? in
            let includesBar = arrays.contains(where: readWithBar.contains)
            let positions = includesBar ? arrays + [bar] : arrays
            let members = positions.filter { $0 != bar }.sorted { candidates[$0].anchor < candidates[$1].anchor }
            guard let first = members.first else { return nil }
            // The bar's items beside one array of this file: only a literal says the tabs are
            // written out twice, or an array the controller is handed by whoever makes it (the
            // caller wrote it out beside the controllers). Likewise a storyboard's buttons beside one array.
            if includesBar, members.count == 1, !holdsPlainValues(candidates[first]), candidates[first].source != .stored { return nil }
            if members.contains(where: { candidates[$0].source == .outlets }),
               !members.contains(where: { candidates[$0].source != .outlets && holdsPlainValues(candidates[$0]) }) { return nil }
            guard members.count >= 2 || includesBar else { return nil }
            let reads = positions.flatMap { sites[$0] ?? [] }.sorted()
            if !includesBar, isMenuOfRows(members, reads: reads) { return nil }
            return Group(members: members.map { candidates[$0] }, reads: reads,
                         includesBar: includesBar)
        }
        .sorted { $0.members[0].anchor < $1.members[0].anchor }
    }

    /// `titles[indexPath.row]` beside `icons[indexPath.row]`, six or more of each: the rows of a
    /// list or a grid of a screen's own (a profile's menu), not tabs — a bar shows five at most.
    private func isMenuOfRows(_ members: [Int], reads: [Int]) -> Bool {
        members.allSatisfy { (candidates[$0].elements?.count ?? 0) >= 6 } && !reads.isEmpty
            && reads.allSatisfy { file.isPunctuation($0 + 1, "[") && file.spells($0 + 2, "indexPath") }
    }

    /// `calendarTypes[0]` beside `viewTypes[0]` are two defaults, not the tabs twice: arrays read
    /// at one written-out position pair only beside the bar's items (`tabBar.items?[0]`), or when
    /// one block reads both at two positions or more (`titles[0]`, `images[0]`, `titles[1]`, …).
    private func pairLiteralPositions(in reads: inout [String: Set<Int>]) {
        var positions: [String: Set<String>] = [:]  // "block:first:second" → the positions read
        for key in reads.keys.filter({ $0.hasPrefix("lit:") }).sorted() {
            let members = reads.removeValue(forKey: key)!
            if members.contains(bar) {
                reads["b" + key.dropFirst(3), default: []].formUnion(members)
                continue
            }
            let parts = key.split(separator: ":")
            guard parts.count == 3 else { continue }
            let arrays = members.sorted()
            for (offset, first) in arrays.enumerated() {
                for second in arrays[(offset + 1)...] {
                    positions["\(parts[1]):\(first):\(second)", default: []].insert(String(parts[2]))
                }
            }
        }
        for (pair, read) in positions where read.count >= 2 {
            let parts = pair.split(separator: ":")
            reads["litpair:" + pair, default: []].formUnion([Int(parts[1])!, Int(parts[2])!])
        }
    }

    /// The function a local array is declared in; nil for any other candidate.
    private func localFunction(_ candidate: Int) -> Int? {
        guard let declaration = candidates[candidate].declaration, bindings.declarations[declaration].kind == .local else { return nil }
        return file.outline.functionIndex(containing: candidates[candidate].anchor)
    }

    /// `labels` filled in a loop over `titles` holds what `titles` holds: not a second copy.
    private func isDerived(_ first: Int, _ second: Int) -> Bool {
        candidates[first].derivedFrom == second || candidates[second].derivedFrom == first
    }

    /// The keys of the reads at `index`: a subscript's index, the loop variable of a loop that
    /// walks the array, a `zip`.
    private func readKeys(at index: Int) -> [String] {
        var keys: [String] = []
        if let key = subscriptKey(at: index) { keys.append(key) }
        if let element = loopElement(walking: index) { keys.append("tag:\(element)") }
        if let variable = loopIndexVariable(walking: index) { keys.append("d:\(variable)") }
        if let zip = zipCall(around: index) { keys.append("zip:\(zip)") }
        return keys
    }

    /// Where an operand that starts at `index` ends: after `name`, `name()`, `self.name` and
    /// `name?` / `name!`.
    private func operandEnd(from index: Int) -> Int {
        var end = index + 1
        if file.isPunctuation(end, "("), let close = file.brackets.partner(of: end) { end = close + 1 }
        if file.code.indices.contains(end), file.code[end].kind == .operator, file.isPostfix(end) { end += 1 }
        return end
    }

    /// `name[i]`, `name?[i]`, `name()[i]`: the index's declaration when it is one name, else its
    /// spelling in the block it is read in.
    private func subscriptKey(at index: Int) -> String? {
        let open = operandEnd(from: index)
        guard file.isPunctuation(open, "["), file.onSameLine(index, open), let close = file.brackets.partner(of: open),
              close > open + 1 else { return nil }
        if close == open + 2, file.isIdentifier(open + 1), let declaration = bindings.declaration(at: open + 1) {
            // `var i = 0; for item in items { … icons[i] … i += 1 }`: a counter kept beside a loop.
            if let element = countedLoopElement(counter: open + 1) { return "tag:\(element)" }
            if let key = pagerIndexKey(declaration) { return key }
            return "d:\(declaration)"
        }
        // `images[button.tag]` with `button` an element of a loop over the buttons.
        if close == open + 4, file.isIdentifier(open + 1), file.isPunctuation(open + 2, "."), file.spells(open + 3, "tag"),
           let declaration = bindings.declaration(at: open + 1) {
            return "tag:\(declaration)"
        }
        // `titles[0]`: a position written out, paired in `groups` only at two positions or beside the bar.
        if close == open + 2, file.code[open + 1].kind == .integer {
            return "lit:\(scopeBlock(of: index)):\(file.text(open + 1))"
        }
        return "b:\(scopeBlock(of: index)):\(file.normalizedText((open + 1)..<close))"
    }

    /// `func controller(at index: Int)` and `func button(at index: Int)` of one type: a pager's
    /// or bar's data source is asked for each tab's parts by its position, one method a part, so
    /// the `Int` parameter of one label and name in methods of one type is one index. (Handlers
    /// returning nothing, `handleCalendarTypeSelection(selectedIndex:)` beside
    /// `handleViewTypeSelection(selectedIndex:)`, are told of different choices.)
    private func pagerIndexKey(_ declaration: Int) -> String? {
        let binding = bindings.declarations[declaration]
        guard binding.kind == .parameter, let function = binding.functionIndex,
              file.outline.functions[function].returnType != nil,
              let type = file.outline.functions[function].typeIndex,
              let annotation = binding.typeAnnotation, annotation.count == 1, file.spells(annotation.lowerBound, "Int"),
              let parameter = file.outline.parameters(of: file.outline.functions[function]).first(where: { $0.nameIndex == binding.nameIndex })
        else { return nil }
        let label = parameter.labelIndex.map { file.text($0) } ?? "_"
        return "p:\(type):\(label):\(file.text(binding.nameIndex))"
    }

    /// The loop variable of the `for x in …` loop around `counter` when the loop counts with it
    /// (`i += 1` in its body): the counter then walks what the loop walks.
    private func countedLoopElement(counter: Int) -> Int? {
        guard let block = file.enclosingBrackets(of: counter, only: "{") else { return nil }
        let start = file.statementStart(containing: block.lowerBound)
        guard file.isKeyword(start, .for), file.isIdentifier(start + 1), file.isKeyword(start + 2, .in) else { return nil }
        let counts = block.contains { index in
            file.sameText(index, counter) && file.isOperator(index + 1, "+=") && file.spells(index + 2, "1")
        }
        return counts ? bindings.declaration(at: start + 1) : nil
    }

    /// `for button in tabButtons {`: the loop variable that holds each element of the array at
    /// `index`, whose `tag` then indexes the others.
    private func loopElement(walking index: Int) -> Int? {
        var start = index
        if file.isPunctuation(index - 1, "."), file.isKeyword(index - 2, .self) { start = index - 2 }
        guard file.isKeyword(start - 1, .in), file.isIdentifier(start - 2), file.isKeyword(start - 3, .for),
              file.isPunctuation(operandEnd(from: index), "{") else { return nil }
        return bindings.declaration(at: start - 2)
    }

    /// The variable that holds the index in a loop walking the array at `index`:
    /// `for (i, x) in name.enumerated()`, `for i in name.indices`, `for i in 0..<name.count`,
    /// `name.enumerated().forEach { i, x in`, `ForEach(0..<name.count) { i in`,
    /// `ForEach(name.indices, id: \.self) { i in`, `(tabBar.items ?? []).enumerated()`.
    private func loopIndexVariable(walking index: Int) -> Int? {
        var start = index
        if file.isPunctuation(index - 1, "."), file.isKeyword(index - 2, .self) || file.spells(index - 2, "tabBar") { start = index - 2 }
        if file.spells(index, "items"), file.isPunctuation(start - 1, "."), file.isOperator(start - 2, "?") || file.isIdentifier(start - 2) {
            start = index - 2  // `tabBarController?.tabBar.items`
            while file.isPunctuation(start - 1, ".") || file.isOperator(start - 1, "?") { start -= 1 }
            if file.isIdentifier(start - 1) || file.isKeyword(start - 1, .self) { start -= 1 }
        }
        var end = operandEnd(from: index)
        // `(tabBar.items ?? [])`
        if file.isPunctuation(start - 1, "("), let close = file.brackets.partner(of: start - 1), close > end,
           file.isOperator(end, "??"), file.isPunctuation(close + 1, ".") {
            start -= 1
            end = close + 1
        }
        guard file.isPunctuation(end, ".") else { return nil }
        if file.spells(end + 1, "enumerated"), file.isPunctuation(end + 2, "("), file.isPunctuation(end + 3, ")") {
            end += 4
        } else if file.spells(end + 1, "indices") {
            end += 2
        } else if file.spells(end + 1, "count") {
            guard let range = countRange(operand: start, countEnd: end + 2) else { return nil }
            (start, end) = (range.lowerBound, range.upperBound)
        } else {
            return nil
        }
        return indexVariable(ofSequence: start..<end)
    }

    /// `0..<n.count`, `0...n.count - 1`, `0...(n.count - 1)` around an operand starting at
    /// `operand` whose `count` ends at `countEnd`: the whole range.
    private func countRange(operand: Int, countEnd: Int) -> Range<Int>? {
        var end = countEnd
        if file.isOperator(end, "-"), file.spells(end + 1, "1") { end += 2 }
        var start = operand
        if file.isPunctuation(start - 1, "("), file.brackets.partner(of: start - 1) == end {
            start -= 1
            end += 1
        }
        guard file.isOperator(start - 1, "..<") || file.isOperator(start - 1, "..."), file.spells(start - 2, "0") else { return nil }
        return (start - 2)..<end
    }

    /// `let count = tabBar.items?.count` … `for i in 0..<count`: the candidate whose count the
    /// range walks through one name, and the loop variable.
    func countNameRead(at index: Int) -> (candidate: Int, variable: Int)? {
        guard file.isIdentifier(index), !file.isPunctuation(index - 1, "."),
              file.isOperator(index - 1, "..<") || file.isOperator(index - 1, "...") || file.isPunctuation(index - 1, "("),
              let declaration = bindings.declaration(at: index),
              let value = bindings.declarations[declaration].initializer, value.count >= 3,
              file.spells(value.upperBound - 1, "count"), file.isPunctuation(value.upperBound - 2, ".") else { return nil }
        var base = value.upperBound - 3
        if file.code[base].kind == .operator, file.isPostfix(base) { base -= 1 }
        guard let candidate = candidate(at: base), let range = countRange(operand: index, countEnd: index + 1),
              let variable = indexVariable(ofSequence: range) else { return nil }
        return (candidate, variable)
    }

    /// The first name bound by the loop or closure that walks the sequence `range`.
    private func indexVariable(ofSequence range: Range<Int>) -> Int? {
        let before = range.lowerBound - 1
        if file.isKeyword(before, .in) {
            let statement = file.statementStart(containing: before)
            guard file.isKeyword(statement, .for) else { return nil }
            var name = statement + 1
            if file.isKeyword(name, .case) { name += 1 }
            if file.isPunctuation(name, "(") { name += 1 }
            return bindings.declaration(at: name)
        }
        // `(0..<n).forEach {`
        var end = range.upperBound
        if file.isPunctuation(before, "("), file.brackets.partner(of: before) == end, !file.isIdentifier(before - 1) { end += 1 }
        if file.isPunctuation(end, "."), file.isIdentifier(end + 1),
           ["forEach", "map", "compactMap", "flatMap"].contains(file.text(end + 1)) {
            var brace = end + 2
            if file.isPunctuation(brace, "("), file.isPunctuation(brace + 1, ")") { brace += 2 }
            return firstClosureParameter(at: brace)
        }
        // `ForEach(0..<n) { i in`, `ForEach(titles.indices, id: \.self) { i in`
        if let open = file.enclosingBrackets(of: range.lowerBound, only: "("), open.lowerBound == before,
           file.spells(before - 1, "ForEach") || file.spells(before - 1, "List") {
            return firstClosureParameter(at: open.upperBound + 1)
        }
        return nil
    }

    private func firstClosureParameter(at brace: Int) -> Int? {
        bindings.closureParameters(at: brace).first
    }

    /// The `(` of `zip(` when the array at `index` is one of its two arguments.
    private func zipCall(around index: Int) -> Int? {
        var start = index
        if file.isPunctuation(index - 1, "."), file.isKeyword(index - 2, .self) || file.spells(index - 2, "tabBar") { start = index - 2 }
        guard let open = file.enclosingBrackets(of: start, only: "("), file.spells(open.lowerBound - 1, "zip") else { return nil }
        let arguments = Bindings.arguments(from: open.lowerBound, to: open.upperBound, in: file)
        guard arguments.count == 2, arguments.contains(where: { $0.lowerBound == start || $0.lowerBound == start - 1 }) else { return nil }
        return open.lowerBound
    }

    /// Literal arrays of one length passed side by side to one call
    /// (`addChildren(titles: titles, images: images)`): the callee reads them together.
    private func passedTogether() -> [(call: Int, members: Set<Int>)] {
        var result: [(Int, Set<Int>)] = []
        for open in file.code.indices where file.isPunctuation(open, "(") {
            guard open > 0, file.isIdentifier(open - 1), !file.spells(open - 1, "zip"),
                  let close = file.brackets.partner(of: open), close > open + 3 else { continue }
            var members = Set<Int>()
            for argument in Bindings.arguments(from: open, to: close, in: file) {
                var start = argument.lowerBound
                if file.isIdentifier(start) || file.code[start].kind == .keyword, file.isPunctuation(start + 1, ":") { start += 2 }
                if file.isKeyword(start, .self), file.isPunctuation(start + 1, ".") { start += 2 }
                guard start < argument.upperBound, file.isIdentifier(start), let candidate = candidate(at: start),
                      candidate != bar else { continue }
                let rest = start + 1
                guard rest == argument.upperBound || file.isKeyword(rest, .as) else { continue }
                members.insert(candidate)
            }
            let counts = Set(members.compactMap { candidates[$0].elements?.count })
            if members.count >= 2, counts.count == 1, members.allSatisfy({ candidates[$0].elements != nil }) {
                result.append((open, members))
            }
        }
        return result
    }

    /// The block that scopes an index: the innermost loop body, closure or function body;
    /// `if`, `guard`, `else`, `switch` and `do` blocks are transparent.
    private func scopeBlock(of index: Int) -> Int {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            let open = block.lowerBound
            if !isTransparent(open) { return open }
            probe = open
        }
        return -1
    }

    private func isTransparent(_ brace: Int) -> Bool {
        if file.isKeyword(brace - 1, .else) || file.isKeyword(brace - 1, .do) || file.isKeyword(brace - 1, .repeat) { return true }
        // A closure without parameters (`.tabItem { … }`, `UIView.animate { … }`) binds no index.
        if isClosure(brace), !bindsParameters(brace) { return true }
        let start = file.statementStart(containing: brace)
        guard let keyword = file.code[start].keyword, file.code[start].kind == .keyword else { return false }
        return keyword == .if || keyword == .guard || keyword == .switch || keyword == .case || keyword == .catch
    }

    private func isClosure(_ brace: Int) -> Bool {
        guard brace > 0 else { return false }
        let start = file.statementStart(containing: brace)
        if let keyword = file.code[start].keyword, file.code[start].kind == .keyword,
           [.if, .guard, .switch, .for, .while, .func, .`init`, .class, .struct, .enum, .extension, .protocol].contains(keyword) {
            return false
        }
        return file.outline.function(containing: brace + 1)?.body?.lowerBound != brace
            && file.outline.type(containing: brace + 1)?.body?.lowerBound != brace
    }

    /// `{ index in`, `{ (i, x) in`, `{ i, item in`.
    private func bindsParameters(_ brace: Int) -> Bool {
        !bindings.closureParameters(at: brace).isEmpty
    }
}
