import Testing
@testable import LayoutSolver
import TestSupport

/// Definitions (required equalities solved for a fresh variable, kept out of the tableau) must
/// not change any answer: each property compares a solver using them with one that does not.
@Suite struct DefinitionTests {
    static let variableCount = 10

    /// Chains as layouts make them: each variable after the first is often defined by a required
    /// equality on older ones, and random constraints of every kind tie them together.
    static func chainSystem(_ generator: inout SplitMix64) -> [Constraint] {
        var constraints: [Constraint] = []
        func variable(_ index: Int) -> Variable { Variable(symbol: Int32(index)) }
        for index in 1..<variableCount {
            if Int.random(in: 0..<3, using: &generator) > 0 {
                var expression = Expression(terms: [Term(variable(index), [1, -1, 2][Int.random(in: 0..<3, using: &generator)])])
                for _ in 0..<Int.random(in: 1...2, using: &generator) {
                    expression.terms.append(Term(variable(Int.random(in: 0..<index, using: &generator)), [-1, 1, 0.5][Int.random(in: 0..<3, using: &generator)]))
                }
                expression.constant = Double(Int.random(in: -20...20, using: &generator))
                constraints.append(Constraint(expression, .equal))
            }
            if Bool.random(using: &generator) {
                var random = RandomSystemTests.randomConstraint(&generator)
                random.expression.terms = random.expression.terms.map {
                    Term(variable(Int.random(in: 0...index, using: &generator)), $0.coefficient)
                }
                constraints.append(random)
            }
        }
        return constraints
    }

    /// The system added one by one to a checked solver, with or without definitions.
    static func build(_ constraints: [Constraint], definitions: Bool) -> (Solver, [ConstraintHandle?]) {
        let solver = checkedSolver()
        solver.usesDefinitions = definitions
        for _ in 0..<variableCount { _ = solver.makeVariable() }
        let handles = constraints.map { try? solver.add($0) }
        return (solver, handles)
    }

    static func values(_ solver: Solver) -> [Double] {
        (0..<variableCount).map { solver.value(of: Variable(symbol: Int32($0))) }
    }

    static func agree(_ a: Solver, _ b: Solver) -> Bool {
        zip(values(a), values(b)).allSatisfy { approximately($0, $1, 1e-6) }
            && a.ambiguousVariables() == b.ambiguousVariables()
    }

    @Test(arguments: 0..<80)
    func definitionsChangeNoAnswer(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 6000)
        let constraints = Self.chainSystem(&generator)
        let (with, withHandles) = Self.build(constraints, definitions: true)
        let (without, withoutHandles) = Self.build(constraints, definitions: false)
        #expect(withHandles.map { $0 == nil } == withoutHandles.map { $0 == nil }, "seed \(seed): accepted sets differ")
        #expect(Self.agree(with, without), "seed \(seed): \(Self.values(with)) vs \(Self.values(without))")
    }

    @Test(arguments: 0..<80)
    func removingAndChangingConstantsAgree(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 7000)
        let constraints = Self.chainSystem(&generator)
        let (with, withHandles) = Self.build(constraints, definitions: true)
        let (without, withoutHandles) = Self.build(constraints, definitions: false)
        let live = withHandles.indices.filter { withHandles[$0] != nil && withoutHandles[$0] != nil }
        guard !live.isEmpty else { return }
        for step in 0..<4 {
            let index = live[Int.random(in: 0..<live.count, using: &generator)]
            guard let a = withHandles[index], let b = withoutHandles[index], with.contains(a) else { continue }
            if step % 2 == 0 {
                let constant = Double(Int.random(in: -30...30, using: &generator))
                let first = Result { try with.setConstant(constant, of: a) }
                let second = Result { try without.setConstant(constant, of: b) }
                #expect((try? first.get()) != nil || (try? second.get()) == nil, "seed \(seed): only one refused")
            } else {
                try with.remove(a)
                try without.remove(b)
            }
            #expect(Self.agree(with, without), "seed \(seed) step \(step): \(Self.values(with)) vs \(Self.values(without))")
        }
    }

    @Test func aChainOfEqualWidthsBecomesDefinitionsNotRows() throws {
        let solver = checkedSolver()
        let widths = (0..<50).map { _ in solver.makeVariable() }
        _ = try solver.add(Constraint(widths[0] - 100, .equal, priority: priority(500)))
        for index in 1..<widths.count {
            _ = try solver.add(Constraint(widths[index] - widths[index - 1], .equal))
        }
        let bound = try solver.add(Constraint(widths[49] - 30, .lessThanOrEqual))
        for width in widths { #expect(solver.value(of: width) == 30) }
        #expect(solver.definitionList.compactMap { $0 }.count == 49)
        #expect(solver.rows.compactMap { $0 }.allSatisfy { $0.count <= 3 })
        // The bound holds the last width; the first is the bound less every link's constant.
        #expect(solver.explanation(for: widths[49]) == [bound])
        #expect(solver.explanation(for: widths[0]).count == 49 + 1)
    }

    @Test func removingALinkFreesTheRestOfTheChain() throws {
        let solver = checkedSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        _ = try solver.add(Constraint(a - 10, .equal))
        let link = try solver.add(Constraint(b - a - 5, .equal))
        _ = try solver.add(Constraint(c - b - 5, .equal))
        _ = try solver.add(Constraint(c - 100, .lessThanOrEqual))
        #expect(solver.value(of: c) == 10 + 5 + 5)
        try solver.remove(link)
        // b is free now; the tie-break puts it as close to zero as c >= ... allows: b = 0, c = 5.
        #expect(solver.value(of: b) == 0)
        #expect(solver.value(of: c) == 0 + 5)
        #expect(solver.isAmbiguous(b) && solver.isAmbiguous(c) && !solver.isAmbiguous(a))
        try solver.setConstant(-20, of: ConstraintHandle(id: 0))
        #expect(solver.value(of: a) == 20)
    }
}
