extension Solver {
    /// Adds constraints together, choosing an order that keeps rows short (by the newest variable
    /// each mentions) and optimising once. All or nothing: if a required one cannot hold, nothing
    /// is added and `unsatisfiableBatch` names a minimal conflict (unless recovering, when the
    /// batch breaks what adding it one by one would break: see `addRecovering`).
    public func add(_ batch: [Constraint]) throws(SolverError) -> [ConstraintHandle] {
        for constraint in batch { try validate(constraint) }
        let firstID = constraints.reserveIDs(batch.count)
        constraints.reserveCapacity(batch.count)
        let (defined, order) = defineAndOrder(batch, firstID: firstID)
        // The conflict is read while the batch's definitions are still known (inside `transaction`).
        let lookup: (Int) -> Constraint? = { id in
            id >= firstID && id < firstID + batch.count ? batch[id - firstID] : self.constraints[id]?.constraint
        }
        let outcome = transaction(wantsConflict: !recoversFromUnsatisfiable, lookup: lookup) {
            () -> Attempt<[(Int, ConstraintRecord)]> in
            var added: [(Int, ConstraintRecord)] = []
            added.reserveCapacity(order.count)
            for index in order {
                let constraint = batch[index]
                let tier: Double? = constraint.priority.isRequired ? nil : constraint.priority.value
                switch insertConstraint(constraint, tier: tier, id: firstID + index) {
                case .added(let record): added.append((firstID + index, record))
                case .infeasible(let certificate): return .infeasible(certificate, id: firstID + index)
                }
            }
            optimize()
            return .done(added)
        }
        guard case .rolledBack(let conflict, _) = outcome else {
            if case .committed(let added) = outcome {
                for (id, record) in added {
                    constraints[id] = record
                    definitions.countUses(of: record.constraint, by: 1)
                }
            }
            didMutate()
            return batch.indices.map { ConstraintHandle(id: firstID + $0) }
        }
        forgetDefinitions(defined, firstID: firstID)
        if recoversFromUnsatisfiable {
            if let handles = addRecovering(batch, firstID: firstID) { return handles }
            var handles: [ConstraintHandle] = []
            for (offset, constraint) in batch.enumerated() {
                // Re-use the reserved ids so handles stay in batch order.
                _ = insert(constraint, id: firstID + offset, recovering: true)
                definitions.countUses(of: constraint, by: 1)
                handles.append(ConstraintHandle(id: firstID + offset))
            }
            return handles
        }
        let existing = conflict.filter { $0 < firstID }.map { ConstraintHandle(id: $0) }
        let members = conflict.filter { $0 >= firstID }.map { $0 - firstID }
        didMutate()
        throw .unsatisfiableBatch(conflict: existing, batchMembers: members.sorted())
    }

    /// Records the batch's definitions (in batch order: each makes later rows shorter) and
    /// returns them with the order the others go in: by the newest variable each mentions, so
    /// rows stay short, ties in batch order.
    func defineAndOrder(_ batch: [Constraint], firstID: Int) -> (defined: [Int], order: [Int]) {
        var defined: [Int] = []
        var isDefinition = [Bool](repeating: false, count: batch.count)
        for (index, constraint) in batch.enumerated() {
            guard let definition = definitionCandidate(constraint, id: firstID + index) else { continue }
            define(definition, constraint: constraint)
            definitions.countUses(of: constraint, by: 1)
            defined.append(index)
            isDefinition[index] = true
        }
        // Each constraint's newest variable, worked out once rather than at every comparison.
        let newest = batch.map { constraint in
            constraint.expression.terms.reduce(-1) { latest, term in max(latest, Int(term.variable.id)) }
        }
        let order = batch.indices.filter { !isDefinition[$0] }.sorted { left, right in
            newest[left] != newest[right] ? newest[left] < newest[right] : left < right
        }
        return (defined, order)
    }

    /// Forgets the definitions of a batch that was rolled back (the tableau no longer mentions
    /// them), newest first.
    func forgetDefinitions(_ defined: [Int], firstID: Int) {
        for index in defined.reversed() {
            let id = firstID + index
            guard let record = constraints[id] else { continue }
            definitions.forget(record.defines)
            constraints[id] = nil
            definitions.countUses(of: record.constraint, by: -1)
        }
        definitions.dropTrailingEmptySlots()
    }
}
