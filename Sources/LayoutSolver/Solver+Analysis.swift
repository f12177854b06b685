extension Solver {
    // MARK: The canonical answer

    /// Computes the answer read by `value(of:)`, once per change.
    ///
    /// The tableau is optimal for the priority tiers, but when several answers tie at every tier
    /// the vertex it sits on depends on history. The variables that can differ between tied
    /// answers are those whose row holds a nonbasic symbol of zero objective weight (or that are
    /// themselves such a free parameter). For just those, inside a transaction that is rolled back
    /// afterwards, it adds `v == 0` at one tier per variable below every priority, older variables
    /// higher, optimises, and reads the values: the tie-break rule of the type's documentation.
    /// - Complexity: O(variables + their row cells), plus the tie pivots when there are ties.
    func settle() {
        guard settlement.begin(symbolCount: tableau.symbolCount) else { return }
        // What moves depends on the rows' symbols, the objective, the definitions and which
        // restricted rows sit at zero, not on the other constants: after a constant change
        // that pivoted nothing (a pin moved, a value suggested) the last analysis still holds.
        let key = FreedomKey(
            stamp: tableau.version, definitions: definitions.version, symbols: tableau.symbolCount, rowsAtZero: rowsAtZero())
        if key != settlement.key {
            // Walk the zero-weight nonbasic symbols (usually few) rather than every variable's row.
            var marked = markFreedom()
            // A defined variable ties when its expansion reaches a free symbol.
            settlement.freedom.directions = definitions.list.isEmpty ? [:] : freeDirections()
            // A free variable that only definitions mention ties too: they move with it.
            for directions in settlement.freedom.directions.values {
                for symbol in directions.keys where tableau.kinds[Int(symbol)] == .external { marked[Int(symbol)] = true }
            }
            settlement.record(marks: marked, key: key)
        }
        let marked = settlement.marks
        let free = settlement.freedom.directions
        let tied = variables.symbols.filter { marked[Int($0)] || free[$0] != nil }
        readValues()
        if tied.allSatisfy({ isClosestToZero($0, free: free) }) { return }
        let stamp = tableau.version
        beginTransaction()
        for variable in tied {
            let tie = Constraint(Expression(Variable(symbol: variable)), .equal, priority: .required)
            _ = insertConstraint(tie, tier: -1 - Double(variable), id: -1)
        }
        readValues()
        rollbackTransaction()
        // The rollback restored the tableau exactly.
        tableau.version = stamp
    }

    /// The restricted rows that sit at zero (they are what blocks moves).
    private func rowsAtZero() -> [Int32] {
        let rows = tableau.rows
        let kinds = tableau.kinds
        var found: [Int32] = []
        for basic in rows.indices where kinds[basic].isRestricted {
            if (rows[basic]?.constant ?? 1) <= Tolerance.feasibility { found.append(Int32(basic)) }
        }
        return found
    }

    /// Starts `freedom` for a settle and marks the variables that may tie: every free symbol's
    /// rows, and nonbasic variables of zero weight held by rows. Its own function so the local
    /// copies (one exclusivity check each, not one per cell) are gone before the tableau changes.
    private func markFreedom() -> [Bool] {
        var marked = [Bool](repeating: false, count: tableau.symbolCount)
        settlement.freedom = Freedom(mobility: [UInt8](repeating: 0, count: tableau.symbolCount),
                          reachesFree: [Bool](repeating: false, count: tableau.symbolCount))
        let rows = tableau.rows
        let objective = tableau.objective
        let kinds = tableau.kinds
        let columns = tableau.columns
        let definitionSlot = definitions.slots
        var stuck: [Int32] = []
        for symbol in 0..<kinds.count where rows[symbol] == nil && objective[symbol].isZero {
            let kind = kinds[symbol]
            // Defined variables are in no row; their freedom comes from `freeDirections`.
            if kind == .dummy || definitionSlot[symbol] >= 0 { continue }
            // A slack or error that no variable's row holds cannot make a variable move by
            // itself; whether it moves only matters to the entanglement, which takes it as a
            // possible helper (exact, at worst slower).
            if kind != .external, !columns[symbol].contains(where: { kinds[Int($0)] == .external }) { continue }
            guard moves(Int32(symbol)) else {
                if kind == .external, !columns[symbol].isEmpty { marked[symbol] = true }
                stuck.append(Int32(symbol))
                continue
            }
            // Free: it moves, and so does every variable whose row holds it.
            if kind == .external {
                settlement.freedom.reachesFree[symbol] = true
                if !columns[symbol].isEmpty { marked[symbol] = true }
            }
            for basic in columns[symbol] where kinds[Int(basic)] == .external {
                marked[Int(basic)] = true
                settlement.freedom.reachesFree[Int(basic)] = true
            }
        }
        // Stuck symbols may still move together: decide exactly for the rows that hold them.
        settlement.freedom.entanglement = entanglement(stuck: stuck) { symbol in
            kinds[Int(symbol)] != .dummy && definitionSlot[Int(symbol)] < 0
                && rows[Int(symbol)] == nil && objective[Int(symbol)].isZero
        }
        let entangled = settlement.freedom.entanglement
        if !entangled.isEmpty {
            var asked = Set<Int32>()
            for symbol in entangled.coordinates.keys {
                for basic in columns[Int(symbol)]
                where kinds[Int(basic)] == .external && !settlement.freedom.reachesFree[Int(basic)] && asked.insert(basic).inserted {
                    let row = rows[Int(basic)]!
                    var coefficients: [Int32: Double] = [:]
                    for index in row.symbols.indices { coefficients[row.symbols[index]] = row.coefficients[index] }
                    if entangled.moves(coefficients) {
                        settlement.freedom.reachesFree[Int(basic)] = true
                        marked[Int(basic)] = true
                    }
                }
            }
        }
        return marked
    }

    /// Reads every variable's value: tableau variables from their rows, then defined ones.
    private func readValues() {
        var values = settlement.values
        settlement.values = []  // so the local copy is unique and writes in place
        let rows = tableau.rows
        let definitionSlot = definitions.slots
        for variable in variables.symbols where definitionSlot[Int(variable)] < 0 {
            values[Int(variable)] = rows[Int(variable)]?.constant ?? 0
        }
        definitions.evaluate(into: &values)
        settlement.values = values
    }

    /// Whether no answer tied with the current one brings the variable closer to zero: its row is
    /// `v = K + Σ cᵢzᵢ` and every zero-weight symbol zᵢ (≥ 0) has cᵢ of K's sign, so |v| ≥ |K|.
    /// When this holds for every tied variable, the current answer already obeys the tie-break.
    /// Symbols pinned at zero by a degenerate row are skipped (they cannot move alone).
    private func isClosestToZero(_ variable: Int32, free: [Int32: [Int32: Double]]) -> Bool {
        if definitions.isDefined(variable) {
            let value = settlement.values[Int(variable)]
            if abs(value) < Tolerance.feasibility { return true }
            return (free[variable] ?? [:]).allSatisfy { symbol, coefficient in
                tableau.kinds[Int(symbol)] != .external && (coefficient > 0) == (value > 0)
                    && settlement.freedom.entanglement.coordinates[symbol] == nil
            }
        }
        guard let row = tableau.rows[Int(variable)] else { return true }
        let constant = row.constant
        if abs(constant) < Tolerance.feasibility { return true }
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            let kind = tableau.kinds[Int(symbol)]
            guard kind != .dummy, tableau.objective[Int(symbol)].isZero else { continue }
            // A symbol that moves only together with others: no shortcut, take the tie-break path.
            if settlement.freedom.entanglement.coordinates[symbol] != nil { return false }
            guard canMove(symbol) else { continue }
            if kind == .external || (row.coefficients[index] > 0) != (constant > 0) { return false }
        }
        return true
    }

    // MARK: Ambiguity

    /// Variables that could move without changing any error at any priority: the layout is
    /// ambiguous in them. A variable in no constraint counts as ambiguous.
    ///
    /// A variable moves when its row holds a nonbasic symbol of zero weight that can move (a free
    /// variable, or a slack/error not pinned by a degenerate row at zero).
    /// - Complexity: O(variables + their row cells + the columns of zero-weight symbols).
    public func ambiguousVariables() -> [Variable] {
        settle()
        // Settling decided the defined variables' freedom and many symbols' mobility already.
        return variables.symbols.filter(isAmbiguous).map { Variable(symbol: $0) }
    }

    /// Whether the variable could move without changing any error at any priority.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        precondition(isVariable(variable), "variable \(variable) was not made by this solver")
        settle()
        return isAmbiguous(variable.symbol)
    }

    private func isAmbiguous(_ variable: Int32) -> Bool {
        if definitions.isDefined(variable) { return settlement.freedom.directions[variable] != nil }
        // Made since the last settle: in no constraint, so free.
        guard Int(variable) < settlement.freedom.reachesFree.count else { return true }
        return settlement.freedom.reachesFree[Int(variable)]
    }

    /// Whether a nonbasic symbol can move off zero, decided once per settled answer (rows share
    /// their free symbols).
    func moves(_ symbol: Int32) -> Bool {
        // A variable made since the last settle is in no constraint.
        guard Int(symbol) < settlement.freedom.mobility.count else { return canMove(symbol) }
        if settlement.freedom.mobility[Int(symbol)] == 0 { settlement.freedom.mobility[Int(symbol)] = canMove(symbol) ? 2 : 1 }
        return settlement.freedom.mobility[Int(symbol)] == 2
    }

    /// Whether a nonbasic symbol can move off zero (up for restricted symbols, either way for
    /// free ones) without a restricted row at zero or a basic dummy stopping it at once.
    func canMove(_ symbol: Int32) -> Bool {
        // Local copies: one exclusivity check each instead of one per cell.
        let kinds = tableau.kinds
        let rows = tableau.rows
        let isFree = kinds[Int(symbol)] == .external
        var upBlocked = false
        var downBlocked = false
        for basic in tableau.columns[Int(symbol)] {
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            if kind == .dummy { return false }
            // Only a restricted row at zero can stop the move at once: test the constant first.
            guard (rows[Int(basic)]?.constant ?? 1) <= Tolerance.feasibility,
                  let coefficient = rows[Int(basic)]?.coefficient(for: symbol) else { continue }
            if coefficient < 0 { upBlocked = true } else { downBlocked = true }
            if upBlocked && (!isFree || downBlocked) { return false }
        }
        return !upBlocked || (isFree && !downBlocked)
    }

    // MARK: Broken constraints

    /// Every required constraint kept broken by recovery, each with a minimal conflicting set
    /// (itself included), oldest first. A recovered constraint that holds again is not listed.
    public var brokenConstraints: [(constraint: ConstraintHandle, conflict: [ConstraintHandle])] {
        settle()
        var result: [(constraint: ConstraintHandle, conflict: [ConstraintHandle])] = []
        // Few constraints are ever recovered: only those are looked at.
        for id in constraints.pruneRecovered() {
            guard let record = constraints[id], var conflict = record.recoveredConflict else { continue }
            let holds = record.constraint.isSatisfied { settledValue($0.id) }
            if holds { continue }
            if conflict.contains(where: { constraints[$0.id] == nil }) {
                conflict = minimalConflict(seed: record.constraint, excluding: id, includingRecovered: true)
                    + [ConstraintHandle(id: id)]
                constraints[id]!.recoveredConflict = conflict
            }
            result.append((ConstraintHandle(id: id), conflict))
        }
        return result
    }
}
