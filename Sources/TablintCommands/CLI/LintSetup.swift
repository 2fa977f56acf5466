import LintRules
import ProjectModel
import SwiftSource
import Foundation

/// Everything a lint run needs, resolved from options, configuration and the file system;
/// every problem is a `ConfigurationError` (exit 2) before anything is linted.
struct LintSetup: Sendable {
    var configuration: Configuration
    var linter: Linter
    var plan: LintPlan

    init(options: LintOptions, console: Console) throws(ConfigurationError) {
        configuration = try LintSetup.configuration(options, console: console)
        let rules = try LintSetup.rules(options, configuration: configuration, workingDirectory: console.workingDirectory)
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        linter = Linter(rules: rules, severities: configuration.severities, strict: options.strict || configuration.strict,
                        jobs: jobs, workingDirectory: console.workingDirectory)
        plan = try LintSetup.plan(options, configuration: configuration, console: console, jobs: jobs)
    }

    static func configuration(_ options: LintOptions, console: Console) throws(ConfigurationError) -> Configuration {
        let descriptions = RuleRegistry.descriptionsByIdentifier
        if !options.configPaths.isEmpty {
            var merged: Configuration?
            for path in options.configPaths {
                let absolute = console.absolute(path)
                guard FileSystem.exists(absolute) else { throw ConfigurationError("\(path): no such configuration file") }
                guard !FileSystem.isDirectory(absolute) else { throw ConfigurationError("\(path): is a folder, not a configuration file") }
                let loaded = try Configuration.load(path: absolute, displayPath: path, rules: descriptions)
                // In the order given: later files win (SPEC §1).
                merged = merged.map { $0.merged(with: loaded) } ?? loaded
            }
            return merged!
        }
        var configuration: Configuration
        if let found = Configuration.find(from: console.workingDirectory) {
            let display = PathUtilities.relative(found, to: console.workingDirectory)
            guard !FileSystem.isDirectory(found) else { throw ConfigurationError("\(display): is a folder, not a configuration file") }
            configuration = try Configuration.load(path: found, displayPath: display, rules: descriptions)
        } else {
            configuration = Configuration(folder: console.workingDirectory)
        }
        // Nested `.tablint.json` files between the configuration's folder and what is linted
        // apply on top of it: those every linted path lies below (SPEC §5).
        let chains = anchors(options, console: console).map { Configuration.nestedFiles(for: $0, below: configuration.folder) }
        var shared = chains.first ?? []
        for chain in chains.dropFirst() { shared = Array(zip(shared, chain).prefix { $0 == $1 }.map(\.0)) }
        for file in shared {
            let inner = try Configuration.load(path: file, displayPath: PathUtilities.relative(file, to: console.workingDirectory), rules: descriptions)
            configuration = configuration.nested(inner)
        }
        return configuration
    }

    private static func rules(_ options: LintOptions, configuration: Configuration,
                              workingDirectory: String) throws(ConfigurationError) -> [any Rule] {
        let known = RuleRegistry.descriptionsByIdentifier
        for identifier in (options.only ?? []) + options.disable where known[identifier] == nil {
            throw ConfigurationError("unknown rule '\(identifier)'\(Configuration.suggestion(for: identifier, in: known)); "
                + "'tablint rules' lists them")
        }
        var selected = RuleRegistry.all.filter { ruleType in
            let identifier = ruleType.description.identifier
            if let only = options.only { return only.contains(identifier) }
            return !configuration.disabled.contains(identifier)
        }
        selected.removeAll { options.disable.contains($0.description.identifier) }
        var rules: [any Rule] = []
        for ruleType in selected {
            let identifier = ruleType.description.identifier
            do {
                rules.append(try ruleType.init(options: configuration.ruleOptions[identifier] ?? RuleOptions(identifier: identifier)))
            } catch {
                // A rule checks its own options; the message must still name the file (SPEC §2).
                let file = configuration.path.map { PathUtilities.relative($0, to: workingDirectory) } ?? Configuration.fileName
                throw ConfigurationError("\(file): \(error.message)")
            }
        }
        return rules
    }

