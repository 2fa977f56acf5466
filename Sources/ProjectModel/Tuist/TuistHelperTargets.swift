import SwiftSource

/// The targets a project's own Tuist helper makes where a manifest calls it without naming a
/// product: `Project.makeFeatureModule(name: "Home", includeDemo: true)`, whose body in
/// `ProjectDescriptionHelpers` builds `.target(name: "\(name)Demo", product: .app,
/// infoPlist: "Targets/Demo/Info.plist", sources: ["Targets/Demo/Sources/**"])`. The helper's
/// string parameters take the call's values; its paths are the calling manifest's. Every target
/// the body spells is taken unless a flag the call (or the parameter's default) turns off guards
/// it: `if includeDemo { … }`, `if targets.contains(.example) { … }` with the call's
/// `targets: Set([.framework])`. A guard it cannot read keeps the target (one whose folder is
/// missing holds no file).
struct TuistHelperTargets {
    let definitions: TuistDefinitions
    let values: TuistValues

    func targets(madeBy call: ManifestArguments, callee: String, manifest: SourceFile, folder: String) -> [TuistTarget] {
        guard let place = definitions.functions[callee] else { return [] }
        let helper = place.file
        guard let function = helper.outline.functions.first(where: { $0.keywordIndex == place.start }), let body = function.body else { return [] }
        // `name: String` takes the call's `name:`; `name moduleName: String` too.
        var parameters: [String: String] = [:]
        for parameter in helper.outline.parameters(of: function) {
            let label = parameter.label(in: helper)
            guard let start = call.value(labelled: label),
                  let text = manifestString(at: start, in: manifest) else { continue }
            parameters[helper.text(parameter.nameIndex)] = text
        }
        let flags = HelperFlags(helper: helper, function: function, call: call, manifest: manifest)
        var targets: [TuistTarget] = []
        var index = body.lowerBound + 1
        while index < body.upperBound {
            defer { index += 1 }
            guard helper.isPunctuation(index, "("), helper.spells(index - 1, "target") || helper.spells(index - 1, "Target"),
                  let close = helper.brackets.partner(of: index) else { continue }
            if flags.isTurnedOff(index, within: body) {
                index = close
                continue
            }
            var arguments = ManifestArguments(file: helper, open: index, close: close, arrays: [:])
            arguments.interpolations = parameters
            guard let name = arguments.string("name"), let product = arguments.value("product"),
                  helper.isPunctuation(product, "."), helper.isIdentifier(product + 1) else { continue }
            var target = TuistTarget(name: name, product: helper.text(product + 1))
            target.line = manifest.code[call.open].line
            if let sources = arguments.value("sources") {
                let globs = helper.isPunctuation(sources, "[") ? arguments.strings("sources") : arguments.literal(at: sources).map { [$0] } ?? []
                for glob in globs {
                    let path = TuistManifestReader.globFolder(glob, relativeTo: folder)
                    if path.hasSuffix(".swift") { target.files.append(path) } else { target.folders.append(SynchronizedFolder(path: path)) }
                }
            }
            target.folders += TuistManifestReader.buildableFolders(arguments, relativeTo: folder)
            target.dependencies = arguments.dependencies()
            if let destinations = arguments.value("destinations") {
                let names = TuistManifestReader.memberNames(in: helper, from: destinations, to: arguments.end(of: destinations))
                target.isPhoneOnly = !names.isEmpty && names.allSatisfy { $0 == "iPhone" }
            }
            if let info = arguments.value("infoPlist") {
                if let path = arguments.literal(at: info) {
                    target.info = .file(PathUtilities.absolute(path, relativeTo: folder))
                } else {
                    target.info = values.info(in: helper, at: info)
                }
            }
            targets.append(target)
            index = close
        }
        return targets
    }

