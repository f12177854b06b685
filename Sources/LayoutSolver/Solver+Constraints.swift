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
            record.forEachError { addObjective($0, tier: tier, weight: 1) }
        }
        if row.constant < 0 { row.multiply(by: -1) }

        var subject = chooseSubject(row)
        if subject < 0, row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            // Only fixed symbols left: the constraint is implied (constant 0) or contradicted.
            guard abs(row.constant) <= Tolerance.feasibility else { return .infeasible(certificate(of: row)) }
            subject = record.marker
        }
        if subject >= 0 {
            row.solve(for: subject)
            substitute(subject, row)
            installRow(subject, row)
        } else if let certificate = addWithArtificialVariable(row) {
            return .infeasible(certificate)
        }
        infeasibleRows.removeAll()
        if optimizing { optimize() }
        return .added(record)
    }

    /// The symbol to make basic for a new row `0 = constant + Σ` (constant ≥ 0), or -1.
    ///
    /// Candidates keep the tableau feasible: an external, or a slack/error with a negative
    /// coefficient (either sign when the constant is 0), whose new value shifts no restricted row
    /// below zero. Preferred: externals; then a restricted symbol that leaves the objective optimal
    /// (no symbol of the row becomes improvable, so no pivot follows); then the symbol held by the
    /// fewest rows (so the substitution spreads least); then the newest. Choosing an old, widely
    /// used symbol is what makes kiwi's rows fill in, and a subject that spoils the objective costs
    /// a pivot through every row holding the symbol it makes enter: in a chain of equal widths
    /// that is every width.
    func chooseSubject(_ row: Row) -> Int32 {
        var best: Int32 = -1
        var bestClass = Int.max
        var bestCount = Int.max
        let degenerate = abs(row.constant) < Tolerance.zero
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            let coefficient = row.coefficients[index]
            var symbolClass: Int
            switch kinds[Int(symbol)] {
            case .external: symbolClass = 0
            case .slack, .error:
                guard coefficient < 0 || degenerate else { continue }
                symbolClass = 2
            default: continue
            }
            let count = columns[Int(symbol)].count
            if symbolClass > bestClass || (symbolClass == bestClass && count > bestCount) { continue }
            if symbolClass == 2, count == 0, keepsObjectiveOptimal(row, subject: index) { symbolClass = 1 }
            guard isSafeSubject(symbol, newValue: -row.constant / coefficient) else { continue }
            best = symbol
            bestClass = symbolClass
            bestCount = count
        }
        return best
    }

    /// Whether solving `row` for the symbol at `subject` leaves every other symbol of the row
    /// non-improvable: its objective weight plus the subject's weight times its coefficient in the
    /// solved row is zero for an external and lexicographically ≥ 0 for a slack or error.
    private func keepsObjectiveOptimal(_ row: Row, subject: Int) -> Bool {
        let weight = objective[Int(row.symbols[subject])]
        if weight.isZero { return true }
        let scale = -1 / row.coefficients[subject]
        for index in row.symbols.indices where index != subject {
            let symbol = row.symbols[index]
            let kind = kinds[Int(symbol)]
            if kind == .dummy { continue }
            let order = TierVector.compare(
                objective[Int(symbol)], scaledBy: 1, weight, scaledBy: -scale * row.coefficients[index])
            // objective + scale·c·weight ≥ 0  ⇔  objective ≥ -scale·c·weight
            if kind == .external ? order != 0 : order < 0 { return false }
        }
        return true
    }

    /// Whether moving the nonbasic `symbol` from 0 to `newValue` keeps every restricted row ≥ 0.
    func isSafeSubject(_ symbol: Int32, newValue: Double) -> Bool {
        if abs(newValue) < Tolerance.zero { return true }
        // Newest rows first: the row a new constraint would push below zero is usually a recent
        // one, and an unsafe subject is then refused after a few rows instead of the whole column.
        for basic in columns[Int(symbol)].reversed() {
            let kind = kinds[Int(basic)]
            guard kind != .external else { continue }
            let row = rows[Int(basic)]!
            let shifted = row.constant + row.coefficient(for: symbol) * newValue
            if kind == .dummy {
                if abs(shifted) > Tolerance.feasibility { return false }
            } else if shifted < -Tolerance.feasibility {
                return false
            }
        }
        return true
    }

    /// Phase 1 for a row with no safe subject: make it the row of a new artificial variable and
    /// minimise that; the constraint can hold iff the artificial reaches 0. Returns nil when it
    /// does, else the certificate of the artificial's final row.
    func addWithArtificialVariable(_ row: Row) -> Certificate? {
        let art = makeSymbol(.artificial)
        installRow(art, row)
        artificial = row
        optimizeArtificial()
        if let final = artificial, final.constant > Tolerance.feasibility {
            artificial = nil
            return certificate(of: final)
        }
        artificial = nil
        if rows[Int(art)] != nil {
            var artRow = removeRow(art)
            if !artRow.isEmpty {
                var entering: Int32 = -1
                var rank = Int.max
                for symbol in artRow.symbols {
                    let kind = kinds[Int(symbol)]
                    let symbolRank = kind.isRestricted ? 0 : kind == .external ? 1 : 2
                    if symbolRank < rank {
                        rank = symbolRank
                        entering = symbol
                    }
                }
                artRow.insert(art, -1)
                artRow.solve(for: entering)
                substitute(entering, artRow)
                installRow(entering, artRow)
            }
        }
        // The artificial is nonbasic at 0 now: drop its column.
        tableauStamp &+= 1
        for basic in columns[Int(art)] {
            journalRow(basic)
            rows[Int(basic)]!.remove(art)
        }
        columns[Int(art)] = []
        journalObjective(art)
        objective[Int(art)] = TierVector()
        refreshImprovable(art)
        return nil
    }

    /// Takes a constraint out: its errors leave the objective, its marker's row leaves the tableau.
    func deleteConstraint(_ record: ConstraintRecord, optimizing: Bool = true) {
        if let tier = record.tier {
            record.forEachError { addObjectiveExpression(of: $0, tier: tier, weight: -1) }
        }
        let marker = record.marker
        if rows[Int(marker)] != nil {
            _ = removeRow(marker)
        } else {
            let leaving = markerLeavingRow(marker)
            if leaving >= 0 {
                var row = removeRow(leaving)
                row.insert(leaving, -1)
                row.solve(for: marker)
                substitute(marker, row)
            }
        }
        if optimizing { optimize() }
    }

    /// The row to pivot a nonbasic marker into before dropping it, keeping the tableau feasible:
    /// a restricted row with a negative coefficient (minimum ratio), else a restricted row with a
    /// positive one, else an external row. Ties go to the smaller basic symbol.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for basic in holders(of: marker) {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: marker)
            // A basic dummy's row (an implied required equality) must stay all dummies: pivot
            // on it, or substituting the marker would put other symbols in it.
            if kinds[Int(basic)] == .dummy { return basic }
            if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) {
                    first = basic
                    firstRatio = ratio
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) {
                    second = basic
                    secondRatio = ratio
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    enum ShiftOutcome { case done, unsatisfiable, needsReadd }

    /// Changes the constant of a constraint's expression by `delta` in place.
    ///
    /// The row reads `E + a·m + … = 0` for marker `m`; `E + delta` is the same system with
    /// `m' = m - delta/a`. So only the marker's row (if basic), or the rows holding it, shift;
    /// then the dual simplex restores feasibility, keeping the objective optimal.
    func shiftConstant(of record: ConstraintRecord, by delta: Double) -> ShiftOutcome {
        guard shiftRows(of: record, by: delta) else { return .needsReadd }
        return dualOptimize() ? .done : .unsatisfiable
    }

    /// The shift of `shiftConstant` without the repair; false when the constraint's marker sits
    /// in a basic dummy's row (then only a remove and add can move it).
    func shiftRows(of record: ConstraintRecord, by delta: Double) -> Bool {
        let marker = record.marker
        if rows[Int(marker)] != nil {
            if kinds[Int(marker)] == .dummy { return false }
            shiftRow(marker, by: -delta / record.markerCoefficient)
        } else if record.other >= 0, rows[Int(record.other)] != nil {
            shiftRow(record.other, by: -delta / record.otherCoefficient)
        } else {
            for basic in holders(of: marker) {
                let coefficient = rows[Int(basic)]!.coefficient(for: marker)
                if kinds[Int(basic)] == .dummy { return false }
                shiftRow(basic, by: coefficient * delta / record.markerCoefficient)
            }
        }
        return true
    }

    private func shiftRow(_ basic: Int32, by amount: Double) {
        journalRow(basic)
        rows[Int(basic)]!.constant += amount
        if kinds[Int(basic)].isRestricted, rows[Int(basic)]!.constant < 0 { infeasibleRows.append(basic) }
    }
}
