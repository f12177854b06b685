/// What adding a constraint's row to the tableau came to.
enum Insertion {
    case added(ConstraintRecord)
    /// A required constraint that cannot hold; the tableau must be rolled back.
    case infeasible(Certificate)

    var record: ConstraintRecord? {
        if case .added(let record) = self { return record }
        return nil
    }
}

/// The simplex's proof that required constraints cannot hold together, read from the row that
/// could not be made feasible (phase 1's artificial row left above zero, or a row of fixed
/// symbols with a nonzero constant): `0 = c + Σ aᵢ·sᵢ` with c > 0, every restricted sᵢ ≥ 0 with
/// aᵢ ≥ 0 and every dummy fixed at 0. That row is a combination of the constraints' own rows;
/// each symbol sᵢ is the marker of one constraint, so the constraints named, with the
/// definitions their rows expanded, are the ones involved: usually all of a minimal conflict.
struct Certificate {
    /// Per symbol of the row: the constraint owning it, the symbol's kind and its coefficient.
    var cells: [(owner: Int, kind: SymbolKind, coefficient: Double)]
}

extension Solver {
    /// The certificate of a row that cannot be made feasible.
    func certificate(of row: Row) -> Certificate {
        var cells: [(owner: Int, kind: SymbolKind, coefficient: Double)] = []
        for index in row.symbols.indices {
            let symbol = Int(row.symbols[index])
            let owner = Int(tableau.owners[symbol])
            guard tableau.kinds[symbol] != .external, owner >= 0 else { continue }
            cells.append((owner, tableau.kinds[symbol], row.coefficients[index]))
        }
        return Certificate(cells: cells)
    }

    /// A minimal conflicting set drawn from a certificate: required constraints, the seed
    /// among them, that cannot all hold, while removing any one member lets the rest hold.
    /// Oldest first, the seed included.
    ///
    /// The certificate's constraints are the support of a Farkas combination λ (each
    /// multiplier is its marker's coefficient over the marker's own coefficient); the
    /// definitions their rows expanded join with the multipliers that cancel the defined
    /// variables (flowing newest first, as in `sensitivities`). When the members' expressions
    /// have rank one less than their number, λ is their only linear dependence, so no proper
    /// subset has a combination proving it infeasible: the set is minimal, with no probe solve.
    /// Otherwise a deletion filter runs on throwaway solvers holding candidate members only.
    /// `lookup` gives each id's constraint (batch members not yet recorded included).
    /// - Complexity: O(members · their terms) for the rank test; the filter, when needed,
    ///   O(members²) probe adds. Never the whole system.
    func minimalConflict(certificate: Certificate, seed: Int, lookup: (Int) -> Constraint?) -> [Int] {
        var multipliers: [Int: Double] = [:]
        for cell in certificate.cells {
            guard let constraint = lookup(cell.owner) else { continue }
            // The marker's coefficient in its own row: +1 for a dummy and a ≤ slack, -1 for a ≥ slack.
            let sign: Double = cell.kind == .slack && constraint.relation == .greaterThanOrEqual ? -1 : 1
            multipliers[cell.owner, default: 0] += cell.coefficient / sign
        }
        multipliers[seed] = multipliers[seed] ?? 1
        var members = multipliers.filter { abs($0.value) >= Tolerance.zero }.map(\.key)
        if !definitions.list.isEmpty {
            var weight = [Double](repeating: 0, count: tableau.symbolCount)
            for id in members {
                guard let constraint = lookup(id), let multiplier = multipliers[id] else { continue }
                for term in constraint.expression.terms where term.variable.id < tableau.symbolCount && definitions.isDefined(term.variable.symbol) {
                    weight[term.variable.id] += multiplier * term.coefficient
                }
            }
            flowDown(&weight, includingTableauTerms: false)
            for definition in definitions.list {
                guard let definition, abs(weight[Int(definition.variable)]) >= Tolerance.zero,
                      let record = constraints[definition.id] else { continue }
                // Cancelling weight W on the defined variable takes its constraint times -W/pivot.
                multipliers[definition.id] = -weight[Int(definition.variable)] / definitionPivot(record)
                members.append(definition.id)
            }
        }
        members = Array(Set(members)).sorted()
        let constraints = members.compactMap { id in lookup(id).map { (id, $0) } }
        if isDependence(constraints, multipliers), Solver.dependencies(among: constraints.map(\.1)) <= 1 {
            return members
        }
        return deletionFilter(constraints, keeping: seed)
    }

    /// Whether Σ multiplier·expression cancels every variable: the certificate was read right,
    /// so its members are exactly the support of a linear dependence.
    private func isDependence(_ members: [(Int, Constraint)], _ multipliers: [Int: Double]) -> Bool {
        var sum: [Int: Double] = [:]
        var scale = 0.0
        for (id, constraint) in members {
            let multiplier = multipliers[id] ?? 0
            for term in constraint.expression.terms {
                sum[term.variable.id, default: 0] += multiplier * term.coefficient
                scale = max(scale, abs(multiplier * term.coefficient))
            }
        }
        return sum.values.allSatisfy { abs($0) <= max(scale, 1) * 1e-7 }
    }

