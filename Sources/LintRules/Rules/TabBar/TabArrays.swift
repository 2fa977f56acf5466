import ProjectModel
import SwiftSource

/// Arrays of a file that may hold per-tab data, and the places they are read with the same
/// index: the reading behind `parallel_tab_arrays`.
struct TabArrays {
    /// One array: declared with a literal, or filled with `append` in a loop that fills others.
    struct Candidate {
        var name: String
        /// Where the array is declared (its name token), or its first `append` when the
        /// declaration is not in this file.
        var anchor: Int
        /// Where the name is visible: a type body, a function body, or the file.
        var scope: ClosedRange<Int>
        /// The literal's elements, when declared with one.
        var elements: [Range<Int>]?
    }

    let file: SourceFile
    private(set) var candidates: [Candidate] = []

    init(file: SourceFile) {
        self.file = file
        collectLiterals()
        collectFilledTogether()
    }

    // MARK: Candidates

    private mutating func collectLiterals() {
        for variable in file.outline.variables where !variable.isConditionBinding && !variable.isComputed {
            guard let initializer = variable.initializer, file.isPunctuation(initializer.lowerBound, "["),
                  file.brackets.partner(of: initializer.lowerBound) == initializer.upperBound - 1 else { continue }
            let elements = TabArrays.elements(in: initializer.lowerBound...(initializer.upperBound - 1), file: file)
            guard elements.count >= 2, !elements.contains(where: { file.isPunctuation($0.lowerBound + 1, ":") }) else { continue }
            candidates.append(Candidate(name: variable.name, anchor: variable.nameIndex, scope: scope(of: variable),
                                        elements: elements))
        }
    }

    private func scope(of variable: VariableDeclaration) -> ClosedRange<Int> {
        if let function = variable.functionIndex, let body = file.outline.functions[function].body { return body }
        if let type = variable.typeIndex, let body = file.outline.types[type].body { return body }
        if let block = file.enclosingBrackets(of: variable.keywordIndex, only: "{") { return block }
        return 0...max(file.code.count - 1, 0)
    }

    /// `a.append(x)` and `b.append(y)` in one loop body: both arrays are built per tab.
    private mutating func collectFilledTogether() {
        guard file.mentions("append") else { return }
        var byLoop: [Int: [(name: String, site: Int)]] = [:]
        for index in file.code.indices where file.isIdentifier(index) && file.spells(index, "append")
            && file.isPunctuation(index - 1, ".") && file.isPunctuation(index + 1, "(") {
            let receiver = index - 2
            guard file.isIdentifier(receiver), !file.isPunctuation(receiver - 1, ".") || file.isKeyword(receiver - 2, .self),
                  let loop = enclosingLoop(of: index) else { continue }
            byLoop[loop, default: []].append((file.text(receiver), receiver))
        }
        for (_, appends) in byLoop.sorted(by: { $0.key < $1.key }) {
            let names = Set(appends.map(\.name))
            guard names.count >= 2 else { continue }
            for name in names.sorted() where !candidates.contains(where: { $0.name == name }) {
                let declaration = file.outline.variables.first { $0.name == name && !$0.isConditionBinding }
                let site = appends.first { $0.name == name }!.site
                candidates.append(Candidate(name: name, anchor: declaration?.nameIndex ?? site,
                                            scope: declaration.map(scope(of:)) ?? 0...max(file.code.count - 1, 0),
                                            elements: nil))
            }
        }
    }

