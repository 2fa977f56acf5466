import ProjectModel

/// Module edges that a project's manifests leave out but its code states. A file of
/// `DesignSystem` that says `import Utility` builds only where `DesignSystem` sees `Utility` (a
/// Tuist manifest that lists it through a helper tablint does not run, a dependency the app's
/// target brings in), so `Utility`'s public accessors are callable there: the module sees it.
/// Edges are added per module, never per file, as Swift's visibility is; only names of the
/// project's own modules count (`import UIKit` adds nothing).
enum ModuleImports {
    static func scopes(_ scopes: [ModuleScope], adding imports: [(project: Int, path: String, names: [String])]) -> [ModuleScope] {
        var added = Array(repeating: [Int: Set<String>](), count: scopes.count)
        let moduleNames = scopes.map { Set($0.project.modules.map(\.name)) }
        for entry in imports where scopes.indices.contains(entry.project) && scopes[entry.project].hasModules {
            let scope = scopes[entry.project]
            let named = entry.names.filter { moduleNames[entry.project].contains($0) }
            guard !named.isEmpty else { continue }
            for module in scope.modules(of: entry.path) where module != scope.project.defaultModule {
                let own = scope.project.modules[module].name
                added[entry.project][module, default: []].formUnion(named.filter { $0 != own })
            }
        }
        return scopes.indices.map { index in
            guard !added[index].isEmpty else { return scopes[index] }
            var project = scopes[index].project
            var changed = false
            for (module, names) in added[index] {
                let missing = names.subtracting(project.modules[module].dependsOn).sorted()
                guard !missing.isEmpty else { continue }
                project.modules[module].dependsOn += missing
                changed = true
            }
            return changed ? ModuleScope(project: project, workingDirectory: scopes[index].workingDirectory) : scopes[index]
        }
    }
}
