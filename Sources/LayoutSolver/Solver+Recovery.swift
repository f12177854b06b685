extension Solver {
    /// Adds a recovering batch that a required constraint of could not join: breaks exactly the
    /// required constraints that adding the batch one by one, in batch order, would break, each
    /// with a minimal conflict of constraints before it; but inserts the required constraints
    /// in the batch's short-row order, without optimising, then the others, each optimised.
    ///
    /// One by one, a required constraint breaks when it cannot hold with the held ones before it.
    /// Here each required constraint goes in (short-row order) at a savepoint; when it cannot
    /// hold, only it is rolled back, and its conflict decides: every other member comes before
    /// it, so it breaks (kept at the recovery tier with that conflict); or the latest member
    /// comes after it, and that one is taken out to be decided again (with every broken
    /// constraint whose conflict named it), and this one is tried again. The ones taken out are
    /// decided last, in batch order. What is left is held constraints that hold together, and
    /// broken ones each in conflict with held ones before it, which is what one by one leaves:
    /// by induction in batch order, each constraint is held or broken there as here.
    ///
    /// Returns nil, with the solver as it was, when a definition of the batch is the latest
    /// member of a conflict (taking definitions out is left to one-by-one adding), or when
    /// deciding takes more inserts than `4 · batch + 16`.
    /// - Complexity: the required constraints' inserts in short-row order, plus an insert and a
    ///   conflict for each constraint that breaks or is taken out; then an insert and an
    ///   optimisation per non-required constraint.
    func addRecovering(_ batch: [Constraint], firstID: Int) -> [ConstraintHandle]? {
        let (defined, order) = defineAndOrder(batch, firstID: firstID)
        let lookup: (Int) -> Constraint? = { id in
            id >= firstID && id < firstID + batch.count ? batch[id - firstID] : self.constraints[id]?.constraint
        }
        beginTransaction()
        var held: [Int: ConstraintRecord] = [:]
        var broken: [Int: (record: ConstraintRecord, conflict: [Int])] = [:]
        var undecided = Set<Int>()
        var budget = 4 * batch.count + 16

        /// Holds or breaks the required constraint at `index`; false when it gives up.
        func decide(_ index: Int) -> Bool {
            let id = firstID + index
            while budget > 0 {
                budget -= 1
                let mark = savepoint()
                let certificate: Certificate
                switch insertConstraint(batch[index], tier: nil, id: id, optimizing: false) {
                case .added(let record):
                    held[index] = record
                    return true
                case .infeasible(let found):
                    certificate = found
                }
                // Sorted, oldest first; read before the rollback, as the batch's definitions are.
                let conflict = minimalConflict(certificate: certificate, seed: id, lookup: lookup).filter { $0 != id }
                rollback(to: mark)
                guard let latest = conflict.last, latest > id else {
                    guard let record = insertConstraint(batch[index], tier: Solver.recoveryTier, id: id,
                                                        optimizing: false).record else { return false }
                    broken[index] = (record, conflict)
                    return true
                }
                // A later member: it may be the one that breaks. Take it out and decide it again.
                guard let record = held.removeValue(forKey: latest - firstID) else { return false }
                deleteConstraint(record, optimizing: false)
                undecided.insert(latest - firstID)
                for (other, entry) in broken where entry.conflict.contains(latest) {
                    deleteConstraint(entry.record, optimizing: false)
                    broken[other] = nil
                    undecided.insert(other)
                }
            }
            return false
        }

        var decided = true
        for index in order where decided && batch[index].priority.isRequired { decided = decide(index) }
        while decided, let next = undecided.min() {
            undecided.remove(next)
            decided = decide(next)
        }
        guard decided else {
            rollbackTransaction()
            forgetDefinitions(defined, firstID: firstID)
            didMutate()
            return nil
        }
        // The recovery tier's errors first, with no preference in the way; then each preference,
        // optimised as it goes in, as one by one. Put in together and optimised once, the
        // preferences left a vertex far from the optimum (the broken constraints hold every
        // height at its least), and that one optimisation cost 40 s at 3000 grid views, against
        // 70 ms this way.
        optimize()
        for index in order where !batch[index].priority.isRequired {
            let constraint = batch[index]
            guard let record = insertConstraint(constraint, tier: constraint.priority.value, id: firstID + index,
                                                optimizing: true).record else {
                preconditionFailure("a non-required constraint always fits")
            }
            held[index] = record
        }
        optimize()
        commitTransaction()
        for (index, record) in held {
            constraints[firstID + index] = record
            definitions.countUses(of: record.constraint, by: 1)
        }
        for (index, entry) in broken {
            let id = firstID + index
            var record = entry.record
            record.recoveredConflict = (entry.conflict + [id]).map { ConstraintHandle(id: $0) }
            constraints[id] = record
            definitions.countUses(of: record.constraint, by: 1)
        }
        didMutate()
        return batch.indices.map { ConstraintHandle(id: firstID + $0) }
    }
}
