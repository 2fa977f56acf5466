#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open so that files below it are opened by the rest of their path
/// (`openat`): the kernel then looks up only the folders below it for each file, not every
/// folder from the root. Closed when the last reference goes.
package final class OpenFolder: Sendable {
    /// The folder's path and a slash: what a file's path must start with to be opened from it.
    let prefix: String
    let descriptor: Int32

    /// nil when the folder cannot be opened (files are then opened by their whole path).
    package init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        prefix = path.hasSuffix("/") ? path : path + "/"
    }

    deinit { close(descriptor) }

    /// Opens `path` for reading: from this folder when it lies below it, else by the whole path.
    func openForReading(_ path: String) -> Int32 {
        path.withCString { whole in
            let prefixCount = prefix.utf8.count
            let isBelow = path.utf8.count > prefixCount && prefix.withCString { memcmp(whole, $0, prefixCount) == 0 }
            return isBelow ? openat(descriptor, whole + prefixCount, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
                : open(whole, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        }
    }
}
