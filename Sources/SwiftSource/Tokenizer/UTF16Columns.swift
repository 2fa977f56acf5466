/// Byte columns to UTF-16 columns (SARIF counts columns in UTF-16 code units) in O(log n), so
/// thousands of violations on one long line do not each count the line again from its start.
///
/// Only the bytes that do not weigh one UTF-16 unit are recorded — continuation bytes weigh
/// none, the lead byte of a four-byte scalar two (a surrogate pair) — so an ASCII file costs one
/// scan and an empty table.
package struct UTF16Columns: Sendable {
    private var offsets: [UInt32] = []
    /// Bytes minus UTF-16 units from the start of the file through `offsets[i]`.
    private var surplus: [Int32] = []

    package init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            var total: Int32 = 0
            while index < buffer.count {
                // ASCII runs, thirty-two bytes at a time, then eight.
                if index + 32 <= buffer.count {
                    let raw = UnsafeRawPointer(base + index)
                    let any = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if any & 0x8080_8080_8080_8080 == 0 {
                        index += 32
                        continue
                    }
                }
                if index + 8 <= buffer.count,
                   UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let byte = base[index]
                if byte & 0xC0 == 0x80 {
                    total += 1
                } else if byte >= 0xF0 {
                    total -= 1
                } else {
                    index += 1
                    continue
                }
                offsets.append(UInt32(truncatingIfNeeded: index))
                surplus.append(total)
                index += 1
            }
        }
    }

    /// The 1-based UTF-16 column of byte `offset` on the line that starts at byte `lineStart`.
    package func column(of offset: Int, lineStart: Int) -> Int {
        offset - lineStart - (surplus(before: offset) - surplus(before: lineStart)) + 1
    }

    /// Bytes minus UTF-16 units in `0..<offset`.
    private func surplus(before offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if Int(offsets[mid]) < offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? 0 : Int(surplus[low - 1])
    }
}
