#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of a file built the first time something asks: its outline, the innermost opener
/// around every token, and the UTF-16 columns (only SARIF reports need them). A `SourceFile` is
/// a value that may be copied to other threads, so its copies share one of these, and one plain
/// mutex guards all its parts (a `NSLock` per part cost more to make and free than most files
/// spend reading their parts).
///
/// A part is built outside the lock, because building one may ask for another: two threads
/// asking together may both build it, and the first one stored is the one every copy sees.
/// Building is deterministic, so both are the same.
final class LazyStructure: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var outline: Outline?
    private var enclosingOpeners: [Int32]?
    private var utf16Columns: UTF16Columns?
    private var bindings: BindingTable?
    /// The values of `FileAnalysis` types, by type.
    private var analyses: [ObjectIdentifier: any Sendable] = [:]

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func outline(_ build: () -> Outline) -> Outline {
        once(read: { $0.outline }, write: { $0.outline = $1 }, build)
    }

    func enclosingOpeners(_ build: () -> [Int32]) -> [Int32] {
        once(read: { $0.enclosingOpeners }, write: { $0.enclosingOpeners = $1 }, build)
    }

    func utf16Columns(_ build: () -> UTF16Columns) -> UTF16Columns {
        once(read: { $0.utf16Columns }, write: { $0.utf16Columns = $1 }, build)
    }

    func bindings(_ build: () -> BindingTable) -> BindingTable {
        once(read: { $0.bindings }, write: { $0.bindings = $1 }, build)
    }

    func analysis<Value: Sendable>(_ key: ObjectIdentifier, _ build: () -> Value) -> Value {
        once(read: { $0.analyses[key] as? Value }, write: { $0.analyses[key] = $1 }, build)
    }

    @inline(__always)
    private func once<Part>(read: (LazyStructure) -> Part?, write: (LazyStructure, Part) -> Void, _ build: () -> Part) -> Part {
        pthread_mutex_lock(mutex)
        let stored = read(self)
        pthread_mutex_unlock(mutex)
        if let stored { return stored }
        let built = build()
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let winner = read(self) { return winner }
        write(self, built)
        return built
    }
}
