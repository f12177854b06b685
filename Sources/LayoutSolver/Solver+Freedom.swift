/// Symbols that cannot move alone but might move together.
///
/// At a degenerate vertex a zero-weight symbol can be stuck: a restricted row at zero falls
/// below zero when it grows. Growing another symbol of that row at the same time may keep the
/// row at zero, so a variable can be ambiguous although every symbol of its row is stuck on its
/// own (a layout of tight inequalities does this). Deciding it exactly is a question about the
/// cone of feasible moves `K = {d : restricted symbols grow, every row at zero stays ≥ 0}`: a
/// variable with coefficients `c` on the symbols can move iff `c·d ≠ 0` for some `d` in K, that
/// is iff `c` is not a combination of the constraints of K that every move keeps at equality.
struct Entanglement {
    /// The symbols the moves are over, each with its coordinate.
    var coordinates: [Int32: Int] = [:]
    /// A basis (echelon form) of the constraints every move keeps at zero, in coordinates.
    var fixed: [[Double]] = []

    var isEmpty: Bool { coordinates.isEmpty }

    /// Whether a variable with these coefficients can move: its vector is not in `fixed`'s span.
    func moves(_ coefficients: [Int32: Double]) -> Bool {
        var vector = [Double](repeating: 0, count: coordinates.count)
        var any = false
        for (symbol, coefficient) in coefficients {
            guard let index = coordinates[symbol] else { continue }
            vector[index] += coefficient
            any = true
        }
        guard any else { return false }
        for row in fixed {
            guard let lead = row.firstIndex(where: { abs($0) > Tolerance.zero }) else { continue }
            let factor = vector[lead] / row[lead]
            if factor != 0 { for index in lead..<row.count { vector[index] -= factor * row[index] } }
        }
        return vector.contains { abs($0) > Tolerance.satisfaction }
    }
}

extension Solver {
    /// The entanglement of the stuck symbols, or an empty one when each stays at zero in every
    /// feasible move (the usual case, decided without solving anything).
    ///
    /// First a propagation: a row at zero whose other symbols cannot help it (no free variable,
    /// no restricted symbol with a positive coefficient that is not already pinned) pins every
    /// symbol shrinking it. What is left is decided by a small linear program on a throwaway
    /// solver: maximise, for every constraint of K, how far a move can lift it off zero (capped
    /// at 1); those that stay at zero are the fixed ones.
    func entanglement(stuck: [Int32], isZeroWeight: (Int32) -> Bool) -> Entanglement {
        guard decidesEntanglement, !stuck.isEmpty else { return Entanglement() }
        let kinds = tableau.kinds
        let rows = tableau.rows
        var isStuck = [Bool](repeating: false, count: kinds.count)
        for symbol in stuck { isStuck[Int(symbol)] = true }
        // The rows at zero holding a stuck symbol (one pass over the rows: a stuck symbol's
        // column can be long, the rows at zero are few), with, per symbol, the rows it helps.
        func helps(_ symbol: Int32, _ coefficient: Double) -> Bool {
            isZeroWeight(symbol) && (kinds[Int(symbol)] == .external || coefficient > 0)
        }
        var helpers = [Int32](repeating: 0, count: kinds.count)
        var helped: [Int32: [Int32]] = [:]
        var unhelped: [Int32] = []
        for basic in rows.indices where kinds[basic].isRestricted {
            guard (rows[basic]?.constant ?? 1) <= Tolerance.feasibility, let row = rows[basic],
                  row.symbols.contains(where: { isStuck[Int($0)] }) else { continue }
            for index in row.symbols.indices where helps(row.symbols[index], row.coefficients[index]) {
                helpers[basic] += 1
                helped[row.symbols[index], default: []].append(Int32(basic))
            }
            if helpers[basic] == 0 { unhelped.append(Int32(basic)) }
        }
        // A row nothing helps pins what shrinks it; a pinned symbol helps no row any more.
        var pinned = [Bool](repeating: false, count: kinds.count)
        while let basic = unhelped.popLast() {
            let row = rows[Int(basic)]!
            for index in row.symbols.indices where row.coefficients[index] < 0 {
                let symbol = row.symbols[index]
                guard isZeroWeight(symbol), !pinned[Int(symbol)] else { continue }
                pinned[Int(symbol)] = true
                for other in helped[symbol] ?? [] {
                    helpers[Int(other)] -= 1
                    if helpers[Int(other)] == 0 { unhelped.append(other) }
                }
            }
        }
        let loose = stuck.filter { !pinned[Int($0)] }
        guard !loose.isEmpty else { return Entanglement() }
        let pinnedSet = Set(stuck.filter { pinned[Int($0)] })
        return entanglement(of: loose, pinned: pinnedSet, isZeroWeight: isZeroWeight)
    }

