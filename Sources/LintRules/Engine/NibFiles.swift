import SwiftSource

/// The project's `.xib` and `.storyboard` files, read only when a rule asks about a view laid
/// out in one: a hand-made tab bar whose buttons are outlets shows images or titles that only
/// Interface Builder's file tells.
package struct NibFiles: Sendable {
    let paths: [String]
    let storyboards: [String]
    /// Content to read instead of the disk's (standard input, the staged index, tests).
    let overrides: [String: [UInt8]]

    package init(paths: [String], storyboards: [String] = [], overrides: [String: [UInt8]]) {
        self.paths = paths
        self.storyboards = storyboards
        self.overrides = overrides.filter { $0.key.hasSuffix(".xib") || $0.key.hasSuffix(".storyboard") }
    }

    /// What the buttons laid out for `viewClass` show: the XIB named for the class
    /// (`CustomTabView.xib`), else one whose view or owner is of that class, else the scene of a
    /// storyboard whose view controller is of it. Nil when none is, or it cannot be read.
    /// With `outlets`, only the buttons those outlets (or outlet collections) connect to count,
    /// when the file connects any of them; else the names are an action's, and only the buttons
    /// wired to it count.
    func buttons(ofViewClass viewClass: String, outlets: [String] = [], barOutlet: String? = nil) -> NibButtons? {
        let named = paths.filter { PathUtilities.lastComponent($0) == viewClass + ".xib" }
        for path in named {
            if let bytes = read(path) { return withItemNibs(NibButtons(xib: bytes, outlets: outlets, barOutlet: barOutlet), besides: path) }
        }
        let needle = Array("customClass=\"\(viewClass)\"".utf8)
        for path in paths where !named.contains(path) {
            guard let bytes = read(path), NibButtons.contains(needle, in: bytes) else { continue }
            return withItemNibs(NibButtons(xib: bytes, outlets: outlets, barOutlet: barOutlet), besides: path)
        }
        for path in storyboards {
            guard let bytes = read(path), let scene = NibButtons.scene(holding: needle, in: bytes) else { continue }
            return withItemNibs(NibButtons(xib: Array(bytes[scene]), outlets: outlets, barOutlet: barOutlet), besides: path)
        }
        return nil
    }

    /// Outlets connected to views of one class of the app's (`[TabBarButton]`, each laid out
    /// in `TabBarButton.xib`): the buttons each item's own XIB shows, once per item.
    private func withItemNibs(_ buttons: NibButtons, besides barPath: String) -> NibButtons {
        guard buttons.count == 0, buttons.connectedItems >= 2, let itemClass = buttons.itemClass,
              let path = paths.first(where: { PathUtilities.lastComponent($0) == itemClass + ".xib" && $0 != barPath }),
              let bytes = read(path) else { return buttons }
        let item = NibButtons(xib: bytes)
        guard item.count >= 1 else { return buttons }
        return item.repeated(buttons.connectedItems)
    }

    private func read(_ path: String) -> [UInt8]? {
        if let bytes = overrides[path] { return bytes }
        return try? FileIO.read(path)
    }
}

/// The `<button>` elements of one XIB, read from its bytes: whether each shows a title, an image,
/// and an accessibility label of its own.
struct NibButtons {
    var count = 0
    /// Buttons with an image and neither a title nor an accessibility label.
    var imageOnly = 0
    /// Buttons showing nothing at all, laid over a label or an image view beside them: VoiceOver
    /// hears an unnamed button, then the label on its own.
    var blank = 0
    /// A user-defined runtime attribute turns the large content viewer on.
    var showsLargeContent = false
    /// The outlets connect to views (no buttons) of this one class of the app's: items laid out
    /// in a XIB of their own.
    var itemClass: String?
    var connectedItems = 0

    /// Every button (two or more: a row of tabs) shows an image alone: VoiceOver reads each by
    /// its image's file name, or not at all.
    var areImageOnly: Bool { count >= 2 && imageOnly == count }

    /// Every button (two or more) has no name of its own: it shows an image alone, or nothing.
    var areNameless: Bool { count >= 2 && imageOnly + blank == count }

    /// No button shows a title and two or more show an image alone: those need large content
    /// (a button showing nothing over a centre image view does not).
    var lackLargeContent: Bool { imageOnly >= 2 && imageOnly + blank == count && !showsLargeContent }

