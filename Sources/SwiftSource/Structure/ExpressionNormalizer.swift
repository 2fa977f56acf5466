/// Spells an expression canonically so two spellings of the same code compare equal:
/// comments and line breaks vanish, closure parameters become `$0`, `$1`…, a closure passed as
/// the only argument is written as a trailing closure (`first(where: { … })` = `first { … }`),
/// and `filter { … }.first` is `first { … }`.
struct ExpressionNormalizer {
    let file: SourceFile
    /// The spelling so far, as UTF-8; pieces are joined as they come (see `append`).
    private var output: [UInt8] = []
    private var previousIsWord = false
    /// Closure parameter names to `$n`, innermost closure last, with the `}` that ends each.
    private var scopes: [(names: [String: String], close: Int)] = []
    /// Token ranges spelled as a given text instead (a receiver made canonical).
    private var substitutions: [Int: (end: Int, text: String)] = [:]

    init(file: SourceFile, substitutions: [Range<Int>: String] = [:]) {
        self.file = file
        // Two ranges may start at one token (`a.connectedScenes.b.connectedScenes`): the longer
        // wins, whatever order the dictionary gives them in — the same key on every run.
        for (range, text) in substitutions {
            if let held = self.substitutions[range.lowerBound],
               (held.end, held.text) > (range.upperBound, text) { continue }
            self.substitutions[range.lowerBound] = (range.upperBound, text)
        }
    }

    /// Goes on from a spelling already made, as if its code came just before.
    init(file: SourceFile, continuing spelling: String) {
        self.file = file
        output = Array(spelling.utf8)
        previousIsWord = output.last.map(ExpressionNormalizer.isWordByte) ?? false
    }

