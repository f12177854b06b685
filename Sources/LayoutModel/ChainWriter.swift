import LayoutCore

/// Writes a field as the constraint chain that fixes it: the field is solved from one tight
/// constraint that names it, and each other view attribute that constraint names is written
/// the same way (depth-limited, never through an attribute already on the way), its line added
/// below. A size that a group of views shares through equal-size constraints is written once as
/// its constants (`(320 - 15) / 2`); so is an attribute no chain reaches. Among several
/// constraints the one needing fewest such fallbacks, then fewest lines, then the earliest, wins.
///
/// One writer serves every view of one solved layout (`ModelSolver.explanations(of:chain:)`):
/// each view starts with the same expansion budget (`startView()`), as a writer of its own would,
/// and what does not depend on the view is kept between views and fields: each attribute's
/// constants and, for each attribute written below the top, its lines (see `Memo`). The memory
/// changes no line: `ChainWriterTests` compares a memoising writer with one that keeps nothing.
struct ChainWriter {
    let solver: ModelSolver
    /// From `ModelSolver.tightConstraints()`.
    let tight: [Int: [Int]]
    let ambiguous: Set<Int>
    /// Whether to keep written attributes between calls (false only to test that it changes nothing).
    let memoising: Bool
    /// The expansions each view starts with.
    let budgetPerView: Int
    /// Expansions left before every further attribute is written as its constants.
    private var budget: Int
    /// How many times the budget ran out, so a memo entry is kept only for a search it did not cut.
    private var exhaustions = 0
    /// `ModelSolver.explanation(for:)` by variable, each computed once.
    private var constants: [Int: [ViewExplanation.Term]] = [:]
    private var shared: [Int: Bool] = [:]
    /// Written attributes below the top, by variable and depth.
    private var memo: [Int: [Memo]] = [:]
    /// The attributes whose presence on the path the search under way has asked about.
    private var asked: VariableSet
    /// Below the top (where a line is named `view.attribute`), each attribute's line when it is a
    /// size shared by a group (nil: it is not), and its line as constants (`fallback`): neither
    /// depends on the path or the budget.
    private var sharedLines: [Int: Written?] = [:]
    private var fallbackLines: [Int: Written] = [:]
    private var names: [Int: String] = [:]
    private static let depthLimit = 6
    static let defaultBudget = 2000
    /// Entries kept per attribute: a bound on the memory's size, not a choice of lines.
    private static let memoPerAttribute = 32

    /// An attribute written at one depth, valid wherever the path holds the same ones of `asked`
    /// and the budget left exceeds `expansions` (so no budget check the search made could fail):
    /// the search depends on the path only through its questions `path.contains(attribute)`,
    /// and on the budget only through its checks `budget > 0`.
    private struct Memo {
        var depth: Int
        var asked: VariableSet
        /// The path's attributes among `asked`, in increasing order.
        var onPath: [Int]
        var expansions: Int
        var written: Written
    }

    /// `memoising` false and a small `budgetPerView` only in tests (of the memory, and of searches the budget cuts).
    init(solver: ModelSolver, tight: [Int: [Int]], ambiguous: Set<Int>, memoising: Bool = true,
         budgetPerView: Int = ChainWriter.defaultBudget) {
        self.solver = solver
        self.tight = tight
        self.ambiguous = ambiguous
        self.memoising = memoising
        self.budgetPerView = budgetPerView
        budget = budgetPerView
        asked = VariableSet(count: solver.translation.algebra.variableCount)
    }

    /// A new view: the budget is what a writer of its own would start with.
    mutating func startView() {
        budget = budgetPerView
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
        asked.removeAll()
        let written = write(variable, name: attribute, path: [], depth: 0)
        let expression = FieldExpression(lines: written.lines)
        let value = solver.value(variable)
        guard let evaluated = expression.evaluated(), abs(evaluated - value) <= 1e-6 * max(1, abs(value)) else {
            let direct = fallback(variable, name: attribute)
            return FieldExpression(lines: direct.lines)
        }
        return expression
    }

    /// `ModelSolver.explanation(for:)`, computed once per variable.
    mutating func constantTerms(of variable: Int) -> [ViewExplanation.Term] {
        if let terms = constants[variable] { return terms }
        let terms = solver.explanation(for: variable)
        constants[variable] = terms
        return terms
    }

