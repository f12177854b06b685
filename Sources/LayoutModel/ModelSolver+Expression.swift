import LayoutCore

extension ModelSolver {
    /// The constraints that hold with equality at the answer, by each model variable they name
    /// (translation order). Any of them, solved for one of its variables, is exact at the answer.
    func tightConstraints() -> [Int: [Int]] {
        var byVariable: [Int: [Int]] = [:]
        for index in translation.constraints.indices {
            let terms = translation.terms[translation.constraints[index].terms]
            if terms.isEmpty { continue }
            var residual = loadedConstant(index)
            var scale = abs(residual)
            for term in terms {
                let product = term.coefficient * value(term.variable)
                residual += product
                scale = max(scale, abs(product))
            }
            guard abs(residual) <= 1e-9 * max(1, scale) else { continue }
            for term in terms where term.coefficient != 0 { byVariable[term.variable, default: []].append(index) }
        }
        return byVariable
    }
}
