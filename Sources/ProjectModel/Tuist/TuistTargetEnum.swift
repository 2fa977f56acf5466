import SwiftSource

/// A manifest that lists its targets as an enum: `enum AppTarget: String, CaseIterable { case app =
/// "Azkar" … var target: Target { switch self { case .app: return .target(name: rawValue, …) } } }`,
/// with `targets: AppTarget.allCases.map(\.target)`. Each `case .app:` branch of a `switch self`
/// in such an enum is read knowing its `rawValue` ("Azkar"; a case with no raw value is its own
/// name), so the target's `name:` and `"\(rawValue)/Info.plist"` resolve.
enum TuistTargetEnum {
    struct Branch {
        var range: Range<Int>
        var rawValue: String
    }

    static func caseBranches(in file: SourceFile) -> [Branch] {
        guard file.mentions("rawValue") else { return [] }
        var branches: [Branch] = []
        for type in file.outline.types where type.kind == .enum {
            guard let body = type.body, type.inheritance(in: file).first == "String" else { continue }
            let rawValues = Self.rawValues(in: body, of: file)
            guard !rawValues.isEmpty else { continue }
            var index = body.lowerBound
            while index < body.upperBound {
                defer { index += 1 }
                guard file.isKeyword(index, .switch), file.isKeyword(index + 1, .self), file.isPunctuation(index + 2, "{"),
                      let close = file.brackets.partner(of: index + 2) else { continue }
                branches += switchBranches(open: index + 2, close: close, rawValues: rawValues, in: file)
            }
        }
        return branches
    }

    /// `case app = "Azkar", widgets`: each case of the enum's own body with its raw value.
    private static func rawValues(in body: ClosedRange<Int>, of file: SourceFile) -> [String: String] {
        var values: [String: String] = [:]
        for index in body where file.isKeyword(index, .case) && file.isIdentifier(index + 1)
            && file.enclosingBrackets(of: index, only: "{")?.lowerBound == body.lowerBound {
            var probe = index + 1
            while file.isIdentifier(probe) {
                let name = file.text(probe)
                if file.isOperator(probe + 1, "="), let raw = file.plainStringLiteral(at: probe + 2) {
                    values[name] = raw
                    probe += 5
                } else {
                    values[name] = name
                    probe += 1
                }
                guard file.isPunctuation(probe, ",") else { break }
                probe += 1
            }
        }
        return values
    }

    /// The branches of one `switch self { … }` that name a single case: `case .app:` up to the
    /// next label of the same switch.
    private static func switchBranches(open: Int, close: Int, rawValues: [String: String], in file: SourceFile) -> [Branch] {
        var labels: [Int] = []
        var index = open + 1
        while index < close {
            if file.isKeyword(index, .case) || file.isKeyword(index, .default) { labels.append(index) }
            // Nested braces (a closure, another switch) are skipped whole.
            if file.isPunctuation(index, "{") || file.isPunctuation(index, "("), let partner = file.brackets.partner(of: index) {
                index = partner
            }
            index += 1
        }
        var branches: [Branch] = []
        for (position, label) in labels.enumerated() {
            guard file.isKeyword(label, .case), file.isPunctuation(label + 1, "."), file.isIdentifier(label + 2),
                  file.isPunctuation(label + 3, ":"), let raw = rawValues[file.text(label + 2)] else { continue }
            let end = position + 1 < labels.count ? labels[position + 1] : close
            branches.append(Branch(range: label..<end, rawValue: raw))
        }
        return branches
    }
}
