import LayoutCore

/// A visual format after reading, with names checked and metrics replaced by
/// their values; `VisualFormatExpansion` turns it into constraints.
struct ParsedVisualFormat {
    enum Orientation { case horizontal, vertical }

    /// `==50`, `>=a@750`: one predicate of a view or a connection.
    struct Predicate {
        /// A view by name and by the number the parser's view lookup gave it.
        enum Object { case constant(Double), view(String, number: Int) }
        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
    }

    struct View {
        var name: String
        /// The number the parser's view lookup gave the name (its place in a view list).
        var number: Int
        /// From `[` to `]` inclusive.
        var range: Range<Int>
        var predicates: [Predicate]
    }

    struct Connection {
        enum Spacing {
            /// `][` or `|[`: no space.
            case flush
            /// `-`: the standard spacing.
            case standard
            /// `-8-`, `-(>=8,<=20)-`.
            case predicates([Predicate])
        }
        var spacing: Spacing
        /// The connection's text, including a `|` it ends at.
        var range: Range<Int>
    }

    var orientation: Orientation = .horizontal
    /// Where the orientation was written (`H:`), or an empty range at 0.
    var orientationRange: Range<Int> = 0..<0
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Connection?
}
