extension Solver {
    /// A minimal set of required constraints that, with `seed`, cannot all hold (oldest first,
    /// the seed not included): removing any one member, or the seed, makes the rest satisfiable.
    ///
    /// Chinneck's additive method on fresh probe solvers: add the seed and the members found so
    /// far, then the candidates in order until one fails; that one is a member, and only the
    /// candidates before it are needed from then on. Stops when seed and members alone fail.
    /// Candidates are limited to the constraints sharing variables with the seed, transitively.
    /// - Complexity: O(members · candidates) probe adds; only on the unsatisfiable path.
    func minimalConflict(
        seed: Constraint, excluding: Int?, includingRecovered: Bool,
        extra: [(Int, Constraint)] = []
    ) -> [ConstraintHandle] {
        var pool: [(Int, Constraint)] = []
        for (id, record) in constraints where id != excluding {
            if record.isRequired || (includingRecovered && record.recoveredConflict != nil) {
                pool.append((id, record.constraint))
            }
        }
        pool += extra
        pool.sort { $0.0 < $1.0 }
        let candidates = connected(to: seed, in: pool)
        var members: [Int] = []
        var limit = candidates.count
        while true {
            let probe = Probe()
            var failed = !probe.add(seed)
            for member in members where !failed { failed = !probe.add(candidates[member].1) }
            if failed { break }
            var culprit = -1
            for index in 0..<limit where !members.contains(index) {
                if !probe.add(candidates[index].1) {
                    culprit = index
                    break
                }
            }
            guard culprit >= 0 else { break }
            members.append(culprit)
            limit = culprit
        }
        return members.map { ConstraintHandle(id: candidates[$0].0) }.sorted()
    }

    /// The pool constraints linked to the seed through shared variables, in pool order.
    private func connected(to seed: Constraint, in pool: [(Int, Constraint)]) -> [(Int, Constraint)] {
        var byVariable: [Int: [Int]] = [:]
        for (index, entry) in pool.enumerated() {
            for term in entry.1.expression.terms { byVariable[term.variable.id, default: []].append(index) }
        }
        var reached = Set<Int>()
        var seenVariables = Set<Int>()
        var queue = seed.expression.terms.map(\.variable.id)
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where reached.insert(index).inserted {
                queue += pool[index].1.expression.terms.map(\.variable.id)
            }
        }
        return reached.sorted().map { pool[$0] }
    }
}

/// A throwaway solver holding required constraints only, to test satisfiability.
private final class Probe {
    let solver = Solver()
    var variables: [Int: Variable] = [:]

    /// Adds the constraint as required; false when it cannot hold with those before it.
    func add(_ constraint: Constraint) -> Bool {
        var translated = constraint
        translated.priority = .required
        translated.expression.terms = constraint.expression.terms.map { term in
            if let variable = variables[term.variable.id] { return Term(variable, term.coefficient) }
            let variable = solver.makeVariable()
            variables[term.variable.id] = variable
            return Term(variable, term.coefficient)
        }
        return solver.insertConstraint(translated, tier: nil, id: 0) != nil
    }
}