    init(xib bytes: [UInt8], outlets: [String] = [], barOutlet: String? = nil) {
        bytes.withUnsafeBufferPointer { buffer in
            showsLargeContent = ByteSearch.containsAny(buffer, [ByteSearch.Needle("showsLargeContentViewer")])
            // The bar's own view, when an outlet names it: the buttons laid out inside it.
            let barView = barOutlet.flatMap { Self.destinations(of: [$0], in: buffer).first }.flatMap { Self.element(withID: $0, in: buffer) }
            let connected = barView == nil ? Self.destinations(of: outlets, in: buffer) : []
            // Named but connected to nothing here: the names may be an action's
            // (`@IBAction func tabTapped(_ sender: UIButton)`), whose buttons are the ones wired to
            // it; a file wiring none of them lays out other buttons (a bell, a menu), not the tabs.
            let actions = barView == nil && connected.isEmpty ? outlets.map { Array("selector=\"\($0):\"".utf8) } : []
            var start = barView?.lowerBound ?? 0
            let end = barView?.upperBound ?? buffer.count
            while let open = Self.find("<button ", in: buffer, from: start, before: end) {
                // Buttons do not nest: the element ends at the next `</button>` (or its own `/>`).
                let close = Self.find("</button>", in: buffer, from: open) ?? buffer.count
                let element = open..<close
                start = close
                if !connected.isEmpty {
                    let tagEnd = Self.find(">", in: buffer, from: open, before: close) ?? close
                    guard let id = Self.value(of: " id=\"", in: buffer, open..<tagEnd), connected.contains(id) else { continue }
                } else if !actions.isEmpty {
                    let wired = actions.contains { action in
                        action.withUnsafeBufferPointer { Self.find($0, in: buffer, from: open, before: close) != nil }
                    }
                    guard wired else { continue }
                }
                count += 1
                // `title="Button"` is Interface Builder's placeholder, left on an image button: heard as “Button”.
                let titled = Self.hasValue(of: "title=\"", in: buffer, element, otherThan: "Button\"")
                    || Self.find("key=\"attributedTitle\"", in: buffer, from: open, before: close) != nil
                let imaged = Self.hasValue(of: "image=\"", in: buffer, element) || Self.find("key=\"image\"", in: buffer, from: open, before: close) != nil
                let labelled = Self.hasValue(of: "label=\"", in: buffer, element)
                if !titled, !labelled {
                    if imaged { imageOnly += 1 } else { blank += 1 }
                }
            }
            if count == 0, !connected.isEmpty { (itemClass, connectedItems) = Self.customClass(of: connected, in: buffer) }
        }
    }

    /// These buttons once for each of `items` views that hold them.
    func repeated(_ items: Int) -> NibButtons {
        var result = self
        result.count *= items
        result.imageOnly *= items
        result.blank *= items
        return result
    }

    /// The `customClass` every element of `ids` shares (nil when any has none or another), and
    /// how many elements there are.
    private static func customClass(of ids: Set<[UInt8]>, in buffer: UnsafeBufferPointer<UInt8>) -> (String?, Int) {
        var shared: [UInt8]?
        for id in ids {
            guard let (open, found) = tag(withID: id, in: buffer),
                  let tagEnd = find(">", in: buffer, from: found),
                  let name = value(of: "customClass=\"", in: buffer, open..<tagEnd), shared == nil || shared == name else { return (nil, 0) }
            shared = name
        }
        return (shared.map { String(decoding: $0, as: UTF8.self) }, ids.count)
    }

    /// The object ids `<outlet property="homeButton" destination="RqP-qx-8LQ" …/>` (or an
    /// `<outletCollection …>`) connects the named outlets to.
    private static func destinations(of outlets: [String], in buffer: UnsafeBufferPointer<UInt8>) -> Set<[UInt8]> {
        guard !outlets.isEmpty else { return [] }
        var found = Set<[UInt8]>()
        var start = 0
        while let property = find("property=\"", in: buffer, from: start) {
            let nameStart = property + 10
            start = nameStart
            guard let nameEnd = find("\"", in: buffer, from: nameStart),
                  outlets.contains(where: { $0.utf8.elementsEqual(buffer[nameStart..<nameEnd]) }),
                  let tagEnd = find("/>", in: buffer, from: nameEnd),
                  let destination = value(of: "destination=\"", in: buffer, nameEnd..<tagEnd) else { continue }
            found.insert(destination)
        }
        return found
    }

