extension Solver {
    /// Adds one constraint's row to the tableau, keeping it feasible, and returns its record,
    /// or, when a required constraint cannot hold, the certificate of why (the caller rolls
    /// the transaction back).
    ///
    /// The row is the expression with every basic variable substituted, plus a slack
    /// (inequality), an error (non-required) or a dummy (required equality); see `chooseSubject`.
    func insertConstraint(_ constraint: Constraint, tier: Double?, id: Int, optimizing: Bool = true) -> Insertion {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where term.coefficient != 0 {
            addTerm(term.variable.symbol, term.coefficient, to: &row)
        }
        var record = ConstraintRecord(constraint: constraint, tier: tier, marker: -1, markerCoefficient: 0)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≤ 0  ⇔  expr + slack = 0 (slack ≥ 0); the error measures the excess.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: id)
            row.insert(slack, sign)
            record.marker = slack
            record.markerCoefficient = sign
            if tier != nil {
                let error = makeSymbol(.error, owner: id)
                row.insert(error, -sign)
                record.other = error
                record.otherCoefficient = -sign
            }
        case .equal:
            if tier != nil {
                // expr = plus - minus, both ≥ 0 and weighted in the objective.
                let plus = makeSymbol(.error, owner: id)
                let minus = makeSymbol(.error, owner: id)
                row.insert(plus, -1)
                row.insert(minus, 1)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
                record.otherCoefficient = 1
            } else {
                let dummy = makeSymbol(.dummy, owner: id)
                row.insert(dummy, 1)
                record.marker = dummy
                record.markerCoefficient = 1
            }
        }
        if let tier {
            record.forEachError { tableau.addObjective($0, tier: tier, weight: 1) }
        }
        if row.constant < 0 { row.multiply(by: -1) }

        switch tableau.addRow(&row, marker: record.marker) {
        case .installed:
            break
        case .contradicted:
            return .infeasible(certificate(of: row))
        case .needsPhaseOne:
            if let certificate = addWithArtificialVariable(row) { return .infeasible(certificate) }
        }
        tableau.forgetInfeasibleRows()
        if optimizing { tableau.optimize() }
        return .added(record)
    }

    /// Phase 1 for a row with no safe subject (see `Tableau.phaseOne`): the constraint can hold
    /// iff a new artificial variable, given the row, can be minimised to 0. Returns nil when it
    /// does, else the certificate of the artificial's final row.
    func addWithArtificialVariable(_ row: Row) -> Certificate? {
        let art = makeSymbol(.artificial)
        guard let final = tableau.phaseOne(art, row) else { return nil }
        return certificate(of: final)
    }

    /// Takes a constraint out: its errors leave the objective, its marker's row leaves the tableau.
    func deleteConstraint(_ record: ConstraintRecord, optimizing: Bool = true) {
        if let tier = record.tier {
            record.forEachError { tableau.addObjectiveExpression(of: $0, tier: tier, weight: -1) }
        }
        let marker = record.marker
        if tableau.rows[Int(marker)] != nil {
            _ = tableau.removeRow(marker)
        } else {
            let leaving = tableau.markerLeavingRow(marker)
            if leaving >= 0 {
                var row = tableau.removeRow(leaving)
                row.insert(leaving, -1)
                row.solve(for: marker)
                tableau.substitute(marker, row)
            }
        }
        if optimizing { tableau.optimize() }
    }

    enum ShiftOutcome { case done, unsatisfiable, needsReadd }

    /// Changes the constant of a constraint's expression by `delta` in place.
    ///
    /// The row reads `E + a·m + … = 0` for marker `m`; `E + delta` is the same system with
    /// `m' = m - delta/a`. So only the marker's row (if basic), or the rows holding it, shift;
    /// then the dual simplex restores feasibility, keeping the objective optimal.
    func shiftConstant(of record: ConstraintRecord, by delta: Double) -> ShiftOutcome {
        guard tableau.shiftRows(of: record, by: delta) else { return .needsReadd }
        return tableau.dualOptimize() ? .done : .unsatisfiable
    }
}
