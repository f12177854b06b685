import Testing
@testable import LayoutSolver
import TestSupport

/// `Solver.setConstants`: many constant changes, one dual-simplex repair, all or nothing.
@Suite struct ConstantBatchTests {
    /// Changed together, constants give the answer a fresh solve of the changed system gives;
    /// refused, they leave the answer and every constant as they were.
    @Test(arguments: 0..<120)
    func batchMatchesAFreshSolve(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9000)
        var constraints = (0..<10).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let (solver, accepted, _) = RandomSystemTests.build(constraints)
        constraints = accepted.map(\.0)
        guard !accepted.isEmpty else { return }
        for _ in 0..<3 {
            var changes: [(constant: Double, handle: ConstraintHandle)] = []
            var changed = constraints
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<accepted.count, using: &generator)
                let constant = Double(Int.random(in: -40...40, using: &generator))
                changes.append((constant, accepted[index].1))
                changed[index].expression.constant = constant
            }
            let before = RandomSystemTests.values(solver)
            if try solver.setConstants(changes) {
                constraints = changed
                let (fresh, _, refused) = RandomSystemTests.build(constraints)
                #expect(refused.isEmpty, "seed \(seed): the fresh solve refused a changed constraint")
                #expect(RandomSystemTests.same(RandomSystemTests.values(solver), RandomSystemTests.values(fresh)),
                        "seed \(seed): \(RandomSystemTests.values(solver)) vs \(RandomSystemTests.values(fresh))")
                #expect(solver.ambiguousVariables() == fresh.ambiguousVariables(), "seed \(seed): ambiguity")
            } else {
                #expect(RandomSystemTests.same(RandomSystemTests.values(solver), before), "seed \(seed): refused batch moved values")
            }
            for (index, (_, handle)) in accepted.enumerated() {
                #expect(solver.constraint(handle)?.expression.constant == constraints[index].expression.constant,
                        "seed \(seed): constant of constraint \(index)")
            }
        }
    }

    /// A batch refused only because a required constraint can no longer hold: the same changes
    /// one at a time make `setConstant` throw for one of them.
    @Test func aBatchThatBreaksARequiredConstraintChangesNothing() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let low = try solver.add(Constraint(Expression(x) - 10, .greaterThanOrEqual))
        let high = try solver.add(Constraint(Expression(x) - 20, .lessThanOrEqual))
        _ = try solver.add(Constraint(Expression(y) - Expression(x), .equal))
        // x >= 30 and x <= 25 cannot both hold.
        #expect(try !solver.setConstants([(-30, low), (-25, high)]))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
        #expect(solver.constraint(low)?.expression.constant == -10)
        #expect(solver.constraint(high)?.expression.constant == -20)
        // x >= 30 and x <= 40 hold together although x >= 30 alone does not hold with x <= 20.
        #expect(try solver.setConstants([(-30, low), (-40, high)]))
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 30)
    }

    /// A handle given twice takes its last constant; an unknown handle or a non-finite constant
    /// throws before anything changes.
    @Test func repeatedAndBadChanges() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let pin = try solver.add(Constraint(Expression(x) - 5, .equal, priority: priority(500)))
        #expect(try solver.setConstants([(-7, pin), (-9, pin)]))
        #expect(solver.value(of: x) == 9)
        let stale = try solver.add(Constraint(Expression(x) - 1, .greaterThanOrEqual, priority: priority(250)))
        try solver.remove(stale)
        #expect(throws: SolverError.self) { try solver.setConstants([(-3, pin), (-2, stale)]) }
        #expect(throws: SolverError.self) { try solver.setConstants([(-3, pin), (.infinity, pin)]) }
        #expect(solver.value(of: x) == 9 && solver.constraint(pin)?.expression.constant == -9)
    }
}
