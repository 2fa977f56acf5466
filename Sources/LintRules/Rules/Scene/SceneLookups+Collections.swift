import SwiftSource

/// Collections of scenes held in variables: `let scenes = UIApplication.shared.connectedScenes`
/// and what is made of them (`let active = scenes.filter { … }`); a later `scenes.first` is a
/// lookup on that collection.
extension SceneLookupFinder {
    /// `let active = windowScenes.filter { $0.activationState == .foregroundActive }` after
    /// `let windowScenes = …connectedScenes.compactMap { … }`: a collection made from a stored one,
    /// with the filters of both (two steps at most, as apps write them).
    mutating func recordDerivedCollections() {
        var next = 0
        var rounds = 0
        while next < collections.count, rounds < 2 {
            let end = collections.count
            // One walk over the scopes of this round's collections, each `let x = name` looked
            // up by name: a walk per collection was quadratic in a function of many of them.
            var byName: [String: [Int]] = [:]
            for position in next..<end { byName[collections[position].name, default: []].append(position) }
            let lower = collections[next..<end].map(\.scope.lowerBound).min() ?? 0
            let upper = collections[next..<end].map(\.scope.upperBound).max() ?? 0
            var found: [(position: Int, index: Int)] = []
            for index in lower..<upper where file.isIdentifier(index) && file.isOperator(index - 1, "=") && file.isIdentifier(index - 2)
                && (file.isKeyword(index - 3, .let) || file.isKeyword(index - 3, .var)) {
                guard let positions = byName[file.text(index)] else { continue }
                for position in positions where collections[position].scope.contains(index) { found.append((position, index)) }
            }
            // In the order the walk per collection took.
            for (position, index) in found.sorted(by: { ($0.position, $0.index) < ($1.position, $1.index) }) {
                let parent = collections[position]
                recordCollection(start: index, base: index, parentKey: parent.key, parentStates: parent.states)
            }
            next = end
            rounds += 1
        }
    }

    mutating func recordCollection(start: Int, base: Int, parentKey: String? = nil, parentStates: Set<String> = []) {
        guard let variable = sites.variable(initializedAt: start, in: file), let initializer = variable.initializer, !variable.isComputed,
              let chain = file.chain(at: start), chain.end == initializer.upperBound else { return }
        // Only plain collection operations after the scenes: the variable holds scenes.
        let names = chain.links.filter { $0.kind == .name && $0.index > base }.map { file.text($0.index) }
        guard names.allSatisfy({ SceneLookupFinder.collectionOperations.contains($0) }), chain.cast == nil else { return }
        let key = file.normalizedText(start..<initializer.upperBound,
                                      substituting: [chainReceiverRange(start: start, base: base): parentKey ?? SceneLookupFinder.canonicalScenes])
        let scopeEnd: Int
        if let function = variable.functionIndex, let body = file.outline.functions[function].body {
            scopeEnd = body.upperBound
        } else if let closure = file.enclosingBrackets(of: variable.keywordIndex, only: "{") {
            scopeEnd = closure.upperBound
        } else {
            scopeEnd = file.code.count
        }
        // A block never closed ends at the last token, which the initializer can reach past.
        collections.append((variable.name, initializer.upperBound..<max(initializer.upperBound, scopeEnd), key,
                            variable.declarationStart...(initializer.upperBound - 1),
                            parentStates.union(states(in: start..<initializer.upperBound)), parentKey != nil))
    }
}
