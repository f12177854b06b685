#if !LAYOUT_SOLVER_AVAILABLE
import LayoutCore
import LayoutDocument

/// Stands in for `ModelSolver` until the LayoutSolver module lands with the
/// API of `docs/solver-api.md`: the whole model compiles and everything up
/// to the solver runs (reading, selecting, translating, errors), but a solve
/// reports that the solver is missing. Build with `-DLAYOUT_SOLVER_AVAILABLE`
/// (Package.swift) to use the real one in `ModelSolver.swift`.
final class ModelSolver {
    static let isAvailable = false
    let translation: ScreenTranslation

    init(_ translation: ScreenTranslation) throws(LayoutModelError) {
        self.translation = translation
        throw LayoutModelError(
            screen: translation.screenName, .solverFailure("the constraint solver (LayoutSolver) has not landed yet"))
    }

    func setPin(_ index: Int, to value: Double) throws(LayoutModelError) {}
    func value(_ index: Int) -> Double { 0 }
    func ids(_ handles: [Int]) -> [String] { [] }
    var unsatisfiable: [BrokenConstraint] { [] }
    var ambiguousVariables: Set<Int> { [] }
    func explanation(for index: Int) -> [String] { [] }
}
#endif
