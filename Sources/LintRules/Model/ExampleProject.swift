/// The smallest `project.pbxproj` a rule example needs: one app target with its Swift files in
/// its Sources phase and the given build settings, written in Xcode's layout. Rule examples use
/// it to show behaviour that depends on the project model (SPEC §9).
enum ExampleProject {
    /// `markingSettings`: a `↓` before the build configuration's line, where a violation about
    /// a build setting is reported.
    static func app(_ name: String = "App", sources: [String], settings: [String: String] = [:], markingSettings: Bool = false) -> String {
        var objects: [String] = []
        var buildFiles: [String] = []
        var references: [String] = []
        for (index, path) in sources.enumerated() {
            let number = String(index + 1)
            let reference = "F" + String(repeating: "0", count: 23 - number.count) + number
            let buildFile = "B" + String(repeating: "0", count: 23 - number.count) + number
            references.append(reference)
            buildFiles.append(buildFile)
            objects.append("\t\t\(reference) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
            objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
        }
        let settingsText = settings.keys.sorted().map { "\"\($0)\" = \"\(settings[$0]!)\"; " }.joined()
        objects += [
            (markingSettings ? "↓" : "") + "\t\tC00000000000000000000001 = {isa = XCBuildConfiguration; buildSettings = {\(settingsText)}; name = Debug; };",
            "\t\tC00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (C00000000000000000000001, ); };",
            "\t\tD00000000000000000000001 = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined())); };",
            "\t\tE00000000000000000000001 = {isa = PBXNativeTarget; buildConfigurationList = C00000000000000000000002; buildPhases = (D00000000000000000000001, ); name = \(name); productType = \"com.apple.product-type.application\"; };",
            "\t\tA00000000000000000000001 = {isa = PBXGroup; children = (\(references.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };",
            "\t\tA00000000000000000000000 = {isa = PBXProject; mainGroup = A00000000000000000000001; targets = (E00000000000000000000001, ); };",
        ]
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.joined(separator: "\n") + "\n\t};\n\trootObject = A00000000000000000000000;\n}\n"
    }
}
