import SwiftSource

/// The names of a file that hold the tab bar's own items, the side of `parallel_tab_arrays` that
/// UIKit or a storyboard made: `guard let tabBarItems = self.tabBar.items`, `if let items =
/// tabBar.items`, `let items = tabBarController?.tabBar.items ?? []`; or an array kept of them
/// (`var tabItems = [UITabBarItem]()`, filled with each child's `tabBarItem`).
struct TabBarItemAliases {
    /// Declarations (indices into `Bindings.declarations`) and their names' hashes.
    private var declarations: Set<Int> = []
    private var names: Set<UInt64> = []

    init() {}

    init(file: SourceFile, bindings: Bindings) {
        if file.mentions("UITabBarItem") {
            let mayAppend = file.mentions("tabBarItem") && file.mentions("append")
            for (position, binding) in bindings.declarations.enumerated() where binding.kind == .storedProperty || binding.kind == .local {
                guard Self.holdsTabBarItems(binding, in: file) else { continue }
                guard (mayAppend && Self.isFilledWithChildrensItems(binding, in: file))
                        || (binding.kind == .storedProperty && Self.isHandedItems(position, bindings: bindings, in: file)) else { continue }
                declarations.insert(position)
                names.insert(bindings.nameKey(at: binding.nameIndex))
            }
        }
        guard file.mentions("items") else { return }
        for (position, binding) in bindings.declarations.enumerated() where binding.kind == .local || binding.kind == .conditionBinding {
            guard var value = binding.initializer, value.count <= 10 else { continue }
            if let coalescing = value.first(where: { file.isOperator($0, "??") }) { value = value.lowerBound..<coalescing }
            // `tabBar.items! as [UITabBarItem]`: the cast changes nothing.
            if let cast = value.first(where: { file.isKeyword($0, .as) }) { value = value.lowerBound..<cast }
            var last = value.upperBound - 1
            if last > value.lowerBound, file.code[last].kind == .operator, file.isPostfix(last) { last -= 1 }
            guard file.spells(last, "items"), file.isPunctuation(last - 1, "."), Self.namesTabBar(last - 2, in: file) else { continue }
            declarations.insert(position)
            names.insert(bindings.nameKey(at: binding.nameIndex))
        }
    }

    /// Most files keep none: a check that needs no call.
    var isEmpty: Bool { declarations.isEmpty }

    /// Whether the name at `index` (not a member of something else) is one of them.
    func holdsBarItems(_ index: Int, file: SourceFile, bindings: Bindings) -> Bool {
        guard !declarations.isEmpty, !file.isPunctuation(index - 1, "."), names.contains(bindings.nameKey(at: index)),
              let declaration = bindings.declaration(at: index) else { return false }
        return declarations.contains(declaration)
    }

    /// `tabBar`, or an outlet of the bar (`customTabbar`, `mainTabBar`).
    static func namesTabBar(_ index: Int, in file: SourceFile) -> Bool {
        file.spells(index, "tabBar") || (file.isIdentifier(index) && FoldedName(file.text(index)).contains("tabbar"))
    }

    /// `[UITabBarItem]()` or `: [UITabBarItem]` (with `= []`): an array of bar items, empty at first.
    private static func holdsTabBarItems(_ binding: Binding, in file: SourceFile) -> Bool {
        func isItemArrayType(_ start: Int) -> Bool {
            file.isPunctuation(start, "[") && file.spells(start + 1, "UITabBarItem") && file.isPunctuation(start + 2, "]")
        }
        // `var tabBarItems: [UITabBarItem]!` (or `?`): set later.
        if let type = binding.typeAnnotation, isItemArrayType(type.lowerBound),
           type.count == 3 || (type.count == 4 && (file.isOperator(type.upperBound - 1, "!") || file.isOperator(type.upperBound - 1, "?"))) {
            return true
        }
        guard let value = binding.initializer, value.count == 5 else { return false }
        return isItemArrayType(value.lowerBound) && file.isPunctuation(value.lowerBound + 3, "(") && file.isPunctuation(value.lowerBound + 4, ")")
    }

    /// `tabBarItems = datasource.tabBarItems(for: self)`: a custom bar handed the system bar's
    /// items (never a literal, which writes tabs out and is a candidate of its own).
    private static func isHandedItems(_ declaration: Int, bindings: Bindings, in file: SourceFile) -> Bool {
        let values = bindings.values(of: declaration)
        return !values.isEmpty && values.allSatisfy { value in
            !value.isEmpty && !file.isPunctuation(value.lowerBound, "[")
        }
    }

    /// `tabItems.append(child.tabBarItem)`: the items UIKit made for the children, not new
    /// `UITabBarItem(title:image:)`s — those are tabs written out, a candidate of their own.
    private static func isFilledWithChildrensItems(_ binding: Binding, in file: SourceFile) -> Bool {
        let name = file.text(binding.nameIndex)
        return binding.scope.contains { index in
            guard file.isIdentifier(index), file.spells(index + 2, "append"), file.isPunctuation(index + 1, "."),
                  file.isPunctuation(index + 3, "("), let close = file.brackets.partner(of: index + 3),
                  file.spells(close - 1, "tabBarItem"), file.isPunctuation(close - 2, ".") else { return false }
            return file.text(index) == name
        }
    }
}
