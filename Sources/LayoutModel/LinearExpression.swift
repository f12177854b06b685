import LayoutCore

/// A linear expression over the model's variables (by index), before it is
/// handed to the solver: `sum(coefficient * variable) + constant`.
struct LinearExpression: Sendable {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double

    init(_ terms: [(variable: Int, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(variable: Int) {
        self.init([(variable, 1)])
    }

    static func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    /// `self += factor * other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        for term in other.terms { terms.append((term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }

    mutating func add(variable: Int, times factor: Double = 1) {
        terms.append((variable, factor))
    }

    typealias Term = (variable: Int, coefficient: Double)

    /// Simplifies `terms[start...]` in place: like terms merged, zero
    /// coefficients dropped, variables ascending, so that sibling constraints
    /// lose the ancestor terms they share. An insertion sort: an attribute
    /// expression has a handful of terms, and this allocates nothing.
    static func simplify(_ terms: inout [Term], from start: Int) {
        let end = terms.count
        if end - start <= 1 {
            if end > start, terms[start].coefficient == 0 { terms.removeLast() }
            return
        }
        // Stable, so like terms are added up in the order they were written.
        for index in start + 1..<end {
            let term = terms[index]
            var position = index
            while position > start, terms[position - 1].variable > term.variable {
                terms[position] = terms[position - 1]
                position -= 1
            }
            terms[position] = term
        }
        var count = start
        for index in start..<end {
            let term = terms[index]
            if count > start, terms[count - 1].variable == term.variable {
                terms[count - 1].coefficient += term.coefficient
            } else {
                terms[count] = term
                count += 1
            }
        }
        terms.removeLast(end - count)
        var kept = start
        for index in start..<terms.count where abs(terms[index].coefficient) >= 1e-12 {
            terms[kept] = terms[index]
            kept += 1
        }
        terms.removeLast(terms.count - kept)
    }

    /// The value with each variable read by `value`.
    func evaluate(_ value: (Int) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }
}

/// One constraint in solver terms, `sum(terms) + constant REL 0`, with what it
/// is reported as (its id and notation are only spelled out when asked for).
/// Small on purpose (no strings): a screen has thousands.
struct ModelConstraint: Sendable {
    /// Where its terms are in `ScreenTranslation.terms`: one array for all
    /// constraints, rather than one allocation each.
    var terms: Range<Int>
    var constant: Double
    var priority: Double
    var label: ConstraintLabel
    var relation: LayoutRelation

    var isRequired: Bool { priority >= 1000 }
}

/// Where a model constraint comes from.
enum ConstraintLabel: Sendable {
    /// The equation entry at this index of `screen.constraints`: reported by its id.
    /// (Its resolved notation is worked out again when asked for: only diagnostics need it.)
    case equation(entry: Int)
    /// The n-th (from 1) constraint of the visual-format entry at this index: `id#n`.
    /// (Its notation is worked out again when asked for.)
    case format(entry: Int, part: Int)
    /// Content hugging or compression resistance of a view on one axis.
    case intrinsic(view: Int, horizontal: Bool, hugging: Bool, size: Double)
    /// Anything else the model adds (request pins, stacks, collapsed views): the
    /// index of its id and description in `ScreenTranslation.generatedLabels`.
    case generated(Int)
}
