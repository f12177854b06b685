import Testing
@testable import LayoutSolver

@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesChainValues() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable(name: "x")
        let y = solver.makeVariable(name: "y")
        _ = try solver.add(Constraint(x - 10, .equal))
        _ = try solver.add(Constraint(y - x - 8, .equal))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10 + 8)
    }

    @Test func inequalitiesBoundPreferences() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 100, .lessThanOrEqual))
        _ = try solver.add(Constraint(x - 300, .equal, priority: .defaultLow))
        #expect(solver.value(of: x) == 100)
        _ = try solver.add(Constraint(x - 150, .greaterThanOrEqual, priority: .defaultHigh))
        #expect(solver.value(of: x) == 100)
    }

    @Test func strongerPreferenceWins() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 10, .equal, priority: .defaultLow))
        _ = try solver.add(Constraint(x - 20, .equal, priority: .defaultHigh))
        #expect(solver.value(of: x) == 20)
    }

    @Test func removingAConstraintRestoresTheOldAnswer() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 10, .equal, priority: .defaultLow))
        let strong = try solver.add(Constraint(x - 20, .equal, priority: .defaultHigh))
        try solver.remove(strong)
        #expect(!solver.contains(strong))
        #expect(solver.value(of: x) == 10)
    }

    @Test func unknownConstraintIsReported() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let handle = try solver.add(Constraint(x - 1, .equal))
        try solver.remove(handle)
        #expect(throws: SolverError.unknownConstraint(handle)) { try solver.remove(handle) }
        #expect(SolverError.unknownConstraint(handle).description == "constraint c0 is not in the solver")
    }

    @Test func sameConstraintTwiceGetsTwoHandles() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let first = try solver.add(Constraint(x - 5, .equal))
        let second = try solver.add(Constraint(x - 5, .equal))
        #expect(first != second)
        try solver.remove(first)
        #expect(solver.value(of: x) == 5)
        try solver.remove(second)
        #expect(solver.value(of: x) == 0)
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable(name: "x")
        #expect(throws: SolverError.notFinite(what: "constant")) {
            _ = try solver.add(Constraint(x - .nan, .equal))
        }
        #expect(throws: SolverError.notFinite(what: "coefficient of x")) {
            _ = try solver.add(Constraint(.infinity * x, .equal))
        }
        #expect(SolverError.notFinite(what: "constant").description == "constant is not a finite number")
        #expect(Priority(.nan) == nil && Priority(0) == nil && Priority(1001) == nil)
        #expect(solver.constraintCount == 0)
    }

    @Test func underConstrainedVariablesSettleClosestToZero() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        _ = try solver.add(Constraint(x + y - 10, .equal))
        // Tie-break: the older variable x is as close to 0 as it can be, then y.
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 10)
        _ = try solver.add(Constraint(x - 4, .greaterThanOrEqual))
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 10 - 4)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = checkedSolver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        _ = try solver.add(Constraint(2 * half - width, .equal))
        try solver.addEditVariable(width, priority: priority(999))
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: half) == 300 / 2)
        try solver.suggestValue(500, for: width)
        #expect(solver.value(of: half) == 500 / 2)
        #expect(throws: SolverError.duplicateEditVariable(width)) {
            try solver.addEditVariable(width, priority: priority(999))
        }
        #expect(throws: SolverError.requiredEditVariable(half)) {
            try solver.addEditVariable(half, priority: .required)
        }
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(1, for: width) }
    }

    @Test func suggestionsYieldToRequiredBounds() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 100, .lessThanOrEqual))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
    }

    @Test func setConstantMovesARequiredConstraint() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try solver.add(Constraint(x - 10, .equal))
        _ = try solver.add(Constraint(y - x - 5, .greaterThanOrEqual))
        _ = try solver.add(Constraint(Expression(y), .equal, priority: .defaultLow))
        try solver.setConstant(-40, of: pin)
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 40 + 5)
        #expect(solver.constraint(pin)?.expression.constant == -40)
    }

    @Test func explanationNamesTheConstraintsThatFixAVariable() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let pinX = try solver.add(Constraint(x - 10, .equal))
        let link = try solver.add(Constraint(y - x - 8, .equal))
        _ = try solver.add(Constraint(z - 3, .equal, priority: .defaultLow))
        #expect(solver.explanation(for: y) == [pinX, link])
        #expect(solver.explanation(for: x) == [pinX])
    }

    @Test func ambiguityListsVariablesFreeAtEveryTier() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        _ = try solver.add(Constraint(x + y - 10, .equal))
        _ = try solver.add(Constraint(z - 1, .equal))
        #expect(solver.ambiguousVariables() == [x, y])
        _ = try solver.add(Constraint(x - 3, .equal, priority: .defaultLow))
        #expect(solver.ambiguousVariables() == [])
        #expect(solver.value(of: y) == 10 - 3)
    }

    @Test func boundedOnOneSideIsStillAmbiguous() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        _ = try solver.add(Constraint(x - 5, .greaterThanOrEqual))
        #expect(solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 5)
    }
}

@Suite struct FreshSolverTests {
    @Test func variablesReadZeroBeforeAnyConstraint() throws {
        let solver = checkedSolver()
        let x = solver.makeVariable()
        #expect(solver.value(of: x) == 0)
        try solver.addEditVariable(x, priority: .defaultHigh)
        let y = solver.makeVariable()
        #expect(solver.value(of: y) == 0)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
    }
}
