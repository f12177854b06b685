import LayoutCore

/// A frame field written as an iOS engineer reads it: the constraint chain that fixes it, in
/// terms of other views' frame attributes (`x = 5 + imgViewOne.width + 5`), then one line per
/// attribute it names (`imgViewOne.width = (320 - 15) / 2`).
///
/// Every line is exact at the answer: it is one constraint that holds with equality, solved
/// for the attribute on its left, or (for a size shared by a group of views, or an attribute
/// no constraint chain reaches without going round in a circle) the attribute's sum of
/// constants from `Solver.sensitivities(of:)`.
public struct FieldExpression: Hashable, Sendable {
    /// `coefficient × attribute` inside a line; the attribute has a line of its own further down.
    public struct NamedTerm: Hashable, Sendable {
        public var attribute: String
        public var coefficient: Double

        public init(attribute: String, coefficient: Double) {
            self.attribute = attribute
            self.coefficient = coefficient
        }
    }

    /// `name = text`, worth `constant + Σ coefficient × attribute`.
    public struct Line: Hashable, Sendable {
        /// The field (`x`) on the first line, `view.attribute` on the others.
        public var name: String
        /// The solved value of `name`.
        public var value: Double
        /// The numbers in the line (literal constants and positions written as numbers), added up.
        public var constant: Double
        public var terms: [NamedTerm]
        /// The right-hand side as printed: `5 + imgViewOne.width + 5`, `(320 - 15) / 2`.
        public var text: String

        public init(name: String, value: Double, constant: Double, terms: [NamedTerm], text: String) {
            self.name = name
            self.value = value
            self.constant = constant
            self.terms = terms
            self.text = text
        }

        public var description: String { "\(name) = \(text)" }
    }

    /// The field's own line first, then each named attribute's, each once.
    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// The first line's value computed from the lines alone: each named attribute replaced by its
    /// own line, recursively (nil when a name has no line or the lines go round in a circle).
    public func evaluated() -> Double? {
        // A chain is a few lines: finding a name by comparing is cheaper than hashing it.
        func value(_ line: Line, _ open: [String]) -> Double? {
            var total = line.constant
            for term in line.terms {
                guard !open.contains(term.attribute), let inner = lines.first(where: { $0.name == term.attribute }),
                      let innerValue = value(inner, open + [term.attribute]) else { return nil }
                total += term.coefficient * innerValue
            }
            return total
        }
        guard let first = lines.first else { return nil }
        return value(first, [first.name])
    }
}
