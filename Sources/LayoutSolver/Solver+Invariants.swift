#if DEBUG
extension Solver {
    /// Checks the tableau's invariants; debug builds call it after every mutation when
    /// `checksInvariants` is set. Violations stop the program: they are solver bugs.
    ///
    /// - every row holds only nonbasic symbols, sorted, with non-zero coefficients;
    /// - the column index is exactly the transpose of the rows;
    /// - restricted basic rows are non-negative, basic dummies are zero (feasibility);
    /// - the objective has no basic symbol, and no symbol improves it (optimality);
    /// - `improvable` matches the objective; no transaction or phase 1 is left open;
    /// - every constraint's marker is in the tableau (basic, or held by a row);
    /// - every definition is recorded, and its variable appears nowhere in the tableau.
    func _checkInvariants() {
        precondition(!journal.isOpen && artificial == nil, "transaction or phase 1 left open")
        let count = kinds.count
        journal._checkInvariants(symbolCount: count)
        definitions._checkInvariants(symbolCount: count)
        precondition(rows.count == count && columns.count == count && objective.count == count && owners.count == count)
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
        for (id, record) in constraints where record.isDefinition {
            let variable = Int(record.defines)
            precondition(definitions.isDefined(record.defines) && definitions.definition(of: record.defines).id == id,
                         "definition \(id) lost")
            precondition(rows[variable] == nil && columns[variable].isEmpty && objective[variable].isZero,
                         "defined variable \(variable) is in the tableau")
        }
        for (id, record) in constraints where !record.isDefinition {
            let marker = Int(record.marker)
            precondition(rows[marker] != nil || !scanHolders(of: Int32(marker)).isEmpty || isImplied(record),
                         "constraint \(id) lost its marker")
        }
    }

    /// A required equality whose marker was eliminated is implied by the others; allow it.
    private func isImplied(_ record: ConstraintRecord) -> Bool { kinds[Int(record.marker)] == .dummy }
}
#endif
