import ProjectModel
import SwiftSource
import Foundation

/// Finds the scene lookups of a file.
struct SceneLookupFinder {
    let file: SourceFile
    /// `let scenes = UIApplication.shared.connectedScenes…` without a selection: later
    /// `scenes.first` is a lookup on that collection.
    var collections: [(name: String, scope: Range<Int>, key: String, declaration: ClosedRange<Int>, states: Set<String>,
                               isDerived: Bool)] = []
    /// Gathered once, so that every lookup's fallback search is a binary search, not a walk over
    /// its scope: a file with thousands of lookups in one function was quadratic (issue 23).
    let sites: FallbackIndex

    static let canonicalScenes = "UIApplication.shared.connectedScenes"

    init(file: SourceFile) {
        self.file = file
        // Files without scenes never ask: no pass over their tokens.
        sites = SceneLookupFinder.mayHaveLookups(file) ? FallbackIndex(file: file) : FallbackIndex()
    }

    static let canonicalSessions = "UIApplication.shared.openSessions"

    /// Lookups start at `connectedScenes` or `openSessions` (`openSessions.first?.scene`).
    static func mayHaveLookups(_ file: SourceFile) -> Bool {
        file.mentions("connectedScenes") || file.mentions("openSessions")
    }

    mutating func lookups() -> [SceneLookup] {
        guard SceneLookupFinder.mayHaveLookups(file) else { return [] }
        var found: [SceneLookup] = []
        for index in file.code.indices where file.code[index].kind == .identifier
            && (file.spells(index, "connectedScenes") || file.spells(index, "openSessions")) {
            guard !isDeclarationName(index) else { continue }
            let isSessions = file.spells(index, "openSessions")
            let start = receiverStart(of: index)
            guard let lookup = analyse(from: outerStart(start), base: index,
                                       baseKey: isSessions ? SceneLookupFinder.canonicalSessions : SceneLookupFinder.canonicalScenes) else {
                if isSessions { continue }
                if let loop = loopLookup(start: start, base: index) {
                    found.append(loop)
                } else {
                    recordCollection(start: start, base: index)
                }
                continue
            }
            found.append(lookup)
        }
        recordDerivedCollections()
        found += collectionLookups()
        found.sort { $0.start < $1.start }
        return markFallbacks(found).map(castThroughLocal)
    }

    /// `let scene = …connectedScenes.first { … }` and then `scene as? UIWindowScene`: the
    /// lookup yields a window scene through one local, spelled as if the cast were written on it.
    private func castThroughLocal(_ lookup: SceneLookup) -> SceneLookup {
        guard lookup.yield == .scene, !lookup.namesWindowScene, !lookup.isLoop, lookup.coalescing == nil,
              file.mentions("UIWindowScene"), file.isOperator(lookup.start - 1, "="), file.isIdentifier(lookup.start - 2),
              file.isKeyword(lookup.start - 3, .let) || file.isKeyword(lookup.start - 3, .var),
              file.expressionEnd(from: lookup.start) == lookup.end else { return lookup }
        let name = lookup.start - 2
        // Read in the rest of the function (or closure, or file) the local is declared in.
        let scopeEnd = file.enclosingBrackets(of: name, only: "{")?.upperBound ?? file.code.count
        var index = lookup.end
        while index + 2 < scopeEnd {
            defer { index += 1 }
            guard file.isIdentifier(index), file.sameText(index, name), !file.isPunctuation(index - 1, "."), file.isKeyword(index + 1, .as),
                  file.isOperator(index + 2, "?") || file.isOperator(index + 2, "!"), file.spells(index + 3, "UIWindowScene") else { continue }
            var cast = lookup
            cast.namesWindowScene = true
            cast.isCastThroughLocal = true
            // A forced cast picks the same scene as a conditional one.
            cast.key = file.normalizedText((index + 1)..<(index + 4), continuing: cast.key).replacingOccurrences(ofASCII: "as!", with: "as?")
            return cast
        }
        return lookup
    }

