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
    /// - Complexity: per pivot, O(log n) to find the leaving row among the n rows that went
    ///   negative (a heap), so many constants shifted at once (`setConstants`) do not cost a scan
    ///   of every negative row per pivot.
    func dualOptimize() -> Bool {
        var candidates = RowHeap()
        while true {
            // Every row that went negative since the last look is a candidate; one that is no
            // longer negative when it comes up is dropped (it is listed again if it goes negative).
            for basic in infeasibleRows { candidates.insert(basic) }
            infeasibleRows.removeAll(keepingCapacity: true)
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
                infeasibleRows.append(leaving)
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
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
