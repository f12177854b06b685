import LayoutCore
import LayoutDocument
import LayoutSolver
import LayoutText

/// A translated screen loaded into the solver: solves, reads frames back and
/// turns the solver's handles into constraint ids. A session keeps one alive
/// and moves its request pins.
final class ModelSolver {
    let translation: ScreenTranslation
    private let solver = Solver()
    /// Solver variables by model variable index; nil for those never used.
    private var variables: [Variable?]
    /// Handles by index into `translation.constraints`.
    private var handles: [ConstraintHandle?]
    private var constraintIndex = HandleIndex()
    /// Model variables that appear in at least one constraint; any other is free.
    private var constrained: [Bool]
    /// Model variable index by solver variable id (-1 for none), built when first needed.
    private var variableIndex: [Int] = []
    /// Request pins moved since loading, by constraint index.
    private var pinValues: [Int: Double] = [:]
    /// `translation.id(of:)` by constraint index, each built when first asked for
    /// (explanations name the same constraints many times).
    private var constraintIDs: [String?] = []
    /// Views whose wrapped text had not settled when `settleText` stopped.
    var unsettledText: [String] = []
    /// The last measurement of each wrapping text view and the width it was made at:
    /// the solver's text sizes and request are fixed, so a text at the same width measures the same.
    var wrappedText: [Int: (width: Double, measurement: TextMeasurement)] = [:]

    /// Loads every constraint: the required ones first, in translation
    /// order (so a conflict breaks the later one, as UIKit reports it), then the others.
    /// They go in as one batch, which the solver orders to keep its rows short
    /// and optimises once; when a required one cannot hold, the solver adds
    /// them one by one in this order, as `add` would.
    init(_ translation: ScreenTranslation) throws(LayoutModelError) {
        self.translation = translation
        let algebra = translation.algebra
        variables = Array(repeating: nil, count: algebra.variableCount)
        constrained = Array(repeating: false, count: algebra.variableCount)
        handles = Array(repeating: nil, count: translation.constraints.count)
        solver.recoversFromUnsatisfiable = true
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
        let order = constraints.indices.filter { constraints[$0].isRequired }
            + constraints.indices.filter { !constraints[$0].isRequired }
        var batch: [Constraint] = []
        batch.reserveCapacity(order.count)
        for index in order {
            guard let constraint = try? solverConstraint(index) else { batch = []; break }
            batch.append(constraint)
        }
        if batch.count == order.count, let added = try? solver.add(batch) {
            for (handle, index) in zip(added, order) {
                handles[index] = handle
                constraintIndex[handle] = index
            }
            return
        }
        // The batch was refused as a whole (nothing was added): one at a time names the culprit.
        for index in order { try add(index) }
    }

    private func variable(_ index: Int) -> Variable {
        if let variable = variables[index] { return variable }
        let variable = solver.makeVariable()
        variables[index] = variable
        return variable
    }

    private func add(_ index: Int) throws(LayoutModelError) {
        do {
            try addToSolver(index)
        } catch {
            throw failure("'\(translation.id(of: index))' (\(error))")
        }
    }