    /// Lookups on a stored collection: `let scenes = …connectedScenes`, then `scenes.first`. One
    /// pass over the tokens the collections' scopes cover, not one per collection; the result is
    /// in collection order, then token order, as the reports have always listed them.
    private func collectionLookups() -> [SceneLookup] {
        guard let lower = collections.map(\.scope.lowerBound).min(),
              let upper = collections.map(\.scope.upperBound).max() else { return [] }
        var positionsByName: [String: [Int]] = [:]
        for (position, collection) in collections.enumerated() { positionsByName[collection.name, default: []].append(position) }
        var found = Array(repeating: [SceneLookup](), count: collections.count)
        for index in lower..<upper where file.isIdentifier(index)
            && !file.isPunctuation(index - 1, ".") && !file.isKeyword(index - 1, .let) && !file.isKeyword(index - 1, .var) {
            guard let positions = positionsByName[file.text(index)] else { continue }
            for position in positions {
                let collection = collections[position]
                guard collection.scope.contains(index), file.spells(index, collection.name),
                      var lookup = analyse(from: outerStart(index), base: index, baseKey: collection.key,
                                           storedStates: collection.states) else { continue }
                lookup.storedScenes = StoredScenes(name: collection.name, declaration: collection.declaration, scope: collection.scope,
                                                   isDerived: collection.isDerived)
                found[position].append(lookup)
            }
        }
        return Array(found.joined())
    }

    // MARK: Receivers

    /// `UIApplication.shared.connectedScenes`, `app.connectedScenes`, `self.connectedScenes`,
    /// `Self.shared.connectedScenes`: the first token of the receiver.
    private func receiverStart(of base: Int) -> Int {
        var start = base
        while file.isPunctuation(start - 1, ".") {
            let receiver = start - 2
            guard receiver >= 0 else { break }
            if file.isIdentifier(receiver) || file.isKeyword(receiver, .self) || file.isKeyword(receiver, .Self) {
                start = receiver
            } else if file.code[receiver].kind == .operator, file.isPostfix(receiver), file.isIdentifier(receiver - 1) {
                start = receiver - 1
            } else {
                break
            }
        }
        return start
    }

    /// A lookup wrapped in parentheses and read on: `(… as? UIWindowScene)?.windows.first`.
    private func outerStart(_ start: Int) -> Int {
        var outer = start
        while file.isPunctuation(outer - 1, "("), let close = file.brackets.partner(of: outer - 1),
              file.isPunctuation(close + 1, ".") || (file.isOperator(close + 1, "?") || file.isOperator(close + 1, "!")) {
            let opening = outer - 1
            // Not the argument list of a call: `f(x).y` has a name before the `(`.
            if opening > 0, file.isIdentifier(opening - 1) || file.isPunctuation(opening - 1, ")") { break }
            // `(active ?? any)?.keyWindow`: the parentheses hold the lookup and its fallback, which
            // the lookup read from inside them keeps.
            if (outer..<close).contains(where: { file.isOperator($0, "??") && file.enclosingBrackets(of: $0)?.lowerBound == opening }) { break }
            outer = opening
        }
        return outer
    }

