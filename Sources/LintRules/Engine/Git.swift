import ProjectModel
import SwiftSource
import Foundation

/// The git questions tablint asks, answered by running `git` as a subprocess. Paths come back
/// NUL-separated (`-z`), so spaces, quotes and non-ASCII names survive.
package struct GitRepository: Sendable {
    /// The work tree's top folder, absolute.
    package let root: String

    /// The repository that contains `directory`; an error outside one or without git.
    package static func locate(from directory: String) throws(ConfigurationError) -> GitRepository {
        // `--show-cdup` rather than `--show-toplevel`: the top spelled from `directory`, not as
        // its real path, so paths from git match paths found by walking `directory` even when
        // it is reached through a symbolic link (macOS's /var/folders is /private/var/folders).
        let output = try run(["rev-parse", "--is-inside-work-tree", "--show-cdup"], in: directory,
                             purpose: "find the git repository")
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "true" else { throw ConfigurationError("\(directory) is not inside a git work tree") }
        let up = lines.count > 1 ? String(lines[1]) : ""
        return GitRepository(root: PathUtilities.absolute(up, relativeTo: directory))
    }

    /// Staged files that will be committed (added, copied, modified, renamed — not deleted),
    /// relative to the root.
    package func stagedPaths() throws(ConfigurationError) -> [String] {
        split(try Self.run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"], in: root, purpose: "list staged files"))
    }

    /// Files whose work-tree copy differs from the index (edited or deleted since staging), and
    /// files the index does not hold at all (untracked, or removed with `git rm --cached`):
    /// what a staged run must read from the index, or leave out, to see what will be committed.
    package func workTreeDifferences() throws(ConfigurationError) -> (differing: [String], untracked: [String]) {
        let differing = split(try Self.run(["diff", "--name-only", "-z"], in: root, purpose: "list unstaged changes"))
        let untracked = split(try Self.run(["ls-files", "--others", "--exclude-standard", "-z"], in: root,
                                           purpose: "list untracked files"))
        return (differing, untracked)
    }

    /// Files changed since the point where the current branch left `ref` (merge-base semantics,
    /// like `git diff REF...`): changes made on `ref` after that point are not ours. Besides the
    /// commits, uncommitted edits and new untracked files count, because tablint lints the work
    /// tree; in a clean CI checkout that is exactly `git diff REF...HEAD`.
    package func changedPaths(since ref: String) throws(ConfigurationError) -> [String] {
        guard !ref.hasPrefix("-") else { throw ConfigurationError("'\(ref)' is not a git ref") }
        let purpose = "find where this branch left \(ref)"
        let output = try Self.run(["merge-base", ref, "HEAD"], in: root, purpose: purpose)
        let base = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !base.isEmpty else { throw ConfigurationError("git could not \(purpose): no common ancestor") }
        let changed = split(try Self.run(["diff", "--name-only", "-z", "--diff-filter=ACMR", base, "--"], in: root,
                                         purpose: "list files changed since \(ref)"))
        let untracked = split(try Self.run(["ls-files", "--others", "--exclude-standard", "-z"], in: root,
                                           purpose: "list untracked files"))
        return Array(Set(changed + untracked)).sorted()
    }

    /// The index (staged) content of `paths`, by path.
    package func indexContents(of paths: [String]) throws(ConfigurationError) -> [String: [UInt8]] {
        guard !paths.isEmpty else { return [:] }
        // `ls-files --stage` gives each path's blob; `cat-file --batch` reads all blobs in one process.
        let wanted = Set(paths)
        // Only those paths' entries (taken literally: no globs), not the whole index of a big
        // project; a very long list is left to the whole index (command lines are limited).
        var listing = ["--literal-pathspecs", "ls-files", "--stage", "-z"]
        if paths.count <= 1_000 { listing += ["--"] + paths }
        var blobs: [(path: String, sha: String)] = []
        for entry in split(try Self.run(listing, in: root, purpose: "read the index")) {
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let path = String(entry[entry.index(after: tab)...])
            let fields = entry[..<tab].split(separator: " ")
            guard wanted.contains(path), fields.count == 3, fields[2] == "0" else { continue }
            blobs.append((path, String(fields[1])))
        }
        let request = blobs.map { $0.sha + "\n" }.joined()
        let output = try Self.run(["cat-file", "--batch"], in: root, input: Array(request.utf8), purpose: "read staged content")
        var contents: [String: [UInt8]] = [:]
        var offset = 0
        for blob in blobs {
            // "<sha> blob <size>\n<bytes>\n"
            guard let headerEnd = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[offset..<headerEnd], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]) else { break }
            let start = headerEnd + 1
            contents[blob.path] = Array(output[start..<min(start + size, output.count)])
            offset = start + size + 1
        }
        return contents
    }

    /// The folder git runs hooks from (honours `core.hooksPath`), absolute.
    package func hooksDirectory() throws(ConfigurationError) -> String {
        let output = try Self.run(["rev-parse", "--git-path", "hooks"], in: root, purpose: "find the hooks folder")
        let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return PathUtilities.absolute(path, relativeTo: root)
    }

    private func split(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs git; its standard error becomes the message of the error a non-zero exit throws.
    static func run(_ arguments: [String], in directory: String, input: [UInt8] = [],
                    purpose: String) throws(ConfigurationError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = inputPipe
        // `waitUntilExit` on Linux polls its run loop every 50 ms: six git calls cost a third of
        // a second in a pre-commit hook. The termination handler fires as the child exits.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw ConfigurationError("cannot run git to \(purpose): \(error.localizedDescription)")
        }
        // Feed and drain concurrently so neither side blocks on a full pipe.
        let group = DispatchGroup()
        let errorBox = DataBox()
        let writing = inputPipe.fileHandleForWriting
        let reading = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            writing.write(Data(input))
            try? writing.close()
        }
        DispatchQueue.global().async(group: group) { errorBox.data = reading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        group.wait()
        // `env` exits 127 when it cannot find the program.
        if process.terminationStatus == 127 {
            throw ConfigurationError("cannot run git to \(purpose): git is not installed or not on PATH")
        }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if message.contains("not a git repository") {
                throw ConfigurationError("\(directory) is not inside a git repository (git: \(message))")
            }
            throw ConfigurationError("git could not \(purpose): \(message.isEmpty ? "exit \(process.terminationStatus)" : message)")
        }
        return Array(data)
    }
}

/// Bytes handed from a reader thread.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