    /// The solver constraint of a model constraint.
    private func solverConstraint(_ index: Int) throws(LayoutModelError) -> Constraint {
        let constraint = translation.constraints[index]
        var expression = Expression(constant: constraint.constant)
        expression.terms.reserveCapacity(constraint.terms.count)
        for term in translation.terms[constraint.terms] {
            constrained[term.variable] = true
            expression.terms.append(Term(variable: variable(term.variable), coefficient: term.coefficient))
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        guard let priority = Priority(constraint.priority) else {
            throw failure("priority \(constraint.priority) of '\(translation.id(of: index))'")
        }
        if let pinned = pinValues[index] { expression.constant = -pinned }
        return Constraint(expression, relation, priority: priority)
    }

    private func addToSolver(_ index: Int) throws -> Void {
        let handle = try solver.add(try solverConstraint(index))
        handles[index] = handle
        constraintIndex[handle] = index
    }

    private func removeFromSolver(_ index: Int) throws(LayoutModelError) {
        guard let handle = handles[index] else { return }
        do { try solver.remove(handle) } catch { throw failure("'\(translation.id(of: index))' (\(error))") }
        handles[index] = nil
        constraintIndex[handle] = nil
    }

    private func failure(_ what: String) -> LayoutModelError {
        LayoutModelError(screen: translation.screenName, .solverFailure(what))
    }

    /// Moves request pins (`variable == value`, each of them before every other required
    /// constraint in translation order) to new values, and leaves the solver as a fresh load
    /// with those values would be: the same required constraints held and broken.
    ///
    /// A fresh load breaks a required constraint exactly when it cannot hold with the held
    /// ones before it. So: every broken constraint is taken out to be decided again; a pin
    /// move that conflicts takes out the latest member of the conflict later than the pin, or
    /// the pin itself when every other member comes before it, to be decided again, and
    /// retries; then the constraints taken out go back in translation order, and one that
    /// conflicts takes out the latest later member and retries, or, when every other member
    /// comes before it, is kept broken with that conflict. Held constraints later
    /// than the one being decided, all holding together with it, are held by a fresh load too.
    /// - Complexity: one dual-simplex repair for all the pins when they hold together, else a
    ///   constant change per pin; plus a remove and an add per constraint that breaks or stops
    ///   breaking (and per later constraint a conflict takes out).
    func setPins(_ targets: [(index: Int, value: Double)]) throws(LayoutModelError) {
        let moves = targets.filter { target in
            handles[target.index] != nil
                && (pinValues[target.index] ?? -translation.constraints[target.index].constant) != target.value
        }
        if moves.isEmpty { return }
        solver.recoversFromUnsatisfiable = false
        defer { solver.recoversFromUnsatisfiable = true }
        var undecided = Set<Int>()
        for handle in solver.recoveredConstraints {
            guard let index = constraintIndex[handle] else { continue }
            try removeFromSolver(index)
            undecided.insert(index)
        }
        // All the moves with one repair when they hold together (a second text pass moves
        // every wrapping label's constants at once); else one at a time, as below.
        let together = moves.compactMap { move in handles[move.index].map { (constant: -move.value, handle: $0) } }
        var movedTogether = false
        if moves.count > 1 {
            do { movedTogether = try solver.setConstants(together) } catch { throw failure("pins (\(error))") }
        }
        for (index, value) in moves {
            pinValues[index] = value
            if movedTogether { continue }
            while let handle = handles[index] {
                do {
                    try solver.setConstant(-value, of: handle)
                    break
                } catch {
                    guard case .unsatisfiable(let conflict) = error else {
                        throw failure("'\(translation.id(of: index))' (\(error))")
                    }
                    // Every other member before the pin: a fresh load breaks the pin itself, so it is
                    // decided again below (and kept broken with its conflict), not refused.
                    let latest = conflict.compactMap({ $0.flatMap { constraintIndex[$0] } }).filter({ $0 > index }).max()
                    try removeFromSolver(latest ?? index)
                    undecided.insert(latest ?? index)
                }
            }
        }
        while let next = undecided.min() {
            undecided.remove(next)
            while true {
                do {
                    try addToSolver(next)
                    break
                } catch let error as SolverError {
                    guard case .unsatisfiable(let conflict) = error else {
                        throw failure("'\(translation.id(of: next))' (\(error))")
                    }
                    let members = conflict.compactMap { $0 }
                    if let latest = members.compactMap({ constraintIndex[$0] }).filter({ $0 > next }).max() {
                        try removeFromSolver(latest)
                        undecided.insert(latest)
                        continue
                    }
                    do {
                        let handle = try solver.addBroken(try solverConstraint(next), conflict: members)
                        handles[next] = handle
                        constraintIndex[handle] = next
                    } catch {
                        throw failure("'\(translation.id(of: next))' (\(error))")
                    }
                    break
                } catch {
                    throw failure("'\(translation.id(of: next))' (\(error))")
                }
            }
        }
    }

    /// The current value of a model variable (0 for one never used).
    func value(_ index: Int) -> Double {
        variables[index].map { solver.value(of: $0) } ?? 0
    }

    /// A constraint's constant as loaded now (a moved request pin's new value).
    func loadedConstant(_ index: Int) -> Double {
        pinValues[index].map { -$0 } ?? translation.constraints[index].constant
    }

    /// `translation.id(of:)`, built once per constraint.
    func id(of index: Int) -> String {
        if constraintIDs.isEmpty { constraintIDs = Array(repeating: nil, count: translation.constraints.count) }
        if let known = constraintIDs[index] { return known }
        let id = translation.id(of: index)
        constraintIDs[index] = id
        return id
    }

    /// Ids of the constraints behind some solver handles, in translation order, without repeats.
    func ids(_ handles: [ConstraintHandle]) -> [String] {
        var seen: Set<String> = []
        return handles.compactMap { constraintIndex[$0] }.sorted()
            .map { translation.id(of: $0) }
            .filter { seen.insert($0).inserted }
    }

    /// Each required constraint the solver gave up, with its minimal conflicting set.
    var unsatisfiable: [BrokenConstraint] {
        solver.brokenConstraints
            .compactMap { broken -> (Int, BrokenConstraint)? in
                guard let index = constraintIndex[broken.constraint] else { return nil }
                return (index, BrokenConstraint(
                    broken: translation.id(of: index), conflict: ids(broken.conflict + [broken.constraint])))
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
    }

    /// Model variables whose value the constraints do not determine.
    var ambiguousVariables: Set<Int> {
        if variableIndex.isEmpty {
            let count = variables.reduce(0) { max($0, ($1?.id ?? -1) + 1) }
            variableIndex = Array(repeating: -1, count: count)
            for (index, variable) in variables.enumerated() { if let variable { variableIndex[variable.id] = index } }
        }
        let index = variableIndex
        var result = Set(solver.ambiguousVariables().compactMap { variable in
            variable.id < index.count && index[variable.id] >= 0 ? index[variable.id] : nil
        })
        for (index, variable) in variables.enumerated() where variable != nil && !constrained[index] {
            result.insert(index)
        }
        return result
    }

    /// What moves a model variable's value: each constraint whose constant moves it, in
    /// translation order, with how far (see `Solver.sensitivities(of:)`).
    func explanation(for index: Int) -> [ViewExplanation.Term] {
        guard let variable = variables[index] else { return [] }
        return solver.sensitivities(of: variable)
            .compactMap { entry -> (Int, ViewExplanation.Term)? in
                // A handle's constraint was loaded with `loadedConstant` as its b (`solverConstraint`).
                guard let model = constraintIndex[entry.constraint] else { return nil }
                // The solver reads `terms + b REL 0`; the constant shown is the right-hand side -b.
                return (model, ViewExplanation.Term(
                    constraint: id(of: model), constant: -loadedConstant(model), coefficient: -entry.coefficient))
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
    }
}

/// Model constraint index by solver handle: an array by handle id (the solver numbers its
/// constraints from 0), not a dictionary, which hashed every one of a big screen's handles.
private struct HandleIndex {
    private var slots: [Int] = []

    subscript(handle: ConstraintHandle) -> Int? {
        get { slots.indices.contains(handle.id) && slots[handle.id] >= 0 ? slots[handle.id] : nil }
        set {
            guard handle.id >= 0 else { return }
            if handle.id >= slots.count {
                guard newValue != nil else { return }
                slots += repeatElement(-1, count: handle.id + 1 - slots.count)
            }
            slots[handle.id] = newValue ?? -1
        }
    }
}
