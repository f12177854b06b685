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

    /// Longer batches with many conflicts (30 constraints over 5 variables, three in four
    /// required): the checks above, where deciding often takes a later member out of the
    /// tableau and decides it again.
    @Test(arguments: 0..<80)
    func longBatchesBreakWhatOneByOneBreaks(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 14000)
        let constraints = (0..<30).map { _ in
            RandomSystemTests.randomConstraint(&generator, required: Int.random(in: 0..<4, using: &generator) > 0)
        }
        let single = checkedSolver(recovering: true)
        let batch = checkedSolver(recovering: true)
        for _ in 0..<RandomSystemTests.variableCount {
            _ = single.makeVariable()
            _ = batch.makeVariable()
        }
        for constraint in constraints { _ = try single.add(constraint) }
        _ = try batch.add(constraints)
        let broken = batch.brokenConstraints
        #expect(broken.map(\.constraint) == single.brokenConstraints.map(\.constraint), "seed \(seed): broken")
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

    /// The benchmark grid in small (Benchmarks/kiwi_grid.py: views in rows of `columns`, the
    /// views of a row of one height), its root 18 points a row tall where each column needs
    /// rows · 18 + 8. Every last-row view's bottom constraint breaks, as one by one; the
    /// recovering batch decides it without falling back to adding one by one, and the answers agree.
    @Test func aGridTooShortBreaksEveryBottomConstraint() throws {
        let rows = 4, columns = 3
        func grid(_ solver: Solver) -> (constraints: [Constraint], bottoms: [Int]) {
            let rootLeft = solver.makeVariable(), rootTop = solver.makeVariable()
            let rootWidth = solver.makeVariable(), rootHeight = solver.makeVariable()
            var required = [
                Constraint(Expression(rootHeight) - Double(rows * 18), .equal),
                Constraint(Expression(rootLeft), .equal), Constraint(Expression(rootTop), .equal),
                Constraint(Expression(rootWidth) - 1200, .equal),
            ]
            var preferred: [Constraint] = []
            var bottoms: [Int] = []
            var frames: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
            for index in 0..<(rows * columns) {
                let frame = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
                frames.append(frame)
                let (row, column) = index.quotientAndRemainder(dividingBy: columns)
                required += [Constraint(Expression(frame.2) - 10, .greaterThanOrEqual),
                             Constraint(Expression(frame.3) - 10, .greaterThanOrEqual)]
                preferred += [Constraint(Expression(frame.2) - 40, .greaterThanOrEqual, priority: priority(750)),
                              Constraint(Expression(frame.2) - 100, .equal, priority: priority(500)),
                              Constraint(Expression(frame.3) - Double(44 + 10 * (row % 3)), .equal, priority: priority(500))]
                if column == 0 {
                    required.append(Constraint(Expression(frame.0) - Expression(rootLeft) - 8, .equal))
                    if row == 0 {
                        required.append(Constraint(Expression(frame.1) - Expression(rootTop) - 8, .equal))
                    } else {
                        let above = frames[index - columns]
                        required += [Constraint(Expression(frame.1) - Expression(above.1) - Expression(above.3) - 8, .equal),
                                     Constraint(Expression(frame.2) - Expression(above.2), .equal)]
                    }
                } else {
                    let previous = frames[index - 1]
                    required += [
                        Constraint(Expression(frame.0) - Expression(previous.0) - Expression(previous.2) - 8, .equal),
                        Constraint(Expression(frame.2) - Expression(previous.2), .equal),
                        Constraint(Expression(frame.1) - Expression(previous.1), .equal),
                        Constraint(Expression(frame.3) - Expression(previous.3), .equal),
                    ]
                }
                if column == columns - 1 {
                    required.append(Constraint(Expression(rootLeft) + Expression(rootWidth) - Expression(frame.0)
                                               - Expression(frame.2) - 8, .greaterThanOrEqual))
                }
                if row == rows - 1 {
                    bottoms.append(required.count)
                    required.append(Constraint(Expression(rootTop) + Expression(rootHeight) - Expression(frame.1)
                                               - Expression(frame.3) - 8, .greaterThanOrEqual))
                }
            }
            return (required + preferred, bottoms)
        }
        let single = checkedSolver(recovering: true)
        let (constraints, bottoms) = grid(single)
        for constraint in constraints { _ = try single.add(constraint) }
        let batch = checkedSolver(recovering: true)
        _ = grid(batch)
        let firstID = batch.nextConstraintID
        batch.nextConstraintID += constraints.count
        #expect(batch.addRecovering(constraints, firstID: firstID) != nil, "decided without one-by-one adding")
        #expect(single.brokenConstraints.map(\.constraint.id) == bottoms)
        #expect(batch.brokenConstraints.map(\.constraint.id) == bottoms)
        let variableCount = 4 + 4 * rows * columns
        for (handle, conflict) in batch.brokenConstraints {
            #expect(conflict.last == handle && conflict.allSatisfy { $0.id <= handle.id }, "conflict order")
            let members = conflict.map { constraints[$0.id] }
            #expect(!satisfiable(members, variableCount: variableCount), "conflict of \(handle) holds")
            for index in members.indices {
                var fewer = members
                fewer.remove(at: index)
                #expect(satisfiable(fewer, variableCount: variableCount), "conflict of \(handle) not minimal")
            }
        }
        for variable in 0..<variableCount {
            let v = Variable(symbol: Int32(variable))
            #expect(approximately(batch.value(of: v), single.value(of: v)), "variable \(variable)")
        }
    }
}
