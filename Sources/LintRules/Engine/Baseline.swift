import ProjectModel
import SwiftSource

/// A record of accepted violations (SPEC §7), so a big app can adopt tablint and fail only on
/// new ones. Fingerprints hash the rule, the file and the flagged code, never a line number;
/// identical violations in one file are counted, so a third copy of two recorded ones is new.
///
/// Files are spelled from the baseline's own folder (`../` when they lie elsewhere), so one
/// baseline matches whichever folder tablint runs in. Kept beside the current folder — the usual
/// place — its fingerprints are the `fingerprint` of the JSON and SARIF reports.
package struct Baseline: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var count: Int
        var ruleIdentifier: String
        package var path: String
        package var message: String
    }

    static let formatVersion = 1
    /// The folder of the baseline file, absolute.
    package let folder: String
    /// Fingerprint → entry.
    package private(set) var entries: [String: Entry] = [:]

    /// Records `violations`, whose paths are relative to `workingDirectory`, for a baseline file
    /// in `folder`.
    package init(violations: [Violation], workingDirectory: String, folder: String) {
        self.folder = folder
        for violation in violations {
            let (fingerprint, path) = key(of: violation, workingDirectory: workingDirectory)
            if entries[fingerprint] != nil {
                entries[fingerprint]!.count += 1
            } else {
                entries[fingerprint] = Entry(count: 1, ruleIdentifier: violation.ruleIdentifier, path: path,
                                             message: violation.message)
            }
        }
    }

    private func key(of violation: Violation, workingDirectory: String) -> (fingerprint: String, path: String) {
        let absolute = PathUtilities.absolute(violation.location.path, relativeTo: workingDirectory)
        let path = PathUtilities.walk(to: absolute, from: folder)
        return (violation.fingerprint(path: path), path)
    }

    /// The result without the violations this baseline accepts; its paths are relative to
    /// `workingDirectory`.
    package func filter(_ result: LintResult, workingDirectory: String) -> LintResult {
        var remaining = entries.mapValues(\.count)
        var filtered = result
        filtered.violations = result.violations.filter { violation in
            let fingerprint = key(of: violation, workingDirectory: workingDirectory).fingerprint
            guard let count = remaining[fingerprint], count > 0 else { return true }
            remaining[fingerprint] = count - 1
            return false
        }
        filtered.baselinedCount = result.violations.count - filtered.violations.count
        return filtered
    }

    /// Stable JSON: keys sorted, one entry a line, so a baseline diff in review reads well.
    package func json() -> [UInt8] {
        var json = ByteBuffer()
        json.append("{\n  \"tool\": \"tablint\",\n  \"formatVersion\": \(Baseline.formatVersion),\n  \"violations\": {")
        for (position, fingerprint) in entries.keys.sorted().enumerated() {
            let entry = entries[fingerprint]!
            json.append(position == 0 ? "\n    " : ",\n    ")
            json.appendJSONString(fingerprint)
            json.append(": { \"count\": \(entry.count), \"ruleId\": ")
            json.appendJSONString(entry.ruleIdentifier)
            json.append(", \"file\": ")
            json.appendJSONString(entry.path)
            json.append(", \"message\": ")
            json.appendJSONString(entry.message)
            json.append(" }")
        }
        json.append(entries.isEmpty ? "}\n}\n" : "\n  }\n}\n")
        return json.bytes
    }

    package func write(to path: String, displayPath: String) throws(ConfigurationError) {
        do {
            try FileIO.writeAtomically(json(), to: path)
        } catch {
            throw ConfigurationError("cannot write the baseline \(displayPath): \(error.message)")
        }
    }

    /// Reads a baseline; a missing or malformed file is an error that says which and why.
    package static func load(from path: String, displayPath: String) throws(ConfigurationError) -> Baseline {
        guard FileSystem.exists(path) else {
            throw ConfigurationError("baseline \(displayPath): no such file (record one with --write-baseline \(displayPath))")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(path)
        } catch {
            throw ConfigurationError("baseline \(displayPath): \(error.message)")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw ConfigurationError("baseline \(displayPath) is not valid JSON: \(error.description)")
        }
        guard case .object = json, json["tool"] == .string("tablint"),
              case let .object(violations)? = json["violations"] else {
            throw ConfigurationError("baseline \(displayPath) is not a tablint baseline (write one with --write-baseline)")
        }
        guard json["formatVersion"] == .number(Double(formatVersion)) else {
            throw ConfigurationError("baseline \(displayPath) has an unknown formatVersion; this tablint reads version \(formatVersion)")
        }
        var baseline = Baseline(violations: [], workingDirectory: "/", folder: PathUtilities.parent(path))
        for (fingerprint, value) in violations {
            guard case let .number(count)? = value["count"], count >= 1, count.rounded() == count,
                  case let .string(rule)? = value["ruleId"], case let .string(file)? = value["file"] else {
                throw ConfigurationError("baseline \(displayPath): the entry \(fingerprint) needs a count, ruleId and file")
            }
            let message: String
            if case let .string(text)? = value["message"] { message = text } else { message = "" }
            baseline.entries[fingerprint] = Entry(count: Int(count), ruleIdentifier: rule, path: file, message: message)
        }
        return baseline
    }
}
