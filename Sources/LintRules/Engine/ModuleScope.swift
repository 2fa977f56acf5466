import ProjectModel
import SwiftSource

/// The modules of one project as cross-file rules ask about them: which modules a file is in,
/// and whether code in one file can see code in another (same module, or a dependency).
/// Without a project model every file is in the one default module and sees every other: the
/// behaviour before modules.
package struct ModuleScope: Sendable {
    package let project: Project
    /// For each module, the modules it sees (itself and its dependencies).
    let visible: [Set<Int>]
    /// Display paths are relative to it.
    let workingDirectory: String

    package init(project: Project, workingDirectory: String) {
        self.project = project
        self.visible = project.visibleModules()
        self.workingDirectory = workingDirectory
    }

    /// One project, one default module.
    package static func single(root: String, workingDirectory: String) -> ModuleScope {
        var project = Project(root: root)
        project.modules = [Module(name: "(default)", kind: .default, productType: "", descriptionFile: nil)]
        return ModuleScope(project: project, workingDirectory: workingDirectory)
    }

    /// Whether the project has modules beside the default one.
    package var hasModules: Bool { project.modules.count > 1 }

    /// The modules of the file at `displayPath` (as reports show it).
    package func modules(of displayPath: String) -> [Int] {
        guard hasModules else { return [project.defaultModule] }
        return project.modules(containing: PathUtilities.absolute(displayPath, relativeTo: workingDirectory))
    }

    /// Whether code in `viewer` can call what `declaration` declares: some module of the
    /// declaration's file is seen by some module of the viewer's.
    package func sees(_ viewer: String, _ declaration: String) -> Bool {
        guard hasModules else { return true }
        let seen = modules(of: viewer).reduce(into: Set<Int>()) { $0.formUnion(visible[$1]) }
        return modules(of: declaration).contains { seen.contains($0) }
    }

    /// `sees` for module lists already looked up (a group of copies asks many times).
    package func sees(_ viewer: [Int], _ declaration: [Int]) -> Bool {
        guard hasModules else { return true }
        return declaration.contains { module in viewer.contains { visible[$0].contains(module) } }
    }

    /// Whether two files' code can meet: one of them sees the other.
    package func related(_ first: String, _ second: String) -> Bool {
        sees(first, second) || sees(second, first)
    }

    /// The app targets (and extensions) whose code includes the file: those it is in, and those
    /// that see a module it is in. Empty without a model.
    package func apps(including displayPath: String) -> [Module] {
        appIndices(including: displayPath).map { project.modules[$0] }
    }

    /// `apps(including:)` as indices into `project.modules`.
    package func appIndices(including displayPath: String) -> [Int] {
        guard hasModules else { return [] }
        let modules = Set(modules(of: displayPath))
        return project.modules.indices.filter { index in
            let kind = project.modules[index].kind
            return (kind == .app || kind == .appExtension) && !visible[index].isDisjoint(with: modules)
        }
    }

}
