/// For every `(`, `[`, `{` among the code tokens, the index of its partner, and back.
///
/// Survives unbalanced input: a closer that matches nothing is left unmatched, and a closer
/// that skips over unclosed openers (`( ]`) leaves those unmatched. `#if` branches are read as
/// alternatives: each `#else` branch starts from the brackets open at `#if` (less those an
/// earlier branch closed), and after `#endif` the first branch's state goes on, so
/// `#if A func f() { #else func f(x: Int) { #endif … }` still closes. Partners are one to one,
/// but pairs from two branches can cross.
package struct BracketMap: Sendable {
    private let partner: Int32Table
    /// For every token, and for the end of the file, the innermost opener around it (-1 at the top
    /// level): an opener whose closer is not before it, or that has none. From an opener, it
    /// climbs out. Computed on first use (most files never ask), kept in the file's `lazy`.
    private let lazy: LazyStructure
    private let code: [Token]
    private let bytes: [UInt8]

    /// `landmarks`: in order, the tokens that are brackets or conditional directives, as the
    /// lexer noted them (`LexedSource.brackets`); no other token can change the map.
    init(code: [Token], bytes: [UInt8], landmarks: [Int32], lazy: LazyStructure) {
        self.code = code
        self.bytes = bytes
        self.lazy = lazy
        let partners = Int32Table(count: code.count, repeating: -1)
        // Every push is a different token, so the stack never outgrows the landmark count. An
        // entry is the opener's index shifted left by 8 and its byte below, so a closer checks
        // its partner without reading the token again.
        let stack = UnsafeMutablePointer<Int64>.allocate(capacity: landmarks.count + 1)
        defer { stack.deallocate() }
        var open = OpenBrackets(entries: stack, count: 0)
        var branches: [ConditionalBranches] = []
        code.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                do {
                    let partner = partners.buffer
                    for landmark in landmarks {
                        let index = Int(landmark)
                        let token = tokens[index]
                        if token.kind == .punctuation {
                            let byte = bytes[token.offset]
                            switch byte {
                            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                                open.push(index, byte)
                            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                                open.close(index, byte: byte, partner: partner)
                            default:
                                break
                            }
                        } else if token.kind == .pound {
                            BracketMap.followDirective(token, bytes: bytes, open: &open, branches: &branches, partner: partner)
                        }
                    }
                }
            }
        }
        partner = partners
    }

    /// The stack of brackets not closed yet, innermost last.
    private struct OpenBrackets {
        let entries: UnsafeMutablePointer<Int64>
        var count: Int

        @inline(__always)
        mutating func push(_ index: Int, _ byte: UInt8) {
            entries[count] = Int64(index) &<< 8 | Int64(byte)
            count &+= 1
        }

        /// Looks a few levels down for the partner; past that the closer is stray. Openers
        /// skipped over stay unmatched.
        @inline(__always)
        mutating func close(_ index: Int, byte: UInt8, partner: UnsafeMutableBufferPointer<Int32>) {
            let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
            var depth = count - 1
            let floor = max(count - 4, 0)
            while depth >= floor {
                let entry = entries[depth]
                if UInt8(truncatingIfNeeded: entry) == opener {
                    let partnerIndex = Int(entry &>> 8)
                    partner[partnerIndex] = Int32(index)
                    partner[index] = Int32(partnerIndex)
                    count = depth
                    return
                }
                depth -= 1
            }
        }

        var snapshot: [Int64] { Array(UnsafeBufferPointer(start: entries, count: count)) }

        /// Makes `saved` the stack again, less the openers closed since it was taken.
        mutating func restore(_ saved: [Int64], partner: UnsafeMutableBufferPointer<Int32>) {
            count = 0
            for entry in saved where partner[Int(entry &>> 8)] < 0 {
                entries[count] = entry
                count += 1
            }
        }
    }

    /// See `enclosing`; built the first time it is asked for.
    var enclosingOpeners: [Int32] {
        lazy.enclosingOpeners { BracketMap.enclosingOpeners(code: code, bytes: bytes, partners: partner) }
    }

    /// One pass with a stack: a closer pops back to its partner, dropping the openers it skipped
    /// over, exactly as a backward scan that jumps over matched pairs would see them.
    private static func enclosingOpeners(code: [Token], bytes: [UInt8], partners: Int32Table) -> [Int32] {
        var enclosing = [Int32](repeating: -1, count: code.count + 1)
        // The stack never holds more openers than there are tokens.
        let open = UnsafeMutableBufferPointer<Int32>.allocate(capacity: code.count + 1)
        defer { open.deallocate() }
        var depth = 0
        code.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                do {
                    let partner = UnsafeBufferPointer(partners.buffer)
                    enclosing.withUnsafeMutableBufferPointer { enclosing in
                        for index in tokens.indices {
                            enclosing[index] = depth > 0 ? open[depth - 1] : -1
                            guard tokens[index].kind == .punctuation else { continue }
                            switch bytes[tokens[index].offset] {
                            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                                open[depth] = Int32(index)
                                depth += 1
                            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                                let opener = partner[index]
                                guard opener >= 0, opener < index else { continue }
                                // The last place the partner is on the stack (nearly always the top).
                                var position = depth - 1
                                while position >= 0, open[position] != opener { position -= 1 }
                                if position >= 0 { depth = position }
                            default:
                                break
                            }
                        }
                        enclosing[tokens.count] = depth > 0 ? open[depth - 1] : -1
                    }
                }
            }
        }
        return enclosing
    }

    private struct ConditionalBranches {
        /// False when the stack was too deep to snapshot: the branches are then read as one.
        var tracked: Bool
        var openAtIf: [Int64]
        var openAfterFirstBranch: [Int64]?
    }

    /// Bracket stacks deeper than this are not snapshotted at `#if` (pathological input).
    private static let maximumSnapshotDepth = 512

    /// An opener closed in one branch stays closed in the next and after `#endif`: partners
    /// are one-to-one, so a closer can never claim an opener another closer already has.
    private static func followDirective(_ token: Token, bytes: UnsafeBufferPointer<UInt8>, open: inout OpenBrackets,
                                        branches: inout [ConditionalBranches], partner: UnsafeMutableBufferPointer<Int32>) {
        guard token.length >= 3 else { return }
        let second = bytes[token.offset + 1]
        let third = bytes[token.offset + 2]
        if second == UInt8(ascii: "i"), third == UInt8(ascii: "f"), token.length == 3 {  // #if
            let tracked = open.count <= maximumSnapshotDepth
            branches.append(ConditionalBranches(tracked: tracked, openAtIf: tracked ? open.snapshot : []))
        } else if second == UInt8(ascii: "e"), third == UInt8(ascii: "l"), let last = branches.indices.last {  // #else, #elseif
            guard branches[last].tracked else { return }
            if branches[last].openAfterFirstBranch == nil { branches[last].openAfterFirstBranch = open.snapshot }
            open.restore(branches[last].openAtIf, partner: partner)
        } else if second == UInt8(ascii: "e"), third == UInt8(ascii: "n"), let branch = branches.popLast() {  // #endif
            if branch.tracked, let first = branch.openAfterFirstBranch { open.restore(first, partner: partner) }
        }
    }

    /// The innermost opener around token `index`, or around the end of the file for `index`
    /// == the number of tokens (see `enclosing`).
    func enclosingOpener(of index: Int) -> Int? {
        BracketMap.enclosingOpener(of: index, in: enclosingOpeners)
    }

    /// `enclosingOpener(of:)` in `enclosingOpeners`, fetched once by a caller that climbs.
    @inline(__always)
    static func enclosingOpener(of index: Int, in enclosing: [Int32]) -> Int? {
        guard index >= 0, index < enclosing.count else { return nil }
        let opener = enclosing[index]
        return opener >= 0 ? Int(opener) : nil
    }

    /// The index of the bracket that pairs with the one at `index`, if any.
    @inline(__always)
    package func partner(of index: Int) -> Int? {
        guard index >= 0, index < partner.count else { return nil }
        let other = partner.values[index]
        return other >= 0 ? Int(other) : nil
    }
}