    mutating func normalize(_ range: Range<Int>) -> String {
        emitRange(from: range.lowerBound, to: min(range.upperBound, file.code.count))
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func emitRange(from start: Int, to end: Int) {
        var index = start
        while index < end {
            while let scope = scopes.last, scope.close < index { scopes.removeLast() }
            index = emit(at: index, end: end)
        }
    }

    /// Emits the token at `index` (or a rewritten group starting there); returns the next index.
    private mutating func emit(at index: Int, end: Int) -> Int {
        if !substitutions.isEmpty, let substitution = substitutions[index] {
            append(substitution.text)
            return substitution.end
        }
        if file.isPunctuation(index, "{") {
            return openClosure(at: index)
        }
        if let closure = soleClosureArgument(of: index), closure.close < end {
            // `(where: { … })` → `{ … }`.
            emitRange(from: closure.brace, to: closure.close)
            return closure.close + 1
        }
        if file.spells(index, "filter"), file.isPunctuation(index - 1, "."), let first = firstAfterFilter(index), first < end {
            // `.filter { … }.first` → `.first { … }`.
            append("first")
            emitRange(from: index + 1, to: first - 1)
            return first + 1
        }
        appendSpelling(at: index)
        return index + 1
    }

    /// The token's text, or the `$n` a closure parameter is renamed to.
    private mutating func appendSpelling(at index: Int) {
        let token = file.code[index]
        if token.kind == .identifier, !scopes.isEmpty, !file.isPunctuation(index - 1, ".") {
            let text = file.text(of: token)
            for scope in scopes.reversed() {
                if let renamed = scope.names[text] { return append(renamed) }
            }
        }
        file.bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[token.range])) }
    }

    /// Emits `{` and records the closure's named parameters; skips its `params in` header.
    private mutating func openClosure(at brace: Int) -> Int {
        append("{")
        let close = file.brackets.partner(of: brace) ?? file.code.count
        var probe = brace + 1
        if file.isPunctuation(probe, "["), let captureEnd = file.brackets.partner(of: probe) { probe = captureEnd + 1 }
        var names: [String] = []
        var header = probe
        if file.isPunctuation(header, "("), let parenEnd = file.brackets.partner(of: header) {
            var inner = header + 1
            while inner < parenEnd {
                if file.isIdentifier(inner), file.isPunctuation(inner + 1, ",") || file.isPunctuation(inner + 1, ":")
                    || inner + 1 == parenEnd {
                    names.append(file.text(inner))
                }
                inner = skipToComma(from: inner, limit: parenEnd) + 1
            }
            header = parenEnd + 1
        } else {
            while file.isIdentifier(header) || file.isKeyword(header, .wildcard) {
                names.append(file.text(header))
                header += 1
                guard file.isPunctuation(header, ",") else { break }
                header += 1
            }
        }
        while header < close, !file.isKeyword(header, .in), !file.isPunctuation(header, "{"),
              file.code[header].kind != .punctuation || file.isPunctuation(header, "(") || file.isPunctuation(header, ")")
                || file.isPunctuation(header, "?") {
            if let partner = file.brackets.partner(of: header), partner > header { header = partner + 1 } else { header += 1 }
        }
        guard file.isKeyword(header, .in), !names.isEmpty || header > probe else {
            scopes.append(([:], close))
            return brace + 1
        }
        var renames: [String: String] = [:]
        for (position, name) in names.enumerated() where name != "_" { renames[name] = "$\(position)" }
        scopes.append((renames, close))
        return header + 1
    }

    private func skipToComma(from start: Int, limit: Int) -> Int {
        var probe = start
        while probe < limit, !file.isPunctuation(probe, ",") {
            if let partner = file.brackets.partner(of: probe), partner > probe { probe = partner + 1 } else { probe += 1 }
        }
        return probe
    }

    /// At a `(` whose only argument is a closure (labelled or not): the closure's braces.
    private func soleClosureArgument(of index: Int) -> (brace: Int, close: Int)? {
        guard file.isPunctuation(index, "("), let close = file.brackets.partner(of: index), index > 0,
              file.isIdentifier(index - 1) else { return nil }
        var brace = index + 1
        if file.isIdentifier(brace) || file.code.indices.contains(brace) && file.code[brace].kind == .keyword,
           file.isPunctuation(brace + 1, ":") {
            brace += 2
        }
        guard file.isPunctuation(brace, "{"), file.brackets.partner(of: brace) == close - 1 else { return nil }
        return (brace, close)
    }

    /// `.filter { … }.first` (not called): the index of that `first`.
    private func firstAfterFilter(_ filter: Int) -> Int? {
        var probe = filter + 1
        if let closure = soleClosureArgument(of: probe) {
            probe = closure.close + 1
        } else if file.isPunctuation(probe, "{"), let close = file.brackets.partner(of: probe) {
            probe = close + 1
        } else {
            return nil
        }
        guard file.isPunctuation(probe, "."), file.spells(probe + 1, "first"),
              !file.isPunctuation(probe + 2, "("), !file.isPunctuation(probe + 2, "{") else { return nil }
        return probe + 1
    }

    /// Appends one piece: a space first when it would otherwise run into the word before it.
    private mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { append($0) }
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let first = piece.first, let last = piece.last else {
            previousIsWord = false
            return
        }
        let isASCII = !piece.contains { $0 >= 0x80 }
        if !isASCII {
            // What the piece reads as after decoding (bad bytes become U+FFFD), edges judged as
            // characters.
            let text = String(decoding: piece, as: UTF8.self)
            let isWord = text.first.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "`" } ?? false
            if isWord, previousIsWord { output.append(UInt8(ascii: " ")) }
            output.append(contentsOf: text.utf8)
            previousIsWord = text.last.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" } ?? false
            return
        }
        // ASCII: a character is one byte (or CR LF, which is no word either way).
        if previousIsWord, ExpressionNormalizer.isWordByte(first) || first == UInt8(ascii: "$") {
            output.append(UInt8(ascii: " "))
        }
        output.append(contentsOf: piece)
        previousIsWord = ExpressionNormalizer.isWordByte(last)
    }

    /// An ASCII letter, digit, `_` or backtick.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
    }
}

extension SourceFile {
    /// The canonical spelling of the code tokens in `range` (see `ExpressionNormalizer`).
    package func normalizedText(_ range: Range<Int>, substituting substitutions: [Range<Int>: String] = [:]) -> String {
        var normalizer = ExpressionNormalizer(file: self, substitutions: substitutions)
        return normalizer.normalize(range)
    }

    /// `spelling` (a `normalizedText`) followed by the code tokens in `range`, spelled as if they
    /// were written right after it: code split over two statements read as one expression.
    package func normalizedText(_ range: Range<Int>, continuing spelling: String) -> String {
        var normalizer = ExpressionNormalizer(file: self, continuing: spelling)
        return normalizer.normalize(range)
    }
}
