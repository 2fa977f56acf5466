/// A growable list of token indices the lexer owns outright, like `TokenBuffer`: appending is a
/// store and an increment, with none of `Array`'s uniqueness checks on every call. `take()`
/// hands the indices over as an array and frees the buffer.
struct TokenIndexBuffer {
    private var storage: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ index: Int) {
        if count == capacity { grow() }
        storage[count] = Int32(truncatingIfNeeded: index)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    var last: Int? { count > 0 ? Int(storage[count - 1]) : nil }

    /// The indices, handed over without a copy; the buffer is empty afterwards.
    mutating func take() -> TokenIndexList {
        let indices = TokenIndexList(adopting: storage, count: count)
        storage = .allocate(capacity: 1)
        capacity = 1
        count = 0
        return indices
    }
}

/// In order, the indices of some code tokens (`LexedSource`'s landmarks), in memory the lexer
/// wrote and handed over. An `Array` of `Int32` would cost a copy and, on Linux, a run-time
/// look-up of its storage type for every list of every file.
struct TokenIndexList: RandomAccessCollection, Sendable, CustomStringConvertible {
    fileprivate final class Storage: @unchecked Sendable {
        // Written only before the list is made; read-only afterwards.
        let indices: UnsafeMutablePointer<Int32>
        init(_ indices: UnsafeMutablePointer<Int32>) { self.indices = indices }
        deinit { indices.deallocate() }
    }

    private let storage: Storage
    let count: Int

    /// The empty list; all empty lists share one (never written) allocation.
    init() {
        storage = TokenIndexList.empty
        count = 0
    }

    private static let empty = Storage(.allocate(capacity: 1))

    /// Takes ownership of `indices` (allocated with `allocate(capacity:)`).
    fileprivate init(adopting indices: UnsafeMutablePointer<Int32>, count: Int) {
        storage = Storage(indices)
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Int32 {
        precondition(position >= 0 && position < count, "token index list: position out of range")
        return storage.indices[position]
    }

    /// Walks the indices with a pointer (the list's memory is kept alive by the iterator).
    struct Iterator: IteratorProtocol {
        fileprivate let storage: Storage
        fileprivate let count: Int
        fileprivate var position = 0

        mutating func next() -> Int32? {
            guard position < count else { return nil }
            defer { position &+= 1 }
            return storage.indices[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(storage: storage, count: count) }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.indices, count: count)) }
    }

    var description: String { Array(self).description }
}
