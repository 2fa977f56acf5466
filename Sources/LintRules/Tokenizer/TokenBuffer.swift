/// A growable token array the lexer owns outright: appending is a store and an increment, with
/// none of `Array`'s uniqueness checks on every call. `take()` hands the tokens over as an array
/// and frees the buffer.
struct TokenBuffer {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    var last: Token? { count > 0 ? storage[count - 1] : nil }

    subscript(index: Int) -> Token {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// The tokens as an array; the buffer is empty and freed afterwards.
    mutating func take() -> [Token] {
        let tokens = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deinitialize(count: count)
        storage.deallocate()
        storage = .allocate(capacity: 1)
        capacity = 1
        count = 0
        return tokens
    }

    /// Frees the buffer without making an array.
    mutating func free() {
        storage.deallocate()
        capacity = 0
        count = 0
    }
}