    private func isDeclarationName(_ index: Int) -> Bool {
        file.isKeyword(index - 1, .var) || file.isKeyword(index - 1, .let) || file.isKeyword(index - 1, .func)
            || (file.isPunctuation(index + 1, ":") && (file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",")))
    }

    // MARK: Reading a chain

    private struct Walk {
        var selected = false
        var domainIsWindows = false
        var yield: SceneLookup.Yield = .other
        var states = Set<String>()
        var sceneSelectionHadStatePredicate = false
        /// A predicate picks one scene by what it is (`$0.session.role == .windowExternalDisplay`,
        /// a session identifier), not by whether the user sees it.
        var selectsSpecificScene = false
        var picksAnyScene = false
        var searchesAllScenes = false
        var prefersKeyWindow = false
        var picksAnyWindow = false
        /// One past the last token that still yields the scene or window.
        var lookupEnd: Int?
        /// `?.rootViewController` in `compactMap { ($0 as? UIWindowScene)?.keyWindow?.rootViewController }`:
        /// a member of the key window read inside the closure, left out of the key.
        var readAfterKeyWindow: Range<Int>?
        var activationFilters: [Range<Int>] = []
    }

    static let collectionOperations: Set<String> = ["filter", "compactMap", "map", "flatMap", "lazy", "sorted", "reversed"]
    private static let terminalOperations: Set<String> = ["count", "isEmpty", "contains", "forEach", "reduce", "allSatisfy", "underestimatedCount"]

    /// Reads the chain that starts at `start` and reaches the scenes at `base`. `storedStates`:
    /// the activation states a stored collection was filtered on (`let scenes = …filter {
    /// $0.activationState == .foregroundActive }`), which `scenes.first` keeps.
    private func analyse(from start: Int, base: Int, baseKey: String, storedStates: Set<String> = []) -> SceneLookup? {
        guard let chain = file.chain(at: start) else { return nil }
        let links = flattened(chain)
        guard let baseLink = links.firstIndex(where: { $0.kind == .name && $0.index == base }) else { return nil }
        var walk = Walk()
        walk.states = storedStates
        walk.sceneSelectionHadStatePredicate = !storedStates.isEmpty
        // The scene picked before `.windows`: the lookup, when no window is picked after it
        // (`…first(where: { $0 is UIWindowScene })?.windows` reads all of its windows).
        var sceneBeforeWindows: Walk?
        var position = baseLink + 1
        while position < links.count {
            let link = links[position]
            // `windows[0]`: the first window, as `windows.first` is (a trap when there is none).
            if link.kind == .subscript, walk.domainIsWindows, !walk.selected, let close = link.close, close == link.index + 2,
               file.numberValue(link.index + 1) == 0 {
                select(&walk, predicate: nil)
                walk.lookupEnd = close + 1
            }
            guard link.kind == .name else {
                position += 1
                continue
            }
            let name = file.text(link.index)
            let argument = position + 1 < links.count && [.call, .trailingClosure].contains(links[position + 1].kind)
                ? links[position + 1] : nil
            let argumentRange = argument.map { ($0.index + 1)..<($0.close ?? $0.index + 1) }
            if SceneLookupFinder.terminalOperations.contains(name) { return nil }
            if name == "first" || name == "last" {
                let predicate = argumentRange
                if let argument, let close = argument.close, let predicate, !states(in: predicate).isEmpty, !walk.domainIsWindows {
                    walk.activationFilters.append(argument.index..<(close + 1))
                }
                select(&walk, predicate: predicate, last: name == "last")
                walk.lookupEnd = (argument?.close).map { $0 + 1 } ?? link.index + 1
            } else if name == "max" || name == "min", walk.domainIsWindows, !walk.selected, let argument, argument.kind == .call {
                // `windows.max(by: { $0.windowLevel.rawValue < $1.windowLevel.rawValue })`: the
                // topmost window, chosen on purpose as `windows.last` is.
                select(&walk, predicate: argumentRange, last: true)
                walk.lookupEnd = (argument.close).map { $0 + 1 } ?? link.index + 1
            } else if name == "keyWindow", walk.selected || !walk.domainIsWindows {
                walk.yield = .window
                walk.prefersKeyWindow = true
                walk.lookupEnd = link.index + 1
            } else if name == "windows" {
                guard walk.selected, walk.yield == .scene else { return nil }
                sceneBeforeWindows = walk
                walk.domainIsWindows = true
                walk.selected = false
            } else if SceneLookupFinder.collectionOperations.contains(name) {
                if let range = argumentRange {
                    if name == "filter", !walk.domainIsWindows, !states(in: range).isEmpty, let close = argument?.close,
                       file.isPunctuation(link.index - 1, ".") {
                        walk.activationFilters.append((link.index - 1)..<(close + 1))
                    }
                    walk.states.formUnion(states(in: range))
                    if !walk.selected, (name == "flatMap" || name == "compactMap") && mentions(range, "windows") {
                        walk.domainIsWindows = true
                        walk.searchesAllScenes = true
                    }
                    if !walk.selected, name == "compactMap", mentions(range, "keyWindow") {
                        walk.domainIsWindows = true
                        walk.searchesAllScenes = true
                        walk.prefersKeyWindow = true
                        if let keyWindow = range.last(where: { file.spells($0, "keyWindow") }),
                           file.isPunctuation(keyWindow + 1, ".") || file.isOperator(keyWindow + 1, "?") && file.isPunctuation(keyWindow + 2, "."),
                           let closure = file.enclosingBrackets(of: keyWindow, only: "{") {
                            walk.readAfterKeyWindow = (keyWindow + 1)..<closure.upperBound
                        }
                    }
                    if mentions(range, "isKeyWindow") { walk.prefersKeyWindow = true }
                    if !states(in: range).isEmpty { walk.sceneSelectionHadStatePredicate = true }
                    // `.sorted { $0.activationState.rawValue < $1.activationState.rawValue }.first`:
                    // the active scene first, then the others — a preference, not any scene.
                    if name == "sorted", !walk.domainIsWindows, mentions(range, "activationState") { walk.sceneSelectionHadStatePredicate = true }
                    if !walk.selected, !walk.domainIsWindows, selectsByIdentity(range) { walk.selectsSpecificScene = true }
                }
                if walk.selected {
                    // `.map { $0.safeAreaInsets.top }` after `first`: reading the result, as
                    // `?.safeAreaInsets.top` would; a `??` after it is no other scene.
                    if let range = argumentRange, readsMember(in: range) { break }
                    // `Optional.flatMap { $0 as? UIWindowScene }` after `first`: still the one scene.
                    walk.lookupEnd = (argument?.close).map { $0 + 1 } ?? link.index + 1
                }
            } else if name == "scene", walk.selected, file.spells(base, "openSessions"), walk.yield == .scene {
                // `openSessions.first?.scene`: the session's scene is what the lookup yields.
                walk.lookupEnd = link.index + 1
            } else if walk.selected {
                break  // `.delegate`, `.rootViewController`, `.safeAreaInsets`: reading the result.
            } else {
                return nil
            }
            position += argument == nil ? 1 : 2
        }
        if !walk.selected, let scene = sceneBeforeWindows { walk = scene }
        guard walk.selected, var end = walk.lookupEnd else { return nil }
        if walk.yield == .other { walk.yield = walk.domainIsWindows ? .window : .scene }
        // `(…connectedScenes.first as? UIWindowScene)?.screen`: the cast inside the parentheses is
        // the lookup's; the lookup is what they hold, spelled as if they were not there.
        var start = start
        if file.isPunctuation(start, "("), file.isKeyword(end, .as), let castEnd = castEnd(after: end), file.isPunctuation(castEnd, ")"),
           let open = file.brackets.partner(of: castEnd), open >= start, open < base {
            start = open + 1
            end = castEnd
        }
        // `(…flatMap { $0.windows }.first { $0.isKeyWindow })?.rootViewController`: the lookup is
        // all the parentheses hold.
        while file.isPunctuation(start, "("), let close = file.brackets.partner(of: start), close == end, start < base {
            start += 1
        }
        // The cast and the fallback belong to the lookup when nothing is read in between.
        var coalescing: Int?
        if end >= lastLinkEnd(links), let cast = chain.cast {
            end = cast.type.upperBound
        }
        if end >= chain.linksEnd, let operatorIndex = chain.coalescing, let fallback = chain.fallback {
            coalescing = operatorIndex
            end = fallback.upperBound
        }
        // `(active ?? any) as? UIWindowScene`: the parentheses and the cast after them are the lookup's.
        if coalescing != nil, file.isPunctuation(start - 1, "("), file.brackets.partner(of: start - 1) == end,
           file.isKeyword(end + 1, .as), let castEnd = castEnd(after: end + 1) {
            start -= 1
            end = castEnd
        }
        var substitutions: [Range<Int>: String] = [chainReceiverRange(start: start, base: base): baseKey]
        for index in (base + 1)..<end where file.spells(index, "connectedScenes") && file.isIdentifier(index) {
            substitutions[receiverStart(of: index)..<(index + 1)] = SceneLookupFinder.canonicalScenes
        }
        if let read = walk.readAfterKeyWindow { substitutions[read] = "" }
        // A forced cast picks the same scene as a conditional one. A default after `??` that looks
        // nothing up (`?? UIWindow()`, `?? ASPresentationAnchor()`) is the caller's, not the
        // lookup's: two copies that differ only there are one lookup.
        var keyEnd = end
        if let operatorIndex = coalescing, !((operatorIndex + 1)..<end).contains(where: { isLookupWord($0) }) {
            keyEnd = operatorIndex
        }
        let key = SceneLookupKey.foldingMapThenCompactMap(
            file.normalizedText(start..<keyEnd, substituting: substitutions).replacingOccurrences(ofASCII: "as!", with: "as?"))
        let namesWindowScene = (start..<end).contains { file.spells($0, "UIWindowScene") } || baseKey.contains("UIWindowScene")
        var castType: String?
        if walk.yield == .scene, !namesWindowScene,
           let cast = (start..<end).first(where: { file.isKeyword($0, .as) && (file.isOperator($0 + 1, "?") || file.isOperator($0 + 1, "!")) }),
           file.isIdentifier(cast + 2), !file.isPunctuation(cast + 3, ".") {
            castType = file.text(cast + 2)
        }
        var lookup = SceneLookup(start: start, end: end, key: key, yield: walk.yield, states: walk.states,
                           picksAnyScene: walk.picksAnyScene, searchesAllScenes: walk.searchesAllScenes,
                           prefersKeyWindow: walk.prefersKeyWindow, picksAnyWindow: walk.picksAnyWindow,
                           namesWindowScene: namesWindowScene,
                           reportedStart: chainReceiverRange(start: start, base: base).lowerBound,
                           coalescing: coalescing, activationFilters: walk.activationFilters, isFallback: false)
        lookup.castType = castType
        lookup.readsPastResult = walk.readAfterKeyWindow != nil
        return lookup
    }

    /// A word of a scene or window lookup in a fallback: it looks something up of its own.
    private func isLookupWord(_ index: Int) -> Bool {
        guard file.isIdentifier(index) else { return false }
        let words: [StaticString] = ["connectedScenes", "windows", "keyWindow", "openSessions", "delegate", "window"]
        return words.contains { file.spells(index, $0) }
    }

    /// One past `as? Type` (or `as! A.B`) whose `as` is at `keyword`.
    private func castEnd(after keyword: Int) -> Int? {
        var probe = keyword + 1
        if file.isOperator(probe, "?") || file.isOperator(probe, "!") { probe += 1 }
        guard file.isIdentifier(probe) else { return nil }
        probe += 1
        while file.isPunctuation(probe, "."), file.isIdentifier(probe + 1) { probe += 2 }
        return probe
    }

    /// `last`: `windows.last` is the topmost window, chosen on purpose (a toast above the
    /// keyboard), not any window.
    private func select(_ walk: inout Walk, predicate: Range<Int>?, last: Bool = false) {
        let predicateStates = predicate.map { states(in: $0) } ?? []
        walk.states.formUnion(predicateStates)
        if walk.domainIsWindows {
            let keyed = predicate.map { mentions($0, "isKeyWindow") || mentions($0, "keyWindow") } ?? false
            if keyed { walk.prefersKeyWindow = true }
            // `flatMap { $0.windows }.first`: the first window of any scene is no better.
            if !keyed, !walk.prefersKeyWindow, !last { walk.picksAnyWindow = true }
            walk.yield = .window
        } else {
            if let predicate, selectsByIdentity(predicate) { walk.selectsSpecificScene = true }
            if predicateStates.isEmpty, !walk.sceneSelectionHadStatePredicate, walk.states.isEmpty, !walk.selectsSpecificScene {
                walk.picksAnyScene = true
            }
            if let predicate, mentions(predicate, "keyWindow") || mentions(predicate, "isKeyWindow") { walk.prefersKeyWindow = true }
            walk.yield = .scene
        }
        walk.selected = true
    }

    /// The chain's links with a parenthesized base opened up: `(a.b as? T)?.c` reads `a`, `b`, `c`.
    private func flattened(_ chain: MemberChain) -> [MemberChain.Link] {
        guard let first = chain.links.first, first.kind == .group, let close = first.close,
              let inner = file.chain(at: first.index + 1), inner.end == close else { return chain.links }
        return flattened(inner) + chain.links.dropFirst()
    }

    private func lastLinkEnd(_ links: [MemberChain.Link]) -> Int {
        guard let last = links.last else { return 0 }
        return (last.close ?? last.index) + 1
    }

    /// The receiver tokens up to and including the scenes (`UIApplication.shared.connectedScenes`),
    /// skipping a wrapping `(`.
    func chainReceiverRange(start: Int, base: Int) -> Range<Int> {
        var receiver = start
        while file.isPunctuation(receiver, "(") { receiver += 1 }
        return receiver..<(base + 1)
    }
}
