import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// `tablint debug tokens FILE`: what the tokenizer sees, one JSON object a line (SPEC §6).
/// `tablint debug timing PATH…`: how fast each layer reads those files, on one thread.
enum DebugCommand {
    static let usage = "usage: tablint debug tokens FILE | tablint debug project [PATH] | tablint debug config PATH | tablint debug timing PATH..."

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        if arguments.first == "project" { return DebugProjectCommand.run(Array(arguments.dropFirst()), console: console) }
        if arguments.first == "config" { return DebugConfigCommand.run(Array(arguments.dropFirst()), console: console) }
        if arguments.first == "timing", arguments.count >= 2 {
            return timing(Array(arguments.dropFirst()), console: console)
        }
        guard arguments.count == 2, arguments[0] == "tokens" else {
            console.printError("tablint: \(usage)")
            return .usage
        }
        let path = arguments[1]
        // SPEC §2: a named path that does not exist is a usage error; one that cannot be read is 3.
        guard FileSystem.exists(console.absolute(path)) else {
            console.printError("tablint: \(path): no such file")
            return .usage
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(console.absolute(path))
        } catch {
            console.printError("tablint: \(path): \(error.message)")
            return .unreadableInput
        }
        // Text a lint would refuse (invalid UTF-8, NUL bytes) has no token stream of SPEC §6: it is
        // the same input error, exit 3.
        if let problem = TextCheck.problem(in: bytes) {
            console.printError("tablint: \(path): \(problem)")
            return .unreadableInput
        }
        console.standardOutput.write(TokenStreamWriter.jsonLines(for: bytes))
        return .success
    }

    /// Reads every Swift file first, then times tokenizing and building the structure of all of
    /// them on this thread; prints throughput in MB/s.
    private static func timing(_ paths: [String], console: Console) -> ExitCode {
        let discovery = FileDiscovery().discover(paths.map { console.absolute($0) })
        let clock = ContinuousClock()
        var sources: [[UInt8]] = []
        let readTime = clock.measure {
            sources = discovery.files.filter { $0.kind == .swift }.compactMap { try? FileIO.read($0.path) }
        }
        let bytes = sources.reduce(0) { $0 + $1.count }
        // Best of three: this machine's other work only ever adds time.
        var tokenCount = 0
        let tokenizeTime = (0..<3).map { _ in
            clock.measure {
                tokenCount = 0
                for source in sources { tokenCount += source.withUnsafeBufferPointer { Tokenizer.split($0).code.count } }
            }
        }.min()!
        var declarations = 0
        let structureTime = (0..<3).map { _ in
            clock.measure {
                declarations = 0
                for source in sources {
                    let file = SourceFile(path: "", bytes: source)
                    declarations += file.outline.functions.count
                }
            }
        }.min()!
        func line(_ name: String, _ duration: Duration) -> String {
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            let rate = seconds > 0 ? Double(bytes) / 1_048_576 / seconds : 0
            return "\(name): \(String(format: "%.3f", seconds)) s, \(String(format: "%.1f", rate)) MB/s"
        }
        console.print("files: \(sources.count), bytes: \(bytes), tokens: \(tokenCount), functions: \(declarations)")
        console.print(line("read", readTime))
        console.print(line("tokenize", tokenizeTime))
        console.print(line("tokenize+structure", structureTime))
        return .success
    }
}

/// Renders tokens as JSON Lines: `{"kind":"identifier","text":"window","offset":120,"line":7,"column":13}`.
enum TokenStreamWriter {
    static func jsonLines(for source: [UInt8]) -> [UInt8] {
        let tokens = Tokenizer.tokenize(source)
        var output = ByteBuffer(reservingCapacity: source.count * 6)
        source.withUnsafeBufferPointer { buffer in
            for token in tokens {
                output.append("{\"kind\":\"")
                output.append(token.kind.name)
                output.append("\",\"text\":")
                output.appendJSONString(UnsafeBufferPointer(rebasing: buffer[token.range]))
                output.append(",\"offset\":")
                output.append(token.offset)
                output.append(",\"line\":")
                output.append(token.line)
                output.append(",\"column\":")
                output.append(token.column)
                output.append("}\n")
            }
        }
        return output.bytes
    }
}
