import ProjectModel
import SwiftSource

/// Recognizes accessors: a computed property or a function without parameters whose whole
/// body is one window-scene lookup (`{ lookup }` or `{ return lookup }`).
struct SceneAccessorFinder {
    let file: SourceFile

    struct Accessor {
        /// How to call it: `UIWindowScene.current`, `UIApplication.shared.keyScene`, or a bare
        /// name for an instance member of another type.
        var call: String
        /// Any file can call it as `call` (a static member, a `UIApplication` member, a global).
        var isCallableAnywhere: Bool
        /// The line of its name.
        var line: Int
        /// `private` or `fileprivate`, itself or a type around it: no other file sees it.
        var isFilePrivate = false
        /// `public` or `open` (directly or through a `public extension`): other modules see it.
        var isPublic = false
        /// The `#if` conditions around it (`DEBUG`, `os(iOS)`): code outside them cannot call it.
        var conditions: [String] = []
    }

    /// The accessor whose whole body is `lookup`, if it is one.
    func accessor(for lookup: SceneLookup) -> Accessor? {
        // (`var safeAreaInsetTop: CGFloat { …compactMap { …keyWindow?.safeAreaInsets.top }.first ?? 0 }`
        // returns an inset: no accessor of the window.)
        guard !lookup.readsPastResult, let block = file.enclosingBrackets(of: lookup.start, only: "{"), isWholeBody(lookup, block: block) else {
            return nil
        }
        let outline = file.outline
        let owner: TypeDeclaration?
        var name: String
        let isStatic: Bool
        let nameIndex: Int
        if let property = outline.computedProperty(containing: lookup.start),
           let accessors = property.accessors, accessors.lowerBound == block.lowerBound || isGetterBlock(block, of: accessors) {
            name = property.name
            isStatic = property.isStatic
            nameIndex = property.nameIndex
            owner = property.typeIndex.map { outline.types[$0] }
        } else if let function = outline.function(containing: lookup.start), function.body == block, outline.parameters(of: function).isEmpty,
                  function.kind == .function {
            name = function.name + "()"
            isStatic = function.isStatic
            nameIndex = function.nameIndex
            owner = function.typeIndex.map { outline.types[$0] }
        } else {
            return nil
        }
        let line = file.code[min(nameIndex, file.code.count - 1)].line
        let keyword = declarationKeyword(before: nameIndex)
        // The types around it, innermost first: their access limits it, and `Inner` is called
        // by its full name `Outer.Inner` from elsewhere.
        var owners: [TypeDeclaration] = []
        var next = owner.flatMap { own in outline.types.firstIndex { $0.keywordIndex == own.keywordIndex } }
        while let index = next, owners.count < 32 {
            owners.append(outline.types[index])
            next = outline.types[index].parent
        }
        var accessor: Accessor
        if let owner {
            let qualified = owners.reversed().map(\.name).joined(separator: ".")
            if isStatic {
                accessor = Accessor(call: "\(qualified).\(name)", isCallableAnywhere: true, line: line)
            } else if owner.name == "UIApplication" {
                accessor = Accessor(call: "UIApplication.shared.\(name)", isCallableAnywhere: true, line: line)
            } else {
                accessor = Accessor(call: name, isCallableAnywhere: false, line: line)
            }
        } else {
            accessor = Accessor(call: name, isCallableAnywhere: true, line: line)
        }
        let modifiers = [modifiersBefore(keyword)] + owners.map { modifiersBefore($0.keywordIndex) }
        accessor.isFilePrivate = modifiers.contains { $0.contains(.private) || $0.contains(.fileprivate) }
        // Public itself, or a member of a `public extension`, inside public types all the way out.
        accessor.isPublic = !accessor.isFilePrivate
            && (modifiers[0].contains(.public) || modifiers[0].contains(.open) || (owner?.kind == .extension && modifiers.count > 1 && modifiers[1].contains(.public)))
            && owners.dropFirst(owner?.kind == .extension ? 1 : 0).allSatisfy { type in
                type.kind == .extension || modifiersBefore(type.keywordIndex).contains(.public) || modifiersBefore(type.keywordIndex).contains(.open)
            }
        accessor.conditions = file.compilationConditions(at: keyword)
        return accessor
    }

    /// The `var` / `func` keyword of the declaration whose name is at `nameIndex`.
    private func declarationKeyword(before nameIndex: Int) -> Int {
        var index = nameIndex - 1
        while index > 0, !file.isKeyword(index, .var), !file.isKeyword(index, .func), !file.isKeyword(index, .let), nameIndex - index < 8 {
            index -= 1
        }
        return index
    }

