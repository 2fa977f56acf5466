import SwiftSource

/// The build settings an XcodeGen target has in one configuration, in the order Xcode resolves
/// them: the project's `configFiles`, the project's `settings`, the target's `configFiles`, the
/// target's `settings`; each `settings` being its `groups`, then `base`, then the `configs` whose
/// name the configuration's contains (case-insensitive), or, without those keys, a plain map.
/// Then what XcodeGen adds when the spec leaves it out: the deployment target and `SDKROOT`.
struct SettingsContext {
    let root: YAMLNode
    let target: YAMLNode
    let platform: String
    let readFile: (String) -> [UInt8]?

    func configuration(_ name: String, problems: inout [String]) -> BuildConfiguration {
        var settings: [String: BuildSetting] = [:]
        for owner in [root, target] {
            if let file = owner["configFiles"]?[name] ?? owner["configFiles"]?.entries.first(where: { $0.key.lowercased() == name.lowercased() })?.value,
               let written = file.string {
                var reader = XCConfigReader(readFile: readFile)
                settings.merge(reader.settings(of: PathUtilities.absolute(written, relativeTo: file.base)), uniquingKeysWith: { _, new in new })
                problems += reader.problems
            }
            settings.merge(resolved(owner["settings"], configuration: name, depth: 0), uniquingKeysWith: { _, new in new })
        }
        let sdk: String
        let deploymentKey: String
        switch platform {
        case "macOS": (sdk, deploymentKey) = ("macosx", "MACOSX_DEPLOYMENT_TARGET")
        case "tvOS": (sdk, deploymentKey) = ("appletvos", "TVOS_DEPLOYMENT_TARGET")
        case "watchOS": (sdk, deploymentKey) = ("watchos", "WATCHOS_DEPLOYMENT_TARGET")
        case "visionOS": (sdk, deploymentKey) = ("xros", "XROS_DEPLOYMENT_TARGET")
        default: (sdk, deploymentKey) = ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET")
        }
        if settings["SDKROOT"] == nil { settings["SDKROOT"] = BuildSetting(value: sdk, file: target.file, line: target.line) }
        if settings[deploymentKey] == nil {
            // `deploymentTarget: "15.0"`, or per platform (`deploymentTarget: {iOS: "15.0"}`) on
            // the target or in the project's options.
            let written = target["deploymentTarget"].flatMap { $0.string ?? $0[platform]?.string }
                ?? root["options"]?["deploymentTarget"]?[platform]?.string
            if let written { settings[deploymentKey] = BuildSetting(value: written, file: target.file, line: target.line) }
        }
        return BuildConfiguration(name: name, settings: settings)
    }

    private func resolved(_ node: YAMLNode?, configuration: String, depth: Int) -> [String: BuildSetting] {
        guard let node, depth < 8 else { return [:] }
        let isStructured = node["base"] != nil || node["configs"] != nil || node["groups"] != nil
        guard isStructured else { return plain(node) }
        var settings: [String: BuildSetting] = [:]
        for group in (node["groups"]?.items ?? []).compactMap(\.string) {
            settings.merge(resolved(root["settingGroups"]?[group], configuration: configuration, depth: depth + 1), uniquingKeysWith: { _, new in new })
        }
        settings.merge(plain(node["base"]), uniquingKeysWith: { _, new in new })
        let lowered = configuration.lowercased()
        for entry in node["configs"]?.entries ?? [] where lowered.contains(entry.key.lowercased()) {
            settings.merge(resolved(entry.value, configuration: configuration, depth: depth + 1), uniquingKeysWith: { _, new in new })
        }
        return settings
    }

    /// `KEY: value` lines; a list is its items joined by spaces, as Xcode writes it.
    private func plain(_ node: YAMLNode?) -> [String: BuildSetting] {
        var settings: [String: BuildSetting] = [:]
        for entry in node?.entries ?? [] {
            let value: String
            switch entry.value.value {
            case let .scalar(text): value = Self.buildSettingText(text)
            case let .sequence(items): value = items.compactMap(\.string).joined(separator: " ")
            default: continue
            }
            settings[entry.key] = BuildSetting(value: value, file: entry.value.file, line: entry.line)
        }
        return settings
    }

    /// YAML's `true` / `false` are Xcode's `YES` / `NO`.
    private static func buildSettingText(_ text: String) -> String {
        switch text.lowercased() {
        case "true": "YES"
        case "false": "NO"
        default: text
        }
    }
}
