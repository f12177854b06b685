import Testing
@testable import LayoutSolver
import TestSupport

/// `explanation(for:)` against an independent oracle: move one constraint's constant by ±δ,
/// solve the whole system again from scratch, and see whether the value moved.
@Suite struct ExplanationOracleTests {
    static let delta = 1e-3

    /// A fresh solver with the system's accepted constraints, constraint `moved` shifted by `shift`;
    /// nil when that makes some accepted constraint fail (the point sits on a boundary).
    static func solve(_ constraints: [Constraint], moving moved: Int, by shift: Double, definitions: Bool,
                      variableCount: Int) -> [Double]? {
        let solver = Solver()
        solver.usesDefinitions = definitions
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        for (index, constraint) in constraints.enumerated() {
            var copy = constraint
            if index == moved { copy.expression.constant += shift }
            do { _ = try solver.add(copy) } catch { return nil }
        }
        return variables.map { solver.value(of: $0) }
    }

    /// Checks every (variable, constraint) pair of one system; returns how many pairs the oracle decided.
    @discardableResult
    static func check(_ system: [Constraint], variableCount: Int, definitions: Bool, seed: Int) -> Int {
        let solver = checkedSolver()
        solver.usesDefinitions = definitions
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        var accepted: [Constraint] = []
        var handles: [ConstraintHandle] = []
        for constraint in system {
            guard let handle = try? solver.add(constraint) else { continue }
            accepted.append(constraint)
            handles.append(handle)
        }
        let degenerate = solver.isAtDegenerateVertex()
        var decided = 0
        for variable in variables where !solver.isAmbiguous(variable) {
            let value = solver.value(of: variable)
            let sensitivities = solver.sensitivities(of: variable)
            let listed = Dictionary(uniqueKeysWithValues: sensitivities.map { ($0.constraint, $0.coefficient) })
            // The value is the sum of constant times coefficient.
            let sum = sensitivities.reduce(0.0) { total, entry in
                total + entry.coefficient * (solver.constraint(entry.constraint)?.expression.constant ?? .nan)
            }
            #expect(approximately(sum, value, 1e-6), "seed \(seed) \(variable): sum \(sum) vs value \(value)")
            for (index, handle) in handles.enumerated() {
                guard let up = solve(accepted, moving: index, by: delta, definitions: !definitions, variableCount: variableCount),
                      let down = solve(accepted, moving: index, by: -delta, definitions: !definitions, variableCount: variableCount)
                else { continue }
                let movedUp = abs(up[variable.id] - value) > 1e-7
                let movedDown = abs(down[variable.id] - value) > 1e-7
                if movedUp && movedDown {
                    #expect(listed[handle] != nil, "seed \(seed) defs \(definitions): \(variable) moves with \(accepted[index]) but is not explained by it")
                    decided += 1
                }
                if !movedUp && !movedDown && !degenerate {
                    #expect(listed[handle] == nil, "seed \(seed) defs \(definitions): \(variable) does not move with \(accepted[index]) but lists it")
                    decided += 1
                }
                if !degenerate, let coefficient = listed[handle] {
                    #expect(abs((up[variable.id] - value) / delta - coefficient) < 1e-4,
                            "seed \(seed): \(variable) moves \((up[variable.id] - value) / delta) per unit of \(accepted[index]), listed \(coefficient)")
                }
            }
        }
        return decided
    }

    @Test(arguments: 0..<60)
    func randomSystemsAreExplainedCompletely(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9100)
        let system = (0..<12).map { _ in RandomSystemTests.randomConstraint(&generator) }
        for definitions in [true, false] {
            Self.check(system, variableCount: RandomSystemTests.variableCount, definitions: definitions, seed: seed)
        }
    }

    @Test(arguments: 0..<60)
    func chainsThroughDefinitionsAreExplainedCompletely(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9300)
        let system = DefinitionTests.chainSystem(&generator)
        for definitions in [true, false] {
            Self.check(system, variableCount: DefinitionTests.variableCount, definitions: definitions, seed: seed)
        }
    }

    /// The oracle decides most pairs, so the properties above are not vacuous.
    @Test func theOracleDecidesMostPairs() {
        var decided = 0
        for seed in 0..<20 {
            var generator = SplitMix64(seed: UInt64(seed) &+ 9300)
            let system = DefinitionTests.chainSystem(&generator)
            decided += Self.check(system, variableCount: DefinitionTests.variableCount, definitions: true, seed: seed)
        }
        #expect(decided > 600)
    }

    /// Definitions out of the tableau: a value is explained through them, including the pin
    /// whose constant only reaches the value inside the rows that expanded a definition.
    @Test func aDefinedChainIsExplainedThroughItsLinks() throws {
        let solver = checkedSolver()
        let width = solver.makeVariable()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let pin = try solver.add(Constraint(width - 320, .equal))
        let first = try solver.add(Constraint(a - 5, .equal))
        let third = try solver.add(Constraint(width - c - 5, .equal))
        let link = try solver.add(Constraint(c - b - b + a, .equal))
        #expect(solver.value(of: b) == (320 - 5 + 5) / 2)
        #expect(solver.explanation(for: c) == [pin, third])
        #expect(solver.explanation(for: b) == [pin, first, third, link])
        let terms = solver.sensitivities(of: b).map { ($0.coefficient, solver.constraint($0.constraint)!.expression.constant) }
        // b = (c + a + link) / 2 with c = width + third: every constant counts half.
        #expect(terms.map(\.0) == [-0.5, -0.5, 0.5, 0.5])
        #expect(terms.reduce(0) { $0 + $1.0 * $1.1 } == 160)
    }
}
