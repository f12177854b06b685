extension Solver {
    /// The definition a required equality can become, or nil: it must name a variable that no
    /// constraint mentions yet (so nothing depends on it and it cannot take part in a cycle); the
    /// newest such variable is chosen, as the one least likely to be mentioned again.
    func definitionCandidate(_ constraint: Constraint, id: Int) -> Definition? {
        guard usesDefinitions, constraint.priority.isRequired, constraint.relation == .equal else { return nil }
        // One array, merged, filtered and scaled in place: this runs for every constraint.
        var merged: [(symbol: Int32, coefficient: Double)] = []
        merged.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let symbol = term.variable.symbol
            if let index = merged.firstIndex(where: { $0.symbol == symbol }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append((symbol, term.coefficient))
            }
        }
        merged.removeAll { abs($0.coefficient) < Tolerance.zero }
        var largest = 0.0
        for term in merged { largest = max(largest, abs(term.coefficient)) }
        var chosen = -1
        for (index, term) in merged.enumerated() {
            let symbol = Int(term.symbol)
            // A small pivot would blow up the other coefficients; leave such rows to the simplex.
            guard abs(term.coefficient) >= largest * 1e-3, definitions.useCount[symbol] == 0,
                  !definitions.isDefined(term.symbol), tableau.rows[symbol] == nil, tableau.columns[symbol].isEmpty, tableau.objective[symbol].isZero else { continue }
            if chosen < 0 || term.symbol > merged[chosen].symbol { chosen = index }
        }
        guard chosen >= 0 else { return nil }
        let pivot = merged.remove(at: chosen)
        let scale = -1 / pivot.coefficient
        for index in merged.indices { merged[index].coefficient *= scale }
        return Definition(
            variable: pivot.symbol, id: id, terms: merged, constant: constraint.expression.constant * scale)
    }

    /// Records a definition and its constraint.
    func define(_ definition: Definition, constraint: Constraint) {
        definitions.add(definition)
        var record = ConstraintRecord(constraint: constraint, tier: nil, marker: -1, markerCoefficient: 0)
        record.defines = definition.variable
        constraints[definition.id] = record
        didMutate()
    }

    /// Adds `coefficient·symbol` to a row being built, expanding a defined symbol and substituting
    /// basic ones.
    func addTerm(_ symbol: Int32, _ coefficient: Double, to row: inout Row) {
        if definitions.isDefined(symbol) {
            let expanded = definitions.expansion(of: symbol)
            row.constant += coefficient * expanded.constant
            for index in expanded.symbols.indices {
                addTerm(expanded.symbols[index], coefficient * expanded.coefficients[index], to: &row)
            }
        } else if let basicRow = tableau.rows[Int(symbol)] {
            row.add(basicRow, times: coefficient)
        } else {
            _ = row.insert(symbol, coefficient)
        }
    }

    // MARK: Values, freedom and explanations

    /// For each defined variable, its coefficients on the symbols that can move freely (nonbasic,
    /// zero weight, and moving alone or entangled); absent when it is determined.
    func freeDirections() -> [Int32: [Int32: Double]] {
        var result: [Int32: [Int32: Double]] = [:]
        var hasDirections = [Bool](repeating: false, count: tableau.symbolCount)
        let reachesFree = settlement.freedom.reachesFree
        let definitionSlot = definitions.slots
        // Many definitions name the same tableau variable: look at its row once.
        var looked = [Bool](repeating: false, count: tableau.symbolCount)
        var found: [Int32: [Int32: Double]] = [:]
        let entangled = settlement.freedom.entanglement
        func isFree(_ symbol: Int32) -> Bool {
            tableau.kinds[Int(symbol)] != .dummy && tableau.objective[Int(symbol)].isZero
                && (moves(symbol) || entangled.coordinates[symbol] != nil)
        }
        func directions(of symbol: Int32) -> [Int32: Double]? {
            if definitionSlot[Int(symbol)] >= 0 { return hasDirections[Int(symbol)] ? result[symbol] : nil }
            if !reachesFree[Int(symbol)] { return nil }
            if looked[Int(symbol)] { return found[symbol] }
            looked[Int(symbol)] = true
            var directions: [Int32: Double] = [:]
            if let row = tableau.rows[Int(symbol)] {
                for index in row.symbols.indices where isFree(row.symbols[index]) {
                    directions[row.symbols[index]] = row.coefficients[index]
                }
            } else if isFree(symbol) {
                directions[symbol] = 1
            }
            if directions.isEmpty { return nil }
            found[symbol] = directions
            return directions
        }
        for definition in definitions.list {
            guard let definition else { continue }
            var sum: [Int32: Double]?
            for term in definition.terms {
                guard let directions = directions(of: term.symbol) else { continue }
                for (symbol, coefficient) in directions {
                    sum = sum ?? [:]
                    sum![symbol, default: 0] += term.coefficient * coefficient
                }
            }
            guard let sum else { continue }
            let kept = sum.filter { abs($0.value) >= Tolerance.zero }
            // Only entangled symbols: it moves when its direction is not one every move fixes.
            let movesAlone = kept.keys.contains { entangled.coordinates[$0] == nil || moves($0) }
            if !kept.isEmpty, movesAlone || entangled.moves(kept) {
                result[definition.variable] = kept
                hasDirections[Int(definition.variable)] = true
            }
        }
        return result
    }

    // MARK: Changing and removing definitions

    /// The tableau constraints whose rows expand `variable`, each with how much its expanded
    /// constant moves per unit change of the definition's constant. Cached until the set of
    /// constraints changes, so moving a pin again and again costs only the shifts.
    func dependents(of variable: Int32) -> [(id: Int, factor: Double)] {
        if let known = definitions.knownDependents(of: variable) { return known }
        // Mentioned by its own definition only (the end of a chain): nothing expands it.
        if definitions.useCount[Int(variable)] <= 1 { return [] }
        // Per symbol, how much it moves per unit of the definition's constant (an array: this
        // walks every later definition and every constraint).
        var sensitivity = [Double](repeating: 0, count: tableau.symbolCount)
        sensitivity[Int(variable)] = 1
        let start = Int(definitions.slots[Int(variable)]) + 1
        if start < definitions.list.count {
            for definition in definitions.list[start...] {
                guard let definition else { continue }
                var sum = 0.0
                for term in definition.terms { sum += term.coefficient * sensitivity[Int(term.symbol)] }
                if abs(sum) >= Tolerance.zero { sensitivity[Int(definition.variable)] = sum }
            }
        }
        var entries: [(id: Int, factor: Double)] = []
        for (id, record) in constraints.byID where !record.isDefinition {
            var factor = 0.0
            for term in record.constraint.expression.terms {
                factor += term.coefficient * sensitivity[term.variable.id]
            }
            if abs(factor) >= Tolerance.zero { entries.append((id, factor)) }
        }
        entries.sort { $0.id < $1.id }
        definitions.remember(dependents: entries, of: variable)
        return entries
    }

    /// Changes a definition's constant in place: the rows of the tableau constraints that expand
    /// it shift, then the dual simplex repairs. False (solver unchanged) when that cannot be done
    /// in place or a required constraint would break; the caller then takes the general path.
    func shiftDefinition(_ record: ConstraintRecord, to constant: Double) -> Bool {
        let variable = record.defines
        guard definitions.isDefined(variable) else { return false }
        var definition = definitions.definition(of: variable)
        let old = definition
        let pivot = definitionPivot(record)
        let change = (constant - record.constraint.expression.constant) * -1 / pivot
        let dependents = dependents(of: variable)
        tableau.indexDummies(dependents.compactMap { constraints[$0.id]?.marker }.filter { tableau.kinds[Int($0)] == .dummy })
        beginTransaction()
        for (id, factor) in dependents {
            guard let dependent = constraints[id], tableau.shiftRows(of: dependent, by: factor * change) else {
                rollbackTransaction()
                return false
            }
        }
        definition.constant += change
        definitions.replace(with: definition)
        guard tableau.dualOptimize() else {
            rollbackTransaction()
            definitions.replace(with: old)
            return false
        }
        commitTransaction()
        var changed = record
        changed.constraint.expression.constant = constant
        constraints[definition.id] = changed
        didMutate()
        return true
    }

    /// The defining constraint's merged coefficient on the variable it defines.
    func definitionPivot(_ record: ConstraintRecord) -> Double {
        record.constraint.expression.terms.reduce(0) {
            $0 + ($1.variable.symbol == record.defines ? $1.coefficient : 0)
        }
    }

    /// Turns a definition back into a tableau constraint with the same id: the tableau
    /// constraints expanding its variable are taken out, the variable becomes a tableau
    /// variable, and they (and, `keepingConstraint`, the defining constraint) go back in. Used to
    /// remove a definition, and when a new constant cannot be shifted in place.
    func undefine(id: Int, keepingConstraint: Bool) {
        guard let record = constraints[id], record.isDefinition else { return }
        let variable = record.defines
        var saved: [(Int, ConstraintRecord)] = []
        for (dependentID, _) in dependents(of: variable) {
            guard let dependent = constraints[dependentID] else { continue }
            deleteConstraint(dependent, optimizing: false)
            constraints[dependentID] = nil
            saved.append((dependentID, dependent))
        }
        definitions.forget(variable)
        constraints[id] = nil
        optimize()
        if keepingConstraint { saved.insert((id, record), at: 0) }
        for (savedID, old) in saved {
            var constraint = old.constraint
            if old.recoveredConflict != nil { constraint.priority = .required }
            let tier: Double? = old.recoveredConflict != nil ? nil : old.tier
            beginTransaction()
            if var fresh = insertConstraint(constraint, tier: tier, id: savedID).record {
                commitTransaction()
                fresh.editVariable = old.editVariable
                constraints[savedID] = fresh
            } else {
                // Only a recovered constraint can fail here (taking a definition out relaxes
                // the system): it stays at the recovery tier.
                rollbackTransaction()
                insertRecovered(constraint, id: savedID, conflict: old.recoveredConflict ?? [ConstraintHandle(id: savedID)])
            }
        }
        didMutate()
    }
}
