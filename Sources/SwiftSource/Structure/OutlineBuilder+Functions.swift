/// Functions, initializers, deinitializers and subscripts: name, labelled parameters, return
/// type and body.
extension OutlineBuilder {
    mutating func recordFunction(_ keyword: Keyword, at index: Int) {
        var probe = index + 1
        var name = keyword.spelling
        var nameIndex = index
        let kind: FunctionDeclaration.Kind
        switch keyword {
        case .func:
            kind = .function
            guard probe < file.code.count else { return }
            let nameToken = file.code[probe]
            guard nameToken.kind == .identifier || nameToken.kind == .operator || nameToken.kind == .keyword else { return }
            name = file.text(probe)
            nameIndex = probe
            probe += 1
        case .`init`:
            kind = .initializer
            if file.isOperator(probe, "?") || file.isOperator(probe, "!") { probe += 1 }
        case .deinit:
            kind = .deinitializer
        default:
            kind = .subscript
        }
        probe = file.skipGenericArguments(from: probe)
        var parameterRange = outline.parameters.endIndex..<outline.parameters.endIndex
        var parameterList: ClosedRange<Int>?
        if keyword != .deinit {
            guard file.isPunctuation(probe, "("), let close = file.brackets.partner(of: probe) else { return }
            parameterList = probe...close
            parameterRange = recordParameters(in: probe...close, labelledByDefault: kind != .subscript)
            probe = close + 1
        }
        let (returnType, body) = signatureEnd(from: probe)
        let start = declarationStart(before: index)
        outline.functions.append(FunctionDeclaration(
            kind: kind, keywordIndex: index, nameIndex: nameIndex, name: name,
            parameterRange: parameterRange, parameterList: parameterList, returnType: returnType, body: body,
            isStatic: isStatic(from: start, to: index),
            typeIndex: openTypes.last?.index, parent: openFunctions.last?.index, declarationStart: start))
        if let body { openFunctions.append((outline.functions.count - 1, body.upperBound)) }
    }

    /// `(_ scene: UIScene, willConnectTo session: UISceneSession)` → labels and names, appended
    /// to `outline.parameters`; returns where they are there.
    private mutating func recordParameters(in list: ClosedRange<Int>, labelledByDefault: Bool) -> Range<Int> {
        let first = outline.parameters.endIndex
        var start = list.lowerBound + 1
        while start < list.upperBound {
            let end = parameterEnd(from: start, limit: list.upperBound)
            // Before the `:` are one or two names: `label name` or just `name`.
            var colon = start
            var firstName = -1
            var lastName = -1
            while colon < end, !file.isPunctuation(colon, ":") {
                if isNameToken(colon) {
                    if firstName < 0 { firstName = colon }
                    lastName = colon
                }
                colon += 1
            }
            if lastName >= 0, colon < end {
                let labelIndex = firstName != lastName ? firstName : (labelledByDefault ? lastName : nil)
                var typeEnd = colon + 1
                while typeEnd < end, !file.isOperator(typeEnd, "=") { typeEnd += 1 }
                outline.parameters.append(Parameter(labelIndex: labelIndex.flatMap { file.spells($0, "_") ? nil : $0 },
                                        nameIndex: lastName, type: (colon + 1)..<typeEnd))
            }
            start = end + 1
        }
        return first..<outline.parameters.endIndex
    }

    private func isNameToken(_ index: Int) -> Bool {
        let token = file.code[index]
        return token.kind == .identifier || token.kind == .keyword
    }

    /// The `,` or `)` that ends a parameter, skipping brackets and generic arguments.
    private func parameterEnd(from start: Int, limit: Int) -> Int {
        var probe = start
        var angles = 0
        while probe < limit {
            if let partner = file.brackets.partner(of: probe), partner > probe {
                probe = partner + 1
                continue
            }
            angles += file.angleDelta(probe)
            if angles <= 0, file.isPunctuation(probe, ",") { return probe }
            probe += 1
        }
        return limit
    }

    /// After the parameters: `async throws -> T where …` and the body braces, if any. A
    /// requirement without a body ends at the next declaration or the enclosing `}`.
    private func signatureEnd(from start: Int) -> (Range<Int>?, ClosedRange<Int>?) {
        var probe = start
        var returnStart: Int?
        while probe < file.code.count {
            let token = file.code[probe]
            if token.kind == .punctuation {
                if file.isPunctuation(probe, "{") {
                    let body = file.brackets.partner(of: probe).map { probe...$0 }
                    return (returnStart.map { $0..<probe }, body)
                }
                if file.isPunctuation(probe, "}") || file.isPunctuation(probe, ";") { break }
                if let partner = file.brackets.partner(of: probe), partner > probe {
                    probe = partner + 1
                    continue
                }
            } else if token.kind == .keyword, let keyword = token.keyword, keyword.startsDeclaration || keyword.isModifier {
                if probe > start { break }
            } else if token.kind == .attribute || token.kind == .pound {
                break
            } else if file.isOperator(probe, "->") {
                returnStart = probe + 1
            }
            probe += 1
        }
        return (returnStart.map { $0..<probe }, nil)
    }
}
