/// `tablint debug tokens FILE`: what the tokenizer sees, one JSON object a line (SPEC §6).
enum DebugCommand {
    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard arguments.count == 2, arguments[0] == "tokens" else {
            console.printError("tablint: usage: tablint debug tokens FILE")
            return .usage
        }
        let path = arguments[1]
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(console.absolute(path))
        } catch {
            console.printError("tablint: \(path): \(error.message)")
            return .unreadableInput
        }
        console.standardOutput.write(TokenStreamWriter.jsonLines(for: bytes))
        return .success
    }
}

/// Renders tokens as JSON Lines: `{"kind":"identifier","text":"window","offset":120,"line":7,"column":13}`.
public enum TokenStreamWriter {
    public static func jsonLines(for source: [UInt8]) -> [UInt8] {
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