    /// The `<` of the tag whose `id` attribute is `id`, and where that attribute is.
    private static func tag(withID id: [UInt8], in buffer: UnsafeBufferPointer<UInt8>) -> (open: Int, attribute: Int)? {
        let attribute = Array(" id=\"".utf8) + id + [UInt8(ascii: "\"")]
        guard let found = attribute.withUnsafeBufferPointer({ find($0, in: buffer, from: 0) }) else { return nil }
        var open = found
        while open > 0, buffer[open] != UInt8(ascii: "<") { open -= 1 }
        return (open, found)
    }

    /// The element whose `id` is `id`, from its `<` to its closing tag: the elements of its kind
    /// inside it (`<view>` in `<view>`) counted, so the close is its own.
    private static func element(withID id: [UInt8], in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let (open, found) = tag(withID: id, in: buffer) else { return nil }
        var nameEnd = open + 1
        while nameEnd < found, buffer[nameEnd] != UInt8(ascii: " ") { nameEnd += 1 }
        let name = Array(buffer[(open + 1)..<nameEnd])
        guard !name.isEmpty, buffer[open + 1] != UInt8(ascii: "/") else { return nil }
        let opening = [UInt8(ascii: "<")] + name + [UInt8(ascii: " ")]
        let closing = Array("</".utf8) + name + [UInt8(ascii: ">")]
        return opening.withUnsafeBufferPointer { opening in
            closing.withUnsafeBufferPointer { closing in
                var depth = 1
                var probe = nameEnd
                // The next close is found once and kept while opens before it are counted: one
                // pass over the bytes, however deep the nesting.
                var pendingClose: Int?
                while depth > 0 {
                    if pendingClose == nil { pendingClose = find(closing, in: buffer, from: probe) }
                    guard let nextClose = pendingClose else { return nil }
                    if let nextOpen = find(opening, in: buffer, from: probe, before: nextClose) {
                        // `<view … />` closes itself.
                        let tagEnd = find(">", in: buffer, from: nextOpen, before: nextClose) ?? nextClose
                        if buffer[tagEnd - 1] != UInt8(ascii: "/") { depth += 1 }
                        probe = tagEnd
                    } else {
                        depth -= 1
                        probe = nextClose + closing.count
                        pendingClose = nil
                    }
                }
                return open..<probe
            }
        }
    }

    /// The value of the attribute spelled `prefix` (with its opening quote) in `range`.
    private static func value(of prefix: StaticString, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8]? {
        guard let found = find(prefix, in: buffer, from: range.lowerBound, before: range.upperBound) else { return nil }
        let start = found + prefix.utf8CodeUnitCount
        guard let end = find("\"", in: buffer, from: start, before: range.upperBound) else { return nil }
        return Array(buffer[start..<end])
    }

    /// Whether an attribute spelled `prefix` (`title="`) has a non-empty value in `range`, other
    /// than `placeholder` (the value with its closing quote).
    private static func hasValue(of prefix: StaticString, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                 otherThan placeholder: StaticString? = nil) -> Bool {
        var start = range.lowerBound
        while let found = find(prefix, in: buffer, from: start, before: range.upperBound) {
            // (Case tells `label="` from `userLabel="`, the object's name in Interface Builder's outline.)
            let value = found + prefix.utf8CodeUnitCount
            if value < range.upperBound, buffer[value] != UInt8(ascii: "\"") {
                guard let placeholder, find(placeholder, in: buffer, from: value, before: min(range.upperBound, value + placeholder.utf8CodeUnitCount)) == value
                else { return true }
            }
            start = value
        }
        return false
    }

    /// The `<scene …>` … `</scene>` of a storyboard that holds `needle` (a view controller's
    /// `customClass="…"`): the buttons of that screen, not of the storyboard's others.
    static func scene(holding needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                guard let found = find(needle, in: buffer, from: 0) else { return nil }
                var start = 0
                while let open = find("<scene ", in: buffer, from: start, before: found) { start = open + 1 }
                guard start > 0 else { return nil }
                let end = find("</scene>", in: buffer, from: found) ?? buffer.count
                return (start - 1)..<end
            }
        }
    }

    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { needle in
            bytes.withUnsafeBufferPointer { find(needle, in: $0, from: 0) != nil }
        }
    }

    private static func find(_ needle: StaticString, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int? = nil) -> Int? {
        find(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: buffer, from: start, before: end)
    }

    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int? = nil) -> Int? {
        let count = bytes.count
        let limit = min(end ?? buffer.count, buffer.count)
        guard count > 0, start <= limit - count else { return nil }
        let first = bytes[0]
        var index = start
        while index <= limit - count {
            if buffer[index] == first, (1..<count).allSatisfy({ buffer[index + $0] == bytes[$0] }) { return index }
            index += 1
        }
        return nil
    }
}
