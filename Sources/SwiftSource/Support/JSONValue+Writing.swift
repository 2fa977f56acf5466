extension JSONValue {
    /// The value as JSON text: two-space indentation, object keys in the order given, a final
    /// newline; the same value always gives the same bytes.
    package func serialized() -> [UInt8] {
        var buffer = ByteBuffer()
        write(into: &buffer, indent: 0)
        buffer.append(UInt8(ascii: "\n"))
        return buffer.bytes
    }

    private func write(into buffer: inout ByteBuffer, indent: Int) {
        func newline(_ depth: Int) {
            buffer.append(UInt8(ascii: "\n"))
            for _ in 0..<depth { buffer.append("  ") }
        }
        switch self {
        case .null: buffer.append("null")
        case .bool(let flag): buffer.append(flag ? "true" : "false")
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { buffer.append(Int(number)) } else { buffer.append("\(number)") }
        case .string(let text): buffer.appendJSONString(text)
        case .array(let values):
            guard !values.isEmpty else { buffer.append("[]"); return }
            buffer.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                value.write(into: &buffer, indent: indent + 1)
            }
            newline(indent)
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { buffer.append("{}"); return }
            buffer.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                buffer.appendJSONString(member.key)
                buffer.append(": ")
                member.value.write(into: &buffer, indent: indent + 1)
            }
            newline(indent)
            buffer.append(UInt8(ascii: "}"))
        }
    }
}
