/// A growable token array the lexer owns outright: appending is a store and an increment, with
/// none of `Array`'s uniqueness checks on every call. It can start in memory the caller owns
/// (the array being built, see `Tokenizer.split`) and moves to its own storage only if that
/// fills up. `take()` hands its own tokens over as an array and frees the buffer.
struct TokenBuffer {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0
    /// False while the tokens go into the caller's memory.
    private(set) var ownsStorage: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
        ownsStorage = true
    }

    /// Appends into `buffer` (at least one token long) until it is full.
    init(into buffer: UnsafeMutableBufferPointer<Token>) {
        storage = buffer.baseAddress!
        capacity = buffer.count
        ownsStorage = false
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(capacity * 2, 16))
        larger.moveInitialize(from: storage, count: count)
        if ownsStorage { storage.deallocate() }
        storage = larger
        capacity = max(capacity * 2, 16)
        ownsStorage = true
    }

    var last: Token? { count > 0 ? storage[count - 1] : nil }

    subscript(index: Int) -> Token {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// The tokens as an array; the buffer is empty and freed afterwards. Only for a buffer
    /// with its own storage.
    mutating func take() -> [Token] {
        precondition(ownsStorage, "the tokens are in the caller's memory")
        let tokens = Array(UnsafeBufferPointer(start: storage, count: count))
        storage.deinitialize(count: count)
        storage.deallocate()
        // Nothing left to own: the next append allocates anew.
        ownsStorage = false
        capacity = 0
        count = 0
        return tokens
    }

    /// Frees its own storage without making an array (the caller's memory is the caller's).
    mutating func free() {
        if ownsStorage { storage.deallocate() }
        capacity = 0
        count = 0
    }
}
