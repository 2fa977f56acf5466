import SwiftSource

/// One target of a Tuist `Project.swift`, as the model needs it.
package struct TuistTarget: Sendable, Equatable {
    package var name: String
    /// Tuist's `Product` case (`app`, `staticFramework`, `unitTests` …); empty when the manifest
    /// passes a value tablint cannot read.
    package var product: String
    /// Absolute folders of its `sources:` globs (`"Sources/**"` is `Sources`), minus `excluding:`.
    package var folders: [SynchronizedFolder] = []
    /// Absolute paths of sources named one by one.
    package var files: [String] = []
    package var dependencies: [String] = []
    /// `destinations: [.iPhone]`, or the older `deploymentTarget: .iOS(…, devices: .iphone)`.
    package var isPhoneOnly = false
    package var deploymentTarget: String?
    package var info: TuistInfo = .unknown
    /// Where its `name:` is written.
    package var line: Int = 1
}

/// What a target's `infoPlist:` says.
package enum TuistInfo: Sendable, Equatable {
    /// `.default`, a default extended without a scene manifest (Tuist's default adds keys tablint
    /// does not model), or a helper tablint cannot follow.
    case unknown
    /// An Info.plist file, absolute.
    case file(String)
    /// The keys written in the manifest or one of its helpers, each where it is written.
    case keys([DeclaredInfoKey])
}

/// An Info key written in a project description rather than a plist: a Tuist manifest's
/// `infoPlist:` or an XcodeGen target's `info: properties:`.
package struct DeclaredInfoKey: Sendable, Equatable {
    package var key: String
    package var value: PlistFile.Value
    /// Absolute path of the manifest, helper or spec that writes it.
    package var file: String
    package var line: Int
    package var column: Int
}

