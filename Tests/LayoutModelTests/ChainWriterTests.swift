import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// The chain writer's contract, checked on every chained field of random screens, the tutorials
/// and a grid of equal cells, against the solved values rather than against another writer:
/// every line is exact at the answer (its attribute's solved value is its constant plus its
/// named attributes' solved values times their coefficients), each attribute has one line, no
/// attribute is written under itself, a chain is at most `depthLimit` constraints deep, and one
/// writer for the whole layout writes what a writer of each field's own writes, whatever the order.
@Suite struct ChainWriterTests {
    /// Every chained field of every present view: one writer for all, in view order, against a fresh
    /// writer per field in reverse order; and each chain's lines against the solved values.
    func check(_ solver: ModelSolver, depthLimit: Int = ChainWriter.defaultDepthLimit) -> (fields: Int, problems: [String]) {
        let tight = solver.tightConstraints()
        let ambiguous = solver.ambiguousVariables
        let algebra = solver.translation.algebra
        let structure = solver.translation.structure
        var writer = ChainWriter(solver: solver, tight: tight, ambiguous: ambiguous, depthLimit: depthLimit)
        // Each attribute's solved value by the name a line below the top gives it.
        var solved: [String: Double] = [:]
        for variable in 0..<algebra.variableCount { solved[writer.attributeName(of: variable)] = solver.value(variable) }
        var fields: [(variable: Int, attribute: String, view: String)] = []
        for view in structure.names.indices where solver.translation.selection.present[view] {
            let variables = view == structure.root ? [nil, nil, algebra.width(view), algebra.height(view)]
                : [algebra.x(view), algebra.y(view), algebra.width(view), algebra.height(view)]
            for (field, variable) in zip(["x", "y", "width", "height"], variables) {
                guard let variable, !ambiguous.contains(variable), !solver.explanation(for: variable).isEmpty else { continue }
                fields.append((variable, field, structure.names[view]))
            }
        }
        var problems: [String] = []
        var together: [FieldExpression] = []
        for field in fields {
            let expression = writer.expression(of: field.variable, attribute: field.attribute)
            together.append(expression)
            let name = "\(field.view).\(field.attribute)"
            problems += ChainWriterTests.problems(expression, value: solver.value(field.variable), solved: solved,
                                                   depthLimit: depthLimit).map { "\(name): \($0)" }
        }
        for (field, expression) in zip(fields, together).reversed() {
            var alone = ChainWriter(solver: solver, tight: tight, ambiguous: ambiguous, depthLimit: depthLimit)
            let own = alone.expression(of: field.variable, attribute: field.attribute)
            if own != expression {
                problems.append("\(field.view).\(field.attribute): \(expression.lines.map(\.description)) written "
                                + "together, \(own.lines.map(\.description)) alone")
            }
        }
        return (fields.count, problems)
    }

    /// What is wrong with one field's chain (nothing: empty).
    static func problems(_ expression: FieldExpression, value: Double, solved: [String: Double], depthLimit: Int) -> [String] {
        var problems: [String] = []
        var byName: [String: FieldExpression.Line] = [:]
        for (offset, line) in expression.lines.enumerated() {
            if byName.updateValue(line, forKey: line.name) != nil { problems.append("\(line.name) written twice") }
            let expected = offset == 0 ? value : solved[line.name]
            guard let expected, abs(line.value - expected) <= 1e-9 * max(1, abs(expected)) else {
                problems.append("'\(line.description)' is worth \(line.value), not the solved value")
                continue
            }
            // The line's own arithmetic at the answer, each named attribute at its solved value.
            var sum = line.constant
            for term in line.terms {
                guard let other = solved[term.attribute] else {
                    problems.append("'\(line.description)' names \(term.attribute), no attribute")
                    continue
                }
                sum += term.coefficient * other
            }
            if abs(sum - expected) > 1e-6 * max(1, abs(expected)) {
                problems.append("'\(line.description)' gives \(sum), not \(expected)")
            }
        }
        // Every named attribute has a line, none is reached from itself, and none is more than
        // `depthLimit` constraints below the field (a line at that depth is a constant one).
        func depth(_ name: String, _ open: [String]) -> Int {
            if open.contains(name) {
                problems.append("\(name) is written under itself: \(open)")
                return 0
            }
            guard let line = byName[name] else {
                problems.append("\(name) has no line")
                return 0
            }
            return 1 + (line.terms.map { depth($0.attribute, open + [name]) }.max() ?? 0)
        }
        if let first = expression.lines.first {
            let lines = depth(first.name, [])
            if lines > depthLimit + 1 { problems.append("\(lines) lines deep, more than \(depthLimit + 1)") }
        }
        return problems
    }

