import LayoutCore

/// Writes constraints back as the fewest visual formats that expand to
/// exactly them, leaving the rest as equations: the way back from
/// `VisualFormat.constraints`.
///
/// Rules:
/// - Connections (`b.leading REL a.trailing + c`, and against `superview`'s
///   leading/trailing edges) of one axis form a directed graph whose nodes are
///   the views and the superview's two edges. A format is a trail through it,
///   so the fewest formats is a minimum trail cover: per connected part, the
///   sum of the views' surplus of outgoing over incoming connections (at least
///   one), found with Hierholzer's algorithm. Constraints between the same
///   two nodes share one connection (`-(>=8,<=20)-`) unless splitting them
///   over several saves a format.
/// - left/right connections print as `directionLeftToRight` formats (a
///   right-to-left format's constraints are a left-to-right one's, mirrored);
///   top/bottom as `V:`; `b.firstBaseline REL a.lastBaseline + c` as
///   `spacingBaselineToBaseline` formats, which take over a lone `V:|-[a]` or
///   `V:[b]-|` at their ends.
/// - Width and height predicates go on a view's first appearance on their
///   axis, else into a format of their own (`H:[a(>=50)]`).
/// - `a.top == b.top` between every pair of adjacent views of a format
///   becomes `alignAllTop`.
/// - Everything else (multipliers, centers against the superview,
///   layout guides, non-identifier names) stays an equation.
/// Each format is checked by parsing it back; one that does not give back
/// exactly its constraints is dropped in favour of equations.
public struct VisualFormatPrinter: Sendable {
    public var standardSpacing: VisualFormatSpacing

    public init(standardSpacing: VisualFormatSpacing = .apple) {
        self.standardSpacing = standardSpacing
    }

    /// The listing for `constraints`.
    ///
    /// - Parameter views: the names that are views; nil takes every item
    ///   named like an identifier except `superview`. Pass it to keep layout
    ///   guides (`safeArea`) out of formats.
    /// - Complexity: O(n log n) in the number of constraints, plus the cost of
    ///   parsing the printed formats back.
    public func listing(for constraints: [LayoutConstraint], views: Set<String>? = nil) -> VisualFormatListing {
        let keys = ConstraintKeys(constraints)
        var graph = ConnectionGraph(views: views, keys: keys)
        for (index, constraint) in constraints.enumerated() {
            graph.add(constraint, index: index)
        }
        var drafts: [FormatDraft] = []
        for family in ConnectionFamily.allCases {
            for trail in graph.trails(of: family) {
                drafts.append(FormatDraft(family: family, trail: trail))
            }
        }
        FormatDraft.lendSuperviewConnections(in: &drafts)
        graph.attachPredicates(to: &drafts)
        graph.attachAlignments(to: &drafts)

        var covered = [Bool](repeating: false, count: constraints.count)
        var printed: [(first: Int, format: PrintedVisualFormat)] = []
        // Which views a draft already named, by number: the draft's position marks them.
        var marks = [Int](repeating: -1, count: keys.names.count)
        for (position, draft) in drafts.enumerated() {
            let indices = draft.indices
            guard let format = draft.printed(
                spacing: standardSpacing, indices: indices, keys: keys, marks: &marks, stamp: position) else { continue }
            for index in indices { covered[index] = true }
            printed.append((indices.min() ?? 0, format))
        }
        printed.sort { $0.first < $1.first }
        let equations = constraints.indices.filter { !covered[$0] }.map { constraints[$0] }
        return VisualFormatListing(formats: printed.map(\.format), equations: equations)
    }
}

/// Which attributes a format's connections use.
enum ConnectionFamily: CaseIterable {
    case leadingTrailing, leftRight, topBottom
    /// `spacingBaselineToBaseline`: view to view only; a format's superview
    /// connections are top/bottom ones, borrowed from `topBottom`.
    case baselines

    var start: LayoutAttribute {
        switch self {
        case .leadingTrailing: return .leading
        case .leftRight: return .left
        case .topBottom: return .top
        case .baselines: return .firstBaseline
        }
    }

    var end: LayoutAttribute {
        switch self {
        case .leadingTrailing: return .trailing
        case .leftRight: return .right
        case .topBottom: return .bottom
        case .baselines: return .lastBaseline
        }
    }

    var isVertical: Bool { self == .topBottom || self == .baselines }

    /// `allCases`, made once: the synthesized property builds its array at every use.
    static let inOrder = allCases
}

/// A node of the connection graph.
enum ConnectionNode: Hashable {
    /// The superview's leading (left, top) edge: trails only start here.
    case start
    /// The superview's trailing (right, bottom) edge: trails only end here.
    case end
    /// A view, as the printer's `ConstraintKeys` number it.
    case view(Int)
    /// The extra node that balances the graph for Hierholzer's algorithm.
    case hub

    /// A dense index for arrays indexed by node: 0 to 2, then 3 + a view's number.
    var slot: Int {
        switch self {
        case .start: return 0
        case .end: return 1
        case .hub: return 2
        case .view(let number): return 3 + number
        }
    }
}

/// `REL c @p`, from the constraint at `index`.
struct PrintedPredicate {
    /// A view as the printer's `ConstraintKeys` number it.
    enum Object: Equatable { case constant(Double), view(Int) }
    var index: Int
    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
}
