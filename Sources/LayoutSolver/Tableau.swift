/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// An inequality's slack: ≥ 0.
    case slack
    /// A non-required constraint's error: ≥ 0, weighted 1 in its tier of the objective.
    case error
    /// A required equality's marker: fixed at 0, never enters the basis.
    case dummy
    /// Phase 1's artificial variable: ≥ 0, gone when an add finishes.
    case artificial

    /// Restricted symbols are ≥ 0; a basic restricted row must keep a non-negative constant.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
}

/// One constraint as the tableau holds it.
struct ConstraintRecord {
    /// The constraint as added; `expression.constant` follows `setConstant`.
    var constraint: Constraint
    /// The objective tier of its errors; nil for a required constraint.
    var tier: Double?
    /// The symbol that identifies its row: slack, dummy or positive error.
    var marker: Int32
    /// Its coefficient in the constraint's own row, before any sign normalisation.
    var markerCoefficient: Double
    /// The second error of a non-required constraint, or -1.
    var other: Int32 = -1
    var otherCoefficient: Double = 0
    /// Calls `body` with each error symbol, weighted 1 in `tier`: `other` for an inequality,
    /// `marker` and `other` for an equality, none for a required constraint. (Not stored as an
    /// array: that was one allocation per constraint.)
    func forEachError(_ body: (Int32) -> Void) {
        guard tier != nil else { return }
        if constraint.relation == .equal { body(marker) }
        body(other)
    }
    /// The variable, when this is an edit constraint.
    var editVariable: Variable?
    /// Set for a required constraint kept at the recovery tier; the cached minimal conflict.
    var recoveredConflict: [ConstraintHandle]?
    /// The variable a definition defines (see `Definition`), or -1 for a tableau constraint.
    var defines: Int32 = -1

    var isDefinition: Bool { defines >= 0 }

    var isRequired: Bool { tier == nil }
}

extension Solver {
    /// The tier a recovered required constraint is kept at: above every non-required priority.
    static let recoveryTier = 1000.0

