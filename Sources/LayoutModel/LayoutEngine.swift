import LayoutCore
import LayoutDocument
import LayoutText

/// Auto Layout's meaning for a screen: a screen and a request become solver
/// constraints, frames and diagnostics. Stateless; `ScreenSession` keeps
/// the solver between requests.
public enum LayoutEngine {
    /// Solves a screen once, from scratch; text is measured by `measurer`
    /// (its named fonts; the system font's metrics for any other name).
    public static func solve(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest,
        measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) -> SolveResult {
        let solver = try prepare(screen, standardSpacing: standardSpacing, request: request, measurer: measurer)
        return solver.result(for: request)
    }

    /// Which constraints fix a view's x, y, width and height under a request.
    public static func explain(
        view: String, in screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest,
        measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) -> ViewExplanation {
        let structure = try ScreenStructure(screen)
        guard structure.index[view] != nil else {
            throw LayoutModelError(screen: screen.name, .unknownExplainedView(
                view, suggestion: NameSuggestion.closest(to: view, among: structure.names)))
        }
        let solver = try prepare(structure, standardSpacing: standardSpacing, request: request, measurer: measurer)
        return try explain(view: view, solver: solver)
    }

    static func prepare(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest, measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) -> ModelSolver {
        try request.validate(screen: screen.name)
        return try prepare(try ScreenStructure(screen), standardSpacing: standardSpacing, request: request, measurer: measurer)
    }

    /// A fresh solver for a screen whose structure is already read (a session's): nothing
    /// in it depends on the request, so the solver is the one `prepare(_:…)` of the screen builds.
    static func prepare(
        _ structure: ScreenStructure, standardSpacing: StandardSpacing, request: SolveRequest,
        measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) -> ModelSolver {
        try request.validate(screen: structure.screen.name)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(
            selection, standardSpacing: standardSpacing, request: request, measurer: measurer)
        return try ModelSolver.settled(
            ModelSolver(translation), standardSpacing: standardSpacing, request: request)
    }

    static func explain(view name: String, solver: ModelSolver) throws(LayoutModelError) -> ViewExplanation {
        let selection = solver.translation.selection
        let structure = selection.structure
        guard let view = structure.index[name] else {
            throw LayoutModelError(screen: structure.screen.name, .unknownExplainedView(
                name, suggestion: NameSuggestion.closest(to: name, among: structure.names)))
        }
        guard selection.present[view] else {
            throw LayoutModelError(screen: structure.screen.name, .absentView(
                name, environment: describeEnvironment(selection.environment)))
        }
        return solver.explanation(of: view)
    }

    /// `explain(view:solver:)` for several views of one answer; only the views in `chains`
    /// (nil: all) get their "that is" chain.
    static func explain(views names: [String], solver: ModelSolver, chains: Set<String>?)
        throws(LayoutModelError) -> [ViewExplanation] {
        let structure = solver.translation.structure
        var views: [Int] = []
        for name in names {
            guard let view = structure.index[name] else {
                throw LayoutModelError(screen: structure.screen.name, .unknownExplainedView(
                    name, suggestion: NameSuggestion.closest(to: name, among: structure.names)))
            }
            guard solver.translation.selection.present[view] else {
                throw LayoutModelError(screen: structure.screen.name, .absentView(
                    name, environment: describeEnvironment(solver.translation.selection.environment)))
            }
            views.append(view)
        }
        return solver.explanations(of: views) { chains?.contains(structure.names[$0]) ?? true }
    }
}

/// How long each phase of a solve takes, for `model-benchmark`, in the
/// units of the clock it was given.
package struct SolvePhases: Sendable {
    /// Reading the screen and turning it into solver constraints.
    package var translation: Double
    /// Loading the constraints into the solver, solving, and reading the result back.
    package var solving: Double
    package var constraintCount: Int
    package var result: SolveResult
}

extension LayoutEngine {
    /// Solves once, timing translation and solving separately with `now`
    /// (the benchmark passes the thread's CPU time, which other processes do not disturb).
    package static func measurePhases(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest, now: () -> Double
    ) throws(LayoutModelError) -> SolvePhases {
        let start = now()
        try request.validate(screen: screen.name)
        let structure = try ScreenStructure(screen)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(selection, standardSpacing: standardSpacing, request: request)
        let translated = now()
        let solver = try ModelSolver.settled(
            ModelSolver(translation), standardSpacing: standardSpacing, request: request)
        let result = solver.result(for: request)
        let solved = now()
        return SolvePhases(translation: translated - start, solving: solved - translated,
                           constraintCount: translation.constraints.count, result: result)
    }

    /// Only the measured translation phase, for profiling it in isolation.
    package static func translate(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest
    ) throws(LayoutModelError) -> TranslatedScreen {
        try request.validate(screen: screen.name)
        let structure = try ScreenStructure(screen)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        return TranslatedScreen(
            translation: try ScreenTranslation(selection, standardSpacing: standardSpacing, request: request))
    }
}

/// A screen turned into solver constraints, held so that a benchmark can
/// time the translation without its deallocation (the solver keeps it in a real solve).
package struct TranslatedScreen {
    let translation: ScreenTranslation
    package var constraintCount: Int { translation.constraints.count }
}

extension LayoutEngine {
    /// Every combination of the content values a screen's `when` conditions
    /// mention (views, constraints and metrics), for `layout check`: one empty
    /// combination when none are mentioned. Keys and values in sorted order;
    /// at most `limit` combinations.
    public static func contentCombinations(of screen: Screen, limit: Int = 256) -> [[String: String]] {
        let values = ContentVocabulary(screen).values
        var combinations: [[String: String]] = [[:]]
        for key in values.keys.sorted() {
            let options = values[key] ?? []
            combinations = combinations.flatMap { base in
                options.map { value in base.merging([key: value]) { $1 } }
            }
            if combinations.count > limit { combinations = Array(combinations.prefix(limit)) }
        }
        return combinations
    }
}
