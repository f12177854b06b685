import Testing
@testable import LayoutSolver
import TestSupport

/// Ambiguity against an independent oracle: a variable is ambiguous exactly when it can move
/// while every priority tier keeps its total error, which a second solver decides by pulling
/// the variable weakly up and down inside that optimal face, written with explicit errors.
@Suite struct AmbiguityTests {
    static let variableCount = RandomSystemTests.variableCount

    /// The error a constraint has at `values` (0 when it holds).
    static func error(of constraint: Constraint, _ values: [Double]) -> Double {
        let residual = constraint.expression.value { values[$0.id] }
        switch constraint.relation {
        case .equal: return abs(residual)
        case .lessThanOrEqual: return max(0, residual)
        case .greaterThanOrEqual: return max(0, -residual)
        }
    }

    /// Whether the variable can move in the optimal face of `constraints` around `values`.
    static func canMove(_ variable: Int, _ constraints: [Constraint], _ values: [Double]) throws -> Bool {
        var optimum: [Double: Double] = [:]
        for constraint in constraints where !constraint.priority.isRequired {
            optimum[constraint.priority.value, default: 0] += error(of: constraint, values)
        }
        for direction in [1.0, -1.0] {
            let probe = Solver()
            let variables = (0..<variableCount).map { _ in probe.makeVariable() }
            var errorsByTier: [Double: Expression] = [:]
            for constraint in constraints {
                var copy = constraint
                copy.priority = .required
                copy.expression.terms = constraint.expression.terms.map { Term(variables[$0.variable.id], $0.coefficient) }
                guard !constraint.priority.isRequired else {
                    _ = try probe.add(copy)
                    continue
                }
                let error = probe.makeVariable()
                _ = try probe.add(Constraint(Expression(error), .greaterThanOrEqual))
                switch constraint.relation {
                case .equal:
                    _ = try probe.add(Constraint(copy.expression - error, .lessThanOrEqual))
                    _ = try probe.add(Constraint(copy.expression + error, .greaterThanOrEqual))
                case .lessThanOrEqual:
                    _ = try probe.add(Constraint(copy.expression - error, .lessThanOrEqual))
                case .greaterThanOrEqual:
                    _ = try probe.add(Constraint(copy.expression + error, .greaterThanOrEqual))
                }
                errorsByTier[constraint.priority.value, default: Expression()] = errorsByTier[constraint.priority.value, default: Expression()] + error
            }
            for (tier, total) in errorsByTier {
                _ = try probe.add(Constraint(total - (optimum[tier] ?? 0) - 1e-7, .lessThanOrEqual))
            }
            let target = values[variable] + direction
            _ = try probe.add(Constraint(variables[variable] - target, .equal, priority: priority(1)))
            if abs(probe.value(of: variables[variable]) - values[variable]) > 1e-4 { return true }
        }
        return false
    }

    /// Seeds 1494 and 2306 fail when stuck symbols are only looked at one by one (a variable
    /// there moves only when two of them move together); all of 0..<3000 pass.
    @Test(arguments: Array(0..<150) + [1494, 2306])
    func ambiguousExactlyWhenItCanMoveAtTheOptimum(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 9000)
        let constraints = (0..<10).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let (solver, accepted, _) = RandomSystemTests.build(constraints)
        let values = RandomSystemTests.values(solver)
        for index in 0..<Self.variableCount {
            let variable = Variable(symbol: Int32(index))
            let oracle = try Self.canMove(index, accepted.map(\.0), values)
            #expect(solver.isAmbiguous(variable) == oracle, "seed \(seed): v\(index) oracle says \(oracle)")
        }
    }

    /// After constant changes (which reuse the last freedom analysis when nothing pivoted and
    /// the same rows sit at zero), ambiguity still matches the oracle.
    @Test(arguments: 0..<300)
    func ambiguityFollowsConstantChanges(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 10_000)
        let constraints = (0..<10).map { _ in RandomSystemTests.randomConstraint(&generator) }
        let (solver, accepted, _) = RandomSystemTests.build(constraints)
        guard !accepted.isEmpty else { return }
        var current = accepted.map(\.0)
        _ = solver.ambiguousVariables()
        for _ in 0..<4 {
            let index = Int.random(in: 0..<accepted.count, using: &generator)
            let constant = current[index].expression.constant + Double(Int.random(in: -3...3, using: &generator))
            guard (try? solver.setConstant(constant, of: accepted[index].1)) != nil else { continue }
            current[index].expression.constant = constant
            let values = RandomSystemTests.values(solver)
            for variable in 0..<Self.variableCount {
                let oracle = try Self.canMove(variable, current, values)
                #expect(solver.isAmbiguous(Variable(symbol: Int32(variable))) == oracle,
                        "seed \(seed): v\(variable) oracle says \(oracle)")
            }
        }
    }
}
