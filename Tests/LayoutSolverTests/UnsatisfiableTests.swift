import Testing
@testable import LayoutSolver

@Suite struct UnsatisfiableTests {
    @Test func failedRequiredAddLeavesTheSolverAsItWas() throws {
        let solver = checkedSolver()
        let v = solver.makeVariable()
        let w = solver.makeVariable()
        let lower = try solver.add(Constraint(v - 1, .greaterThanOrEqual))
        _ = try solver.add(Constraint(w - v - 3, .equal))
        _ = try solver.add(Constraint(Expression(w), .equal, priority: .defaultLow))
        let before = (solver.value(of: v), solver.value(of: w), solver.constraintCount)
        #expect(throws: SolverError.unsatisfiable(conflict: [lower, nil])) {
            _ = try solver.add(Constraint(Expression(v), .lessThanOrEqual))
        }
        #expect(solver.value(of: v) == before.0)
        #expect(solver.value(of: w) == before.1)
        #expect(solver.constraintCount == before.2)
        #expect(solver.value(of: v) == 1)
    }

    @Test func conflictIsMinimal() throws {
        let solver = checkedSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let ab = try solver.add(Constraint(b - a - 10, .equal))
        _ = try solver.add(Constraint(c - 5, .greaterThanOrEqual))
        let bc = try solver.add(Constraint(c - b, .greaterThanOrEqual))
        _ = try solver.add(Constraint(a + 100, .greaterThanOrEqual))
        let cUpper = try solver.add(Constraint(c - 50, .lessThanOrEqual))
        do {
            _ = try solver.add(Constraint(a - 45, .equal))
            Issue.record("a == 45 must fail")
        } catch {
            #expect(error == .unsatisfiable(conflict: [ab, bc, cUpper, nil]))
        }
        #expect(solver.constraintCount == 5)
    }

    @Test func contradictoryConstantIsItsOwnConflict() throws {
        let solver = checkedSolver()
        #expect(throws: SolverError.unsatisfiable(conflict: [nil])) {
            _ = try solver.add(Constraint(Expression(1), .equal))
        }
    }

    @Test func setConstantThatBreaksARequiredConstraintIsUndone() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let upper = try solver.add(Constraint(x - 100, .lessThanOrEqual))
        let pin = try solver.add(Constraint(x - 50, .equal))
        #expect(throws: SolverError.unsatisfiable(conflict: [upper, pin])) {
            try solver.setConstant(-150, of: pin)
        }
        #expect(solver.value(of: x) == 50)
        #expect(solver.constraint(pin)?.expression.constant == -50)
    }

    @Test func recoveryKeepsTheConstraintAtTheHighestOptionalTier() throws {
        let solver = checkedSolver(recovering: true)
        let x = solver.makeVariable()
        let upper = try solver.add(Constraint(x - 100, .lessThanOrEqual))
        _ = try solver.add(Constraint(x - 10, .equal, priority: priority(999)))
        let broken = try solver.add(Constraint(x - 150, .greaterThanOrEqual))
        #expect(solver.contains(broken))
        // Kept above 999: x goes as far towards 150 as the required bound allows.
        #expect(solver.value(of: x) == 100)
        let report = solver.brokenConstraints
        #expect(report.count == 1)
        #expect(report.first?.constraint == broken)
        #expect(report.first?.conflict == [upper, broken])
        try solver.remove(upper)
        #expect(solver.value(of: x) == 150)
        #expect(solver.brokenConstraints.isEmpty)
    }

    @Test func recoveryReportsEachBrokenConstraint() throws {
        let solver = checkedSolver(recovering: true)
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pinX = try solver.add(Constraint(x - 10, .equal))
        let pinY = try solver.add(Constraint(y - 20, .equal))
        let badX = try solver.add(Constraint(x - 11, .equal))
        let badY = try solver.add(Constraint(y - 21, .equal))
        let report = solver.brokenConstraints
        #expect(report.map(\.constraint) == [badX, badY])
        #expect(report.map(\.conflict) == [[pinX, badX], [pinY, badY]])
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
    }

    @Test func atomicBatchNamesItsMembers() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let pin = try solver.add(Constraint(x - 10, .equal))
        let batch = [
            Constraint(x - 5, .greaterThanOrEqual),
            Constraint(x - 3, .lessThanOrEqual),
            Constraint(x - 1, .equal, priority: .defaultLow),
        ]
        #expect(throws: SolverError.unsatisfiableBatch(conflict: [pin], batchMembers: [1])) {
            _ = try solver.add(batch)
        }
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: x) == 10)
    }
}
