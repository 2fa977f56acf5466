import ProjectModel
import SwiftSource

/// What a class tells about itself as a tab item of a hand-made bar: whether it is a control
/// (its `isSelected` is UIKit's, heard by VoiceOver), whether it is a plain view made tappable
/// (a `UITapGestureRecognizer`, `touchesEnded`), and whether it sets the `.selected` trait. Read
/// from every file into the project facts: a bar's items are often declared in another file.
package struct TabItemType: Sendable, Equatable {
    /// The superclass, from the class declaration (nil when only extensions were seen).
    var superclass: String?
    var isTapped = false
    var marksSelected = false
    /// It shows a title or sets an accessibility label of its own.
    var namesItself = false
    /// It sets an accessibility label of its own, or titles a button it holds: the names a plain
    /// view's tab has (a label it holds is read as separate text).
    var labelsItself = false
    var showsLargeContent = false
    /// It holds a `UILabel`: a plain view's label is read by VoiceOver as it is (a control hides
    /// its subviews behind its own, empty, label).
    var holdsLabel = false

    mutating func merge(_ other: TabItemType) {
        holdsLabel = holdsLabel || other.holdsLabel
        superclass = superclass ?? other.superclass
        isTapped = isTapped || other.isTapped
        marksSelected = marksSelected || other.marksSelected
        namesItself = namesItself || other.namesItself
        labelsItself = labelsItself || other.labelsItself
        showsLargeContent = showsLargeContent || other.showsLargeContent
    }
}

/// How a bar's items of other types are judged, once the project is known.
struct TabItemVerdict {
    /// Every item type is known to the project and is a control or a tapped view.
    var isTabItem: Bool
    /// The selection is only visual: no item type sets the `.selected` trait, and either the
    /// items are plain views (their own `isSelected` is not UIKit's) or the bar sets no
    /// `isSelected`.
    var selectionOnlyVisual: Bool
    /// The first plain-view item type, for the message.
    var plainType: String?
    /// Some item type names itself (a control's title or label; a plain view's accessibility
    /// label), along its superclasses in the project; shows large content.
    var namesItself = false
    /// The first plain-view item type that shows a label but is not one element with a name:
    /// VoiceOver reads the label as text, not as a tab it can press.
    var labelledPlainType: String?
    var showsLargeContent = false
    /// Some item type shows a label of its own: not an image alone to people using large text.
    var showsLabel = false

    init?(types: [String], barSetsIsSelected: Bool, known: [String: TabItemType]) {
        guard !types.isEmpty else { return nil }
        var isTabItem = true
        var visual = true
        var plainType: String?
        var names = false
        var largeContent = false
        var labels = false
        var labelledPlain: String?
        for name in types {
            guard let resolved = TabItemVerdict.resolve(name, in: known) else { return nil }
            var type: TabItemType? = known[name]
            var holdsLabel = false
            var showsName = false
            var setsLabel = false
            for _ in 0..<6 {
                guard let current = type else { break }
                showsName = showsName || current.namesItself
                setsLabel = setsLabel || current.labelsItself
                largeContent = largeContent || current.showsLargeContent
                holdsLabel = holdsLabel || current.holdsLabel
                type = current.superclass.flatMap { known[$0] }
            }
            // A control is named by its title; a tapped plain view only by an accessibility label
            // of its own — a label it holds is read as text, apart from the view that takes the
            // tap, and nothing says it can be pressed (the "only an image or subviews").
            let named = resolved.isControl ? showsName : setsLabel
            names = names || named
            if !named, !resolved.isControl, holdsLabel, labelledPlain == nil { labelledPlain = name }
            if holdsLabel { labels = true }
            isTabItem = isTabItem && (resolved.isControl || resolved.isTapped)
            if resolved.marksSelected { visual = false }
            if resolved.isControl {
                if barSetsIsSelected { visual = false }
            } else if plainType == nil {
                plainType = name
            }
        }
        self.isTabItem = isTabItem
        self.selectionOnlyVisual = visual
        self.plainType = plainType
        namesItself = names
        labelledPlainType = labelledPlain
        showsLargeContent = largeContent
        showsLabel = labels
    }

    /// The type's facts along its superclasses in the project, up to a UIKit class.
    private static func resolve(_ name: String, in known: [String: TabItemType]) -> (isControl: Bool, isTapped: Bool, marksSelected: Bool)? {
        guard var type = known[name] else { return nil }
        var result = (isControl: false, isTapped: type.isTapped, marksSelected: type.marksSelected)
        for _ in 0..<6 {
            guard let superclass = type.superclass else { return nil }
            if superclass == "UIButton" || superclass == "UIControl" { result.isControl = true; return result }
            if superclass.hasPrefix("UI") { return result }
            guard let next = known[superclass] else { return nil }
            result.isTapped = result.isTapped || next.isTapped
            result.marksSelected = result.marksSelected || next.marksSelected
            type = next
        }
        return nil
    }
}

extension CustomTabBars {
    /// The words a file declaring a tab item type spells.
    static let itemTypeTerms: [StaticString] = ["UITapGestureRecognizer", "UIControl", "UIButton", "touchesEnded", "isSelected", "accessibilityTraits"]

