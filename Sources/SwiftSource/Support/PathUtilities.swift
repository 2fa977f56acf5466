/// Path arithmetic on `/`-separated strings, the same on Linux and macOS.
package enum PathUtilities {
    package static func absolute(_ path: String, relativeTo base: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(base, path))
    }

    package static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty { return component }
        // One allocation; `hasSuffix` only when the last byte is a slash (otherwise it cannot be).
        var joined = base
        joined.reserveCapacity(base.utf8.count + 1 + component.utf8.count)
        if base.utf8.last != UInt8(ascii: "/") || !base.hasSuffix("/") { joined += "/" }
        joined += component
        return joined
    }

    /// Removes `.` and `..` components and duplicate slashes.
    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", isAbsolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` relative to `base` when it is inside it; otherwise `path` unchanged.
    package static func relative(_ path: String, to base: String) -> String {
        if let relative = asciiRelative(path, to: base) { return relative }
        let base = base.hasSuffix("/") ? String(base.dropLast()) : base
        if path == base { return "." }
        // Relative to the file-system root is no clearer than absolute (and a build log needs it whole).
        if base == "" || base == "/" { return path }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// Whether two absolute paths have a first folder in common (`/tmp/a` and `/tmp/b` do;
    /// `/tmp/a` and `/work/b` share only the root).
    package static func sharesAFolder(_ first: String, _ second: String) -> Bool {
        let a = first.utf8.dropFirst().prefix { $0 != UInt8(ascii: "/") }
        let b = second.utf8.dropFirst().prefix { $0 != UInt8(ascii: "/") }
        return first.hasPrefix("/") && second.hasPrefix("/") && !a.isEmpty && a.elementsEqual(b)
    }

    /// `path` from `base` (both absolute), climbing with `..` when it lies elsewhere: a spelling
    /// that stays the same wherever the two are checked out together.
    package static func walk(to path: String, from base: String) -> String {
        let target = normalize(path).split(separator: "/")
        let start = normalize(base).split(separator: "/")
        var common = 0
        while common < target.count, common < start.count, target[common] == start[common] { common += 1 }
        let climb = Array(repeating: "..", count: start.count - common)
        let parts = climb + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `relative` on bytes when both paths are ASCII (where a character is a byte, so byte
    /// comparison is exactly the `String` one); nil otherwise.
    private static func asciiRelative(_ path: String, to base: String) -> String? {
        enum Outcome { case dot, unchanged, suffix(Int), notASCII }
        let outcome = path.utf8.withContiguousStorageIfAvailable { path in
            base.utf8.withContiguousStorageIfAvailable { base -> Outcome in
                guard ByteOrder.isASCII(path), ByteOrder.isASCII(base) else { return .notASCII }
                let slash = UInt8(ascii: "/")
                let baseCount = base.last == slash ? base.count - 1 : base.count
                func sharesBase() -> Bool { baseCount == 0 || memcmpEqual(path.baseAddress!, base.baseAddress!, baseCount) }
                if path.count == baseCount, sharesBase() { return .dot }
                // Relative to the root is no clearer than absolute, as in `relative`.
                if baseCount == 0 || (baseCount == 1 && base[0] == slash) { return .unchanged }
                if path.count > baseCount, path[baseCount] == slash, sharesBase() {
                    return .suffix(baseCount + 1)
                }
                return .unchanged
            }
        }
        switch outcome ?? nil {
        case .dot: return "."
        case .unchanged: return path
        case let .suffix(start): return String(decoding: path.utf8.dropFirst(start), as: UTF8.self)
        case .notASCII, nil: return nil
        }
    }

    /// Whether `path` lies below `folder` (both absolute and normalized); a folder is not inside itself.
    package static func isInside(_ path: String, folder: String) -> Bool {
        guard path.utf8.count > folder.utf8.count, path.hasPrefix(folder) else { return false }
        return folder.hasSuffix("/") || path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }

    package static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