    /// A string literal, or a name the manifest gives one (`let name = "Home"`).
    private func manifestString(at index: Int, in manifest: SourceFile) -> String? {
        if let literal = manifest.plainStringLiteral(at: index) { return literal }
        guard manifest.isIdentifier(index), !manifest.isPunctuation(index + 1, ".") else { return nil }
        let name = manifest.text(index)
        for position in 0..<max(0, manifest.endIndex - 3) where manifest.isKeyword(position, .let)
            && manifest.isIdentifier(position + 1) && manifest.text(position + 1) == name && manifest.isOperator(position + 2, "=") {
            return manifest.plainStringLiteral(at: position + 3)
        }
        return nil
    }
}

/// The flags of a helper's call that decide which targets its body makes: a `Bool` parameter
/// (`includeDemo: false`) or a set of target kinds (`targets: Set([.framework, .tests])`), given
/// by the call or by the parameter's default.
private struct HelperFlags {
    let helper: SourceFile
    let function: FunctionDeclaration
    let call: ManifestArguments
    let manifest: SourceFile

    /// Whether some `if` around `index` in the body tests a flag that is off for this call.
    func isTurnedOff(_ index: Int, within body: ClosedRange<Int>) -> Bool {
        var probe = index
        while let block = helper.enclosingBrackets(of: probe, only: "{"), block.lowerBound > body.lowerBound {
            probe = block.lowerBound
            let start = helper.statementStart(containing: block.lowerBound - 1)
            // The `if` block itself, not its `else`.
            guard helper.isKeyword(start, .if), !helper.isKeyword(block.lowerBound - 1, .else) else { continue }
            if holds(start + 1..<block.lowerBound) == false { return true }
        }
        return false
    }

    /// `includeDemo`, `!includeDemo`, `targets.contains(.example)`: true or false when the call
    /// tells; nil for any other condition.
    private func holds(_ condition: Range<Int>) -> Bool? {
        let tokens = Array(condition)
        if tokens.count == 1, helper.isIdentifier(tokens[0]) { return boolean(tokens[0]) }
        if tokens.count == 2, helper.isOperator(tokens[0], "!"), helper.isIdentifier(tokens[1]) { return boolean(tokens[1]).map { !$0 } }
        if tokens.count == 7, helper.isIdentifier(tokens[0]), helper.isPunctuation(tokens[1], "."), helper.spells(tokens[2], "contains"),
           helper.isPunctuation(tokens[3], "("), helper.isPunctuation(tokens[4], "."), helper.isIdentifier(tokens[5]),
           helper.isPunctuation(tokens[6], ")"), let members = memberNames(tokens[0]) {
            return members.contains(helper.text(tokens[5]))
        }
        return nil
    }

    private func boolean(_ name: Int) -> Bool? {
        guard let (file, start) = value(of: name) else { return nil }
        if file.isKeyword(start, .true) { return true }
        if file.isKeyword(start, .false) { return false }
        return nil
    }

    /// `.framework`, `.tests` in `Set([.framework, .tests])` or `[.framework, .tests]`.
    private func memberNames(_ name: Int) -> [String]? {
        guard let (file, start) = value(of: name) else { return nil }
        var open = start
        if file.spells(open, "Set"), file.isPunctuation(open + 1, "(") { open += 2 }
        guard file.isPunctuation(open, "["), let close = file.brackets.partner(of: open) else { return nil }
        // Only plain `.name` elements: anything else may add kinds this cannot tell.
        let names = TuistManifestReader.memberNames(in: file, from: open + 1, to: close)
        let elements = (open + 1..<close).filter { !file.isPunctuation($0, ",") && !file.isPunctuation($0, ".") }
        return elements.count == names.count ? names : nil
    }

    /// Where the flag's value starts: the call's argument, else the parameter's default.
    private func value(of name: Int) -> (SourceFile, Int)? {
        let parameters = helper.outline.parameters(of: function)
        guard let parameter = parameters.first(where: { helper.sameText($0.nameIndex, name) }) else { return nil }
        if let argument = call.value(labelled: parameter.label(in: helper)) { return (manifest, argument) }
        // `targets: Set<FeatureTarget> = Set([…])`: the default after the type.
        let afterType = parameter.type.upperBound
        return helper.isOperator(afterType, "=") ? (helper, afterType + 1) : nil
    }
}
