import Testing
@testable import LayoutSolver
import TestSupport

/// Savepoints inside a solver transaction (`Journal.savepoint`, `Solver.rollback(to:)`): a
/// rollback to one undoes what followed it and nothing before; a rollback of the whole
/// transaction undoes everything, savepoints or not.
@Suite struct SavepointTests {
    /// Each constraint goes in at its own savepoint of one transaction, optimising or not; every
    /// one that cannot hold and a random half of the others are rolled back to their savepoint.
    /// Committed, the solver's invariants hold and it answers as a solver given only the kept
    /// constraints does (the answer does not depend on order).
    @Test(arguments: 0..<120)
    func aRollbackToASavepointUndoesOnlyWhatFollowedIt(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 12000)
        let constraints = (0..<14).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let solver = checkedSolver()
        let reference = checkedSolver()
        for _ in 0..<RandomSystemTests.variableCount {
            _ = solver.makeVariable()
            _ = reference.makeVariable()
        }
        solver.beginTransaction()
        var kept: [(Int, ConstraintRecord)] = []
        for (index, constraint) in constraints.enumerated() {
            let mark = solver.savepoint()
            let tier: Double? = constraint.priority.isRequired ? nil : constraint.priority.value
            let optimizing = Bool.random(using: &generator)
            let record = solver.insertConstraint(constraint, tier: tier, id: index, optimizing: optimizing).record
            if let record, Bool.random(using: &generator) {
                kept.append((index, record))
            } else {
                solver.rollback(to: mark)
            }
        }
        solver.optimize()
        solver.commitTransaction()
        for (index, record) in kept { solver.constraints[index] = record }
        solver.nextConstraintID = constraints.count
        solver.didMutate()
        for (index, _) in kept { _ = try reference.add(constraints[index]) }
        #expect(RandomSystemTests.same(RandomSystemTests.values(solver), RandomSystemTests.values(reference)),
                "seed \(seed): \(RandomSystemTests.values(solver)) vs \(RandomSystemTests.values(reference))")
    }

    /// Constraints added, then more inserted at savepoints (some rolled back to theirs), then the
    /// whole transaction rolled back: every row, column and objective cell is as before it.
    @Test(arguments: 0..<80)
    func aWholeRollbackUndoesWhatEverySavepointKept(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 13000)
        let constraints = (0..<14).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let solver = checkedSolver()
        for _ in 0..<RandomSystemTests.variableCount { _ = solver.makeVariable() }
        for constraint in constraints.prefix(7) { _ = try? solver.add(constraint) }
        let before = Snapshot(solver)
        let values = RandomSystemTests.values(solver)
        solver.beginTransaction()
        for (index, constraint) in constraints.enumerated().dropFirst(7) {
            let mark = solver.savepoint()
            let tier: Double? = constraint.priority.isRequired ? nil : constraint.priority.value
            let record = solver.insertConstraint(constraint, tier: tier, id: 100 + index).record
            if record == nil || Bool.random(using: &generator) { solver.rollback(to: mark) }
        }
        solver.rollbackTransaction()
        solver.didMutate()
        #expect(Snapshot(solver) == before, "seed \(seed)")
        #expect(RandomSystemTests.same(RandomSystemTests.values(solver), values), "seed \(seed): values")
    }

    /// The tableau as plain values: kinds, rows (symbols, coefficients, constant), columns,
    /// objective cells (tier, weight) and the improvable symbols.
    private struct Snapshot: Equatable {
        var kinds: [SymbolKind]
        var rows: [[Double]?]
        var columns: [[Int32]]
        var objective: [[Double]]
        var improvable: [Int32]

        init(_ solver: Solver) {
            kinds = solver.kinds
            rows = solver.rows.map { row in
                row.map { row in row.symbols.map(Double.init) + Array(row.coefficients) + [row.constant] }
            }
            columns = solver.columns.map { Array($0) }
            objective = solver.objective.map { weight in weight.cells.flatMap { [$0.tier, $0.weight] } }
            improvable = Array(solver.improvable)
        }
    }
}
