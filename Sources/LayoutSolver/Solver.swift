/// An incremental Cassowary solver with strict priority tiers.
///
/// - Priorities are tiers compared lexicographically: the objective is a vector with one sum of
///   errors per distinct priority, and no amount of error at lower tiers buys any at a higher one.
/// - A required constraint that cannot hold leaves the solver exactly as it was and reports a
///   minimal conflicting set; with `recoversFromUnsatisfiable` it is kept at a tier above every
///   non-required priority instead (UIKit's behaviour) and listed in `brokenConstraints`.
/// - Answers do not depend on insertion order. Where several answers are equally good at every
///   tier, the solver picks the one whose variables, taken in creation order (oldest first), are
///   each as close to zero as possible: |v₁| is minimised first, then |v₂| given v₁, and so on.
/// - Adds, removes, constant changes and suggestions re-optimise from the current tableau (dual
///   simplex for constants and suggestions); nothing is ever rebuilt.
public final class Solver {
    /// The simplex tableau with its column index, objective and undo log (see `Tableau`).
    /// Variables are its external symbols.
    var tableau = Tableau()

    /// Required equalities kept out of the tableau, and what depends on them (see `Definitions`).
    var definitions = Definitions()
    /// The definitions in the order they were made (tests read it).
    var definitionList: [Definition?] { definitions.list }

    /// The variables in creation order, and their names (see `Variables`).
    var variables = Variables()

    /// Every constraint's record by id, the id counter, and the edit and recovered constraints
    /// (see `ConstraintRecords`).
    var constraints = ConstraintRecords()

    /// The settled answer and the freedom analysis behind it (see `Settlement`).
    var settlement = Settlement()

    /// When set, an unsatisfiable required constraint is kept at the highest non-required tier
    /// instead of throwing (UIKit's recovery); see `brokenConstraints`.
    public var recoversFromUnsatisfiable = false

    /// Whether required equalities on fresh variables become definitions (see `Definition`);
    /// tests turn it off to compare against the plain tableau.
    var usesDefinitions = true

    /// Whether settling decides which stuck symbols move together (see `Entanglement`); off in
    /// the throwaway solver that decides it, whose answers it needs are unique anyway.
    var decidesEntanglement = true

    /// Debug builds check the tableau after every mutation when set (tests set it).
    var checksInvariants = false

    public init() {}

    /// Makes a variable; its value is 0 until constraints say otherwise.
    public func makeVariable(name: String = "") -> Variable {
        let symbol = makeSymbol(.external)
        variables.append(symbol, name: name)
        return Variable(symbol: symbol)
    }

    /// The name given to `makeVariable`, or its description.
    public func name(of variable: Variable) -> String {
        variables.names[variable.symbol] ?? variable.description
    }

    /// The variable's value in the current answer.
    /// - Complexity: O(1) after the first read following a change, which settles the answer.
    public func value(of variable: Variable) -> Double {
        precondition(isVariable(variable), "variable \(variable) was not made by this solver")
        settle()
        return settledValue(variable.id)
    }

