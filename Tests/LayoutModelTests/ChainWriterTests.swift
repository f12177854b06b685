import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// The chain writer's memory (one writer for every view of a layout, each written attribute kept
/// for the paths and budgets it is valid for) changes no line: every field's chain is the one the
/// writer without a memory, one per view, gives (`OriginalChainWriter`, the writer as it was
/// before it had one), on random screens, the tutorials, and with budgets small enough to cut
/// the search, where the memory must count the expansions it saves.
@Suite struct ChainWriterTests {
    /// Every chained field of every present view, written by one memoising writer and by the original, one per view.
    func compare(_ solver: ModelSolver, budget: Int) -> (fields: Int, differences: [String]) {
        let tight = solver.tightConstraints()
        let ambiguous = solver.ambiguousVariables
        let algebra = solver.translation.algebra
        let structure = solver.translation.structure
        var writer = ChainWriter(solver: solver, tight: tight, ambiguous: ambiguous, budgetPerView: budget)
        var fields = 0
        var differences: [String] = []
        for view in structure.names.indices where solver.translation.selection.present[view] {
            writer.startView()
            var original = OriginalChainWriter(solver: solver, tight: tight, ambiguous: ambiguous, budget: budget)
            let variables = view == structure.root ? [nil, nil, algebra.width(view), algebra.height(view)]
                : [algebra.x(view), algebra.y(view), algebra.width(view), algebra.height(view)]
            for (field, variable) in zip(["x", "y", "width", "height"], variables) {
                guard let variable, !ambiguous.contains(variable), !solver.explanation(for: variable).isEmpty else { continue }
                let memoised = writer.expression(of: variable, attribute: field)
                let expected = original.expression(of: variable, attribute: field)
                fields += 1
                if memoised != expected {
                    differences.append("\(structure.names[view]).\(field): \(memoised.lines.map(\.description)) "
                                       + "against \(expected.lines.map(\.description))")
                }
            }
        }
        return (fields, differences)
    }

    @Test(arguments: [ChainWriter.defaultBudget, 40, 7, 2])
    func theMemoryChangesNoChainOnRandomScreens(budget: Int) throws {
        var random = SplitMix64(seed: 2311)
        let property = ModelPropertyTests()
        var fields = 0
        for _ in 0..<250 {
            let screen = property.randomScreen(&random)
            let request = SolveRequest(width: Double(Int.random(in: 100...800, using: &random)),
                                       height: Double(Int.random(in: 100...800, using: &random)))
            guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
            let compared = compare(solver, budget: budget)
            fields += compared.fields
            #expect(compared.differences.isEmpty, "\(screen.name): \(compared.differences)")
        }
        #expect(fields > 500)
    }

    @Test(arguments: [ChainWriter.defaultBudget, 30])
    func theMemoryChangesNoChainOnTheTutorials(budget: Int) throws {
        var fields = 0
        for screen in try Tutorials.document().screens {
            for content in LayoutEngine.contentCombinations(of: screen) {
                let request = SolveRequest(width: 375, height: 667, content: content)
                guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
                let compared = compare(solver, budget: budget)
                fields += compared.fields
                #expect(compared.differences.isEmpty, "\(screen.name) \(content): \(compared.differences)")
            }
        }
        #expect(fields > 100)
    }

