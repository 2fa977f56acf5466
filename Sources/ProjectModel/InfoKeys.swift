import SwiftSource

/// The Info keys an app target ends up with: its `INFOPLIST_FILE` merged with the
/// `INFOPLIST_KEY_*` build settings of its configurations (Xcode 13 and later keep most keys
/// there). Each key keeps every place it is written, the plist first.
package struct InfoKeys: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var value: PlistFile.Value
        /// Absolute path of the Info.plist, `project.pbxproj` or `.xcconfig`.
        package var file: String
        package var line: Int
        package var column: Int
        /// Written as an `INFOPLIST_KEY_…` build setting.
        package var isBuildSetting: Bool
        /// The same value written again in other configurations (Release beside Debug): one
        /// setting in Xcode's editor, so one finding, with these lines beside it.
        package var alsoWrittenAt: [Place] = []
    }

    /// A line of a `project.pbxproj` or `.xcconfig`.
    package struct Place: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var column: Int
    }

    package var entries: [String: [Entry]] = [:]

    package init() {}

    /// The first value of `key`: the plist's, else the first configuration's.
    package subscript(key: String) -> PlistFile.Value? { entries[key]?.first?.value }

    /// Adds the top-level keys of the target's Info.plist.
    package mutating func add(_ plist: PlistFile, path: String) {
        guard case let .dictionary(values) = plist.root else { return }
        for key in values.keys.sorted() {
            let location = plist.location(ofKey: key)
            entries[key, default: []].append(Entry(value: values[key]!, file: path, line: location.line, column: location.column,
                                                   isBuildSetting: false))
        }
    }

    /// Adds the keys a project description writes (Tuist's `infoPlist: .extendingDefault(with: […])`,
    /// XcodeGen's `info: properties:`).
    package mutating func add(_ declared: [DeclaredInfoKey]) {
        for key in declared {
            entries[key.key, default: []].append(Entry(value: key.value, file: key.file, line: key.line, column: key.column, isBuildSetting: false))
        }
    }

    /// Adds the `INFOPLIST_KEY_*` settings of one configuration (`INFOPLIST_KEY_UIMainStoryboardFile
    /// = Main`), unless it does not generate its Info.plist; `…_UIApplicationSceneManifest_Generation
    /// = YES` stands for the scene manifest Xcode generates, which supports multiple scenes.
    package mutating func add(_ settings: [String: BuildSetting]) {
        // Xcode writes `INFOPLIST_KEY_*` into the Info.plist only when it generates one: with
        // `GENERATE_INFOPLIST_FILE = NO` the target's own plist is the whole story.
        if let generate = settings["GENERATE_INFOPLIST_FILE"]?.value, generate == "NO" || generate == "\"NO\"" { return }
        for (rawKey, setting) in settings.sorted(by: { $0.key < $1.key }) {
            let key = rawKey.split(separator: "[", maxSplits: 1).first.map(String.init) ?? rawKey
            guard key.hasPrefix("INFOPLIST_KEY_") else { continue }
            let name = String(key.dropFirst("INFOPLIST_KEY_".count))
            let value = Self.value(setting.value)
            if name == "UIApplicationSceneManifest_Generation" {
                guard value == .bool(true) else { continue }
                let manifest = PlistFile.Value.dictionary(["UIApplicationSupportsMultipleScenes": .bool(true)])
                append("UIApplicationSceneManifest", Entry(value: manifest, file: setting.file, line: setting.line, column: 1, isBuildSetting: true))
                continue
            }
            append(name, Entry(value: value, file: setting.file, line: setting.line, column: 1, isBuildSetting: true))
        }
    }

    private mutating func append(_ key: String, _ entry: Entry) {
        // The same setting inherited by Debug and Release is one place, not two; the same value
        // set in both configurations is one finding, at the first, with the others beside it.
        if entries[key]?.contains(where: { $0.file == entry.file && $0.line == entry.line }) == true { return }
        if let same = entries[key]?.firstIndex(where: { $0.isBuildSetting && $0.value == entry.value }) {
            entries[key]![same].alsoWrittenAt.append(Place(file: entry.file, line: entry.line, column: entry.column))
            return
        }
        entries[key, default: []].append(entry)
    }

    private static func value(_ text: String) -> PlistFile.Value {
        var text = text
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        switch text {
        case "YES": return .bool(true)
        case "NO": return .bool(false)
        default: return .string(text)
        }
    }

    /// The app may show several scenes at once, or scenes of other roles (CarPlay, an external
    /// display): `connectedScenes.first` can then be any of them.
    package var mayHaveSeveralScenes: Bool {
        guard case let .dictionary(manifest)? = self["UIApplicationSceneManifest"] else { return false }
        if manifest["UIApplicationSupportsMultipleScenes"] == .bool(true) { return true }
        return declaresOtherSceneRoles
    }

    /// Scene configurations for roles other than the app's window (CarPlay, an external
    /// display): scenes an iPhone shows too.
    package var declaresOtherSceneRoles: Bool {
        guard case let .dictionary(manifest)? = self["UIApplicationSceneManifest"],
              case let .dictionary(roles)? = manifest["UISceneConfigurations"] else { return false }
        return roles.keys.contains { $0 != "UIWindowSceneSessionRoleApplication" }
    }

    /// The app declares scenes at all (a scene manifest).
    package var usesScenes: Bool { self["UIApplicationSceneManifest"] != nil }

    /// Some scene configuration names its delegate's class (`UISceneDelegateClassName`), as text
    /// or as a value a manifest computes (`"\(name)Example.SceneDelegate"`, read as unknown).
    package var namesSceneDelegateClass: Bool {
        (entries["UIApplicationSceneManifest"] ?? []).contains { entry in
            guard case let .dictionary(roles)? = entry.value["UISceneConfigurations"] else { return false }
            return roles.values.contains { role in
                (role.array ?? []).contains { configuration in
                    switch configuration["UISceneDelegateClassName"] {
                    case let .string(name)?: !name.isEmpty
                    case .other?: true
                    default: false
                    }
                }
            }
        }
    }

    /// Every place a storyboard is named: `UIMainStoryboardFile` (and `~ipad`), and each scene
    /// configuration's `UISceneStoryboardFile`.
    package var storyboardReferences: [(key: String, name: String, entry: Entry)] {
        var found: [(String, String, Entry)] = []
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
            for entry in entries[key] ?? [] {
                if case let .string(name) = entry.value, !name.isEmpty { found.append((key, name, entry)) }
            }
        }
        for entry in entries["UIApplicationSceneManifest"] ?? [] {
            guard case let .dictionary(roles)? = entry.value["UISceneConfigurations"] else { continue }
            for role in roles.keys.sorted() {
                for configuration in roles[role]?.array ?? [] {
                    if case let .string(name)? = configuration["UISceneStoryboardFile"], !name.isEmpty {
                        found.append(("UISceneStoryboardFile", name, entry))
                    }
                }
            }
        }
        return found
    }
}