/// Reads a Tuist `Project.swift` with tablint's own tokenizer, never running it: the targets it
/// lists (`.target(name:destinations:product:infoPlist:sources:dependencies:)`, the older
/// `Target(…)`), and calls of a project's own helpers that pass a `name:` and a `product:`
/// (`.makeModule(name: "App", product: .app, …)`). Info dictionaries and plists named by a helper
/// (`infoPlist: .appInfo`, `.extendingDefault(with: Project.infoPlist)`) are looked up among
/// `definitions`, the named values of every manifest and helper file.
package enum TuistManifestReader {
    /// Whether the file imports `ProjectDescription`: only then is a `Project.swift` Tuist's.
    package static func isTuistFile(_ file: SourceFile) -> Bool {
        guard file.mentions("ProjectDescription") else { return false }
        return (0..<max(0, file.endIndex - 1)).contains { file.isKeyword($0, .import) && file.spells($0 + 1, "ProjectDescription") }
    }

    /// `otherManifestFolders`: the folders of the project's other manifests, which a helper-made
    /// target without `sources:` (whose sources are the helper's convention) does not reach into.
    package static func read(path: String, bytes: [UInt8], definitions: TuistDefinitions, root: String,
                             otherManifestFolders: [String]) throws(ProjectFileError) -> [TuistTarget] {
        let file = SourceFile(path: path, bytes: bytes)
        try ManifestArguments.requireBalancedBrackets(in: file)
        let folder = PathUtilities.parent(path)
        let values = TuistValues(definitions: definitions, root: root)
        var targets: [TuistTarget] = []
        let enumCases = TuistTargetEnum.caseBranches(in: file)
        var index = 0
        while index < file.endIndex {
            defer { index += 1 }
            guard file.isPunctuation(index, "("), index > 0, file.isIdentifier(index - 1),
                  let close = file.brackets.partner(of: index) else { continue }
            var arguments = ManifestArguments(file: file, open: index, close: close, arrays: [:])
            // `case .app: return .target(name: rawValue, …)` in an enum of the project's targets.
            if let branch = enumCases.first(where: { $0.range.contains(index) }) { arguments.interpolations = ["rawValue": branch.rawValue] }
            // A helper of the project's that makes the targets itself (`makeFeatureModule(name: name, …)`).
            if arguments.value("product") == nil, arguments.value("name") != nil, definitions.functions[file.text(index - 1)] != nil {
                let made = TuistHelperTargets(definitions: definitions, values: values)
                    .targets(madeBy: arguments, callee: file.text(index - 1), manifest: file, folder: folder)
                if !made.isEmpty {
                    targets += made
                    index = close
                    continue
                }
            }
            guard let name = arguments.string("name"), let productStart = arguments.value("product") else { continue }
            var target = TuistTarget(name: name, product: "")
            target.line = file.code[index].line
            if file.isPunctuation(productStart, "."), file.isIdentifier(productStart + 1) { target.product = file.text(productStart + 1) }
            let isTuistFactory = file.spells(index - 1, "target") || file.spells(index - 1, "Target")
            if let sources = arguments.value("sources") {
                (target.folders, target.files) = Self.sources(in: file, from: sources, to: arguments.end(of: sources), folder: folder,
                                                              interpolations: arguments.interpolations)
            }
            // Tuist 4's `buildableFolders: ["Sources"]` (Xcode's synchronized folders): every file below.
            target.folders += Self.buildableFolders(arguments, relativeTo: folder)
            if arguments.value("sources") == nil, arguments.value("buildableFolders") == nil, !isTuistFactory {
                // A helper's target: its sources are the helper's convention, below the manifest.
                let nested = otherManifestFolders.filter { PathUtilities.isInside($0, folder: folder) }
                target.folders = [SynchronizedFolder(path: folder, exceptions: Set(nested))]
            }
            target.dependencies = arguments.dependencies()
            if let destinations = arguments.value("destinations") {
                let names = Self.memberNames(in: file, from: destinations, to: arguments.end(of: destinations))
                target.isPhoneOnly = !names.isEmpty && names.allSatisfy { $0 == "iPhone" }
            }
            for label: StaticString in ["deploymentTargets", "deploymentTarget"] {
                guard let start = arguments.value(label) else { continue }
                let end = arguments.end(of: start)
                target.deploymentTarget = (start..<end).lazy.compactMap { arguments.literal(at: $0) }.first
                if let devices = (start..<end).first(where: { file.spells($0, "devices") && file.isPunctuation($0 + 1, ":") }) {
                    let names = Self.memberNames(in: file, from: devices + 2, to: end)
                    target.isPhoneOnly = !names.isEmpty && names.allSatisfy { $0 == "iphone" }
                }
            }
            if let info = arguments.value("infoPlist") { target.info = values.info(in: file, at: info, interpolations: arguments.interpolations) }
            targets.append(target)
            // A target's own `dependencies: [.target(name:)]` are not targets.
            index = close
        }
        return targets
    }

    /// The folders and files of a `sources:` value: its string globs (`"Sources/**"`,
    /// `.glob("App/**", excluding: ["App/Tests/**"])`, `SourceFilesList(globs: […])`).
    static func sources(in file: SourceFile, from start: Int, to end: Int, folder: String,
                        interpolations: [String: String] = [:]) -> ([SynchronizedFolder], [String]) {
        var included: [String] = []
        var excluded: [String] = []
        var excludedUntil = -1
        var index = start
        while index < end {
            if file.spells(index, "excluding"), file.isPunctuation(index + 1, ":") {
                let value = index + 2
                excludedUntil = file.isPunctuation(value, "[") ? (file.brackets.partner(of: value) ?? value) : value + 2
            }
            if index + 2 < end, let glob = file.plainStringLiteral(at: index), !glob.isEmpty {
                let path = globFolder(glob, relativeTo: folder)
                if index <= excludedUntil { excluded.append(path) } else { included.append(path) }
                index += 3
                continue
            }
            // `"\(rawValue)/Sources/**"` in a branch that knows its `rawValue`.
            if !interpolations.isEmpty, file.code[index].kind == .stringDelimiter,
               let glob = file.interpolatedStringLiteral(at: index, values: interpolations), !glob.isEmpty {
                let path = globFolder(glob, relativeTo: folder)
                if index <= excludedUntil { excluded.append(path) } else { included.append(path) }
                var close = index + 1
                while close < end, file.code[close].kind != .stringDelimiter { close += 1 }
                index = close + 1
                continue
            }
            index += 1
        }
        var folders: [SynchronizedFolder] = []
        var files: [String] = []
        for path in included {
            if path.hasSuffix(".swift") { files.append(path) } else if !folders.contains(where: { $0.path == path }) {
                folders.append(SynchronizedFolder(path: path, exceptions: Set(excluded.filter { PathUtilities.isInside($0, folder: path) })))
            }
        }
        return (folders, files)
    }

    /// The folder a glob reaches into (`App/Sources/**/*.swift` is `App/Sources`), or the file
    /// it names, absolute.
    /// A target's `buildableFolders:`, each a folder whose files all belong to it.
    static func buildableFolders(_ arguments: ManifestArguments, relativeTo folder: String) -> [SynchronizedFolder] {
        arguments.strings("buildableFolders").filter { !$0.isEmpty }.map { SynchronizedFolder(path: globFolder($0, relativeTo: folder)) }
    }

    static func globFolder(_ glob: String, relativeTo folder: String) -> String {
        guard let wildcard = glob.firstIndex(where: { "*?{[".contains($0) }) else {
            return PathUtilities.absolute(glob, relativeTo: folder)
        }
        let prefix = glob[..<wildcard]
        let cut = prefix.lastIndex(of: "/").map { String(prefix[..<$0]) } ?? ""
        return cut.isEmpty ? folder : PathUtilities.absolute(cut, relativeTo: folder)
    }

    /// The names after a dot in a value: `[.iPhone, .iPad]` is `iPhone`, `iPad`; `.iOS` is `iOS`.
    static func memberNames(in file: SourceFile, from start: Int, to end: Int) -> [String] {
        (start..<end).compactMap { file.isPunctuation($0, ".") && file.isIdentifier($0 + 1) ? file.text($0 + 1) : nil }
    }
}
