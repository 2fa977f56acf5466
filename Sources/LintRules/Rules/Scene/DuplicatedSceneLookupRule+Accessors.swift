import ProjectModel
import SwiftSource

/// The accessors `duplicated_scene_lookup` rewrites copies into: one the project has that finds
/// the same scene, or the one `--fix` creates.
extension DuplicatedSceneLookupRule {
    /// An accessor of the project spelled otherwise but finding what these copies find (the
    /// active scene, else any): the one `--fix` creates. A run that was interrupted after
    /// creating it, or a project that wrote it by hand, then ends where one whole run ends.
    func equivalentAccessor(for members: [Violation], project: ProjectFacts) -> SceneAccessor? {
        guard members.allSatisfy({ $0.anchor == nil && $0.pendingAccessorFix.map { $0.meaning != .other } == true }) else { return nil }
        return project.visible(from: members[0].location.path).sceneAccessors.first { accessor in
            accessor.yield == .scene && accessor.meaning == .activeElseAny && !accessor.isForced
                && members.allSatisfy { project.visible(from: $0.location.path).sceneAccessors.contains(accessor) }
        }
    }

    func calling(_ accessor: SceneAccessor, _ copy: Violation, project: ProjectFacts) -> Violation {
        var violation = copy
        violation.message = "This window-scene lookup finds what `\(accessor.call)` finds (\(accessor.path):\(accessor.line)); call it instead"
        violation.suggestion = "Replace the lookup with `\(accessor.call)`."
        violation.related = [Location(path: accessor.path, line: accessor.line, column: 1)]
        violation.snippet = nil
        violation.fix = fix(copy.pendingAccessorFix, calling: accessor,
                            importing: project.moduleToImport(declaredAt: accessor.path, from: copy.location.path))
        return violation
    }

    /// At most this many other copies are listed as related: listing every copy with every copy
    /// made a report of 4,000 one-copy files 813 MB (issue 23).
    static let listedCopyLimit = 3

    /// The first other copies in location order (`members` is sorted so), at most `listedCopyLimit`.
    static func listedCopies(besides location: Location, among members: [Violation]) -> [Location] {
        Array(members.lazy.map(\.location).filter { $0 != location }.prefix(listedCopyLimit))
    }

    /// The count, and the first copy when the related locations cannot show every other one.
    static func copiesMessage(for location: Location, among members: [Violation]) -> String {
        var count = "This window-scene lookup is written out \(members.count) times in the project"
        if members.count - 1 > listedCopyLimit, let first = members.first?.location {
            count += first == location ? ", this is the first" : ", first at \(first.path):\(first.line)"
        }
        return count + "; put it in one accessor"
    }

    /// The call that replaces a copy: a forced copy stays forced, and an optional copy cannot
    /// call an accessor that force-casts. An accessor of another module is imported first.
    func fix(_ pending: AccessorCallFix?, calling accessor: SceneAccessor, importing module: String?) -> Fix? {
        guard let pending, let form = pending.forms.first, form.yield == accessor.yield else { return nil }
        if accessor.isForced {
            return form.suffix == "!" ? pending.fix(calling: accessor.call, importing: module) : nil
        }
        return pending.fix(calling: accessor.call + form.suffix, importing: module)
    }

    /// `UIWindowScene.current`, in a new file, for copies of a window-scene lookup when the
    /// project declares no `current` of its own.
    func accessorToCreate(for group: [Violation], project: ProjectFacts) -> (accessor: SceneAccessor, file: Fix.NewFile)? {
        // Only copies the new accessor means the same as (issue 23: never a background lookup,
        // nor one whose nil the code relies on).
        guard group.allSatisfy({ $0.pendingAccessorFix?.forms.first?.yield == .scene && $0.anchor == nil
                                 && $0.pendingAccessorFix?.meaning != .other }),
              !project.visible(from: group[0].location.path).windowSceneMembers.contains("current") else { return nil }
        let folder = PathUtilities.parent(group[0].location.path)
        let path = accessorFile ?? (folder == "." ? Self.accessorFileName : PathUtilities.join(folder, Self.accessorFileName))
        // The new file must be code every copy can call: a module that takes its files by folder
        // (SwiftPM, Xcode 16 synchronized folders) gets it; a target that lists its files one by
        // one would not build it, so there is no fix there.
        let scope = project.scope
        if scope.hasModules {
            let modules = scope.modules(of: path)
            guard !modules.contains(scope.project.defaultModule),
                  group.allSatisfy({ scope.sees(scope.modules(of: $0.location.path), modules) }) else { return nil }
        }
        let accessor = SceneAccessor(call: "UIWindowScene.current", yield: .scene, key: "", isForced: false, path: path, line: 4)
        // A multi-platform app keeps its UIKit code under `#if os(iOS)` or `canImport(UIKit)`:
        // the new file carries the conditions every copy it serves is under.
        var shared = group.first?.pendingAccessorFix?.conditions ?? []
        for violation in group.dropFirst() {
            let conditions = violation.pendingAccessorFix?.conditions ?? []
            shared = Array(zip(shared, conditions).prefix { $0 == $1 }.map(\.0))
        }
        let contents = shared.isEmpty ? Self.createdAccessor
            : shared.map { "#if \($0)\n" }.joined() + Self.createdAccessor + shared.map { _ in "#endif\n" }.joined()
        return (accessor, Fix.NewFile(path: path, contents: contents))
    }

    /// The accessor `--fix` creates: the active scene, else any window scene.
    static let createdAccessor = """
        import UIKit

        extension UIWindowScene {
            /// The scene the user is looking at: the foreground-active one, else any connected window scene.
            static var current: UIWindowScene? {
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                return scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            }
        }

        """
}
