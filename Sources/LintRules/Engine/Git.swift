import Foundation

/// The git questions tablint asks, answered by running `git` as a subprocess. Paths come back
/// NUL-separated (`-z`), so spaces, quotes and non-ASCII names survive.
public struct GitRepository: Sendable {
    /// The work tree's top folder, absolute.
    public let root: String

    /// The repository that contains `directory`; an error outside one or without git.
    public static func locate(from directory: String) throws(ConfigurationError) -> GitRepository {
        let output = try run(["rev-parse", "--show-toplevel"], in: directory, purpose: "find the git repository")
        let root = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !root.isEmpty else { throw ConfigurationError("\(directory) is not inside a git work tree") }
        return GitRepository(root: root)
    }

    /// Staged files that will be committed (added, copied, modified, renamed — not deleted),
    /// relative to the root.
    public func stagedPaths() throws(ConfigurationError) -> [String] {
        split(try Self.run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"], in: root, purpose: "list staged files"))
    }

    /// Files changed between the merge base of `ref` and HEAD, like `git diff REF...`.
    public func changedPaths(since ref: String) throws(ConfigurationError) -> [String] {
        split(try Self.run(["diff", "--name-only", "-z", "--diff-filter=ACMR", "\(ref)...HEAD", "--"], in: root,
                           purpose: "list files changed since \(ref)"))
    }

    /// The index (staged) content of `paths`, by path.
    public func indexContents(of paths: [String]) throws(ConfigurationError) -> [String: [UInt8]] {
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
    public func hooksDirectory() throws(ConfigurationError) -> String {
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
        process.waitUntilExit()
        group.wait()
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
