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

    @inlinable public var isReserved: Bool { rawValue < Keyword.firstContextual }

    /// The keyword as written in source.
    public var spelling: String {
        switch self {
        case .wildcard: "_"
        default: String(describing: self).trimmingBackticks
        }
    }
}

private extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }
}

/// Finds the keyword a run of identifier bytes spells, with one hash probe and one compare.
struct KeywordTable: Sendable {
    private static let slotCount = 512
    private var slots: [UInt8]  // Keyword.rawValue + 1; 0 is empty
    private var spellings: [[UInt8]]

    static let shared = KeywordTable()

    private init() {
        spellings = Keyword.allCases.map { Array($0.spelling.utf8) }
        slots = [UInt8](repeating: 0, count: KeywordTable.slotCount)
        for keyword in Keyword.allCases {
            let bytes = spellings[Int(keyword.rawValue)]
            var slot = bytes.withUnsafeBufferPointer { KeywordTable.hash($0.baseAddress!, bytes.count) }
            while slots[slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slots[slot] = keyword.rawValue + 1
        }
    }

    @inline(__always)
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let mixed = Int(start[0]) &* 31 &+ Int(start[count - 1]) &* 7 &+ Int(start[count >> 1]) &* 3 &+ count &* 17
        return mixed & (slotCount - 1)
    }

    /// The keyword spelled by `count` bytes at `start`, if any.
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, _ count: Int) -> Keyword? {
        guard count >= 1, count <= 15 else { return nil }
        var slot = KeywordTable.hash(start, count)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let spelling = spellings[Int(entry - 1)]
            if spelling.count == count, spelling.withUnsafeBufferPointer({ memcmpEqual($0.baseAddress!, start, count) }) {
                return Keyword(rawValue: entry - 1)
            }
            slot = (slot + 1) & (KeywordTable.slotCount - 1)
        }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
