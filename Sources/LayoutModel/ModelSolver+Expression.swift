import LayoutCore

extension ModelSolver {
    /// The constraints that hold with equality at the answer, by each model variable they name
    /// (indexed by variable; translation order). Any of them, solved for one of its variables,
    /// is exact at the answer.
    func tightConstraints() -> [[Int]] {
        var byVariable = Array(repeating: [Int](), count: translation.algebra.variableCount)
        let constraints = translation.constraints, allTerms = translation.terms
        for index in constraints.indices {
            let terms = allTerms[constraints[index].terms]
            if terms.isEmpty { continue }
            var residual = loadedConstant(index)
            var scale = abs(residual)
            for term in terms {
                let product = term.coefficient * value(term.variable)
                residual += product
                scale = max(scale, abs(product))
            }
            guard abs(residual) <= 1e-9 * max(1, scale) else { continue }
            for term in terms where term.coefficient != 0 { byVariable[term.variable].append(index) }
        }
        return byVariable
    }
}
