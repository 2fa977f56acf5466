/// Every word the tokenizer knows as a Swift keyword. Reserved words are keywords wherever they
/// stand (except after `.` and as argument labels); contextual ones are keywords only in the
/// positions where Swift gives them meaning (see `ContextualKeywords`).
public enum Keyword: UInt8, Sendable, CaseIterable {
    // Reserved.
    case `Any`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`
    case `defer`, `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`
    case `fileprivate`, `for`, `func`, `guard`, `if`, `import`, `in`, `init`, `inout`
    case `internal`, `is`, `let`, `nil`, `operator`, `precedencegroup`, `private`, `protocol`
    case `public`, `repeat`, `rethrows`, `return`, `self`, `Self`, `static`, `struct`
    case `subscript`, `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`, `var`
    case `where`, `while`, wildcard
    // Contextual.
    case actor, any, assignment, associativity, async, await, borrowing, consume, consuming
    case convenience, copy, didSet, discard, distributed, dynamic, each, final, get, higherThan
    case indirect, infix, isolated, lazy, left, lowerThan, macro, mutating, none, nonisolated
    case nonmutating, open, optional, override, package, postfix, prefix, required, right
    case sending, set, some, unowned, weak, willSet, yield, _modify, _read
    // Arguments of `@available(…)`.
    case introduced, deprecated, obsoleted, message, renamed, unavailable, noasync
    // Metatypes: `T.Type`, `P.Protocol`.
    case `Type`, `Protocol`

    /// The first contextual keyword: everything before it is reserved.
    @usableFromInline static let firstContextual = Keyword.actor.rawValue

    @inlinable package var isReserved: Bool { rawValue < Keyword.firstContextual }

    /// The keyword as written in source.
    package var spelling: String { Keyword.spellings[Int(rawValue)] }

    private static let spellings: [String] = allCases.map { keyword in
        keyword == .wildcard ? "_" : String(describing: keyword).filter { $0 != "`" }
    }
}

/// Finds the keyword a run of identifier bytes spells, with one hash probe and a comparison
/// of two machine words.
struct KeywordTable: Sendable {
    private static let slotCount = 512
    /// Per slot: `Keyword.rawValue + 1` (0 is empty), the spelling's length, and its bytes
    /// packed little-endian into two words.
    private var slots: [Slot]
    /// For each first byte, the lengths (as bits) of keywords that start with it: most
    /// identifiers are rejected by this one load.
    private var lengthsByFirstByte: [UInt16]
    /// The same by last byte: together they reject nearly every identifier that is not a keyword.
    private var lengthsByLastByte: [UInt16]

    private struct Slot: Sendable {
        var entry: UInt8 = 0
        var length: UInt8 = 0
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    static let shared = KeywordTable()

    private init() {
        slots = [Slot](repeating: Slot(), count: KeywordTable.slotCount)
        lengthsByFirstByte = [UInt16](repeating: 0, count: 256)
        lengthsByLastByte = [UInt16](repeating: 0, count: 256)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.spelling.utf8)
            lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt16(bytes.count)
            lengthsByLastByte[Int(bytes[bytes.count - 1])] |= 1 << UInt16(bytes.count)
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0.baseAddress!, bytes.count) }
            var slot = bytes.withUnsafeBufferPointer { KeywordTable.hash($0.baseAddress!, bytes.count) }
            while slots[slot].entry != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slots[slot] = Slot(entry: keyword.rawValue + 1, length: UInt8(bytes.count), low: low, high: high)
        }
    }

    @inline(__always)
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let mixed = Int(start[0]) &* 31 &+ Int(start[count - 1]) &* 7 &+ Int(start[count >> 1]) &* 3 &+ count &* 17
        return mixed & (slotCount - 1)
    }

    @inline(__always)
    private static func pack(_ start: UnsafePointer<UInt8>, _ count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(start[index]) << (8 * UInt64(index)) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(start[index]) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    /// Packs with two word loads when 16 bytes can be read from `start`; a keyword is at most 15.
    @inline(__always)
    private static func pack(_ start: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> (UInt64, UInt64) {
        guard readable >= 16 else { return pack(start, count) }
        let raw = UnsafeRawPointer(start)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        if count < 8 { return (first & ((1 &<< UInt64(8 &* count)) &- 1), 0) }
        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        return (first, second & ((1 &<< UInt64(8 &* (count &- 8))) &- 1))
    }

    /// The keyword spelled by `count` bytes at `start`, if any; `readable` bytes from `start` are
    /// in the buffer (at least `count`).
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> Keyword? {
        guard count >= 1, count <= 15 else { return nil }
        let lengthBit: UInt16 = 1 &<< UInt16(truncatingIfNeeded: count)
        guard lengthsByFirstByte.withUnsafeBufferPointer({ $0[Int(start[0])] }) & lengthBit != 0,
              lengthsByLastByte.withUnsafeBufferPointer({ $0[Int(start[count &- 1])] }) & lengthBit != 0 else { return nil }
        var slot = KeywordTable.hash(start, count)
        return slots.withUnsafeBufferPointer { table in
            let (low, high) = KeywordTable.pack(start, count, readable: readable)
            while true {
                let candidate = table[slot]
                if candidate.entry == 0 { return nil }
                if Int(candidate.length) == count, candidate.low == low, candidate.high == high {
                    // Every stored entry is a raw value plus one, and raw values are the cases'
                    // declaration order, which is also the enum's layout (a test checks every case).
                    return unsafeBitCast(candidate.entry &- 1, to: Keyword.self)
                }
                slot = (slot + 1) & (KeywordTable.slotCount - 1)
            }
        }
    }
}

/// Whether `count` bytes at `a` and `b` are equal: short runs compare faster in line than through `memcmp`.
@inline(__always)
@inlinable
public func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}

extension Keyword {
    /// Spelled out so that it is inlinable (see `TokenKind.==`).
    @inlinable public static func == (lhs: Keyword, rhs: Keyword) -> Bool { lhs.rawValue == rhs.rawValue }
}
