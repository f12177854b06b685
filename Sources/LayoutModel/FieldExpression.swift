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
        var byName: [String: Line] = [:]
        for line in lines where byName[line.name] == nil { byName[line.name] = line }
        func value(_ line: Line, _ open: Set<String>) -> Double? {
            var total = line.constant
            for term in line.terms {
                guard !open.contains(term.attribute), let inner = byName[term.attribute],
                      let innerValue = value(inner, open.union([term.attribute])) else { return nil }
                total += term.coefficient * innerValue
            }
            return total
        }
        guard let first = lines.first else { return nil }
        return value(first, [first.name])
    }
}

/// Writing a line's right-hand side.
enum ExpressionText {
    /// One piece of a line, in the order the constraint names it.
    enum Piece {
        case number(Double)
        case attribute(String, coefficient: Double)
    }

    /// `5 + imgViewOne.width + 5`, `root.width - 0.5 × label.width - 8`.
    static func write(_ pieces: [Piece]) -> String {
        var text = ""
        for piece in pieces {
            let negative: Bool, body: String
            switch piece {
            case .number(let value):
                let rounded = value.roundedForOutput
                negative = rounded < 0
                body = formatNumber(abs(rounded))
            case .attribute(let name, let coefficient):
                let size = abs(coefficient).roundedForOutput
                negative = coefficient < 0
                body = size == 1 ? name : "\(formatNumber(size)) × \(name)"
            }
            if text.isEmpty {
                text = negative ? "-" + body : body
            } else {
                text += negative ? " - " + body : " + " + body
            }
        }
        return text.isEmpty ? "0" : text
    }

    /// A value as its constants: `(320 - 15) / 2` when every constant counts 1/n with n ≥ 2 (the
    /// positive ones listed, the negative ones added up), else `480 - 200 - 44 - 8` or the
    /// products (`0.5 × 320 + 0.25 × 8`). Nil when it is not a shared value's form (`sharedOnly`).
    static func group(_ terms: [ViewExplanation.Term], sharedOnly: Bool) -> String? {
        let terms = terms.filter { $0.constant.roundedForOutput != 0 }
        guard let first = terms.first else { return sharedOnly ? nil : "0" }
        let size = abs(first.coefficient)
        let n = 1 / size
        let isShared = abs(n - n.rounded()) < 1e-9 && n.rounded() >= 2
            && terms.allSatisfy { abs(abs($0.coefficient) - size) < 1e-9 }
        if !isShared { return sharedOnly ? nil : products(terms) }
        let positive = terms.filter { $0.contribution > 0 }.map { $0.contribution / size }
        let negative = terms.filter { $0.contribution < 0 }.reduce(0) { $0 + $1.contribution / size }
        let inner = write(positive.map(Piece.number) + (negative == 0 ? [] : [.number(negative)]))
        return (inner.contains(" ") ? "(\(inner))" : inner) + " / \(formatNumber(n.rounded()))"
    }

    /// The flat sum: `480 - 200 - 44 - 8`, `0.5 × 320 + 0.5 × 5 - 0.5 × 5` (constants of 0 left out;
    /// `0` when every constant is 0).
    static func products(_ terms: [ViewExplanation.Term]) -> String {
        var text = ""
        for term in terms where term.constant.roundedForOutput != 0 {
            let product = term.product
            text += text.isEmpty ? (product.hasPrefix("-") ? "-" + product.dropFirst(2) : String(product.dropFirst(2)))
                : " " + product
        }
        return text.isEmpty ? "0" : text
    }
}
