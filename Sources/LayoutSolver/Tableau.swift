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

/// The simplex tableau, indexed by symbol: each symbol's kind and owner, the row of each basic
/// symbol, the column index (which rows hold a symbol), the lexicographic objective, the
/// symbols that improve it, and the undo log of the open transaction.
///
/// Everything that changes a row or an objective cell goes through the primitives here
/// (`installRow`, `removeRow`, `substitute`, `pivot`, `addObjective`, `shiftRow`, ...), which
/// journal the cell first, keep the column index and `improvable` in step and bump `version`;
/// the simplex loops (`Tableau+Simplex.swift`) are built on them. The solver holds one
/// `Tableau` and mutates it in place (`tableau.pivot(…)`: one access, no copy of its arrays).
///
/// Invariants (`_checkInvariants`, between solver operations): one entry per symbol in every
/// per-symbol array; every row holds only nonbasic symbols, sorted, with non-zero
/// coefficients; the column index is exactly the transpose of the rows (dummies only once
/// indexed); restricted basic rows are non-negative and basic dummies zero (feasibility); the
/// objective holds no basic symbol and no symbol improves it (optimality); `improvable`
/// matches the objective; no transaction or phase 1 is left open.
struct Tableau {
    /// Per symbol: what it stands for.
    private(set) var kinds: [SymbolKind] = []
    /// Per symbol: its row when basic (`symbol = constant + Σ …`), else nil.
    private(set) var rows: [Row?] = []
    /// Per symbol: the basic symbols whose rows hold it (a dummy's only once indexed).
    private(set) var columns: [SymbolSet] = []
    /// Per symbol: its weight in the objective, one sum of errors per priority tier.
    private(set) var objective: [TierVector] = []
    /// Per symbol: the id of the constraint that made it, or -1 (variables, artificials).
    private(set) var owners: [Int32] = []
    /// The nonbasic, non-dummy symbols whose entering lowers the objective.
    private(set) var improvable: SymbolSet = []
    /// Phase 1's objective while an add runs it (`phaseOne`); nil otherwise.
    private(set) var artificial: Row?
    /// Restricted rows that may have gone below zero since the dual simplex last looked.
    private(set) var infeasibleRows: [Int32] = []
    /// Per symbol: a dummy whose column is indexed after all (see `isIndexed`).
    private(set) var indexedDummies: [Bool] = []
    /// The open transaction's undo log (see `Journal`).
    private(set) var journal = Journal()
    /// Bumped by every change to a row's symbols or coefficients and to the objective (not by a
    /// constant shift): with the rows at zero and the definitions, what a freedom analysis rests
    /// on. A rollback bumps it too; `Solver.settle` sets it back after a rollback it knows
    /// restored the tableau exactly.
    var version = 0

    /// How many symbols there are.
    var symbolCount: Int { kinds.count }