    /// `SOMTabBarItem.swift`, `TabItemView.swift`: a file named for a tab item declares one, even
    /// a plain view that spells none of `itemTypeTerms` (its bar finds the tapped item itself).
    /// Told by the name alone, so that the facts of other files cost nothing more.
    static func namesTabItemFile(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            // The last bytes seen, folded to lower case, one a byte of `recent`: `item` after `tab`
            // or `tabbar` is a match, spelled in any case, with no `/` between.
            var recent: UInt64 = 0
            var earlier: UInt64 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "/") { recent = 0; earlier = 0; continue }
                earlier = earlier << 8 | recent >> 56
                recent = recent << 8 | UInt64(CharacterClass.asciiLowercased(byte))
                guard recent & 0xFFFF_FFFF == 0x6974_656D else { continue }  // item
                if (recent >> 32) & 0xFF_FFFF == 0x74_6162 { return true }  // tab
                // tabbar: `bar` just before, `tab` before it (its `b` the oldest byte of `recent`, `ta` in `earlier`).
                if (recent >> 32) & 0xFF_FFFF == 0x62_6172, recent >> 56 == 0x62, earlier & 0xFFFF == 0x7461 { return true }
            }
            return false
        }
    }

    /// The body of a class and those of its extensions in `file`.
    private static func bodies(of type: TypeDeclaration, in file: SourceFile) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = type.body.map { [$0] } ?? []
        for other in file.outline.types where other.kind == .extension && other.name == type.name {
            if let body = other.body { bodies.append(body) }
        }
        return bodies
    }

    /// The classes (and class extensions) of `file` as tab item types, by name.
    static func itemTypes(in file: SourceFile) -> [String: TabItemType] {
        guard itemTypeTerms.contains(where: { file.mentions($0) }) || (file.mentions("UIView") && namesTabItemFile(file.path)) else { return [:] }
        let reading = CustomTabBars(reading: file)
        var result: [String: TabItemType] = [:]
        let ownTitleLabelTypes = !file.mentions("titleLabel") ? [] : Set(file.outline.types.compactMap { type -> String? in
            guard type.kind == .class, let body = type.body, type.inheritance(in: file).first != "UIButton",
                  file.outline.variables.contains(where: { $0.name == "titleLabel" && $0.functionIndex == nil && body.contains($0.nameIndex) })
            else { return nil }
            return type.name
        })
        for type in file.outline.types where type.kind == .class || type.kind == .extension {
            guard let body = type.body else { continue }
            var facts = TabItemType()
            if type.kind == .class {
                guard let superclass = type.inheritance(in: file).first else { continue }
                facts.superclass = superclass
            }
            facts.isTapped = reading.first("UITapGestureRecognizer", in: [body]) != nil
                || reading.first("touchesEnded", in: [body], where: { file.isKeyword($0 - 1, .func) }) != nil
            facts.marksSelected = reading.first("selected", in: [body]) { reading.isImplicitMember($0) && reading.isInTraitsStatement($0) } != nil
            // A view controller is no tab item: only views and controls are asked what they show.
            if !(facts.superclass?.hasSuffix("Controller") ?? false) {
                // A title given only while selected (or a title label hidden otherwise) leaves
                // every other tab unnamed.
                let buttonTitle = reading.showsButtonTitle(in: [body])
                // `private let titleLabel = UILabel()` of a control that is no button (declared in
                // the class, perhaps set in an extension): a subview showing text, not the
                // control's title.
                let ownsTitleLabel = ownTitleLabelTypes.contains(type.name)
                let showsTitle = buttonTitle || (!ownsTitleLabel && reading.showsLabelTitle(in: [body]))
                let makesLabel = reading.first("UILabel", in: [body], where: { file.isPunctuation($0 + 1, "(") }) != nil
                // (`titleLabel.isHidden = !isSelected` in an extension of the class, in this file.)
                let clearsTitle = (showsTitle || makesLabel) && reading.clearsTitle(in: type.kind == .class ? bodies(of: type, in: file) : [body])
                let setsLabel = reading.hasIdentifier("accessibilityLabel", in: [body])
                facts.namesItself = (showsTitle && !clearsTitle) || setsLabel
                facts.labelsItself = setsLabel || (buttonTitle && !clearsTitle)
                facts.showsLargeContent = reading.showsLargeContent(in: [body])
                facts.holdsLabel = makesLabel && !clearsTitle
            }
            // An extension of the project's own item type tells what the type shows as much as its
            // body does (`extension HomeTabBarButton { func setUpStyle() { setTitle(…) } }`); one
            // of UIKit's (`extension UIButton`) would tell it of every button.
            let extendsOwnType = type.kind == .extension && !type.name.hasPrefix("UI") && !type.name.hasPrefix("NS")
            guard type.kind == .class || facts.isTapped || facts.marksSelected
                || extendsOwnType && (facts.namesItself || facts.labelsItself || facts.showsLargeContent || facts.holdsLabel) else { continue }
            result[type.name, default: TabItemType()].merge(facts)
        }
        return result
    }
}