    /// The body of the innermost `for … in` loop or `forEach`/`map` closure around `index`.
    private func enclosingLoop(of index: Int) -> Int? {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            if isLoopBody(block.lowerBound) { return block.lowerBound }
            probe = block.lowerBound
        }
        return nil
    }

    private func isLoopBody(_ brace: Int) -> Bool {
        let start = file.statementStart(containing: brace)
        if file.isKeyword(start, .for) || file.isKeyword(start, .while) { return true }
        // `.forEach {`, `.map {`, `.enumerated().forEach { (i, x) in`.
        let before = brace - 1
        if file.isIdentifier(before), file.isPunctuation(before - 1, "."),
           file.spells(before, "forEach") || file.spells(before, "map") || file.spells(before, "compactMap") {
            return true
        }
        if file.isPunctuation(before, ")"), let open = file.brackets.partner(of: before), file.isIdentifier(open - 1),
           file.spells(open - 1, "forEach") || file.spells(open - 1, "map") {
            return true
        }
        return false
    }

    // MARK: Reads with one index

    /// Candidates read together, with the token of each read.
    struct Group {
        var members: [Candidate]
        var reads: [Int]
    }

    /// Groups of candidates read with the same index in the same loop, closure or function.
    func groups() -> [Group] {
        guard candidates.count >= 2 else { return [] }
        var reads: [String: Set<Int>] = [:]  // "block:index text" → candidate positions
        var sites: [Int: [Int]] = [:]  // candidate position → read tokens
        for index in file.code.indices where file.isIdentifier(index) {
            guard let candidate = resolve(index) else { continue }
            if let read = subscriptRead(at: index) ?? enumeratedRead(at: index) {
                reads["\(read.block):\(read.index)", default: []].insert(candidate)
                sites[candidate, default: []].append(index)
            }
        }
        for (call, members) in passedTogether() {
            reads["call:\(call)", default: []].formUnion(members)
            for member in members { sites[member, default: []].append(call) }
        }
        var parent = Array(candidates.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node { node = parent[node] }
            return node
        }
        for members in reads.values where members.count >= 2 {
            let sorted = members.sorted()
            for other in sorted.dropFirst() { parent[root(other)] = root(sorted[0]) }
        }
        var grouped: [Int: [Int]] = [:]
        for position in candidates.indices where reads.values.contains(where: { $0.count >= 2 && $0.contains(position) }) {
            grouped[root(position), default: []].append(position)
        }
        return grouped.values.map { positions in
            let ordered = positions.sorted { candidates[$0].anchor < candidates[$1].anchor }
            return Group(members: ordered.map { candidates[$0] }, reads: ordered.flatMap { sites[$0] ?? [] }.sorted())
        }
        .filter { $0.members.count >= 2 }
        .sorted { $0.members[0].anchor < $1.members[0].anchor }
    }

    /// Literal arrays of one length passed side by side to one call
    /// (`addChildren(titles: titles, images: images)`): the callee reads them together.
    private func passedTogether() -> [(call: Int, members: Set<Int>)] {
        var result: [(Int, Set<Int>)] = []
        for open in file.code.indices where file.isPunctuation(open, "(") {
            // `zip` pairs elements by construction and stops at the shorter array: no index to get wrong.
            guard open > 0, file.isIdentifier(open - 1), !file.spells(open - 1, "zip"),
                  let close = file.brackets.partner(of: open), close > open + 3 else { continue }
            var members = Set<Int>()
            for argument in TabArrays.elements(in: open...close, file: file) {
                var start = argument.lowerBound
                if file.isIdentifier(start) || file.code[start].kind == .keyword, file.isPunctuation(start + 1, ":") { start += 2 }
                if file.isKeyword(start, .self), file.isPunctuation(start + 1, ".") { start += 2 }
                guard start < argument.upperBound, file.isIdentifier(start), let candidate = resolve(start) else { continue }
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

    /// The candidate an identifier refers to: the declaration in whose scope it stands, the
    /// innermost one when names are shadowed.
    private func resolve(_ index: Int) -> Int? {
        if file.isPunctuation(index - 1, ".") && !file.isKeyword(index - 2, .self) { return nil }
        var best: Int?
        for (position, candidate) in candidates.enumerated() where candidate.scope.contains(index) {
            guard file.spells(index, candidate.name) else { continue }
            if let current = best, candidates[current].scope.lowerBound > candidate.scope.lowerBound { continue }
            best = position
        }
        return best
    }

    /// `name[i]`, `name?[i]`, `name![i]`: the index's spelling and the block it is read in.
    private func subscriptRead(at index: Int) -> (block: Int, index: String)? {
        var open = index + 1
        if file.code.indices.contains(open), file.code[open].kind == .operator, file.isPostfix(open) { open += 1 }
        guard file.isPunctuation(open, "["), file.onSameLine(index, open), let close = file.brackets.partner(of: open),
              close > open + 1 else { return nil }
        return (scopeBlock(of: index), file.normalizedText((open + 1)..<close))
    }

    /// `for (i, x) in name.enumerated()` and `name.enumerated().forEach { (i, x) in`: the array
    /// is read with `i` in the loop body.
    private func enumeratedRead(at index: Int) -> (block: Int, index: String)? {
        guard file.isPunctuation(index + 1, "."), file.spells(index + 2, "enumerated"), file.isPunctuation(index + 3, "(") else {
            return nil
        }
        let statement = file.statementStart(containing: index)
        if file.isKeyword(statement, .for), file.isPunctuation(statement + 1, "("), file.isIdentifier(statement + 2) {
            let indexName = file.text(statement + 2)
            guard let body = bodyBrace(after: index + 4) else { return nil }
            return (body, indexName)
        }
        // `.enumerated().forEach { (i, x) in` / `{ i, x in`
        let call = index + 5
        guard file.isPunctuation(index + 4, ")"), file.isPunctuation(call, "."), file.isIdentifier(call + 1),
              let brace = [call + 2, call + 3].first(where: { file.isPunctuation($0, "{") }) else { return nil }
        var name = brace + 1
        if file.isPunctuation(name, "(") { name += 1 }
        guard file.isIdentifier(name) else { return nil }
        return (brace, file.text(name))
    }

    private func bodyBrace(after index: Int) -> Int? {
        var probe = index
        while probe < file.code.count, probe < index + 40 {
            if file.isPunctuation(probe, "{") { return probe }
            if let partner = file.brackets.partner(of: probe), partner > probe { probe = partner + 1 } else { probe += 1 }
        }
        return nil
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
           [.if, .guard, .switch, .for, .while, .func, .`init`, .class, .struct, .enum, .extension, .protocol, .var, .let].contains(keyword),
           !(keyword == .var || keyword == .let) {
            return false
        }
        return file.outline.function(containing: brace + 1)?.body?.lowerBound != brace
            && file.outline.type(containing: brace + 1)?.body?.lowerBound != brace
    }

    /// `{ index in`, `{ (i, x) in`, `{ i, item in`.
    private func bindsParameters(_ brace: Int) -> Bool {
        var probe = brace + 1
        if file.isPunctuation(probe, "["), let close = file.brackets.partner(of: probe) { probe = close + 1 }
        if file.isPunctuation(probe, "("), let close = file.brackets.partner(of: probe) { return file.isKeyword(close + 1, .in) || file.isOperator(close + 1, "->") }
        while file.isIdentifier(probe) || file.isKeyword(probe, .wildcard) {
            probe += 1
            if file.isKeyword(probe, .in) { return true }
            guard file.isPunctuation(probe, ",") else { return false }
            probe += 1
        }
        return false
    }

    // MARK: Literals

    /// The top-level elements of `[ a, b, c ]` as token ranges.
    static func elements(in brackets: ClosedRange<Int>, file: SourceFile) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = brackets.lowerBound + 1
        var probe = start
        while probe < brackets.upperBound {
            if file.isPunctuation(probe, ",") {
                if probe > start { result.append(start..<probe) }
                start = probe + 1
            } else if let partner = file.brackets.partner(of: probe), partner > probe {
                probe = partner
            }
            probe += 1
        }
        if brackets.upperBound > start { result.append(start..<brackets.upperBound) }
        return result
    }
}
