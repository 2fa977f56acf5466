#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, with the message a person understands (`Permission denied`).
package struct SystemError: Error, Sendable, Equatable {
    package let code: Int32
    package var message: String { String(cString: strerror(code)) }

    package init(code: Int32) { self.code = code }

    package static var current: SystemError { SystemError(code: errno) }
    static var isADirectory: SystemError { SystemError(code: EISDIR) }
}

/// Reads and writes whole files with plain POSIX calls: no `Data`, no `String`, one copy.
package enum FileIO {
    /// The whole content of the regular file at `path`.
    package static func read(_ path: String) throws(SystemError) -> [UInt8] {
        // `withCString` lends a native string's own bytes; passing the String itself would copy
        // them into a new array first.
        // Non-blocking open: a named pipe with no writer would otherwise block the run for ever.
        try read(opening: path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) })
    }

    /// The whole content of the regular file at `path`, opened from `folder` when it is below it.
    package static func read(_ path: String, from folder: OpenFolder?) throws(SystemError) -> [UInt8] {
        guard let folder else { return try read(path) }
        return try read(opening: folder.openForReading(path))
    }

    /// The whole content of the file just opened as `descriptor` (an error in `errno` when -1).
    private static func read(opening descriptor: Int32) throws(SystemError) -> [UInt8] {
        guard descriptor >= 0 else { throw .current }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .isADirectory }
        // Opened without blocking; reading may wait for a writer that is there (`<(…)`).
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0, flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        // One byte more than the size: a regular file that is still that size ends with a short
        // read, so one `read` does it. The buffer is not zeroed first; every byte kept was read.
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        let expected = max(Int(status.st_size), 0) + 1
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < expected {
                let wanted = expected - initialized
                let received = posixRead(descriptor, buffer.baseAddress! + initialized, wanted)
                if received < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                initialized += received
                if received == 0 || (isRegular && received < wanted) { return }
            }
        }
        if let failure { throw SystemError(code: failure) }
        if bytes.count == expected {
            // It grew since `fstat` (or is no regular file): read on to the end.
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let received = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
                if received < 0 {
                    if errno == EINTR { continue }
                    throw .current
                }
                if received == 0 { break }
                bytes.append(contentsOf: chunk[0..<received])
            }
        }
        return bytes
    }

    /// Reads everything from standard input.
    package static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let received = chunk.withUnsafeMutableBytes { posixRead(0, $0.baseAddress!, $0.count) }
            if received < 0, errno == EINTR { continue }
            if received <= 0 { break }
            bytes.append(contentsOf: chunk[0..<received])
        }
        return bytes
    }

    /// Writes all of `bytes` to a file descriptor (1 is standard output, 2 standard error).
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

// The names `read` and `write` are taken by `FileIO`'s own methods inside its scope.
@inline(__always) private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always) private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// File-system questions answered with `stat`.
package enum FileSystem {
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Creates a folder and its parents.
    package static func createDirectory(_ path: String) throws(SystemError) {
        if isDirectory(path) { return }
        let parent = PathUtilities.parent(path)
        if parent != path, !isDirectory(parent) { try createDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .current }
    }

    /// Adds execute permission for everyone who may read the file.
    package static func makeExecutable(_ path: String) throws(SystemError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .current }
        guard chmod(path, status.st_mode | 0o111) == 0 else { throw .current }
    }

    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

extension FileIO {
    /// The suffix of the temporary files `writeAtomically` makes: `.<name>.tablint-XXXXXX`.
    static let temporaryMarker = ".tablint-"

    /// The process's file-creation mask. `umask` is read only by setting it, so it is read once:
    /// two threads reading it at the same time would each see the other's 0 and leave it there
    /// (new files writable by everyone). Only this reads it.
    static let creationMask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    /// Writes `bytes` to `path` so that readers see the old file or the new one, never a mix:
    /// a temporary file in the same folder, written, flushed to disk with `fsync`, given the old
    /// file's permissions, then renamed over the original. With `creating`, the file must not
    /// exist yet, and is never replaced if it appears meanwhile. A device, pipe or socket
    /// (`--output /dev/null`, `/dev/stdout`, a FIFO) is written in place instead: a rename
    /// would replace the device itself — run as root, /dev/null became a regular file.
    /// `synchronizingFolder: false` leaves making the rename durable to the caller
    /// (`synchronizeFolder`), for one folder sync after many files. `durable: false` skips both
    /// `fsync`s, for output that running again makes again (a report): readers still see the
    /// old file or the new one, and no run waits for the disk.
    /// What identifies a file's state between two looks: device, inode, size, modification
    /// time to the nanosecond, and its number of hard links.
    package struct Stamp: Equatable, Sendable {
        package var device: UInt64
        package var inode: UInt64
        package var size: Int64
        package var seconds: Int64
        package var nanoseconds: Int64
        package var links: UInt64
    }

