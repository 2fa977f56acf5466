/// A fixed-size per-file table (bracket partners, the name filter's bits) in memory one small
/// object owns. Each file makes a few of them; as an `Array`, each would also look its storage
/// type up at run time on Linux, which costs more than the allocation.
final class Int32Table: @unchecked Sendable {
    // Written while the file's structure is built, read-only once the table is shared.
    let values: UnsafeMutablePointer<Int32>
    let count: Int

    init(count: Int, repeating value: Int32) {
        self.count = count
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: value, count: count)
    }

    deinit { values.deallocate() }

    var buffer: UnsafeMutableBufferPointer<Int32> { UnsafeMutableBufferPointer(start: values, count: count) }
}
