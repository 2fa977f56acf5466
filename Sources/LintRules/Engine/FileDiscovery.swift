#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file found to lint.
public struct DiscoveredFile: Sendable, Hashable, Comparable {
    public enum Kind: Sendable { case swift, plist }
    /// Absolute path.
    public var path: String
    public var kind: Kind

    public static func < (lhs: DiscoveredFile, rhs: DiscoveredFile) -> Bool { lhs.path < rhs.path }
}

/// A file or folder that could not be used, and why: it goes into the report's `errors`.
public struct InputProblem: Sendable, Equatable, Hashable {
    /// Absolute path.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Finds what to lint under files and folders, per SPEC §1: `*.swift`, `Info.plist` and
/// `*-Info.plist`; `.build`, `Pods`, `Carthage`, `DerivedData`, `.git` and hidden folders skipped
/// unless named; exclusion globs; symlinks followed once, loops detected. Also notes every
/// `.storyboard` it passes (the plist rule checks that named storyboards exist).
public struct FileDiscovery {
    public struct Result: Sendable {
        public var files: [DiscoveredFile] = []
        public var storyboards: [String] = []
        public var problems: [InputProblem] = []
    }

    public static let alwaysSkipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// Exclusion globs with the folder their relative paths start from.
    public var exclusions: [(glob: Glob, base: String)]

    public init(exclusions: [(glob: Glob, base: String)] = []) {
        self.exclusions = exclusions
    }

    /// Walks `roots` (absolute paths). A root that is a file is taken whatever its name and the
    /// exclusions; a root that does not exist is reported as a problem.
    public func discover(_ roots: [String]) -> Result {
        var result = Result()
        var visitedFolders = Set<FileIdentity>()
        var found: [DiscoveredFile] = []
        for root in roots {
            var status = stat()
            guard stat(root, &status) == 0 else {
                result.problems.append(InputProblem(path: root, message: SystemError(code: errno).message))
                continue
            }
            if isDirectory(status) {
                walk(root, visited: &visitedFolders, found: &found, result: &result)
            } else {
                let name = PathUtilities.lastComponent(root)
                found.append(DiscoveredFile(path: root, kind: DiscoveredFile.isPlistName(name) ? .plist : .swift))
            }
        }
        result.files = FileDiscovery.sortedUnique(found)
        result.storyboards.sort()
        result.problems.sort { $0.path < $1.path }
        return result
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private func walk(_ root: String, visited: inout Set<FileIdentity>, found: inout [DiscoveredFile],
                      result: inout Result) {
        var pending = [root]
        while let folder = pending.popLast() {
            var status = stat()
            guard stat(folder, &status) == 0 else { continue }
            // A folder reached twice (through a symbolic link) is walked once.
            guard visited.insert(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else {
                continue
            }
            guard let names = entries(of: folder) else {
                result.problems.append(InputProblem(path: folder, message: "cannot list folder: \(SystemError(code: errno).message)"))
                continue
            }
            // Files are kept in name order (the walk goes backwards), so `found` comes out nearly
            // sorted and the final sort has little to do.
            var filesHere: [DiscoveredFile] = []
            defer { found += filesHere.reversed() }
            for (name, type) in names.reversed() {
                let path = PathUtilities.join(folder, name)
                // The folder listing's type spares a `lstat` for plain files and folders.
                if type == EntryType.regular {
                    if name.hasSuffix(".swift") {
                        if !isExcluded(path) { filesHere.append(DiscoveredFile(path: path, kind: .swift)) }
                    } else if DiscoveredFile.isPlistName(name) {
                        if !isExcluded(path) { filesHere.append(DiscoveredFile(path: path, kind: .plist)) }
                    } else if name.hasSuffix(".storyboard") {
                        result.storyboards.append(path)
                    }
                    continue
                }
                if type == EntryType.directory {
                    if name.hasPrefix(".") || FileDiscovery.alwaysSkipped.contains(name) || isExcluded(path) { continue }
                    if name.hasSuffix(".swift") {
                        result.problems.append(InputProblem(path: path, message: "is a folder, not a Swift file"))
                        continue
                    }
                    pending.append(path)
                    continue
                }
                var linkStatus = stat()
                guard lstat(path, &linkStatus) == 0 else { continue }
                var target = linkStatus
                if isSymbolicLink(linkStatus) {
                    guard stat(path, &target) == 0 else {
                        if name.hasSuffix(".swift") || DiscoveredFile.isPlistName(name) {
                            result.problems.append(InputProblem(path: path, message: "dangling symbolic link: \(SystemError(code: errno).message)"))
                        }
                        continue
                    }
                }
                if isDirectory(target) {
                    if isSymbolicLink(linkStatus), let loop = loopTarget(of: path, in: folder) {
                        result.problems.append(InputProblem(path: path, message: "symbolic link loop: it points to \(loop), a folder that contains it; not followed"))
                        continue
                    }
                    if name.hasPrefix(".") || FileDiscovery.alwaysSkipped.contains(name) || isExcluded(path) { continue }
                    if name.hasSuffix(".swift") {
                        result.problems.append(InputProblem(path: path, message: "is a folder, not a Swift file"))
                        continue
                    }
                    pending.append(path)
                } else if name.hasSuffix(".swift") {
                    if !isExcluded(path) { filesHere.append(DiscoveredFile(path: path, kind: .swift)) }
                } else if DiscoveredFile.isPlistName(name) {
                    if !isExcluded(path) { filesHere.append(DiscoveredFile(path: path, kind: .plist)) }
                } else if name.hasSuffix(".storyboard") {
                    result.storyboards.append(path)
                }
            }
        }
    }

    /// In path order, each path once (a file can be reached from two roots). ASCII paths are
    /// sorted by bytes, which is their `String` order; any other path makes it a `String` sort.
    static func sortedUnique(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
        let sorted: [DiscoveredFile]
        if files.allSatisfy({ ByteOrder.isASCII($0.path) }) {
            sorted = ByteOrder.sortedIndices(files.map(\.path)).map { files[$0] }
        } else {
            sorted = files.sorted()
        }
        var unique: [DiscoveredFile] = []
        unique.reserveCapacity(sorted.count)
        for file in sorted where unique.last?.path != file.path { unique.append(file) }
        return unique
    }

    /// The real path of a linked folder that contains the link itself, if it does.
    private func loopTarget(of link: String, in folder: String) -> String? {
        guard let target = realPath(link), let parent = realPath(folder) else { return nil }
        return parent == target || parent.hasPrefix(target + "/") ? target : nil
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func isExcluded(_ path: String) -> Bool {
        exclusions.contains { $0.glob.matches(PathUtilities.relative(path, to: $0.base)) }
    }

    /// `d_type` values, the same on Linux and the BSDs; anything else is found out with `lstat`.
    private enum EntryType {
        static let directory: UInt8 = 4
        static let regular: UInt8 = 8
    }

    /// The names in a folder with their `d_type`, sorted by bytes so every run walks in the
    /// same order.
    private func entries(of folder: String) -> [(name: String, type: UInt8)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append((name, UInt8(entry.pointee.d_type))) }
        }
        return ByteOrder.sortedIndices(names.map(\.name)).map { names[$0] }
    }

    private func isDirectory(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }
    private func isSymbolicLink(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFLNK }
}

extension DiscoveredFile {
    /// `Info.plist` or `Something-Info.plist`.
    public static func isPlistName(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }
}