    func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        objective.append(TierVector())
        owners.append(Int32(owner))
        journal.appendSymbol()
        indexedDummies.append(false)
        definitions.appendSymbol()
        return symbol
    }

    // MARK: Transactions

    func beginTransaction() { journal.begin(symbolCount: kinds.count) }

    func commitTransaction() { journal.commit() }

    /// Puts every journaled row and objective cell back, with the column index that goes with them.
    func rollbackTransaction() {
        let keep = journal.symbolCountAtBegin
        restore(journal.rollBack(), symbolCount: keep)
    }

    /// A savepoint in the open transaction: `rollback(to:)` undoes what follows it and no more.
    func savepoint() -> Journal.Savepoint { journal.savepoint(symbolCount: kinds.count) }

    /// Undoes what the open transaction did since `savepoint`; the transaction stays open.
    /// - Complexity: the rows and objective cells changed since the savepoint.
    func rollback(to savepoint: Journal.Savepoint) {
        restore(journal.rollBack(to: savepoint), symbolCount: savepoint.symbolCount)
    }

    /// Puts saved rows and objective cells back, newest first (a cell saved twice ends as it was
    /// first saved), and forgets the symbols from `keep` on, which no restored row holds.
    private func restore(
        _ saved: (rows: [(basic: Int32, row: Row?)], objective: [(symbol: Int32, weight: TierVector)]), symbolCount keep: Int
    ) {
        tableauStamp &+= 1
        for (basic, oldRow) in saved.rows {
            if let current = rows[Int(basic)] {
                for symbol in current.symbols where isIndexed(symbol) { columns[Int(symbol)].remove(basic) }
            }
            rows[Int(basic)] = oldRow
            if let oldRow {
                for symbol in oldRow.symbols where isIndexed(symbol) { columns[Int(symbol)].insert(basic) }
            }
        }
        for (symbol, oldWeight) in saved.objective { objective[Int(symbol)] = oldWeight }
        for (basic, _) in saved.rows { refreshImprovable(basic) }
        for (symbol, _) in saved.objective { refreshImprovable(symbol) }
        artificial = nil
        infeasibleRows.removeAll()
        // Symbols made since appear in no restored row: forget them.
        if kinds.count > keep {
            for symbol in keep..<kinds.count { improvable.remove(Int32(symbol)) }
            kinds.removeSubrange(keep...)
            rows.removeSubrange(keep...)
            columns.removeSubrange(keep...)
            objective.removeSubrange(keep...)
            owners.removeSubrange(keep...)
            indexedDummies.removeSubrange(keep...)
            definitions.removeSymbols(from: keep)
        }
    }

    /// Saves the row of `basic` in the open transaction's journal before it changes.
    @inline(__always)
    func journalRow(_ basic: Int32) {
        if journal.needsRow(basic) { journal.saveRow(basic, rows[Int(basic)]) }
    }

    /// Saves the objective cell of `symbol` in the open transaction's journal before it changes.
    @inline(__always)
    func journalObjective(_ symbol: Int32) {
        if journal.needsObjective(symbol) { journal.saveObjective(symbol, objective[Int(symbol)]) }
    }

    // MARK: Rows and objective

    /// Whether the column index lists the rows holding `symbol`. Dummies are left out: they never
    /// enter the basis, so only removing or re-constant-ing their own constraint asks for their
    /// rows (`holders(of:)` scans then), while a chain of required equalities puts them in most
    /// rows: indexing them was three quarters of the index's work in the grid benchmark.
    /// A dummy whose rows were asked for once is indexed from then on (`indexedDummies`): a
    /// constraint whose constant is changed once, like a root-size pin, is likely changed again.
    @inline(__always)
    func isIndexed(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .dummy || indexedDummies[Int(symbol)] }

    /// The basic symbols whose rows hold `symbol`: the column index; for a dummy not yet indexed,
    /// a scan of the rows, which then becomes its column.
    func holders(of symbol: Int32) -> SymbolSet {
        if !isIndexed(symbol) { indexDummies([symbol]) }
        return columns[Int(symbol)]
    }

    /// Indexes the dummies not indexed yet with one look at every row (a pin's many dependents).
    func indexDummies(_ symbols: [Int32]) {
        let fresh = Set(symbols.filter { !isIndexed($0) })
        guard !fresh.isEmpty else { return }
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            for symbol in row.symbols where kinds[Int(symbol)] == .dummy && fresh.contains(symbol) {
                columns[Int(symbol)].insert(Int32(basic))
            }
        }
        for symbol in fresh { indexedDummies[Int(symbol)] = true }
    }

    /// The rows holding `symbol`, found by looking at every row.
    func scanHolders(of symbol: Int32) -> Set<Int32> {
        var found = Set<Int32>()
        for basic in rows.indices where rows[basic]?.position(of: symbol).found == true {
            found.insert(Int32(basic))
        }
        return found
    }

    /// Keeps `improvable` equal to the nonbasic, non-dummy symbols whose entering lowers the objective.
    @inline(__always)
    func refreshImprovable(_ symbol: Int32) {
        let index = Int(symbol)
        let weight = objective[index].leadingWeight
        let qualifies: Bool
        if rows[index] != nil || weight == 0 {
            qualifies = false
        } else {
            switch kinds[index] {
            case .external: qualifies = true
            case .dummy: qualifies = false
            default: qualifies = weight < 0
            }
        }
        if qualifies { improvable.insert(symbol) } else if !improvable.isEmpty { improvable.remove(symbol) }
    }

    func addObjective(_ symbol: Int32, tier: Double, weight: Double) {
        tableauStamp &+= 1
        journalObjective(symbol)
        objective[Int(symbol)].add(tier: tier, weight: weight)
        refreshImprovable(symbol)
    }

    /// Adds `weight·[tier]` times the symbol's current expression (its row if basic) to the objective.
    func addObjectiveExpression(of symbol: Int32, tier: Double, weight: Double) {
        tableauStamp &+= 1
        if let row = rows[Int(symbol)] {
            for index in row.symbols.indices {
                let other = row.symbols[index]
                journalObjective(other)
                objective[Int(other)].add(tier: tier, weight: row.coefficients[index] * weight)
                refreshImprovable(other)
            }
        } else {
            addObjective(symbol, tier: tier, weight: weight)
        }
    }

    /// Installs `row` as the row of `basic` (which must be nonbasic and absent from every row).
    func installRow(_ basic: Int32, _ row: Row) {
        tableauStamp &+= 1
        journalRow(basic)
        rows[Int(basic)] = row
        for symbol in row.symbols where isIndexed(symbol) { columns[Int(symbol)].insert(basic) }
        refreshImprovable(basic)
        if kinds[Int(basic)].isRestricted, row.constant < 0 { infeasibleRows.append(basic) }
    }

    /// Takes the row of `basic` out of the tableau and returns it.
    func removeRow(_ basic: Int32) -> Row {
        tableauStamp &+= 1
        journalRow(basic)
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for symbol in row.symbols where isIndexed(symbol) { columns[Int(symbol)].remove(basic) }
        refreshImprovable(basic)
        return row
    }

    /// Replaces `symbol` by `row` everywhere: every row holding it, the objective, phase 1's objective.
    ///
    /// Precondition: `row` is `symbol = …` and holds no basic symbol.
    /// - Complexity: O(column(symbol) · row), plus the objective cells of the row's symbols.
    func substitute(_ symbol: Int32, _ row: Row) {
        tableauStamp &+= 1
        // A dummy is substituted only when its own constraint is removed: scan for its rows then.
        let holders = self.holders(of: symbol)
        if !holders.isEmpty {
            columns[Int(symbol)] = []
            var entered: [Int32] = []
            var left: [Int32] = []
            // The column changes, by position in `row` (only its symbols enter or leave a row),
            // merged into each column once: holders come in ascending order, so each list is sorted.
            var added = [[Int32]](repeating: [], count: row.count)
            var removed = [[Int32]](repeating: [], count: row.count)
            for basic in holders {
                journalRow(basic)
                entered.removeAll(keepingCapacity: true)
                left.removeAll(keepingCapacity: true)
                let index = Int(basic)
                let coefficient = rows[index]!.remove(symbol)
                rows[index]!.add(row, times: coefficient, entered: &entered, left: &left)
                for other in entered where isIndexed(other) { added[row.position(of: other).index].append(basic) }
                for other in left where isIndexed(other) { removed[row.position(of: other).index].append(basic) }
                if rows[index]!.constant < 0, kinds[index].isRestricted { infeasibleRows.append(basic) }
            }
            for position in 0..<row.count where !added[position].isEmpty || !removed[position].isEmpty {
                columns[Int(row.symbols[position])].update(inserting: added[position], removing: removed[position])
            }
        }
        let weight = objective[Int(symbol)]
        if !weight.isZero {
            journalObjective(symbol)
            objective[Int(symbol)] = TierVector()
            refreshImprovable(symbol)
            for index in row.symbols.indices {
                let other = row.symbols[index]
                journalObjective(other)
                objective[Int(other)].add(weight, times: row.coefficients[index])
                refreshImprovable(other)
            }
        }
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 { artificial!.add(row, times: coefficient) }
        }
    }

    /// Exchanges a nonbasic `entering` symbol with the basic `leaving` one.
    func pivot(entering: Int32, leaving: Int32) {
        var row = removeRow(leaving)
        row.insert(leaving, -1)
        row.solve(for: entering)
        substitute(entering, row)
        installRow(entering, row)
        refreshImprovable(leaving)
    }
}
