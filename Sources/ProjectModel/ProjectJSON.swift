import SwiftSource

extension Project {
    /// The model as `tablint debug project` prints it (SPEC §9): each module with its kind, its
    /// description file, how many of `files` it holds, what it depends on, and for app targets
    /// the effective Info keys and the deployment target. Paths are relative to `base`.
    package func json(files: [String], relativeTo base: String) -> (modules: [JSONValue], problems: [JSONValue]) {
        func relative(_ path: String) -> JSONValue { .string(PathUtilities.relative(path, to: base)) }
        var counts = Array(repeating: 0, count: modules.count)
        for file in files {
            for module in self.modules(containing: file) { counts[module] += 1 }
        }
        let moduleValues: [JSONValue] = modules.indices.map { index in
            let module = modules[index]
            var members: [(key: String, value: JSONValue)] = [
                ("name", .string(module.name)),
                ("kind", .string(module.kind.rawValue)),
                ("root", relative(root)),
            ]
            if !module.productType.isEmpty { members.append(("productType", .string(module.productType))) }
            if let file = module.descriptionFile { members.append(("description", relative(file))) }
            members.append(("files", .number(Double(counts[index]))))
            members.append(("dependsOn", .array(module.dependsOn.map { .string($0) })))
            if let deploymentTarget = module.deploymentTarget { members.append(("deploymentTarget", .string(deploymentTarget))) }
            if let infoPlist = module.infoPlist { members.append(("infoPlist", relative(infoPlist))) }
            if let keys = module.infoKeys {
                members.append(("infoKeys", .object(keys.entries.keys.sorted().map { key in
                    let entry = keys.entries[key]!.first!
                    return (key, .object([
                        ("value", entry.value.json),
                        ("from", .string("\(PathUtilities.relative(entry.file, to: base)):\(entry.line)")),
                    ]))
                })))
            }
            return .object(members)
        }
        let problemValues: [JSONValue] = (problems + notes).map { problem in
            .object([("file", relative(problem.path)), ("message", .string(problem.message))])
        }
        return (moduleValues, problemValues)
    }
}

extension PlistFile.Value {
    /// The value as JSON (dictionary keys sorted).
    package var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .array(let values): .array(values.map(\.json))
        case .dictionary(let entries): .object(entries.keys.sorted().map { ($0, entries[$0]!.json) })
        case .other: .null
        }
    }
}
