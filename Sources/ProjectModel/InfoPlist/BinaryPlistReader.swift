import SwiftSource

/// Reads a binary property list (`bplist00`) into `PlistFile.Value`s.
///
/// Foundation reads them too, but when a binary plist is damaged it falls back to its
/// old-style text parser, which can log to standard error and then blames an "unexpected
/// character b at line 1". This reader checks every offset and count against the file,
/// follows object references at most `maximumDepth` deep and `maximumVisits` times in all
/// (references can form cycles, or share one object so that it is reached exponentially many
/// times), and says what is wrong.
struct BinaryPlistReader {
    private let bytes: [UInt8]
    private var offsets: [Int] = []
    private var referenceSize = 0
    private var visits = 0
    private static let maximumDepth = 64
    private static let maximumVisits = 1_000_000
    private static let magic = Array("bplist00".utf8)

    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    static func read(_ bytes: [UInt8]) throws(PlistError) -> PlistFile.Value {
        var reader = BinaryPlistReader(bytes: bytes)
        let top = try reader.readTrailer()
        return try reader.object(top, depth: 0)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func damaged(_ what: String) -> PlistError {
        PlistError(message: "a damaged binary property list: \(what)")
    }

    /// The last 32 bytes: sizes, object count, top object, offset table; returns the top object.
    private mutating func readTrailer() throws(PlistError) -> Int {
        guard bytes.starts(with: BinaryPlistReader.magic) else { throw damaged("it is not version 00") }
        guard bytes.count >= BinaryPlistReader.magic.count + 1 + 32 else { throw damaged("too short for its trailer") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = unsigned(at: trailer + 8, size: 8)
        let top = unsigned(at: trailer + 16, size: 8)
        let table = unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw damaged("its trailer gives impossible sizes") }
        guard let count, let top, let table, count >= 1, top < count, table >= 8,
              count <= (trailer - table) / offsetSize else { throw damaged("its trailer points outside the file") }
        offsets.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = unsigned(at: table + index * offsetSize, size: offsetSize), offset >= 8, offset < table else {
                throw damaged("its offset table puts object \(index) past the end of the file")
            }
            offsets.append(offset)
        }
        return top
    }

    /// A big-endian unsigned number, or nil when it does not fit an `Int`.
    private func unsigned(at offset: Int, size: Int) -> Int? {
        guard let value = raw(at: offset, size: size), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    /// `size` (1…8) big-endian bytes, or nil past the end of the file.
    private func raw(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, (1...8).contains(size), offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value
    }

    private mutating func object(_ reference: Int, depth: Int) throws(PlistError) -> PlistFile.Value {
        guard depth < BinaryPlistReader.maximumDepth else { throw damaged("its objects are nested deeper than \(BinaryPlistReader.maximumDepth) levels") }
        visits += 1
        guard visits <= BinaryPlistReader.maximumVisits else { throw damaged("it holds more than \(BinaryPlistReader.maximumVisits) objects") }
        guard reference < offsets.count else { throw damaged("an object refers to object \(reference), but there are only \(offsets.count)") }
        let start = offsets[reference]
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            return marker == 0x08 ? .bool(false) : marker == 0x09 ? .bool(true) : .other
        case 0x1:
            // Eight-byte integers are signed; sixteen-byte ones hold what no Info.plist key needs.
            if low == 4 { return .other }
            guard low <= 3, let value = raw(at: start + 1, size: 1 << low) else { throw damaged("the integer at byte \(start) has an impossible size or runs past the end of the file") }
            return .number(low == 3 ? Double(Int64(bitPattern: value)) : Double(value))
        case 0x2:
            guard low == 2 || low == 3, let bits = raw(at: start + 1, size: 1 << low) else { throw damaged("the real number at byte \(start) is neither 4 nor 8 bytes long, or runs past the end of the file") }
            return .number(low == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
        case 0x5, 0x6:
            let (count, body) = try length(low, at: start)
            let width = marker >> 4 == 0x5 ? 1 : 2
            guard count <= (bytes.count - body) / width else { throw damaged("the string at byte \(start) runs past the end of the file") }
            if width == 1 { return .string(String(decoding: bytes[body..<(body + count)], as: UTF8.self)) }
            let units = (0..<count).map { UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA, 0xC:
            let (count, body) = try length(low, at: start)
            var elements: [PlistFile.Value] = []
            for element in try references(count, at: body) { elements.append(try object(element, depth: depth + 1)) }
            return .array(elements)
        case 0xD:
            let (count, body) = try length(low, at: start)
            let keys = try references(count, at: body)
            let values = try references(count, at: body + count * referenceSize)
            var entries: [String: PlistFile.Value] = [:]
            for (key, value) in zip(keys, values) {
                guard case let .string(name) = try object(key, depth: depth + 1) else { throw damaged("a dictionary key is not a string") }
                entries[name] = try object(value, depth: depth + 1)
            }
            return .dictionary(entries)
        case 0x3, 0x4, 0x8:
            return .other  // dates, data, identifiers: nothing a rule reads
        default:
            throw damaged("the object at byte \(start) has an unknown type (marker 0x\(String(marker, radix: 16)))")
        }
    }

    /// The element count in a marker's low nibble, or in the integer after it (nibble 0xF),
    /// and where the elements start.
    private func length(_ low: Int, at start: Int) throws(PlistError) -> (count: Int, body: Int) {
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
            throw damaged("the object at byte \(start) says an integer with its length follows, but none does")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, let count = unsigned(at: start + 2, size: size) else {
            throw damaged("the length of the object at byte \(start) is wider than 8 bytes or runs past the end of the file")
        }
        return (count, start + 2 + size)
    }

    private func references(_ count: Int, at start: Int) throws(PlistError) -> [Int] {
        guard start <= bytes.count, count <= (bytes.count - start) / referenceSize else {
            throw damaged("the references of the collection before byte \(start) run past the end of the file")
        }
        var result: [Int] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let reference = unsigned(at: start + index * referenceSize, size: referenceSize) else {
                throw damaged("a reference of the collection before byte \(start) runs past the end of the file")
            }
            result.append(reference)
        }
        return result
    }
}
