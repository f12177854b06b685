import Testing
@testable import LayoutSolver
import TestSupport

/// A recovering batch keeps broken exactly what adding its constraints one by one keeps broken.
@Suite struct RecoveringBatchTests {
    /// Random systems with conflicting required constraints: the batch and one-by-one `add`
    /// (both recovering) break the same constraints and give the same answer; each conflict
    /// reported is unsatisfiable and minimal, and names only constraints added before the
    /// broken one (as one-by-one adding decides it).
    @Test(arguments: 0..<150)
    func batchBreaksWhatOneByOneBreaks(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 11000)
        let constraints = (0..<14).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let single = checkedSolver(recovering: true)
        let batch = checkedSolver(recovering: true)
        for _ in 0..<RandomSystemTests.variableCount {
            _ = single.makeVariable()
            _ = batch.makeVariable()
        }
        for constraint in constraints { _ = try single.add(constraint) }
        let handles = try batch.add(constraints)
        #expect(handles.map(\.id) == Array(0..<constraints.count), "seed \(seed): handles in batch order")
        let broken = batch.brokenConstraints
        #expect(broken.map(\.constraint) == single.brokenConstraints.map(\.constraint), "seed \(seed): broken")
        #expect(batch.recoveredConstraints == single.recoveredConstraints, "seed \(seed): recovered")
        #expect(RandomSystemTests.same(RandomSystemTests.values(batch), RandomSystemTests.values(single)),
                "seed \(seed): \(RandomSystemTests.values(batch)) vs \(RandomSystemTests.values(single))")
        for (handle, conflict) in broken {
            #expect(conflict.last == handle && conflict.allSatisfy { $0.id <= handle.id }, "seed \(seed): conflict order")
            let members = conflict.map { constraints[$0.id] }
            #expect(!satisfiable(members, variableCount: RandomSystemTests.variableCount), "seed \(seed): conflict holds")
            for index in members.indices {
                var fewer = members
                fewer.remove(at: index)
                #expect(satisfiable(fewer, variableCount: RandomSystemTests.variableCount), "seed \(seed): not minimal")
            }
        }
    }

    /// Where the batch's order puts a later constraint in before an earlier one it conflicts
    /// with, the later one still breaks: x ≥ 10 comes first in batch order, x ≤ 5 second, but
    /// x ≤ 5 names only the older variable and goes in first.
    @Test func theLaterConstraintBreaks() throws {
        let solver = checkedSolver(recovering: true)
        let x = solver.makeVariable(), y = solver.makeVariable()
        let handles = try solver.add([
            Constraint(Expression(x) + Expression(y) - 10, .greaterThanOrEqual),
            Constraint(Expression(y), .equal),
            Constraint(Expression(x) - 5, .lessThanOrEqual),
        ])
        let broken = solver.brokenConstraints
        #expect(broken.map(\.constraint) == [handles[2]])
        #expect(broken.first?.conflict == handles)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 0)
    }
}
