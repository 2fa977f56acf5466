/// A small Bloom filter of the identifiers in a file. The hash reads four bytes and the length,
/// not every byte: it only has to make "certainly absent" cheap. (One multiplication of those
/// bytes was not enough: `connectedScenes` then shared its bits with `Int` and `items`, and
/// rules walked ten times the files they needed to.)
@usableFromInline struct NameFilter: Sendable {
    /// 2,048 bits in 32-bit words.
    private let bits = Int32Table(count: 64, repeating: 0)

    init(code: [Token], bytes: [UInt8]) {
        do {
            let words = bits.values
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                code.withUnsafeBufferPointer { tokens in
                    for token in tokens where token.kind == .identifier {
                        let (first, second) = NameFilter.positions(base + token.offset, token.length)
                        words[first >> 5] |= 1 << Int32(first & 31)
                        words[second >> 5] |= 1 << Int32(second & 31)
                    }
                }
            }
        }
    }

    /// The filter's words, for `SourceFile.mentions` to read without a reference count: the
    /// table lives as long as the file's storage that holds this filter.
    var words: UnsafeMutablePointer<Int32> { bits.values }

    func mayContain(_ name: StaticString) -> Bool {
        mayContain(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    func mayContain(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = name.baseAddress, !name.isEmpty else { return false }
        return NameFilter.words(bits.values, mayContain: start, count: name.count)
    }

    /// Whether both of the name's bits are set in `words`.
    @inlinable @inline(__always)
    static func words(_ words: UnsafeMutablePointer<Int32>, mayContain start: UnsafePointer<UInt8>, count: Int) -> Bool {
        let (first, second) = positions(start, count)
        return words[first &>> 5] & (1 &<< Int32(truncatingIfNeeded: first & 31)) != 0
            && words[second &>> 5] & (1 &<< Int32(truncatingIfNeeded: second & 31)) != 0
    }

    /// Two of the 2,048 bits: the bytes packed in one word, mixed by two multiplications.
    @inlinable @inline(__always)
    static func positions(_ start: UnsafePointer<UInt8>, _ count: Int) -> (Int, Int) {
        var key = UInt64(truncatingIfNeeded: count)
        key |= UInt64(start[0]) &<< 16
        key |= UInt64(start[count &- 1]) &<< 24
        key |= UInt64(start[count &>> 1]) &<< 32
        key |= UInt64(start[(count &* 3) &>> 2]) &<< 40
        var hash = key &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash &>> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        return (Int(truncatingIfNeeded: hash &>> 53), Int(truncatingIfNeeded: (hash &>> 42) & 2047))
    }
}
