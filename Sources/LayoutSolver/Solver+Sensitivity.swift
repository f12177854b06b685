/// How a variable's value at the optimum depends on one constraint's constant.
public struct Sensitivity: Hashable, Sendable {
    public var constraint: ConstraintHandle
    /// ∂value/∂constant: how far the value moves per unit increase of the constant of the
    /// constraint's expression (`expression REL 0`), at the current optimal basis.
    public var coefficient: Double
}

extension Solver {
    // MARK: Explanation

    /// The constraints whose constant moves the variable's value at the optimum, oldest first:
    /// those with a nonzero `sensitivities(of:)` entry.
    public func explanation(for variable: Variable) -> [ConstraintHandle] {
        sensitivities(of: variable).map(\.constraint)
    }

    /// ∂value/∂constant for every constraint that moves the variable's settled value, oldest
    /// first (definitions, request pins and edit constraints included).
    ///
    /// Contract: at the current optimal basis the value of a variable that is not ambiguous is
    /// exactly `Σ coefficient · expression.constant` over the entries (every nonbasic symbol
    /// sits at 0, and every basic value is linear in the constants). Where no restricted row
    /// sits at zero the basis survives a small change of any one constant, so a constraint is
    /// listed exactly when changing its constant moves the value; at a degenerate vertex a
    /// listed constraint moves the value in at least one direction.
    ///
    /// How: reverse mode over the two layers the value is made of. (1) The value is evaluated
    /// through definitions down to tableau variables: weights flow from the variable to the
    /// terms, newest definition first, and each definition's own constant gets its weight.
    /// (2) A tableau variable moves with a constraint's constant by its row's coefficient on
    /// that constraint's nonbasic marker (what `shiftRows` does to it). (3) A tableau row
    /// holds the constants of the definitions it expanded: the weight a tableau constraint got
    /// in (2) flows to the defined variables of its expression and down their definitions.
    /// - Complexity: O(symbols + definitions' terms + the rows of the tableau variables reached).
    public func sensitivities(of variable: Variable) -> [Sensitivity] {
        precondition(isVariable(variable), "variable \(variable) was not made by this solver")
        settle()
        var byConstraint: [Int: Double] = [:]
        // (1) Through definitions, newest first: a definition names only older variables.
        var weight = [Double](repeating: 0, count: tableau.symbolCount)
        weight[variable.id] = 1
        flowDown(&weight, includingTableauTerms: true)
        let evaluated = weight
        // (2) Tableau variables by their rows' markers.
        for symbol in variables.symbols where !definitions.isDefined(symbol) && weight[Int(symbol)] != 0 {
            guard let row = tableau.rows[Int(symbol)] else { continue }
            let factor = weight[Int(symbol)]
            for index in row.symbols.indices where tableau.kinds[Int(row.symbols[index])] != .external {
                let marker = row.symbols[index]
                let owner = Int(tableau.owners[Int(marker)])
                guard owner >= 0, let record = constraints[owner], record.marker == marker,
                      tableau.rows[Int(marker)] == nil, record.other < 0 || tableau.rows[Int(record.other)] == nil else { continue }
                byConstraint[owner, default: 0] += factor * row.coefficients[index] / record.markerCoefficient
            }
        }
        // (3) The definition constants inside those rows.
        if !definitions.list.isEmpty {
            var embedded = [Double](repeating: 0, count: tableau.symbolCount)
            for (id, coefficient) in byConstraint {
                guard let record = constraints[id] else { continue }
                for term in record.constraint.expression.terms where definitions.isDefined(term.variable.symbol) {
                    embedded[term.variable.id] += coefficient * term.coefficient
                }
            }
            flowDown(&embedded, includingTableauTerms: false)
            for definition in definitions.list {
                guard let definition else { continue }
                let total = evaluated[Int(definition.variable)] + embedded[Int(definition.variable)]
                guard total != 0, let record = constraints[definition.id] else { continue }
                // variable = (terms + constant) · (-1/pivot), so ∂variable/∂constant = -1/pivot.
                byConstraint[definition.id, default: 0] += total * -1 / definitionPivot(record)
            }
        }
        return byConstraint
            .filter { abs($0.value) >= Tolerance.zero }
            .sorted { $0.key < $1.key }
            .map { Sensitivity(constraint: ConstraintHandle(id: $0.key), coefficient: $0.value) }
    }

    /// Moves weights from defined variables to the terms of their definitions, newest first, so
    /// each defined variable's weight is complete before it is passed on.
    func flowDown(_ weight: inout [Double], includingTableauTerms: Bool) {
        for definition in definitions.list.reversed() {
            guard let definition else { continue }
            let amount = weight[Int(definition.variable)]
            if amount == 0 { continue }
            for term in definition.terms where includingTableauTerms || definitions.isDefined(term.symbol) {
                weight[Int(term.symbol)] += amount * term.coefficient
            }
        }
    }
}

extension Solver {
    /// Whether the current vertex is degenerate, where `sensitivities(of:)` promises less: a
    /// restricted basic row sits at zero (a constraint tight without its marker being nonbasic)
    /// or a required equality is implied by others (its dummy is basic).
    func isAtDegenerateVertex() -> Bool {
        for basic in tableau.rows.indices {
            guard let row = tableau.rows[basic] else { continue }
            switch tableau.kinds[basic] {
            case .dummy: return true
            case .slack, .error: if abs(row.constant) <= Tolerance.feasibility { return true }
            default: continue
            }
        }
        return false
    }
}
