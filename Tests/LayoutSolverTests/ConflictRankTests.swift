import Testing
@testable import LayoutSolver
import TestSupport

/// `Solver.dependencies(among:)`, the rank test that makes a certificate's set minimal without
/// a probe solve, against a dense Gaussian elimination written independently.
@Suite struct ConflictRankTests {
    /// Number of rows less the rank of the dense matrix, by elimination with partial pivoting.
    static func denseDependencies(_ rows: [[Double]]) -> Int {
        var matrix = rows
        var rank = 0
        let columns = matrix.first?.count ?? 0
        for column in 0..<columns where rank < matrix.count {
            guard let pivot = (rank..<matrix.count).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { continue }
            matrix.swapAt(rank, pivot)
            for other in (rank + 1)..<matrix.count {
                let factor = matrix[other][column] / matrix[rank][column]
                for index in column..<columns { matrix[other][index] -= factor * matrix[rank][index] }
            }
            rank += 1
        }
        return matrix.count - rank
    }

    @Test(arguments: 0..<200)
    func rankMatchesADenseElimination(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 12000)
        let variableCount = Int.random(in: 2...7, using: &generator)
        var constraints: [Constraint] = []
        var dense: [[Double]] = []
        for _ in 0..<Int.random(in: 1...9, using: &generator) {
            var vector = [Double](repeating: 0, count: variableCount)
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let variable = Int.random(in: 0..<variableCount, using: &generator)
                let coefficient = Double(Int.random(in: -3...3, using: &generator))
                terms.append(Term(Variable(symbol: Int32(variable)), coefficient))
                vector[variable] += coefficient
            }
            // Now and then a sum of earlier constraints, so dependencies are common.
            if !constraints.isEmpty, Bool.random(using: &generator) {
                let first = constraints[Int.random(in: 0..<constraints.count, using: &generator)]
                let second = constraints[Int.random(in: 0..<constraints.count, using: &generator)]
                terms = first.expression.terms + second.expression.terms.map { Term($0.variable, -2 * $0.coefficient) }
                vector = [Double](repeating: 0, count: variableCount)
                for term in terms { vector[Int(term.variable.id)] += term.coefficient }
            }
            constraints.append(Constraint(Expression(terms: terms, constant: 1), .equal))
            dense.append(vector)
        }
        #expect(Solver.dependencies(among: constraints) == Self.denseDependencies(dense), "seed \(seed)")
    }

    /// A chain of 2,000 links closed into a loop has exactly one dependency.
    @Test func aLongLoopHasOneDependency() {
        let count = 2000
        var constraints = (1..<count).map { index in
            Constraint(Expression(Variable(symbol: Int32(index))) - Expression(Variable(symbol: Int32(index - 1))), .equal)
        }
        constraints.append(Constraint(Expression(Variable(symbol: 0)) - Expression(Variable(symbol: Int32(count - 1))), .equal))
        #expect(Solver.dependencies(among: constraints) == 1)
    }
}
