import SwiftSource

extension JSONValue {
    /// The value as JSON text on one line (the project's `serialized()` indents, which a
    /// protocol stream only pays for).
    package func compactJSON() -> [UInt8] {
        var buffer = ByteBuffer(reservingCapacity: 256)
        writeCompact(into: &buffer)
        return buffer.bytes
    }

    private func writeCompact(into buffer: inout ByteBuffer) {
        switch self {
        case .null: buffer.append("null")
        case .bool(let flag): buffer.append(flag ? "true" : "false")
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { buffer.append(Int(number)) } else { buffer.append("\(number)") }
        case .string(let text): buffer.appendJSONString(text)
        case .array(let values):
            buffer.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                value.writeCompact(into: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        case .object(let members):
            buffer.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                buffer.appendJSONString(member.key)
                buffer.append(UInt8(ascii: ":"))
                member.value.writeCompact(into: &buffer)
            }
            buffer.append(UInt8(ascii: "}"))
        }
    }

    /// Reading helpers for protocol messages: nil when absent or of another type.
    package var string: String? { if case let .string(text) = self { text } else { nil } }
    package var int: Int? {
        if case let .number(number) = self, number.rounded() == number, abs(number) < 1e15 { Int(number) } else { nil }
    }
    package var bool: Bool? { if case let .bool(flag) = self { flag } else { nil } }
    package var array: [JSONValue]? { if case let .array(values) = self { values } else { nil } }

    /// Follows a path of object keys (`value.at("a", "b")`).
    package func at(_ path: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in path { value = value?[key] }
        return value
    }

    /// An object literal that leaves out nil members, in the order written.
    package static func fields(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(members.compactMap { key, value in value.map { (key: key, value: $0) } })
    }
}
