import ProjectModel
import SwiftSource
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `--fix` at a time per project: two at once (say with different `--only`) each read a
/// file, then each wrote its own fix over the other's. The lock is an advisory `flock` on a file
/// in the temporary folder named after the project root, so nothing is written into the project;
/// the kernel releases it when the process ends, however it ends.
package final class FixLock {
    private let descriptors: [Int32]

    private init(descriptors: [Int32]) {
        self.descriptors = descriptors
    }

    deinit {
        for descriptor in descriptors {
            _ = flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Takes the lock of every root, in path order (so two runs never wait on each other in a
    /// cycle); `waiting` is called once for a root another run holds, before waiting for it.
    package static func acquire(roots: [String], waiting: (String) -> Void) throws(SystemError) -> FixLock {
        var descriptors: [Int32] = []
        for root in Set(roots).sorted() {
            let path = PathUtilities.join(NSTemporaryDirectory(), "tablint-fix-\(StableHash.hex([root])).lock")
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let error = SystemError(code: errno)
                descriptors.forEach { close($0) }
                throw error
            }
            descriptors.append(descriptor)
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                waiting(root)
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        let error = SystemError(code: errno)
                        descriptors.forEach { close($0) }
                        throw error
                    }
                }
            }
        }
        return FixLock(descriptors: descriptors)
    }
}
