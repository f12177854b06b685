#if !LAYOUT_SOLVER_AVAILABLE
import LayoutCore
import LayoutDocument

/// `ModelSolver` on the model's own `FallbackSolver`, until the LayoutSolver
/// module lands with the API of `docs/solver-api.md` (then `ModelSolver.swift`
/// is built with `-DLAYOUT_SOLVER_AVAILABLE` and this file drops out).
final class ModelSolver {
    static let isAvailable = true
    /// The tier a required constraint that could not hold is kept at, above every other.
    static let recoveredTier = 999.999999

    let translation: ScreenTranslation
    private let solver = FallbackSolver()
    private var variables: [Int?]
    private var handles: [Int?]
    private var constraintIndex: [Int: Int] = [:]
    private var constrained: [Bool]
    private var pinValues: [Int: Double] = [:]
    /// Indices of required constraints kept at `recoveredTier`, in the order they failed.
    private var broken: [Int] = []
    private var conflictCache: [BrokenConstraint]?

    init(_ translation: ScreenTranslation) throws(LayoutModelError) {
        self.translation = translation
        let algebra = translation.algebra
        variables = Array(repeating: nil, count: algebra.variableCount)
        constrained = Array(repeating: false, count: algebra.variableCount)
        handles = Array(repeating: nil, count: translation.constraints.count)
        let selection = translation.selection
        for view in selection.structure.names.indices where selection.present[view] {
            if view != selection.structure.root {
                _ = variable(algebra.x(view))
                _ = variable(algebra.y(view))
            }
            _ = variable(algebra.width(view))
            _ = variable(algebra.height(view))
        }
        let constraints = translation.constraints
        for index in constraints.indices where constraints[index].isRequired { add(index, constant: nil) }
        for index in constraints.indices where !constraints[index].isRequired { add(index, constant: nil) }
    }

    private func variable(_ index: Int) -> Int {
        if let variable = variables[index] { return variable }
        let variable = solver.makeVariable()
        variables[index] = variable
        return variable
    }

    private func terms(_ index: Int) -> [(variable: Int, coefficient: Double)] {
        translation.constraints[index].expression.terms.map { term in
            constrained[term.variable] = true
            return (variable(term.variable), term.coefficient)
        }
    }

    private static func sign(_ relation: LayoutRelation) -> FallbackSolver.LayoutRelationSign {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Adds a constraint; a required one that cannot hold is kept at the
    /// highest non-required tier and reported broken, as UIKit recovers.
    private func add(_ index: Int, constant: Double?) {
        let constraint = translation.constraints[index]
        let terms = terms(index)
        let relation = Self.sign(constraint.relation)
        let constant = constant ?? constraint.expression.constant
        conflictCache = nil
        do {
            let handle = try solver.add(terms, constant: constant, relation,
                                        tier: constraint.isRequired ? nil : constraint.priority)
            handles[index] = handle
            constraintIndex[handle] = index
        } catch {
            let handle = (try? solver.add(terms, constant: constant, relation, tier: Self.recoveredTier)) ?? -1
            handles[index] = handle
            constraintIndex[handle] = index
            broken.append(index)
        }
    }

    /// Moves a request pin (`variable == value`) to a new value.
    func setPin(_ index: Int, to value: Double) throws(LayoutModelError) {
        guard let handle = handles[index] else { return }
        let current = pinValues[index] ?? -translation.constraints[index].expression.constant
        guard current != value else { return }
        pinValues[index] = value
        solver.remove(handle)
        constraintIndex[handle] = nil
        broken.removeAll { $0 == index }
        add(index, constant: -value)
    }

    func value(_ index: Int) -> Double {
        variables[index].map { solver.value(of: $0) } ?? 0
    }

    private func ids(_ indices: [Int]) -> [String] {
        var seen: Set<String> = []
        return indices.sorted().map { translation.id(of: $0) }.filter { seen.insert($0).inserted }
    }

    /// Each required constraint that could not hold, with a minimal
    /// conflicting set found by a deletion filter over the required
    /// constraints that share variables with it.
    var unsatisfiable: [BrokenConstraint] {
        if let conflictCache { return conflictCache }
        let result = broken.sorted().map { index in
            BrokenConstraint(broken: translation.id(of: index), conflict: ids(minimalConflict(index)))
        }
        conflictCache = result
        return result
    }

    private func minimalConflict(_ failed: Int) -> [Int] {
        let required = translation.constraints.indices.filter {
            translation.constraints[$0].isRequired && handles[$0] != nil && ($0 == failed || !broken.contains($0))
        }
        // The required constraints connected to the failed one through shared variables.
        var variablesSeen = Set(translation.constraints[failed].expression.terms.map(\.variable))
        var members: Set<Int> = [failed]
        var grew = true
        while grew {
            grew = false
            for index in required where !members.contains(index) {
                let vars = translation.constraints[index].expression.terms.map(\.variable)
                if vars.contains(where: variablesSeen.contains) {
                    members.insert(index)
                    variablesSeen.formUnion(vars)
                    grew = true
                }
            }
        }
        var set = members.sorted()
        for candidate in set where candidate != failed {
            let without = set.filter { $0 != candidate }
            if !FallbackSolver.feasible(without.map(record)) { set = without }
        }
        return set
    }

    private func record(_ index: Int) -> FallbackSolver.Record {
        let constraint = translation.constraints[index]
        let constant = pinValues[index].map { -$0 } ?? constraint.expression.constant
        return FallbackSolver.Record(
            terms: constraint.expression.terms, constant: constant, relation: Self.sign(constraint.relation),
            tier: nil, tag: FallbackSolver.Tag(marker: -1))
    }

    var ambiguousVariables: Set<Int> {
        var modelIndex: [Int: Int] = [:]
        for (index, variable) in variables.enumerated() { if let variable { modelIndex[variable] = index } }
        var result = Set(solver.ambiguous(Array(modelIndex.keys)).compactMap { modelIndex[$0] })
        for (index, variable) in variables.enumerated() where variable != nil && !constrained[index] {
            result.insert(index)
        }
        return result
    }

    func explanation(for index: Int) -> [String] {
        guard let variable = variables[index] else { return [] }
        return ids(solver.explanation(for: variable).compactMap { constraintIndex[$0] })
    }
}
#endif