    /// The modifier keywords written before the declaration keyword at `keyword` (attributes
    /// skipped); `private(set)` limits only the setter and does not count.
    private func modifiersBefore(_ keyword: Int) -> Set<Keyword> {
        var found: Set<Keyword> = []
        var index = keyword - 1
        while index >= 0 {
            if file.isPunctuation(index, ")"), let open = file.brackets.partner(of: index) {
                // `private(set)`, `@available(…)`: skip the parentheses and what they belong to.
                index = open - 1
                if index >= 0, file.code[index].kind == .attribute { index -= 2; continue }
                if index >= 0, file.code[index].kind == .keyword { index -= 1; continue }
                break
            }
            if file.code[index].kind == .attribute { index -= 2; continue }
            guard file.code[index].kind == .keyword, let word = file.code[index].keyword,
                  [.private, .fileprivate, .public, .open, .internal, .static, .final, .override, .class, .nonisolated,
                   .dynamic, .lazy, .mutating, .package].contains(word) else { break }
            found.insert(word)
            index -= 1
        }
        return found
    }

    /// Every accessor of the file that any file can call, for the project's facts.
    static func accessors(in file: SourceFile) -> [SceneAccessor] {
        guard SceneLookupFinder.mayHaveLookups(file) else { return [] }
        var lookupFinder = SceneLookupFinder(file: file)
        let finder = SceneAccessorFinder(file: file)
        return lookupFinder.lookups().compactMap { lookup in
            // Only what another file can call: not private, and not inside `#if` (code outside
            // the same conditions would not build against it).
            guard let yield = lookup.accessorYield, !lookup.isFallback,
                  let accessor = finder.accessor(for: lookup), accessor.isCallableAnywhere, !accessor.isFilePrivate,
                  accessor.conditions.isEmpty else { return nil }
            var found = SceneAccessor(call: accessor.call, yield: yield, key: lookup.key, isForced: lookup.isForced(in: file),
                                      path: file.path, line: accessor.line)
            found.isPublic = accessor.isPublic
            found.meaning = DuplicatedSceneLookupRule.meaning(of: lookup)
            return found
        }
    }

    /// `{ lookup }`, `{ return lookup }`, or the scenes held first:
    /// `{ let scenes = …connectedScenes…; return scenes.first { … } ?? scenes.first }`.
    private func isWholeBody(_ lookup: SceneLookup, block: ClosedRange<Int>) -> Bool {
        var start = lookup.start
        // `let window = lookup` then `return window`: the lookup named once on its way out.
        if lookup.end != block.upperBound {
            guard let named = namedThenReturned(lookup, block: block) else { return false }
            start = named
        }
        var first = block.lowerBound + 1
        if let scenes = file.outline.variables.first(where: { $0.keywordIndex == first && $0.isLet }),
           let initializer = scenes.initializer, file.spells(lookup.start, scenes.name),
           (initializer.lowerBound..<initializer.upperBound).contains(where: { file.spells($0, "connectedScenes") }) {
            first = file.isPunctuation(initializer.upperBound, ";") ? initializer.upperBound + 1 : initializer.upperBound
            guard file.isKeyword(first, .return) || first == start else { return false }
        }
        if file.isKeyword(first, .return) { first += 1 }
        return first == start
    }

    /// The `let` of `let window = lookup` when the body goes on with `return window` alone.
    private func namedThenReturned(_ lookup: SceneLookup, block: ClosedRange<Int>) -> Int? {
        // The tokens first: a function of thousands of lookups would search its variables for each.
        let next = file.isPunctuation(lookup.end, ";") ? lookup.end + 1 : lookup.end
        guard file.isOperator(lookup.start - 1, "="), file.isKeyword(next, .return), file.isIdentifier(next + 1),
              next + 2 == block.upperBound,
              let named = file.outline.variables.first(where: { $0.isLet && $0.initializer?.lowerBound == lookup.start }),
              named.initializer?.upperBound == lookup.end, file.spells(next + 1, named.name) else { return nil }
        return named.keywordIndex
    }

    /// `var x: T { get { lookup } }`.
    private func isGetterBlock(_ block: ClosedRange<Int>, of accessors: ClosedRange<Int>) -> Bool {
        file.isKeyword(block.lowerBound - 1, .get) && accessors.contains(block.lowerBound)
    }
}

extension SceneLookup {
    /// What an accessor returning this lookup yields: a window scene or a window.
    var accessorYield: SceneAccessor.Yield? {
        switch yield {
        case .window: .window
        case .scene: namesWindowScene ? .scene : nil
        case .other: nil
        }
    }

    /// It ends in a forced cast (`as! UIWindowScene`): its value is not optional.
    func isForced(in file: SourceFile) -> Bool {
        (start..<end).contains { file.isKeyword($0, .as) && file.isOperator($0 + 1, "!") }
    }
}