    private func entanglement(
        of loose: [Int32], pinned: Set<Int32>, isZeroWeight: (Int32) -> Bool
    ) -> Entanglement {
        // The rows at zero holding a loose symbol, then (closed under it) every row at zero that
        // holds one of their free symbols: a move of any of them must keep all those rows ≥ 0.
        var result = Entanglement()
        var symbols: [Int32] = []
        var relevant: [Int32] = []
        var seenRows = Set<Int32>()
        var queue: [Int32] = []
        for symbol in loose where result.coordinates[symbol] == nil {
            result.coordinates[symbol] = symbols.count
            symbols.append(symbol)
            queue.append(symbol)
        }
        while let symbol = queue.popLast() {
            for basic in tableau.columns[Int(symbol)] where tableau.kinds[Int(basic)].isRestricted {
                guard (tableau.rows[Int(basic)]?.constant ?? 1) <= Tolerance.feasibility,
                      seenRows.insert(basic).inserted else { continue }
                relevant.append(basic)
                for other in tableau.rows[Int(basic)]!.symbols
                where isZeroWeight(other) && !pinned.contains(other) && result.coordinates[other] == nil {
                    result.coordinates[other] = symbols.count
                    symbols.append(other)
                    queue.append(other)
                }
            }
        }
        relevant.sort()
        // Each constraint of K as a vector: restricted symbols grow, rows stay ≥ 0.
        var constraints: [[Double]] = []
        for symbol in symbols where tableau.kinds[Int(symbol)] != .external {
            var vector = [Double](repeating: 0, count: symbols.count)
            vector[result.coordinates[symbol]!] = 1
            constraints.append(vector)
        }
        for basic in relevant {
            let row = tableau.rows[Int(basic)]!
            var vector = [Double](repeating: 0, count: symbols.count)
            for index in row.symbols.indices {
                if let coordinate = result.coordinates[row.symbols[index]] { vector[coordinate] = row.coefficients[index] }
            }
            constraints.append(vector)
        }
        // Lift every constraint off zero, each at most 1. K is a cone, so a constraint any move
        // lifts reaches 1 by scaling that move, and the sum of those moves lifts all at once:
        // at the optimum exactly the constraints no move lifts stay at 0.
        let probe = Solver()
        probe.usesDefinitions = false
        probe.decidesEntanglement = false
        let moves = symbols.map { _ in probe.makeVariable() }
        var lifts: [Variable] = []
        do {
            for vector in constraints {
                let lift = probe.makeVariable()
                lifts.append(lift)
                var expression = Expression(terms: vector.indices.filter { vector[$0] != 0 }.map { Term(moves[$0], vector[$0]) })
                expression = expression - lift
                _ = try probe.add(Constraint(expression, .greaterThanOrEqual))
                _ = try probe.add(Constraint(Expression(lift), .greaterThanOrEqual))
                _ = try probe.add(Constraint(lift - 1, .lessThanOrEqual))
                _ = try probe.add(Constraint(lift - 1, .equal, priority: .fittingSizeLevel))
            }
        } catch {
            // d = 0, lift = 0 always satisfies the required part: cannot happen.
            preconditionFailure("the cone of moves is never empty: \(error)")
        }
        // The constraints no move lifts are kept at zero by every move: their span, in echelon form.
        var fixed = lifts.indices.filter { probe.value(of: lifts[$0]) < 1e-6 }.map { constraints[$0] }
        var echelon: [[Double]] = []
        var column = 0
        while column < symbols.count, !fixed.isEmpty {
            if let pivot = fixed.indices.max(by: { abs(fixed[$0][column]) < abs(fixed[$1][column]) }),
               abs(fixed[pivot][column]) > Tolerance.zero {
                let row = fixed.remove(at: pivot)
                for index in fixed.indices {
                    let factor = fixed[index][column] / row[column]
                    if factor != 0 { for k in column..<symbols.count { fixed[index][k] -= factor * row[k] } }
                }
                echelon.append(row)
            }
            column += 1
        }
        result.fixed = echelon
        return result
    }
}
