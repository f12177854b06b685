extension Solver {
    // MARK: Primal simplex

    /// The basic row that first hits its bound as `entering` moves in `direction` (±1): the
    /// minimum ratio over restricted rows, ties broken by the smaller basic symbol (Bland's rule,
    /// so degenerate pivots cannot cycle). Basic dummies block any move. -1 when unbounded.
    func leavingRow(for entering: Int32, direction: Double) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] {
            let kind = kinds[Int(basic)]
            guard kind != .external else { continue }
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: entering) * direction
            let ratio: Double
            if kind == .dummy {
                ratio = 0
            } else {
                guard coefficient < 0 else { continue }
                ratio = max(row.constant, 0) / -coefficient
            }
            if ratio < bestRatio - Tolerance.zero || (abs(ratio - bestRatio) <= Tolerance.zero && basic < best) {
                best = basic
                bestRatio = ratio
            }
        }
        return best
    }

    /// Primal simplex on the lexicographic objective: enter the smallest improvable symbol,
    /// leave by minimum ratio, until no symbol improves any tier without worsening a higher one.
    ///
    /// Precondition: the tableau is feasible. - Complexity: O(pivots · pivot cost).
    func optimize() {
        while let entering = improvable.min() {
            let weight = objective[Int(entering)].leadingWeight
            let direction: Double = weight < 0 ? 1 : -1
            let leaving = leavingRow(for: entering, direction: direction)
            guard leaving >= 0 else {
                // Cannot happen: every tier is a sum of non-negative errors, so bounded below.
                assertionFailure("unbounded objective")
                improvable.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Phase 1: minimise the artificial objective row, pivoting the main objective along.
    func optimizeArtificial() {
        while true {
            guard let row = artificial else { return }
            var entering: Int32 = -1
            var direction: Double = 1
            for index in row.symbols.indices {
                let symbol = row.symbols[index]
                let coefficient = row.coefficients[index]
                let kind = kinds[Int(symbol)]
                if kind == .dummy { continue }
                if kind == .external || coefficient < 0 {
                    entering = symbol
                    direction = coefficient < 0 ? 1 : -1
                    break
                }
            }
            if entering < 0 { return }
            let leaving = leavingRow(for: entering, direction: direction)
            if leaving < 0 { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Dual simplex

    /// Dual simplex: while a restricted row is negative, pivot it out on the symbol with the
    /// lexicographically smallest objective/coefficient ratio, which keeps the objective optimal.
    /// Returns false when a negative row has no entering symbol: the required constraints conflict.
    func dualOptimize() -> Bool {
        while true {
            var leaving: Int32 = -1
            var kept: [Int32] = []
            for basic in infeasibleRows {
                guard let row = rows[Int(basic)], row.constant < -Tolerance.feasibility else { continue }
                kept.append(basic)
                if leaving < 0 || basic < leaving { leaving = basic }
            }
            infeasibleRows = kept
            if leaving < 0 {
                infeasibleRows.removeAll()
                return true
            }
            let row = rows[Int(leaving)]!
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for index in row.symbols.indices {
                let symbol = row.symbols[index]
                let coefficient = row.coefficients[index]
                let kind = kinds[Int(symbol)]
                if kind == .dummy { continue }
                if kind == .external {
                    entering = symbol
                    break
                }
                guard coefficient > 0 else { continue }
                if entering < 0 {
                    entering = symbol
                    enteringCoefficient = coefficient
                    continue
                }
                let order = TierVector.compare(
                    objective[Int(symbol)], scaledBy: 1 / coefficient,
                    objective[Int(entering)], scaledBy: 1 / enteringCoefficient)
                if order < 0 {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            if entering < 0 { return false }
            pivot(entering: entering, leaving: leaving)
        }
    }
}
