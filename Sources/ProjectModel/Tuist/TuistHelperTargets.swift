import SwiftSource

/// The targets a project's own Tuist helper makes where a manifest calls it without naming a
/// product: `Project.makeFeatureModule(name: "Home", includeDemo: true)`, whose body in
/// `ProjectDescriptionHelpers` builds `.target(name: "\(name)Demo", product: .app,
/// infoPlist: "Targets/Demo/Info.plist", sources: ["Targets/Demo/Sources/**"])`. The helper's
/// string parameters take the call's values; its paths are the calling manifest's. Every target
/// the body spells is taken, whatever flags guard it (a target whose folder is missing holds no file).
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
            guard let start = labelledValue(label, in: call),
                  let text = manifestString(at: start, in: manifest) else { continue }
            parameters[helper.text(parameter.nameIndex)] = text
        }
        var targets: [TuistTarget] = []
        var index = body.lowerBound + 1
        while index < body.upperBound {
            defer { index += 1 }
            guard helper.isPunctuation(index, "("), helper.spells(index - 1, "target") || helper.spells(index - 1, "Target"),
                  let close = helper.brackets.partner(of: index) else { continue }
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

    /// The token after `label:` in the call, for a label known only at run time.
    private func labelledValue(_ label: String, in call: ManifestArguments) -> Int? {
        let file = call.file
        var index = call.open + 1
        while index < call.close {
            if file.isIdentifier(index), file.text(index) == label, file.isPunctuation(index + 1, ":"),
               file.isPunctuation(index - 1, "(") || file.isPunctuation(index - 1, ",") {
                return index + 2
            }
            if let partner = file.brackets.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return nil
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
