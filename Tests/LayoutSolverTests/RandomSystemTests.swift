import Testing
@testable import LayoutSolver
import TestSupport

/// Property tests over seeded random systems (SplitMix64, so a failing seed reproduces).
@Suite struct RandomSystemTests {
    static let variableCount = 5

    static func randomConstraint(_ generator: inout SplitMix64, required: Bool? = nil) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let variable = Variable(symbol: Int32(Int.random(in: 0..<variableCount, using: &generator)))
            terms.append(Term(variable, [-2, -1, 1, 2, 0.5][Int.random(in: 0..<5, using: &generator)]))
        }
        let constant = Double(Int.random(in: -40...40, using: &generator))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &generator)]
        let isRequired = required ?? Bool.random(using: &generator)
        let level = [1.0, 250, 500, 750, 999][Int.random(in: 0..<5, using: &generator)]
        return Constraint(
            Expression(terms: terms, constant: constant), relation,
            priority: isRequired ? .required : priority(level))
    }

    /// Adds the constraints in order to a fresh checked solver; returns it, the accepted ones
    /// with their handles, and the failures with their conflicts.
    static func build(_ constraints: [Constraint]) -> (Solver, [(Constraint, ConstraintHandle)], [(Constraint, [ConstraintHandle?])]) {
        let solver = checkedSolver()
        for _ in 0..<variableCount { _ = solver.makeVariable() }
        var accepted: [(Constraint, ConstraintHandle)] = []
        var failed: [(Constraint, [ConstraintHandle?])] = []
        for constraint in constraints {
            do {
                accepted.append((constraint, try solver.add(constraint)))
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                failed.append((constraint, conflict))
            }
        }
        return (solver, accepted, failed)
    }

    static func values(_ solver: Solver) -> [Double] {
        (0..<variableCount).map { solver.value(of: Variable(symbol: Int32($0))) }
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { approximately($0, $1, 1e-6) }
    }

    @Test(arguments: 0..<60)
    func acceptedRequiredConstraintsHold(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let constraints = (0..<12).map { _ in Self.randomConstraint(&generator) }
        let (solver, accepted, _) = Self.build(constraints)
        for (constraint, _) in accepted where constraint.priority.isRequired {
            #expect(constraint.isSatisfied { solver.value(of: $0) }, "seed \(seed): \(constraint)")
        }
    }

    @Test(arguments: 0..<60)
    func shuffledOrderGivesTheSameAnswer(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 1000)
        let constraints = (0..<12).map { _ in Self.randomConstraint(&generator) }
        let (solver, accepted, _) = Self.build(constraints)
        let expected = Self.values(solver)
        let shuffled = accepted.map(\.0).shuffled(using: &generator)
        let (other, reaccepted, refused) = Self.build(shuffled)
        #expect(refused.isEmpty && reaccepted.count == accepted.count, "seed \(seed)")
        #expect(Self.same(Self.values(other), expected), "seed \(seed): \(Self.values(other)) vs \(expected)")
        let batch = checkedSolver()
        for _ in 0..<Self.variableCount { _ = batch.makeVariable() }
        _ = try batch.add(shuffled)
        #expect(Self.same(Self.values(batch), expected), "seed \(seed) batch")
    }

    @Test(arguments: 0..<60)
    func removeThenAddAgainGivesTheSameAnswer(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 2000)
        let constraints = (0..<12).map { _ in Self.randomConstraint(&generator) }
        let (solver, accepted, _) = Self.build(constraints)
        guard !accepted.isEmpty else { return }
        let expected = Self.values(solver)
        for _ in 0..<3 {
            let (constraint, handle) = accepted[Int.random(in: 0..<accepted.count, using: &generator)]
            guard solver.contains(handle) else { continue }
            try solver.remove(handle)
            _ = Self.values(solver)
            _ = try solver.add(constraint)
            #expect(Self.same(Self.values(solver), expected), "seed \(seed)")
        }
    }

    /// Seeds 1882 and 1964 once failed: a variable free only through two stuck symbols moving
    /// together was missed (the fresh solve said determined), and removing a constraint whose
    /// dummy sat in an implied equality's row left that row nonzero.
    @Test(arguments: Array(0..<200) + [1882, 1964])
    func removingMatchesAFreshSolveWithoutIt(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 8000)
        let constraints = (0..<12).map { _ in Self.randomConstraint(&generator) }
        let built = Self.build(constraints)
        let solver = built.0
        var accepted = built.1
        for _ in 0..<min(4, accepted.count) {
            let index = Int.random(in: 0..<accepted.count, using: &generator)
            try solver.remove(accepted[index].1)
            accepted.remove(at: index)
            let (fresh, reaccepted, refused) = Self.build(accepted.map(\.0))
            #expect(refused.isEmpty && reaccepted.count == accepted.count, "seed \(seed)")
            #expect(Self.same(Self.values(solver), Self.values(fresh)),
                    "seed \(seed): \(Self.values(solver)) vs \(Self.values(fresh))")
            #expect(solver.ambiguousVariables() == fresh.ambiguousVariables(), "seed \(seed): ambiguity")
        }
    }

    @Test(arguments: 0..<80)
    func reportedConflictsAreUnsatisfiableAndMinimal(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 3000)
        let constraints = (0..<14).map { _ in Self.randomConstraint(&generator, required: true) }
        let (_, accepted, failed) = Self.build(constraints)
        let byHandle = Dictionary(uniqueKeysWithValues: accepted.map { ($0.1, $0.0) })
        for (constraint, conflict) in failed {
            let members = conflict.map { $0.flatMap { byHandle[$0] } ?? constraint }
            #expect(!satisfiable(members, variableCount: Self.variableCount), "seed \(seed): conflict satisfiable")
            for index in members.indices {
                var fewer = members
                fewer.remove(at: index)
                #expect(satisfiable(fewer, variableCount: Self.variableCount), "seed \(seed): not minimal")
            }
        }
    }

    @Test(arguments: 0..<60)
    func setConstantMatchesAFreshSolve(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed) &+ 4000)
        var constraints = (0..<10).map { _ in Self.randomConstraint(&generator) }
        let (solver, accepted, _) = Self.build(constraints)
        constraints = accepted.map(\.0)
        guard !accepted.isEmpty else { return }
        for _ in 0..<3 {
            let index = Int.random(in: 0..<accepted.count, using: &generator)
            let constant = Double(Int.random(in: -40...40, using: &generator))
            let before = Self.values(solver)
            do {
                try solver.setConstant(constant, of: accepted[index].1)
                constraints[index].expression.constant = constant
            } catch {
                #expect(Self.same(Self.values(solver), before), "seed \(seed): failed change moved values")
                continue
            }
            let (fresh, _, refused) = Self.build(constraints)
            #expect(refused.isEmpty, "seed \(seed)")
            #expect(Self.same(Self.values(solver), Self.values(fresh)), "seed \(seed): \(Self.values(solver)) vs \(Self.values(fresh))")
        }
    }

    @Test(arguments: 0..<40)
    func recoveryBreaksOnlyWhatItMust(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 5000)
        let constraints = (0..<12).map { _ in Self.randomConstraint(&generator, required: true) }
        let solver = checkedSolver(recovering: true)
        for _ in 0..<Self.variableCount { _ = solver.makeVariable() }
        var handles: [ConstraintHandle: Constraint] = [:]
        for constraint in constraints {
            do { handles[try solver.add(constraint)] = constraint } catch { Issue.record("recovery threw \(error)") }
        }
        let broken = solver.brokenConstraints
        let brokenSet = Set(broken.map(\.constraint))
        for (handle, constraint) in handles where !brokenSet.contains(handle) {
            #expect(constraint.isSatisfied { solver.value(of: $0) }, "seed \(seed): \(handle) neither holds nor is reported")
        }
        for entry in broken {
            let members = entry.conflict.compactMap { handles[$0] }
            #expect(!satisfiable(members, variableCount: Self.variableCount), "seed \(seed)")
        }
    }
}
