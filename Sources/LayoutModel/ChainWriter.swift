import LayoutCore

/// Writes a field as the constraint chain that fixes it: the field is solved from one tight
/// constraint that names it, and each other view attribute that constraint names is written
/// the same way, its lines added below (each attribute's first line only). A size that a group
/// of views shares through equal-size constraints is written once as its constants
/// (`(320 - 15) / 2`).
///
/// Which constraint writes an attribute is a property of the attribute and of how many
/// constraints deep it may still go (its height: `depthLimit` for a field, one less for each
/// constraint below), never of the path to it or of the work done before it:
/// - at height 0, or when no constraint is better, an attribute is written as its constants
///   (a fallback; an ambiguous one, or one whose constants do not add up, counts 10);
/// - otherwise the tight constraint whose lines cost least wins: fewest fallbacks, then fewest
///   lines counted as a tree (an attribute written twice counts twice), then the earliest;
///   an attribute below that is a plain number and a position costs nothing (it is written
///   into the line as its number);
/// - the field itself (the top) takes the best constraint whose lines do not write the field's
///   own attribute again, and its constants only when there is none.
/// Below the top, an attribute never appears under itself: the cost at a height is at most the
/// cost one height lower (the options only improve), and a tree holding an attribute's line
/// costs more than that line's own tree, so the cheapest tree never does.
///
/// One writer serves every view of one solved layout (`ModelSolver.explanations(of:chain:)`):
/// each attribute at each height is chosen and written once, and reused by every view and
/// field that reaches it; the lines are the same as a writer of its own would write.
/// - Complexity: O(depthLimit × Σ terms of the tight constraints) per layout.
struct ChainWriter {
    let solver: ModelSolver
    /// From `ModelSolver.tightConstraints()`: by variable.
    let tight: [[Int]]
    let ambiguous: Set<Int>
    /// How many constraints deep a chain goes below its field.
    let depthLimit: Int
    static let defaultDepthLimit = 6
    private let variableCount: Int
    /// The translation's terms and each constraint's range of them: read once, as arrays
    /// (asking the solver's translation each time copied it).
    private let terms: [LinearExpression.Term]
    private let ranges: [Range<Int>]
    private let algebra: AttributeAlgebra
    /// Everything below is by variable, each worked out once.
    /// `ModelSolver.explanation(for:)`.
    private var constants: [[ViewExplanation.Term]?]
    private var shared: [Bool?]
    /// Below the top (where a line is named `view.attribute`), each attribute's line when it is a
    /// size shared by a group (nil: it is not), and its line as constants.
    private var sharedLines: [Written??]
    private var fallbackLines: [Written?]
    /// Whether the attribute's constants add up to its value (a fallback's cost, known before its text).
    private var exactness: [Bool?]
    private var names: [String?]
    /// The choice and the lines of each attribute below the top, by `height * variableCount + variable`.
    private var choices: [Choice?]
    private var written: [Written?]

    init(solver: ModelSolver, tight: [[Int]], ambiguous: Set<Int>,
         depthLimit: Int = ChainWriter.defaultDepthLimit) {
        self.solver = solver
        self.tight = tight
        self.ambiguous = ambiguous
        self.depthLimit = depthLimit
        let translation = solver.translation
        let count = translation.algebra.variableCount
        variableCount = count
        algebra = translation.algebra
        terms = translation.terms
        ranges = translation.constraints.map(\.terms)
        constants = Array(repeating: nil, count: count)
        shared = Array(repeating: nil, count: count)
        sharedLines = Array(repeating: nil, count: count)
        fallbackLines = Array(repeating: nil, count: count)
        exactness = Array(repeating: nil, count: count)
        names = Array(repeating: nil, count: count)
        choices = Array(repeating: nil, count: count * depthLimit)
        written = Array(repeating: nil, count: count * depthLimit)
    }

    /// One attribute written out: its line first, then the lines it needs, each attribute once.
    struct Written {
        var lines: [FieldExpression.Line]
        /// The attribute of each line below the first, in order (the first's is the attribute written).
        var variables: [Int]
    }

