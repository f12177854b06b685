import LayoutDocument

/// UIKit's `preservesSuperviewLayoutMargins`: on each edge, a view's margin is
/// the larger of its own margin and its superview's (effective) margin less
/// the distance between the two edges, so a view close to its superview's
/// edge keeps its content inside the superview's margins. Only an edge within
/// the superview's margin area is affected (further in, the difference is
/// negative and the view's own margin wins).
///
/// The distance depends on the frames, so the margins are not linear in the
/// model's variables: as UIKit lays out again when margins change, a solve
/// measures them from the frames it found and solves again with them, until
/// they settle (`ModelSolver.settlingPreservedMargins`).
struct PreservedMargins: Equatable, Sendable {
    /// Effective margins of the present views that preserve their superview's margins.
    var byView: [Int: EdgeInsets] = [:]

    /// How many solves at most settle the margins; each view's margins depend
    /// only on its ancestors', so a chain of n preserving views settles in about n + 1.
    static let maximumSolves = 8

    /// Whether any present view (not the root) preserves its superview's margins.
    static func matter(in selection: ScreenSelection) -> Bool {
        let structure = selection.structure
        return structure.names.indices.contains {
            $0 != structure.root && selection.present[$0] && structure.screen.views[$0].preservesSuperviewLayoutMargins
        }
    }

    /// The margins the solver's frames give, under `request` (its safe area
    /// for a root whose margins include it).
    static func measure(_ solver: ModelSolver, request: SolveRequest) -> PreservedMargins {
        let translation = solver.translation
        let selection = translation.selection
        let structure = selection.structure
        let algebra = translation.algebra
        let views = structure.names.indices.filter { selection.present[$0] }.sorted { structure.depth[$0] < structure.depth[$1] }
        var effective: [Int: EdgeInsets] = [:]
        var measured = PreservedMargins()
        for view in views {
            let spec = structure.screen.views[view]
            var margins = spec.layoutMarginsRule.map { $0.margins(own: spec.layoutMargins, rootWidth: algebra.rootWidth,
                                                                         containerWidth: algebra.containerWidth, era: algebra.era,
                                                                         separator: algebra.cellSeparator,
                                                                         accessory: algebra.cellAccessory,
                                                                         rightToLeft: algebra.direction == .rightToLeft) }
                ?? spec.layoutMargins ?? .layoutMarginsDefault
            if view == structure.root {
                if spec.layoutMarginsRule != nil,
                   LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: spec.insetsLayoutMarginsFromSafeArea,
                                                  era: algebra.era) {
                    margins.top += request.safeArea.top
                    margins.left += request.safeArea.left
                    margins.bottom += request.safeArea.bottom
                    margins.right += request.safeArea.right
                }
            } else if spec.preservesSuperviewLayoutMargins, let superview = structure.superview[view],
                      let outer = effective[superview] {
                let frame = solver.frame(of: view)
                let container = solver.frame(of: superview)
                margins.left = max(margins.left, outer.left - frame.x)
                margins.top = max(margins.top, outer.top - frame.y)
                margins.right = max(margins.right, outer.right - (container.width - frame.x - frame.width))
                margins.bottom = max(margins.bottom, outer.bottom - (container.height - frame.y - frame.height))
                measured.byView[view] = margins
            }
            effective[view] = margins
        }
        return measured
    }

    /// Equal within the solver's rounding of frames.
    func settled(_ other: PreservedMargins) -> Bool {
        guard byView.keys == other.byView.keys else { return false }
        return byView.allSatisfy { view, margins in
            guard let theirs = other.byView[view] else { return false }
            return [margins.top - theirs.top, margins.left - theirs.left, margins.bottom - theirs.bottom,
                    margins.right - theirs.right].allSatisfy { abs($0) < 1e-6 }
        }
    }
}

extension ModelSolver {
    /// `solver` itself when no view preserves its superview's margins or the
    /// margins it was built with are those its frames give; otherwise a solver
    /// rebuilt with the measured margins, again until they settle.
    static func settlingPreservedMargins(
        _ solver: ModelSolver, standardSpacing: StandardSpacing, request: SolveRequest
    ) throws(LayoutModelError) -> ModelSolver {
        let selection = solver.translation.selection
        guard PreservedMargins.matter(in: selection) else { return solver }
        var solver = solver
        for _ in 1..<PreservedMargins.maximumSolves {
            let measured = PreservedMargins.measure(solver, request: request)
            if measured.settled(solver.translation.algebra.preservedMargins) { break }
            solver = try ModelSolver(ScreenTranslation(
                selection, standardSpacing: standardSpacing, request: request, preservedMargins: measured,
                measurer: solver.translation.textSizes.measurer))
        }
        return solver
    }
}
