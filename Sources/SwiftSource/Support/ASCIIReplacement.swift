// Foundation: the non-ASCII fallback is `replacingOccurrences`, as before.
import Foundation

extension String {
    /// `replacingOccurrences(of: target, with: replacement)` for ASCII `target` and
    /// `replacement`. An ASCII string is rewritten as bytes (what Foundation's search finds there
    /// exactly); any other string goes through Foundation.
    package func replacingOccurrences(ofASCII target: StaticString, with replacement: StaticString) -> String {
        let needle = UnsafeBufferPointer(start: target.utf8Start, count: target.utf8CodeUnitCount)
        let rewritten: String?? = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            guard combined < 0x80, !needle.isEmpty else { return nil }
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], memcmpEqual(bytes.baseAddress! + index, needle.baseAddress!, needle.count) {
                    if output.isEmpty { output.reserveCapacity(bytes.count + 8) }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    index += needle.count
                    copied = index
                } else {
                    index += 1
                }
            }
            if copied == 0 { return self }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: output, as: UTF8.self)
        }
        if let rewritten = rewritten ?? nil { return rewritten }
        return replacingOccurrences(of: target.description, with: replacement.description)
    }
}