    /// What a chain costs: compared by fallbacks, then lines.
    struct Cost: Comparable {
        var fallbacks: Int
        var lines: Int

        static func < (left: Cost, right: Cost) -> Bool {
            (left.fallbacks, left.lines) < (right.fallbacks, right.lines)
        }
    }

    /// How an attribute is written at one height.
    private struct Choice {
        enum Way { case shared, fallback, constraint(Int) }
        var way: Way
        var cost: Cost
        /// Written from constants alone, through no fallback: a position that is one is written as its number.
        var isNumber: Bool
    }

    /// The field `attribute` (`x`) of a model variable; its flat sum if the chain, checked here,
    /// did not give its value.
    mutating func expression(of variable: Int, attribute: String) -> FieldExpression {
        let expression = FieldExpression(lines: top(variable, name: attribute))
        let value = solver.value(variable)
        guard let evaluated = expression.evaluated(), abs(evaluated - value) <= 1e-6 * max(1, abs(value)) else {
            return FieldExpression(lines: fallback(variable, name: attribute).lines)
        }
        return expression
    }

    /// `ModelSolver.explanation(for:)`, computed once per variable.
    mutating func constantTerms(of variable: Int) -> [ViewExplanation.Term] {
        if let known = constants[variable] { return known }
        let found = solver.explanation(for: variable)
        constants[variable] = found
        return found
    }

    func attributeName(of variable: Int) -> String {
        if let owner = algebra.owner(of: variable) {
            return solver.translation.structure.names[owner.view] + "." + ["x", "y", "width", "height"][owner.field]
        }
        if let content = algebra.contentOwner(of: variable) {
            return solver.translation.structure.names[content.scroll] + ".contentSize." + (content.horizontal ? "width" : "height")
        }
        switch variable {
        case algebra.safeAreaTop: return "safeArea.top"
        case algebra.safeAreaLeft: return "safeArea.left"
        case algebra.safeAreaBottom: return "safeArea.bottom"
        case algebra.safeAreaRight: return "safeArea.right"
        default: return "keyboard.height"
        }
    }

    /// `attributeName(of:)`, built once per variable.
    private mutating func attributeNameKept(of variable: Int) -> String {
        if let known = names[variable] { return known }
        let name = attributeName(of: variable)
        names[variable] = name
        return name
    }

    private func isPosition(_ variable: Int) -> Bool {
        algebra.owner(of: variable).map { $0.field < 2 } ?? false
    }

    // MARK: The top

    /// The field's lines: shared, else the best constraint that does not write the field's own
    /// attribute below it, else its constants.
    private mutating func top(_ variable: Int, name: String) -> [FieldExpression.Line] {
        if let line = sharedLine(variable, name: name, top: true) { return line.lines }
        let height = depthLimit - 1
        var best: (index: Int, cost: Cost)?
        for index in tight[variable] {
            guard let candidate = cost(of: index, for: variable, below: height),
                  best.map({ candidate.cost < $0.cost }) ?? true else { continue }
            if writesAgain(variable, index: index, below: height) { continue }
            best = (index, candidate.cost)
        }
        guard let best else { return fallback(variable, name: name).lines }
        return lines(variable, name: name, index: best.index, below: height).lines
    }

    /// Whether the lines of the constraint's other attributes (one height lower) write `variable`.
    private mutating func writesAgain(_ variable: Int, index: Int, below height: Int) -> Bool {
        for term in terms[ranges[index]] where term.variable != variable {
            let inner = write(term.variable, height: height)
            if inner.variables.contains(variable) { return true }
        }
        return false
    }

    // MARK: Choosing, below the top

    /// How the attribute is written at a height (0: as its constants, unless shared).
    private mutating func choice(_ variable: Int, height: Int) -> Choice {
        let slot = height * variableCount + variable
        if let known = choices[slot] { return known }
        let chosen = choose(variable, height: height)
        choices[slot] = chosen
        return chosen
    }

