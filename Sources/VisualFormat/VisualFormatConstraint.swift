import LayoutCore

/// One constraint a visual format produced, with the part of the format that produced it.
public struct VisualFormatConstraint: Hashable, Sendable, CustomStringConvertible {
    /// Which part of the format a constraint comes from.
    public enum Role: Hashable, Sendable {
        /// `|-…-[first]`: the first view against the superview's leading (or top) edge.
        case leadingSuperviewConnection
        /// `[a]-…-[b]` or `[a][b]`: spacing between two adjacent views.
        case connection
        /// `[view(…)]`: a width (or height) predicate of the named view.
        case predicate(view: String)
        /// `[last]-…-|`: the last view against the superview's trailing (or bottom) edge.
        case trailingSuperviewConnection
        /// An `alignAll…` option applied to two adjacent views.
        case alignment(LayoutAttribute)
    }

    public var constraint: LayoutConstraint
    public var role: Role
    /// Character offsets into the format of the text that produced the constraint.
    public var range: Range<Int>

    public init(constraint: LayoutConstraint, role: Role, range: Range<Int>) {
        self.constraint = constraint
        self.role = role
        self.range = range
    }

    /// The constraint in the contract's notation.
    public var description: String { constraint.description }
}
