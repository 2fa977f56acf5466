import LintRules
import ProjectModel
import SwiftSource

/// `--use-script-input-files`: the files an Xcode Run Script phase hands its script, as SwiftLint
/// reads them. `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0 …`, then
/// `SCRIPT_INPUT_FILE_LIST_COUNT` and `SCRIPT_INPUT_FILE_LIST_0 …`, each a file with one path a
/// line (an `.xcfilelist`). Only Swift files and Info.plists are kept: a phase lists its other
/// inputs too.
enum ScriptInputFiles {
    static func paths(environment: [String: String], workingDirectory: String) throws(ConfigurationError) -> [String] {
        guard environment["SCRIPT_INPUT_FILE_COUNT"] != nil || environment["SCRIPT_INPUT_FILE_LIST_COUNT"] != nil else {
            throw ConfigurationError("--use-script-input-files: SCRIPT_INPUT_FILE_COUNT is not set (run it from an Xcode Run Script phase)")
        }
        var paths: [String] = []
        for index in 0..<(try count("SCRIPT_INPUT_FILE_COUNT", environment)) {
            paths.append(try variable("SCRIPT_INPUT_FILE_\(index)", environment))
        }
        for index in 0..<(try count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)) {
            let list = try variable("SCRIPT_INPUT_FILE_LIST_\(index)", environment)
            let bytes: [UInt8]
            do {
                bytes = try FileIO.read(PathUtilities.absolute(list, relativeTo: workingDirectory))
            } catch {
                throw ConfigurationError("\(list): cannot read the input file list: \(error.message)")
            }
            // Xcode writes one path a line; blank lines and CRLF line ends are not paths.
            paths += String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        }
        return paths.filter { $0.hasSuffix(".swift") || DiscoveredFile.isPlistName(PathUtilities.lastComponent($0)) }
    }

    private static func count(_ name: String, _ environment: [String: String]) throws(ConfigurationError) -> Int {
        guard let text = environment[name] else { return 0 }
        guard let count = Int(text), count >= 0 else { throw ConfigurationError("--use-script-input-files: \(name) must be a whole number, not '\(text)'") }
        return count
    }

    private static func variable(_ name: String, _ environment: [String: String]) throws(ConfigurationError) -> String {
        guard let value = environment[name], !value.isEmpty else {
            throw ConfigurationError("--use-script-input-files: \(name) is not set")
        }
        return value
    }
}