    private mutating func choose(_ variable: Int, height: Int) -> Choice {
        if sharedLine(variable, name: attributeNameKept(of: variable), top: false) != nil {
            return Choice(way: .shared, cost: Cost(fallbacks: 0, lines: 1), isNumber: false)
        }
        var best: Choice?
        if height > 0 {
            for index in tight[variable] {
                guard let candidate = cost(of: index, for: variable, below: height - 1),
                      best.map({ candidate.cost < $0.cost }) ?? true else { continue }
                best = Choice(way: .constraint(index), cost: candidate.cost, isNumber: candidate.isNumber)
            }
        }
        // Constants cost one fallback at least: a constraint through none is better, whatever they are.
        if let best, best.cost.fallbacks == 0 { return best }
        let asConstants = Choice(way: .fallback, cost: fallbackCost(variable), isNumber: false)
        guard let best, best.cost < asConstants.cost else { return asConstants }
        return best
    }

    /// The cost of writing `variable` from constraint `index`, its other attributes at `height`;
    /// nil when the constraint cannot be solved for it.
    private mutating func cost(of index: Int, for variable: Int, below height: Int) -> (cost: Cost, isNumber: Bool)? {
        let range = ranges[index]
        var own = 0.0
        for term in terms[range] where term.variable == variable { own += term.coefficient }
        guard abs(own) > 1e-9 else { return nil }
        var cost = Cost(fallbacks: 0, lines: 1)
        var isNumber = true
        for term in terms[range] where term.variable != variable {
            let inner = choice(term.variable, height: height)
            if inner.isNumber, isPosition(term.variable) { continue }
            isNumber = false
            cost.fallbacks += inner.cost.fallbacks
            cost.lines += inner.cost.lines
        }
        return (cost, isNumber)
    }

    private mutating func fallbackCost(_ variable: Int) -> Cost {
        Cost(fallbacks: isExact(variable) ? 1 : 10, lines: 1)
    }

    /// Whether `fallback(_:name:)` writes the attribute as its constants (not ambiguous, and they
    /// add up to its value) rather than as its value: its test, without writing the text.
    private mutating func isExact(_ variable: Int) -> Bool {
        if let known = exactness[variable] { return known }
        var exact = false
        if !ambiguous.contains(variable) {
            let value = solver.value(variable)
            let sum = constantTerms(of: variable).reduce(0) { $0 + $1.contribution }
            exact = abs(sum - value) <= 1e-7 * max(1, abs(value))
        }
        exactness[variable] = exact
        return exact
    }

    // MARK: Writing

    /// The attribute's lines below the top at a height, written once.
    private mutating func write(_ variable: Int, height: Int) -> Written {
        let slot = height * variableCount + variable
        if let known = written[slot] { return known }
        let name = attributeNameKept(of: variable)
        let result: Written
        switch choice(variable, height: height).way {
        case .shared: result = sharedLine(variable, name: name, top: false) ?? fallbackLine(variable)
        case .fallback: result = fallbackLine(variable)
        case .constraint(let index): result = lines(variable, name: name, index: index, below: height - 1)
        }
        written[slot] = result
        return result
    }

