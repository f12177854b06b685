/// A required equality solved for a variable that no constraint mentioned before it:
/// `variable = Σ coefficient·term + constant`.
///
/// Why definitions stay out of the tableau: Cassowary's tableau expresses every basic variable
/// by nonbasic symbols only, so a chain of equalities (each view's top below the one above, each
/// width equal to the previous) gives rows as long as the chain, one per link: the grid
/// benchmark's tableau grows with N². A definition names its terms instead, some of them defined
/// in turn, so a chain costs one short definition per link. Constraints that go to the tableau
/// have defined variables expanded into tableau variables when their row is built.
struct Definition {
    var variable: Int32
    /// The defining constraint.
    var id: Int
    var terms: [(symbol: Int32, coefficient: Double)]
    var constant: Double
}

/// The definitions (see `Definition`) and what depends on them: per symbol the slot of its
/// definition and how many constraints mention it, remembered expansions, and the tableau
/// constraints found to expand each defined variable.
///
/// Invariants (`_checkInvariants`): one slot and one use count per symbol; a symbol is defined
/// exactly when its slot holds its definition; a definition names only symbols that are not
/// defined or were defined before it (an earlier slot), so evaluating in slot order works; no
/// use count is negative; a remembered expansion is of a defined variable and names no defined
/// symbol.
struct Definitions {
    /// Per symbol: the slot of its definition in `list`, or -1.
    private(set) var slots: [Int32] = []
    /// The definitions in the order they were made; a forgotten one leaves an empty slot.
    private(set) var list: [Definition?] = []
    /// Per symbol: how many constraints mention it (a definition can only be made for one no
    /// constraint mentions yet).
    private(set) var useCount: [Int32] = []
    /// Bumped by every change to which variables are defined or which constraints mention
    /// what: what `dependents` and a freedom analysis rest on.
    private(set) var version = 0
    private var memo = ExpansionMemo()
    /// Per symbol scratch of `expansion(of:)`: zero and false between calls.
    private var scratchFactors: [Double] = []
    private var scratchReached: [Bool] = []
    private var dependents: [Int32: (version: Int, entries: [(id: Int, factor: Double)])] = [:]

    /// Makes room for a new symbol: not defined, mentioned by nothing.
    mutating func appendSymbol() {
        slots.append(-1)
        useCount.append(0)
    }

    /// Forgets the symbols from `count` on (a transaction that made them was rolled back).
    mutating func removeSymbols(from count: Int) {
        guard count < slots.count else { return }
        slots.removeSubrange(count...)
        useCount.removeSubrange(count...)
    }

    /// Whether the variable is defined (then it has no row, no column and no objective weight).
    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool { slots[Int(symbol)] >= 0 }

    func definition(of symbol: Int32) -> Definition { list[Int(slots[Int(symbol)])]! }

    /// Records a definition of a variable no constraint mentions.
    mutating func add(_ definition: Definition) {
        slots[Int(definition.variable)] = Int32(list.count)
        list.append(definition)
        version &+= 1
    }

    /// Drops the definition of `variable`, which then is a tableau variable again.
    mutating func forget(_ variable: Int32) {
        list[Int(slots[Int(variable)])] = nil
        slots[Int(variable)] = -1
        memo.removeAll()
        version &+= 1
    }

    /// Drops the empty slots at the end of the list (after a batch's definitions were forgotten).
    mutating func dropTrailingEmptySlots() {
        while list.last.map({ $0 == nil }) == true { list.removeLast() }
    }

    /// Puts `definition` in its variable's slot in place of the one there (a new constant).
    mutating func replace(with definition: Definition) {
        list[Int(slots[Int(definition.variable)])] = definition
        memo.removeAll()
    }

    /// Counts the constraint's variables as mentioned (`delta` +1) or no longer (-1).
    mutating func countUses(of constraint: Constraint, by delta: Int32) {
        for term in constraint.expression.terms { useCount[term.variable.id] += delta }
        version &+= 1
    }

