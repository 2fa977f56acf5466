/// A member-access chain as a value: `UIApplication.shared.connectedScenes.first { … } as? T ?? …`
/// split into links, across line breaks and comments.
package struct MemberChain: Sendable, Equatable {
    package enum LinkKind: Sendable, Equatable {
        /// `shared`, also the base `UIApplication` and a leading `.foregroundActive`.
        case name
        /// `( … )` right after a link.
        case call
        /// `[ … ]` right after a link.
        case `subscript`
        /// `{ … }` after a name or call on the same line.
        case trailingClosure
        /// A postfix `?`.
        case optional
        /// A postfix `!`.
        case forced
        /// A parenthesized base: `(scene as? UIWindowScene)` in `(scene as? UIWindowScene)?.windows`.
        case group
    }

    package struct Link: Sendable, Equatable {
        package var kind: LinkKind
        /// The name token, the opening bracket, or the `?` / `!`.
        package var index: Int
        /// The closing bracket of a call, subscript or closure.
        package var close: Int?
    }

    package struct Cast: Sendable, Equatable {
        /// The `as` keyword; `as?` / `as!` have their operator right after it.
        package var keywordIndex: Int
        package var type: Range<Int>
    }

    /// The first token.
    package var start: Int
    /// One past the last token of the links and the cast (the `??` fallback is not included).
    package var linksEnd: Int
    /// One past the last token, fallback included.
    package var end: Int
    package var links: [Link]
    package var cast: Cast?
    /// The `??` operator and the expression after it.
    package var coalescing: Int?
    package var fallback: Range<Int>?

    /// The names of the `.name` links, in order.
    package func names(in file: SourceFile) -> [String] {
        links.filter { $0.kind == .name }.map { file.text($0.index) }
    }

    /// The index in `links` of the first name link spelled `name`.
    func linkIndex(named name: StaticString, in file: SourceFile) -> Int? {
        links.firstIndex { $0.kind == .name && file.spells($0.index, name) }
    }
}

extension SourceFile {
    /// The chain that starts at `start` (a name, `self`, or the `.` of an implicit member).
    package func chain(at start: Int) -> MemberChain? {
        guard start >= 0, start < code.count else { return nil }
        var links: [MemberChain.Link] = []
        var probe = start
        if isPunctuation(start, "."), isMemberName(start + 1) {
            links.append(.init(kind: .name, index: start + 1))
            probe = start + 2
        } else if isPunctuation(start, "("), let close = brackets.partner(of: start) {
            links.append(.init(kind: .group, index: start, close: close))
            probe = close + 1
        } else if isMemberName(start) {
            links.append(.init(kind: .name, index: start))
            probe = start + 1
        } else {
            return nil
        }
        while probe < code.count {
            let last = probe - 1
            if isPunctuation(probe, "."), isMemberName(probe + 1) {
                links.append(.init(kind: .name, index: probe + 1))
                probe += 2
            } else if code[probe].kind == .operator, code[probe].length == 1, isPostfix(probe),
                      isOperator(probe, "?") || isOperator(probe, "!") {
                links.append(.init(kind: isOperator(probe, "?") ? .optional : .forced, index: probe))
                probe += 1
            } else if (isPunctuation(probe, "(") || isPunctuation(probe, "[")), onSameLine(last, probe),
                      let close = brackets.partner(of: probe) {
                links.append(.init(kind: isPunctuation(probe, "(") ? .call : .subscript, index: probe, close: close))
                probe = close + 1
            } else if isPunctuation(probe, "{"), onSameLine(last, probe), !isPunctuation(last, "}") || links.last?.kind == .trailingClosure,
                      let close = brackets.partner(of: probe), !endsConditionHeader(before: start, brace: probe) {
                links.append(.init(kind: .trailingClosure, index: probe, close: close))
                probe = close + 1
            } else {
                break
            }
        }
        var chain = MemberChain(start: start, linksEnd: probe, end: probe, links: links)
        if isKeyword(probe, .as) {
            let typeStart = isOperator(probe + 1, "?") || isOperator(probe + 1, "!") ? probe + 2 : probe + 1
            let typeEnd = simpleTypeEnd(from: typeStart)
            if typeEnd > typeStart {
                chain.cast = .init(keywordIndex: probe, type: typeStart..<typeEnd)
                probe = typeEnd
                chain.linksEnd = probe
                chain.end = probe
            }
        }
        if isOperator(probe, "??") {
            let fallbackEnd = expressionEnd(from: probe + 1)
            chain.coalescing = probe
            chain.fallback = (probe + 1)..<fallbackEnd
            chain.end = fallbackEnd
        }
        return chain
    }

    private func isMemberName(_ index: Int) -> Bool {
        guard index < code.count else { return false }
        let token = code[index]
        if token.kind == .identifier { return true }
        guard token.kind == .keyword, let keyword = token.keyword else { return false }
        return keyword == .`self` || keyword == .`Self` || keyword == .super || keyword == .`init`
    }

    /// `if let w = scenes.first {`: the brace opens the body, not a trailing closure.
    private func endsConditionHeader(before start: Int, brace: Int) -> Bool {
        var probe = start - 1
        var steps = 0
        while probe >= 0, steps < 200 {
            steps += 1
            let token = code[probe]
            if token.kind == .keyword, let keyword = token.keyword {
                if keyword == .if || keyword == .guard || keyword == .while || keyword == .switch
                    || keyword == .for || keyword == .in && isPartOfForHeader(probe) { return true }
            }
            if isPunctuation(probe, "{") || isPunctuation(probe, "}") || isPunctuation(probe, ";") { return false }
            if let open = brackets.partner(of: probe), open < probe {
                probe = open - 1
                continue
            }
            if isPunctuation(probe, "(") || isPunctuation(probe, "[") { return false }
            if probe < start - 1, code[probe].line < code[probe + 1].line,
               !(isPunctuation(probe, ",") || code[probe].kind == .operator) && !isPunctuation(probe + 1, ".") {
                return false
            }
            probe -= 1
        }
        return false
    }

    private func isPartOfForHeader(_ inIndex: Int) -> Bool {
        var probe = inIndex - 1
        while probe >= 0, probe > inIndex - 8 {
            if isKeyword(probe, .for) { return true }
            probe -= 1
        }
        return false
    }

    /// A type after `as`: `UIWindowScene`, `Foo.Bar<Baz>?`, `[UIWindowScene]`.
    func simpleTypeEnd(from start: Int) -> Int {
        var probe = start
        if isPunctuation(probe, "["), let close = brackets.partner(of: probe) { return close + 1 }
        guard isIdentifier(probe) || isKeyword(probe, .Any) || isKeyword(probe, .Self) else { return start }
        probe += 1
        while probe < code.count {
            if isPunctuation(probe, "."), isIdentifier(probe + 1) {
                probe += 2
            } else if code[probe].kind == .operator, bytes[code[probe].offset] == UInt8(ascii: "<"), onSameLine(probe - 1, probe) {
                var depth = 0
                while probe < code.count {
                    if code[probe].kind == .operator {
                        for byte in bytes[code[probe].range] {
                            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                        }
                    }
                    probe += 1
                    if depth <= 0 { break }
                }
            } else if isOperator(probe, "?") || isOperator(probe, "!"), isPostfix(probe) {
                probe += 1
            } else {
                break
            }
        }
        return probe
    }
}
