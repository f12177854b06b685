import LayoutCore

/// Why a view has its frame: for each of x, y, width and height, the
/// constraints that fix it (what `layout explain SCREEN VIEW` prints).
public struct ViewExplanation: Hashable, Sendable, CustomStringConvertible {
    /// One constraint behind a field: the field moves by `coefficient` per point its constant grows.
    public struct Term: Hashable, Sendable {
        /// The constraint's id (`row#2`, `caption:hugging.horizontal`, `root:width`, …).
        public var constraint: String
        /// The constant on its right-hand side as the solver reads it (`a.leading == b.trailing + 8`: 8;
        /// `root.width == 320`: 320).
        public var constant: Double
        /// ∂field/∂constant at this answer; never 0.
        public var coefficient: Double

        public init(constraint: String, constant: Double, coefficient: Double) {
            self.constraint = constraint
            self.constant = constant
            self.coefficient = coefficient
        }

        /// What this constant adds to the field: coefficient × constant.
        public var contribution: Double { coefficient * constant }

        /// `+ 0.5 × 320`, `- 0.5 × 5`, `+ 0.5 × (-5)`, `- 8`, `+ 1 × 0`: the part of the
        /// field's value this constant makes. With a coefficient other than ±1 the sign
        /// is the coefficient's and the constant keeps its own (in parentheses when
        /// negative), so the text reads as the JSON's coefficient times its constant;
        /// with ±1 it is the contribution, signed (`- 8`).
        public var product: String {
            let size = abs(coefficient).roundedForOutput
            let magnitude = formatNumber(abs(constant).roundedForOutput)
            if size == 1 && constant != 0 {
                return ((coefficient < 0) != (constant < 0) ? "- " : "+ ") + magnitude
            }
            let shown = constant.roundedForOutput < 0 ? "(-\(magnitude))" : magnitude
            return (coefficient < 0 ? "- " : "+ ") + "\(formatNumber(size)) × \(shown)"
        }
    }

    /// One frame field and every constraint whose constant moves it.
    public struct Part: Hashable, Sendable {
        /// `x`, `y`, `width` or `height`.
        public var attribute: String
        public var value: Double
        /// One per solver constraint that moves the field, in the order the screen adds them.
        public var terms: [Term]
        /// Whether the constraints leave this field free.
        public var isAmbiguous: Bool
        /// The field as the constraint chain that fixes it (`x = 5 + imgViewOne.width + 5`,
        /// `imgViewOne.width = (320 - 15) / 2`); nil when ambiguous or fixed by nothing.
        public var expression: FieldExpression?

        public init(attribute: String, value: Double, terms: [Term], isAmbiguous: Bool,
                    expression: FieldExpression? = nil) {
            self.attribute = attribute
            self.value = value
            self.terms = terms
            self.isAmbiguous = isAmbiguous
            self.expression = expression
        }

        /// Constraint ids (`row#2`, `caption:hugging.horizontal`, …), in the order the screen adds them.
        public var constraints: [String] {
            // A field has a few terms: comparing them is cheaper than hashing, up to a point.
            guard terms.count <= 16 else {
                var seen: Set<String> = []
                return terms.map(\.constraint).filter { seen.insert($0).inserted }
            }
            var ids: [String] = []
            ids.reserveCapacity(terms.count)
            for term in terms where !ids.contains(term.constraint) { ids.append(term.constraint) }
            return ids
        }

        /// The value as the sum it is: `0.5 × 320 + 0.5 × 5` (constants of 0 and pairs of
        /// products that cancel left out; `0` when nothing is left). Exact when the field is
        /// not ambiguous.
        public var sum: String { ExpressionText.products(terms) }
    }

    public var screen: String
    public var view: String
    /// nil for the root.
    public var superview: String?
    /// In the superview's coordinates.
    public var frame: Frame
    /// x, y, width, height in that order.
    public var parts: [Part]
    /// The notation of every constraint named in `parts`, by id.
    public var descriptions: [String: String]

    public init(screen: String, view: String, superview: String?, frame: Frame, parts: [Part],
                descriptions: [String: String]) {
        self.screen = screen
        self.view = view
        self.superview = superview
        self.frame = frame
        self.parts = parts
        self.descriptions = descriptions
    }

    /// The constraint ids that fix `attribute` (`x`, `y`, `width`, `height`).
    public func constraints(for attribute: String) -> [String] {
        parts.first { $0.attribute == attribute }?.constraints ?? []
    }

    public var x: [String] { constraints(for: "x") }
    public var y: [String] { constraints(for: "y") }
    public var width: [String] { constraints(for: "width") }
    public var height: [String] { constraints(for: "height") }

    /// `view in superview: x 5, y 5, width 100, height 20`, then one block per field.
    public var description: String {
        var lines = ["\(view) in \(superview ?? "screen '\(screen)' (root)"): "
            + "x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), "
            + "width \(formatNumber(frame.width)), height \(formatNumber(frame.height))"]
        for part in parts {
            var header = "\(part.attribute) = \(formatNumber(part.value))"
            if part.isAmbiguous {
                header += ": ambiguous (no constraint fixes it)"
            } else if part.constraints.isEmpty {
                header += superview == nil && (part.attribute == "x" || part.attribute == "y")
                    ? ": the root sits at the origin" : ""
            } else if part.sum == formatNumber(part.value.roundedForOutput) {
                header += ", from:"  // `x = 5 = 5` says nothing twice
            } else {
                header += " = \(part.sum), from:"
            }
            lines.append(header)
            let width = part.constraints.map(\.count).max() ?? 0
            for id in part.constraints {
                let padded = id + String(repeating: " ", count: width - id.count)
                let products = part.terms.filter { $0.constraint == id }
                    .map(\.product).joined(separator: " ")
                lines.append("  \(padded)  \(descriptions[id] ?? "")  [\(products)]")
            }
            if let expression = part.expression {
                for (offset, line) in expression.lines.enumerated() {
                    lines.append((offset == 0 ? "  that is: " : "    where ") + line.description)
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