    /// Makes a symbol: nonbasic, in no row, weightless.
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        objective.append(TierVector())
        owners.append(Int32(owner))
        journal.appendSymbol()
        indexedDummies.append(false)
        return symbol
    }

    // MARK: Transactions

    /// Opens a transaction: every row and objective cell changed from now on is journaled.
    mutating func begin() { journal.begin(symbolCount: kinds.count) }

    /// Closes the transaction, keeping what it did.
    mutating func commit() { journal.commit() }

    /// Puts every journaled row and objective cell back, with the column index that goes with
    /// them, and forgets the symbols made since the transaction began.
    /// - Returns: how many symbols are left (what the other per-symbol state keeps).
    mutating func rollBack() -> Int {
        let keep = journal.symbolCountAtBegin
        restore(journal.rollBack(), symbolCount: keep)
        return keep
    }

    /// A savepoint in the open transaction: `rollBack(to:)` undoes what follows it and no more.
    mutating func savepoint() -> Journal.Savepoint { journal.savepoint(symbolCount: kinds.count) }

    /// Undoes what the open transaction did since `savepoint`; the transaction stays open.
    /// - Complexity: the rows and objective cells changed since the savepoint.
    mutating func rollBack(to savepoint: Journal.Savepoint) {
        restore(journal.rollBack(to: savepoint), symbolCount: savepoint.symbolCount)
    }

    /// Puts saved rows and objective cells back, newest first (a cell saved twice ends as it was
    /// first saved), and forgets the symbols from `keep` on, which no restored row holds.
    private mutating func restore(
        _ saved: (rows: [(basic: Int32, row: Row?)], objective: [(symbol: Int32, weight: TierVector)]), symbolCount keep: Int
    ) {
        version &+= 1
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
        }
    }

    /// Saves the row of `basic` in the open transaction's journal before it changes.
    @inline(__always)
    private mutating func journalRow(_ basic: Int32) {
        if journal.needsRow(basic) { journal.saveRow(basic, rows[Int(basic)]) }
    }

    /// Saves the objective cell of `symbol` in the open transaction's journal before it changes.
    @inline(__always)
    private mutating func journalObjective(_ symbol: Int32) {
        if journal.needsObjective(symbol) { journal.saveObjective(symbol, objective[Int(symbol)]) }
    }

    // MARK: The column index

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
    mutating func holders(of symbol: Int32) -> SymbolSet {
        if !isIndexed(symbol) { indexDummies([symbol]) }
        return columns[Int(symbol)]
    }

    /// Indexes the dummies not indexed yet with one look at every row (a pin's many dependents).
    mutating func indexDummies(_ symbols: [Int32]) {
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

    // MARK: Rows and objective

    /// Keeps `improvable` equal to the nonbasic, non-dummy symbols whose entering lowers the objective.
    @inline(__always)
    mutating func refreshImprovable(_ symbol: Int32) {
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

    mutating func addObjective(_ symbol: Int32, tier: Double, weight: Double) {
        version &+= 1
        journalObjective(symbol)
        objective[Int(symbol)].add(tier: tier, weight: weight)
        refreshImprovable(symbol)
    }

    /// Adds `weight·[tier]` times the symbol's current expression (its row if basic) to the objective.
    mutating func addObjectiveExpression(of symbol: Int32, tier: Double, weight: Double) {
        version &+= 1
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
    mutating func installRow(_ basic: Int32, _ row: Row) {
        version &+= 1
        journalRow(basic)
        rows[Int(basic)] = row
        for symbol in row.symbols where isIndexed(symbol) { columns[Int(symbol)].insert(basic) }
        refreshImprovable(basic)
        if kinds[Int(basic)].isRestricted, row.constant < 0 { infeasibleRows.append(basic) }
    }

    /// Takes the row of `basic` out of the tableau and returns it.
    mutating func removeRow(_ basic: Int32) -> Row {
        version &+= 1
        journalRow(basic)
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for symbol in row.symbols where isIndexed(symbol) { columns[Int(symbol)].remove(basic) }
        refreshImprovable(basic)
        return row
    }

    /// Moves the constant of the row of `basic` by `amount` (a constraint's constant changed);
    /// a restricted row that goes below zero is listed for the dual simplex.
    mutating func shiftRow(_ basic: Int32, by amount: Double) {
        journalRow(basic)
        rows[Int(basic)]!.constant += amount
        if kinds[Int(basic)].isRestricted, rows[Int(basic)]!.constant < 0 { infeasibleRows.append(basic) }
    }

    /// Replaces `symbol` by `row` everywhere: every row holding it, the objective, phase 1's objective.
    ///
    /// Precondition: `row` is `symbol = …` and holds no basic symbol.
    /// - Complexity: O(column(symbol) · row), plus the objective cells of the row's symbols.
    mutating func substitute(_ symbol: Int32, _ row: Row) {
        version &+= 1
        // A dummy is substituted only when its own constraint is removed: scan for its rows then.
        let holders = self.holders(of: symbol)
        if !holders.isEmpty {
            columns[Int(symbol)] = []
            var entered: [Int32] = []
            var left: [Int32] = []
            // With many holders, the column changes, by position in `row` (only its symbols enter
            // or leave a row), are merged into each column once: holders come in ascending order,
            // so each list is sorted. With few, a column gets at most that many changes, which
            // `update` would make one at a time anyway: they go in directly, without the lists
            // (which cost allocations and nothing else there; docs/performance.md).
            let merges = holders.count > SymbolSet.fewChanges
            var added = merges ? [[Int32]](repeating: [], count: row.count) : []
            var removed = merges ? [[Int32]](repeating: [], count: row.count) : []
            for basic in holders {
                journalRow(basic)
                entered.removeAll(keepingCapacity: true)
                left.removeAll(keepingCapacity: true)
                let index = Int(basic)
                let coefficient = rows[index]!.remove(symbol)
                rows[index]!.add(row, times: coefficient, entered: &entered, left: &left)
                if merges {
                    for other in entered where isIndexed(other) { added[row.position(of: other).index].append(basic) }
                    for other in left where isIndexed(other) { removed[row.position(of: other).index].append(basic) }
                } else {
                    for other in entered where isIndexed(other) { columns[Int(other)].insert(basic) }
                    for other in left where isIndexed(other) { columns[Int(other)].remove(basic) }
                }
                if rows[index]!.constant < 0, kinds[index].isRestricted { infeasibleRows.append(basic) }
            }
            if merges {
                for position in 0..<row.count where !added[position].isEmpty || !removed[position].isEmpty {
                    columns[Int(row.symbols[position])].update(inserting: added[position], removing: removed[position])
                }
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
    mutating func pivot(entering: Int32, leaving: Int32) {
        var row = removeRow(leaving)
        row.insert(leaving, -1)
        row.solve(for: entering)
        substitute(entering, row)
        installRow(entering, row)
        refreshImprovable(leaving)
    }

    /// Forgets the rows listed as possibly infeasible (an add that kept the tableau feasible).
    mutating func forgetInfeasibleRows() { infeasibleRows.removeAll() }

    /// Hands the rows listed as possibly infeasible to `body` and forgets them.
    @inline(__always)
    mutating func takeInfeasibleRows(_ body: (Int32) -> Void) {
        for basic in infeasibleRows { body(basic) }
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    /// Lists a row the dual simplex could not repair, for the next look.
    mutating func keepInfeasible(_ basic: Int32) { infeasibleRows.append(basic) }

    /// Drops a symbol from `improvable` that cannot improve after all (an unbounded direction).
    mutating func dropImprovable(_ symbol: Int32) { improvable.remove(symbol) }

    // MARK: Phase 1

    /// Phase 1 for a row with no safe subject, given a fresh artificial symbol `art`: make the
    /// row art's and minimise art; the constraint can hold iff art reaches 0. Then art leaves
    /// the basis if it is still basic, and its column is dropped.
    /// - Returns: nil when the row can hold, else art's final row (the certificate's source),
    ///   with the tableau left for the caller's rollback.
    mutating func phaseOne(_ art: Int32, _ row: Row) -> Row? {
        installRow(art, row)
        artificial = row
        optimizeArtificial()
        if let final = artificial, final.constant > Tolerance.feasibility {
            artificial = nil
            return final
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
        version &+= 1
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

    #if DEBUG
    /// Checks the invariants above (see the type's documentation). Violations stop the
    /// program: they are solver bugs.
    func _checkInvariants() {
        precondition(!journal.isOpen && artificial == nil, "transaction or phase 1 left open")
        let count = kinds.count
        journal._checkInvariants(symbolCount: count)
        precondition(rows.count == count && columns.count == count && objective.count == count
                     && owners.count == count && indexedDummies.count == count, "tableau: one entry per symbol")
        var cells = 0
        for basic in 0..<count {
            guard let row = rows[basic] else { continue }
            for index in row.symbols.indices {
                let symbol = Int(row.symbols[index])
                if index > 0 { precondition(row.symbols[index - 1] < row.symbols[index], "row \(basic) unsorted") }
                precondition(rows[symbol] == nil, "row \(basic) holds basic symbol \(symbol)")
                precondition(abs(row.coefficients[index]) >= Tolerance.zero, "row \(basic) holds a zero cell")
                guard isIndexed(Int32(symbol)) else {
                    precondition(columns[symbol].isEmpty, "dummy \(symbol) has a column")
                    continue
                }
                precondition(columns[symbol].contains(Int32(basic)), "column \(symbol) misses row \(basic)")
                cells += 1
            }
            if kinds[basic].isRestricted {
                precondition(row.constant >= -Tolerance.feasibility, "row \(basic) infeasible: \(row.constant)")
            }
            if kinds[basic] == .dummy {
                precondition(abs(row.constant) <= Tolerance.feasibility, "basic dummy \(basic) not zero")
            }
            precondition(kinds[basic] != .artificial, "artificial \(basic) left basic")
            precondition(objective[basic].isZero, "objective holds basic symbol \(basic)")
        }
        var columnCells = 0
        for symbol in 0..<count {
            for basic in columns[symbol] {
                precondition(rows[Int(basic)]?.position(of: Int32(symbol)).found == true, "column \(symbol) stale")
                columnCells += 1
            }
            let weight = objective[symbol]
            for index in weight.cells.indices {
                if index > 0 { precondition(weight.cells[index - 1].tier > weight.cells[index].tier, "tiers unsorted") }
                precondition(abs(weight.cells[index].weight) >= Tolerance.zero, "zero objective weight")
            }
            let isBasic = rows[symbol] != nil
            let improves: Bool
            switch kinds[symbol] {
            case .external: improves = !isBasic && !weight.isZero
            case .dummy: improves = false
            default: improves = !isBasic && weight.leadingWeight < 0
            }
            precondition(improvable.contains(Int32(symbol)) == improves, "improvable wrong for \(symbol)")
            precondition(!improves, "objective not optimal at symbol \(symbol)")
        }
        precondition(cells == columnCells, "column index is not the transpose of the rows")
    }
    #endif
}
