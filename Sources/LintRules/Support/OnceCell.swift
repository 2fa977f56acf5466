import Foundation

/// A value computed the first time it is asked for, then kept. A `SourceFile` is a value that
/// may be copied to other threads, so its copies share one cell and the lock makes the first
/// computation happen once even if two threads ask together; asking again costs one
/// uncontended lock.
final class OnceCell<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    init() {}

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