    /// The stamp of the file at `path` (symlinks followed); nil when it cannot be read.
    package static func stamp(of path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return Stamp(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                     seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec), links: UInt64(status.st_nlink))
    }

    /// Replaces the file at `path` with `bytes` (atomically, as `writeAtomically`), but only if,
    /// right before the rename, the file still has the `stamp` and the bytes it had when read:
    /// an edit saved in the meantime is never overwritten. False when it changed.
    package static func replaceIfUnchanged(_ bytes: [UInt8], at path: String, stamp: Stamp, content: [UInt8]) throws(SystemError) -> Bool {
        try writeAtomically(bytes, to: path, synchronizingFolder: false, beforeReplacing: {
            guard FileIO.stamp(of: path) == stamp, (try? FileIO.read(path)) == content else { return false }
            // Read again: a save that landed while the bytes were compared changed the stamp.
            return FileIO.stamp(of: path) == stamp
        })
    }

    @discardableResult
    package static func writeAtomically(_ bytes: [UInt8], to path: String, creating: Bool = false,
                                       synchronizingFolder: Bool = true, durable: Bool = true,
                                       beforeReplacing: (() -> Bool)? = nil) throws(SystemError) -> Bool {
        var target = stat()
        if !creating, stat(path, &target) == 0, (target.st_mode & S_IFMT) != S_IFREG, (target.st_mode & S_IFMT) != S_IFDIR {
            try writeInPlace(bytes, to: path)
            return true
        }
        let folder = PathUtilities.parent(path)
        let name = PathUtilities.lastComponent(path)
        var template = Array(PathUtilities.join(folder, ".\(name)\(temporaryMarker)XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        var existing = stat()
        let mode: mode_t
        if !creating, stat(path, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        } else {
            mode = 0o666 & ~FileIO.creationMask
        }
        guard writeAll(bytes, to: descriptor), fchmod(descriptor, mode) == 0, !durable || fsync(descriptor) == 0 else {
            let error = SystemError.current
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .current }
        if let beforeReplacing, !beforeReplacing() { return false }
        if creating {
            // `link` fails when the name exists: a file that appeared meanwhile is never replaced.
            guard link(temporary, path) == 0 else { throw .current }
        } else {
            guard rename(temporary, path) == 0 else { throw .current }
        }
        succeeded = true
        if creating { unlink(temporary) }
        if durable, synchronizingFolder { synchronizeFolder(folder) }
        return true
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw .current }
        guard writeAll(bytes, to: descriptor) else {
            let error = SystemError.current
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw .current }
    }

    /// Writes every byte, resuming after interruptions and short writes; false on an error (in errno).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// Makes a rename in `folder` durable.
    package static func synchronizeFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Removes what an interrupted `writeAtomically` left in `folder` (it was killed between
    /// making its temporary file and renaming it). The originals are untouched.
    package static func removeAbandonedTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        var abandoned: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isAbandonedTemporary(name) { abandoned.append(name) }
        }
        closedir(directory)
        for name in abandoned { unlink(PathUtilities.join(folder, name)) }
    }

    /// Removes the temporaries a walk found (`FileDiscovery`) whose last change is older than
    /// `age` seconds: a younger one may belong to a `--fix` still writing it.
    package static func removeAbandonedTemporaries(_ paths: [String], olderThan age: Int) {
        guard !paths.isEmpty else { return }
        let now = time(nil)
        for path in paths {
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let changed = status.st_mtimespec.tv_sec
            #else
            let changed = status.st_mtim.tv_sec
            #endif
            guard now - changed > age, isAbandonedTemporary(PathUtilities.lastComponent(path)) else { continue }
            unlink(path)
        }
    }

    /// `.<name>.tablint-XXXXXX`, six characters from `mkstemp`.
    package static func isAbandonedTemporary(_ name: String) -> Bool {
        let suffix = name.suffix(6)
        let stem = name.dropLast(6)
        return name.hasPrefix(".") && stem.hasSuffix(temporaryMarker) && stem.count > temporaryMarker.count + 1
            && suffix.count == 6 && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The file a path names, symlinks resolved: `--fix` writes the target, never the link.
    package static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
