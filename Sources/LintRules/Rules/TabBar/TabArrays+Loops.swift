import SwiftSource

/// Loops over the tabs: which loop holds an `append`, what it walks, whether what it walks is
/// already one array of records, and arrays filled from an array parameter.
extension TabArrays {
    /// `for item in items { … item.text … item.isCompleted … }`: the loop walks records, one
    /// array of values with fields (the cure already); views made per record are not a copy.
    func walksRecords(_ brace: Int) -> Bool {
        let start = file.statementStart(containing: brace)
        guard file.isKeyword(start, .for), file.isIdentifier(start + 1), file.isKeyword(start + 2, .in),
              let close = file.brackets.partner(of: brace) else { return false }
        let element = start + 1
        for index in (brace + 1)..<close where file.isIdentifier(index) && file.sameText(index, element) {
            // `tab["title"]`: a field of a dictionary record.
            if !file.isPunctuation(index - 1, "."), file.isPunctuation(index + 1, "["), index + 2 < close,
               file.code[index + 2].kind == .stringDelimiter { return true }
            guard !file.isPunctuation(index - 1, "."), file.isPunctuation(index + 1, "."), file.isIdentifier(index + 2),
                  !file.isPunctuation(index + 3, "(") else { continue }
            if !Self.valueProperties.contains(where: { file.spells(index + 2, $0) }) { return true }
        }
        return false
    }

    /// Properties of a title string or an image, not fields of a record.
    static let valueProperties: [StaticString] = ["count", "isEmpty", "first", "last", "size", "utf8", "cgImage"]

    /// The candidate a `for x in titles` or `titles.forEach {` loop walks.
    func loopSource(of brace: Int) -> Int? {
        let start = file.statementStart(containing: brace)
        var probe = start
        if file.isKeyword(start, .for) {
            while probe < brace, !file.isKeyword(probe, .in) { probe += 1 }
            probe += 1
        }
        guard probe < brace, file.isIdentifier(probe) else { return nil }
        if let declaration = bindings.declaration(at: probe), let candidate = byDeclaration[declaration] { return candidate }
        return nil
    }

    /// `func addTabBarButton(image:selectedImage:)`, appending what it is handed at its top level:
    /// its owner calls it once per tab, as a loop's body runs. (Whether the arrays are about tabs
    /// is judged as for a loop's.)
    func perTabFunctionBody(around index: Int) -> Int? {
        guard let function = file.outline.function(containing: index), let body = function.body,
              file.enclosingBrackets(of: index, only: "{")?.lowerBound == body.lowerBound,
              !file.outline.parameters(of: function).isEmpty else { return nil }
        return body.lowerBound
    }

    /// The body of the innermost `for … in` loop or `forEach`/`map` closure around `index`.
    func enclosingLoop(of index: Int) -> Int? {
        var probe = index
        while let block = file.enclosingBrackets(of: probe, only: "{") {
            if isLoopBody(block.lowerBound) { return block.lowerBound }
            probe = block.lowerBound
        }
        return nil
    }

    func isLoopBody(_ brace: Int) -> Bool {
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

    /// `[]` or `[UIImage]()`.
    func isEmptyArray(_ value: Range<Int>) -> Bool {
        guard file.isPunctuation(value.lowerBound, "[") else { return false }
        if value.count == 2 { return true }
        return value.count == 5 && file.isPunctuation(value.lowerBound + 3, "(") && file.isPunctuation(value.lowerBound + 4, ")")
    }

    func isArrayParameter(_ index: Int) -> Bool {
        guard file.isIdentifier(index), let binding = bindings.binding(at: index), binding.kind == .parameter,
              let type = binding.typeAnnotation else { return false }
        return file.isPunctuation(type.lowerBound, "[")
    }

    /// Appended to only in `for name in imageNames { … }` loops over array parameters.
    func isFilledFromArrayParameter(_ declaration: Int) -> Bool {
        guard file.mentions("append") else { return false }
        let appends = bindings.uses(of: declaration).filter { use in
            file.isPunctuation(use + 1, ".") && file.spells(use + 2, "append") && file.isPunctuation(use + 3, "(")
        }
        guard !appends.isEmpty else { return false }
        for append in appends {
            guard let loop = enclosingLoop(of: append) else { return false }
            let start = file.statementStart(containing: loop)
            guard file.isKeyword(start, .for), file.isIdentifier(start + 1), file.isKeyword(start + 2, .in), start + 4 == loop,
                  isArrayParameter(start + 3) else { return false }
        }
        return true
    }
}
