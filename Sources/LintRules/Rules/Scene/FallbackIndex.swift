import SwiftSource

/// Where names stand beside a `??`, and which variable each initializer belongs to, gathered in
/// one pass over a file. Positions are ascending, so a question about a range is a binary search.
struct FallbackIndex {
    /// `?? name` with nothing read from `name` after it (no `.`, postfix `?`/`!`, call or subscript).
    private var coalescedAt: [String: [Int]] = [:]
    /// `name ??` with no `.` before `name`, and another value after it (not `?? []`, `?? nil`,
    /// `?? 0`: no other scene or window).
    private var coalescingAt: [String: [Int]] = [:]
    /// The variable whose initializer starts at a token: the first in outline order, as a search
    /// through `outline.variables` finds it.
    private var variableAt: [Int: Int] = [:]

    init() {}

    init(file: SourceFile) {
        let tokens = file.code
        // From each `??` to the names beside it: operators are far fewer than names.
        let coalescings = tokens.withUnsafeBufferPointer { buffer in
            buffer.indices.filter { buffer[$0].kind == .operator && buffer[$0].length == 2 && file.isOperator($0, "??") }
        }
        for coalesce in coalescings {
            let after = coalesce + 1
            if after < tokens.count, tokens[after].kind == .identifier, !file.isPunctuation(after + 1, "."),
               !(after + 1 < tokens.count && file.isPostfix(after + 1)),
               !file.isPunctuation(after + 1, "("), !file.isPunctuation(after + 1, "[") {
                coalescedAt[file.text(after), default: []].append(after)
            }
            let before = coalesce - 1
            if before >= 0, tokens[before].kind == .identifier, !file.isPunctuation(before - 1, "."),
               !Self.isEmptyValue(at: coalesce + 1, in: file) {
                coalescingAt[file.text(before), default: []].append(before)
            }
        }
        for (position, variable) in file.outline.variables.enumerated() {
            guard let start = variable.initializer?.lowerBound, variableAt[start] == nil else { continue }
            variableAt[start] = position
        }
    }

    /// `[]`, `nil`, a number, a string, `true` / `false`: a default, not another scene.
    private static func isEmptyValue(at index: Int, in file: SourceFile) -> Bool {
        guard file.code.indices.contains(index) else { return false }
        if file.isPunctuation(index, "["), file.isPunctuation(index + 1, "]") { return true }
        if file.isKeyword(index, .nil) || file.isKeyword(index, .true) || file.isKeyword(index, .false) { return true }
        let kind = file.code[index].kind
        return kind == .integer || kind == .float || kind == .stringDelimiter
    }

    func variable(initializedAt start: Int, in file: SourceFile) -> VariableDeclaration? {
        variableAt[start].map { file.outline.variables[$0] }
    }

    /// Whether `?? name` stands in the range. The spelling is checked on the bytes too: the
    /// text a key holds replaces bytes that are not UTF-8.
    func coalesced(_ name: String, in range: ClosedRange<Int>, file: SourceFile) -> Bool {
        Self.any(coalescedAt[name], in: range.lowerBound..<(range.upperBound + 1)) { file.spells($0, name) }
    }

    /// Whether `name ??` stands in the range.
    func coalescing(_ name: String, in range: Range<Int>, file: SourceFile) -> Bool {
        Self.any(coalescingAt[name], in: range) { file.spells($0, name) }
    }

    private static func any(_ positions: [Int]?, in range: Range<Int>, where matches: (Int) -> Bool) -> Bool {
        guard let positions else { return false }
        var candidate = firstPosition(in: positions, notBelow: range.lowerBound)
        while candidate < positions.count, positions[candidate] < range.upperBound {
            if matches(positions[candidate]) { return true }
            candidate += 1
        }
        return false
    }

    /// The first position in an ascending collection whose value is at least `value`.
    static func firstPosition<Values: RandomAccessCollection>(in values: Values, notBelow value: Int) -> Int
        where Values.Element == Int, Values.Index == Int {
        var low = values.startIndex
        var high = values.endIndex
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
