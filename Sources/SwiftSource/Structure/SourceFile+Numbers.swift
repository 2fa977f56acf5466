extension SourceFile {
    /// The value of a number token as `Double(text without "_")` reads it; nil where that
    /// fails (`0b101`), or where no token is (a file that ends at `flag ? 88 :`, asked for the
    /// value after the `:`). Plain decimal integers, nearly every number in code, are read from
    /// the bytes without making a string.
    package func numberValue(_ index: Int) -> Double? {
        guard code.indices.contains(index) else { return nil }
        let token = code[index]
        let plain: Double? = bytes.withUnsafeBufferPointer { buffer in
            var value = 0
            var digits = 0
            for offset in token.range {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "_") { continue }
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                digits += 1
                // Fifteen digits stay below 2^53: the conversion to Double is exact.
                guard digits <= 15 else { return nil }
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            }
            return digits > 0 ? Double(value) : nil
        }
        return plain ?? Double(text(index).filter { $0 != "_" })
    }
}
