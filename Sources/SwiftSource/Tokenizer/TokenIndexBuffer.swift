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
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: max(capacity * 2, 16))
        if capacity > 0 {
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = larger
        capacity = max(capacity * 2, 16)
    }

    var last: Int? { count > 0 ? Int(storage[count - 1]) : nil }

    /// The indices as an array; the buffer is empty and freed afterwards (with no capacity,
    /// the next append allocates anew).
    mutating func take() -> [Int32] {
        let indices = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deallocate()
        capacity = 0
        count = 0
        return indices
    }
}
