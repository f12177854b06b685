/// What one attempt inside a transaction came to: its value, or the certificate that the
/// required constraint `id` could not hold.
enum Attempt<Value> {
    case done(Value)
    case infeasible(Certificate, id: Int)

    /// An insertion of constraint `id` as an attempt: its record, or its certificate.
    init(_ insertion: Insertion, id: Int) where Value == ConstraintRecord {
        switch insertion {
        case .added(let record): self = .done(record)
        case .infeasible(let certificate): self = .infeasible(certificate, id: id)
        }
    }
}

/// How a transaction ended.
enum TransactionOutcome<Value> {
    /// Everything the attempt did stays.
    case committed(Value)
    /// Constraint `failed` could not hold; the tableau is as it was before. `conflict` is a
    /// minimal conflicting set of constraint ids (`failed` among them), ascending, when asked for.
    case rolledBack(conflict: [Int], failed: Int)
}

extension Solver {
    // MARK: Transactions

    func beginTransaction() { tableau.begin() }

    func commitTransaction() { tableau.commit() }

    /// Puts every journaled row and objective cell back, and forgets the symbols made since.
    func rollbackTransaction() {
        let keep = tableau.rollBack()
        definitions.removeSymbols(from: keep)
    }

    /// A savepoint in the open transaction: `rollback(to:)` undoes what follows it and no more.
    func savepoint() -> Journal.Savepoint { tableau.savepoint() }

    /// Undoes what the open transaction did since `savepoint`; the transaction stays open.
    /// - Complexity: the rows and objective cells changed since the savepoint.
    func rollback(to savepoint: Journal.Savepoint) {
        tableau.rollBack(to: savepoint)
        definitions.removeSymbols(from: savepoint.symbolCount)
    }

    /// The one transaction pattern of adding (`insert`, `setConstant`'s general path, the batch
    /// `add`): `attempt` runs inside a transaction; when it is done, everything it did is
    /// committed; when a required constraint cannot hold, its minimal conflict is read from
    /// the certificate (while the tableau still holds what the attempt did, so ids the attempt
    /// named, a batch's definitions among them, resolve through `lookup`), and the tableau is
    /// rolled back exactly. What to do then (throw, or keep the constraint broken at the
    /// recovery tier) is the caller's.
    ///
    /// `wantsConflict` false skips the conflict (a recovering batch decides its own).
    /// - Complexity: the attempt; on failure, the conflict (`minimalConflict`) and the rollback.
    @inline(__always)
    func transaction<Value>(wantsConflict: Bool = true, lookup: (Int) -> Constraint?,
                            _ attempt: () -> Attempt<Value>) -> TransactionOutcome<Value> {
        beginTransaction()
        switch attempt() {
        case .done(let value):
            commitTransaction()
            return .committed(value)
        case .infeasible(let certificate, let id):
            let conflict = wantsConflict ? minimalConflict(certificate: certificate, seed: id, lookup: lookup) : []
            rollbackTransaction()
            return .rolledBack(conflict: conflict, failed: id)
        }
    }
}