    /// A grid of equal cells tied to their neighbours on every side (as a calculator's keys are):
    /// the search finds each attribute by many paths, and with the smaller budgets runs out.
    @Test(arguments: [ChainWriter.defaultBudget, 300, 25])
    func theMemoryChangesNoChainInAGridOfEqualCells(budget: Int) throws {
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
        let compared = compare(solver, budget: budget)
        #expect(compared.fields == columns * rows * 4 + 2)
        #expect(compared.differences.isEmpty, "\(compared.differences)")
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

/// The chain writer before it had a memory (main at 5aad839), verbatim but for its budget, which
/// tests choose: the oracle `ChainWriterTests` compares the memoising writer with.
struct OriginalChainWriter {
    let solver: ModelSolver
    let tight: [Int: [Int]]
    let ambiguous: Set<Int>
    var budget: Int
    private var constants: [Int: [ViewExplanation.Term]] = [:]
    private static let depthLimit = 6

    init(solver: ModelSolver, tight: [Int: [Int]], ambiguous: Set<Int>, budget: Int) {
        self.solver = solver
        self.tight = tight
        self.ambiguous = ambiguous
        self.budget = budget
    }

    struct Written {
        var lines: [FieldExpression.Line]
        var fallbacks: Int
        var isNumber: Bool
    }

    mutating func expression(of variable: Int, attribute: String) -> FieldExpression {
        let written = write(variable, name: attribute, path: [], used: [], depth: 0)
        let expression = FieldExpression(lines: written.lines)
        let value = solver.value(variable)
        guard let evaluated = expression.evaluated(), abs(evaluated - value) <= 1e-6 * max(1, abs(value)) else {
            let direct = fallback(variable, name: attribute)
            return FieldExpression(lines: direct.lines)
        }
        return expression
    }

    func attributeName(of variable: Int) -> String {
        let algebra = solver.translation.algebra
        if let owner = algebra.owner(of: variable) {
            return solver.translation.structure.names[owner.view] + "." + ["x", "y", "width", "height"][owner.field]
        }
        switch variable {
        case algebra.safeAreaTop: return "safeArea.top"
        case algebra.safeAreaLeft: return "safeArea.left"
        case algebra.safeAreaBottom: return "safeArea.bottom"
        case algebra.safeAreaRight: return "safeArea.right"
        default: return "keyboard.height"
        }
    }

    private func isPosition(_ variable: Int) -> Bool {
        solver.translation.algebra.owner(of: variable).map { $0.field < 2 } ?? false
    }

    /// `a.width == b.width` (or heights), holding: the size is one a group of views shares.
    private func isShared(_ variable: Int) -> Bool {
        let algebra = solver.translation.algebra
        guard let owner = algebra.owner(of: variable), owner.field >= 2 else { return false }
        for index in tight[variable] ?? [] {
            let terms = solver.translation.terms[solver.translation.constraints[index].terms]
            guard terms.count == 2, solver.loadedConstant(index) == 0,
                  abs(terms[terms.startIndex].coefficient + terms[terms.startIndex + 1].coefficient) < 1e-12,
                  let other = terms.first(where: { $0.variable != variable }).flatMap({ algebra.owner(of: $0.variable) }),
                  other.field == owner.field else { continue }
            return true
        }
        return false
    }

    private mutating func write(_ variable: Int, name: String, path: Set<Int>, used: Set<Int>, depth: Int) -> Written {
        budget -= 1
        if isShared(variable), !ambiguous.contains(variable) {
            let terms = constantTerms(of: variable)
            if let text = ExpressionText.group(terms, sharedOnly: true), let line = exactLine(variable, name, terms, text) {
                return Written(lines: [line], fallbacks: 0, isNumber: false)
            }
        }
        guard depth < OriginalChainWriter.depthLimit, budget > 0 else { return fallback(variable, name: name) }
        var best: Written?
        let inner = path.union([variable])
        for index in tight[variable] ?? [] where !used.contains(index) {
            let constraint = solver.translation.constraints[index]
            let terms = solver.translation.terms[constraint.terms]
            let own = terms.filter { $0.variable == variable }.reduce(0) { $0 + $1.coefficient }
            guard abs(own) > 1e-9, !terms.contains(where: { $0.variable != variable && inner.contains($0.variable) })
            else { continue }
            // terms + constant == 0, so variable = -(other terms + constant) / own.
            var pieces: [ExpressionText.Piece] = []
            var lines: [FieldExpression.Line] = []
            var named: [FieldExpression.NamedTerm] = []
            var constant = 0.0
            var fallbacks = 0
            for term in terms where term.variable != variable {
                let coefficient = -term.coefficient / own
                let other = attributeName(of: term.variable)
                let written = write(term.variable, name: other, path: inner, used: used.union([index]), depth: depth + 1)
                fallbacks += written.fallbacks
                if written.isNumber, isPosition(term.variable), let number = written.lines.first?.constant {
                    pieces.append(.number(coefficient * number))
                    constant += coefficient * number
                } else {
                    pieces.append(.attribute(other, coefficient: coefficient))
                    named.append(FieldExpression.NamedTerm(attribute: other, coefficient: coefficient))
                    lines += written.lines
                }
            }
            let ownConstant = -solver.loadedConstant(index) / own
            if ownConstant != 0 || pieces.isEmpty {
                pieces.append(.number(ownConstant))
                constant += ownConstant
            }
            let line = FieldExpression.Line(name: name, value: solver.value(variable), constant: constant,
                                            terms: named, text: ExpressionText.write(pieces))
            let candidate = Written(lines: merged([line] + lines), fallbacks: fallbacks,
                                    isNumber: named.isEmpty && fallbacks == 0)
            if let current = best, (current.fallbacks, current.lines.count) <= (candidate.fallbacks, candidate.lines.count) {
                continue
            }
            best = candidate
        }
        return best ?? fallback(variable, name: name)
    }

    /// The attribute as its constants (exact unless ambiguous), or as its value when ambiguous.
    private mutating func fallback(_ variable: Int, name: String) -> Written {
        if !ambiguous.contains(variable) {
            let terms = constantTerms(of: variable)
            if let text = ExpressionText.group(terms, sharedOnly: false), let line = exactLine(variable, name, terms, text) {
                return Written(lines: [line], fallbacks: 1, isNumber: false)
            }
        }
        let value = solver.value(variable)
        let line = FieldExpression.Line(name: name, value: value, constant: value, terms: [],
                                        text: formatNumber(value.roundedForOutput) + " (ambiguous)")
        return Written(lines: [line], fallbacks: 10, isNumber: false)
    }

    private mutating func constantTerms(of variable: Int) -> [ViewExplanation.Term] {
        if let terms = constants[variable] { return terms }
        let terms = solver.explanation(for: variable)
        constants[variable] = terms
        return terms
    }

    private func exactLine(_ variable: Int, _ name: String, _ terms: [ViewExplanation.Term], _ text: String)
        -> FieldExpression.Line? {
        let value = solver.value(variable)
        let sum = terms.reduce(0) { $0 + $1.contribution }
        guard abs(sum - value) <= 1e-7 * max(1, abs(value)) else { return nil }
        return FieldExpression.Line(name: name, value: value, constant: sum, terms: [], text: text)
    }

    /// Each name's first line only.
    private func merged(_ lines: [FieldExpression.Line]) -> [FieldExpression.Line] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0.name).inserted }
    }
}
