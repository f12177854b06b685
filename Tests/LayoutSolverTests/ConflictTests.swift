import Testing
@testable import LayoutSolver
import TestSupport

/// Conflicts read from the simplex's certificate: unsatisfiable, and minimal (remove any one
/// member and the rest hold), checked with independent fresh solvers; through definitions too.
@Suite struct ConflictTests {
    /// Checks one reported conflict with fresh solvers (`satisfiable` builds its own).
    static func checkMinimal(_ members: [Constraint], variableCount: Int, _ comment: Comment) {
        #expect(!satisfiable(members, variableCount: variableCount), comment)
        for index in members.indices {
            var fewer = members
            fewer.remove(at: index)
            #expect(satisfiable(fewer, variableCount: variableCount), "\(comment): not minimal without member \(index)")
        }
    }

    /// Definition chains with required constraints of every kind, loaded with recovery (as a
    /// screen is): every broken constraint's conflict is minimal.
    @Test(arguments: 0..<80)
    func brokenConstraintsInDefinitionChainsHaveMinimalConflicts(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9500)
        var system = DefinitionTests.chainSystem(&generator)
        for index in system.indices where Bool.random(using: &generator) { system[index].priority = .required }
        for definitions in [true, false] {
            let solver = checkedSolver(recovering: true)
            solver.usesDefinitions = definitions
            for _ in 0..<DefinitionTests.variableCount { _ = solver.makeVariable() }
            var byHandle: [ConstraintHandle: Constraint] = [:]
            for constraint in system {
                guard let handle = try? solver.add(constraint) else { continue }
                byHandle[handle] = constraint
            }
            for entry in solver.brokenConstraints {
                #expect(entry.conflict.contains(entry.constraint))
                let members = entry.conflict.compactMap { byHandle[$0] }
                #expect(members.count == entry.conflict.count)
                Self.checkMinimal(members, variableCount: DefinitionTests.variableCount, "seed \(seed) definitions \(definitions)")
            }
        }
    }

    /// Without recovery the error names a minimal conflict as well (chains with definitions).
    @Test(arguments: 0..<80)
    func refusedConstraintsInDefinitionChainsNameMinimalConflicts(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9700)
        var system = DefinitionTests.chainSystem(&generator)
        for index in system.indices { system[index].priority = .required }
        let solver = checkedSolver()
        for _ in 0..<DefinitionTests.variableCount { _ = solver.makeVariable() }
        var byHandle: [ConstraintHandle: Constraint] = [:]
        for constraint in system {
            do {
                byHandle[try solver.add(constraint)] = constraint
            } catch {
                guard case .unsatisfiable(let conflict) = error else { continue }
                let members = conflict.map { $0.flatMap { byHandle[$0] } ?? constraint }
                Self.checkMinimal(members, variableCount: DefinitionTests.variableCount, "seed \(seed)")
            }
        }
    }

    /// A column of views that cannot fit its pinned height: the broken bottom constraint's
    /// conflict is the whole chain (pin, top, each link and each minimum height), nothing else.
    @Test func aColumnThatCannotFitNamesItsWholeChain() throws {
        let solver = checkedSolver(recovering: true)
        let height = solver.makeVariable()
        let pin = try solver.add(Constraint(height - 50, .equal))
        var chain: Set<ConstraintHandle> = [pin]
        var previousBottom: Variable?
        var last: Variable?
        for index in 0..<4 {
            let top = solver.makeVariable()
            let size = solver.makeVariable()
            let bottom = solver.makeVariable()
            let link = try previousBottom.map { try solver.add(Constraint(top - $0 - 8, .equal)) }
                ?? solver.add(Constraint(top - 8, .equal))
            chain.insert(link)
            chain.insert(try solver.add(Constraint(size - 10, .greaterThanOrEqual)))
            chain.insert(try solver.add(Constraint(bottom - top - size, .equal)))
            // A preference and an unrelated required bound: in no conflict.
            _ = try solver.add(Constraint(size - 44, .equal, priority: .defaultLow))
            _ = try solver.add(Constraint(top + 1000, .greaterThanOrEqual))
            _ = index
            previousBottom = bottom
            last = bottom
        }
        // 8 + 4·10 + 3·8 = 72 > 50 - 8.
        let closing = try solver.add(Constraint(height - (last ?? height) - 8, .greaterThanOrEqual))
        chain.insert(closing)
        let broken = solver.brokenConstraints
        #expect(broken.map(\.constraint) == [closing])
        #expect(Set(broken.first?.conflict ?? []) == chain)
    }
}
