import LayoutCore
import LayoutDocument
import LayoutText
import LayoutTranslation

/// One screen solved at many sizes (`layout check`, device sweeps): the
/// screen is read once, and each distinct selection of views, constraints
/// and metric values keeps a loaded solver whose request pins (root size,
/// safe area, keyboard) are moved instead of rebuilding.
public final class ScreenSession {
    public let screen: Screen
    public let standardSpacing: StandardSpacing
    /// Traits, content, guides and direction used by `solve(width:height:)`.
    public var template: SolveRequest
    /// Measures the screen's text (its named fonts).
    public let measurer: TextMeasurer
    private let structure: ScreenStructure
    /// Whether any view's margins follow a `LayoutMarginsRule` (they depend on the root's width).
    private let usesMarginRules: Bool
    private var solvers: [Key: ModelSolver] = [:]
    /// Oldest first, for eviction.
    private var order: [Key] = []
    /// How many loaded solvers are kept; each holds a full tableau.
    private let capacity = 8

    private struct Key: Hashable {
        var selection: ScreenSelection.Key
        var openWidth: Bool
        var openHeight: Bool
        var direction: LayoutDirection
        /// A pseudolanguage transforms every text (a language's own texts are in the screen).
        var language: Pseudolanguage?
        /// Margin rules give 16 or 20 points by the root's width: a solver holds one of them
        /// (0 when no view of the screen follows a rule).
        var systemSideMargin: Double
        /// The same for a cell content view's margins, which follow the container's width.
        var containerSideMargin: Double
        /// A cell content view's margins follow the era too (`current` for nil).
        var era: LayoutEra
        /// Text measures by these (baselines are part of the loaded constraints).
        var contentSize: String
        var displayScale: Double
    }

    /// Reads and checks the screen's view tree once.
    /// - Parameter request: traits, content and guides for `solve(width:height:)`;
    ///   its size is ignored. Unset traits follow from each size.
    public init(
        screen: Screen, standardSpacing: StandardSpacing,
        request: SolveRequest = SolveRequest(width: nil, height: nil), measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) {
        self.screen = screen
        self.measurer = measurer
        self.standardSpacing = standardSpacing
        self.template = request
        structure = try ScreenStructure(screen)
        usesMarginRules = screen.views.contains { $0.layoutMarginsRule != nil }
    }

    /// Solves at a size with the session's traits, content and guides (nil: open, self-sizing).
    public func solve(width: Double?, height: Double?) throws(LayoutModelError) -> SolveResult {
        var request = template
        request.width = width
        request.height = height
        return try solve(request)
    }

    /// Solves any request for this screen, reusing a loaded solver when the
    /// request selects the same views, constraints and metric values.
    public func solve(_ request: SolveRequest) throws(LayoutModelError) -> SolveResult {
        try solver(for: request).result(for: request)
    }

    /// Which constraints fix a view's frame under a request (from a fresh
    /// solver: an explanation is about one answer, not a sweep).
    public func explain(view: String, request: SolveRequest) throws(LayoutModelError) -> ViewExplanation {
        try LayoutEngine.explain(
            view: view, in: screen, standardSpacing: standardSpacing, request: request, measurer: measurer)
    }

    /// Why each of `views` has its frame under a request: what `explain(view:request:)`
    /// says for each, from one fresh solver for them all rather than one per view. Only the
    /// views in `chains` get their "that is" chain (`ViewExplanation.Part.expression`); nil: all.
    public func explain(views: [String], request: SolveRequest, chains: Set<String>? = nil)
        throws(LayoutModelError) -> [ViewExplanation] {
        // The session's structure (request-independent: the tree and the parsed equations) and a
        // fresh translation and solver: the basis is this request's own, as `layout explain`'s is.
        let solver = try LayoutEngine.prepare(structure, standardSpacing: standardSpacing, request: request, measurer: measurer)
        return try LayoutEngine.explain(views: views, solver: solver, chains: chains)
    }

    /// How many solvers were built so far (each distinct selection builds one).
    public private(set) var solversBuilt = 0

    private func solver(for request: SolveRequest) throws(LayoutModelError) -> ModelSolver {
        try request.validate(screen: screen.name)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        let key = Key(
            selection: selection.key, openWidth: request.width == nil, openHeight: request.height == nil,
            direction: request.direction(of: screen), language: request.language?.pseudolanguage,
            systemSideMargin: usesMarginRules ? LayoutMarginsRule.systemMinimumSideMargin(rootWidth: request.width) : 0,
            containerSideMargin: usesMarginRules
                ? LayoutMarginsRule.tableCellSideMargin(screenWidth: request.containerWidth ?? request.width) : 0,
            era: request.era ?? .current,
            contentSize: (request.contentSize ?? .L).rawValue, displayScale: request.displayScale)
        // Moving the pins decides again which required constraints break, as a fresh
        // load would (see `ModelSolver.setPins`), so conflicts reuse the solver too.
        if let loaded = solvers[key] {
            try move(loaded, to: request)
            // Margins preserved from the superview follow the frames: settle them again at the new size.
            let solver = try ModelSolver.settled(loaded, standardSpacing: standardSpacing, request: request)
            if solver !== loaded { solvers[key] = solver }
            return solver
        }
        let translation = try ScreenTranslation(
            selection, standardSpacing: standardSpacing, request: request, measurer: measurer)
        let solver = try ModelSolver.settled(
            ModelSolver(translation), standardSpacing: standardSpacing, request: request)
        solversBuilt += 1
        // Text measures by the content size, so no solver loaded for another size serves this
        // request; a sweep (`check --content-size all`) finishes a size before the next, and
        // keeping the finished sizes' solvers made its memory grow with the sizes solved
        // (#35.10). Only this size's are kept.
        if order.contains(where: { $0.contentSize != key.contentSize }) {
            for stale in order where stale.contentSize != key.contentSize { solvers[stale] = nil }
            order.removeAll { $0.contentSize != key.contentSize }
        }
        if solvers.updateValue(solver, forKey: key) == nil {
            order.append(key)
            if order.count > capacity { solvers[order.removeFirst()] = nil }
        }
        return solver
    }

    /// Moves the request pins of a loaded solver to the request's values.
    private func move(_ solver: ModelSolver, to request: SolveRequest) throws(LayoutModelError) {
        let pins = solver.translation.pins
        var targets: [(index: Int, value: Double)] = []
        if let index = pins.width, let width = request.width { targets.append((index, width)) }
        if let index = pins.height, let height = request.height { targets.append((index, height)) }
        targets += [(pins.safeAreaTop, request.safeArea.top), (pins.safeAreaLeft, request.safeArea.left),
                    (pins.safeAreaBottom, request.safeArea.bottom), (pins.safeAreaRight, request.safeArea.right),
                    (pins.keyboardHeight, request.keyboardGuideHeight)]
        // Wrapped text starts again from its first pass, as in a fresh solve.
        targets += solver.textResets
        try solver.setPins(targets)
    }
}