    /// `attributeName(of:)`, built once per variable.
    private mutating func attributeNameKept(of variable: Int) -> String {
        if let known = names[variable] { return known }
        let name = attributeName(of: variable)
        names[variable] = name
        return name
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
    private mutating func isShared(_ variable: Int) -> Bool {
        if let known = shared[variable] { return known }
        let answer = findsShared(variable)
        shared[variable] = answer
        return answer
    }

    private func findsShared(_ variable: Int) -> Bool {
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

    /// `variable` written below the top: from the memo when an entry fits the path and the
    /// budget, which then counts the expansions the search would have made.
    private mutating func write(_ variable: Int, name: String, path: [Int], depth: Int) -> Written {
        guard memoising, depth > 0 else { return search(variable, name: name, path: path, depth: depth) }
        for entry in memo[variable] ?? [] where entry.depth == depth && budget > entry.expansions
            && entry.asked.members(of: path, are: entry.onPath) {
            budget -= entry.expansions
            asked.formUnion(entry.asked)
            return entry.written
        }
        // The questions of this search alone, then added to those of the search around it.
        var outer = asked
        asked.removeAll()
        let start = (budget: budget, exhaustions: exhaustions)
        let written = search(variable, name: name, path: path, depth: depth)
        if exhaustions == start.exhaustions, memo[variable, default: []].count < ChainWriter.memoPerAttribute {
            memo[variable, default: []].append(Memo(
                depth: depth, asked: asked, onPath: asked.members(of: path), expansions: start.budget - budget,
                written: written))
        }
        outer.formUnion(asked)
        asked = outer
        return written
    }

    private mutating func search(_ variable: Int, name: String, path: [Int], depth: Int) -> Written {
        budget -= 1
        if let shared = sharedLine(variable, name: name, top: depth == 0) { return shared }
        guard depth < ChainWriter.depthLimit else { return fallback(variable, name: name, top: depth == 0) }
        guard budget > 0 else {
            exhaustions += 1
            return fallback(variable, name: name, top: depth == 0)
        }
        var best: Written?
        let inner = path + [variable]
        for index in tight[variable] ?? [] {
            let constraint = solver.translation.constraints[index]
            let terms = solver.translation.terms[constraint.terms]
            let own = terms.filter { $0.variable == variable }.reduce(0) { $0 + $1.coefficient }
            guard abs(own) > 1e-9, !crossesPath(terms, at: variable, path: path) else { continue }
            // terms + constant == 0, so variable = -(other terms + constant) / own.
            var pieces: [ExpressionText.Piece] = []
            var lines: [FieldExpression.Line] = []
            var named: [FieldExpression.NamedTerm] = []
            var constant = 0.0
            var fallbacks = 0
            for term in terms where term.variable != variable {
                let coefficient = -term.coefficient / own
                let other = attributeNameKept(of: term.variable)
                let written = write(term.variable, name: other, path: inner, depth: depth + 1)
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
        return best ?? fallback(variable, name: name, top: depth == 0)
    }

    /// A size shared by a group of views, written once as the group's constants; nil when it is not one.
    private mutating func sharedLine(_ variable: Int, name: String, top: Bool) -> Written? {
        if !top, let known = sharedLines[variable] { return known }
        var written: Written?
        if isShared(variable), !ambiguous.contains(variable) {
            let terms = constantTerms(of: variable)
            if let text = ExpressionText.group(terms, sharedOnly: true), let line = exactLine(variable, name, terms, text) {
                written = Written(lines: [line], fallbacks: 0, isNumber: false)
            }
        }
        if !top { sharedLines[variable] = .some(written) }
        return written
    }

    /// `fallback(_:name:)`, kept below the top.
    private mutating func fallback(_ variable: Int, name: String, top: Bool) -> Written {
        if !top, let known = fallbackLines[variable] { return known }
        let written = fallback(variable, name: name)
        if !top { fallbackLines[variable] = written }
        return written
    }

    /// Whether the constraint names, besides `variable`, an attribute already on the path (which
    /// would go round in a circle). Each attribute asked about is noted for the memo. A constraint
    /// chosen above names the attribute it was chosen for, which is on the path: so no constraint
    /// is used twice on one path either.
    private mutating func crossesPath(_ terms: ArraySlice<LinearExpression.Term>, at variable: Int, path: [Int]) -> Bool {
        // `variable` is never on its own path: its terms are asked about through the path alone.
        for term in terms where term.variable != variable {
            if memoising { asked.insert(term.variable) }
            if path.contains(term.variable) { return true }
        }
        return false
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

    private func exactLine(_ variable: Int, _ name: String, _ terms: [ViewExplanation.Term], _ text: String)
        -> FieldExpression.Line? {
        let value = solver.value(variable)
        let sum = terms.reduce(0) { $0 + $1.contribution }
        guard abs(sum - value) <= 1e-7 * max(1, abs(value)) else { return nil }
        return FieldExpression.Line(name: name, value: value, constant: sum, terms: [], text: text)
    }

    /// Each name's first line only. Chains are a few lines long: comparing with those kept is cheaper than hashing.
    private func merged(_ lines: [FieldExpression.Line]) -> [FieldExpression.Line] {
        var kept: [FieldExpression.Line] = []
        kept.reserveCapacity(lines.count)
        for line in lines where !kept.contains(where: { $0.name == line.name }) { kept.append(line) }
        return kept
    }
}

/// A set of solver variables as bits: what the chain writer's memory asks and compares for every attribute it writes.
struct VariableSet: Equatable {
    private var words: [UInt64]

    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    mutating func insert(_ variable: Int) {
        words[variable >> 6] |= 1 << UInt64(variable & 63)
    }

    func contains(_ variable: Int) -> Bool {
        words[variable >> 6] & (1 << UInt64(variable & 63)) != 0
    }

    mutating func formUnion(_ other: VariableSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    mutating func removeAll() {
        words = Array(repeating: 0, count: words.count)
    }

    /// The members among `variables`, in increasing order.
    func members(of variables: [Int]) -> [Int] {
        variables.filter(contains).sorted()
    }

    /// Whether `members(of: variables)` is `expected` (distinct variables), without building it.
    func members(of variables: [Int], are expected: [Int]) -> Bool {
        var found = 0
        for variable in variables where contains(variable) {
            guard expected.contains(variable) else { return false }
            found += 1
        }
        return found == expected.count
    }
}