    /// `variable` solved from constraint `index`: its line, then the lines of the attributes it
    /// names (those at `height`), each once; a position that is a plain number written as it.
    private mutating func lines(_ variable: Int, name: String, index: Int, below height: Int) -> Written {
        let range = ranges[index]
        var own = 0.0
        for term in terms[range] where term.variable == variable { own += term.coefficient }
        // terms + constant == 0, so variable = -(other terms + constant) / own.
        var pieces: [ExpressionText.Piece] = []
        var below: [FieldExpression.Line] = []
        var variables: [Int] = []
        var named: [FieldExpression.NamedTerm] = []
        var constant = 0.0
        for term in terms[range] where term.variable != variable {
            let coefficient = -term.coefficient / own
            let other = attributeNameKept(of: term.variable)
            let inner = write(term.variable, height: height)
            if choice(term.variable, height: height).isNumber, isPosition(term.variable),
               let number = inner.lines.first?.constant {
                pieces.append(.number(coefficient * number))
                constant += coefficient * number
                continue
            }
            pieces.append(.attribute(other, coefficient: coefficient))
            named.append(FieldExpression.NamedTerm(attribute: other, coefficient: coefficient))
            // Each attribute's first line only: chains are a few lines long, so comparing is cheaper than hashing.
            for (offset, line) in inner.lines.enumerated() {
                let attribute = offset == 0 ? term.variable : inner.variables[offset - 1]
                if attribute == variable || variables.contains(attribute) { continue }
                variables.append(attribute)
                below.append(line)
            }
        }
        let ownConstant = -solver.loadedConstant(index) / own
        if ownConstant != 0 || pieces.isEmpty {
            pieces.append(.number(ownConstant))
            constant += ownConstant
        }
        let line = FieldExpression.Line(name: name, value: solver.value(variable), constant: constant,
                                        terms: named, text: ExpressionText.write(pieces))
        return Written(lines: [line] + below, variables: variables)
    }

    /// `a.width == b.width` (or heights), holding: the size is one a group of views shares.
    private mutating func isShared(_ variable: Int) -> Bool {
        if let known = shared[variable] { return known }
        let answer = findsShared(variable)
        shared[variable] = answer
        return answer
    }

    private func findsShared(_ variable: Int) -> Bool {
        guard let owner = algebra.owner(of: variable), owner.field >= 2 else { return false }
        for index in tight[variable] {
            let terms = self.terms[ranges[index]]
            guard terms.count == 2, solver.loadedConstant(index) == 0,
                  abs(terms[terms.startIndex].coefficient + terms[terms.startIndex + 1].coefficient) < 1e-12,
                  let other = terms.first(where: { $0.variable != variable }).flatMap({ algebra.owner(of: $0.variable) }),
                  other.field == owner.field else { continue }
            return true
        }
        return false
    }

    /// A size shared by a group of views, written once as the group's constants; nil when it is not one.
    private mutating func sharedLine(_ variable: Int, name: String, top: Bool) -> Written? {
        if !top, let known = sharedLines[variable] { return known }
        var written: Written?
        if isShared(variable), !ambiguous.contains(variable) {
            let terms = constantTerms(of: variable)
            if let text = ExpressionText.group(terms, sharedOnly: true), let line = exactLine(variable, name, terms, text) {
                written = Written(lines: [line], variables: [])
            }
        }
        if !top { sharedLines[variable] = .some(written) }
        return written
    }

    /// The attribute below the top as its constants (`fallback(_:name:)`), written once.
    private mutating func fallbackLine(_ variable: Int) -> Written {
        if let known = fallbackLines[variable] { return known }
        let written = Written(lines: fallback(variable, name: attributeNameKept(of: variable)).lines, variables: [])
        fallbackLines[variable] = written
        return written
    }

    /// The attribute as its constants (exact unless ambiguous), or as its value when ambiguous.
    private mutating func fallback(_ variable: Int, name: String) -> (lines: [FieldExpression.Line], exact: Bool) {
        if !ambiguous.contains(variable) {
            let terms = constantTerms(of: variable)
            if let text = ExpressionText.group(terms, sharedOnly: false), let line = exactLine(variable, name, terms, text) {
                return ([line], true)
            }
        }
        let value = solver.value(variable)
        let line = FieldExpression.Line(name: name, value: value, constant: value, terms: [],
                                        text: formatNumber(value.roundedForOutput) + " (ambiguous)")
        return ([line], false)
    }

    private func exactLine(_ variable: Int, _ name: String, _ terms: [ViewExplanation.Term], _ text: String)
        -> FieldExpression.Line? {
        let value = solver.value(variable)
        let sum = terms.reduce(0) { $0 + $1.contribution }
        guard abs(sum - value) <= 1e-7 * max(1, abs(value)) else { return nil }
        return FieldExpression.Line(name: name, value: value, constant: sum, terms: [], text: text)
    }
}