    private static func plan(_ options: LintOptions, configuration: Configuration, console: Console,
                             jobs: Int) throws(ConfigurationError) -> LintPlan {
        for pattern in options.excludes { if let problem = Glob.problem(in: pattern) { throw ConfigurationError("--exclude \(problem)") } }
        let exclusions = configuration.exclude.map { (Glob($0), configuration.folder) }
            + options.excludes.map { (Glob($0), console.workingDirectory) }
        let discovery = FileDiscovery(exclusions: exclusions, jobs: jobs)
        // SPEC §1: each linted path's project starts at the nearest marked folder above it.
        let anchors = anchors(options, console: console)
        var nested: [String] = []
        let anchorRoots = ProjectPlanner.roots(for: anchors, workingDirectory: console.workingDirectory)
        let projectRoots = configuration.include.isEmpty
            ? ProjectPlanner.outermost(anchorRoots)
            : configuration.include.map { PathUtilities.absolute($0, relativeTo: configuration.folder) }
        // SPEC §1: an `include` path that does not exist is a configuration error.
        for (position, root) in zip(configuration.include.indices, projectRoots) where !configuration.include.isEmpty && !FileSystem.exists(root) {
            let file = configuration.path.map { PathUtilities.relative($0, to: console.workingDirectory) } ?? Configuration.fileName
            throw ConfigurationError("\(file): include[\(position)] \(configuration.include[position]): no such file or folder")
        }
        let existingRoots = projectRoots.filter(FileSystem.exists)
        var project = discovery.discover(existingRoots)
        var reported: ReportedFiles
        var overrides: [String: [UInt8]] = [:]
        // Folders the run names (a walk, not git's or standard input's files): a target's
        // differently named Info.plist in one of them is reported too.
        var walkedFolders: [String]?
        var leftOutNotes: [InputProblem] = []
        if options.staged || options.changedSince != nil {
            let repository = try GitRepository.locate(from: console.workingDirectory)
            let changed: [String]
            if let reference = options.changedSince {
                changed = try repository.changedPaths(since: reference)
            } else {
                changed = try repository.stagedPaths()
            }
            let paths = changed
                .filter { $0.hasSuffix(".swift") || DiscoveredFile.isPlistName(PathUtilities.lastComponent($0)) }
            if options.staged {
                // What will be committed, not the work tree: the staged files, and as context every
                // file whose work-tree copy differs from the index; files the index does not hold
                // are no part of the commit.
                let differences = try repository.workTreeDifferences()
                let context = differences.differing.filter { $0.hasSuffix(".swift") || DiscoveredFile.isPlistName(PathUtilities.lastComponent($0)) }
                for (path, content) in try repository.indexContents(of: Array(Set(paths + context)).sorted()) {
                    overrides[PathUtilities.join(repository.root, path)] = content
                }
                let untracked = Set(differences.untracked.map { PathUtilities.join(repository.root, $0) })
                project.files.removeAll { untracked.contains($0.path) }
                let known = Set(project.files.map(\.path))
                for path in context {
                    let absolute = PathUtilities.join(repository.root, path)
                    // Deleted from the work tree but still staged: the commit keeps it.
                    guard overrides[absolute] != nil, !known.contains(absolute),
                          let kind = discovery.kind(of: absolute, walking: existingRoots) else { continue }
                    project.files.append(DiscoveredFile(path: absolute, kind: kind))
                }
                // A differing file the index has no copy of is not part of the commit.
                let unstagedOnly = Set(context.map { PathUtilities.join(repository.root, $0) }.filter { overrides[$0] == nil })
                if !unstagedOnly.isEmpty { project.files.removeAll { unstagedOnly.contains($0.path) } }
            }
            reported = []
            let known = Set(project.files.map(\.path))
            for path in paths {
                let absolute = PathUtilities.join(repository.root, path)
                guard overrides[absolute] != nil || FileSystem.exists(absolute) else { continue }
                // Git names files, not the user: like a full run, leave out what is outside the
                // project or excluded (a vendored Pods update must not fail a commit).
                // Run from a subfolder, only the files under it are reported (its project is still the context).
                let selectionRoots = configuration.include.isEmpty ? [console.workingDirectory] : projectRoots
                guard let kind = discovery.kind(of: absolute, walking: selectionRoots) else { continue }
                reported.insert(absolute)
                if !known.contains(absolute) { project.files.append(DiscoveredFile(path: absolute, kind: kind)) }
            }
            project.problems = []
        } else if options.stdin, let stdinPath = options.stdinPath {
            project.problems = []
            let path = console.absolute(stdinPath)
            overrides[path] = console.readStandardInput()
            reported = [path]
            let kind: DiscoveredFile.Kind = DiscoveredFile.isPlistName(PathUtilities.lastComponent(path)) ? .plist : .swift
            if !project.files.contains(where: { $0.path == path }) { project.files.append(DiscoveredFile(path: path, kind: kind)) }
        } else {
            let named = options.useScriptInputFiles
                ? try ScriptInputFiles.paths(environment: console.environment, workingDirectory: console.workingDirectory)
                : options.paths
            let paths = named.isEmpty && !options.useScriptInputFiles ? ["."] : named
            for path in paths where !FileSystem.exists(console.absolute(path)) {
                throw ConfigurationError("\(path): no such file or folder")
            }
            var roots = paths.map { console.absolute($0) }
            if options.forceExclude {
                // Pre-commit and Xcode name generated files too: the exclusions decide, as for a walk.
                roots.removeAll { discovery.isExcluded($0) }
            }
            // Plain `tablint` in the project folder asks for the project itself: walk it once.
            let isProject = roots == existingRoots
            // A PATH through a symlink names the project's own file, not a second copy of it.
            var selectionDiscovery = discovery
            selectionDiscovery.realPathRoots = projectRoots
            var selection = isProject ? project : selectionDiscovery.discover(roots)
            if !configuration.include.isEmpty, !isProject {
                // `include` limits what a run reports too (SPEC §1); a file named by itself stays.
                let before = selection.files
                selection.files.removeAll { file in
                    !roots.contains(file.path) && !projectRoots.contains { file.path == $0 || PathUtilities.isInside(file.path, folder: $0) }
                }
                // A folder the user named whose every file `include` leaves out: say so, or the run
                // looks like a clean one (SwiftLint: "No lintable files found").
                let included = configuration.include.joined(separator: ", ")
                leftOutNotes = roots.filter { root in
                    FileSystem.isDirectory(root) && before.contains { PathUtilities.isInside($0.path, folder: root) }
                        && !selection.files.contains { PathUtilities.isInside($0.path, folder: root) }
                }.map { InputProblem(path: $0, message: "every file is outside the configuration's `include` (\(included)); none is linted") }
            }
            reported = isProject ? .everyProjectFile : ReportedFiles(selection.files.map(\.path))
            walkedFolders = roots.filter { FileSystem.isDirectory($0) }
            if !isProject {
                let known = Set(project.files.map(\.path))
                project.files += selection.files.filter { !known.contains($0.path) }
                project.storyboards += selection.storyboards.filter { !project.storyboards.contains($0) }
                project.nibs += selection.nibs.filter { !project.nibs.contains($0) }
            }
            // Only problems with what was asked for: an odd folder elsewhere in the project is not this run's error.
            project.problems = selection.problems
            if options.configPaths.isEmpty {
                nested = nestedFolders(in: project.configurationFiles + selection.configurationFiles, configuration: configuration,
                                       anchors: anchors, reported: selection.files.map(\.path))
                if !nested.isEmpty {
                    project.files.removeAll { file in nested.contains { PathUtilities.isInside(file.path, folder: $0) } }
                }
            }
        }
        var plan = LintPlan(projectFiles: FileDiscovery.sortedUnique(project.files), reported: reported, overrides: overrides,
                            storyboards: project.storyboards.sorted(), problems: project.problems)
        plan.nestedConfigurationFolders = nested
        plan.nibs = project.nibs.sorted()
        ProjectPlanner.assignProjects(&plan, roots: anchorRoots, discovery: project, workingDirectory: console.workingDirectory)
        if let walkedFolders {
            ProjectPlanner.addConfiguredInfoPlists(&plan, reportedFolders: walkedFolders, isExcluded: discovery.isExcluded)
        }
        plan.abandonedTemporaries = project.abandonedTemporaries
        plan.notes += leftOutNotes
        return plan
    }
}
