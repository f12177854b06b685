@testable import LayoutSolver

/// A solver that checks its tableau invariants after every mutation (debug builds).
func checkedSolver(recovering: Bool = false) -> Solver {
    let solver = Solver()
    solver.checksInvariants = true
    solver.recoversFromUnsatisfiable = recovering
    return solver
}

func priority(_ value: Double) -> Priority {
    guard let priority = Priority(value) else { preconditionFailure("bad test priority \(value)") }
    return priority
}


func approximately(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether the constraints can all hold as required (a fresh solver).
func satisfiable(_ constraints: [Constraint], variableCount: Int) -> Bool {
    let solver = Solver()
    let variables = (0..<variableCount).map { _ in solver.makeVariable() }
    for constraint in constraints {
        var copy = constraint
        copy.priority = .required
        copy.expression.terms = constraint.expression.terms.map { Term(variables[$0.variable.id], $0.coefficient) }
        do { _ = try solver.add(copy) } catch { return false }
    }
    return true
}
