import ProjectModel
import SwiftSource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file found to lint.
package struct DiscoveredFile: Sendable, Hashable, Comparable {
    package enum Kind: Sendable { case swift, plist }
    /// Absolute path.
    package var path: String
    package var kind: Kind

    package init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    package static func < (lhs: DiscoveredFile, rhs: DiscoveredFile) -> Bool { lhs.path < rhs.path }
}

/// Finds what to lint under files and folders, per SPEC §1: `*.swift`, `Info.plist` and
/// `*-Info.plist`; `.build`, `Pods`, `Carthage`, `DerivedData`, `.git` and hidden folders skipped
/// unless named; exclusion globs; symlinks followed once, loops detected. Also notes every
/// `.storyboard` and `.xib` it passes (named storyboards must exist; a bar's buttons may be laid
/// out in a XIB), and every `project.pbxproj` and `Package.swift` (the project model reads them).
package struct FileDiscovery {
    package struct Result: Sendable {
        package var files: [DiscoveredFile] = []
        package var storyboards: [String] = []
        package var nibs: [String] = []  // `.xib` files: read only when a rule asks about a view laid out in one
        /// `project.pbxproj` files (with the `Package.swift` among `files`, where the project
        /// model reads modules).
        package var projectDescriptions: [String] = []
        /// Folders walked that hold `.git`: each starts a repository, and so a project of its own.
        package var repositoryRoots: [String] = []
        package var problems: [InputProblem] = []
        /// `.<name>.tablint-XXXXXX` files seen while listing: what a `--fix` killed between
        /// writing and renaming left behind (`FileIO.removeAbandonedTemporaries`).
        package var abandonedTemporaries: [String] = []
        /// `.tablint.json` files the walk passed (nested configuration, SPEC §5).
        package var configurationFiles: [String] = []
    }

    static let alwaysSkipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git"]

    /// Exclusion globs with the folder their relative paths start from.
    package var exclusions: [(glob: Glob, base: String)]
    /// Threads that may list folders at once: above 1, helpers list folders ahead of the walk.
    package var jobs: Int
    /// Folders (absolute) whose files are named by their own path when they are also reached
    /// through a symbolic link, besides the roots of each walk: the project's folders, so a file
    /// named through a link is the same file as the project's copy (SPEC §1).
    package var realPathRoots: [String] = []

    package init(exclusions: [(glob: Glob, base: String)] = [], jobs: Int = 1) {
        self.exclusions = exclusions
        self.jobs = jobs
    }

    /// Walks `roots` (absolute paths). A root that is a file is taken whatever its name and the
    /// exclusions; a root that does not exist is reported as a problem.
    package func discover(_ roots: [String]) -> Result {
        var result = Result()
        var visitedFolders = Set<FileIdentity>()
        var found: [DiscoveredFile] = []
        var links = LinkedPaths()
        for root in roots {
            var status = stat()
            guard stat(root, &status) == 0 else {
                result.problems.append(InputProblem(path: root, message: SystemError(code: errno).message))
                continue
            }
            if realPath(root) != PathUtilities.normalize(root) { links.folders.append(root) }
            if isDirectory(status) {
                let prefetch = jobs > 1 ? ListingPrefetch(helpers: jobs - 1, list: { FileDiscovery.entries(of: $0) }) : nil
                walk(root, visited: &visitedFolders, found: &found, links: &links, result: &result, prefetch: prefetch)
                prefetch?.finish()
            } else {
                let name = PathUtilities.lastComponent(root)
                found.append(DiscoveredFile(path: root, kind: DiscoveredFile.isPlistName(name) ? .plist : .swift))
            }
        }
        if !links.isEmpty {
            // A root that is itself reached through a link names files by the link: not a real path.
            let realRoots = (roots.filter { !links.folders.contains($0) } + realPathRoots).compactMap { root in
                realPath(root).map { (spelled: PathUtilities.normalize(root), real: $0) }
            }
            found = found.map { links.reaches($0.path) ? namedByRealPath($0, roots: realRoots) : $0 }
        }
        result.files = FileDiscovery.sortedUnique(found)
        result.storyboards.sort()
        result.nibs.sort()
        result.projectDescriptions.sort()
        result.repositoryRoots.sort()
        result.problems.sort { $0.path < $1.path }
        return result
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// What a walk reached through symbolic links: linked folders (and roots) and linked files.
    /// Most trees have none, and then no file's real path is asked for.
    private struct LinkedPaths {
        var folders: [String] = []
        var files: Set<String> = []
        var isEmpty: Bool { folders.isEmpty && files.isEmpty }

        func reaches(_ path: String) -> Bool {
            files.contains(path) || folders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }

    /// A file reached through a link, named by its real path when that lies in one of `roots`
    /// (spelled as that root is): so a file reached both directly and through a
    /// link is one file. Elsewhere the link's path is the only name the run was given.
    private func namedByRealPath(_ file: DiscoveredFile, roots: [(spelled: String, real: String)]) -> DiscoveredFile {
        guard let real = realPath(file.path) else { return file }
        for root in roots {
            if real == root.real { return DiscoveredFile(path: root.spelled, kind: file.kind) }
            let prefix = root.real.hasSuffix("/") ? root.real : root.real + "/"
            if real.hasPrefix(prefix) {
                return DiscoveredFile(path: PathUtilities.join(root.spelled, String(real.dropFirst(prefix.count))), kind: file.kind)
            }
        }
        return file
    }

    /// Depth first, real folders before linked ones: a folder reached both ways is walked once,
    /// and its files are reported under their real path.
    private func walk(_ root: String, visited: inout Set<FileIdentity>, found: inout [DiscoveredFile],
                      links: inout LinkedPaths, result: inout Result, prefetch: ListingPrefetch<Listing>?) {
        var pending = [root]
        var linked: [String] = []
        while let folder = pending.popLast() ?? (linked.isEmpty ? nil : linked.removeFirst()) {
            var status = stat()
            guard stat(folder, &status) == 0 else { continue }
            guard visited.insert(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else {
                continue
            }
            let entries: [Entry]
            switch prefetch?.listing(of: folder) ?? FileDiscovery.entries(of: folder) {
            case .success(let listed): entries = listed
            case .failure(let error):
                result.problems.append(InputProblem(path: folder, message: "cannot list folder: \(error.message)"))
                continue
            }
            // Files go out in name order, so `found` comes out nearly sorted and the final sort
            // has little to do. Folders are pushed last name first, so the walk takes them in
            // name order; linked ones are queued in the same backward order as pushed ones.
            var foldersHere: [String] = []
            var linkedHere: [String] = []
            defer {
                pending += foldersHere.reversed()
                linked += linkedHere.reversed()
                prefetch?.queue(Array(foldersHere.reversed()))
            }
            for entry in entries {
                let path = entry.path
                if entry.role == .repositoryMarker { result.repositoryRoots.append(folder) }
                let isLintable = entry.role == .swift || entry.role == .plist
                guard entry.isUTF8 else {
                    // The name was repaired to be a String, so no system call can find the file by it.
                    if isLintable {
                        result.problems.append(InputProblem(path: path, message: "cannot be opened: its name is not valid UTF-8"))
                    }
                    continue
                }
                // The folder listing's type spares a `lstat` for plain files and folders.
                var isFolder = entry.type == EntryType.directory
                var isLink = false
                var irregularType: String?
                if entry.type != EntryType.regular, entry.type != EntryType.directory {
                    var linkStatus = stat()
                    guard lstat(path, &linkStatus) == 0 else { continue }
                    var target = linkStatus
                    isLink = isSymbolicLink(linkStatus)
                    if isLink {
                        guard stat(path, &target) == 0 else {
                            let error = SystemError(code: errno)
                            if isLintable {
                                let kind = error.code == ELOOP ? "symbolic link loop" : "dangling symbolic link"
                                result.problems.append(InputProblem(path: path, message: "\(kind): \(error.message)"))
                            }
                            continue
                        }
                    }
                    isFolder = isDirectory(target)
                    if !isFolder, !isRegularFile(target) { irregularType = fileType(target) }
                    if isLink, !isFolder, isLintable { links.files.insert(path) }
                }
                if isFolder {
                    let name = PathUtilities.lastComponent(path)
                    if name.hasPrefix(".") || FileDiscovery.alwaysSkipped.contains(name) || isExcluded(path) { continue }
                    // A folder named like a file (`Charts.swift/`, a clone of a package so named) is
                    // a folder: walked like any other.
                    if isLink {
                        if let loop = loopTarget(of: path, in: folder) {
                            result.problems.append(InputProblem(path: path, message: "symbolic link loop: it points to \(loop), a folder that contains it; not followed"))
                        } else {
                            linkedHere.append(path)
                            links.folders.append(path)
                        }
                        continue
                    }
                    foldersHere.append(path)
                } else if isLintable, let irregularType {
                    // Reading a named pipe would wait for a writer forever; a device is not source.
                    result.problems.append(InputProblem(path: path, message: "is not a regular file (\(irregularType))"))
                } else {
                    switch entry.role {
                    case .swift: if !isExcluded(path) { found.append(DiscoveredFile(path: path, kind: .swift)) }
                    case .plist: if !isExcluded(path) { found.append(DiscoveredFile(path: path, kind: .plist)) }
                    case .storyboard: result.storyboards.append(path)
                    case .nib: result.nibs.append(path)
                    case .projectDescription: result.projectDescriptions.append(path)
                    case .abandonedTemporary: result.abandonedTemporaries.append(path)
                    case .configuration: result.configurationFiles.append(path)
                    case .repositoryMarker, .other: break
                    }
                }
            }
        }
    }

    /// In path order, each path once (a file can be reached from two roots). ASCII paths are
    /// sorted by bytes, which is their `String` order; any other path makes it a `String` sort.
    package static func sortedUnique(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
        // A walk of one root lists its files in order already.
        if files.indices.dropFirst().allSatisfy({ files[$0 - 1].path < files[$0].path }) { return files }
        let sorted = ByteOrder.sortedIndicesIfASCII(files.map(\.path)).map { $0.map { files[$0] } } ?? files.sorted()
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

    /// What a walk of `roots` would make of the file at `path` (absolute), without touching the
    /// disk: for files git names, which may exist only in the index. nil when the walk would not
    /// pick it up (another kind of file, outside the roots, under a skipped folder, excluded).
    package func kind(of path: String, walking roots: [String]) -> DiscoveredFile.Kind? {
        let name = PathUtilities.lastComponent(path)
        let kind: DiscoveredFile.Kind
        if name.hasSuffix(".swift") {
            kind = .swift
        } else if DiscoveredFile.isPlistName(name) {
            kind = .plist
        } else {
            return nil
        }
        for root in roots where path.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            var folder = PathUtilities.parent(path)
            var skipped = isExcluded(path)
            while !skipped, folder.count > root.count {
                let folderName = PathUtilities.lastComponent(folder)
                skipped = folderName.hasPrefix(".") || FileDiscovery.alwaysSkipped.contains(folderName) || isExcluded(folder)
                folder = PathUtilities.parent(folder)
            }
            if !skipped { return kind }
        }
        return nil
    }

    /// Whether an exclusion glob matches `path` (absolute) or a folder above it.
    package func isExcluded(_ path: String) -> Bool {
        exclusions.contains { $0.glob.matches(PathUtilities.relative(path, to: $0.base)) }
    }

    /// `d_type` values, the same on Linux and the BSDs; anything else is found out with `lstat`.
    private enum EntryType {
        static let directory: UInt8 = 4
        static let regular: UInt8 = 8
    }

    /// What a name in a folder can be to the walk, told from its bytes.
    private enum EntryRole: Sendable { case swift, plist, storyboard, nib, projectDescription, repositoryMarker, abandonedTemporary, configuration, other }

    /// A folder's entries, or why it could not be listed.
    private typealias Listing = Swift.Result<[Entry], SystemError>

    /// One name in a folder: the path it makes, its `d_type`, whether it is valid UTF-8 (a
    /// `String` can only hold a repaired copy of one that is not), and what its name makes it.
    private struct Entry: Sendable {
        var path: String
        var isUTF8: Bool
        var type: UInt8
        var role: EntryRole
    }

    /// The entries of a folder, sorted by their names' bytes so every run walks in the same
    /// order. Names stay bytes until each path is made, in one piece, from the folder's bytes.
    private static func entries(of folder: String) -> Listing {
        guard let directory = opendir(folder) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        var names: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        var types: [UInt8] = []
        while let entry = readdir(directory) {
            let type = UInt8(entry.pointee.d_type)
            withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { raw in
                    let name = UnsafeRawBufferPointer(start: raw, count: strlen(raw)).assumingMemoryBound(to: UInt8.self)
                    if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
                    spans.append((names.count, name.count))
                    types.append(type)
                    names.append(contentsOf: name)
                }
            }
        }
        let order = ByteOrder.sortedIndices(of: spans, in: names)
        return names.withUnsafeBufferPointer { names in
            // The folder's bytes and a slash, then each name and a NUL: a C string for each path.
            var scratch = Array(folder.utf8)
            if scratch.last != UInt8(ascii: "/") { scratch.append(UInt8(ascii: "/")) }
            let prefixCount = scratch.count
            return .success(order.map { index in
                let name = UnsafeBufferPointer(rebasing: names[spans[index].start..<(spans[index].start + spans[index].count)])
                scratch.removeSubrange(prefixCount...)
                scratch.append(contentsOf: name)
                scratch.append(0)
                let (path, isUTF8) = scratch.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { path in
                        String(validatingCString: path.baseAddress!).map { ($0, true) } ?? (String(cString: path.baseAddress!), false)
                    }
                }
                return Entry(path: path, isUTF8: isUTF8, type: types[index], role: FileDiscovery.role(of: name))
            })
        }
    }

    /// `*.swift`, `Info.plist` / `*-Info.plist` (`DiscoveredFile.isPlistName`), `*.storyboard`, `*.xib`.
    private static func role(of name: UnsafeBufferPointer<UInt8>) -> EntryRole {
        func hasSuffix(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            return name.count >= count && memcmpEqual(name.baseAddress! + (name.count - count), suffix.utf8Start, count)
        }
        if hasSuffix(".swift") { return .swift }
        if hasSuffix("Info.plist"), name.count == 10 || name[name.count - 11] == UInt8(ascii: "-") {
            // Firebase's configuration, often committed empty with its keys removed: no Info keys.
            return name.count == 24 && memcmpEqual(name.baseAddress!, ("GoogleService-Info.plist" as StaticString).utf8Start, 24) ? .other : .plist
        }
        if hasSuffix(".storyboard") { return .storyboard }
        if hasSuffix(".xib") { return .nib }
        // `Package.swift` is a Swift file, linted like any other; the model finds it among them.
        if name.count == 15 && hasSuffix("project.pbxproj") { return .projectDescription }
        // XcodeGen's spec: often the only description, the generated project being ignored by git.
        if (name.count == 11 && hasSuffix("project.yml")) || (name.count == 12 && hasSuffix("project.yaml")) { return .projectDescription }
        if name.count == 4 && hasSuffix(".git") { return .repositoryMarker }
        if name.count == 13 && hasSuffix(".tablint.json") { return .configuration }
        // A byte test first: only a name that starts with a dot and has the marker in place is
        // made a String.
        if name.count > 16, name[0] == UInt8(ascii: "."), name[name.count - 15] == UInt8(ascii: "."),
           FileIO.isAbandonedTemporary(String(decoding: name, as: UTF8.self)) {
            return .abandonedTemporary
        }
        return .other
    }

    private func isDirectory(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }
    private func isSymbolicLink(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFLNK }
    private func isRegularFile(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFREG }

    private func fileType(_ status: stat) -> String {
        switch status.st_mode & S_IFMT {
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a file with content"
        }
    }
}

extension DiscoveredFile {
    /// `Info.plist` or `Something-Info.plist`, but not Firebase's `GoogleService-Info.plist`.
    package static func isPlistName(_ name: String) -> Bool {
        name == "Info.plist" || (name.hasSuffix("-Info.plist") && name != "GoogleService-Info.plist")
    }
}
