/// `: UIResponder, UIWindowSceneDelegate` after a type's name: `A, B<C>, D.E & F` up to `{` or
/// `where`. The outline only needs where it ends; the names are read when a rule asks.
enum InheritanceClause {
    /// Where the clause that starts at `start` (after the `:`) ends.
    static func end(from start: Int, in file: SourceFile) -> Int {
        walk(from: start, in: file) { _ in }
    }

    /// The inherited names as written, dots kept and generic arguments dropped.
    static func names(from start: Int, in file: SourceFile) -> [String] {
        var names: [String] = []
        var current = ""
        walk(from: start, in: file) { step in
            switch step {
            case .namePart(let index): current += file.text(index)
            case .dot: current += "."
            case .comma:
                if !current.isEmpty { names.append(current) }
                current = ""
            case .ampersand:
                names.append(current)
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    /// Whether one of the names is `name` (as `names` would spell it), read off the tokens'
    /// bytes without making a string of each name.
    static func contains(_ name: String, from start: Int, in file: SourceFile) -> Bool {
        var target = name
        return target.withUTF8 { target in
            file.bytes.withUnsafeBufferPointer { bytes in
                // How much of `target` the current name has matched; -1 once it cannot match.
                var matched = 0
                var found = false
                func extend(with piece: UnsafeBufferPointer<UInt8>) {
                    guard matched >= 0, matched + piece.count <= target.count,
                          piece.isEmpty || memcmpEqual(target.baseAddress! + matched, piece.baseAddress!, piece.count) else {
                        matched = -1
                        return
                    }
                    matched += piece.count
                }
                func endName() {
                    if matched == target.count, matched > 0 { found = true }
                    matched = 0
                }
                walk(from: start, in: file) { step in
                    switch step {
                    case .namePart(let index): extend(with: UnsafeBufferPointer(rebasing: bytes[file.code[index].range]))
                    case .dot: withUnsafeBytes(of: UInt8(ascii: ".")) { extend(with: $0.assumingMemoryBound(to: UInt8.self)) }
                    case .comma, .ampersand: endName()
                    }
                }
                endName()
                return found
            }
        }
    }

    private enum Step {
        case namePart(Int), dot, comma, ampersand
    }

    /// Visits the clause's names piece by piece; returns the index where it ends.
    @inline(__always) @discardableResult
    private static func walk(from start: Int, in file: SourceFile, _ visit: (Step) -> Void) -> Int {
        var probe = start
        while probe < file.code.count {
            if file.isPunctuation(probe, "{") || file.isKeyword(probe, .where) { break }
            let token = file.code[probe]
            if file.isPunctuation(probe, ",") {
                visit(.comma)
            } else if token.kind == .operator, file.bytes[token.offset] == UInt8(ascii: "<") {
                probe = file.skipGenericArguments(from: probe)
                continue
            } else if token.kind == .identifier || token.kind == .keyword {
                visit(.namePart(probe))
            } else if file.isPunctuation(probe, ".") {
                visit(.dot)
            } else if file.isOperator(probe, "&") {
                visit(.ampersand)
            } else if !file.isPunctuation(probe, "@") && token.kind != .attribute {
                break
            }
            probe += 1
        }
        return probe
    }
}
