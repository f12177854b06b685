extension Tableau {
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
    mutating func optimize() {
        while let entering = improvable.min() {
            let weight = objective[Int(entering)].leadingWeight
            let direction: Double = weight < 0 ? 1 : -1
            let leaving = leavingRow(for: entering, direction: direction)
            guard leaving >= 0 else {
                // Cannot happen: every tier is a sum of non-negative errors, so bounded below.
                assertionFailure("unbounded objective")
                dropImprovable(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Phase 1: minimise the artificial objective row, pivoting the main objective along.
    mutating func optimizeArtificial() {
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
    /// - Complexity: per pivot, O(log n) to find the leaving row among the n rows that went
    ///   negative (a heap), so many constants shifted at once (`setConstants`) do not cost a scan
    ///   of every negative row per pivot.
    mutating func dualOptimize() -> Bool {
        var candidates = RowHeap()
        while true {
            // Every row that went negative since the last look is a candidate; one that is no
            // longer negative when it comes up is dropped (it is listed again if it goes negative).
            takeInfeasibleRows { candidates.insert($0) }
            var leaving: Int32 = -1
            while let smallest = candidates.popMin() {
                if let row = rows[Int(smallest)], row.constant < -Tolerance.feasibility {
                    leaving = smallest
                    break
                }
            }
            if leaving < 0 { return true }
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
            if entering < 0 {
                keepInfeasible(leaving)
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Choosing rows for constraints

    /// What `addRow` came to.
    enum RowOutcome { case installed, contradicted, needsPhaseOne }

    /// Adds a new constraint's row `0 = constant + Σ` (constant ≥ 0) by solving it for a subject
    /// that keeps the tableau feasible (`chooseSubject`). With only fixed symbols (dummies) left,
    /// the constraint is implied (constant 0: its `marker` becomes basic) or contradicted.
    /// Without a subject it needs phase 1 (`Solver.addWithArtificialVariable`).
    ///
    /// A mutating method, so the solver reaches the tableau in place: calling a non-mutating
    /// method on it from the class copied the whole struct (every array retained and released)
    /// once per insert, 4% of the conflict benchmark.
    /// The row is taken `inout` and solved in place (left as given unless installed): a copy
    /// would copy its cells once per insert.
    mutating func addRow(_ row: inout Row, marker: Int32) -> RowOutcome {
        var subject = chooseSubject(row)
        if subject < 0, row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            // Only fixed symbols left: the constraint is implied (constant 0) or contradicted.
            guard abs(row.constant) <= Tolerance.feasibility else { return .contradicted }
            subject = marker
        }
        guard subject >= 0 else { return .needsPhaseOne }
        row.solve(for: subject)
        substitute(subject, row)
        installRow(subject, row)
        return .installed
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

    /// The row to pivot a nonbasic marker into before dropping it, keeping the tableau feasible:
    /// a restricted row with a negative coefficient (minimum ratio), else a restricted row with a
    /// positive one, else an external row. Ties go to the smaller basic symbol.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32 {
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

    // MARK: Constant changes

    /// Moves the rows of a constraint whose expression's constant changes by `delta`, without
    /// the dual simplex's repair (`Solver.shiftConstant`): the row reads `E + a·m + … = 0` for
    /// marker `m`, and `E + delta` is the same system with `m' = m - delta/a`, so only the
    /// marker's row (if basic), or the rows holding it, shift. False when the marker sits in a
    /// basic dummy's row (then only a remove and add can move it).
    mutating func shiftRows(of record: ConstraintRecord, by delta: Double) -> Bool {
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
}

/// A binary min-heap of basic symbols: the dual simplex's candidates for leaving.
struct RowHeap {
    private var items: [Int32] = []

    mutating func insert(_ symbol: Int32) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            if smallest == parent { return first }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
