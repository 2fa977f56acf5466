/// One name a file declares, with where it can be seen and what it is given: a local, a
/// parameter, a loop or closure variable, a member of a type, an enum case.
package struct Binding: Sendable, Equatable {
    package enum Kind: String, Sendable {
        /// `let` / `var` in a function, closure or at the top level.
        case local
        /// `if let`, `guard let`, `while let`.
        case conditionBinding
        /// A name of a `for … in` pattern.
        case loopVariable
        /// `{ index, item in`, `{ (index: Int) in`.
        case closureParameter
        /// A function's or initializer's parameter.
        case parameter
        /// A stored property (`let`, `var`, `lazy var`, `static let`).
        case storedProperty
        /// A property with a getter.
        case computedProperty
        /// `case home, profile` in an enum.
        case enumCase
    }

    package var kind: Kind
    /// The name's token.
    package var nameIndex: Int
    /// The code tokens where the name can be seen: the type's body for a member, the rest of
    /// the block for a local, the loop's or closure's body, the function's body.
    package var scope: ClosedRange<Int>
    /// Index into `Outline.types` for a member.
    package var typeIndex: Int?
    /// Index into `Outline.functions` of the function a parameter belongs to.
    package var functionIndex: Int?
    /// The initializer after `=`; for a loop variable, the sequence after `in`.
    package var initializer: Range<Int>?
    /// A computed property's `{ … }`.
    package var accessors: ClosedRange<Int>?
    /// The type annotation's tokens, after `:`.
    package var typeAnnotation: Range<Int>?
    package var isStatic: Bool = false
    package var isLazy: Bool = false

    package var isMember: Bool {
        switch kind {
        case .storedProperty, .computedProperty, .enumCase: true
        default: false
        }
    }
}