    /// A settled value; a variable made since the last settle is in no constraint, so 0.
    func settledValue(_ id: Int) -> Double {
        // A field read, not a method of the struct: that would copy the whole settlement.
        id < settlement.values.count ? settlement.values[id] : 0
    }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count }

    /// Adds a constraint. A required constraint that cannot hold throws
    /// `SolverError.unsatisfiable(conflict:)` and leaves the solver exactly as it was, unless
    /// `recoversFromUnsatisfiable` is set.
    /// - Complexity: the substitution of its row plus the pivots it causes; no rebuild.
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        let id = constraints.reserveIDs(1)
        if let conflict = insert(constraint, id: id, recovering: recoversFromUnsatisfiable) {
            throw .unsatisfiable(conflict: conflict.map { Optional($0) } + [nil])
        }
        definitions.countUses(of: constraint, by: 1)
        return ConstraintHandle(id: id)
    }

    /// Inserts `constraint` under its reserved `id` in one transaction: the one
    /// path behind `add` and a recovering batch. When a required constraint
    /// cannot hold, the tableau is rolled back first; then, `recovering`, it is
    /// kept at the recovery tier with its minimal conflict (returns nil), else
    /// the minimal conflict among existing constraints is returned.
    func insert(_ constraint: Constraint, id: Int, recovering: Bool) -> [ConstraintHandle]? {
        if let definition = definitionCandidate(constraint, id: id) {
            define(definition, constraint: constraint)
            return nil
        }
        let tier: Double? = constraint.priority.isRequired ? nil : constraint.priority.value
        let outcome = transaction(lookup: { other in other == id ? constraint : self.constraints[other]?.constraint }) {
            Attempt(insertConstraint(constraint, tier: tier, id: id), id: id)
        }
        guard case .rolledBack(let members, _) = outcome else {
            if case .committed(let record) = outcome { constraints[id] = record }
            didMutate()
            return nil
        }
        let conflict = members.filter { $0 != id }.map { ConstraintHandle(id: $0) }
        if recovering {
            insertRecovered(constraint, id: id, conflict: conflict + [ConstraintHandle(id: id)])
            return nil
        }
        didMutate()
        return conflict
    }

    /// Adds a required constraint known not to hold with the others (`add` without recovery
    /// threw `conflict`) at the recovery tier, reporting that conflict for it: what `add` with
    /// `recoversFromUnsatisfiable` does, for a caller that decides which constraint breaks.
    public func addBroken(_ constraint: Constraint, conflict: [ConstraintHandle]) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        let id = constraints.reserveIDs(1)
        insertRecovered(constraint, id: id, conflict: conflict + [ConstraintHandle(id: id)])
        definitions.countUses(of: constraint, by: 1)
        return ConstraintHandle(id: id)
    }

    /// Every constraint kept at the recovery tier, oldest first, whether or not it holds now.
    public var recoveredConstraints: [ConstraintHandle] {
        constraints.pruneRecovered().map { ConstraintHandle(id: $0) }
    }

    /// Keeps an unsatisfiable required constraint at the recovery tier, which always succeeds.
    func insertRecovered(_ constraint: Constraint, id: Int, conflict: [ConstraintHandle]) {
        guard var record = insertConstraint(constraint, tier: Solver.recoveryTier, id: id).record else {
            preconditionFailure("a non-required constraint always fits")
        }
        record.recoveredConflict = conflict
        constraints[id] = record
        didMutate()
    }

    /// Removes a constraint; the answer re-optimises from the current tableau.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = constraints[handle.id] else { throw .unknownConstraint(handle) }
        if record.isDefinition {
            undefine(id: handle.id, keepingConstraint: false)
        } else {
            deleteConstraint(record)
            constraints[handle.id] = nil
        }
        definitions.countUses(of: record.constraint, by: -1)
        didMutate()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ handle: ConstraintHandle) -> Bool { constraints[handle.id] != nil }

    /// The constraint behind a handle, with its current constant.
    public func constraint(_ handle: ConstraintHandle) -> Constraint? { constraints[handle.id]?.constraint }

    /// The fast path for layout edits: change the constant of an added constraint's expression.
    /// Shifts the rows holding its marker and repairs with the dual simplex; a required constraint
    /// that can no longer hold throws (solver unchanged) or, when recovering, is kept broken.
    public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws(SolverError) {
        guard constant.isFinite else { throw .notFinite(what: "constant") }
        guard var record = constraints[handle.id] else { throw .unknownConstraint(handle) }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        if record.isDefinition {
            if shiftDefinition(record, to: constant) { return }
            // Not in place: make it a tableau constraint again and take the general path.
            undefine(id: handle.id, keepingConstraint: true)
            guard let tableauRecord = constraints[handle.id] else { throw .unknownConstraint(handle) }
            record = tableauRecord
        }
        var changed = record
        changed.constraint.expression.constant = constant
        beginTransaction()
        switch shiftConstant(of: record, by: delta) {
        case .done:
            commitTransaction()
            constraints[handle.id] = changed
            didMutate()
            return
        case .unsatisfiable, .needsReadd:
            rollbackTransaction()
        }
        // The general path: take the constraint out and put the changed one in.
        let outcome = transaction(lookup: { other in other == handle.id ? changed.constraint : self.constraints[other]?.constraint }) {
            deleteConstraint(record)
            return Attempt(insertConstraint(changed.constraint, tier: record.tier, id: handle.id), id: handle.id)
        }
        guard case .rolledBack(let members, _) = outcome else {
            if case .committed(var kept) = outcome {
                kept.editVariable = record.editVariable
                kept.recoveredConflict = record.recoveredConflict
                constraints[handle.id] = kept
            }
            didMutate()
            return
        }
        let conflict = members.filter { $0 != handle.id }.map { ConstraintHandle(id: $0) }
        if recoversFromUnsatisfiable {
            deleteConstraint(record)
            constraints[handle.id] = nil
            insertRecovered(changed.constraint, id: handle.id, conflict: conflict + [handle])
            return
        }
        didMutate()
        throw .unsatisfiable(conflict: (conflict + [handle]).map { Optional($0) })
    }

    /// Changes several constraints' constants with one dual-simplex repair for all of them:
    /// what a second layout pass needs when many intrinsic sizes move at once. Each change
    /// shifts the rows holding its constraint's marker, as `setConstant` does; the dual simplex
    /// then runs once from the optimal basis it started at, so the answer is the one the
    /// changes made one at a time would give.
    ///
    /// All or nothing: when a required constraint could no longer hold, or a change cannot be
    /// made in place (a defining constraint, or a marker in an implied equality's row), nothing
    /// changes and it returns false; `setConstant` one at a time then reports the conflict or
    /// recovers as usual. A handle given twice takes its last constant.
    /// - Returns: whether the changes were made.
    /// - Complexity: one shift per change (the rows holding its marker), then the pivots of
    ///   one dual simplex.
    @discardableResult
    public func setConstants(_ changes: [(constant: Double, handle: ConstraintHandle)]) throws(SolverError) -> Bool {
        var targets: [Int: Double] = [:]
        var order: [Int] = []
        for (constant, handle) in changes {
            guard constant.isFinite else { throw .notFinite(what: "constant") }
            guard constraints[handle.id] != nil else { throw .unknownConstraint(handle) }
            if targets.updateValue(constant, forKey: handle.id) == nil { order.append(handle.id) }
        }
        var moved: [(id: Int, record: ConstraintRecord, constant: Double)] = []
        for id in order {
            guard let record = constraints[id], let constant = targets[id] else { continue }
            let delta = constant - record.constraint.expression.constant
            if delta == 0 { continue }
            if record.isDefinition { return false }
            moved.append((id, record, constant))
        }
        if moved.isEmpty { return true }
        beginTransaction()
        for (_, record, constant) in moved
        where !tableau.shiftRows(of: record, by: constant - record.constraint.expression.constant) {
            rollbackTransaction()
            didMutate()
            return false
        }
        guard tableau.dualOptimize() else {
            rollbackTransaction()
            didMutate()
            return false
        }
        commitTransaction()
        for (id, record, constant) in moved {
            var changed = record
            changed.constraint.expression.constant = constant
            constraints[id] = changed
        }
        didMutate()
        return true
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at `priority` (below required); it holds its current value.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard constraints.edits[variable.symbol] == nil else { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let handle = try add(Constraint(Expression(variable) - current, .equal, priority: priority))
        constraints[handle.id]!.editVariable = variable
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = constraints.edits[variable.symbol] else { throw .unknownEditVariable(variable) }
        try remove(ConstraintHandle(id: id))
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { constraints.edits[variable.symbol] != nil }

    /// The handle of a variable's edit constraint (it appears in explanations).
    public func editConstraint(for variable: Variable) -> ConstraintHandle? {
        constraints.edits[variable.symbol].map { ConstraintHandle(id: $0) }
    }

    /// Suggests a value for an edit variable: a constant change, repaired by the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .notFinite(what: "suggested value for \(name(of: variable))") }
        guard let id = constraints.edits[variable.symbol] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: ConstraintHandle(id: id))
    }

    // MARK: Helpers

    /// The tier a recovered required constraint is kept at: above every non-required priority.
    static let recoveryTier = 1000.0

    /// Makes a tableau symbol, with room for it in the definitions.
    func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int32 {
        definitions.appendSymbol()
        return tableau.makeSymbol(kind, owner: owner)
    }

    /// Primal simplex to the optimum (see `Tableau.optimize`).
    func optimize() { tableau.optimize() }

    func isVariable(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < tableau.symbolCount && tableau.kinds[variable.id] == .external
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.constant.isFinite else { throw .notFinite(what: "constant") }
        for term in constraint.expression.terms {
            guard isVariable(term.variable) else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else {
                throw .notFinite(what: "coefficient of \(name(of: term.variable))")
            }
        }
    }

    func didMutate() {
        settlement.invalidate()
        #if DEBUG
        if checksInvariants { _checkInvariants() }
        #endif
    }
}
