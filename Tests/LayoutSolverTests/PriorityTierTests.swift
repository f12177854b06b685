import Testing
@testable import LayoutSolver

@Suite struct PriorityTierTests {
    @Test func one751OutweighsAThousand750s() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 10, .equal, priority: priority(751)))
        // Weighted sums would let 1000 errors of 20 outvote one error of 20.
        let many = (0..<1000).map { _ in Constraint(x - 30, .equal, priority: priority(750)) }
        _ = try solver.add(many)
        #expect(solver.value(of: x) == 10)
    }

    @Test func manyWeakErrorsNeverBuyOneStrongError() throws {
        let solver = checkedSolver()
        let variables = (0..<200).map { _ in solver.makeVariable() }
        let total = solver.makeVariable()
        _ = try solver.add(Constraint(Expression(terms: variables.map { Term($0) }) - total, .equal))
        _ = try solver.add(Constraint(total - 100, .equal, priority: priority(500)))
        for variable in variables { _ = try solver.add(Constraint(variable - 10, .equal, priority: priority(499))) }
        #expect(solver.value(of: total) == 100)
    }

    @Test func prioritiesOneApartAreStrictAtEveryLevel() throws {
        for level in stride(from: 1.0, through: 998, by: 1) {
            let solver = Solver()
            let x = solver.makeVariable()
            _ = try solver.add(Constraint(x - 1, .equal, priority: priority(level)))
            _ = try solver.add(Constraint(x - 2, .equal, priority: priority(level + 1)))
            if solver.value(of: x) != 2 { Issue.record("level \(level): x = \(solver.value(of: x))") }
        }
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add((1...999).map { Constraint(x - Double($0), .equal, priority: priority(Double($0))) })
        #expect(solver.value(of: x) == 999)
    }

    @Test func fractionalPrioritiesAreDistinctTiers() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 1, .equal, priority: priority(500.5)))
        _ = try solver.add(Constraint(x - 2, .equal, priority: priority(500.25)))
        #expect(solver.value(of: x) == 1)
    }

    @Test func equalTiersSplitByTheTieBreakRule() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 10, .equal, priority: .defaultLow))
        _ = try solver.add(Constraint(x - 20, .equal, priority: .defaultLow))
        // Any x in 10...20 costs 10 at tier 250; closest to zero wins.
        #expect(solver.value(of: x) == 10)
        #expect(solver.isAmbiguous(x))
    }
}
