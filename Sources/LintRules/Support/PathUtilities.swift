/// Path arithmetic on `/`-separated strings, the same on Linux and macOS.
public enum PathUtilities {
    public static func absolute(_ path: String, relativeTo base: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(base, path))
    }

    public static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// Removes `.` and `..` components and duplicate slashes.
    public static func normalize(_ path: String) -> String {
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
    public static func relative(_ path: String, to base: String) -> String {
        let base = base.hasSuffix("/") ? String(base.dropLast()) : base
        if path == base { return "." }
        // Relative to the file-system root is no clearer than absolute (and a build log needs it whole).
        if base == "" || base == "/" { return path }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }

    /// `path` from `base` (both absolute), climbing with `..` when it lies elsewhere: a spelling
    /// that stays the same wherever the two are checked out together.
    public static func walk(to path: String, from base: String) -> String {
        let target = normalize(path).split(separator: "/")
        let start = normalize(base).split(separator: "/")
        var common = 0
        while common < target.count, common < start.count, target[common] == start[common] { common += 1 }
        let climb = Array(repeating: "..", count: start.count - common)
        let parts = climb + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