    /// The dependents of `variable` found at the current version, if any were.
    func knownDependents(of variable: Int32) -> [(id: Int, factor: Double)]? {
        guard let known = dependents[variable], known.version == version else { return nil }
        return known.entries
    }

    /// Remembers the dependents of `variable` until the version changes.
    mutating func remember(dependents entries: [(id: Int, factor: Double)], of variable: Int32) {
        dependents[variable] = (version, entries)
    }

    /// The defined variable as an expression over tableau variables (undefined ones).
    ///
    /// Walks the definitions it depends on once each, newest first, so every definition's total
    /// coefficient is known before its terms are expanded. Short expansions are remembered: a
    /// chain of equal widths then costs one step per link.
    mutating func expansion(of variable: Int32) -> Row {
        if let known = memo[variable] { return known }
        // Per symbol scratch (zero and false between calls): its total coefficient, and whether
        // the walk reached it. Arrays, not a dictionary: this runs for every defined term.
        if scratchFactors.count < slots.count {
            scratchFactors += repeatElement(0, count: slots.count - scratchFactors.count)
            scratchReached += repeatElement(false, count: slots.count - scratchReached.count)
        }
        scratchFactors[Int(variable)] = 1
        scratchReached[Int(variable)] = true
        var stack: [Int32] = [variable]
        var reached: [Int32] = [variable]
        while let next = stack.popLast() {
            for term in definition(of: next).terms
            where isDefined(term.symbol) && !scratchReached[Int(term.symbol)] && memo[term.symbol] == nil {
                scratchReached[Int(term.symbol)] = true
                reached.append(term.symbol)
                stack.append(term.symbol)
            }
        }
        let slots = self.slots
        reached.sort { slots[Int($0)] > slots[Int($1)] }
        var result = Row(constant: 0)
        for defined in reached {
            let factor = scratchFactors[Int(defined)]
            if factor == 0 { continue }
            let definition = definition(of: defined)
            result.constant += factor * definition.constant
            for term in definition.terms {
                let amount = factor * term.coefficient
                if !isDefined(term.symbol) {
                    _ = result.insert(term.symbol, amount)
                } else if let known = memo[term.symbol] {
                    result.add(known, times: amount)
                } else {
                    scratchFactors[Int(term.symbol)] += amount
                }
            }
        }
        for defined in reached {
            scratchFactors[Int(defined)] = 0
            scratchReached[Int(defined)] = false
        }
        if result.count <= 16 { memo[variable] = result }
        return result
    }

    /// Gives every defined variable its value from its terms' values, in definition order (a
    /// definition names only variables defined before it or not at all).
    func evaluate(into values: inout [Double]) {
        for definition in list {
            guard let definition else { continue }
            var sum = definition.constant
            for term in definition.terms { sum += term.coefficient * values[Int(term.symbol)] }
            values[Int(definition.variable)] = sum
        }
    }

    #if DEBUG
    /// Checks the invariants above for `symbolCount` symbols.
    func _checkInvariants(symbolCount: Int) {
        precondition(slots.count == symbolCount && useCount.count == symbolCount, "definitions: one slot per symbol")
        for symbol in 0..<symbolCount {
            precondition(useCount[symbol] >= 0, "use count of \(symbol) below zero")
            let slot = Int(slots[symbol])
            guard slot >= 0 else { continue }
            precondition(slot < list.count && list[slot]?.variable == Int32(symbol), "slot of \(symbol) lost")
        }
        for (slot, definition) in list.enumerated() {
            guard let definition else { continue }
            precondition(slots[Int(definition.variable)] == Int32(slot), "definition in slot \(slot) unlisted")
            for term in definition.terms {
                precondition(slots[Int(term.symbol)] < Int32(slot), "definition in slot \(slot) names a later one")
            }
        }
        memo.forEach { variable, row in
            precondition(isDefined(variable) && row.symbols.allSatisfy { !isDefined($0) },
                         "expansion of \(variable) is stale")
        }
    }
    #endif
}