    @Test(arguments: [ChainWriter.defaultDepthLimit, 3, 1])
    func chainsHoldOnRandomScreens(depthLimit: Int) throws {
        var random = SplitMix64(seed: 2311)
        let property = ModelPropertyTests()
        var fields = 0
        var chained = 0
        for _ in 0..<250 {
            let screen = property.randomScreen(&random)
            let request = SolveRequest(width: Double(Int.random(in: 100...800, using: &random)),
                                       height: Double(Int.random(in: 100...800, using: &random)))
            guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
            let checked = check(solver, depthLimit: depthLimit)
            fields += checked.fields
            #expect(checked.problems.isEmpty, "\(screen.name): \(checked.problems)")
            let views = solver.translation.structure.names.indices.filter { solver.translation.selection.present[$0] }
            chained += solver.explanations(of: views) { _ in true }.flatMap(\.parts)
                .filter { ($0.expression?.lines.count ?? 0) > 1 }.count
        }
        #expect(fields > 500)
        #expect(chained > 50)
    }

    @Test(arguments: [ChainWriter.defaultDepthLimit, 2])
    func chainsHoldOnTheTutorials(depthLimit: Int) throws {
        var fields = 0
        for screen in try Tutorials.document().screens {
            for content in LayoutEngine.contentCombinations(of: screen) {
                let request = SolveRequest(width: 375, height: 667, content: content)
                guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
                let checked = check(solver, depthLimit: depthLimit)
                fields += checked.fields
                #expect(checked.problems.isEmpty, "\(screen.name) \(content): \(checked.problems)")
            }
        }
        #expect(fields > 100)
    }

    /// A grid of equal cells tied to their neighbours on every side (as a calculator's keys are):
    /// each attribute is reached by many paths (the search that had a budget per view ran out here).
    @Test(arguments: [ChainWriter.defaultDepthLimit, 3])
    func chainsHoldInAGridOfEqualCells(depthLimit: Int) throws {
        let columns = 4, rows = 5
        var views: [ViewSpec] = []
        var constraints: [(String, String)] = []
        func cell(_ row: Int, _ column: Int) -> String { "c\(row)x\(column)" }
        for row in 0..<rows {
            for column in 0..<columns { views.append(ViewSpec(name: cell(row, column), superview: "root")) }
            let line = (0..<columns).map { $0 == 0 ? "[\(cell(row, 0))]" : "[\(cell(row, $0))(==\(cell(row, 0)))]" }
            constraints.append(("row\(row)", "H:|-8-" + line.joined(separator: "-4-") + "-8-|"))
        }
        for column in 0..<columns {
            let line = (0..<rows).map { $0 == 0 ? "[\(cell(0, column))]" : "[\(cell($0, column))(==\(cell(0, column)))]" }
            constraints.append(("column\(column)", "V:|-20-" + line.joined(separator: "-4-") + "-20-|"))
        }
        let screen = makeScreen(views: views, constraints: constraints)
        let solver = try LayoutEngine.prepare(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 667))
        let checked = check(solver, depthLimit: depthLimit)
        #expect(checked.fields == columns * rows * 4 + 2)
        #expect(checked.problems.isEmpty, "\(checked.problems)")
    }

    /// The explanations of all views at once are each view's own explanation, chain included.
    @Test func explanationsOfAllViewsAreEachViewsOwn() throws {
        for screen in try Tutorials.document().screens {
            let request = SolveRequest(width: 320, height: 568, content: LayoutEngine.contentCombinations(of: screen).last ?? [:])
            let solver = try LayoutEngine.prepare(screen, standardSpacing: .apple, request: request)
            let views = solver.translation.structure.names.indices.filter { solver.translation.selection.present[$0] }
            let together = solver.explanations(of: views) { _ in true }
            for (view, explanation) in zip(views, together) {
                let alone = try LayoutEngine.prepare(screen, standardSpacing: .apple, request: request).explanation(of: view)
                #expect(explanation == alone, "\(screen.name) \(explanation.view)")
            }
        }
    }
}
