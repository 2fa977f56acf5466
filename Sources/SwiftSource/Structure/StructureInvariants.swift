/// The promises `SourceFile` keeps on any bytes, checked by the tests and the fuzzer (Fuzz/):
/// code and comments are the tokenizer's stream split in two; bracket partners pair an opener
/// with a later closer of its kind, one to one; outline positions and member chains stay inside
/// the file and in order. Pairs nest, and `enclosingBrackets` agrees with a plain backward scan,
/// unless `#else` branches make the brackets alternatives (`#if A { #else } #endif`), where
/// the pairs of two branches can cross.
package enum StructureInvariants {
    /// Problems with `file`; empty when every promise holds.
    package static func violations(in file: SourceFile) -> [String] {
        var problems: [String] = []
        problems += splitProblems(file)
        let hasAlternatives = file.code.contains { $0.kind == .pound && file.text(of: $0).hasPrefix("#el") }
        problems += bracketProblems(file, nests: !hasAlternatives)
        if !hasAlternatives { problems += enclosingProblems(file) }
        problems += outlineProblems(file)
        problems += chainProblems(file)
        return Array(problems.prefix(20))
    }

    private static func splitProblems(_ file: SourceFile) -> [String] {
        var problems: [String] = []
        if file.code.contains(where: \.isComment) { problems.append("a comment is among the code tokens") }
        if file.comments.contains(where: { !$0.isComment }) { problems.append("a code token is among the comments") }
        let merged = (file.code + file.comments).sorted { $0.offset < $1.offset }
        if merged != Tokenizer.tokenize(file.bytes) {
            problems.append("code and comments together are not the token stream")
        }
        return problems
    }

    private static func bracketProblems(_ file: SourceFile, nests: Bool) -> [String] {
        var problems: [String] = []
        var open: [Int] = []
        for index in file.code.indices {
            guard let partner = file.brackets.partner(of: index) else { continue }
            guard partner >= 0, partner < file.code.count, partner != index else {
                problems.append("bracket \(index) has partner \(partner), outside the code")
                continue
            }
            if file.brackets.partner(of: partner) != index {
                problems.append("bracket \(index) → \(partner), but \(partner) → \(String(describing: file.brackets.partner(of: partner)))")
            }
            let first = file.bytes[file.code[min(index, partner)].offset]
            let second = file.bytes[file.code[max(index, partner)].offset]
            let pairs: [(UInt8, UInt8)] = [(0x28, 0x29), (0x5B, 0x5D), (0x7B, 0x7D)]
            if !pairs.contains(where: { $0 == (first, second) })
                || file.code[index].kind != .punctuation || file.code[partner].kind != .punctuation {
                problems.append("bracket \(index) and \(partner) are not an opener and its closer")
            }
            if partner > index {
                open.append(index)
            } else {
                if nests, open.last != partner { problems.append("bracket pair \(partner)…\(index) crosses another pair") }
                if let position = open.lastIndex(of: partner) { open.remove(at: position) }
            }
            if problems.count > 20 { break }
        }
        return problems
    }

    /// `enclosingBrackets` climbs precomputed openers; a backward scan that jumps over matched
    /// pairs is the plain definition it must agree with (on every token of a small file, on a
    /// sample of a large one: the scan is quadratic).
    private static func enclosingProblems(_ file: SourceFile) -> [String] {
        var problems: [String] = []
        let stride = max(1, file.code.count / 1_500)
        for index in Swift.stride(from: 0, through: file.code.count, by: stride) {
            for opener in [nil, "{", "("] as [Unicode.Scalar?] {
                let fast = file.enclosingBrackets(of: index, only: opener)
                let plain = scannedEnclosingBrackets(file, of: index, only: opener)
                if fast != plain {
                    problems.append("brackets around \(index) (\(opener.map(String.init) ?? "any")): \(String(describing: fast)), scanning finds \(String(describing: plain))")
                }
            }
            if problems.count > 5 { break }
        }
        return problems
    }

    private static func scannedEnclosingBrackets(_ file: SourceFile, of index: Int, only opener: Unicode.Scalar?) -> ClosedRange<Int>? {
        var probe = index - 1
        while probe >= 0 {
            let token = file.code[probe]
            if token.kind == .punctuation {
                let byte = file.bytes[token.offset]
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    if let partner = file.brackets.partner(of: probe) {
                        probe = partner - 1
                        continue
                    }
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    let close = file.brackets.partner(of: probe) ?? file.code.count
                    if close >= index, opener == nil || byte == UInt8(opener!.value) {
                        return probe...min(close, max(file.code.count - 1, 0))
                    }
                }
            }
            probe -= 1
        }
        return nil
    }

    private static func outlineProblems(_ file: SourceFile) -> [String] {
        var problems: [String] = []
        let count = file.code.count
        func check(_ what: String, _ index: Int?) {
            guard let index else { return }
            if index < 0 || index >= count { problems.append("\(what) is token \(index), outside 0..<\(count)") }
        }
        func check(_ what: String, _ range: Range<Int>?) {
            guard let range else { return }
            if range.lowerBound < 0 || range.upperBound > count { problems.append("\(what) \(range) is outside 0..<\(count)") }
        }
        func check(_ what: String, body: ClosedRange<Int>?) {
            guard let body else { return }
            check(what, body.lowerBound)
            if file.brackets.partner(of: body.lowerBound) != body.upperBound || !file.isPunctuation(body.lowerBound, "{") {
                problems.append("\(what) \(body) is not a { } pair")
            }
        }
        let outline = file.outline
        for (number, type) in outline.types.enumerated() {
            check("type \(number) keyword", type.keywordIndex)
            check("type \(number) name", type.nameIndex)
            check("type \(number) start", type.declarationStart)
            check("type \(number) body", body: type.body)
            check("type \(number) inheritance clause", type.inheritanceClause)
            if let parent = type.parent, parent >= number { problems.append("type \(number) has parent \(parent), not before it") }
        }
        for (number, function) in outline.functions.enumerated() {
            check("function \(number) keyword", function.keywordIndex)
            check("function \(number) name", function.nameIndex)
            check("function \(number) start", function.declarationStart)
            check("function \(number) body", body: function.body)
            check("function \(number) return type", function.returnType)
            if let list = function.parameterList, file.brackets.partner(of: list.lowerBound) != list.upperBound {
                problems.append("function \(number) parameter list \(list) is not a bracket pair")
            }
            let range = function.parameterRange
            let parameters = range.lowerBound >= 0 && range.upperBound <= outline.parameters.count
                ? outline.parameters(of: function) : []
            if parameters.count != range.count {
                problems.append("function \(number) parameters \(range) are outside 0..<\(outline.parameters.count)")
            }
            for parameter in parameters {
                check("function \(number) parameter label", parameter.labelIndex)
                check("function \(number) parameter", parameter.nameIndex)
                check("function \(number) parameter type", parameter.type)
                if let list = function.parameterList, !list.contains(parameter.nameIndex) {
                    problems.append("function \(number) parameter name \(parameter.nameIndex) is outside its list \(list)")
                }
            }
            if let parent = function.parent, parent >= number { problems.append("function \(number) has parent \(parent), not before it") }
            if let type = function.typeIndex, type >= outline.types.count { problems.append("function \(number) is in type \(type), which does not exist") }
        }
        for (number, variable) in outline.variables.enumerated() {
            check("variable \(number) keyword", variable.keywordIndex)
            check("variable \(number) name", variable.nameIndex)
            check("variable \(number) annotation", variable.typeAnnotation)
            check("variable \(number) initializer", variable.initializer)
            check("variable \(number) accessors", body: variable.accessors)
            if let type = variable.typeIndex, type >= outline.types.count { problems.append("variable \(number) is in type \(type), which does not exist") }
            if let function = variable.functionIndex, function >= outline.functions.count {
                problems.append("variable \(number) is in function \(function), which does not exist")
            }
        }
        for (name, keys) in [("types", outline.types.map(\.keywordIndex)), ("functions", outline.functions.map(\.keywordIndex))]
        where zip(keys, keys.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append("\(name) are not in source order")
        }
        return problems
    }

    /// A chain from every token: walking never leaves the file, links go forward.
    private static func chainProblems(_ file: SourceFile) -> [String] {
        var problems: [String] = []
        for start in file.code.indices {
            guard let chain = file.chain(at: start) else { continue }
            if !(chain.start == start && start < chain.linksEnd && chain.linksEnd <= chain.end && chain.end <= file.code.count) {
                problems.append("chain at \(start): start \(chain.start), links end \(chain.linksEnd), end \(chain.end)")
            }
            var previous = start - 1
            for link in chain.links {
                if link.index <= previous || link.index >= chain.linksEnd || (link.close.map { $0 < link.index || $0 >= chain.linksEnd } ?? false) {
                    problems.append("chain at \(start): link \(link.index)…\(String(describing: link.close)) out of order")
                    break
                }
                previous = link.close ?? link.index
            }
            if let fallback = chain.fallback, fallback.upperBound > file.code.count || fallback.lowerBound < chain.linksEnd {
                problems.append("chain at \(start): fallback \(fallback) outside the file")
            }
            if problems.count > 20 { break }
        }
        return problems
    }
}
