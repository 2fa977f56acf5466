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
    }

    /// The accessor whose whole body is `lookup`, if it is one.
    func accessor(for lookup: SceneLookup) -> Accessor? {
        guard let block = file.enclosingBrackets(of: lookup.start, only: "{"), isWholeBody(lookup, block: block) else {
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
        guard let owner else { return Accessor(call: name, isCallableAnywhere: true, line: line) }
        if isStatic { return Accessor(call: "\(owner.name).\(name)", isCallableAnywhere: true, line: line) }
        if owner.name == "UIApplication" {
            return Accessor(call: "UIApplication.shared.\(name)", isCallableAnywhere: true, line: line)
        }
        return Accessor(call: name, isCallableAnywhere: false, line: line)
    }

    /// Every accessor of the file that any file can call, for the project's facts.
    static func accessors(in file: SourceFile) -> [SceneAccessor] {
        guard file.mentions("connectedScenes") else { return [] }
        var lookupFinder = SceneLookupFinder(file: file)
        let finder = SceneAccessorFinder(file: file)
        return lookupFinder.lookups().compactMap { lookup in
            guard let yield = lookup.accessorYield, !lookup.isFallback,
                  let accessor = finder.accessor(for: lookup), accessor.isCallableAnywhere else { return nil }
            return SceneAccessor(call: accessor.call, yield: yield, key: lookup.key, isForced: lookup.isForced(in: file),
                                 path: file.path, line: accessor.line)
        }
    }

    /// `{ lookup }`, `{ return lookup }`, or the scenes held first:
    /// `{ let scenes = …connectedScenes…; return scenes.first { … } ?? scenes.first }`.
    private func isWholeBody(_ lookup: SceneLookup, block: ClosedRange<Int>) -> Bool {
        guard lookup.end == block.upperBound else { return false }
        var first = block.lowerBound + 1
        if let scenes = file.outline.variables.first(where: { $0.keywordIndex == first && $0.isLet }),
           let initializer = scenes.initializer, file.spells(lookup.start, scenes.name),
           (initializer.lowerBound..<initializer.upperBound).contains(where: { file.spells($0, "connectedScenes") }) {
            first = file.isPunctuation(initializer.upperBound, ";") ? initializer.upperBound + 1 : initializer.upperBound
            guard file.isKeyword(first, .return) else { return false }
        }
        if file.isKeyword(first, .return) { first += 1 }
        return first == lookup.start
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
