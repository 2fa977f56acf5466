import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// Where `--output FILE` writes: FILE itself, or the file its symlinks lead to. An atomic write
/// renames a new file over its path, which would replace a link with a plain file; writing to the
/// link's target keeps the link (a report folder linked into a CI workspace stays linked).
enum ReportOutput {
    /// Links are followed as the system does, up to its limit of 40; a dangling link names the
    /// file to create. A loop leaves the path as it is, and the write reports the system's error.
    static func target(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = PathUtilities.absolute(destination, relativeTo: PathUtilities.parent(current))
        }
        return path
    }

    /// Writes `bytes` to `--output`'s file (relative to the working directory).
    static func write(_ bytes: [UInt8], to output: String, console: Console) throws(SystemError) {
        try FileIO.writeAtomically(bytes, to: target(of: console.absolute(output)), durable: false)
    }
}