    /// How many linear dependencies the constraints' expressions (coefficients only) have:
    /// their number less their rank, by Gaussian elimination on sparse rows.
    /// - Complexity: per constraint, the pivots its variables lead to (not every pivot): a chain
    ///   of n links costs O(n), where looking at every pivot for each constraint cost O(n²).
    static func dependencies(among constraints: [Constraint]) -> Int {
        var pivots: [(variable: Int, row: [Int: Double])] = []
        var pivotOf: [Int: Int] = [:]
        var dependent = 0
        var pending: [Int] = []
        for constraint in constraints {
            var row: [Int: Double] = [:]
            for term in constraint.expression.terms { row[term.variable.id, default: 0] += term.coefficient }
            // Earlier pivot rows hold no earlier pivot variable, so reducing by the pivots in
            // pivot order, each once, is enough; only the pivots of variables in the row matter,
            // and a reduction brings in only variables of later pivots.
            pending.removeAll(keepingCapacity: true)
            for variable in row.keys { if let index = pivotOf[variable] { pending.append(index) } }
            while let position = pending.indices.min(by: { pending[$0] < pending[$1] }) {
                let pivot = pivots[pending[position]]
                pending.swapAt(position, pending.count - 1)
                pending.removeLast()
                guard let factor = row[pivot.variable] else { continue }
                for (variable, coefficient) in pivot.row {
                    if row[variable] == nil, let index = pivotOf[variable] { pending.append(index) }
                    row[variable, default: 0] -= factor * coefficient
                }
                row[pivot.variable] = nil
            }
            let scale = row.values.map(abs).max() ?? 0
            row = row.filter { abs($0.value) > max(scale, 1) * 1e-9 }
            guard let chosen = row.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }) else {
                dependent += 1
                continue
            }
            var normalised: [Int: Double] = [:]
            for (variable, coefficient) in row where variable != chosen.key { normalised[variable] = coefficient / chosen.value }
            pivotOf[chosen.key] = pivots.count
            pivots.append((chosen.key, normalised))
        }
        return dependent
    }

    /// Drops every member whose removal leaves the rest unsatisfiable (the seed stays), testing
    /// each on a throwaway solver with the remaining candidates only. Oldest first.
    private func deletionFilter(_ candidates: [(Int, Constraint)], keeping seed: Int) -> [Int] {
        var kept = candidates
        var index = kept.count - 1
        while index >= 0 {
            if kept[index].0 != seed {
                let probe = Probe()
                var fails = false
                for (offset, member) in kept.enumerated() where offset != index {
                    if !probe.add(member.1) {
                        fails = true
                        break
                    }
                }
                if fails { kept.remove(at: index) }
            }
            index -= 1
        }
        return kept.map(\.0)
    }

    /// A minimal conflict for a required constraint that is not in the tableau, found by
    /// adding it to a throwaway solver holding every required constraint (and, with
    /// `includingRecovered`, the recovered ones as required) except `excluding`. Used only
    /// when a recovered constraint's remembered conflict lost a member.
    func minimalConflict(seed: Constraint, excluding: Int, includingRecovered: Bool) -> [ConstraintHandle] {
        let probe = Probe()
        for (id, record) in constraints.byID.sorted(by: { $0.key < $1.key }) where id != excluding {
            guard record.isRequired || (includingRecovered && record.recoveredConflict != nil) else { continue }
            _ = probe.add(record.constraint, id: id)
        }
        guard case .infeasible(let certificate) = probe.insert(seed, id: excluding) else { return [] }
        let translated = probe.translated
        return probe.solver.minimalConflict(certificate: certificate, seed: excluding) { translated[$0] }
            .filter { $0 != excluding }.map { ConstraintHandle(id: $0) }
    }
}

/// A throwaway solver holding required constraints only (no definitions), to test
/// satisfiability. Its constraints keep their ids, so its certificates name them.
final class Probe {
    let solver = Solver()
    var variables: [Int: Variable] = [:]
    /// Every constraint it held or was offered, over its own variables, by id.
    var translated: [Int: Constraint] = [:]

    /// Adds the constraint as required; false (and not added) when it cannot hold with those before it.
    func add(_ constraint: Constraint, id: Int = 0) -> Bool {
        insert(constraint, id: id).record != nil
    }

    func insert(_ constraint: Constraint, id: Int) -> Insertion {
        var copy = constraint
        copy.priority = .required
        copy.expression.terms = constraint.expression.terms.map { term in
            if let variable = variables[term.variable.id] { return Term(variable, term.coefficient) }
            let variable = solver.makeVariable()
            variables[term.variable.id] = variable
            return Term(variable, term.coefficient)
        }
        translated[id] = copy
        solver.beginTransaction()
        let insertion = solver.insertConstraint(copy, tier: nil, id: id)
        if insertion.record != nil { solver.commitTransaction() } else { solver.rollbackTransaction() }
        return insertion
    }
}
