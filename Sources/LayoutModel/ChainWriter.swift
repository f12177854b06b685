import LayoutCore

/// Writes a field as the constraint chain that fixes it: the field is solved from one tight
/// constraint that names it, and each other view attribute that constraint names is written
/// the same way (depth-limited, never through an attribute or constraint already on the way),
/// its line added below. A size that a group of views shares through equal-size constraints is
/// written once as its constants (`(320 - 15) / 2`); so is an attribute no chain reaches. Among
/// several constraints the one needing fewest such fallbacks, then fewest lines, then the
/// earliest, wins.
struct ChainWriter {
    let solver: ModelSolver
    /// From `ModelSolver.tightConstraints()`.
    let tight: [Int: [Int]]
    let ambiguous: Set<Int>
    /// Expansions left before every further attribute is written as its constants.
    private var budget = 2000
    /// `ModelSolver.explanation(for:)` by variable, each computed once.
    private var constants: [Int: [ViewExplanation.Term]] = [:]
    private static let depthLimit = 6

    init(solver: ModelSolver, tight: [Int: [Int]], ambiguous: Set<Int>) {
        self.solver = solver
        self.tight = tight
        self.ambiguous = ambiguous
    }

    /// One attribute written out: its line first, then the lines it needs.
    struct Written {
        var lines: [FieldExpression.Line]
        /// How many attributes had to be written as constants (ambiguous ones count more).
        var fallbacks: Int
        /// Whether the attribute is a plain number (from constants alone, through no fallback).
        var isNumber: Bool
    }

    /// The field `attribute` (`x`) of a model variable; its flat sum if the chain, checked here,
    /// did not give its value.
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
        guard depth < ChainWriter.depthLimit, budget > 0 else { return fallback(variable, name: name) }
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
